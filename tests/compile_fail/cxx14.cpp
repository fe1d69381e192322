// Must not compile as C++14, and must say why in one line rather than a wall of errors: fen needs
// C++17. Every public header that needs no other library is included.
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

int main() { return 0; }
