// Must not compile: fen's core headers keep <ostream> out (fen/ostream.hpp brings it in), so
// after them std::ostream is declared (by <iosfwd>, included here) but still incomplete.
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <iosfwd>

static_assert(sizeof(std::ostream) > 0, "std::ostream is complete: a core header included <ostream>");

int main() { return 0; }
