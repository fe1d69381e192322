// The validator's rules on castling rights: each right needs its king and its rook where castling
// needs them, in standard chess and Chess960.
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

TEST_CASE("validate: castling rights without their king and rook") {
  check_cases({
      // King off the back rank: both white rights are impossible.
      {"r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1", "castling_without_king castling_without_king"},
      // A rook missing, one right each (lenient parsing keeps such a right).
      {"r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", "castling_without_rook"},
      {"r3k2r/8/8/8/8/8/8/4K2R w KQkq - 0 1", "castling_without_rook"},
      {"r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling_without_rook"},
      {"4k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling_without_rook"},
      // A rook of the other color on the corner is no rook for this right.
      {"r3k2r/8/8/8/8/8/8/R3K2r w KQq - 0 1", "castling_without_rook"},
      // Both missing.
      {"4k3/8/8/8/8/8/3K4/8 w K - 0 1", "castling_without_king castling_without_rook"},
      // The king in a corner can never castle (a castling king stands between its rooks).
      {"4k3/8/8/8/8/8/8/R6K w Q - 0 1", "castling_without_king"},
      // The rights the board allows are fine, Chess960 ones by Chess960 rules.
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ""},
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "", fen::rules::chess960()},
      {"rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1", "", fen::rules::chess960()},
      {"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1N w GEge - 0 1", "castling_without_rook", fen::rules::chess960()},
      // By standard rules the missing rook still comes first; the rights whose king and rook are
      // there, but not on standard chess's squares, follow.
      {"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1N w GEge - 0 1",
       "castling_without_rook castling_not_standard castling_not_standard castling_not_standard"},
      // Chess960 rules judge the king and rook as standard rules do.
      {"r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1", "castling_without_king castling_without_king", fen::rules::chess960()},
      {"4k3/8/8/8/8/8/3K4/8 w K - 0 1", "castling_without_king castling_without_rook", fen::rules::chess960()},
  });
  const auto rook = only("r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", P::castling_without_rook);
  CHECK(rook.color == color::white);
  CHECK(rook.side == castling_side::king_side);
  CHECK(rook.square == h1);
  CHECK(rook.squares == set_of({h1, e1}));
}

TEST_CASE("validate: a castling right whose rook stands on the wrong side of the king") {
  // Only a position made by hand can say this: parsing puts each letter on its side of the king.
  fen::position p = must_parse("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
  p.castling.set(color::white, castling_side::king_side, 0);  // "king side, with the a1 rook"
  CHECK(codes_of(p) == "castling_without_rook");
  CHECK(fen::validate(p)[0].message() ==
        "White may castle king side with the rook on a1, but a1 is on the queen side of the white king on e1");
  // A right naming the king's own file.
  p.castling = fen::castling_rights{};
  p.castling.set(color::black, castling_side::queen_side, 4);
  CHECK(codes_of(p) == "castling_without_rook");
  CHECK(fen::validate(p)[0].message() == "Black may castle queen side, but there is no black rook on e8");
}

TEST_CASE("validate: standard chess castles with the king on e1/e8 and the rooks in the corners") {
  using fen::rules;
  check_cases({
      // The king on d1, the rooks in the corners: both white rights are Chess960's, Black's are fine.
      {"r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "castling_not_standard castling_not_standard"},
      {"r3k2r/8/8/8/8/8/8/R2K3R w KQ - 0 1", "", rules::chess960()},
      // The king on e1, an inner rook named by its file letter (X-FEN for Chess960).
      {"4kr1r/8/8/8/8/8/8/4KR1R w Ff - 0 1", "castling_not_standard castling_not_standard"},
      {"4kr1r/8/8/8/8/8/8/4KR1R w Ff - 0 1", "", rules::chess960()},
      {"4kr1r/8/8/8/8/8/8/4KR1R w Kk - 0 1", ""},  // the corner rooks: standard
      {"r3k2r/8/8/8/8/8/8/RR2K2R w Bq - 0 1", "castling_not_standard"},
      {"r3k2r/8/8/8/8/8/8/RR2K2R w Bk - 0 1", "", rules::chess960()},
      // A Chess960 start other than #518: every right.
      {"nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w KQkq - 0 1",
       "castling_not_standard castling_not_standard castling_not_standard castling_not_standard"},
      {"nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w KQkq - 0 1", "", rules::chess960()},
      // Only the rights the position holds.
      {"nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w k - 0 1", "castling_not_standard"},
      {"nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w - - 0 1", ""},
      // The king's and rook's own problems come first, and alone: a right gets one or the other.
      {"r3k2r/8/8/8/8/8/3K4/R6R w KQkq - 0 1", "castling_without_king castling_without_king"},
      {"4k3/8/8/8/8/8/8/3K3N w K - 0 1", "castling_without_rook"},
      {"4k3/8/8/8/8/8/8/R6K w Q - 0 1", "castling_without_king"},
  });
  // X-FEN's q for the outermost rook, which is not in the corner.
  const auto black = only("1r2k3/8/8/8/8/8/8/4K3 b q - 0 1", P::castling_not_standard);
  CHECK(black.color == color::black);
  CHECK(black.side == castling_side::queen_side);
  CHECK(black.square == b8);
}

TEST_CASE("validate: castling_not_standard, one per right, says which square standard chess wants") {
  const auto r = fen::validate(must_parse("r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"));
  REQUIRE(r.size() == 2);
  for (const fen::problem& p : r) {
    CHECK(p.code == P::castling_not_standard);
    CHECK(p.severity == fen::severity::illegal);
    CHECK(p.color == color::white);
    CHECK(p.value == 1);  // a king on the back rank
  }
  CHECK(r[0].side == castling_side::king_side);
  CHECK(r[0].square == h1);
  CHECK(r[0].squares == set_of({h1, d1}));
  CHECK(r[0].message() ==
        "White may castle king side, but the white king stands on d1, not e1 as in standard chess; this is a "
        "Chess960 right: judge it by Chess960 rules");
  CHECK(r[1].side == castling_side::queen_side);
  CHECK(r[1].square == a1);
  CHECK(r[1].message() ==
        "White may castle queen side, but the white king stands on d1, not e1 as in standard chess; this is a "
        "Chess960 right: judge it by Chess960 rules");

  // An inner rook: the message names the corner standard chess starts it on, and Chess960.
  const auto inner = fen::validate(must_parse("4kr1r/8/8/8/8/8/8/4KR1R w Ff - 0 1"));
  REQUIRE(inner.size() == 2);
  CHECK(inner[0].square == f1);
  CHECK(inner[0].squares == set_of({f1, e1}));
  CHECK(inner[0].message() ==
        "White may castle king side with the rook on f1, but in standard chess it starts on h1; this is a "
        "Chess960 right: judge it by Chess960 rules");
  CHECK(inner[1].color == color::black);
  CHECK(inner[1].square == f8);
  CHECK(inner[1].message() ==
        "Black may castle king side with the rook on f8, but in standard chess it starts on h8; this is a "
        "Chess960 right: judge it by Chess960 rules");
  for (const fen::problem& p : inner) CHECK(p.message().view().find("Chess960") != std::string_view::npos);
  // The same on the queen side.
  const auto b = only("r3k2r/8/8/8/8/8/8/RR2K2R w Bq - 0 1", P::castling_not_standard);
  CHECK(b.side == castling_side::queen_side);
  CHECK(b.square == b1);
  CHECK(b.message() ==
        "White may castle queen side with the rook on b1, but in standard chess it starts on a1; this is a "
        "Chess960 right: judge it by Chess960 rules");
}

namespace {
// The castling field of a position as `serialize` writes it (X-FEN).
std::string castling_field(const fen::position& p) {
  const std::string text(fen::serialize(p));
  const std::size_t start = text.find(' ', text.find(' ') + 1) + 1;
  return text.substr(start, text.find(' ', start) - start);
}
}  // namespace

TEST_CASE("validate: Chess960 rights of both colors that no game keeps") {
  // Both colors start from one back rank, and a right lasts while its king and rook have not moved:
  // when both colors keep rights, their kings share a file, and two rights on one side name one
  // file. Compared only where each right is otherwise sound, and only under Chess960 castling.
  struct files_case {
    std::string_view fen;
    std::string_view codes;     // by Chess960 rules
    std::string_view repaired;  // the castling field `repaired` leaves, by Chess960 rules
  };
  const files_case cases[] = {
      // The kings on different files: every right of both colors goes.
      {"6kr/8/8/8/8/8/8/RK6 w Qk - 0 1", "castling_king_files_differ", "-"},  // only Q against only k
      {"3r2kr/8/8/8/8/8/8/RK5R w KQkq - 0 1", "castling_king_files_differ", "-"},
      {"3r2kr/8/8/8/8/8/8/RK5R w Kq - 0 1", "castling_king_files_differ", "-"},
      // The kings on one file, the king-side rooks on h1 and g8 (python-chess's issue 143).
      {"4k1r1/8/8/8/8/8/8/4K2R w Kk - 0 1", "castling_rook_files_differ", "-"},
      {"r3k1r1/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling_rook_files_differ", "Qq"},
      // The queen-side rooks apart, the king-side ones together.
      {"1r2k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling_rook_files_differ", "Kk"},
      // Both sides apart: one problem each.
      {"1r2k1r1/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling_rook_files_differ castling_rook_files_differ", "-"},
      // Reachable: the same king file and the same rook files, a Chess960 start included.
      {"rk4r1/8/8/8/8/8/8/RK4R1 w KQkq - 0 1", "", "KQkq"},
      {"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1", "", "KQkq"},
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "", "KQkq"},
      // Reachable: one color without rights, whatever its king and rooks.
      {"6kr/8/8/8/8/8/8/RK6 w Q - 0 1", "", "Q"},
      {"6kr/8/8/8/8/8/8/RK6 w k - 0 1", "", "k"},
      {"3r2kr/8/8/8/8/8/8/RK5R w KQ - 0 1", "", "KQ"},
      // Reachable: one color on the king side only, the other on the queen side only, the kings on
      // one file. The start had its rooks on both files (b and g here); nothing is compared.
      {"3k2r1/8/8/8/8/8/8/1R1K4 w Qk - 0 1", "", "Qk"},
      {"4k2r/8/8/8/8/8/8/R3K3 w Qk - 0 1", "", "Qk"},
      // One side's rights together, the other side's held by one color only.
      {"r3k1r1/8/8/8/8/8/8/R3K2R w KQq - 0 1", "", "KQq"},
      // Not piled on: a right without its rook is not compared, the sound ones are.
      {"6kr/8/8/8/8/8/8/1K6 w Qk - 0 1", "castling_without_rook", "k"},
      {"4k1r1/8/8/8/8/8/8/4K3 w Kk - 0 1", "castling_without_rook", "k"},
      {"3r2kr/8/8/8/8/8/8/RK6 w KQkq - 0 1", "castling_without_rook castling_king_files_differ", "-"},
      {"1r2k1r1/8/8/8/8/8/8/R3K3 w KQkq - 0 1", "castling_without_rook castling_rook_files_differ", "k"},
      // ... nor a right whose king is off the back rank.
      {"6kr/8/8/8/8/8/1K6/R7 w Qk - 0 1", "castling_without_king", "k"},
  };
  const fen::rules chess960 = fen::rules::chess960();
  SUBCASE("reported by Chess960 rules") {
    for (const files_case& c : cases) {
      CAPTURE(c.fen);
      CHECK(codes_of(must_parse(c.fen), chess960) == c.codes);
    }
  }
  SUBCASE("never by standard rules, which fix the king's and rooks' squares") {
    for (const files_case& c : cases) {
      CAPTURE(c.fen);
      const auto report = fen::validate(must_parse(c.fen));
      CHECK_FALSE(report.has(P::castling_king_files_differ));
      CHECK_FALSE(report.has(P::castling_rook_files_differ));
    }
  }
  SUBCASE("repaired drops the rights that contradict each other, of both colors, and nothing else") {
    for (const files_case& c : cases) {
      CAPTURE(c.fen);
      const fen::position p = must_parse(c.fen);
      fen::position fixed = fen::repaired(p, chess960);
      CHECK(castling_field(fixed) == c.repaired);
      CHECK(codes_of(fixed, chess960) == "");
      CHECK(fen::repaired(fixed, chess960) == fixed);
      fixed.castling = p.castling;
      CHECK(fixed == p);
    }
  }
  SUBCASE("castling_problem names, as validate reports it, why repaired drops each right") {
    for (const files_case& c : cases) {
      CAPTURE(c.fen);
      const fen::position p = must_parse(c.fen);
      const fen::position fixed = fen::repaired(p, chess960);
      const auto report = fen::validate(p, chess960);
      for (color side_color : {color::white, color::black}) {
        for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
          const std::string right =
              std::string(fen::name(side_color)) + (side == castling_side::king_side ? " king side" : " queen side");
          CAPTURE(right);
          const auto problem = fen::castling_problem(p, side_color, side, chess960);
          CHECK(problem.has_value() == (p.castling.has(side_color, side) && !fixed.castling.has(side_color, side)));
          if (!problem) continue;
          bool reported = false;
          for (const fen::problem& q : report) reported = reported || q == *problem;
          CHECK(reported);
        }
      }
    }
  }
}

TEST_CASE("validate: Chess960 rights of both colors, by every rule set") {
  // Every variant that castles compares them under Chess960 castling (atomic960, crazyhouse960, ...);
  // antichess and racing kings have no castling, and standard castling fixes the squares.
  const fen::position kings = must_parse("6kr/8/8/8/8/8/8/RK6 w Qk - 0 1");
  const fen::position rooks = must_parse("4k1r1/8/8/8/8/8/8/4K2R w Kk - 0 1");
  for (const fen::rules& r : fen_test::every_rule_set()) {
    const std::string rules = fen_test::rules_name(r);
    CAPTURE(rules);
    const bool compared = r.castling == fen::castling_rules::chess960 && r.variant != fen::variant::antichess &&
                          r.variant != fen::variant::racing_kings;
    CHECK(fen::validate(kings, r).has(P::castling_king_files_differ) == compared);
    CHECK(fen::validate(rooks, r).has(P::castling_rook_files_differ) == compared);
    CHECK_FALSE(fen::validate(kings, r).has(P::castling_rook_files_differ));
    CHECK_FALSE(fen::validate(rooks, r).has(P::castling_king_files_differ));
    if (compared) {
      CHECK(fen::repaired(kings, r).castling.empty());
      CHECK(fen::repaired(rooks, r).castling.empty());
    }
  }
}

TEST_CASE("validate: castling_king_files_differ and castling_rook_files_differ are both colors'") {
  const fen::rules chess960 = fen::rules::chess960();
  const auto kings = only("6kr/8/8/8/8/8/8/RK6 w Qk - 0 1", P::castling_king_files_differ, chess960);
  CHECK(kings.severity == fen::severity::unreachable);
  CHECK_FALSE(kings.color.has_value());
  CHECK_FALSE(kings.side.has_value());
  CHECK(kings.square == b1);
  CHECK(kings.squares == set_of({b1, g8}));
  CHECK(kings.message() ==
        "White may castle with the king on b1 and Black with the king on g8; in Chess960 both kings start on one "
        "file and lose their rights when they move");

  const auto rooks = only("4k1r1/8/8/8/8/8/8/4K2R w Kk - 0 1", P::castling_rook_files_differ, chess960);
  CHECK(rooks.severity == fen::severity::unreachable);
  CHECK_FALSE(rooks.color.has_value());
  CHECK(rooks.side == castling_side::king_side);
  CHECK(rooks.square == h1);
  CHECK(rooks.squares == set_of({h1, g8}));
  CHECK(rooks.message() ==
        "White may castle king side with the rook on h1 and Black with the rook on g8; in Chess960 both rooks start "
        "on one file and lose their rights when they move");

  // Both sides: king side first, as castling_problem gives them.
  const auto both = fen::validate(must_parse("1r2k1r1/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), chess960);
  REQUIRE(both.size() == 2);
  CHECK(both[0].side == castling_side::king_side);
  CHECK(both[1].side == castling_side::queen_side);
  CHECK(both[1].squares == set_of({a1, b8}));
  CHECK(both[1] == *fen::castling_problem(must_parse("1r2k1r1/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), color::black,
                                          castling_side::queen_side, chess960));
  CHECK(both.legal());  // unreachable, not illegal: an engine can still play
}
