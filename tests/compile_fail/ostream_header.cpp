// Must compile: the control of core_without_ostream.cpp. fen/ostream.hpp includes <ostream>, and
// its operator<< and fen.hpp's own for fixed strings stand side by side.
#include <fen/ostream.hpp>

#include <iosfwd>

static_assert(sizeof(std::ostream) > 0, "fen/ostream.hpp includes <ostream>");

void print(std::ostream& out) { out << fen::start_position << ' ' << fen::serialize(fen::start_position) << '\n'; }

int main() { return 0; }
