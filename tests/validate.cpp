// The validator: every rule on its own, several problems at once, messages, the fields of a problem,
// checks and en passant captures that look impossible but are not, the helpers a board editor needs,
// and a report that never runs out of room.
#include "support.hpp"

#include <fen/validate.hpp>

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

using namespace fen::squares;
using fen::castling_side;
using fen::color;
using fen_test::must_parse;
using P = fen::problem_code;

namespace doctest {
template <>
struct StringMaker<fen::problem_code> {
  static String convert(fen::problem_code c) { return String(std::string(fen::name(c)).c_str()); }
};
template <>
struct StringMaker<fen::severity> {
  static String convert(fen::severity s) { return String(std::string(fen::name(s)).c_str()); }
};
template <>
struct StringMaker<fen::castling_rights> {
  static String convert(const fen::castling_rights& r) {
    std::string text;
    for (color c : {color::white, color::black})
      for (castling_side s : {castling_side::king_side, castling_side::queen_side})
        if (const auto file = r.rook_file(c, s)) text += static_cast<char>((c == color::white ? 'A' : 'a') + *file);
    return String(text.empty() ? "-" : text.c_str());
  }
};
}  // namespace doctest

namespace {

// The codes of a report in order, as "no_king too_many_kings" ("" for none).
std::string code_list(const fen::validation_report& r) {
  std::string text;
  for (const fen::problem& p : r) {
    if (!text.empty()) text += ' ';
    text += std::string(fen::name(p.code));
  }
  return text;
}

// Every message of a report, for CAPTURE.
std::string message_list(const fen::validation_report& r) {
  std::string text;
  for (const fen::problem& p : r) text += "\n  " + std::string(fen::name(p.code)) + ": " + p.message().str();
  return text;
}

std::string codes_of(const fen::position& p) {
  const auto r = fen::validate(p);
  const std::string messages = message_list(r);
  CAPTURE(messages);
  return code_list(r);
}
std::string codes_of(std::string_view text) { return codes_of(must_parse(text)); }

std::uint64_t set_of(std::initializer_list<fen::square> squares) {
  std::uint64_t set = 0;
  for (fen::square s : squares) set |= std::uint64_t{1} << s.index();
  return set;
}

// The only problem with this code in the position's report.
fen::problem only(std::string_view text, fen::problem_code code) {
  const auto r = fen::validate(must_parse(text));
  const std::string messages = message_list(r);
  CAPTURE(messages);
  REQUIRE(r.count(code) == 1);
  return *r.find(code);
}

struct case_ {
  std::string_view fen;
  std::string_view codes;  // what validate reports, in order
};

void check_cases(std::initializer_list<case_> cases) {
  for (const case_& c : cases) {
    CAPTURE(c.fen);
    CHECK(codes_of(c.fen) == c.codes);
  }
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Clean positions
// ---------------------------------------------------------------------------------------------

TEST_CASE("validate: the start position and ordinary positions are clean") {
  CHECK(fen::validate(fen::start_position).ok());
  CHECK(fen::validate(fen::start_position).empty());
  CHECK(fen::validate(fen::start_position).legal());
  CHECK(fen::validate(fen::start_position).size() == 0);
  const std::string_view clean[] = {
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",           // after 1. e4, square written
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",            // ... or not
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",         // a capture is possible
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",  // "Kiwipete"
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "4k3/8/8/8/8/8/8/4K3 w - - 98 50",  // clock = half-moves played
      "4k3/8/8/8/8/8/8/4K3 b - - 99 50",
      "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1",                      // king d1: a Chess960 start
      "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1",  // a Chess960 start
      "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1",                      // Chess960, king on b1/b8
      "4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 30",                   // a second queen, a pawn gone
  };
  for (std::string_view text : clean) {
    CAPTURE(text);
    CHECK(codes_of(text) == "");
  }
}

// ---------------------------------------------------------------------------------------------
// Each rule alone: every case below has exactly the problems listed, so each rule has a test that
// fails without it.
// ---------------------------------------------------------------------------------------------

TEST_CASE("validate: kings") {
  check_cases({
      {"4k3/8/8/8/8/8/8/8 w - - 0 1", "no_king"},
      {"8/8/8/8/8/8/8/4K3 w - - 0 1", "no_king"},
      {"4k1k1/8/8/8/8/8/8/4K3 w - - 0 1", "too_many_kings"},
      {"4k3/8/8/8/8/8/8/K3K2K w - - 0 1", "too_many_kings"},
  });
  const auto none = only("4k3/8/8/8/8/8/8/8 w - - 0 1", P::no_king);
  CHECK(none.color == color::white);
  CHECK_FALSE(none.square.has_value());
  const auto two = only("4k1k1/8/8/8/8/8/8/4K3 w - - 0 1", P::too_many_kings);
  CHECK(two.color == color::black);
  CHECK(two.square == e8);
  CHECK(two.squares == set_of({e8, g8}));
  CHECK(two.value == 2);
}

TEST_CASE("validate: pawns on rank 1 or 8") {
  check_cases({
      {"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "pawn_on_back_rank"},
      {"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "pawn_on_back_rank"},
      {"P3k3/8/8/8/8/8/8/4K2P w - - 0 1", "pawn_on_back_rank"},  // one problem per side
      {"p3k3/8/8/8/8/8/8/4K2P w - - 0 1", "pawn_on_back_rank pawn_on_back_rank"},
  });
  const auto p = only("P3k3/8/8/8/8/8/8/4K2P w - - 0 1", P::pawn_on_back_rank);
  CHECK(p.color == color::white);
  CHECK(p.square == h1);
  CHECK(p.squares == set_of({h1, a8}));
}

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

TEST_CASE("validate: en passant squares no double push can have left") {
  check_cases({
      // Wrong rank, both sides to move.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", "en_passant_wrong_rank"},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 2", "en_passant_wrong_rank"},
      {"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 2", "en_passant_wrong_rank"},
      // No pawn in front of the square.
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "en_passant_without_pawn"},
      {"rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "en_passant_without_pawn"},  // wrong color
      // The square itself occupied.
      {"rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/R1BQKBNR b KQkq e3 0 2", "en_passant_square_occupied"},
      // The pawn's start square occupied.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 2", "en_passant_origin_occupied"},
      // Everything at once but the rank.
      {"rnbqkbnr/pppppppp/8/8/8/4N3/PPPPPPPP/R1BQKBNR b KQkq e3 0 2",
       "en_passant_without_pawn en_passant_square_occupied en_passant_origin_occupied"},
  });
  const auto p = only("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", P::en_passant_without_pawn);
  CHECK(p.square == e3);
  CHECK(p.color == color::black);
  CHECK(p.squares == set_of({e2, e3, e4}));
}

TEST_CASE("validate: more pawns or pieces than a side starts with") {
  check_cases({
      {"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "too_many_pawns"},
      {"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "too_many_pawns"},
      // 17 pieces: either too many pawns too, or a piece that needs a promotion with no pawn missing.
      {"rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "too_many_pawns too_many_pieces"},
      {"rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "too_many_pieces too_many_promoted"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
  });
  const auto pawns = only("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", P::too_many_pawns);
  CHECK(pawns.color == color::white);
  CHECK(pawns.value == 9);
  CHECK(pawns.limit == 8);
  const auto pieces = only("rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", P::too_many_pieces);
  CHECK(pieces.value == 17);
  CHECK(pieces.limit == 16);
}

TEST_CASE("validate: more promoted pieces than missing pawns") {
  check_cases({
      {"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", "too_many_promoted"},     // a second queen
      {"4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1", "too_many_promoted"},    // a third rook
      {"4k3/8/8/8/8/8/PPPPPPPP/NNN1K3 w - - 0 1", "too_many_promoted"},    // a third knight
      {"4k3/8/8/8/8/8/PPPPPPPP/B1B1K3 w - - 0 1", "too_many_promoted"},    // two dark-squared bishops
      {"4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1", "too_many_promoted"},    // two light-squared bishops
      {"qq2k3/pppppppp/8/8/8/8/8/4K3 w - - 0 1", "too_many_promoted"},     // Black too
      {"4k3/8/8/8/8/8/PPPPPPPP/BB2K3 w - - 0 1", ""},                      // one of each colour
      {"4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1", ""},                      // a pawn is missing
      {"4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - - 0 1", ""},                      // two missing, two extra
      {"4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1", "too_many_promoted"},    // one missing, two extra
      {"k7/8/8/8/8/8/8/1QQQQQQK w - - 0 1", ""},                           // no pawn: up to 8 extra
      {"4k3/8/8/8/8/8/NNNNNNNN/NNNNNNNK w - - 0 1", "too_many_promoted"},  // 12 extra knights
  });
  const auto p = only("4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1", P::too_many_promoted);
  CHECK(p.color == color::white);
  CHECK(p.value == 2);
  CHECK(p.limit == 1);
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

TEST_CASE("validate: counters") {
  check_cases({
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 1 5", "en_passant_halfmove_clock"},
      {"rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en_passant_before_any_move"},
      {"rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove_zero"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 1", "halfmove_clock_too_large"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295", ""},  // no overflow at the top
  });
}

TEST_CASE("validate: the halfmove clock is bound by the half-moves played") {
  // Played: 2 * (fullmove - 1), plus 1 with Black to move.
  struct counters {
    std::uint32_t fullmove;
    bool black;
    std::uint32_t played;
  };
  const counters table[] = {{1, false, 0},
                            {1, true, 1},
                            {2, false, 2},
                            {2, true, 3},
                            {50, false, 98},
                            {50, true, 99},
                            {2147483648u, false, 4294967294u},
                            {2147483648u, true, 4294967295u}};
  for (const counters& t : table) {
    fen::position p = must_parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    p.side_to_move = t.black ? color::black : color::white;
    p.fullmove_number = t.fullmove;
    CAPTURE(t.fullmove);
    CAPTURE(t.black);
    p.halfmove_clock = t.played;
    CHECK(codes_of(p) == "");
    if (t.played == 4294967295u) continue;  // no larger clock
    p.halfmove_clock = t.played + 1;
    CHECK(codes_of(p) == "halfmove_clock_too_large");
    const auto r = fen::validate(p);
    REQUIRE(r.size() == 1);
    CHECK(r[0].value == t.played + 1);
    CHECK(r[0].limit == t.played);
  }
}

TEST_CASE("validate: an empty board") {
  CHECK(codes_of("8/8/8/8/8/8/8/8 w - - 0 1") == "no_king no_king board_empty");
  CHECK(codes_of(fen::empty_board) == "no_king no_king board_empty");
}

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

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
}

TEST_CASE("validate: every code has a name, a severity and a message that fits") {
  for (int i = 1; i <= 21; ++i) {
    const auto code = static_cast<fen::problem_code>(i);
    CAPTURE(i);
    const std::string_view name = fen::name(code);
    CHECK(name != "unknown");
    for (char c : name) CHECK(((c >= 'a' && c <= 'z') || c == '_'));
    for (int j = 1; j < i; ++j) CHECK(fen::name(static_cast<fen::problem_code>(j)) != name);
    CHECK(fen::severity_of(code) == (i <= 10 ? fen::severity::illegal : fen::severity::unreachable));
    // A problem with the longest numbers and squares a message can hold still fits.
    fen::problem p{};
    p.code = code;
    p.severity = fen::severity_of(code);
    p.square = h8;
    p.color = color::black;
    p.side = castling_side::queen_side;
    p.pieces = {fen::pieces::white_queen, fen::pieces::white_queen};
    p.value = 4294967295u;
    p.limit = 4294967294u;
    for (std::uint64_t set : {std::uint64_t{0x3}, std::uint64_t{0xFF000000000000FFu}, ~std::uint64_t{0}}) {
      p.squares = set;
      const auto message = p.message();
      CAPTURE(message);
      CHECK_FALSE(message.empty());
      CHECK(message.size() < fen::max_message_length);
    }
  }
  CHECK(fen::name(fen::severity::illegal) == "illegal");
  CHECK(fen::name(fen::severity::unreachable) == "unreachable");
  CHECK(fen::name(P::too_many_kings) == "too_many_kings");
  CHECK(static_cast<int>(P::board_empty) == 21);
}

// ---------------------------------------------------------------------------------------------
// Several problems at once, and the report
// ---------------------------------------------------------------------------------------------

TEST_CASE("validate: several problems at once, in the order of their codes") {
  const auto r = fen::validate(must_parse("8/8/8/8/8/8/8/8 w KQkq e4 7 0"));
  CHECK(code_list(r) ==
        "no_king no_king castling_without_king castling_without_king castling_without_king castling_without_king "
        "castling_without_rook castling_without_rook castling_without_rook castling_without_rook "
        "en_passant_wrong_rank en_passant_halfmove_clock fullmove_zero board_empty");
  CHECK_FALSE(r.ok());
  CHECK_FALSE(r.legal());
  CHECK(r.count(P::castling_without_king) == 4);
  CHECK(r.has(P::fullmove_zero));
  CHECK_FALSE(r.has(P::too_many_pawns));
  CHECK(r.find(P::too_many_pawns) == nullptr);
  CHECK(r.find(P::no_king) == r.begin());
  CHECK(r[0].color == color::white);
  CHECK(r[1].color == color::black);
  for (std::size_t i = 1; i < r.size(); ++i) CHECK(r[i - 1].code <= r[i].code);

  // Only unreachable problems: an engine can still play.
  const auto unreachable = fen::validate(must_parse("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 9 3"));
  CHECK(code_list(unreachable) == "too_many_promoted halfmove_clock_too_large");
  CHECK(unreachable.legal());
  CHECK_FALSE(unreachable.ok());
  for (const fen::problem& p : unreachable) CHECK(p.severity == fen::severity::unreachable);
}

TEST_CASE("validate: the report never runs out of room") {
  // The proof is in `detail::max_occurrences`: every code is reported at most that often, and the
  // capacity is their sum less what excludes each other. These boards push each bound.
  CHECK(fen::max_problems == 28);
  CHECK(fen::validation_report::capacity() == fen::max_problems);
  std::size_t sum = 0;
  for (int i = 1; i <= 21; ++i) sum += fen::detail::max_occurrences(static_cast<fen::problem_code>(i));
  CHECK(sum - 5 == fen::max_problems);

  const std::string_view pathological[] = {
      "PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w KQkq e6 5 1",
      "PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/pppppppp/pppppppp/pppppppp w KQkq e6 5 1",
      "KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK/kkkkkkkk/kkkkkkkk/kkkkkkkk/kkkkkkkk b KQkq c3 9 1",
      "QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/qqqqqqqq/qqqqqqqq/qqqqqqqq/qqqqqqqq w KQkq - 7 0",
      "PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP b KQkq h3 3 1",
      "8/8/8/8/8/8/8/8 w KQkq e4 7 0",
      // Kings each side, as many problems as they allow: pawns on both back ranks, castling rights
      // from nowhere, a king in check on the wrong move, three checkers, an en passant square with
      // everything occupied, too many of everything, counters that do not add up.
      "pPpQQQQP/QQQpQQQn/QpQpQQQQ/QQQpPQQQ/QQQQkQQQ/QQQQQqqq/qqqqqqqq/pKpqqqqP w KQkq d6 9 1",
  };
  for (std::string_view text : pathological) {
    CAPTURE(text);
    const auto r = fen::validate(must_parse(text));
    const std::string codes = code_list(r);
    CAPTURE(codes);
    CHECK(r.size() <= fen::max_problems);
    CHECK(r.size() >= 10);
    for (int i = 1; i <= 21; ++i) {
      const auto code = static_cast<fen::problem_code>(i);
      CHECK(r.count(code) <= fen::detail::max_occurrences(code));
    }
  }
}

TEST_CASE("validate: random boards stay within every bound") {
  // A fixed pseudo-random sequence of boards, rights, en passant squares and counters: no report
  // overflows, every code stays within its bound, reports come in code order, and every message fits.
  std::uint64_t state = 0x9E3779B97F4A7C15u;
  const auto next = [&state]() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  const char letters[] = "PNBRQKpnbrqk";
  std::size_t most = 0;
  for (int round = 0; round < 20000; ++round) {
    fen::position p{};
    const unsigned density = static_cast<unsigned>(next() % 65);
    for (int s = 0; s < 64; ++s) {
      if (next() % 64 >= density) continue;
      p.put(fen::square::from_index(s), *fen::piece::from_char(letters[next() % 12]));
    }
    p.side_to_move = next() % 2 == 0 ? color::white : color::black;
    for (color c : {color::white, color::black})
      for (castling_side side : {castling_side::king_side, castling_side::queen_side})
        if (next() % 2 == 0) p.castling.set(c, side, static_cast<int>(next() % 8));
    if (next() % 2 == 0) p.en_passant = fen::square::from_index(static_cast<int>(next() % 64));
    p.halfmove_clock = static_cast<std::uint32_t>(next() % 4 == 0 ? next() : next() % 8);
    p.fullmove_number = static_cast<std::uint32_t>(next() % 4 == 0 ? next() : next() % 4);
    const auto r = fen::validate(p);
    if (r.size() > most) most = r.size();
    REQUIRE(r.size() <= fen::max_problems);
    for (int i = 1; i <= 21; ++i) {
      const auto code = static_cast<fen::problem_code>(i);
      if (r.count(code) > fen::detail::max_occurrences(code))
        FAIL_CHECK(fen::serialize(p), " reports ", fen::name(code), " too often");
    }
    for (std::size_t i = 0; i < r.size(); ++i) {
      if (i > 0 && r[i - 1].code > r[i].code) FAIL_CHECK(fen::serialize(p), ": problems out of order");
      if (r[i].severity != fen::severity_of(r[i].code)) FAIL_CHECK(fen::serialize(p), ": wrong severity");
      const auto message = r[i].message();
      if (message.empty() || message.size() >= fen::max_message_length)
        FAIL_CHECK(fen::serialize(p), ": message does not fit: ", message.str());
    }
    // Repairing leaves no castling or en passant square problem, and repairing again changes nothing.
    const fen::position fixed = fen::repaired(p);
    const auto after = fen::validate(fixed);
    for (fen::problem_code code :
         {P::castling_without_king, P::castling_without_rook, P::en_passant_wrong_rank, P::en_passant_without_pawn,
          P::en_passant_square_occupied, P::en_passant_origin_occupied, P::en_passant_impossible_check})
      if (after.has(code)) FAIL_CHECK(fen::serialize(p), ": repaired still has ", fen::name(code));
    if (fen::repaired(fixed) != fixed) FAIL_CHECK(fen::serialize(p), ": repairing twice changes more");
  }
  MESSAGE("the largest random report had ", most, " problems");
  CHECK(most > 10);
}

// ---------------------------------------------------------------------------------------------
// Helpers: castling rights the board allows, en passant captures, repair, serialize
// ---------------------------------------------------------------------------------------------

TEST_CASE("allowed_castling: the rights whose king and rook stand where castling needs them") {
  CHECK(fen::allowed_castling(fen::start_position) == fen::castling_rights::standard());
  const auto p = must_parse("r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1");
  fen::castling_rights expected = fen::castling_rights::standard();
  expected.clear(color::white, castling_side::king_side);
  CHECK(fen::allowed_castling(p) == expected);
  // Never more than the position has.
  CHECK(fen::allowed_castling(must_parse("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1")) ==
        must_parse("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1").castling);
  // Chess960: king between its rooks, each right on its own side.
  const auto c960 = must_parse("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
  CHECK(fen::allowed_castling(c960) == c960.castling);
  CHECK(c960.castling.rook_file(color::white, castling_side::king_side) == 6);
  CHECK(c960.castling.rook_file(color::white, castling_side::queen_side) == 4);
  // An inner rook (Chess960 X-FEN letter) counts like any other.
  const auto inner = must_parse("4k3/8/8/8/8/8/8/RR2K2R w B - 0 1");
  CHECK(fen::allowed_castling(inner) == inner.castling);
  // The king on its back rank in a corner, or off its back rank: nothing.
  CHECK(fen::allowed_castling(must_parse("4k3/8/8/8/8/8/8/R6K w Q - 0 1")).empty());
  CHECK(fen::allowed_castling(must_parse("r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1")) ==
        must_parse("r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1").castling);
}

TEST_CASE("castling_problem: why one right is not allowed, in validate's words") {
  // Nothing for a right the position does not hold, or one the board allows.
  CHECK_FALSE(fen::castling_problem(fen::start_position, color::white, castling_side::king_side).has_value());
  CHECK_FALSE(
      fen::castling_problem(must_parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), color::white, castling_side::king_side));
  // No rook: the same problem validate reports for that right.
  const auto no_rook = must_parse("r3k2r/8/8/8/8/8/8/4K3 w Kkq - 0 1");
  const auto problem = fen::castling_problem(no_rook, color::white, castling_side::king_side);
  REQUIRE(problem.has_value());
  CHECK(problem->code == fen::problem_code::castling_without_rook);
  CHECK(problem->message() == "White may castle king side, but there is no white rook on h1");
  const auto report = fen::validate(no_rook);
  REQUIRE(report.size() == 1);
  CHECK(report[0] == *problem);
  CHECK_FALSE(fen::castling_problem(no_rook, color::black, castling_side::king_side).has_value());
  // No king on the back rank: the king comes first, even when the rook is missing too.
  const auto no_king = must_parse("4k3/8/8/8/8/8/4K3/8 w KQ - 0 1");
  const auto king_problem = fen::castling_problem(no_king, color::white, castling_side::queen_side);
  REQUIRE(king_problem.has_value());
  CHECK(king_problem->code == fen::problem_code::castling_without_king);
  CHECK(king_problem->side == castling_side::queen_side);
  // Usable in a constant expression.
  static_assert(!fen::castling_problem(fen::start_position, color::black, castling_side::queen_side).has_value());
}

TEST_CASE("en passant captures: possible, and legal") {
  struct ep_case {
    std::string_view fen;
    bool possible;
    bool legal;
  };
  const ep_case cases[] = {
      // No capturer: a sound square, nothing to capture with.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", false, false},
      {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", true, true},
      {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", true, true},
      // Two capturers.
      {"4k3/8/8/3PpP2/8/8/8/4K3 w - e6 0 2", true, true},
      // Taking would open the fifth rank to the rook: possible, not legal.
      {"8/8/8/KPp4r/8/8/8/7k w - c6 0 2", true, false},
      // The capturer is pinned on a diagonal and leaves it: not legal.
      {"7k/5b2/8/2pP4/8/1K6/8/8 w - c6 0 2", true, false},
      // The capturer is pinned on a diagonal and moves along it: legal.
      {"7k/5b2/8/3Pp3/8/1K6/8/8 w - e6 0 2", true, true},
      // The capturer is pinned on its file.
      {"4r2k/8/8/3pP3/8/8/8/4K3 w - d6 0 2", true, false},
      // In check from the pawn that just moved: taking it answers the check.
      {"7k/8/8/4pP2/3K4/8/8/8 w - e6 0 2", true, true},
      // In check from a bishop the push uncovered: taking does not answer it.
      {"3bk3/8/8/3Pp3/7K/8/8/8 w - e6 0 2", true, false},
      // For Black.
      {"4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", true, true},
      {"8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", true, false},
      // Squares no double push can have left: never possible.
      {"4k3/8/8/3P4/8/8/8/4K3 w - e6 0 2", false, false},     // no pawn on e5
      {"4k3/4n3/8/3Pp3/8/8/8/4K3 w - e6 0 2", false, false},  // e7 occupied
      {"4k3/8/8/3Pp3/8/8/8/4K3 b - e6 0 2", false, false},    // wrong rank for Black
      {"4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 2", false, false},     // no square at all
  };
  for (const ep_case& c : cases) {
    CAPTURE(c.fen);
    const auto p = must_parse(c.fen);
    CHECK(fen::en_passant_capture_possible(p) == c.possible);
    CHECK(fen::en_passant_capture_legal(p) == c.legal);
    if (c.possible) CHECK(codes_of(p) == "");  // a sound square is no problem, legal capture or not
  }
}

TEST_CASE("repaired: impossible castling rights and en passant squares are dropped, nothing else") {
  struct repair_case {
    std::string_view before;
    std::string_view after;
  };
  const repair_case cases[] = {
      {"r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1"},
      {"r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1", "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1"},
      {"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1N w GEge - 0 1",
       "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1N w Qkq - 0 1"},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
       "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
      {"4k3/8/8/4p3/8/8/8/r3K3 w - e6 0 2", "4k3/8/8/4p3/8/8/8/r3K3 w - - 0 2"},  // contradicted by a check
      // Kept: sound squares (capture or not), counters, pieces, and the problems repair does not touch.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 7 0",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 7 0"},
      {"4k1k1/8/8/8/8/8/8/4K3 w - - 0 1", "4k1k1/8/8/8/8/8/8/4K3 w - - 0 1"},
  };
  for (const repair_case& c : cases) {
    CAPTURE(c.before);
    const auto fixed = fen::repaired(must_parse(c.before));
    CHECK(fen::serialize(fixed) == c.after);
  }
  // Lenient parsing keeps a right whose rook is missing; the validator reports it, repair drops it.
  const auto kept = must_parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1");
  CHECK(kept.castling.has(color::white, castling_side::king_side));
  CHECK(codes_of(kept) == "castling_without_rook");
  CHECK(fen::serialize(fen::repaired(kept)) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
  CHECK(codes_of(fen::repaired(kept)) == "");
}

TEST_CASE("serialize: the en passant square as stored, or only when a capture is legal") {
  struct output_case {
    std::string_view fen;
    std::string_view only_if_legal;
  };
  const output_case cases[] = {
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
      {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
       "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
      {"8/8/8/KPp4r/8/8/8/7k w - c6 0 2", "8/8/8/KPp4r/8/8/8/7k w - - 0 2"},
      {"4k3/8/8/8/8/8/8/4K3 w - e4 0 2", "4k3/8/8/8/8/8/8/4K3 w - - 0 2"},
      {fen::start_fen, fen::start_fen},
  };
  for (const output_case& c : cases) {
    CAPTURE(c.fen);
    const auto p = must_parse(c.fen);
    CHECK(fen::serialize(p, {}, fen::en_passant_output::as_stored) == c.fen);
    CHECK(fen::serialize(p, {}, fen::en_passant_output::only_if_legal) == c.only_if_legal);
    CHECK(fen::serialize(p, fen::en_passant_output::only_if_legal) == c.only_if_legal);
  }
  // The other options still apply.
  const auto c960 = must_parse("bqnbrkrn/pppppppp/8/8/4P3/8/PPPP1PPP/BQNBRKRN b GEge e3 0 1");
  CHECK(fen::serialize(c960, {fen::castling_notation::shredder}, fen::en_passant_output::only_if_legal) ==
        "bqnbrkrn/pppppppp/8/8/4P3/8/PPPP1PPP/BQNBRKRN b GEge - 0 1");
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
