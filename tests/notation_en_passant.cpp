// Field 4, en passant: '-' or the square a pawn skipped with a double push. Both conventions (after
// every double push, or only when a capture is possible) are read and written back as they are.
#include "support.hpp"

using namespace fen::squares;
using fen_test::check_fails_both;
using fen_test::must_parse;
using E = fen::error_code;

TEST_CASE("en passant: a square, or none") {
  const auto p = must_parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", fen_test::strict);
  REQUIRE(p.en_passant.has_value());
  CHECK(*p.en_passant == e3);
  CHECK_FALSE(must_parse(fen::start_fen).en_passant.has_value());
}

TEST_CASE("en passant: both conventions are stored as written and written back") {
  // After 1. e4 no capture is possible: one convention writes e3, the other '-'. Both stay.
  const std::string_view always = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
  const std::string_view only_legal = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  CHECK(fen::serialize(must_parse(always, fen_test::strict)) == always);
  CHECK(fen::serialize(must_parse(only_legal, fen_test::strict)) == only_legal);
  // A capture is possible here (d5xe6): both conventions write e6.
  const std::string_view capture = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
  CHECK(fen::serialize(must_parse(capture, fen_test::strict)) == capture);
}

TEST_CASE("en passant: every square name is read; rank and board are the validator's business") {
  for (int i = 0; i < 64; ++i) {
    const auto s = fen::square::from_index(i);
    const std::string text = "8/8/8/8/8/8/8/8 w - " + std::string(s.name()) + " 0 1";
    CAPTURE(text);
    const auto p = must_parse(text, fen_test::strict);
    REQUIRE(p.en_passant.has_value());
    CHECK(*p.en_passant == s);
    CHECK(fen::serialize(p) == text);
  }
}

TEST_CASE("en passant: what is not a square name is an error in both modes") {
  const fen_test::bad_case cases[] = {
      {"8/8/8/8/8/8/8/8 w - E3 0 1", E::invalid_en_passant, 20},
      {"8/8/8/8/8/8/8/8 w - e9 0 1", E::invalid_en_passant, 20},
      {"8/8/8/8/8/8/8/8 w - i3 0 1", E::invalid_en_passant, 20},
      {"8/8/8/8/8/8/8/8 w - e 0 1", E::invalid_en_passant, 20},
      {"8/8/8/8/8/8/8/8 w - e33 0 1", E::invalid_en_passant, 22},  // the byte after the square
      {"8/8/8/8/8/8/8/8 w - -- 0 1", E::invalid_en_passant, 21},   // the byte after '-'
      {"8/8/8/8/8/8/8/8 w - -; 0 1", E::invalid_en_passant, 21},
      {"8/8/8/8/8/8/8/8 w - 0 0 1", E::invalid_en_passant, 20},
      {"8/8/8/8/8/8/8/8 w - e\xC3\xA9 0 1", E::non_ascii, 21},
  };
  for (const auto& c : cases) check_fails_both(c.text, c.code, c.offset);
  const auto r = fen::parse("8/8/8/8/8/8/8/8 w - e9 0 1");
  CHECK(r.error().field == fen::field::en_passant);
  CHECK(r.error().message() == "en passant: must be '-' or a square name such as e3 (lower-case file, then rank)");
  CHECK(r.error().count == 0);
  // After a '-' or a square that reads well, the byte that cannot follow is named.
  const std::string nul_after_dash("8/8/8/8/8/8/8/K6k w - -\0 0 1", 29);
  const auto nul = fen::parse(nul_after_dash);
  REQUIRE_FALSE(nul);
  CHECK(nul.error().code == E::invalid_en_passant);
  CHECK(nul.error().offset == 23);
  CHECK(nul.error().byte == '\0');
  CHECK(nul.error().count == 1);
  CHECK(nul.error().message() ==
        "en passant: byte 0x00 cannot stand in the field, which is '-' or a square name such as e3");
  const auto semicolon = fen::parse("8/8/8/8/8/8/8/K6k w - -;");
  REQUIRE_FALSE(semicolon);
  CHECK(semicolon.error().offset == 23);
  CHECK(semicolon.error().message() ==
        "en passant: ';' cannot stand in the field, which is '-' or a square name such as e3");
  const auto after_square = fen::parse("8/8/8/8/8/8/8/K6k w - e3x 0 1");
  REQUIRE_FALSE(after_square);
  CHECK(after_square.error().offset == 24);
  CHECK(after_square.error().count == 2);
  CHECK(after_square.error().message() ==
        "en passant: 'x' cannot stand in the field, which is '-' or a square name such as e3");
}

TEST_CASE("en passant: missing means none in lenient mode, an error in strict mode") {
  CHECK_FALSE(must_parse("8/8/8/8/8/8/8/8 w -").en_passant.has_value());
  fen_test::check_fails("8/8/8/8/8/8/8/8 w -", E::missing_field, 19, fen_test::strict);
}
