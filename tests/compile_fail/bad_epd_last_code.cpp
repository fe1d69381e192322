// Must not compile: the line does not fit in 10 bytes. Its code, line_too_long, is the highest EPD
// code, so the compiler's message shows that the codes are found up to the last one.
#include <fen/epd.hpp>

constexpr auto broken = fen::serialize_epd<10>(fen::to_epd(fen::start_position)).value();

int main() { return broken.empty() ? 0 : 1; }
