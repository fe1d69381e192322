// Fields 5 and 6: halfmove clock and fullmove number. Stored exactly as written, or refused: no
// wrap-around, no saturation, no quiet correction of 0.
#include "support.hpp"

using fen_test::check_fails_both;
using fen_test::must_parse;
using E = fen::error_code;

TEST_CASE("counters: read as written") {
  const auto p = must_parse("8/8/8/8/8/8/8/8 w - - 17 42", fen_test::strict);
  CHECK(p.halfmove_clock == 17);
  CHECK(p.fullmove_number == 42);
}

TEST_CASE("counters: values others silently change are kept exactly") {
  // A halfmove clock of 256 is not 0, fullmove 0 stays 0, 300 stays 300.
  CHECK(must_parse("8/8/8/8/8/8/8/8 w - - 256 1").halfmove_clock == 256);
  CHECK(must_parse("8/8/8/8/8/8/8/8 w - - 0 0").fullmove_number == 0);
  CHECK(must_parse("8/8/8/8/8/8/8/8 w - - 300 1").halfmove_clock == 300);
  CHECK(must_parse("8/8/8/8/8/8/8/8 w - - 0 65536").fullmove_number == 65536);
  const auto top = must_parse("8/8/8/8/8/8/8/8 w - - 4294967295 4294967295", fen_test::strict);
  CHECK(top.halfmove_clock == 4294967295u);
  CHECK(top.fullmove_number == 4294967295u);
  CHECK(fen::serialize(top) == "8/8/8/8/8/8/8/8 w - - 4294967295 4294967295");
}

TEST_CASE("counters: defaults 0 and 1 when missing (lenient)") {
  const auto p = must_parse("8/8/8/8/8/8/8/8 b - -");
  CHECK(p.halfmove_clock == 0);
  CHECK(p.fullmove_number == 1);
  const auto q = must_parse("8/8/8/8/8/8/8/8 b - - 7");
  CHECK(q.halfmove_clock == 7);
  CHECK(q.fullmove_number == 1);
  fen_test::check_fails("8/8/8/8/8/8/8/8 b - -", E::missing_field, 21, fen_test::strict);
  fen_test::check_fails("8/8/8/8/8/8/8/8 b - - 7", E::missing_field, 23, fen_test::strict);
}

TEST_CASE("counters: what is not a plain number is an error in both modes") {
  const fen_test::bad_case cases[] = {
      {"8/8/8/8/8/8/8/8 w - - 4294967296 1", E::counter_out_of_range, 22},
      {"8/8/8/8/8/8/8/8 w - - 0 4294967296", E::counter_out_of_range, 24},
      {"8/8/8/8/8/8/8/8 w - - 0 99999999999999999999999999", E::counter_out_of_range, 24},
      {"8/8/8/8/8/8/8/8 w - - 07 1", E::counter_leading_zero, 22},
      {"8/8/8/8/8/8/8/8 w - - 0 00", E::counter_leading_zero, 24},
      {"8/8/8/8/8/8/8/8 w - - +3 1", E::counter_sign, 22},
      {"8/8/8/8/8/8/8/8 w - - -3 1", E::counter_sign, 22},
      {"8/8/8/8/8/8/8/8 w - - 0 -1", E::counter_sign, 24},
      {"8/8/8/8/8/8/8/8 w - - - 1", E::invalid_counter, 22},
      {"8/8/8/8/8/8/8/8 w - - 1x 1", E::invalid_counter, 23},
      {"8/8/8/8/8/8/8/8 w - - 0 1.5", E::invalid_counter, 25},
      {"8/8/8/8/8/8/8/8 w - - 0x10 1", E::invalid_counter, 23},
      {"8/8/8/8/8/8/8/8 w - - 0 \xD9\xA3", E::non_ascii, 24},
      {"8/8/8/8/8/8/8/8 w - - 3+3 0 1", E::variant_not_supported, 23},
      {"8/8/8/8/8/8/8/8 w - - 0 1 +0+0", E::variant_not_supported, 26},
  };
  for (const auto& c : cases) check_fails_both(c.text, c.code, c.offset);
  const auto r = fen::parse("8/8/8/8/8/8/8/8 w - - 0 4294967296");
  CHECK(r.error().field == fen::field::fullmove_number);
  CHECK(r.error().message() == "fullmove number: too large; the largest counter is 4294967295");
}

TEST_CASE("counters: a long run of digits is refused, reading only what it must") {
  std::string text = "8/8/8/8/8/8/8/8 w - - ";
  text.append(1'000'000, '9');
  fen_test::check_fails(text, E::counter_out_of_range, 22, fen_test::lenient);
  text += 'x';  // a bad byte after the overflow is still reported as the byte it is
  fen_test::check_fails(text, E::invalid_counter, text.size() - 1, fen_test::lenient);
}
