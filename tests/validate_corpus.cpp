// The validator over the corpus: positions from played games, and positions with en passant
// written after every double push (the full files or the committed sample). Every one is legal and
// reachable, so every report is empty, repair changes nothing, and the en passant helpers agree
// with how each file was written. ctest names the files and their line counts in
// FEN_CORPUS_MAIN(_LINES) and FEN_CORPUS_EP_ALWAYS(_LINES).
#include "support.hpp"

#include <fen/validate.hpp>

#include <optional>
#include <string>

namespace {

enum class convention { only_if_legal, always };

void check_corpus(const char* variable, convention written) {
  std::size_t failures = 0, with_en_passant = 0, legal_captures = 0;
  const fen_test::corpus_read read = fen_test::read_corpus(variable, [&](const std::string& line) {
    const auto parsed = fen::parse(line, fen::strictness::strict);
    if (!parsed) {
      if (++failures <= 5) FAIL_CHECK("does not parse: ", line);
      return;
    }
    const fen::position& p = *parsed;
    const auto report = fen::validate(p);
    const bool legal_capture = fen::en_passant_capture_legal(p);
    bool good = report.ok() && fen::repaired(p) == p && fen::allowed_castling(p) == p.castling;
    // A legal capture is a possible one; without a square neither is.
    good = good && (!legal_capture || fen::en_passant_capture_possible(p)) && (p.en_passant || !legal_capture);
    if (written == convention::only_if_legal) {
      // This file writes the square exactly when a capture is legal.
      good = good && legal_capture == p.en_passant.has_value() &&
             fen::serialize(p, fen::en_passant_output::only_if_legal) == line;
    } else if (p.en_passant && !legal_capture) {
      // This one writes it after every double push: `only_if_legal` drops it where no capture is.
      fen::position without = p;
      without.en_passant = std::optional<fen::square>{};
      good = good && fen::serialize(p, fen::en_passant_output::only_if_legal) == fen::serialize(without);
    }
    good = good && fen::serialize(p, fen::en_passant_output::as_stored) == line;
    if (p.en_passant) ++with_en_passant;
    if (legal_capture) ++legal_captures;
    if (!good && ++failures <= 5) {
      CAPTURE(line);
      for (const fen::problem& problem : report) FAIL_CHECK(fen::name(problem.code), ": ", problem.message());
      CHECK(fen::repaired(p) == p);
      CHECK(fen::serialize(p, fen::en_passant_output::only_if_legal) == line);
      FAIL_CHECK("the en passant helpers or repair disagree with the file");
    }
  });
  MESSAGE(read.path, ": ", read.lines, " lines, ", with_en_passant, " with an en passant square, ", legal_captures,
          " with a legal en passant capture");
  CHECK(failures == 0);
  CHECK(with_en_passant > 0);
  CHECK(legal_captures > 0);
  if (written == convention::always) CHECK(with_en_passant > legal_captures);
}

}  // namespace

TEST_CASE("corpus: positions from played games validate clean; en passant squares are exactly the legal captures") {
  check_corpus("FEN_CORPUS_MAIN", convention::only_if_legal);
}

TEST_CASE("corpus: positions with en passant after every double push validate clean too") {
  check_corpus("FEN_CORPUS_EP_ALWAYS", convention::always);
}
