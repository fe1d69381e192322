// The shared corpus: 100,000 FENs from played games and 20,000 with en passant written after every
// double push. Every line must parse strictly and serialise back byte for byte. ctest decompresses
// the corpus and names the files in FEN_CORPUS_100K and FEN_CORPUS_EP_ALWAYS.
#include "support.hpp"

#include <cstdlib>
#include <fstream>
#include <string>

namespace {
void check_corpus(const char* variable, std::size_t expected_lines) {
  const char* path = std::getenv(variable);
  if (path == nullptr) {
    FAIL("corpus not given: set ", variable, " (ctest does, when the corpus is present)");
    return;
  }
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

TEST_CASE("corpus: 100k positions parse strictly and round-trip byte for byte") {
  check_corpus("FEN_CORPUS_100K", 100000);
}

TEST_CASE("corpus: 20k positions with en passant after every double push round-trip too") {
  check_corpus("FEN_CORPUS_EP_ALWAYS", 20000);
}
