// Built with -fno-exceptions: value() of a result that holds an error must not abort without a
// word. tests/abort/expect_abort.cmake runs this program and checks that what it printed before
// (left in stdout's buffer, as output to a pipe is) still arrives, that standard error holds the
// error's message, and that the program did not exit normally.
#include <fen/fen.hpp>

#include <cstdio>

int main() {
  std::printf("printed before value()\n");  // no newline flush: stdout is a pipe here
  const auto r = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1");
  const fen::position p = r.value();  // aborts
  std::printf("not reached: %u\n", p.fullmove_number);
  return 0;
}
