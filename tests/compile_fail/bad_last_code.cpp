// Must not compile: strict mode refuses '_' between fields. Its code, underscore_separator, is the
// highest FEN code, so the compiler's message shows that the codes are found up to the last one.
#include <fen/fen.hpp>

constexpr fen::position broken =
    fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w KQkq - 0 1", fen::strictness::strict).value();

int main() { return broken.halfmove_clock == 0 ? 0 : 1; }
