// Errors as a whole: every code, its offset and its field, in both modes; the whitespace and
// separator rules that decide what lenient mode forgives; result::value() and its exception.
#include "support.hpp"

#include <set>
#include <type_traits>

using fen_test::check_fails;
using fen_test::check_fails_both;
using fen_test::lenient;
using fen_test::must_parse;
using fen_test::strict;
using E = fen::error_code;

namespace {
struct coded_case {
  std::string_view text;
  E code;
  std::size_t offset;
  fen::field field;
  bool lenient_too;                               // the same error in lenient mode (else lenient accepts the text)
  fen::variant variant = fen::variant::standard;  // whose notation the text is read as
};

// Parses a case as its variant's notation, in `mode`.
fen::result<fen::position> parse_case(const coded_case& c, fen::strictness mode) {
  return fen::parse(c.text, {fen::rules(c.variant), mode});
}

// At least one case for every code. Offsets are counted by hand: the byte where the problem starts.
const coded_case every_code[] = {
    {"", E::empty_input, 0, fen::field::input, true},
    {"8/8/8/8/8/8/8/9 w - - 0 1", E::invalid_empty_count, 14, fen::field::placement, true},
    {"8/8/8/8/8/8/8/8p w - - 0 1", E::rank_too_long, 15, fen::field::placement, true},
    {"8/8/8/8/8/8/8/7 w - - 0 1", E::rank_too_short, 15, fen::field::placement, true},
    {"8/8/8/8/8/8/8/71 w - - 0 1", E::adjacent_digits, 15, fen::field::placement, true},
    {"8/8/8/8/8/8/8/7z w - - 0 1", E::invalid_piece, 15, fen::field::placement, true},
    {"8/8/8/8/8/8/8/8/8 w - - 0 1", E::too_many_ranks, 15, fen::field::placement, true},
    {"8/8/8/8/8/8/8 w - - 0 1", E::too_few_ranks, 13, fen::field::placement, true},
    {"8/8/8/8/8/8/8/8 x - - 0 1", E::invalid_side_to_move, 16, fen::field::side_to_move, true},
    {"8/8/8/8/8/8/8/8 w Z - 0 1", E::invalid_castling, 18, fen::field::castling, true},
    {"8/8/8/8/8/8/8/8 w K- - 0 1", E::castling_dash_mixed, 19, fen::field::castling, true},
    {"r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", E::castling_repeated, 27, fen::field::castling, false},
    {"r3k2r/8/8/8/8/8/8/R3K2R w QK - 0 1", E::castling_order, 27, fen::field::castling, false},
    {"r3k2r/8/8/8/8/8/8/R3K2R w H - 0 1", E::castling_not_canonical, 26, fen::field::castling, false},
    {"r3k2r/8/8/8/8/8/8/R3K1RR w KG - 0 1", E::castling_conflict, 28, fen::field::castling, true},
    {"r3k2r/8/8/8/8/8/8/R3K2R w E - 0 1", E::castling_king_file, 26, fen::field::castling, true},
    {"r3k3/8/8/8/8/8/8/R3K3 w Kq - 0 1", E::castling_rook_missing, 24, fen::field::castling, false},
    {"8/8/8/8/8/8/8/8 w - z9 0 1", E::invalid_en_passant, 20, fen::field::en_passant, true},
    {"8/8/8/8/8/8/8/8 w - - 1a 1", E::invalid_counter, 23, fen::field::halfmove_clock, true},
    {"8/8/8/8/8/8/8/8 w - - 0 +1", E::counter_sign, 24, fen::field::fullmove_number, true},
    {"8/8/8/8/8/8/8/8 w - - 00 1", E::counter_leading_zero, 22, fen::field::halfmove_clock, true},
    {"8/8/8/8/8/8/8/8 w - - 0 5000000000", E::counter_out_of_range, 24, fen::field::fullmove_number, true},
    {"8/8/8/8/8/8/8/8 \xE2\x80\x94 - - 0 1", E::non_ascii, 16, fen::field::side_to_move, true},
    {"8/8/8/8/8/8/8/8 w - - 0 1 bm e4;", E::trailing_text, 26, fen::field::input, true},
    {"8/8/8/8/8/8/8/8~ w - - 0 1", E::variant_not_supported, 15, fen::field::placement, true},
    {"8/8/8/8/8/8/8/8 w - - 0", E::missing_field, 23, fen::field::fullmove_number, false},
    {"8/8/8/8/8/8/8/8  w - - 0 1", E::unexpected_whitespace, 16, fen::field::side_to_move, false},
    {"8/8/8/8/8/8/8/8_w_-_-_0_1", E::underscore_separator, 15, fen::field::side_to_move, false},
    // Variant notation, read under its variant (tests/notation_variant_notation.cpp has the rest).
    {"8/8/8/8/8/8/8/8[Qx] w - - 0 1", E::invalid_pocket, 17, fen::field::placement, true, fen::variant::crazyhouse},
    {"8/8/8/8/8/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP] w - - 0 1",
     E::pocket_too_large, 80, fen::field::placement, true, fen::variant::crazyhouse},
    {"8/8/8/8/8/8/8/K~7[] w - - 0 1", E::invalid_promoted_mark, 15, fen::field::placement, true,
     fen::variant::crazyhouse},
    {"8/8/8/8/8/8/8/8 w - - 4+0 0 1", E::invalid_check_count, 22, fen::field::checks, true, fen::variant::three_check},
};
}  // namespace

TEST_CASE("errors: every code, with its offset and field, in both modes") {
  std::set<int> covered;
  for (const auto& c : every_code) {
    CAPTURE(std::string(c.text));
    CAPTURE(fen::name(c.code));
    CAPTURE(fen::name(c.variant));
    for (const fen::strictness mode : {strict, lenient}) {
      CAPTURE(mode == strict ? "strict" : "lenient");
      const auto r = parse_case(c, mode);
      if (mode == lenient && !c.lenient_too) {
        CHECK(r.has_value());
        continue;
      }
      REQUIRE_FALSE(r.has_value());
      CHECK(r.error().code == c.code);
      CHECK(r.error().offset == c.offset);
      CHECK(r.error().offset <= c.text.size());
      CHECK(r.error().field == c.field);
      CHECK_FALSE(r.error().message().empty());
    }
    covered.insert(static_cast<int>(c.code));
  }
  // The codes run from 1 to the last with no gaps; each has a case above, a name and a message.
  constexpr int last = static_cast<int>(fen::detail::last_error_code);
  static_assert(last >= 32, "codes are never removed");
  CHECK(fen::name(static_cast<E>(last + 1)) == "unknown");
  for (int code = 1; code <= last; ++code) {
    CAPTURE(code);
    CHECK(covered.count(code) == 1);
    CHECK(fen::name(static_cast<E>(code)) != "unknown");
  }
}

TEST_CASE("errors: code values are stable") {
  // Never renumber: programs store and compare these numbers.
  CHECK(static_cast<int>(E::empty_input) == 1);
  CHECK(static_cast<int>(E::invalid_piece) == 6);
  CHECK(static_cast<int>(E::invalid_castling) == 10);
  CHECK(static_cast<int>(E::invalid_en_passant) == 18);
  CHECK(static_cast<int>(E::non_ascii) == 23);
  CHECK(static_cast<int>(E::underscore_separator) == 28);
  CHECK(static_cast<int>(E::invalid_pocket) == 29);
  CHECK(static_cast<int>(E::pocket_too_large) == 30);
  CHECK(static_cast<int>(E::invalid_promoted_mark) == 31);
  CHECK(static_cast<int>(E::invalid_check_count) == 32);
  CHECK(static_cast<int>(fen::field::checks) == 7);
  CHECK(fen::name(E::rank_too_long) == "rank_too_long");
}

TEST_CASE("errors: the numbers a code needs are typed fields") {
  const auto long_rank = fen::parse("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  REQUIRE_FALSE(long_rank);
  CHECK(long_rank.error().code == E::invalid_empty_count);
  const auto too_long = fen::parse("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  REQUIRE_FALSE(too_long);
  CHECK(too_long.error().code == E::rank_too_long);
  CHECK(too_long.error().rank == 7);
  CHECK(too_long.error().count == 0);
  const auto short_rank = fen::parse("rnbqkbnr/pppppppp/8/8/8/5/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  REQUIRE_FALSE(short_rank);
  CHECK(short_rank.error().code == E::rank_too_short);
  CHECK(short_rank.error().rank == 3);
  CHECK(short_rank.error().count == 5);
  CHECK(short_rank.error().message() == "placement: rank 3 has only 5 squares; a rank has 8");
  const auto few_ranks = fen::parse("8/8/8/8/8/8 w - - 0 1");
  REQUIRE_FALSE(few_ranks);
  CHECK(few_ranks.error().code == E::too_few_ranks);
  CHECK(few_ranks.error().rank == 0);
  CHECK(few_ranks.error().count == 6);
  const auto file_letter = fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w HQkq - 0 1", strict);
  REQUIRE_FALSE(file_letter);
  CHECK(file_letter.error().code == E::castling_not_canonical);
  CHECK(file_letter.error().byte == 'H');
  CHECK(file_letter.error().expected == 'K');
  const auto black_letter = fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQka - 0 1", strict);
  REQUIRE_FALSE(black_letter);
  CHECK(black_letter.error().expected == 'q');
  const auto no_rook = fen::parse("r3k2r/8/8/8/8/8/8/4K2R w KQkq - 0 1", strict);
  REQUIRE_FALSE(no_rook);
  CHECK(no_rook.error().code == E::castling_rook_missing);
  CHECK(no_rook.error().square == fen::square(0, 0));
  CHECK(no_rook.error().message() == "castling: 'Q' needs a rook on a1, and there is none");
  // The other codes leave the typed fields at their defaults.
  const auto bad_side = fen::parse("8/8/8/8/8/8/8/8 x - - 0 1");
  REQUIRE_FALSE(bad_side);
  CHECK(bad_side.error().rank == 0);
  CHECK(bad_side.error().count == 0);
  CHECK(bad_side.error().expected == '\0');
  CHECK_FALSE(bad_side.error().square);
}

TEST_CASE("errors: messages name the field") {
  for (const auto& c : every_code) {
    const auto r = parse_case(c, strict);
    REQUIRE_FALSE(r);
    const std::string message = r.error().message();
    CAPTURE(message);
    CHECK(message.rfind(std::string(fen::name(r.error().field)) + ": ", 0) == 0);
    CHECK(message.size() < fen::max_message_length);
  }
}

TEST_CASE("lenient: blanks and line endings around the FEN, runs of blanks between fields") {
  const auto expected = must_parse(fen::start_fen, strict);
  for (std::string_view text : {
           "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\r\n",
           "\t rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 \t\r\n",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w\tKQkq \t - 0    1",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
       }) {
    CAPTURE(std::string(text));
    CHECK(must_parse(text, lenient) == expected);
    CHECK_FALSE(fen::parse(text, strict).has_value());
  }
  // Only the placement: the other fields take their defaults, `w - - 0 1` (no castling rights).
  const auto bare = must_parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  CHECK(fen::serialize(bare) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
}

TEST_CASE("strict: each lenient forgiveness is refused with its own code and offset") {
  const fen_test::bad_case cases[] = {
      {" 8/8/8/8/8/8/8/8 w - - 0 1", E::unexpected_whitespace, 0},
      {"\n8/8/8/8/8/8/8/8 w - - 0 1", E::unexpected_whitespace, 0},
      {"8/8/8/8/8/8/8/8 w - - 0 1 ", E::unexpected_whitespace, 25},
      {"8/8/8/8/8/8/8/8 w - - 0 1\n", E::unexpected_whitespace, 25},
      {"8/8/8/8/8/8/8/8 w - - 0 1\r\n", E::unexpected_whitespace, 25},
      {"8/8/8/8/8/8/8/8 w  - - 0 1", E::unexpected_whitespace, 18},
      {"8/8/8/8/8/8/8/8\tw - - 0 1", E::unexpected_whitespace, 15},
      {"8/8/8/8/8/8/8/8 w_- - 0 1", E::underscore_separator, 17},
      {"8/8/8/8/8/8/8/8 w - - 0", E::missing_field, 23},
      {"8/8/8/8/8/8/8/8", E::missing_field, 15},
      {"   ", E::unexpected_whitespace, 0},
  };
  for (const auto& c : cases) check_fails(c.text, c.code, c.offset, strict);
}

TEST_CASE("both modes: a line break between fields is an error") {
  check_fails_both("8/8/8/8/8/8/8/8 w\n- - 0 1", E::unexpected_whitespace, 17);
  check_fails_both("8/8/8/8/8/8/8/8\r\nw - - 0 1", E::unexpected_whitespace, 15);
  const auto r = fen::parse("8/8/8/8/8/8/8/8 w\n- - 0 1");
  CHECK(r.error().message() == "castling: a line break inside the FEN");
}

TEST_CASE("both modes: nothing at all") {
  check_fails("", E::empty_input, 0, lenient);
  check_fails("", E::empty_input, 0, strict);
  check_fails(" \t\r\n ", E::empty_input, 0, lenient);
  check_fails("__", E::empty_input, 0, lenient);
  CHECK(fen::parse("").error().message() == "input: the FEN is empty");
}

TEST_CASE("parse never reads past the view it is given") {
  // The view stops in the middle of a longer buffer; what follows it must not matter.
  const std::string buffer = "8/8/8/8/8/8/8/8 w - - 0 1234XYZ";
  const std::string_view view(buffer.data(), 25);
  const auto p = must_parse(view, strict);
  CHECK(p.fullmove_number == 1);
  const std::string_view cut(buffer.data(), 14);  // "8/8/8/8/8/8/8/" ends with a slash
  check_fails(cut, E::rank_too_short, 14, lenient);
}

TEST_CASE("result: value(), value_or() and the exception") {
  // From a temporary result, value() is the position itself: a reference bound to it lives on.
  static_assert(std::is_same_v<decltype(fen::parse(fen::start_fen).value()), fen::position>);
  const fen::result<fen::position> lvalue = fen::parse(fen::start_fen);
  static_assert(std::is_same_v<decltype(lvalue.value()), const fen::position&>);
  const auto& held = fen::parse(fen::start_fen).value();
  CHECK(held == fen::start_position);

  const auto good = fen::parse(fen::start_fen);
  CHECK(good.value() == fen::start_position);
  CHECK(good.value_or(fen::empty_board) == fen::start_position);
  const auto bad = fen::parse("8/8/8/8/8/8/8/8 w Z - 0 1");
  CHECK(bad.value_or(fen::empty_board) == fen::empty_board);
#if FEN_EXCEPTIONS
  CHECK_THROWS_AS((void)bad.value(), fen::parse_error);
  CHECK_THROWS_AS((void)bad.value(), std::runtime_error);
  try {
    (void)bad.value();
    FAIL("value() did not throw");
  } catch (const fen::parse_error& e) {
    CHECK(e.code() == E::invalid_castling);
    CHECK(e.offset() == 18);
    CHECK(e.error() == bad.error());
    CHECK(std::string(e.what()) == std::string(bad.error().message()));
  }
#endif
}
