// Must not compile: the string operand of `id` has no closing quote.
#include <fen/epd.hpp>

constexpr fen::epd_record broken =
    fen::parse_epd("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001;").value();

int main() { return broken.position.halfmove_clock == 0 ? 0 : 1; }
