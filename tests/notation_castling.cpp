// Field 3, castling rights: '-' or letters. Standard `KQkq`, X-FEN (`K`/`Q` for the outermost rook,
// a file letter for an inner one) and Shredder-FEN (`HAha`, file letters always) are all read into
// one representation: for each color and side, the file of the rook that keeps the right.
#include "support.hpp"

using fen::castling_side;
using fen::color;
using fen_test::check_fails;
using fen_test::check_fails_both;
using fen_test::must_parse;
using E = fen::error_code;

namespace {
constexpr auto K = castling_side::king_side;
constexpr auto Q = castling_side::queen_side;
constexpr std::string_view board = "r3k2r/8/8/8/8/8/8/R3K2R";
constexpr std::string_view chess960 = "1r2k1r1/8/8/8/8/8/8/RK2R2R";
// Where the castling field starts in `with_castling(..., placement)`.
constexpr std::size_t field_at(std::string_view placement = board) { return placement.size() + 3; }

std::string with_castling(std::string_view letters, std::string_view placement = board) {
  return std::string(placement) + " w " + std::string(letters) + " - 0 1";
}
}  // namespace

TEST_CASE("castling: every subset of KQkq, read strictly and written back") {
  const char letters[] = {'K', 'Q', 'k', 'q'};
  for (unsigned mask = 0; mask < 16; ++mask) {
    std::string field;
    for (unsigned bit = 0; bit < 4; ++bit)
      if (mask & (1u << bit)) field += letters[bit];
    if (field.empty()) field = "-";
    const std::string text = with_castling(field);
    CAPTURE(text);
    const auto p = must_parse(text, fen_test::strict);
    CHECK(p.castling.has(color::white, K) == bool(mask & 1u));
    CHECK(p.castling.has(color::white, Q) == bool(mask & 2u));
    CHECK(p.castling.has(color::black, K) == bool(mask & 4u));
    CHECK(p.castling.has(color::black, Q) == bool(mask & 8u));
    if (mask & 1u) CHECK(p.castling.rook_file(color::white, K) == 7);
    if (mask & 2u) CHECK(p.castling.rook_file(color::white, Q) == 0);
    CHECK(fen::serialize(p) == text);
  }
}

TEST_CASE("castling: lenient mode takes any order and repeated letters") {
  const auto expected = must_parse(with_castling("KQkq"), fen_test::strict);
  for (std::string_view field : {"qkQK", "kqKQ", "QKqk", "KKQQkkqq", "KQkqK"}) {
    CAPTURE(std::string(field));
    CHECK(must_parse(with_castling(field)) == expected);
  }
  check_fails(with_castling("qkQK"), E::castling_order, field_at() + 1, fen_test::strict);
  check_fails(with_castling("KQqk"), E::castling_order, field_at() + 3, fen_test::strict);
  check_fails(with_castling("KKQkq"), E::castling_repeated, field_at() + 1, fen_test::strict);
}

TEST_CASE("castling: Shredder-FEN file letters (lenient), written back as X-FEN") {
  const auto p = must_parse(with_castling("HAha"));
  CHECK(p == must_parse(with_castling("KQkq")));
  CHECK(fen::serialize(p) == with_castling("KQkq"));
  check_fails(with_castling("HAha"), E::castling_not_canonical, field_at(), fen_test::strict);
  const auto r = fen::parse(with_castling("HAha"), fen::strictness::strict);
  CHECK(r.error().message() == "castling: 'H' names the rook that 'K' stands for; strict mode wants 'K'");
  // Mixed notations are one set of rights.
  CHECK(must_parse(with_castling("Hq")) == must_parse(with_castling("Kq")));
}

TEST_CASE("castling: Chess960 rooks, inner and outer") {
  // White: king b1, rooks a1 and e1 and h1: K is the h1 rook, E the inner one, Q the a1 rook.
  const std::string_view placement = chess960;
  const auto outer = must_parse(with_castling("KQ", placement), fen_test::strict);
  CHECK(outer.castling.rook_file(color::white, K) == 7);
  CHECK(outer.castling.rook_file(color::white, Q) == 0);
  const auto inner = must_parse(with_castling("E", placement), fen_test::strict);
  CHECK(inner.castling.rook_file(color::white, K) == 4);
  CHECK(fen::serialize(inner) == with_castling("E", placement));
  // Black: king e8, rooks b8 and g8; k is g8 and q is b8, which no standard corner holds.
  const auto black = must_parse(with_castling("kq", placement), fen_test::strict);
  CHECK(black.castling.rook_file(color::black, K) == 6);
  CHECK(black.castling.rook_file(color::black, Q) == 1);
  CHECK(must_parse(with_castling("gb", placement)) == black);
  check_fails(with_castling("gb", placement), E::castling_not_canonical, field_at(placement), fen_test::strict);
  // A white letter never picks a black rook: 'G' looks on rank 1 only.
  check_fails(with_castling("G", placement), E::castling_rook_missing, field_at(placement), fen_test::strict);
}

TEST_CASE("castling: the king's own file is never a rook's") {
  check_fails_both(with_castling("E"), E::castling_king_file, field_at());
  check_fails_both(with_castling("Ke"), E::castling_king_file, field_at() + 1);
}

TEST_CASE("castling: two rooks for one right") {
  // K is the h1 rook; G would be another rook for the same right.
  const std::string_view two_rooks = "r3k2r/8/8/8/8/8/8/R3K1RR";
  check_fails_both(with_castling("KG", two_rooks), E::castling_conflict, field_at(two_rooks) + 1);
}

TEST_CASE("castling: letters whose rook is not there (strict refuses, lenient keeps the right)") {
  const std::string_view kings = "4k3/8/8/8/8/8/8/4K3";
  const std::string text = with_castling("KQkq", kings);
  check_fails(text, E::castling_rook_missing, field_at(kings), fen_test::strict);
  const auto r = fen::parse(text, fen::strictness::strict);
  CHECK(r.error().message() == "castling: 'K' needs a rook on h1, and there is none");
  const auto p = must_parse(text);
  CHECK(p.castling == fen::castling_rights::standard());
  CHECK(fen::serialize(p) == text);
}

TEST_CASE("castling: what is not a castling field is an error in both modes") {
  const fen_test::bad_case cases[] = {
      {"8/8/8/8/8/8/8/8 w X - 0 1", E::invalid_castling, 18},
      {"8/8/8/8/8/8/8/8 w KQx - 0 1", E::invalid_castling, 20},
      {"8/8/8/8/8/8/8/8 w 1 - 0 1", E::invalid_castling, 18},
      {"8/8/8/8/8/8/8/8 w K- - 0 1", E::castling_dash_mixed, 19},
      {"8/8/8/8/8/8/8/8 w -K - 0 1", E::castling_dash_mixed, 18},
      {"8/8/8/8/8/8/8/8 w -- - 0 1", E::castling_dash_mixed, 18},
      {"8/8/8/8/8/8/8/8 w K\xC3\xA9 - 0 1", E::non_ascii, 19},
  };
  for (const auto& c : cases) check_fails_both(c.text, c.code, c.offset);
  const auto r = fen::parse("8/8/8/8/8/8/8/8 w X - 0 1");
  CHECK(r.error().message() == "castling: 'X' is not a castling letter (KQkq, A-H or a-h, or '-' for none)");
}

TEST_CASE("castling: written in the three notations") {
  const auto p = must_parse(with_castling("KQkq"));
  CHECK(fen::serialize(p, {fen::castling_notation::standard}) == with_castling("KQkq"));
  CHECK(fen::serialize(p, {fen::castling_notation::xfen}) == with_castling("KQkq"));
  CHECK(fen::serialize(p, {fen::castling_notation::shredder}) == with_castling("HAha"));
  const std::string_view placement = chess960;
  const auto inner = must_parse(with_castling("Ekq", placement));
  CHECK(fen::serialize(inner, {fen::castling_notation::standard}) == with_castling("Kkq", placement));
  CHECK(fen::serialize(inner, {fen::castling_notation::xfen}) == with_castling("Ekq", placement));
  CHECK(fen::serialize(inner, {fen::castling_notation::shredder}) == with_castling("Egb", placement));
  CHECK(must_parse(with_castling("Egb", placement)) == inner);
}

TEST_CASE("castling_letter: one right's letter, as serialize writes it") {
  static_assert(fen::castling_letter(fen::start_position, color::white, castling_side::king_side) == 'K');
  static_assert(fen::castling_letter(fen::start_position, color::black, castling_side::queen_side) == 'q');
  static_assert(fen::castling_letter(fen::start_position, color::black, castling_side::queen_side,
                                     fen::castling_notation::shredder) == 'a');
  CHECK_FALSE(fen::castling_letter(fen::empty_board, color::white, castling_side::king_side).has_value());
  // For every notation, the four letters put together are the castling field serialize writes.
  const std::string_view placement = chess960;
  for (const std::string_view field : {"KQkq", "Ekq", "Kq", "-"}) {
    const auto p = must_parse(with_castling(field, placement));
    for (const auto notation :
         {fen::castling_notation::standard, fen::castling_notation::xfen, fen::castling_notation::shredder}) {
      std::string letters;
      for (const color c : {color::white, color::black})
        for (const castling_side side : {castling_side::king_side, castling_side::queen_side})
          if (const auto letter = fen::castling_letter(p, c, side, notation)) letters += *letter;
      if (letters.empty()) letters = "-";
      CAPTURE(field);
      CHECK(fen::serialize(p, {notation}) == with_castling(letters, placement));
    }
  }
}

TEST_CASE("castling: missing means none in lenient mode, an error in strict mode") {
  CHECK(must_parse("8/8/8/8/8/8/8/8 w").castling.empty());
  check_fails("8/8/8/8/8/8/8/8 w", E::missing_field, 17, fen_test::strict);
}
