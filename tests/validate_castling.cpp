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
      // The rights the board allows are fine, Chess960 too.
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ""},
      {"rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1", ""},
      {"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1N w GEge - 0 1", "castling_without_rook"},
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
