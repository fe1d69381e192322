// The validator's messages: what the board editor shows, and the words of every code.
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

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
  struct message_case {
    std::string_view fen;
    fen::problem_code code;
    std::string_view message;
  };
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
  };
  for (const message_case& c : cases) {
    CAPTURE(c.fen);
    CHECK(only(c.fen, c.code).message() == c.message);
  }
  fen_test::check_every_code_has_a_case(cases, "add a position whose report has this code, with its message");
}
