// Field 2, side to move: 'w' or 'b'.
#include "support.hpp"

using fen_test::check_fails_both;
using fen_test::must_parse;
using E = fen::error_code;

TEST_CASE("side to move: w and b") {
  CHECK(must_parse("8/8/8/8/8/8/8/8 w - - 0 1", fen_test::strict).side_to_move == fen::color::white);
  CHECK(must_parse("8/8/8/8/8/8/8/8 b - - 0 1", fen_test::strict).side_to_move == fen::color::black);
  CHECK(fen::serialize(must_parse("8/8/8/8/8/8/8/8 b - - 0 1")) == "8/8/8/8/8/8/8/8 b - - 0 1");
}

TEST_CASE("side to move: missing means White in lenient mode, an error in strict mode") {
  CHECK(must_parse("8/8/8/8/8/8/8/8").side_to_move == fen::color::white);
  fen_test::check_fails("8/8/8/8/8/8/8/8", E::missing_field, 15, fen_test::strict);
  const auto r = fen::parse("8/8/8/8/8/8/8/8", fen::strictness::strict);
  CHECK(r.error().field == fen::field::side_to_move);
}

TEST_CASE("side to move: anything else is an error in both modes") {
  const fen_test::bad_case cases[] = {
      {"8/8/8/8/8/8/8/8 W - - 0 1", E::invalid_side_to_move, 16},
      {"8/8/8/8/8/8/8/8 B - - 0 1", E::invalid_side_to_move, 16},
      {"8/8/8/8/8/8/8/8 x - - 0 1", E::invalid_side_to_move, 16},
      {"8/8/8/8/8/8/8/8 white - - 0 1", E::invalid_side_to_move, 17},
      {"8/8/8/8/8/8/8/8 wb - - 0 1", E::invalid_side_to_move, 17},
      {"8/8/8/8/8/8/8/8 - - 0 1", E::invalid_side_to_move, 16},
      {"8/8/8/8/8/8/8/8 0 - - 0 1", E::invalid_side_to_move, 16},
      {"8/8/8/8/8/8/8/8 w\xC3\xA9 - - 0 1", E::non_ascii, 17},
      {"8/8/8/8/8/8/8/8 \xC3\xA9 - - 0 1", E::non_ascii, 16},
  };
  for (const auto& c : cases) check_fails_both(c.text, c.code, c.offset);
  const auto r = fen::parse("8/8/8/8/8/8/8/8 W - - 0 1");
  CHECK(r.error().message() == "side to move: 'W' is not a side to move; write 'w' or 'b'");
}
