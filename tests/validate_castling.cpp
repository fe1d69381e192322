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
      {"r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "", rules::chess960()},
      // The king on e1, an inner rook named by its file letter (X-FEN for Chess960).
      {"4kr1r/8/8/8/8/8/8/4KR1R w Ff - 0 1", "castling_not_standard castling_not_standard"},
      {"4kr1r/8/8/8/8/8/8/4KR1R w Ff - 0 1", "", rules::chess960()},
      {"4kr1r/8/8/8/8/8/8/4KR1R w Kk - 0 1", ""},  // the corner rooks: standard
      {"r3k2r/8/8/8/8/8/8/RR2K2R w Bq - 0 1", "castling_not_standard"},
      {"r3k2r/8/8/8/8/8/8/RR2K2R w Bq - 0 1", "", rules::chess960()},
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
