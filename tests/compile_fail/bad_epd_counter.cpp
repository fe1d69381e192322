// Must not compile: hmvc wants one counter, and `-1` has a sign.
#include <fen/epd.hpp>

constexpr fen::epd_record broken = fen::parse_epd("8/8/8/8/8/8/8/8 w - - hmvc -1;").value();

int main() { return broken.position.halfmove_clock == 0 ? 0 : 1; }
