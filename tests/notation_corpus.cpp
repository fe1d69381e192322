// The corpus: FENs from played games, and FENs with en passant written after every double push (the
// full files, 100,000 and 20,000 lines, or the committed sample of 10,000 and 1,316). Every line must
// parse strictly and serialise back byte for byte. ctest names the files and their line counts in
// FEN_CORPUS_MAIN(_LINES) and FEN_CORPUS_EP_ALWAYS(_LINES).
#include "support.hpp"

#include <cstdlib>
#include <fstream>
#include <string>

namespace {
void check_corpus(const char* variable) {
  const char* path = std::getenv(variable);
  const std::size_t expected_lines = fen_test::corpus_lines(variable);
  REQUIRE_MESSAGE(path != nullptr, "corpus not given: set ", variable, " (ctest does)");
  std::ifstream in(path);
  REQUIRE_MESSAGE(in.good(), "cannot open ", path);
  std::string line;
  std::size_t lines = 0, failures = 0, with_en_passant = 0;
  while (std::getline(in, line)) {
    ++lines;
    const auto p = fen::parse(line, fen::strictness::strict);
    const auto lenient = fen::parse(line);
    if (!p || !lenient || *p != *lenient || fen::serialize(*p) != line) {
      if (++failures <= 5) {
        CAPTURE(line);
        CHECK(p.has_value());
        if (p) CHECK(fen::serialize(*p) == line);
      }
      continue;
    }
    if (p->en_passant) ++with_en_passant;
  }
  MESSAGE(path, ": ", lines, " lines, ", with_en_passant, " with an en passant square");
  CHECK(lines == expected_lines);
  CHECK(failures == 0);
  CHECK(with_en_passant > 0);
}
}  // namespace

TEST_CASE("corpus: positions from played games parse strictly and round-trip byte for byte") {
  check_corpus("FEN_CORPUS_MAIN");
}

TEST_CASE("corpus: positions with en passant after every double push round-trip too") {
  check_corpus("FEN_CORPUS_EP_ALWAYS");
}
