// Must not compile: 'X' is not a castling letter.
#include <fen/fen.hpp>

constexpr fen::position broken = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KXkq - 0 1").value();

int main() { return broken.halfmove_clock == 0 ? 0 : 1; }
