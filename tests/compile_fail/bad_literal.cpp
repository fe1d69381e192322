// Must not compile: the third rank from the top describes 9 squares.
#include <fen/fen.hpp>

using namespace fen::literals;
constexpr fen::position broken = "rnbqkbnr/pppppppp/8p/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"_fen;

int main() { return broken.halfmove_clock == 0 ? 0 : 1; }
