// Must not compile: the castling field of the EPD line holds 'X'. The message names the FEN code.
#include <fen/epd.hpp>

constexpr fen::epd_record broken = fen::parse_epd("8/8/8/8/8/8/8/8 w KX - bm e4;").value();

int main() { return broken.position.halfmove_clock == 0 ? 0 : 1; }
