// The corpus: FENs from played games, and FENs with en passant written after every double push (the
// full files, 100,000 and 20,000 lines, or the committed sample of 10,000 and 1,316). Every line must
// parse strictly and serialise back byte for byte. ctest names the files and their line counts in
// FEN_CORPUS_MAIN(_LINES) and FEN_CORPUS_EP_ALWAYS(_LINES).
#include "support.hpp"

#include <string>

namespace {
void check_corpus(const char* variable) {
  std::size_t failures = 0, with_en_passant = 0;
  const fen_test::corpus_read read = fen_test::read_corpus(variable, [&](const std::string& line) {
    const auto p = fen::parse(line, fen::strictness::strict);
    const auto lenient = fen::parse(line);
    if (!p || !lenient || *p != *lenient || fen::serialize(*p) != line) {
      if (++failures <= 5) {
        CAPTURE(line);
        CHECK(p.has_value());
        if (p) CHECK(fen::serialize(*p) == line);
      }
      return;
    }
    if (p->en_passant) ++with_en_passant;
  });
  MESSAGE(read.path, ": ", read.lines, " lines, ", with_en_passant, " with an en passant square");
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
