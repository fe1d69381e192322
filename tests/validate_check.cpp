// The validator's rules on checks: the side not to move in check, checks no legal game gives, checks
// that look impossible but are not, and checks an en passant square rules out; and the attack
// queries behind them.
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

TEST_CASE("validate: the side not to move in check") {
  check_cases({
      {"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "opponent_in_check"},   // a rook on the e-file
      {"4k3/8/8/8/8/8/8/4rK2 b - - 0 1", "opponent_in_check"},   // the same for White
      {"4k3/3P4/8/8/8/8/8/5K2 w - - 0 1", "opponent_in_check"},  // a pawn
      {"4k3/8/3N4/8/8/8/8/5K2 w - - 0 1", "opponent_in_check"},  // a knight
      {"4k3/8/8/1B6/8/8/8/5K2 w - - 0 1", "opponent_in_check"},  // a bishop
      {"8/8/8/3kK3/8/8/8/8 w - - 0 1", "opponent_in_check"},     // the kings side by side
      {"8/8/8/3kK3/8/8/8/8 b - - 0 1", "opponent_in_check"},
      {"4k3/8/8/8/8/8/8/4RK2 b - - 0 1", ""},    // Black to move: in check, fine
      {"4k3/4n3/8/8/8/8/8/4RK2 w - - 0 1", ""},  // the knight blocks
  });
  const auto p = only("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", P::opponent_in_check);
  CHECK(p.color == color::black);
  CHECK(p.square == e8);
  CHECK(p.squares == set_of({e1}));
  CHECK(p.pieces[0] == fen::pieces::white_rook);
}

TEST_CASE("validate: checks no legal game gives") {
  check_cases({
      // Three checkers.
      {"8/8/8/4k3/8/3N4/1B6/K3R3 b - - 0 1", "too_many_checkers"},
      // Two knights, two pawns, a pawn and a knight: none of them can uncover a check.
      {"8/8/8/8/1N3N2/3k4/8/K7 b - - 0 1", "impossible_double_check"},
      {"8/8/8/3k4/2P1P3/8/8/K7 b - - 0 1", "impossible_double_check"},
      {"8/8/8/3k4/2P2N2/8/8/K7 b - - 0 1", "impossible_double_check"},
      // Two rooks on one line through the king, one each side.
      {"8/8/8/8/R3k2R/8/8/K7 b - - 0 1", "impossible_double_check"},
      // A bishop and a knight that cannot have come from the bishop's line.
      {"5B2/8/7k/8/6N1/8/8/K7 b - - 0 1", "impossible_double_check"},
      // A bishop and a rook, neither of which can have stood on the other's line.
      {"7k/8/8/8/8/8/1B6/K6R b - - 0 1", "impossible_double_check"},
  });
  const auto p = only("8/8/8/8/1N3N2/3k4/8/K7 b - - 0 1", P::impossible_double_check);
  CHECK(p.color == color::black);
  CHECK(p.square == d3);
  CHECK(p.squares == set_of({b4, f4}));
  CHECK(p.pieces[0] == fen::pieces::white_knight);
  CHECK(p.pieces[1] == fen::pieces::white_knight);
  CHECK(p.message() ==
        "the black king on d3 is in check from the white knight on b4 and the white knight on f4; no single move "
        "gives both checks");
  const auto three = only("8/8/8/4k3/8/3N4/1B6/K3R3 b - - 0 1", P::too_many_checkers);
  CHECK(three.value == 3);
  CHECK(three.squares == set_of({e1, b2, d3}));
}

TEST_CASE("validate: checks that look impossible but are not") {
  check_cases({
      // A knight moves off the e-file with check: double check with the rook behind it.
      {"4k3/8/5N2/8/8/8/8/K3R3 b - - 0 1", ""},
      // A bishop moves off the e-file with check.
      {"4k3/8/2B5/8/8/8/8/K3R3 b - - 0 1", ""},
      // A pawn on g7 promotes to a knight on g8: check from the knight and from the bishop on f8,
      // whose line ran through g7. No knight move explains it; the promotion does.
      {"5BN1/8/7k/8/8/8/8/K7 b - - 0 1", ""},
      // An en passant capture d5xe6 empties d5 and e5: double check from a rook and a bishop.
      {"8/8/3kP3/8/8/8/7B/K2R4 b - - 0 1", ""},
      // The same for Black: e4xd3 en passant empties e4 and d4.
      {"k2r4/7b/8/8/8/3Kp3/8/8 w - - 0 2", ""},
      // A discovered check after a double push: e7-e5 opened the d8-h4 diagonal.
      {"3bk3/8/8/4p3/7K/8/8/8 w - e6 0 2", ""},
      // The double-pushed pawn gives check itself.
      {"4k3/8/8/8/4p3/3K4/8/8 w - - 0 2", ""},
      {"4k3/8/8/4p3/3K4/8/8/8 w - e6 0 2", ""},
  });
}

TEST_CASE("validate: a check the en passant square makes impossible") {
  check_cases({
      // e7-e5 cannot have given check from a rook on the first rank...
      {"4k3/8/8/4p3/8/8/8/r3K3 w - e6 0 2", "en_passant_impossible_check"},
      // ... nor from a bishop whose line does not cross e7.
      {"4k3/8/8/4p3/1b6/8/8/4K3 w - e6 0 2", "en_passant_impossible_check"},
      // A double check is possible here (the knight uncovered the rook), but not after d2-d4.
      {"4k3/8/5N2/8/3P4/8/8/K3R3 b - d3 0 1", "en_passant_impossible_check"},
      // Without the square the same checks are fine.
      {"4k3/8/8/4p3/8/8/8/r3K3 w - - 0 2", ""},
      {"4k3/8/5N2/8/3P4/8/8/K3R3 b - - 0 1", ""},
  });
  const auto p = only("4k3/8/8/4p3/8/8/8/r3K3 w - e6 0 2", P::en_passant_impossible_check);
  CHECK(p.square == e6);
  CHECK(p.color == color::white);
  CHECK(p.squares == set_of({a1}));
  CHECK(p.message() ==
        "en passant square e6 says Black's last move was e7 to e5, which cannot have given check from "
        "the black rook on a1");
}

TEST_CASE("attackers, checkers, in_check") {
  const auto p = must_parse("4k3/8/8/8/8/3n1n2/8/4K3 b - - 0 1");
  CHECK(fen::checkers(p, color::white) == set_of({d3, f3}));
  CHECK(fen::in_check(p, color::white));
  CHECK_FALSE(fen::in_check(p, color::black));
  CHECK(fen::attackers(p, e1, color::black) == set_of({d3, f3}));
  CHECK(fen::attackers(p, e5, color::black) == set_of({d3, f3}));
  CHECK(fen::attackers(p, d2, color::white) == set_of({e1}));
  // Sliders stop at the first piece; a pinned piece still attacks.
  const auto q = must_parse("4k3/4r3/8/8/8/8/4B3/R3K3 w - - 0 1");
  CHECK(fen::attackers(q, e2, color::black) == set_of({e7}));
  CHECK(fen::attackers(q, e4, color::white) == set_of({}));
  CHECK(fen::attackers(q, d3, color::white) == set_of({e2}));
  CHECK(fen::attackers(q, a8, color::white) == set_of({a1}));
  // Pawns attack diagonally forward, per color.
  const auto pawns = must_parse("4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1");
  CHECK(fen::attackers(pawns, c5, color::white) == set_of({d4}));
  CHECK(fen::attackers(pawns, e4, color::black) == set_of({d5}));
  CHECK(fen::attackers(pawns, d5, color::white) == set_of({}));
  // The other king next to it counts; no king or two kings: no checkers.
  CHECK(fen::checkers(must_parse("8/8/8/3kK3/8/8/8/8 w - - 0 1"), color::white) == set_of({d5}));
  CHECK(fen::checkers(must_parse("4k3/8/8/8/8/8/8/r7 w - - 0 1"), color::white) == 0);
  CHECK(fen::checkers(must_parse("4k3/8/8/8/8/8/8/r3K2K w - - 0 1"), color::white) == 0);
}
