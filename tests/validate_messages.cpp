// The validator's messages: what the board editor shows, and the words of every code.
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

TEST_CASE("validate: what the board editor checks, each with its own message") {
  struct message_case {
    std::string_view fen;
    fen::problem_code code;
    std::string_view message;
  };
  const message_case cases[] = {
      {"4k3/8/8/8/8/8/8/8 w - - 0 1", P::no_king, "White has no king"},
      {"4k1k1/8/8/8/8/8/8/4K3 w - - 0 1", P::too_many_kings, "Black has two kings: e8 and g8"},
      {"4k3/8/8/8/8/8/8/K3K2K w - - 0 1", P::too_many_kings, "White has 3 kings: a1, e1 and h1"},
      {"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", P::pawn_on_back_rank, "white pawn on h8: pawns never stand on rank 1 or 8"},
      {"4k3/8/8/8/8/8/8/pp2K3 w - - 0 1", P::pawn_on_back_rank,
       "black pawns on a1 and b1: pawns never stand on rank 1 or 8"},
      {"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", P::too_many_pawns, "White has 9 pawns; a side has at most 8"},
      {"rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", P::too_many_pieces,
       "White has 17 pieces counting pawns and the king; a side has at most 16"},
      {"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", P::opponent_in_check,
       "the black king on e8 is in check from the white rook on e1, but it is White's move"},
      {"8/8/8/3kK3/8/8/8/8 w - - 0 1", P::opponent_in_check,
       "the black king on d5 is in check from the white king on e5, but it is White's move; kings never stand side by "
       "side"},
  };
  for (const message_case& c : cases) {
    CAPTURE(c.fen);
    CHECK(only(c.fen, c.code).message() == c.message);
  }
}

TEST_CASE("validate: the message of every code") {
  // Each FEN is read in the notation of its rule set and judged by it; `notation`, when given, is
  // the notation it is read in instead (a variant's fields judged by other rules).
  struct message_case {
    std::string_view fen;
    fen::problem_code code;
    std::string_view message;
    fen::rules rules{};
    std::optional<fen::rules> notation{};
  };
  using fen::variant;
  const fen::rules crazyhouse{variant::crazyhouse};
  const fen::rules three_check{variant::three_check};
  const fen::rules racing_kings{variant::racing_kings};
  const fen::rules horde{variant::horde};
  const fen::rules standard{};
  const message_case cases[] = {
      {"8/8/8/8/8/8/8/4K3 w - - 0 1", P::no_king, "Black has no king"},
      {"4k3/8/8/8/8/8/8/KKKKKKKK w - - 0 1", P::too_many_kings, "White has 8 kings: a1, b1, c1, d1, e1, f1, g1 and h1"},
      {"4k3/8/8/8/8/K7/KKKKKKKK/KKKKKKKK w - - 0 1", P::too_many_kings,
       "White has 17 kings: a1, b1, c1, d1, e1, f1, g1, h1 and 9 more"},
      {"P3k3/8/8/8/8/8/8/4K2P w - - 0 1", P::pawn_on_back_rank,
       "white pawns on h1 and a8: pawns never stand on rank 1 or 8"},
      {"4k3/8/8/8/1q6/8/8/4K3 b - - 0 1", P::opponent_in_check,
       "the white king on e1 is in check from the black queen on b4, but it is Black's move"},
      {"4k3/8/8/8/8/3n1n2/8/4K3 b - - 0 1", P::opponent_in_check,
       "the white king on e1 is in check from the black knight on d3 and the black knight on f3, but it is Black's "
       "move"},
      {"4k3/8/8/8/8/3nrn2/8/4K3 b - - 0 1", P::opponent_in_check,
       "the white king on e1 is in check from 3 black pieces (d3, e3 and f3), but it is Black's move"},
      {"r3k2r/8/8/8/8/8/4K3/R6R w Kkq - 0 1", P::castling_without_king,
       "White may castle king side (rook on h1), but there is no white king on rank 1"},
      {"4k3/8/8/8/8/8/8/R6K w Q - 0 1", P::castling_without_king,
       "White may castle queen side (rook on a1), but the white king on h1 is in a corner; a king that may castle "
       "stands between its rooks"},
      {"r3k3/8/8/8/8/8/8/4K3 w kq - 0 1", P::castling_without_rook,
       "Black may castle king side, but there is no black rook on h8"},
      {"4k3/8/8/8/8/8/4P3/4K3 w - e4 0 2", P::en_passant_wrong_rank,
       "en passant square e4 is on rank 4; with White to move it must be on rank 6"},
      {"4k3/8/8/8/8/8/8/4K3 b - a6 0 1", P::en_passant_wrong_rank,
       "en passant square a6 is on rank 6; with Black to move it must be on rank 3"},
      {"4k3/8/8/8/8/8/8/4K3 w - e6 0 2", P::en_passant_without_pawn,
       "en passant square e6 says a black pawn just moved from e7 to e5, but there is no black pawn on e5"},
      {"4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 2", P::en_passant_square_occupied,
       "en passant square e6 is occupied, yet a black pawn just moved over it from e7 to e5"},
      {"4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 2", P::en_passant_origin_occupied,
       "en passant square e6 says a black pawn just left e7, but e7 is occupied"},
      {"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", P::too_many_pawns, "Black has 9 pawns; a side has at most 8"},
      {"rnbqkbnr/pppppppp/8/8/8/8/8/4K2n w - - 0 1", P::too_many_pieces,
       "Black has 17 pieces counting pawns and the king; a side has at most 16"},
      {"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", P::too_many_promoted,
       "White's queens, rooks, knights and bishops (per square colour) need at least 1 promotion, but no white pawn "
       "is missing"},
      {"4k3/8/8/8/8/8/PPPPPP2/QQQQK3 w - - 0 1", P::too_many_promoted,
       "White's queens, rooks, knights and bishops (per square colour) need at least 3 promotions, but only 2 white "
       "pawns are missing"},
      {"4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1", P::too_many_promoted,
       "White's queens, rooks, knights and bishops (per square colour) need at least 2 promotions, but only 1 white "
       "pawn is missing"},
      {"8/8/8/4k3/8/3N4/1B6/K3R3 b - - 0 1", P::too_many_checkers,
       "the black king on e5 is in check from 3 white pieces (e1, b2 and d3); no single move gives more than two "
       "checks"},
      {"8/8/8/3k4/2P1P3/8/8/K7 b - - 0 1", P::impossible_double_check,
       "the black king on d5 is in check from the white pawn on c4 and the white pawn on e4; no single move gives "
       "both checks"},
      {"4k3/8/8/4p3/1b6/8/8/4K3 w - e6 0 2", P::en_passant_impossible_check,
       "en passant square e6 says Black's last move was e7 to e5, which cannot have given check from the black "
       "bishop on b4"},
      {"4k3/8/8/8/4P3/8/8/4K3 b - e3 1 1", P::en_passant_halfmove_clock,
       "en passant square e3 says the last move was a pawn move, so the halfmove clock must be 0, not 1"},
      {"4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1", P::en_passant_before_any_move,
       "en passant square e6 says Black has moved, but at move 1 with White to move no move has been played"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 1 1", P::halfmove_clock_too_large,
       "the halfmove clock is 1, but no half-move has been played by move 1 with White to move"},
      {"4k3/8/8/8/8/8/8/4K3 b - - 2 1", P::halfmove_clock_too_large,
       "the halfmove clock is 2, but only 1 half-move has been played by move 1 with Black to move"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 100 7", P::halfmove_clock_too_large,
       "the halfmove clock is 100, but only 12 half-moves have been played by move 7 with White to move"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", P::fullmove_zero,
       "the fullmove number is 0; it starts at 1 and grows after each Black move"},
      {"8/8/8/8/8/8/8/8 w - - 0 1", P::board_empty, "the board is empty"},
      // Standard castling.
      {"r3k2r/8/8/8/8/8/8/R2K3R w Kkq - 0 1", P::castling_not_standard,
       "White may castle king side, but the white king stands on d1, not e1 as in standard chess; this is a "
       "Chess960 right: judge it by Chess960 rules"},
      {"4kr1r/8/8/8/8/8/8/4K3 w f - 0 1", P::castling_not_standard,
       "Black may castle king side with the rook on f8, but in standard chess it starts on h8; this is a Chess960 "
       "right: judge it by Chess960 rules"},
      {"r2k3r/8/8/8/8/8/8/4K3 w q - 0 1", P::castling_not_standard,
       "Black may castle queen side, but the black king stands on d8, not e8 as in standard chess; this is a "
       "Chess960 right: judge it by Chess960 rules",
       variant::king_of_the_hill, std::nullopt},
      // Chess960 castling: the rights of both colors against each other.
      {"6kr/8/8/8/8/8/8/RK6 w Qk - 0 1", P::castling_king_files_differ,
       "White may castle with the king on b1 and Black with the king on g8; in Chess960 both kings start on one "
       "file and lose their rights when they move",
       fen::rules::chess960()},
      {"1r2k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", P::castling_rook_files_differ,
       "White may castle queen side with the rook on a1 and Black with the rook on b8; in Chess960 both rooks start "
       "on one file and lose their rights when they move",
       fen::rules::chess960()},
      {"4k1r1/8/8/8/8/8/8/4K2R w Kk - 0 1", P::castling_rook_files_differ,
       "White may castle king side with the rook on h1 and Black with the rook on g8; in Chess960 both rooks start "
       "on one file and lose their rights when they move",
       fen::rules{variant::atomic, fen::castling_rules::chess960}},
      // Variants.
      {"r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1", P::castling_not_in_variant,
       "White may castle king side (rook on h1), but antichess has no castling", variant::antichess},
      {"4k3/8/8/8/8/8/8/4K3[K] w - - 0 1", P::king_in_pocket,
       "White has a king in the pocket; a king is never captured, so it never goes to a pocket", crazyhouse},
      {"4k3/8/8/8/8/8/8/4K3[Qkk] w - - 0 1", P::king_in_pocket,
       "Black has kings in the pocket; a king is never captured, so it never goes to a pocket", crazyhouse},
      {"8/8/8/8/4P3/8/k6K/8 w - - 0 1", P::racing_kings_pawn, "white pawn on e4: racing kings is played without pawns",
       racing_kings},
      {"8/8/8/8/8/8/k6K/pp6 b - - 0 1", P::racing_kings_pawn,
       "black pawns on a1 and b1: racing kings is played without pawns", racing_kings},
      {"7r/8/8/8/8/8/k6K/8 w - - 0 1", P::racing_kings_check,
       "the white king on h2 is in check from the black rook on h8; in racing kings no king is ever in check",
       racing_kings},
      {"8/8/8/8/8/8/k6K/5QQ1 w - - 0 1", P::racing_kings_material,
       "White has 2 queens; racing kings starts with 1 and has no promotions", racing_kings},
      {"8/8/8/8/8/8/k6K/3RRR2 b - - 0 1", P::racing_kings_material,
       "White has 3 rooks; racing kings starts with 2 and has no promotions", racing_kings},
      {"nnn5/8/8/8/8/8/k6K/8 w - - 0 1", P::racing_kings_material,
       "Black has 3 knights; racing kings starts with 2 and has no promotions", racing_kings},
      {"k6K/8/8/8/8/8/8/8 b - - 0 1", P::race_already_over,
       "the black king is on rank 8 with Black to move; the race ended when it got there", racing_kings},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0+0 0 1", P::no_checks_remaining,
       "both sides have given three checks; the game ended with the first side's third", three_check},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 +3+3", P::no_checks_remaining,
       "both sides have given three checks; the game ended with the first side's third", three_check},
      // A variant's fields judged by rules without them.
      {"4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", P::not_in_variant,
       "the position holds crazyhouse pockets, but it is judged by the rules of standard chess", standard, crazyhouse},
      {"4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1", P::not_in_variant,
       "the position holds crazyhouse pockets and crazyhouse promoted marks, but it is judged by the rules of standard "
       "chess",
       standard, crazyhouse},
      {"4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1", P::not_in_variant,
       "the position holds three-check checks, but it is judged by the rules of atomic", variant::atomic, three_check},
      {"4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1", P::not_in_variant,
       "the position holds three-check checks, but it is judged by the rules of crazyhouse", crazyhouse, three_check},
      {"4k3/8/8/8/8/8/8/4K3[] w - - 0 1", P::not_in_variant,
       "the position holds crazyhouse pockets, but it is judged by the rules of three-check", three_check, crazyhouse},
      // The material of crazyhouse (both sides, the pockets too) and of the horde.
      {"4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[p] w - - 0 1", P::too_many_pawns,
       "there are 17 pawns on the board and in the pockets; crazyhouse has at most 16", crazyhouse},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1", P::too_many_pieces,
       "there are 33 pieces on the board and in the pockets; crazyhouse has at most 32", crazyhouse},
      {"4k3/pppppppp/8/8/8/8/PPPPPP2/Q~Q~Q~1K3 w - - 0 1", P::too_many_promoted,
       "3 promoted pieces (marked ~) stand for pawns, but only 2 pawns are missing from the board and the pockets",
       crazyhouse},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPK w kq - 0 1", P::too_many_kings,
       "White has a king on h1; in horde White has none", horde},
      {"rnbqkbnr/pppppppp/8/1PPP1PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1", P::too_many_pawns,
       "White has 37 pawns; the horde has at most 36", horde},
      {"rnbqkbnr/pppppppp/8/1PPP1PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1", P::too_many_pieces,
       "White has 37 pieces counting pawns; the horde has at most 36", horde},
  };
  for (const message_case& c : cases) {
    CAPTURE(c.fen);
    const fen::position p = must_parse_as(c.fen, c.notation.value_or(c.rules));
    CHECK(only(p, c.code, c.rules).message() == c.message);
  }

  // More checks left than three-check starts with: only the API can say so.
  fen::position checks = must_parse_as("4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1", three_check);
  checks.checks = fen::remaining_checks{5, 3};
  CHECK(only(checks, P::too_many_remaining_checks, three_check).message() ==
        "White has 5 checks left to give; three-check starts with 3");
  checks.checks = fen::remaining_checks{2, 4};
  CHECK(only(checks, P::too_many_remaining_checks, three_check).message() ==
        "Black has 4 checks left to give; three-check starts with 3");

  std::vector<message_case> all(std::begin(cases), std::end(cases));
  all.push_back({"(checks set through the API, above)", P::too_many_remaining_checks, "", three_check});
  fen_test::check_every_code_has_a_case(all, "add a position whose report has this code, with its message");
}
