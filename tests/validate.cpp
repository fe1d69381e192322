// The validator as a whole: clean positions, what every problem code has (a name, a severity, a
// message that fits), several problems in one report, and a report that never runs out of room.
// Each family of rules has its own file (validate_*.cpp).
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

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

TEST_CASE("validate: an empty board") {
  CHECK(codes_of("8/8/8/8/8/8/8/8 w - - 0 1") == "no_king no_king board_empty");
  CHECK(codes_of(fen::empty_board) == "no_king no_king board_empty");
}

TEST_CASE("validate: every code has a name, a severity and a message that fits") {
  for (int i = fen_test::first_problem_code; i <= fen_test::last_problem_code; ++i) {
    const auto code = static_cast<fen::problem_code>(i);
    CAPTURE(i);
    const std::string_view name = fen::name(code);
    CHECK(name != "unknown");
    for (char c : name) CHECK(((c >= 'a' && c <= 'z') || c == '_'));
    for (int j = fen_test::first_problem_code; j < i; ++j) CHECK(fen::name(static_cast<fen::problem_code>(j)) != name);
    // Which severity is the README table's to say (tests/readme_tables.cpp); here, that it is one.
    CHECK((fen::severity_of(code) == fen::severity::illegal || fen::severity_of(code) == fen::severity::unreachable));
    CHECK(fen::detail::max_occurrences(code) >= 1);
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
  // The codes run without a gap: past the last one, and below the first, nothing is described.
  for (int i = fen_test::last_problem_code + 1; i <= 255; ++i) {
    CAPTURE(i);
    CHECK(fen::name(static_cast<fen::problem_code>(i)) == "unknown");
    CHECK(fen::detail::max_occurrences(static_cast<fen::problem_code>(i)) == 0);
  }
  CHECK(fen::name(fen::problem_code{}) == "unknown");
  fen::problem none{};
  CHECK(none.message().empty());
  CHECK(fen::name(fen::severity::illegal) == "illegal");
  CHECK(fen::name(fen::severity::unreachable) == "unreachable");
  CHECK(fen::name(P::too_many_kings) == "too_many_kings");
  CHECK(static_cast<int>(P::board_empty) == 21);  // values never change
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

namespace {
// Every code within its bound, and every group of exclusive codes within its number.
void check_within_bounds(const fen::validation_report& r, const std::string& fen_text) {
  for (int i = fen_test::first_problem_code; i <= fen_test::last_problem_code; ++i) {
    const auto code = static_cast<fen::problem_code>(i);
    if (r.count(code) > fen::detail::max_occurrences(code))
      FAIL_CHECK(fen_text, " reports ", fen::name(code), " ", r.count(code), " times, more than its bound");
  }
  for (const fen::detail::exclusive_codes& group : fen::detail::exclusions) {
    std::size_t together = 0;
    for (fen::problem_code code : group.codes)
      if (code != fen::problem_code{}) together += r.count(code);
    if (together > group.most_together)
      FAIL_CHECK(fen_text, " reports ", together, " codes of the group of ", fen::name(group.codes[0]), ", more than ",
                 group.most_together);
  }
}
}  // namespace

TEST_CASE("validate: each code reaches its bound in some position") {
  // One position per code where it is reported exactly as often as `detail::max_occurrences` says:
  // a bound set too high fails here, one set too low fails below or in the random boards.
  struct bound_case {
    std::string_view fen;
    fen::problem_code code;
  };
  const bound_case cases[] = {
      {"8/8/8/8/8/8/8/8 w - - 0 1", P::no_king},
      {"k1k5/8/8/8/8/8/8/K1K5 w - - 0 1", P::too_many_kings},
      {"p3k3/8/8/8/8/8/8/4K2P w - - 0 1", P::pawn_on_back_rank},
      {"4k3/8/8/8/8/8/8/4RK2 w - - 0 1", P::opponent_in_check},
      {"8/8/8/8/8/8/8/8 w KQkq - 0 1", P::castling_without_king},
      {"8/8/8/8/8/8/8/8 w KQkq - 0 1", P::castling_without_rook},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", P::en_passant_wrong_rank},
      {"rnbqkbnr/pppppppp/8/8/8/4N3/PPPPPPPP/R1BQKBNR b KQkq e3 0 2", P::en_passant_without_pawn},
      {"rnbqkbnr/pppppppp/8/8/8/4N3/PPPPPPPP/R1BQKBNR b KQkq e3 0 2", P::en_passant_square_occupied},
      {"rnbqkbnr/pppppppp/8/8/8/4N3/PPPPPPPP/R1BQKBNR b KQkq e3 0 2", P::en_passant_origin_occupied},
      {"4k3/pppppppp/p7/8/8/P7/PPPPPPPP/4K3 w - - 0 1", P::too_many_pawns},
      {"rnbqkbnr/pppppppp/n7/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", P::too_many_pieces},
      {"rnbqkbnr/pppppppp/n7/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", P::too_many_promoted},
      {"8/8/8/4k3/8/3N4/1B6/K3R3 b - - 0 1", P::too_many_checkers},
      {"8/8/8/8/1N3N2/3k4/8/K7 b - - 0 1", P::impossible_double_check},
      {"4k3/8/8/4p3/8/8/8/r3K3 w - e6 0 2", P::en_passant_impossible_check},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 1 5", P::en_passant_halfmove_clock},
      {"rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", P::en_passant_before_any_move},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 1", P::halfmove_clock_too_large},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", P::fullmove_zero},
      {"8/8/8/8/8/8/8/8 w - - 0 1", P::board_empty},
  };
  for (const bound_case& c : cases) {
    CAPTURE(c.fen);
    CAPTURE(c.code);
    const auto r = fen::validate(must_parse(c.fen));
    CHECK(r.count(c.code) == fen::detail::max_occurrences(c.code));
    check_within_bounds(r, std::string(c.fen));
  }
  fen_test::check_every_code_has_a_case(cases, "add a position that reaches this code's bound");
}

TEST_CASE("validate: the report never runs out of room") {
  // The proof is in `detail::traits` and `detail::exclusions`: every code is reported at most its
  // bound, each group of exclusive codes at most its number, and the capacity adds these up. These
  // boards push each bound.
  CHECK(fen::validation_report::capacity() == fen::max_problems);
  std::size_t sum = 0;
  for (int i = fen_test::first_problem_code; i <= fen_test::last_problem_code; ++i)
    sum += fen::detail::max_occurrences(static_cast<fen::problem_code>(i));
  std::size_t saved = 0;
  for (const fen::detail::exclusive_codes& group : fen::detail::exclusions)
    saved += fen::detail::sum_of_bounds(group) - group.most_together;
  CHECK(sum - saved == fen::max_problems);
  CHECK(fen::max_problems < sum);

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
    check_within_bounds(r, std::string(text));
  }
}

TEST_CASE("validate: random boards stay within every bound") {
  // A fixed pseudo-random sequence of boards, rights, en passant squares and counters: no report
  // overflows, every code and group of exclusive codes stays within its bound, reports come in code
  // order, and every message fits.
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
    check_within_bounds(r, std::string(fen::serialize(p)));
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
