// The validator at compile time: validate, the messages, the castling and en passant helpers, repair
// and serialize all work inside static_assert under C++17. The test cases repeat the checks at run
// time so that a bug in one kind of evaluation cannot hide behind the other.
#include "support.hpp"

#include <fen/validate.hpp>

#include <array>

using namespace fen::literals;
using namespace fen::squares;
using P = fen::problem_code;

namespace {

constexpr fen::position two_kings = "4k1k1/8/8/8/8/8/8/4K3 w - - 0 1"_fen;
constexpr fen::position back_rank_pawn = "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"_fen;
constexpr fen::position exposing_capture = "8/8/8/KPp4r/8/8/8/7k w - c6 0 2"_fen;
constexpr fen::position missing_rook = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1"_fen;
constexpr fen::position promotion_double_check = "5BN1/8/7k/8/8/8/8/K7 b - - 0 1"_fen;
constexpr fen::position two_knights_check = "8/8/8/8/1N3N2/3k4/8/K7 b - - 0 1"_fen;

// The attack tables are a literal in the header; they must equal what make_attack_tables() computes.
constexpr bool same_attack_tables(const fen::detail::attack_tables& a, const fen::detail::attack_tables& b) {
  for (int s = 0; s < 64; ++s) {
    if (a.knight[s] != b.knight[s] || a.king[s] != b.king[s] || a.rook_lines[s] != b.rook_lines[s] ||
        a.bishop_lines[s] != b.bishop_lines[s])
      return false;
    for (int c = 0; c < 2; ++c)
      if (a.pawn_attackers[c][s] != b.pawn_attackers[c][s]) return false;
    for (int d = 0; d < 8; ++d)
      if (a.ray[d][s] != b.ray[d][s]) return false;
  }
  return true;
}
static_assert(same_attack_tables(fen::detail::attacks, fen::detail::make_attack_tables()));

// Reports.
constexpr fen::validation_report start_report = fen::validate(fen::start_position);
static_assert(start_report.ok());
static_assert(start_report.legal());
static_assert(start_report.size() == 0);
static_assert(start_report.begin() == start_report.end());

constexpr fen::validation_report kings_report = fen::validate(two_kings);
static_assert(kings_report.size() == 1);
static_assert(!kings_report.legal());
static_assert(kings_report.has(P::too_many_kings));
static_assert(kings_report[0].code == P::too_many_kings);
static_assert(kings_report[0].severity == fen::severity::illegal);
static_assert(kings_report[0].color == fen::color::black);
static_assert(kings_report[0].square == e8);
static_assert(kings_report[0].message() == "Black has two kings: e8 and g8");
static_assert(fen::validate(back_rank_pawn)[0].message() == "white pawn on h8: pawns never stand on rank 1 or 8");

// Checks: a double check only a promotion explains is fine; two knights are not.
static_assert(fen::validate(promotion_double_check).ok());
static_assert(fen::validate(two_knights_check).has(P::impossible_double_check));
static_assert(fen::validate(two_knights_check).legal());  // unreachable, but playable
static_assert(fen::checkers(two_knights_check, fen::color::black) ==
              ((std::uint64_t{1} << b4.index()) | (std::uint64_t{1} << f4.index())));
static_assert(fen::in_check(two_knights_check, fen::color::black));
static_assert(!fen::in_check(two_knights_check, fen::color::white));

// Several problems in one report, in a constant.
constexpr fen::validation_report empty_report = fen::validate(fen::empty_board);
static_assert(empty_report.size() == 3);
static_assert(empty_report.count(P::no_king) == 2);
static_assert(empty_report[2].code == P::board_empty);
static_assert(empty_report[2].severity == fen::severity::unreachable);

// Names.
static_assert(fen::name(P::opponent_in_check) == "opponent_in_check");
static_assert(fen::name(fen::severity::unreachable) == "unreachable");
static_assert(fen::severity_of(P::pawn_on_back_rank) == fen::severity::illegal);
static_assert(fen::severity_of(P::too_many_pawns) == fen::severity::unreachable);
static_assert(fen::validation_report::capacity() == fen::max_problems);

// Every code's name, bound and message, at compile time: each message writer runs in a constant
// expression (through the pointer `detail::traits` holds), for every code up to the last.
constexpr bool every_code_has_words() {
  for (int i = fen::detail::first_problem_code; i <= fen::detail::last_problem_code; ++i) {
    fen::problem p{};
    p.code = static_cast<fen::problem_code>(i);
    p.severity = fen::severity_of(p.code);
    p.squares = 0x3;
    if (fen::name(p.code) == "unknown" || fen::detail::max_occurrences(p.code) == 0 || p.message().empty())
      return false;
  }
  return fen::name(static_cast<fen::problem_code>(fen::detail::last_problem_code + 1)) == "unknown";
}
static_assert(every_code_has_words());
static_assert(fen::max_problems == fen::detail::report_capacity());

// Castling: the rights the board allows, and a repaired copy.
constexpr fen::castling_rights without_white_king_side() {
  fen::castling_rights r = fen::castling_rights::standard();
  r.clear(fen::color::white, fen::castling_side::king_side);
  return r;
}
static_assert(fen::allowed_castling(fen::start_position) == fen::castling_rights::standard());
static_assert(fen::allowed_castling(missing_rook) == without_white_king_side());
static_assert(fen::validate(missing_rook).has(P::castling_without_rook));
static_assert(fen::repaired(missing_rook).castling == without_white_king_side());
static_assert(fen::validate(fen::repaired(missing_rook)).ok());
static_assert(fen::repaired(fen::start_position) == fen::start_position);

// En passant: possible but exposing the king, so written only as stored.
static_assert(fen::validate(exposing_capture).ok());
static_assert(fen::en_passant_capture_possible(exposing_capture));
static_assert(!fen::en_passant_capture_legal(exposing_capture));
static_assert(fen::serialize(exposing_capture, fen::en_passant_output::as_stored) == "8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
static_assert(fen::serialize(exposing_capture, fen::en_passant_output::only_if_legal) ==
              "8/8/8/KPp4r/8/8/8/7k w - - 0 2");
static_assert(fen::serialize("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"_fen, {},
                             fen::en_passant_output::only_if_legal) ==
              "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");

// A table of reports.
constexpr std::array<fen::validation_report, 3> reports = {
    fen::validate(fen::start_position),
    fen::validate("4k3/8/8/8/8/8/8/4RK2 w - - 0 1"_fen),
    fen::validate("4k3/8/8/8/8/8/8/4K3 w - - 0 0"_fen),
};
static_assert(reports[0].ok());
static_assert(reports[1][0].code == P::opponent_in_check);
static_assert(reports[1][0].message() ==
              "the black king on e8 is in check from the white rook on e1, but it is White's move");
static_assert(reports[2][0].code == P::fullmove_zero);

// By a rule set: Chess960 castling, and the variants.
constexpr fen::position king_d1 = "r3k2r/8/8/8/8/8/8/R2K3R w KQ - 0 1"_fen;
static_assert(fen::validate(king_d1).count(P::castling_not_standard) == 2);
static_assert(fen::validate(king_d1, fen::rules::chess960()).ok());
static_assert(fen::validate(king_d1, fen::validate_options{true, true, fen::rules::chess960()}).ok());
static_assert(fen::allowed_castling(king_d1, fen::rules::chess960()) == king_d1.castling);
static_assert(fen::castling_problem(king_d1, fen::color::white, fen::castling_side::king_side)->code ==
              P::castling_not_standard);
static_assert(fen::repaired(king_d1, fen::rules::chess960()) == king_d1);
// Chess960 rights of both colors that contradict each other: the kings on b1 and g8; the
// king-side rooks on h1 and g8.
constexpr fen::position kings_apart = "3r2kr/8/8/8/8/8/8/RK5R w KQkq - 0 1"_fen;
constexpr fen::position rooks_apart = "r3k1r1/8/8/8/8/8/8/R3K2R w KQkq - 0 1"_fen;
static_assert(fen::validate(kings_apart, fen::rules::chess960())[0].code == P::castling_king_files_differ);
static_assert(fen::validate(kings_apart, fen::rules::chess960())[0].message() ==
              "White may castle with the king on b1 and Black with the king on g8; in Chess960 both kings start on "
              "one file and lose their rights when they move");
static_assert(fen::validate(kings_apart, fen::rules::chess960()).legal());
static_assert(!fen::validate(kings_apart).has(P::castling_king_files_differ));
static_assert(fen::repaired(kings_apart, fen::rules::chess960()).castling.empty());
static_assert(fen::castling_problem(kings_apart, fen::color::black, fen::castling_side::queen_side,
                                    fen::rules::chess960())
                  ->code == P::castling_king_files_differ);
static_assert(fen::validate(rooks_apart, fen::rules::chess960()).count(P::castling_rook_files_differ) == 1);
static_assert(fen::serialize(fen::repaired(rooks_apart, fen::rules::chess960())) ==
              "r3k1r1/8/8/8/8/8/8/R3K2R w Qq - 0 1");

constexpr fen::rules antichess{fen::variant::antichess};
constexpr fen::rules atomic{fen::variant::atomic};
constexpr fen::rules horde{fen::variant::horde};
constexpr fen::rules racing_kings{fen::variant::racing_kings};
constexpr fen::rules crazyhouse{fen::variant::crazyhouse};
constexpr fen::rules three_check{fen::variant::three_check};
constexpr fen::position no_kings = "8/1p6/8/8/8/8/P7/8 w - - 0 1"_fen;
static_assert(fen::validate(no_kings, antichess).ok());
static_assert(fen::validate(no_kings).count(P::no_king) == 2);
static_assert(fen::validate(fen::start_position, antichess).count(P::castling_not_in_variant) == 4);
static_assert(fen::validate(fen::start_position, antichess)[0].message() ==
              "White may castle king side (rook on h1), but antichess has no castling");
constexpr fen::position kings_touch = "8/8/8/3kK3/8/8/8/8 w - - 0 1"_fen;
static_assert(fen::validate(kings_touch, atomic).ok());
static_assert(fen::validate(kings_touch).has(P::opponent_in_check));
constexpr fen::position horde_start = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"_fen;
static_assert(fen::validate(horde_start, horde).ok());
static_assert(!fen::validate(horde_start).legal());
constexpr fen::position racing_start = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"_fen;
static_assert(fen::validate(racing_start, racing_kings).ok());
static_assert(fen::validate("k6K/8/8/8/8/8/8/8 b - - 0 1"_fen, racing_kings)[0].code == P::race_already_over);
static_assert(fen::validate("7r/8/8/8/8/8/k6K/8 w - - 0 1"_fen, racing_kings)[0].code == P::racing_kings_check);
// A variant's notation, read at compile time, and judged by its rules and by others.
constexpr fen::position pockets = fen::parse("2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", {crazyhouse}).value();
static_assert(pockets.pockets.has_value() && pockets.pockets->total() == 10);
static_assert(fen::validate(pockets, crazyhouse).ok());
static_assert(fen::validate(pockets)[0].code == P::not_in_variant);
static_assert(fen::validate(pockets)[0].value == 1);
constexpr fen::position checks = fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 1+2 0 1", {three_check}).value();
static_assert(fen::validate(checks, three_check).ok());
static_assert(fen::validate(checks)[0].value == 4);
static_assert(fen::validate(fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 0+0 0 1", {three_check}).value(), three_check)[0]
                  .code == P::no_checks_remaining);
// En passant by the rules: antichess has no pin; atomic explodes the capturer's own king.
static_assert(!fen::en_passant_capture_legal(exposing_capture));
static_assert(fen::en_passant_capture_legal(exposing_capture, antichess));
static_assert(fen::en_passant_capture_legal("7k/8/8/2KpP3/8/8/8/8 w - d6 0 2"_fen));
static_assert(!fen::en_passant_capture_legal("7k/8/8/2KpP3/8/8/8/8 w - d6 0 2"_fen, atomic));
static_assert(fen::serialize(exposing_capture, {}, fen::en_passant_output::only_if_legal, antichess) ==
              "8/8/8/KPp4r/8/8/8/7k w - c6 0 2");

}  // namespace

TEST_CASE("validate constexpr: the compile-time answers hold at run time too") {
  // Copies made at run time, so that the calls below are not constant-folded away.
  fen::position positions[] = {fen::start_position,    two_kings,        back_rank_pawn, exposing_capture, missing_rook,
                               promotion_double_check, two_knights_check};
  CHECK(fen::validate(positions[0]).ok());
  CHECK(fen::validate(positions[1])[0].message() == kings_report[0].message());
  CHECK(fen::validate(positions[1])[0] == kings_report[0]);
  CHECK(fen::validate(positions[2])[0].message() == "white pawn on h8: pawns never stand on rank 1 or 8");
  CHECK(fen::en_passant_capture_possible(positions[3]));
  CHECK_FALSE(fen::en_passant_capture_legal(positions[3]));
  CHECK(fen::repaired(positions[4]).castling == without_white_king_side());
  CHECK(fen::validate(positions[5]).ok());
  CHECK(fen::validate(positions[6]).has(P::impossible_double_check));
  CHECK(fen::validate(fen::empty_board).size() == empty_report.size());
  for (std::size_t i = 0; i < reports.size(); ++i) {
    CAPTURE(i);
    const fen::position p = i == 0   ? fen::start_position
                            : i == 1 ? fen_test::must_parse("4k3/8/8/8/8/8/8/4RK2 w - - 0 1")
                                     : fen_test::must_parse("4k3/8/8/8/8/8/8/4K3 w - - 0 0");
    const auto r = fen::validate(p);
    REQUIRE(r.size() == reports[i].size());
    for (std::size_t j = 0; j < r.size(); ++j) CHECK(r[j] == reports[i][j]);
  }
  // The rule-set answers at run time.
  fen::position by_rules[] = {king_d1, no_kings, kings_touch, horde_start, racing_start, pockets, checks};
  CHECK(fen::validate(by_rules[0]).count(P::castling_not_standard) == 2);
  CHECK(fen::validate(by_rules[0], fen::rules::chess960()).ok());
  fen::position files_apart[] = {kings_apart, rooks_apart};
  CHECK(fen::validate(files_apart[0], fen::rules::chess960())[0] ==
        fen::validate(kings_apart, fen::rules::chess960())[0]);
  CHECK(fen::repaired(files_apart[1], fen::rules::chess960()) == fen::repaired(rooks_apart, fen::rules::chess960()));
  CHECK(fen::validate(by_rules[1], antichess).ok());
  CHECK(fen::validate(by_rules[2], atomic).ok());
  CHECK(fen::validate(by_rules[3], horde).ok());
  CHECK(fen::validate(by_rules[4], racing_kings).ok());
  CHECK(fen::validate(by_rules[5], crazyhouse).ok());
  CHECK(fen::validate(by_rules[5])[0] == fen::validate(pockets)[0]);
  CHECK(fen::validate(by_rules[6], three_check).ok());
  CHECK(fen::en_passant_capture_legal(positions[3], antichess));
}
