// Compile-time probe: what a user's translation unit pays for fen. Includes the library's headers
// and parses one FEN at run time. compile_time.cmake compiles it against compile_time_string.cpp.
#include <fen/fen.hpp>
#if defined(__has_include)
#  if __has_include(<fen/validate.hpp>)
#    include <fen/validate.hpp>
#  endif
#endif

int main(int argc, char** argv) {
  const auto r = fen::parse(argc > 1 ? argv[1] : "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  return r ? static_cast<int>(r->board[4].code()) : static_cast<int>(r.error().code);
}
