// fen/detail/validate_codes.hpp: severity, problem_code, each code's traits, what excludes what, max_problems.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_CODES_HPP
#define FEN_DETAIL_VALIDATE_CODES_HPP

#include "../fen.hpp"
#include "macro_scope.hpp"

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Severity and problem codes
// =============================================================================================

/// How bad a problem is.
///  - illegal: an engine cannot play from this position (a king missing, a pawn on rank 8, ...).
///  - unreachable: it could be played from, but no legal game from the start position leads here.
enum class severity : std::uint8_t { illegal = 0, unreachable = 1 };

/// "illegal" or "unreachable".
[[nodiscard]] constexpr std::string_view name(severity s) noexcept {
  return s == severity::illegal ? "illegal" : "unreachable";
}

/// What is wrong with a position. The values are stable: new codes get new numbers.
//
// A new rule takes the next number here; a row in `detail::traits` (its name, severity, bound and
// message writer; the compiler asks for it); a check and its writer together in "Validate" below,
// called from `validator::run` in the order of the codes; a group in `detail::exclusions` if it
// never comes with some other code; and a row in the table of docs/validation.md. The tests then ask for a
// position that reaches its bound and one that shows its message.
enum class problem_code : std::uint8_t {
  no_king = 1,                       ///< illegal: a side has no king
  too_many_kings = 2,                ///< illegal: a side has more than one king
  pawn_on_back_rank = 3,             ///< illegal: pawns on rank 1 or 8
  opponent_in_check = 4,             ///< illegal: the side not to move is in check
  castling_without_king = 5,         ///< illegal: a castling right without its king on the back rank
  castling_without_rook = 6,         ///< illegal: a castling right without its rook on the named file and side
  en_passant_wrong_rank = 7,         ///< illegal: en passant square not on rank 6 (White to move) or 3 (Black)
  en_passant_without_pawn = 8,       ///< illegal: no pawn in front of the en passant square
  en_passant_square_occupied = 9,    ///< illegal: something stands on the en passant square
  en_passant_origin_occupied = 10,   ///< illegal: something stands where the pawn started its double push
  too_many_pawns = 11,               ///< unreachable: more than 8 pawns for a side
  too_many_pieces = 12,              ///< unreachable: more than 16 pieces for a side, pawns and king counted
  too_many_promoted = 13,            ///< unreachable: more promoted pieces than missing pawns
  too_many_checkers = 14,            ///< unreachable: three or more pieces give check
  impossible_double_check = 15,      ///< unreachable: two checks that no single move gives
  en_passant_impossible_check = 16,  ///< unreachable: a check the double push cannot have given
  en_passant_halfmove_clock = 17,    ///< unreachable: an en passant square with a halfmove clock other than 0
  en_passant_before_any_move = 18,   ///< unreachable: an en passant square at move 1 with White to move
  halfmove_clock_too_large = 19,     ///< unreachable: more half-moves since a capture or pawn move than played
  fullmove_zero = 20,                ///< unreachable: a fullmove number of 0
  board_empty = 21,                  ///< unreachable: nothing on the board
  castling_not_standard =
      22,  ///< illegal (standard castling): a right whose king is not on e1/e8 or rook not in its a/h corner
  castling_not_in_variant = 23,    ///< illegal: a castling right in antichess or racing kings, which have no castling
  king_in_pocket = 24,             ///< illegal (crazyhouse): a king in a pocket
  racing_kings_pawn = 25,          ///< illegal (racing kings): a pawn on the board
  racing_kings_check = 26,         ///< illegal (racing kings): a king in check
  racing_kings_material = 27,      ///< unreachable (racing kings): more pieces of a kind than the start position has
  race_already_over = 28,          ///< unreachable (racing kings): Black's king on rank 8 with Black to move
  too_many_remaining_checks = 29,  ///< illegal (three-check): more than 3 checks left to give
  no_checks_remaining = 30,        ///< unreachable (three-check): both sides have given their three checks
  not_in_variant = 31,             ///< illegal: pockets, promoted marks or checks in a rule set without them
  /// unreachable (Chess960 castling): both colors may castle, but their kings stand on different
  /// files. Both start on one file, and a king that moves loses its rights. `repaired` drops every
  /// right of both colors: the position does not say which color's rights are the wrong ones.
  castling_king_files_differ = 32,
  /// unreachable (Chess960 castling): both colors may castle on one side, but with rooks on
  /// different files. Both rooks start on one file, and a rook that moves loses its right.
  /// `repaired` drops that side's right of both colors.
  castling_rook_files_differ = 33,
};

struct problem;

namespace detail {
// Each family of rules writes the words of its codes. The writers stand beside the check that
// raises those codes (see "Validate" below), so that a rule's detection and its words are read and
// changed together.
using problem_writer = void (*)(message_string&, const problem&) noexcept;
constexpr void write_kings(message_string& m, const problem& p) noexcept;
constexpr void write_back_rank(message_string& m, const problem& p) noexcept;
constexpr void write_opponent_in_check(message_string& m, const problem& p) noexcept;
constexpr void write_castling(message_string& m, const problem& p) noexcept;
constexpr void write_en_passant(message_string& m, const problem& p) noexcept;
constexpr void write_material(message_string& m, const problem& p) noexcept;
constexpr void write_checkers(message_string& m, const problem& p) noexcept;
constexpr void write_en_passant_check(message_string& m, const problem& p) noexcept;
constexpr void write_counters(message_string& m, const problem& p) noexcept;
constexpr void write_board_empty(message_string& m, const problem& p) noexcept;
constexpr void write_castling_rules(message_string& m, const problem& p) noexcept;
constexpr void write_pocket_king(message_string& m, const problem& p) noexcept;
constexpr void write_racing_kings(message_string& m, const problem& p) noexcept;
constexpr void write_three_check(message_string& m, const problem& p) noexcept;
constexpr void write_not_in_variant(message_string& m, const problem& p) noexcept;
constexpr void write_castling_files(message_string& m, const problem& p) noexcept;
// The words of a value that is no code: none. (A writer, never a null pointer: g++ does not fold a
// function pointer's comparison with null in a constant expression under -fsanitize=undefined.)
constexpr void write_nothing(message_string&, const problem&) noexcept {}

// How many times `validate` can report a code for one position, by the shape of its check: once
// (no loop), once per color (a loop over the two colors with one report each), once per side of
// the board (a loop over king side and queen side), or once per castling right (four).
inline constexpr std::size_t once = 1;
inline constexpr std::size_t per_color = 2;
inline constexpr std::size_t per_castling_side = 2;
inline constexpr std::size_t per_castling_right = 4;

// Everything the library says about one code. Every field must be given: a row cannot leave one out.
struct problem_traits {
  std::string_view name;
  fen::severity severity;
  std::size_t max_occurrences;  // see `once` above: the report's capacity is built on these
  problem_writer write;         // null only for a value that is no code

  constexpr problem_traits(std::string_view n, fen::severity s, std::size_t most, problem_writer w) noexcept
      : name(n), severity(s), max_occurrences(most), write(w) {}
};

// The one place that describes each code. No `default:`, so that a compiler warns (-Wswitch, part
// of -Wall) about a code left out; `name`, `severity_of`, the message, the report's capacity and
// `last_problem_code` all come from here.
[[nodiscard]] constexpr problem_traits traits(problem_code code) noexcept {
  constexpr fen::severity illegal = fen::severity::illegal;
  constexpr fen::severity unreachable = fen::severity::unreachable;
  using c = problem_code;
  using namespace std::string_view_literals;  // names as `sv` literals: see traits(variant)
  switch (code) {
    case c::no_king: return {"no_king"sv, illegal, per_color, write_kings};
    case c::too_many_kings: return {"too_many_kings"sv, illegal, per_color, write_kings};
    case c::pawn_on_back_rank: return {"pawn_on_back_rank"sv, illegal, per_color, write_back_rank};
    case c::opponent_in_check: return {"opponent_in_check"sv, illegal, once, write_opponent_in_check};
    case c::castling_without_king: return {"castling_without_king"sv, illegal, per_castling_right, write_castling};
    case c::castling_without_rook: return {"castling_without_rook"sv, illegal, per_castling_right, write_castling};
    case c::en_passant_wrong_rank: return {"en_passant_wrong_rank"sv, illegal, once, write_en_passant};
    case c::en_passant_without_pawn: return {"en_passant_without_pawn"sv, illegal, once, write_en_passant};
    case c::en_passant_square_occupied: return {"en_passant_square_occupied"sv, illegal, once, write_en_passant};
    case c::en_passant_origin_occupied: return {"en_passant_origin_occupied"sv, illegal, once, write_en_passant};
    case c::too_many_pawns: return {"too_many_pawns"sv, unreachable, per_color, write_material};
    case c::too_many_pieces: return {"too_many_pieces"sv, unreachable, per_color, write_material};
    case c::too_many_promoted: return {"too_many_promoted"sv, unreachable, per_color, write_material};
    case c::too_many_checkers: return {"too_many_checkers"sv, unreachable, once, write_checkers};
    case c::impossible_double_check: return {"impossible_double_check"sv, unreachable, once, write_checkers};
    case c::en_passant_impossible_check:
      return {"en_passant_impossible_check"sv, unreachable, once, write_en_passant_check};
    case c::en_passant_halfmove_clock: return {"en_passant_halfmove_clock"sv, unreachable, once, write_counters};
    case c::en_passant_before_any_move: return {"en_passant_before_any_move"sv, unreachable, once, write_counters};
    case c::halfmove_clock_too_large: return {"halfmove_clock_too_large"sv, unreachable, once, write_counters};
    case c::fullmove_zero: return {"fullmove_zero"sv, unreachable, once, write_counters};
    case c::board_empty: return {"board_empty"sv, unreachable, once, write_board_empty};
    case c::castling_not_standard:
      return {"castling_not_standard"sv, illegal, per_castling_right, write_castling_rules};
    case c::castling_not_in_variant:
      return {"castling_not_in_variant"sv, illegal, per_castling_right, write_castling_rules};
    case c::king_in_pocket: return {"king_in_pocket"sv, illegal, per_color, write_pocket_king};
    case c::racing_kings_pawn: return {"racing_kings_pawn"sv, illegal, per_color, write_racing_kings};
    case c::racing_kings_check: return {"racing_kings_check"sv, illegal, per_color, write_racing_kings};
    case c::racing_kings_material: return {"racing_kings_material"sv, unreachable, per_color, write_racing_kings};
    case c::race_already_over: return {"race_already_over"sv, unreachable, once, write_racing_kings};
    case c::too_many_remaining_checks: return {"too_many_remaining_checks"sv, illegal, per_color, write_three_check};
    case c::no_checks_remaining: return {"no_checks_remaining"sv, unreachable, once, write_three_check};
    case c::not_in_variant: return {"not_in_variant"sv, illegal, once, write_not_in_variant};
    case c::castling_king_files_differ:
      return {"castling_king_files_differ"sv, unreachable, once, write_castling_files};
    case c::castling_rook_files_differ:
      return {"castling_rook_files_differ"sv, unreachable, per_castling_side, write_castling_files};
  }
  return {"unknown"sv, unreachable, 0, write_nothing};
}
}  // namespace detail

/// The stable snake_case name of a code, as in the table of docs/validation.md: "too_many_kings".
[[nodiscard]] constexpr std::string_view name(problem_code code) noexcept { return detail::traits(code).name; }

namespace detail {
// What the library needs of every value of problem_code at compile time, read from `traits` once:
// the last code, each value's severity and each code's bound. Asked of `traits` code by code (the
// last code, the severities, the report's capacity and the check of `exclusions` below), it was
// evaluated some 200 times in every translation unit that includes fen/validate.hpp: 19 M more of
// clang 14's instructions for a file that parses one FEN (g++ 12 the same; callgrind, 2026-12).
struct code_facts {
  int last = 0;                           // the last code
  fen::severity severity[256] = {};       // a value that is no code: what `traits` gives it
  std::size_t max_occurrences[256] = {};  // 0 for a value that is no code
};
// The codes are 1, 2, 3, ... without a gap (a new code takes the next number), so the last one is
// the value before the first that `traits` does not describe. (Its name tells, not its writer:
// g++ does not fold a function pointer's comparison with null in a constant expression under
// -fsanitize=undefined, -fsanitize=null or -fno-delete-null-pointer-checks.)
[[nodiscard]] constexpr code_facts read_code_facts() noexcept {
  using namespace std::string_view_literals;
  code_facts facts{};
  const fen::severity of_no_code = traits(problem_code{}).severity;
  for (fen::severity& s : facts.severity) s = of_no_code;
  for (int code = 1; code < 256; ++code) {
    const problem_traits row = traits(static_cast<problem_code>(code));
    if (row.name == "unknown"sv) break;
    facts.last = code;
    facts.severity[code] = row.severity;
    facts.max_occurrences[code] = row.max_occurrences;
  }
  return facts;
}
inline constexpr code_facts facts_of_codes = read_code_facts();

/// How many times `validate` can report a code for one position (see `once`).
[[nodiscard]] constexpr std::size_t max_occurrences(problem_code code) noexcept {
  return facts_of_codes.max_occurrences[static_cast<std::uint8_t>(code)];
}

/// The first and last problem codes (for tables and tests).
inline constexpr int first_problem_code = 1;
inline constexpr int last_problem_code = facts_of_codes.last;
}  // namespace detail

/// The severity a code always has.
[[nodiscard]] constexpr severity severity_of(problem_code code) noexcept {
  return detail::facts_of_codes.severity[static_cast<std::uint8_t>(code)];
}

namespace detail {

// Codes that one position never gets all at once, and the most of them one report holds together.
// The report's capacity counts each such group at that number rather than at the sum of its codes'
// bounds. A code stands in at most one group; unused places are left empty.
struct exclusive_codes {
  problem_code codes[8];
  std::size_t most_together;
};
inline constexpr exclusive_codes exclusions[] = {
    // A color has no king or too many, never both.
    {{problem_code::no_king, problem_code::too_many_kings}, 2},
    // A square on the wrong rank is not checked further, so at most the other three.
    {{problem_code::en_passant_wrong_rank, problem_code::en_passant_without_pawn,
      problem_code::en_passant_square_occupied, problem_code::en_passant_origin_occupied},
     3},
    // Three checkers or two, never both.
    {{problem_code::too_many_checkers, problem_code::impossible_double_check}, 1},
    // A fullmove number of 0 is not compared with the halfmove clock.
    {{problem_code::halfmove_clock_too_large, problem_code::fullmove_zero}, 1},
    // A castling right gets a king and a rook problem, or one of the rule-set codes, or nothing.
    // The rights of both colors are compared (Chess960) only where each is otherwise sound: kings
    // apart need a sound right of each color (at most 2 other rights, 4 problems, and 1), rooks
    // apart both rights of their side (at most 4 problems, and 1; or 2 alone).
    {{problem_code::castling_without_king, problem_code::castling_without_rook, problem_code::castling_not_standard,
      problem_code::castling_not_in_variant, problem_code::castling_king_files_differ,
      problem_code::castling_rook_files_differ},
     8},
    // Each rule set raises its own codes only: racing kings' four at most.
    {{problem_code::king_in_pocket, problem_code::racing_kings_pawn, problem_code::racing_kings_check,
      problem_code::racing_kings_material, problem_code::race_already_over, problem_code::too_many_remaining_checks,
      problem_code::no_checks_remaining},
     7},
};

// The bounds of a group's codes added up (an empty place is no code and counts 0).
[[nodiscard]] constexpr std::size_t sum_of_bounds(const exclusive_codes& group) noexcept {
  std::size_t sum = 0;
  for (problem_code code : group.codes) sum += max_occurrences(code);
  return sum;
}

// Each group names known codes, saves something, and shares no code with another group (a code in
// two groups would be taken off twice).
[[nodiscard]] constexpr bool exclusions_are_sound() noexcept {
  int groups_of[256] = {};
  for (const exclusive_codes& group : exclusions) {
    if (group.most_together == 0 || group.most_together >= sum_of_bounds(group)) return false;
    for (problem_code code : group.codes)
      if (code != problem_code{} && (max_occurrences(code) == 0 || ++groups_of[static_cast<int>(code)] > 1))
        return false;
  }
  return true;
}
static_assert(exclusions_are_sound(), "each code stands in at most one group of `exclusions`, and each group saves");

// The most problems one report can hold: every code's bound, each group of exclusive codes counted
// at its own number.
[[nodiscard]] constexpr std::size_t report_capacity() noexcept {
  std::size_t total = 0;
  for (int c = first_problem_code; c <= last_problem_code; ++c) total += max_occurrences(static_cast<problem_code>(c));
  for (const exclusive_codes& group : exclusions) total -= sum_of_bounds(group) - group.most_together;
  return total;
}
}  // namespace detail

/// The most problems one report can hold: enough for every position (see `detail::traits` and
/// `detail::exclusions`).
inline constexpr std::size_t max_problems = detail::report_capacity();

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_CODES_HPP
