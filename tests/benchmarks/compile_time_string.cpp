// Compile-time probe, the reference: a translation unit that includes only <string> and uses it.
#include <string>

int main(int argc, char** argv) {
  const std::string s(argc > 1 ? argv[1] : "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  return static_cast<int>(s.size());
}
