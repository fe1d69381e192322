// The validator by a variant's rules: for each variant, positions it flags (one per rule, with the
// codes) and positions it accepts that standard chess flags; en passant captures by antichess's and
// atomic's rules; the variant perft positions of python-chess; and validate under a variant in a
// constant expression.
#include "validate_support.hpp"

#include <fen/epd.hpp>
#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace {
using fen::variant;
using fen_test::codes_of;
using fen_test::rules_name;

constexpr fen::rules standard{};
constexpr fen::rules crazyhouse{variant::crazyhouse};
constexpr fen::rules three_check{variant::three_check};
constexpr fen::rules antichess{variant::antichess};
constexpr fen::rules giveaway{variant::giveaway};
constexpr fen::rules atomic{variant::atomic};
constexpr fen::rules king_of_the_hill{variant::king_of_the_hill};
constexpr fen::rules racing_kings{variant::racing_kings};
constexpr fen::rules horde{variant::horde};
constexpr fen::rules atomic960{variant::atomic, fen::castling_rules::chess960};

constexpr std::string_view horde_start = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
constexpr std::string_view racing_start = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";

// A position the variant accepts, and what standard chess says of it (the same text, read in the
// variant's notation: a variant's own fields are not_in_variant to standard chess).
struct accepted_case {
  std::string_view fen;
  std::string_view by_standard;
};
void check_accepted(fen::rules r, std::initializer_list<accepted_case> cases) {
  const std::string rules = rules_name(r);
  CAPTURE(rules);
  for (const accepted_case& c : cases) {
    CAPTURE(c.fen);
    const fen::position p = must_parse_as(c.fen, r);
    CHECK(codes_of(p, r) == "");
    CHECK(codes_of(p, standard) == c.by_standard);
  }
}
}  // namespace

// ---------------------------------------------------------------------------------------------
// Each variant: what it flags, what it accepts
// ---------------------------------------------------------------------------------------------

TEST_CASE("variants: the start positions of each variant are clean by its rules") {
  for (const fen::rules r : {standard, crazyhouse, three_check, atomic, king_of_the_hill}) {
    CAPTURE(rules_name(r));
    CHECK(fen::validate(fen::start_position, r).ok());
  }
  CHECK(codes_of(fen::start_fen, antichess) ==
        "castling_not_in_variant castling_not_in_variant castling_not_in_variant castling_not_in_variant");
  CHECK(codes_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", antichess) == "");
  CHECK(codes_of(horde_start, horde) == "");
  CHECK(codes_of(racing_start, racing_kings) == "");
  CHECK(codes_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", crazyhouse) == "");
  CHECK(codes_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1", three_check) == "");
  // The shorthand: a variant is a rule set.
  const auto zh = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", {variant::crazyhouse});
  REQUIRE(zh.has_value());
  CHECK(fen::validate(*zh, variant::crazyhouse).ok());
  CHECK(fen::validate(*zh, fen::validate_options{true, true, crazyhouse}).ok());
}

TEST_CASE("variants: antichess") {
  // No king rules, no check rules; kings are promotable pieces; no castling.
  check_cases(antichess,
              {
                  {fen::start_fen,
                   "castling_not_in_variant castling_not_in_variant castling_not_in_variant castling_not_in_variant"},
                  {"4k3/8/8/8/8/8/PPPPPPPP/K1K1K3 w - - 0 1", "too_many_promoted"},  // two extra kings, no pawn missing
                  {"8/8/8/8/8/8/8/P3k3 w - - 0 1", "pawn_on_back_rank"},
                  {"8/8/8/8/8/P7/PPPPPPPP/8 w - - 0 1", "too_many_pawns"},
                  {"8/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1", "too_many_pieces too_many_promoted"},
                  {"4k3/8/8/8/8/8/8/4K3 w - e6 0 2", "en_passant_without_pawn"},
                  {"8/1p6/8/8/8/8/P7/8 w - - 1 1", "halfmove_clock_too_large"},
                  {"8/8/8/8/8/8/8/8 w - - 0 1", "board_empty"},  // no king is no problem
              });
  const auto kings = only("4k3/8/8/8/8/8/PPPPPPPP/K1K1K3 w - - 0 1", P::too_many_promoted, antichess);
  CHECK(kings.color == color::white);
  CHECK(kings.value == 2);
  CHECK(kings.limit == 0);
  check_accepted(antichess,
                 {
                     {"8/1p6/8/8/8/8/P7/8 w - - 0 1", "no_king no_king"},           // no kings
                     {"4k3/8/8/8/8/8/PPPPPP2/K1K1K3 w - - 0 1", "too_many_kings"},  // 3 kings, 2 pawns missing
                     {"k7/8/8/8/8/8/8/KKKKKKKK w - - 0 1", "too_many_kings"},       // 8 kings, no pawn
                     {"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "opponent_in_check"},       // no check in antichess
                     {"8/8/8/3kK3/8/8/8/8 w - - 0 1", "opponent_in_check"},         // kings side by side
                     {"8/8/8/4k3/8/3N4/1B6/K3R3 b - - 0 1", "too_many_checkers"},   // three "checkers"
                     {"8/8/8/8/1N3N2/3k4/8/K7 b - - 0 1", "impossible_double_check"},
                     {"4k3/8/8/4p3/8/8/8/r3K3 w - e6 0 2", "en_passant_impossible_check"},  // a check says nothing
                     {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", ""},
                 });
}

TEST_CASE("variants: giveaway is antichess with castling") {
  // Castling rights are judged as in standard chess (python-chess's giveaway puzzles write KQkq).
  check_cases(giveaway, {
                            {fen::start_fen, ""},
                            {"r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "castling_not_standard castling_not_standard"},
                            {"r3k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1", "castling_not_standard"},  // Q: the b1 rook
                            {"4k3/8/8/8/8/8/PPPPPPPP/K1K1K3 w - - 0 1", "too_many_promoted"},
                        });
  check_accepted(giveaway, {
                               {"8/1p6/8/8/8/8/P7/8 w - - 0 1", "no_king no_king"},
                               {"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "opponent_in_check"},
                               {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
                           });
  CHECK(fen::validate(must_parse(fen::start_fen), {variant::giveaway, fen::castling_rules::chess960}).ok());
  CHECK(fen::allowed_castling(must_parse(fen::start_fen), giveaway) == fen::castling_rights::standard());
  CHECK(fen::allowed_castling(must_parse(fen::start_fen), antichess).empty());
}

TEST_CASE("variants: atomic") {
  // The side to move may have lost its king; kings side by side are never in check; explosions
  // uncover any number of checks. The side not to move still needs its king, and a check on it is
  // still illegal.
  check_cases(atomic, {
                          {"8/8/8/8/8/8/8/4K3 w - - 0 1", "no_king"},  // Black, not to move, has no king
                          {"4k3/8/8/8/8/8/8/8 b - - 0 1", "no_king"},  // White, not to move
                          {"k1k5/8/8/8/8/8/8/4K3 w - - 0 1", "too_many_kings"},
                          {"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "opponent_in_check"},
                          {"4k3/8/8/4p3/8/8/8/r3K3 w - e6 0 2", "en_passant_impossible_check"},
                          {"r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "castling_not_standard castling_not_standard"},
                          {"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "pawn_on_back_rank"},
                      });
  CHECK(only("8/8/8/8/8/8/8/4K3 w - - 0 1", P::no_king, atomic).color == color::black);
  CHECK(codes_of("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", atomic960) == "");
  check_accepted(atomic,
                 {
                     {"8/8/8/3kK3/8/8/8/8 w - - 0 1", "opponent_in_check"},  // kings touching
                     {"8/8/8/3kK3/8/8/8/8 b - - 0 1", "opponent_in_check"},
                     {"8/8/8/3kK3/8/8/8/3R4 w - - 0 1", "opponent_in_check"},  // the rook "attacks" d5: no check
                     {"4k3/8/8/8/8/8/8/8 w - - 0 1", "no_king"},               // the side to move has no king
                     {"8/8/8/8/8/8/8/4K3 b - - 0 1", "no_king"},
                     {"8/8/8/4k3/8/3N4/1B6/K3R3 b - - 0 1", "too_many_checkers"},
                     {"8/8/8/8/1N3N2/3k4/8/K7 b - - 0 1", "impossible_double_check"},
                     {"8/8/8/3k4/2P1P3/8/8/K7 b - - 0 1", "impossible_double_check"},
                 });
}

TEST_CASE("variants: horde") {
  // White has no king and up to 36 pawns and pieces, every piece a promoted pawn; its pawns may
  // stand on rank 1. Black plays by the standard rules.
  check_cases(horde,
              {
                  {"rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPK w kq - 0 1", "too_many_kings"},
                  {"rnbqkbnr/pppppppp/8/1PPP1PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
                   "too_many_pawns too_many_pieces"},
                  {"rnbqkbnr/pppppppp/8/1PPQ1PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
                   "too_many_pieces too_many_promoted"},
                  {"P3k3/8/8/8/8/8/8/PPPP4 b - - 0 1", "pawn_on_back_rank"},  // a white pawn on rank 8
                  {"4k3/8/8/8/8/8/8/PPPPp3 w - - 0 1", "pawn_on_back_rank"},  // a black pawn on rank 1
                  {"8/8/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1", "no_king"},     // Black's king is missing
                  {"4k3/pppppppp/p7/8/8/8/8/PPPP4 w - - 0 1", "too_many_pawns"},
                  {"4k3/8/8/8/8/8/8/4Q3 w - - 0 1", "opponent_in_check"},
                  {"rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w KQkq - 0 1",
                   "castling_without_king castling_without_king castling_without_rook castling_without_rook"},
              });
  const auto king =
      only("rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPK w kq - 0 1", P::too_many_kings, horde);
  CHECK(king.color == color::white);
  CHECK(king.value == 1);
  CHECK(king.square == h1);
  const auto pawns =
      only("rnbqkbnr/pppppppp/8/1PPP1PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1", P::too_many_pawns, horde);
  CHECK(pawns.value == 37);
  CHECK(pawns.limit == 36);
  const auto promoted =
      only("rnbqkbnr/pppppppp/8/1PPQ1PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1", P::too_many_promoted, horde);
  CHECK(promoted.value == 1);
  CHECK(promoted.limit == 0);
  check_accepted(
      horde, {
                 {horde_start, "no_king pawn_on_back_rank too_many_pawns too_many_pieces"},
                 // 35 pawns and a queen: the queen is the missing pawn, promoted.
                 {"rnbqkbnr/pppppppp/8/1PPQ1PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPP1 w kq - 0 1",
                  "no_king pawn_on_back_rank too_many_pawns too_many_pieces"},  // one queen is no promotion in chess
                 {"4k3/8/8/8/8/8/8/PPPP4 b - - 0 1", "no_king pawn_on_back_rank"},
                 {"4k3/8/8/8/8/8/8/QQQQ4 b - - 0 1", "no_king"},  // no pawn left: 36 are missing
             });
}

TEST_CASE("variants: racing kings") {
  // No pawns, no check for either king, the start position's pieces at most, no castling, and the
  // race over once both kings stand on rank 8 with Black to move.
  check_cases(racing_kings,
              {
                  {"8/8/8/8/4P3/8/krbnNBRK/qrbnNBRQ w - - 0 1", "racing_kings_pawn"},
                  {"P7/8/8/8/8/8/k6K/8 w - - 0 1", "racing_kings_pawn"},  // not pawn_on_back_rank
                  {"7r/8/8/8/8/8/k6K/8 w - - 0 1", "racing_kings_check"},
                  {"7r/8/8/8/8/8/k6K/8 b - - 0 1", "racing_kings_check"},    // the side to move too
                  {"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "racing_kings_check"},  // not opponent_in_check
                  {"8/8/8/3kK3/8/8/8/8 w - - 0 1", "racing_kings_check racing_kings_check"},
                  {"8/8/8/8/8/8/k6K/5QQ1 w - - 0 1", "racing_kings_material"},
                  {"8/8/8/8/8/8/k6K/2BBB3 w - - 0 1", "racing_kings_material"},
                  {"k6K/8/8/8/8/8/8/8 b - - 0 1", "race_already_over"},
                  {"k7/8/8/8/8/8/7K/8 b - - 0 1", "race_already_over"},  // Black got there first
                  {"k6K/8/8/8/8/8/8/8 w - - 0 1", ""},                   // a draw, and over: reachable
                  {"7K/8/8/8/8/8/k7/8 b - - 0 1", ""},                   // Black's last move to draw
                  {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                   "castling_not_in_variant castling_not_in_variant castling_not_in_variant castling_not_in_variant"},
                  {"k6K/8/8/8/8/8/8/8 w - e6 0 2", "en_passant_without_pawn"},
                  {"k1k4K/8/8/8/8/8/8/8 w - - 0 1", "too_many_kings"},
              });
  const auto material = only("8/8/8/8/8/8/k6K/3RRRQQ w - - 0 1", P::racing_kings_material, racing_kings);
  CHECK(material.color == color::white);
  CHECK(material.pieces[0] == fen::pieces::white_queen);  // the first type over its number, only
  CHECK(material.value == 2);
  CHECK(material.limit == 1);
  const auto check = only("7r/8/8/8/8/8/k6K/8 w - - 0 1", P::racing_kings_check, racing_kings);
  CHECK(check.color == color::white);
  CHECK(check.square == h2);
  CHECK(check.squares == set_of({h8}));
  check_accepted(racing_kings, {
                                   {racing_start, ""},  // standard chess has nothing against it either
                                   {"8/8/1rk4K/8/8/8/2bnNBR1/qrbnNBRQ b - - 0 1", ""},
                                   {"k6K/8/8/8/8/8/8/8 w - - 0 1", ""},   // Black just drew level
                                   {"6K1/8/8/8/8/8/k7/8 b - - 0 1", ""},  // White got there first; Black may still tie
                               });
}

TEST_CASE("variants: crazyhouse") {
  // Pockets; material counted for both sides together, board and pockets: 16 pawns, 32 pieces, and
  // the promoted pieces (marked ~) no more than the pawns missing; no color on those problems.
  check_cases(crazyhouse, {
                              {"4k3/8/8/8/8/8/8/4K3[K] w - - 0 1", "king_in_pocket"},
                              {"4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[p] w - - 0 1", "too_many_pawns"},
                              {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1", "too_many_pieces"},
                              {"4k3/pppppppp/8/8/8/8/PPPPPPPP/Q~3K3[] w - - 0 1", "too_many_promoted"},
                              {"4k2P/8/8/8/8/8/8/4K3[] w - - 0 1", "pawn_on_back_rank"},
                              {"4k3/8/8/8/8/8/8/4RK2[] w - - 0 1", "opponent_in_check"},
                              {"r3k2r/8/8/8/8/8/8/R2K3R[] w KQkq - 0 1", "castling_not_standard castling_not_standard"},
                              {"4k3/8/8/8/8/8/8/8[K] w - - 0 1", "no_king king_in_pocket"},
                          });
  for (P code : {P::too_many_pawns, P::too_many_pieces, P::too_many_promoted}) {
    const std::string_view text = code == P::too_many_pawns ? "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[p] w - - 0 1"
                                  : code == P::too_many_pieces
                                      ? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1"
                                      : "4k3/pppppppp/8/8/8/8/PPPPPPPP/Q~3K3[] w - - 0 1";
    const auto p = only(text, code, crazyhouse);
    CHECK_FALSE(p.color.has_value());
  }
  const auto pawns = only("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[p] w - - 0 1", P::too_many_pawns, crazyhouse);
  CHECK(pawns.value == 17);
  CHECK(pawns.limit == 16);
  const auto pieces =
      only("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1", P::too_many_pieces, crazyhouse);
  CHECK(pieces.value == 33);
  CHECK(pieces.limit == 32);
  const auto kings = fen::validate(must_parse_as("4k3/8/8/8/8/8/8/4K3[Kkk] w - - 0 1", crazyhouse), crazyhouse);
  CHECK(code_list(kings) == "king_in_pocket king_in_pocket");
  CHECK(kings[0].color == color::white);
  CHECK(kings[0].value == 1);
  CHECK(kings[1].color == color::black);
  CHECK(kings[1].value == 2);
  check_accepted(
      crazyhouse,
      {
          {"4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3[] w - - 0 1", "too_many_promoted not_in_variant"},  // queens from the pocket
          {"4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR[] w KQ - 0 1", "too_many_pieces too_many_promoted not_in_variant"},
          {"4k3/pppppppp/pp6/8/8/8/PPPPPP2/4K3[] b - - 0 1", "too_many_pawns not_in_variant"},  // dropped pawns
          {"2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", "not_in_variant"},
          {"4k3/pppppppp/8/8/8/8/PPPPPPP1/Q~3K3[] w - - 0 1", "not_in_variant"},  // one pawn missing, one promoted
          // No pockets written: lenient mode gives empty ones, which standard chess does not have.
          {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "not_in_variant"},
      });
}

TEST_CASE("variants: three-check") {
  check_cases(three_check,
              {
                  {"4k3/8/8/8/8/8/8/4K3 w - - 0+0 0 1", "no_checks_remaining"},
                  {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 +3+3", "no_checks_remaining"},
                  {"4k3/8/8/8/8/8/8/4RK2 w - - 3+3 0 1", "opponent_in_check"},
                  {"r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 3+3 0 1", "castling_not_standard castling_not_standard"},
                  {"4k3/8/8/8/8/8/8/4K3 w - - 1+0 0 1", ""},  // Black gave its third check: the game is over
                  {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", ""},      // no checks written (lenient)
              });
  fen::position p = must_parse_as("4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1", three_check);
  p.checks = fen::remaining_checks{4, 3};
  CHECK(codes_of(p, three_check) == "too_many_remaining_checks");
  const auto white = only(p, P::too_many_remaining_checks, three_check);
  CHECK(white.color == color::white);
  CHECK(white.value == 4);
  CHECK(white.limit == 3);
  p.checks = fen::remaining_checks{255, 255};
  CHECK(codes_of(p, three_check) == "too_many_remaining_checks too_many_remaining_checks");
  check_accepted(three_check,
                 {
                     {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1", "not_in_variant"},
                     {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 +2+1", "not_in_variant"},
                 });
}

TEST_CASE("variants: king of the hill plays by the standard rules") {
  check_cases(king_of_the_hill,
              {
                  {"r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "castling_not_standard castling_not_standard"},
                  {"8/8/8/8/3K4/8/8/4k3 b - - 0 1", ""},  // White is on the hill: the game is over, not wrong
                  {"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "opponent_in_check"},
                  {"8/8/8/8/8/8/8/4K3 w - - 0 1", "no_king"},
              });
  CHECK(codes_of("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1",
                 fen::rules{variant::king_of_the_hill, fen::castling_rules::chess960}) == "");
}

TEST_CASE("variants: a variant's fields under rules without them are not_in_variant") {
  // One problem, whose value says which fields: 1 pockets, 2 promoted marks, 4 checks.
  const auto pockets = must_parse_as("4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", crazyhouse);
  const auto promoted = must_parse_as("4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1", crazyhouse);
  const auto checks = must_parse_as("4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 1", three_check);
  CHECK(only(pockets, P::not_in_variant).value == 1);
  CHECK(only(promoted, P::not_in_variant).value == 3);
  CHECK(only(checks, P::not_in_variant).value == 4);
  fen::position all = promoted;
  all.checks = fen::remaining_checks{};
  CHECK(only(all, P::not_in_variant).value == 7);
  CHECK(only(all, P::not_in_variant, crazyhouse).value == 4);
  CHECK(only(all, P::not_in_variant, three_check).value == 3);
  fen::position marks_only = promoted;
  marks_only.pockets.reset();
  CHECK(only(marks_only, P::not_in_variant).value == 2);
  CHECK(codes_of(marks_only, crazyhouse) == "");
  // Under every rule set but its own, and one problem whatever the castling rules.
  for (const fen::rules& r : fen_test::every_rule_set()) {
    CAPTURE(rules_name(r));
    const auto report = fen::validate(checks, r);
    CHECK(report.count(P::not_in_variant) == (r.variant == variant::three_check ? 0u : 1u));
    CHECK(fen::validate(pockets, r).count(P::not_in_variant) == (r.variant == variant::crazyhouse ? 0u : 1u));
    if (const fen::problem* p = report.find(P::not_in_variant)) {
      CHECK(p->severity == fen::severity::illegal);
      CHECK_FALSE(p->color.has_value());
    }
  }
}

// ---------------------------------------------------------------------------------------------
// En passant by the rules
// ---------------------------------------------------------------------------------------------

TEST_CASE("variants: en passant captures in antichess and atomic") {
  struct ep_case {
    std::string_view fen;
    bool by_standard;
    bool by_antichess;
    bool by_atomic;
  };
  const ep_case cases[] = {
      // Pinned on the fifth rank: chess says no; antichess has no check; in atomic the blast on c6
      // does not reach the rook on h5, so the king is left attacked.
      {"8/8/8/KPp4r/8/8/8/7k w - c6 0 2", false, true, false},
      // Pinned on a diagonal.
      {"7k/5b2/8/2pP4/8/1K6/8/8 w - c6 0 2", false, true, false},
      // A plain capture: legal everywhere.
      {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", true, true, true},
      // Atomic: the capture on d6 explodes the white king on c5.
      {"7k/8/8/2KpP3/8/8/8/8 w - d6 0 2", true, true, false},
      // Atomic: it explodes the black king on c7, which wins, though the white king stays in check
      // from the bishop on c8 (chess: the capture does not answer the check).
      {"2b5/2k5/8/3pP3/6K1/8/8/8 w - d6 0 2", false, true, true},
      // Both kings in the blast: the capturer's own explodes too, so it is illegal.
      {"8/2k5/8/2KpP3/8/8/8/8 w - d6 0 2", true, true, false},
      // Atomic: the explosion takes the white knight on e7 that shielded the king from the rook.
      {"4r2k/4N3/8/3pP3/8/8/8/4K3 w - d6 0 2", true, true, false},
      // The rook on e6 pins the e5 pawn to the king: chess says no; atomic blows the rook up.
      {"7k/8/4r3/3pP3/8/8/8/4K3 w - d6 0 2", false, true, true},
      // For Black.
      {"4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", true, true, true},
      {"8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", false, true, false},
      // No capture possible: never legal.
      {"4k3/8/8/3P4/8/8/8/4K3 w - e6 0 2", false, false, false},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 2", false, false, false},
  };
  for (const ep_case& c : cases) {
    CAPTURE(c.fen);
    const auto p = must_parse(c.fen);
    CHECK(fen::en_passant_capture_legal(p) == c.by_standard);
    CHECK(fen::en_passant_capture_legal(p, standard) == c.by_standard);
    CHECK(fen::en_passant_capture_legal(p, fen::rules::chess960()) == c.by_standard);
    CHECK(fen::en_passant_capture_legal(p, antichess) == c.by_antichess);
    CHECK(fen::en_passant_capture_legal(p, atomic) == c.by_atomic);
    CHECK(fen::en_passant_capture_legal(p, atomic960) == c.by_atomic);
    // The rules that judge checks as chess does agree with standard chess.
    for (const fen::rules r : {crazyhouse, three_check, king_of_the_hill, horde})
      CHECK(fen::en_passant_capture_legal(p, r) == c.by_standard);
    // Written only when legal, by the same rules.
    CHECK(fen::with_en_passant(p, fen::en_passant_output::only_if_legal, atomic).en_passant.has_value() == c.by_atomic);
    CHECK(fen::with_en_passant(p, fen::en_passant_output::only_if_legal, antichess).en_passant.has_value() ==
          c.by_antichess);
    // A sound square is no problem by antichess's rules, legal capture or not (and no check is).
    if (fen::en_passant_capture_possible(p) && p.castling.empty()) CHECK(codes_of(p, antichess) == "");
  }
  // The positions above validate clean by atomic rules where a capture is possible.
  CHECK(codes_of("2b5/2k5/8/3pP3/6K1/8/8/8 w - d6 0 2", atomic) == "");
  CHECK(codes_of("7k/8/8/2KpP3/8/8/8/8 w - d6 0 2", atomic) == "");
}

// ---------------------------------------------------------------------------------------------
// python-chess's variant perft positions
// ---------------------------------------------------------------------------------------------

TEST_CASE("variants: python-chess's perft positions parse as EPD and validate clean by their variant") {
  struct perft_case {
    std::string_view epd;
    fen::rules rules;
    std::string_view by_standard;  // what standard chess says of the same record
  };
  const perft_case cases[] = {
      // Atomic, and atomic960 (Chess960 castling).
      {"8/8/8/8/8/8/2k5/rR4KR w KQ -", atomic960, "castling_not_standard castling_not_standard"},
      {"r3k1rR/5K2/8/8/8/8/8/8 b kq -", atomic960, "opponent_in_check castling_not_standard"},
      {"Rr2k1rR/3K4/3p4/8/8/8/7P/8 w kq -", atomic960, "opponent_in_check castling_not_standard castling_not_standard"},
      {"rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq -", atomic, ""},
      {"rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq -", atomic, ""},
      // Crazyhouse: bracket pockets, a promoted queen with the pockets as an empty ninth rank.
      {"2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - -", crazyhouse, "not_in_variant"},
      {"4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - -", crazyhouse, "not_in_variant"},
      {"2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - -", crazyhouse,
       "too_many_pieces too_many_promoted not_in_variant"},
      // Three-check.
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1", three_check, "not_in_variant"},
      // Giveaway (antichess).
      {"8/1p6/8/8/8/8/P7/8 w - -", antichess, "no_king no_king"},
      // Horde.
      {"4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - -", horde, "no_king pawn_on_back_rank too_many_pawns"},
      {"k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - -", horde, "no_king pawn_on_back_rank too_many_pawns"},
      // Racing kings.
      {"4brn1/2K2k2/8/8/8/8/8/8 w - -", racing_kings, ""},
      {"8/8/1rk4K/8/8/8/2bnNBR1/qrbnNBRQ b - -", racing_kings, ""},
  };
  for (const perft_case& c : cases) {
    CAPTURE(c.epd);
    const std::string rules = rules_name(c.rules);
    CAPTURE(rules);
    const auto record = fen::parse_epd(c.epd, fen::parse_options{c.rules});
    REQUIRE_MESSAGE(record.has_value(), fen::name(record.error().code));
    const auto report = fen::validate(*record, c.rules);
    const std::string messages = fen_test::message_list(report);
    CAPTURE(messages);
    CHECK(report.ok());
    // The EPD line gives no counters: validate(record) knows it; the position alone validates as
    // with counters 0 and 1.
    CHECK(fen::validate(record->position, c.rules).ok());
    CHECK(code_list(fen::validate(*record, standard)) == c.by_standard);
    CHECK(code_list(fen::validate(*record)) == c.by_standard);
    // Strict parsing of the same line, where it is canonical, gives the same position.
    const auto strict = fen::parse_epd(c.epd, fen::parse_options{c.rules, fen::strictness::strict});
    if (strict) CHECK(strict->position == record->position);
  }
  // The atomic960 ones need Chess960 castling even in atomic.
  const auto a960 = fen::parse_epd("Rr2k1rR/3K4/3p4/8/8/8/7P/8 w kq -", fen::parse_options{atomic960});
  REQUIRE(a960.has_value());
  CHECK(code_list(fen::validate(*a960, atomic)) == "castling_not_standard castling_not_standard");
  CHECK(a960->position.castling.rook_file(color::black, castling_side::king_side) == 6);
  CHECK(a960->position.castling.rook_file(color::black, castling_side::queen_side) == 1);
}

// ---------------------------------------------------------------------------------------------
// At compile time
// ---------------------------------------------------------------------------------------------

namespace {
using namespace fen::literals;
constexpr fen::position touching = "8/8/8/3kK3/8/8/8/8 w - - 0 1"_fen;
static_assert(fen::validate(touching, atomic).ok());
static_assert(fen::validate(touching, antichess).ok());
static_assert(fen::validate(touching, racing_kings).count(P::racing_kings_check) == 2);
static_assert(fen::validate(touching)[0].code == P::opponent_in_check);
static_assert(fen::validate("8/1p6/8/8/8/8/P7/8 w - - 0 1"_fen, antichess).ok());
static_assert(
    fen::validate("rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"_fen, horde).ok());
static_assert(fen::validate("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"_fen, racing_kings).ok());
static_assert(fen::validate("k6K/8/8/8/8/8/8/8 b - - 0 1"_fen, racing_kings)[0].message() ==
              "the black king is on rank 8 with Black to move; the race ended when it got there");
static_assert(fen::validate(fen::start_position, antichess).size() == 4);
static_assert(fen::validate(fen::start_position, fen::rules{variant::atomic, fen::castling_rules::chess960}).ok());
static_assert(fen::validate(fen::start_position, fen::validate_options{true, true, horde}).has(P::too_many_kings));
constexpr fen::position zh = fen::parse("4k3/8/8/8/8/8/8/4K3[Kq] w - - 0 1", {variant::crazyhouse}).value();
static_assert(fen::validate(zh, crazyhouse).size() == 1);
static_assert(fen::validate(zh, crazyhouse)[0].code == P::king_in_pocket);
static_assert(fen::validate(zh)[0].code == P::not_in_variant);
constexpr fen::position three = fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 0+0 0 1", {variant::three_check}).value();
static_assert(fen::validate(three, three_check)[0].code == P::no_checks_remaining);
static_assert(fen::en_passant_capture_legal("8/8/8/KPp4r/8/8/8/7k w - c6 0 2"_fen, antichess));
static_assert(!fen::en_passant_capture_legal("8/8/8/KPp4r/8/8/8/7k w - c6 0 2"_fen));
static_assert(fen::en_passant_capture_legal("2b5/2k5/8/3pP3/6K1/8/8/8 w - d6 0 2"_fen, atomic));
static_assert(!fen::en_passant_capture_legal("2b5/2k5/8/3pP3/6K1/8/8/8 w - d6 0 2"_fen));
static_assert(fen::allowed_castling(fen::start_position, racing_kings).empty());
static_assert(fen::repaired(fen::start_position, antichess).castling.empty());
}  // namespace

TEST_CASE("variants: the compile-time answers hold at run time") {
  fen::position p = touching;  // a run-time copy
  CHECK(fen::validate(p, atomic).ok());
  CHECK(fen::validate(p, racing_kings).count(P::racing_kings_check) == 2);
  fen::position z = zh;
  CHECK(fen::validate(z, crazyhouse)[0] == fen::validate(zh, crazyhouse)[0]);
  CHECK(fen::validate(z)[0].value == 1);
}
