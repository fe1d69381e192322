// Must compile: the same shape as the other files here, with a good FEN.
#include <fen/fen.hpp>

using namespace fen::literals;
constexpr fen::position fine = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"_fen;
static_assert(fine == fen::start_position);

int main() { return fine.halfmove_clock == 0 ? 0 : 1; }
