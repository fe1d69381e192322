// single_include/fen/validate.hpp: generated from include/fen/validate.hpp and the detail/ headers it
// includes, by cmake/fen_single_header.cmake. Do not edit: edit those, then run
// `cmake --build build --target single_headers` (the ctest unit.single_headers compares).

// validate.hpp: chess rules for a static position: attacks, checks, `validate`, and repairs.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// `fen.hpp` reads and writes positions without judging them; this header says what is wrong with
// one, in plain words, before it reaches an engine. Everything here is constexpr and noexcept, never
// allocates and never reads text.
//
//     fen::validation_report r = fen::validate(position);
//     for (const fen::problem& p : r) std::puts(p.message().c_str());   // "Black has two kings: e8 and g8"
//     if (!r.legal()) ...                                                // an engine cannot play it
//
// What it holds, one concern a header under fen/detail/ (included in this order):
//   validate_codes.hpp          severity, problem_code, each code's traits, max_problems
//   validate_boards.hpp         bitboards, how the attack tables are made, what the checks use
//   attack_tables.hpp           the attack tables as a literal (generated: tools/print_tables/print_tables.cpp)
//   validate_problems.hpp       problem and its message, validation_report
//   validator.hpp               validate_options, the validator, its checks declared
//   validate_rules_board.hpp    kings, back ranks, check, castling rights, the en passant square
//   validate_rules_counts.hpp   material, checkers, counters, the empty board
//   validate_rules_variants.hpp a rule set's castling, the variants' rules, Chess960's files
//   validate_entry.hpp          validate (of a position, or of an EPD record)
//   validate_helpers.hpp        attackers, checkers, in_check, allowed_castling, en passant
//   validate_repair.hpp         repaired, en_passant_output, with_en_passant
// Each rules header holds its checks and the words of their codes.
// single_include/fen/validate.hpp is all of them in one file, beside single_include/fen/fen.hpp.
//
// ---------------------------------------------------------------------------------------------
// The rules (each problem code is listed with its message in docs/validation.md)
//
// Illegal (an engine cannot play from here):
//   - a side without a king, or with more than one;
//   - a pawn on rank 1 or 8;
//   - the side not to move in check (a king next to the other king included);
//   - a castling right whose king and rook are not where castling needs them: the king of that
//     color on its back rank, not in a corner (b- to g-file), and a rook of that color on the
//     right's file of the back rank, on the right's side of the king; by standard rules (the
//     default) also the king on e1/e8 and the rook in its a- or h-file corner, which Chess960
//     (`fen::rules::chess960()`) does not ask;
//   - an en passant square not on rank 6 with White to move (rank 3 with Black to move), or
//     without the pawn that just moved two squares in front of it, or with the square itself or
//     that pawn's start square occupied.
// Unreachable (the position can be played from, but no legal game leads to it):
//   - more than 8 pawns or 16 pieces (pawns and king counted) for a side;
//   - more promoted pieces than missing pawns: queens beyond 1, rooks and knights beyond 2, and
//     bishops beyond 1 on each square colour, against 8 minus the pawns on the board;
//   - three or more checkers; two checkers that no single move gives (see `validate`);
//   - an en passant square with a check the double push cannot have given (from anything but the
//     pawn itself, or a piece it uncovered by leaving its start square);
//   - an en passant square with a halfmove clock other than 0, or before any move was played;
//   - a halfmove clock larger than the half-moves played, 2 * (fullmove - 1) + (1 if Black is to
//     move); a fullmove number of 0; an empty board;
//   - under Chess960 castling, rights of both colors (each one the board allows) that no game
//     keeps, since both colors start from one back rank: kings on different files, or two rights
//     on one side whose rooks stand on different files.
// The rule set (`validate_options::rules`, `fen::rules`) changes these where a variant does:
//   - antichess: no king needed, any number of kings, no check rules, no castling, kings count
//     among promoted pieces; giveaway: the same with castling;
//   - atomic: the side to move may have lost its king; kings side by side are never in check; an
//     explosion can uncover any number of checks;
//   - crazyhouse: pockets and board together hold at most 16 pawns and 32 pieces (both sides),
//     no king in a pocket, and promoted (`~`) pieces stand for missing pawns;
//   - horde: White has no king and up to 36 pawns and pieces, its pawns may stand on rank 1;
//   - racing kings: no pawns, no king in check, no castling, at most the start position's pieces,
//     and the race is over once both kings are on rank 8 with Black to move;
//   - three-check: at most 3 checks left for each side, and not both at 0;
//   - king of the hill: standard rules.
// Pockets, promoted marks or checks in a rule set without them are reported (not_in_variant).
//
// The checks are cheap and run on every position: the board becomes bitboards in one pass, attacks
// come from tables made by walking rays (kept as a literal), and a problem costs work only once found.
// ---------------------------------------------------------------------------------------------

#ifndef FEN_VALIDATE_HPP
#define FEN_VALIDATE_HPP

#include "fen.hpp"

// The parts in their order, each after what it needs (so not sorted):
// clang-format off
// fen/detail/macro_scope.hpp: the macros fen's headers define for their own use, all named
// FEN_DETAIL_*; detail/macro_unscope.hpp undefines every one.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by every detail header; each
// public header includes detail/macro_unscope.hpp at its end, so that none of these is left
// defined in a program (the ctest unit.macros checks the list). Its guard is one of its own
// macros, not an include guard: a public header included after another (whose end undefined them)
// defines them again, and the other parts of the same public header skip it. (Read again by each
// of the parts, it cost every file 6 M more of g++ 12's and clang 14's instructions; 2026-12.)
//
//   FEN_DETAIL_HAS_BUILTIN(name)     __has_builtin where the compiler has it, 0 elsewhere;
//   FEN_DETAIL_EXPECTED              defined where the standard library has std::expected;
//   FEN_DETAIL_SSSE3                 defined where the SSSE3 reader and writer can be built
//                                    (detail/x86.hpp and the *_x86.hpp headers);
//   FEN_DETAIL_COLD                  marks code that runs only for unusual input;
//   FEN_DETAIL_INLINE                marks a function compilers must inline;
//   FEN_DETAIL_MEMBERS_BEGIN/_END    enclose the parser's member definitions (parse_*.hpp);
//   FEN_DETAIL_CONSTANT_EVALUATED()  true in constant expressions.

#ifndef FEN_DETAIL_INLINE

#  if defined(__has_include)
#    if __has_include(<version>)
#      include <version>
#    endif
#  endif
#  if defined(__cpp_lib_expected) && __cpp_lib_expected >= 202202L
#    define FEN_DETAIL_EXPECTED 1
#  endif

#  ifdef __has_builtin
#    define FEN_DETAIL_HAS_BUILTIN(name) __has_builtin(name)
#  else
#    define FEN_DETAIL_HAS_BUILTIN(name) 0
#  endif

// The SSSE3 placement reader and writer (parse_x86.hpp, serialize_x86.hpp) need GCC-style vector
// extensions and builtins, an x86 target, and a run-time library that says whether the processor
// has SSSE3: not clang-cl, whose run-time library may lack that flag.
#  if !defined(FEN_NO_SIMD) && (defined(__GNUC__) || defined(__clang__)) && !defined(_MSC_VER) &&              \
      (defined(__x86_64__) || defined(__i386__)) && FEN_DETAIL_HAS_BUILTIN(__builtin_is_constant_evaluated) && \
      FEN_DETAIL_HAS_BUILTIN(__builtin_cpu_supports) && FEN_DETAIL_HAS_BUILTIN(__builtin_ia32_pmovmskb128)
#    define FEN_DETAIL_SSSE3 1
#  endif

// The careful parser runs only for input the fast pass does not take and for errors, and the
// castling look-ups serialize needs only for a rook outside its corner: compilers that can are told
// so (cold, noinline; GCC also noipa, which spares it analysing them for their callers). What it
// buys is size, not speed: a file that parses one FEN compiles to 17 % less code with g++ 12 -O2
// (10.8 KB against 13.1 KB) and 9 % less with clang 14 (11.7 against 12.9), for the same
// instructions a parse within 0.7 % (callgrind, 2026-12).
#  if defined(__GNUC__) && !defined(__clang__)
#    define FEN_DETAIL_COLD __attribute__((cold, noinline, noipa))
#  elif defined(__clang__)
#    define FEN_DETAIL_COLD __attribute__((cold, noinline))
#  else
#    define FEN_DETAIL_COLD
#  endif

// The parser's members are declared in its class (parse_fields.hpp) and defined a field a header,
// so a cold member's definition, constexpr and thus inline, follows its noinline declaration; GCC
// warns of that pair (-Wattributes), though the two ask different things: one definition in every
// program, and no inlining into callers. The definitions are enclosed in these, which silence that
// warning there and nowhere else.
#  if defined(__GNUC__) && !defined(__clang__)
#    define FEN_DETAIL_MEMBERS_BEGIN _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wattributes\"")
#    define FEN_DETAIL_MEMBERS_END _Pragma("GCC diagnostic pop")
#  else
#    define FEN_DETAIL_MEMBERS_BEGIN
#    define FEN_DETAIL_MEMBERS_END
#  endif

// The fast pass's steps, one a field, are written as functions but run best compiled as one:
// called, the placement's would be handed the position by reference, and since the board's byte
// stores may change anything, it would read the text's address and length again after each one.
// Compilers do not always see that, and are told: without it a parse costs clang 14 5 % more
// instructions and g++ 12 2 % more, and the en passant check 9 % more with g++ (callgrind, 2026-12).
#  if defined(__GNUC__) || defined(__clang__)
#    define FEN_DETAIL_INLINE __attribute__((always_inline)) inline
#  else
#    define FEN_DETAIL_INLINE inline
#  endif

// True in a constant expression (and where the compiler cannot tell), false at run time: where
// FEN_SEPARATE_DEFINITIONS sends `parse`, `serialize` and `validate` to their one definition. A
// macro, and tested as it is (`if (FEN_DETAIL_CONSTANT_EVALUATED()) ...`, never negated): GCC
// then sees a constant `if (0)` while it still reads the function and drops the branch before
// making any code for it; behind a function call or a `!`, it would compile the whole parser
// there, only to throw it away.
#  if FEN_DETAIL_HAS_BUILTIN(__builtin_is_constant_evaluated)
#    define FEN_DETAIL_CONSTANT_EVALUATED() __builtin_is_constant_evaluated()
#  elif defined(__cpp_lib_is_constant_evaluated)
#    define FEN_DETAIL_CONSTANT_EVALUATED() std::is_constant_evaluated()
#  else
#    define FEN_DETAIL_CONSTANT_EVALUATED() true
#  endif

#endif  // FEN_DETAIL_INLINE

// fen/detail/validate_codes.hpp: severity, problem_code, each code's traits, what excludes what, max_problems.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_CODES_HPP
#define FEN_DETAIL_VALIDATE_CODES_HPP

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
// fen/detail/validate_boards.hpp: the bitboards and attacks the checks use (internal), and how the attack tables are
// made.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_BOARDS_HPP
#define FEN_DETAIL_VALIDATE_BOARDS_HPP

namespace fen {
// =============================================================================================
// Bitboards and attacks (internal)
//
// A bitboard is a set of squares: bit i stands for the square with index i (a1 = bit 0, h8 = bit
// 63). The board becomes one per color and one per piece type in a single pass; attacks come from
// tables that walk the rays at compile time.
// =============================================================================================

namespace detail {

using fen::bitboard;  // the lowest / highest square and the count are in fen.hpp

[[nodiscard]] constexpr bitboard square_bit(int index) noexcept { return bitboard{1} << index; }
constexpr bool more_than_one(bitboard b) noexcept { return (b & (b - 1)) != 0; }
[[nodiscard]] constexpr bitboard rank_mask(int rank) noexcept { return bitboard{0xFF} << (8 * rank); }
inline constexpr bitboard light_squares = 0x55AA55AA55AA55AAu;  // b1, a2, ...: (file + rank) odd

// The eight directions: 0-3 go towards higher indices (north, east, north-east, north-west), 4-7
// towards lower ones (south, west, south-west, south-east). Rook directions are those with bit 1
// clear, bishop directions those with it set.
inline constexpr int direction_file_step[8] = {0, 1, 1, -1, 0, -1, -1, 1};
inline constexpr int direction_rank_step[8] = {1, 0, 1, 1, -1, 0, -1, -1};
[[nodiscard]] constexpr bool is_rook_direction(int d) noexcept { return (d & 2) == 0; }

struct attack_tables {
  bitboard knight[64];
  bitboard king[64];
  bitboard pawn_attackers[2][64];  // [color][square]: where a pawn of that color attacks the square from
  bitboard ray[8][64];             // [direction][square]: the squares beyond it, to the edge
  bitboard rook_lines[64];         // the four rook rays together
  bitboard bishop_lines[64];       // the four bishop rays together
};

[[nodiscard]] constexpr bitboard bit_if_on_board(int file, int rank) noexcept {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? square_bit(rank * 8 + file) : 0;
}

[[nodiscard]] constexpr attack_tables make_attack_tables() noexcept {
  const int knight_file_step[8] = {1, 2, 2, 1, -1, -2, -2, -1};
  const int knight_rank_step[8] = {2, 1, -1, -2, -2, -1, 1, 2};
  attack_tables t{};
  for (int s = 0; s < 64; ++s) {
    const int file = s & 7;
    const int rank = s >> 3;
    for (int i = 0; i < 8; ++i) {
      t.knight[s] |= bit_if_on_board(file + knight_file_step[i], rank + knight_rank_step[i]);
      t.king[s] |= bit_if_on_board(file + direction_file_step[i], rank + direction_rank_step[i]);
      for (int f = file + direction_file_step[i], r = rank + direction_rank_step[i]; f >= 0 && f < 8 && r >= 0 && r < 8;
           f += direction_file_step[i], r += direction_rank_step[i])
        t.ray[i][s] |= square_bit(r * 8 + f);
      (is_rook_direction(i) ? t.rook_lines[s] : t.bishop_lines[s]) |= t.ray[i][s];
    }
    // A white pawn on s attacks one rank up, a black pawn one rank down, on the neighbouring files.
    for (int side = -1; side <= 1; side += 2) {
      const int f = file + side;
      if (f < 0 || f > 7) continue;
      if (rank < 7) t.pawn_attackers[0][(rank + 1) * 8 + f] |= square_bit(s);
      if (rank > 0) t.pawn_attackers[1][(rank - 1) * 8 + f] |= square_bit(s);
    }
  }
  return t;
}
// The tables, as make_attack_tables() makes them. They are a literal, which no translation unit
// pays to compute, and it stands in "Generated tables" at the end of this header, out of the way:
// declared here, defined there (a constexpr function may be, a constexpr variable may not).
[[nodiscard]] constexpr const attack_tables& attack_table() noexcept;

// The nearest square of a non-empty set `b` that lies on a ray in direction `d`.
[[nodiscard]] constexpr int nearest_square(int d, bitboard b) noexcept {
  return d < 4 ? lowest_square(b) : highest_square(b);
}

// The squares a slider on `s` reaches in direction `d`, the first occupied one included.
[[nodiscard]] constexpr bitboard ray_attacks(int s, int d, bitboard occupied) noexcept {
  const bitboard ray = attack_table().ray[d][s];
  const bitboard blockers = ray & occupied;
  return blockers == 0 ? ray : ray & ~attack_table().ray[d][nearest_square(d, blockers)];
}

// The squares strictly between `a` and `b` when they share a line, or none.
[[nodiscard]] constexpr bitboard squares_between(int a, int b) noexcept {
  for (const auto& ray : attack_table().ray)
    if ((ray[a] & square_bit(b)) != 0) return ray[a] & ~ray[b] & ~square_bit(b);
  return 0;
}

// The board as sets of squares: fen.hpp's bitboards (one per color, one per piece type), and all
// pieces, which the checks ask for all the time.
struct board_sets : bitboards {
  bitboard occupied;
  // Rooks and queens / bishops and queens of a color.
  [[nodiscard]] constexpr bitboard straight_sliders(color c) const noexcept {
    return of(c) & (of(piece_type::rook) | of(piece_type::queen));
  }
  [[nodiscard]] constexpr bitboard diagonal_sliders(color c) const noexcept {
    return of(c) & (of(piece_type::bishop) | of(piece_type::queen));
  }
  [[nodiscard]] constexpr bool is_slider(int s) const noexcept {
    return ((of(piece_type::bishop) | of(piece_type::rook) | of(piece_type::queen)) & square_bit(s)) != 0;
  }
  [[nodiscard]] constexpr piece_type type_at(int s) const noexcept {
    for (int t = 0; t < 6; ++t)
      if ((types[static_cast<std::size_t>(t)] & square_bit(s)) != 0) return static_cast<piece_type>(t);
    return piece_type::pawn;
  }
};

[[nodiscard]] FEN_DETAIL_INLINE constexpr board_sets make_board_sets(const position& p) noexcept {
  board_sets s{to_bitboards(p), 0};
  s.occupied = s.colors[0] | s.colors[1];
  return s;
}

// The pieces of color `by` that attack square `s`, with `occupied` as what blocks sliders.
[[nodiscard]] constexpr bitboard attackers_of(const board_sets& b, int s, color by, bitboard occupied) noexcept {
  bitboard found =
      ((attack_table().knight[s] & b.of(piece_type::knight)) | (attack_table().king[s] & b.of(piece_type::king)) |
       (attack_table().pawn_attackers[color_index(by)][s] & b.of(piece_type::pawn))) &
      b.of(by);
  const bitboard straight = b.straight_sliders(by) & attack_table().rook_lines[s];
  const bitboard diagonal = b.diagonal_sliders(by) & attack_table().bishop_lines[s];
  if ((straight | diagonal) == 0) return found;
  for (int d = 0; d < 8; ++d) {
    const bitboard sliders = is_rook_direction(d) ? straight : diagonal;
    if ((sliders & attack_table().ray[d][s]) == 0) continue;
    const bitboard blockers = attack_table().ray[d][s] & occupied;
    found |= sliders & square_bit(nearest_square(d, blockers));
  }
  return found;
}

// The only king of color `c`, or -1 when it has none or several.
[[nodiscard]] constexpr int only_king(const board_sets& b, color c) noexcept {
  const bitboard kings = b.of(c, piece_type::king);
  return kings == 0 || more_than_one(kings) ? -1 : lowest_square(kings);
}

// Where a pawn of color `c` now on `s` may have come from: one square back, two from its start
// rank over an empty square, or diagonally back (a capture, en passant included).
[[nodiscard]] constexpr bitboard pawn_origins(int s, color c, bitboard occupied) noexcept {
  const int file = s & 7;
  const int rank = s >> 3;
  const bool white = c == color::white;
  const int back = white ? -8 : 8;
  if (white ? rank < 2 : rank > 5) return 0;
  bitboard from = square_bit(s + back);
  if (file > 0) from |= square_bit(s + back - 1);
  if (file < 7) from |= square_bit(s + back + 1);
  if (rank == (white ? 3 : 4) && (occupied & square_bit(s + back)) == 0) from |= square_bit(s + 2 * back);
  return from;
}

// The squares the piece of color `c` on `s` may have left with the move that brought it there,
// through squares that are empty now: its moves backwards, and a pawn's move when it stands on the
// rank where it promotes.
[[nodiscard]] constexpr bitboard possible_origins(const board_sets& b, int s, color c) noexcept {
  const piece_type type = b.type_at(s);
  bitboard from = 0;
  switch (type) {
    case piece_type::pawn: return pawn_origins(s, c, b.occupied);
    case piece_type::king: return attack_table().king[s];
    case piece_type::knight: from = attack_table().knight[s]; break;
    default:
      for (int d = 0; d < 8; ++d)
        if (type == piece_type::queen || is_rook_direction(d) == (type == piece_type::rook))
          from |= ray_attacks(s, d, b.occupied);
      break;
  }
  if ((s >> 3) == (c == color::white ? 7 : 0)) from |= pawn_origins(s, c, b.occupied);
  return from;
}

// Whether one move by `by` gives the king on `king` check from both `first` and `second`: one of
// them moved and checks directly while leaving a square on the other's line (a slider), or an en
// passant capture emptied a square on each of two sliders' lines.
[[nodiscard]] constexpr bool double_check_possible(const board_sets& b, int king, int first, int second,
                                                   color by) noexcept {
  const int pair[2] = {first, second};
  for (int i = 0; i < 2; ++i) {
    const int mover = pair[i];
    const int other = pair[1 - i];
    if (b.is_slider(other) && (squares_between(king, other) & possible_origins(b, mover, by)) != 0) return true;
  }
  if (!b.is_slider(first) || !b.is_slider(second)) return false;
  const bitboard line_a = squares_between(king, first);
  const bitboard line_b = squares_between(king, second);
  const bool white = by == color::white;
  // A pawn of `by` that captured en passant stands on rank 6 (White) or 3 (Black); the pawn it
  // took stood behind it, and it came from beside that square.
  for (bitboard pawns = b.of(by, piece_type::pawn) & rank_mask(white ? 5 : 2); pawns != 0; pawns &= pawns - 1) {
    const int to = lowest_square(pawns);
    const int taken = white ? to - 8 : to + 8;
    bitboard from = 0;
    if ((taken & 7) > 0) from |= square_bit(taken - 1);
    if ((taken & 7) < 7) from |= square_bit(taken + 1);
    if (((line_a & square_bit(taken)) != 0 && (line_b & from) != 0) ||
        ((line_b & square_bit(taken)) != 0 && (line_a & from) != 0))
      return true;
  }
  return false;
}

// The squares an en passant square speaks of, for the side to move.
struct en_passant_geometry {
  int target;    // the en passant square
  int pawn;      // where the pawn that moved two squares stands
  int origin;    // where it started
  bool on_rank;  // the target is on rank 6 with White to move, rank 3 with Black to move
};
[[nodiscard]] constexpr en_passant_geometry en_passant_squares(square target, color to_move) noexcept {
  const bool white = to_move == color::white;
  const int t = target.index();
  return {t, white ? t - 8 : t + 8, white ? t + 8 : t - 8, target.rank() == (white ? 5 : 2)};
}

// What is wrong with the en passant square, as a set of these flags (0: nothing, or no square).
enum : unsigned { ep_wrong_rank = 1, ep_without_pawn = 2, ep_square_occupied = 4, ep_origin_occupied = 8 };
[[nodiscard]] constexpr unsigned en_passant_faults(const board_sets& b, const position& p) noexcept {
  if (!p.en_passant) return 0;
  const en_passant_geometry g = en_passant_squares(*p.en_passant, p.side_to_move);
  if (!g.on_rank) return ep_wrong_rank;
  unsigned faults = 0;
  if ((b.of(opposite(p.side_to_move), piece_type::pawn) & square_bit(g.pawn)) == 0) faults |= ep_without_pawn;
  if ((b.occupied & square_bit(g.target)) != 0) faults |= ep_square_occupied;
  if ((b.occupied & square_bit(g.origin)) != 0) faults |= ep_origin_occupied;
  return faults;
}

// With a sound en passant square: whether the side to move is in a check the double push cannot
// have given. Only the pawn itself, or a slider whose line ran through the pawn's start square, can
// check after it; never two pieces at once.
[[nodiscard]] constexpr bool en_passant_contradicts_check(const board_sets& b, const position& p, bitboard checkers,
                                                          int king) noexcept {
  if (checkers == 0) return false;
  if (more_than_one(checkers)) return true;
  const en_passant_geometry g = en_passant_squares(*p.en_passant, p.side_to_move);
  const int checker = lowest_square(checkers);
  if (checker == g.pawn) return false;
  return !(b.is_slider(checker) && (squares_between(king, checker) & square_bit(g.origin)) != 0);
}

// Castling: the king of color `c` a right needs, and whether the right's rook is where it must be.
struct castling_check {
  int king;      // the king of that color on its back rank (the first from the a-file), or -1
  int rook;      // the square the right names: its file on the back rank
  bool king_ok;  // a king on the back rank, not in a corner
  bool rook_ok;  // a rook of that color on `rook`, on the right's side of the king (when there is one)
};
[[nodiscard]] constexpr castling_check check_castling_right(const board_sets& b, color c, castling_side side,
                                                            int file) noexcept {
  const int back = c == color::white ? 0 : 7;
  const bitboard kings = b.of(c, piece_type::king) & rank_mask(back);
  castling_check r{kings == 0 ? -1 : lowest_square(kings), back * 8 + file, false, false};
  const int king_file = r.king & 7;
  r.king_ok = r.king >= 0 && king_file > 0 && king_file < 7;
  r.rook_ok = (b.of(c, piece_type::rook) & square_bit(r.rook)) != 0 &&
              (r.king < 0 || (side == castling_side::king_side ? file > king_file : file < king_file));
  return r;
}

// Standard castling: the king on the e-file, the rook in the corner of its side.
[[nodiscard]] constexpr bool on_standard_squares(const castling_check& check, castling_side side) noexcept {
  return (check.king & 7) == 4 && (check.rook & 7) == (side == castling_side::king_side ? 7 : 0);
}

// The problem code of one castling right under rules `r`, or 0 when the board allows it: a
// variant without castling, then the king, then the rook, then standard chess's squares.
[[nodiscard]] constexpr problem_code castling_fault(const castling_check& check, castling_side side,
                                                    const rules& r) noexcept {
  if (!traits_of(r.variant).castling) return problem_code::castling_not_in_variant;
  if (!check.king_ok) return problem_code::castling_without_king;
  if (!check.rook_ok) return problem_code::castling_without_rook;
  if (r.castling == castling_rules::standard && !on_standard_squares(check, side))
    return problem_code::castling_not_standard;
  return problem_code{};
}

// The rights for which castling_fault finds nothing, its tests written out: validate calls this on
// every position with rights, and the one-line form costs it a few percent.
[[nodiscard]] constexpr castling_rights allowed_castling(const board_sets& b, const position& p,
                                                         const rules& r) noexcept {
  castling_rights allowed;
  if (!traits_of(r.variant).castling) return allowed;
  const bool standard = r.castling == castling_rules::standard;
  for (color c : {color::white, color::black}) {
    for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
      const auto file = p.castling.rook_file(c, side);
      if (!file) continue;
      const castling_check check = check_castling_right(b, c, side, *file);
      if (check.king_ok && check.rook_ok && (!standard || on_standard_squares(check, side)))
        allowed.set(c, side, *file);
    }
  }
  return allowed;
}

// Chess960: both colors start from one back rank, mirrored, and a right lasts only while its king
// and its rook have never moved. So when both colors keep rights, their kings stand on one file,
// and two rights on one side name one file. Under standard castling the squares are fixed, so
// nothing is left to compare. What the rights `allowed` (each one the board allows) contradict, as
// a set of these flags: the kings' files (then nothing else is compared), or a side's rook files.
enum : unsigned { files_of_kings = 1, files_of_king_side = 2, files_of_queen_side = 4 };
[[nodiscard]] constexpr unsigned files_flag(castling_side side) noexcept {
  return side == castling_side::king_side ? files_of_king_side : files_of_queen_side;
}
[[nodiscard]] constexpr bool any_right(const castling_rights& rights, color c) noexcept {
  return rights.has(c, castling_side::king_side) || rights.has(c, castling_side::queen_side);
}
// The king a right of color `c` counts, as check_castling_right finds it (the first from the
// a-file on the back rank), or -1.
[[nodiscard]] constexpr int castling_king(const board_sets& b, color c) noexcept {
  const bitboard kings = b.of(c, piece_type::king) & rank_mask(c == color::white ? 0 : 7);
  return kings == 0 ? -1 : lowest_square(kings);
}
[[nodiscard]] constexpr unsigned castling_file_faults(const board_sets& b, const castling_rights& allowed,
                                                      const rules& r) noexcept {
  if (r.castling != castling_rules::chess960 || !any_right(allowed, color::white) || !any_right(allowed, color::black))
    return 0;
  if ((castling_king(b, color::white) & 7) != (castling_king(b, color::black) & 7)) return files_of_kings;
  unsigned faults = 0;
  for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
    const auto white = allowed.rook_file(color::white, side);
    const auto black = allowed.rook_file(color::black, side);
    if (white && black && *white != *black) faults |= files_flag(side);
  }
  return faults;
}
// The rights `allowed` without those `faults` (castling_file_faults) name: every right of both
// colors when their kings stand apart, else both colors' rights on each side whose rooks do.
[[nodiscard]] constexpr castling_rights without_file_faults(castling_rights allowed, unsigned faults) noexcept {
  if ((faults & files_of_kings) != 0) return castling_rights{};
  for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
    if ((faults & files_flag(side)) == 0) continue;
    allowed.clear(color::white, side);
    allowed.clear(color::black, side);
  }
  return allowed;
}

// With a sound en passant square: whether a pawn of the side to move attacks it.
[[nodiscard]] constexpr bitboard en_passant_capturers(const board_sets& b, const position& p) noexcept {
  if (!p.en_passant || en_passant_faults(b, p) != 0) return 0;
  const color us = p.side_to_move;
  return attack_table().pawn_attackers[color_index(us)][p.en_passant->index()] & b.of(us, piece_type::pawn);
}

// Whether the kings of the two colors stand side by side (atomic: then neither is in check).
[[nodiscard]] constexpr bool kings_touch(const board_sets& b) noexcept {
  for (bitboard kings = b.of(color::white, piece_type::king); kings != 0; kings &= kings - 1)
    if ((attack_table().king[lowest_square(kings)] & b.of(color::black, piece_type::king)) != 0) return true;
  return false;
}

// The board without the pieces on `gone`.
[[nodiscard]] constexpr board_sets without(const board_sets& b, bitboard gone) noexcept {
  board_sets after = b;
  for (bitboard& set : after.colors) set &= ~gone;
  for (bitboard& set : after.types) set &= ~gone;
  after.occupied &= ~gone;
  return after;
}

// Atomic: a capture explodes the capturing pawn and every piece but a pawn next to where it lands.
// Legal when the side to move keeps its king out of the blast and, unless the other king explodes
// (which wins), ends out of check (kings side by side are never in check).
[[nodiscard]] constexpr bool atomic_en_passant_legal(const board_sets& b, const position& p,
                                                     bitboard capturers) noexcept {
  const color us = p.side_to_move;
  const color them = opposite(us);
  const en_passant_geometry g = en_passant_squares(*p.en_passant, us);
  const bitboard blast = attack_table().king[g.target];
  const bitboard our_king = b.of(us, piece_type::king);
  if (our_king == 0 || (our_king & blast) != 0) return false;
  if ((b.of(them, piece_type::king) & blast) != 0) return true;
  for (bitboard from = capturers; from != 0; from &= from - 1) {
    const bitboard gone = square_bit(lowest_square(from)) | square_bit(g.pawn) | (blast & ~b.of(piece_type::pawn));
    const board_sets after = without(b, gone);
    if (kings_touch(after)) return true;
    bool safe = true;
    for (bitboard kings = our_king; kings != 0 && safe; kings &= kings - 1)
      safe = attackers_of(after, lowest_square(kings), them, after.occupied) == 0;
    if (safe) return true;
  }
  return false;
}

// Whether some en passant capture is legal under rules `r`: in chess, it leaves no king of the side
// to move attacked; antichess knows no check; atomic explodes.
[[nodiscard]] constexpr bool en_passant_legal(const board_sets& b, const position& p, const rules& r) noexcept {
  const bitboard capturers = en_passant_capturers(b, p);
  if (capturers == 0) return false;
  if (traits_of(r.variant).kings == king_rule::any_number) return true;
  if (traits_of(r.variant).explosions) return atomic_en_passant_legal(b, p, capturers);
  const color us = p.side_to_move;
  const color them = opposite(us);
  const en_passant_geometry g = en_passant_squares(*p.en_passant, us);
  board_sets after = b;  // the captured pawn is gone
  after.colors[color_index(them)] &= ~square_bit(g.pawn);
  after.types[static_cast<int>(piece_type::pawn)] &= ~square_bit(g.pawn);
  for (bitboard from = capturers; from != 0; from &= from - 1) {
    const bitboard occupied =
        (b.occupied & ~square_bit(lowest_square(from)) & ~square_bit(g.pawn)) | square_bit(g.target);
    bool safe = true;
    for (bitboard kings = b.of(us, piece_type::king); kings != 0 && safe; kings &= kings - 1)
      safe = attackers_of(after, lowest_square(kings), them, occupied) == 0;
    if (safe) return true;
  }
  return false;
}

}  // namespace detail

}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_BOARDS_HPP
// fen/detail/attack_tables.hpp: generated: validate's attack tables (do not edit: written by
// tools/print_tables/print_tables.cpp).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_ATTACK_TABLES_HPP
#define FEN_DETAIL_ATTACK_TABLES_HPP

namespace fen {
// =============================================================================================
// Generated tables: do not edit by hand; tools/print_tables/print_tables.cpp prints them
//
// The attack tables (attack_tables, made by make_attack_tables() in
// validate_boards.hpp), each array 64 squares from a1, four to a line.
// Literals, because a constexpr computation would cost every translation unit that includes
// fen compile time. `fen_print_tables detail/attack_tables.hpp` prints this section; the ctest
// unit.generated_tables fails when it differs from what is here.
// =============================================================================================

// clang-format off
namespace detail {

inline constexpr attack_tables attacks = {
    /* knight */ {
        0x0000000000020400u, 0x0000000000050800u, 0x00000000000A1100u, 0x0000000000142200u,
        0x0000000000284400u, 0x0000000000508800u, 0x0000000000A01000u, 0x0000000000402000u,
        0x0000000002040004u, 0x0000000005080008u, 0x000000000A110011u, 0x0000000014220022u,
        0x0000000028440044u, 0x0000000050880088u, 0x00000000A0100010u, 0x0000000040200020u,
        0x0000000204000402u, 0x0000000508000805u, 0x0000000A1100110Au, 0x0000001422002214u,
        0x0000002844004428u, 0x0000005088008850u, 0x000000A0100010A0u, 0x0000004020002040u,
        0x0000020400040200u, 0x0000050800080500u, 0x00000A1100110A00u, 0x0000142200221400u,
        0x0000284400442800u, 0x0000508800885000u, 0x0000A0100010A000u, 0x0000402000204000u,
        0x0002040004020000u, 0x0005080008050000u, 0x000A1100110A0000u, 0x0014220022140000u,
        0x0028440044280000u, 0x0050880088500000u, 0x00A0100010A00000u, 0x0040200020400000u,
        0x0204000402000000u, 0x0508000805000000u, 0x0A1100110A000000u, 0x1422002214000000u,
        0x2844004428000000u, 0x5088008850000000u, 0xA0100010A0000000u, 0x4020002040000000u,
        0x0400040200000000u, 0x0800080500000000u, 0x1100110A00000000u, 0x2200221400000000u,
        0x4400442800000000u, 0x8800885000000000u, 0x100010A000000000u, 0x2000204000000000u,
        0x0004020000000000u, 0x0008050000000000u, 0x00110A0000000000u, 0x0022140000000000u,
        0x0044280000000000u, 0x0088500000000000u, 0x0010A00000000000u, 0x0020400000000000u},
    /* king */ {
        0x0000000000000302u, 0x0000000000000705u, 0x0000000000000E0Au, 0x0000000000001C14u,
        0x0000000000003828u, 0x0000000000007050u, 0x000000000000E0A0u, 0x000000000000C040u,
        0x0000000000030203u, 0x0000000000070507u, 0x00000000000E0A0Eu, 0x00000000001C141Cu,
        0x0000000000382838u, 0x0000000000705070u, 0x0000000000E0A0E0u, 0x0000000000C040C0u,
        0x0000000003020300u, 0x0000000007050700u, 0x000000000E0A0E00u, 0x000000001C141C00u,
        0x0000000038283800u, 0x0000000070507000u, 0x00000000E0A0E000u, 0x00000000C040C000u,
        0x0000000302030000u, 0x0000000705070000u, 0x0000000E0A0E0000u, 0x0000001C141C0000u,
        0x0000003828380000u, 0x0000007050700000u, 0x000000E0A0E00000u, 0x000000C040C00000u,
        0x0000030203000000u, 0x0000070507000000u, 0x00000E0A0E000000u, 0x00001C141C000000u,
        0x0000382838000000u, 0x0000705070000000u, 0x0000E0A0E0000000u, 0x0000C040C0000000u,
        0x0003020300000000u, 0x0007050700000000u, 0x000E0A0E00000000u, 0x001C141C00000000u,
        0x0038283800000000u, 0x0070507000000000u, 0x00E0A0E000000000u, 0x00C040C000000000u,
        0x0302030000000000u, 0x0705070000000000u, 0x0E0A0E0000000000u, 0x1C141C0000000000u,
        0x3828380000000000u, 0x7050700000000000u, 0xE0A0E00000000000u, 0xC040C00000000000u,
        0x0203000000000000u, 0x0507000000000000u, 0x0A0E000000000000u, 0x141C000000000000u,
        0x2838000000000000u, 0x5070000000000000u, 0xA0E0000000000000u, 0x40C0000000000000u},
    /* pawn_attackers */ {
        /* white */ {
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000002u, 0x0000000000000005u, 0x000000000000000Au, 0x0000000000000014u,
            0x0000000000000028u, 0x0000000000000050u, 0x00000000000000A0u, 0x0000000000000040u,
            0x0000000000000200u, 0x0000000000000500u, 0x0000000000000A00u, 0x0000000000001400u,
            0x0000000000002800u, 0x0000000000005000u, 0x000000000000A000u, 0x0000000000004000u,
            0x0000000000020000u, 0x0000000000050000u, 0x00000000000A0000u, 0x0000000000140000u,
            0x0000000000280000u, 0x0000000000500000u, 0x0000000000A00000u, 0x0000000000400000u,
            0x0000000002000000u, 0x0000000005000000u, 0x000000000A000000u, 0x0000000014000000u,
            0x0000000028000000u, 0x0000000050000000u, 0x00000000A0000000u, 0x0000000040000000u,
            0x0000000200000000u, 0x0000000500000000u, 0x0000000A00000000u, 0x0000001400000000u,
            0x0000002800000000u, 0x0000005000000000u, 0x000000A000000000u, 0x0000004000000000u,
            0x0000020000000000u, 0x0000050000000000u, 0x00000A0000000000u, 0x0000140000000000u,
            0x0000280000000000u, 0x0000500000000000u, 0x0000A00000000000u, 0x0000400000000000u,
            0x0002000000000000u, 0x0005000000000000u, 0x000A000000000000u, 0x0014000000000000u,
            0x0028000000000000u, 0x0050000000000000u, 0x00A0000000000000u, 0x0040000000000000u},
        /* black */ {
            0x0000000000000200u, 0x0000000000000500u, 0x0000000000000A00u, 0x0000000000001400u,
            0x0000000000002800u, 0x0000000000005000u, 0x000000000000A000u, 0x0000000000004000u,
            0x0000000000020000u, 0x0000000000050000u, 0x00000000000A0000u, 0x0000000000140000u,
            0x0000000000280000u, 0x0000000000500000u, 0x0000000000A00000u, 0x0000000000400000u,
            0x0000000002000000u, 0x0000000005000000u, 0x000000000A000000u, 0x0000000014000000u,
            0x0000000028000000u, 0x0000000050000000u, 0x00000000A0000000u, 0x0000000040000000u,
            0x0000000200000000u, 0x0000000500000000u, 0x0000000A00000000u, 0x0000001400000000u,
            0x0000002800000000u, 0x0000005000000000u, 0x000000A000000000u, 0x0000004000000000u,
            0x0000020000000000u, 0x0000050000000000u, 0x00000A0000000000u, 0x0000140000000000u,
            0x0000280000000000u, 0x0000500000000000u, 0x0000A00000000000u, 0x0000400000000000u,
            0x0002000000000000u, 0x0005000000000000u, 0x000A000000000000u, 0x0014000000000000u,
            0x0028000000000000u, 0x0050000000000000u, 0x00A0000000000000u, 0x0040000000000000u,
            0x0200000000000000u, 0x0500000000000000u, 0x0A00000000000000u, 0x1400000000000000u,
            0x2800000000000000u, 0x5000000000000000u, 0xA000000000000000u, 0x4000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u}},
    /* ray */ {
        /* north */ {
            0x0101010101010100u, 0x0202020202020200u, 0x0404040404040400u, 0x0808080808080800u,
            0x1010101010101000u, 0x2020202020202000u, 0x4040404040404000u, 0x8080808080808000u,
            0x0101010101010000u, 0x0202020202020000u, 0x0404040404040000u, 0x0808080808080000u,
            0x1010101010100000u, 0x2020202020200000u, 0x4040404040400000u, 0x8080808080800000u,
            0x0101010101000000u, 0x0202020202000000u, 0x0404040404000000u, 0x0808080808000000u,
            0x1010101010000000u, 0x2020202020000000u, 0x4040404040000000u, 0x8080808080000000u,
            0x0101010100000000u, 0x0202020200000000u, 0x0404040400000000u, 0x0808080800000000u,
            0x1010101000000000u, 0x2020202000000000u, 0x4040404000000000u, 0x8080808000000000u,
            0x0101010000000000u, 0x0202020000000000u, 0x0404040000000000u, 0x0808080000000000u,
            0x1010100000000000u, 0x2020200000000000u, 0x4040400000000000u, 0x8080800000000000u,
            0x0101000000000000u, 0x0202000000000000u, 0x0404000000000000u, 0x0808000000000000u,
            0x1010000000000000u, 0x2020000000000000u, 0x4040000000000000u, 0x8080000000000000u,
            0x0100000000000000u, 0x0200000000000000u, 0x0400000000000000u, 0x0800000000000000u,
            0x1000000000000000u, 0x2000000000000000u, 0x4000000000000000u, 0x8000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u},
        /* east */ {
            0x00000000000000FEu, 0x00000000000000FCu, 0x00000000000000F8u, 0x00000000000000F0u,
            0x00000000000000E0u, 0x00000000000000C0u, 0x0000000000000080u, 0x0000000000000000u,
            0x000000000000FE00u, 0x000000000000FC00u, 0x000000000000F800u, 0x000000000000F000u,
            0x000000000000E000u, 0x000000000000C000u, 0x0000000000008000u, 0x0000000000000000u,
            0x0000000000FE0000u, 0x0000000000FC0000u, 0x0000000000F80000u, 0x0000000000F00000u,
            0x0000000000E00000u, 0x0000000000C00000u, 0x0000000000800000u, 0x0000000000000000u,
            0x00000000FE000000u, 0x00000000FC000000u, 0x00000000F8000000u, 0x00000000F0000000u,
            0x00000000E0000000u, 0x00000000C0000000u, 0x0000000080000000u, 0x0000000000000000u,
            0x000000FE00000000u, 0x000000FC00000000u, 0x000000F800000000u, 0x000000F000000000u,
            0x000000E000000000u, 0x000000C000000000u, 0x0000008000000000u, 0x0000000000000000u,
            0x0000FE0000000000u, 0x0000FC0000000000u, 0x0000F80000000000u, 0x0000F00000000000u,
            0x0000E00000000000u, 0x0000C00000000000u, 0x0000800000000000u, 0x0000000000000000u,
            0x00FE000000000000u, 0x00FC000000000000u, 0x00F8000000000000u, 0x00F0000000000000u,
            0x00E0000000000000u, 0x00C0000000000000u, 0x0080000000000000u, 0x0000000000000000u,
            0xFE00000000000000u, 0xFC00000000000000u, 0xF800000000000000u, 0xF000000000000000u,
            0xE000000000000000u, 0xC000000000000000u, 0x8000000000000000u, 0x0000000000000000u},
        /* north-east */ {
            0x8040201008040200u, 0x0080402010080400u, 0x0000804020100800u, 0x0000008040201000u,
            0x0000000080402000u, 0x0000000000804000u, 0x0000000000008000u, 0x0000000000000000u,
            0x4020100804020000u, 0x8040201008040000u, 0x0080402010080000u, 0x0000804020100000u,
            0x0000008040200000u, 0x0000000080400000u, 0x0000000000800000u, 0x0000000000000000u,
            0x2010080402000000u, 0x4020100804000000u, 0x8040201008000000u, 0x0080402010000000u,
            0x0000804020000000u, 0x0000008040000000u, 0x0000000080000000u, 0x0000000000000000u,
            0x1008040200000000u, 0x2010080400000000u, 0x4020100800000000u, 0x8040201000000000u,
            0x0080402000000000u, 0x0000804000000000u, 0x0000008000000000u, 0x0000000000000000u,
            0x0804020000000000u, 0x1008040000000000u, 0x2010080000000000u, 0x4020100000000000u,
            0x8040200000000000u, 0x0080400000000000u, 0x0000800000000000u, 0x0000000000000000u,
            0x0402000000000000u, 0x0804000000000000u, 0x1008000000000000u, 0x2010000000000000u,
            0x4020000000000000u, 0x8040000000000000u, 0x0080000000000000u, 0x0000000000000000u,
            0x0200000000000000u, 0x0400000000000000u, 0x0800000000000000u, 0x1000000000000000u,
            0x2000000000000000u, 0x4000000000000000u, 0x8000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u},
        /* north-west */ {
            0x0000000000000000u, 0x0000000000000100u, 0x0000000000010200u, 0x0000000001020400u,
            0x0000000102040800u, 0x0000010204081000u, 0x0001020408102000u, 0x0102040810204000u,
            0x0000000000000000u, 0x0000000000010000u, 0x0000000001020000u, 0x0000000102040000u,
            0x0000010204080000u, 0x0001020408100000u, 0x0102040810200000u, 0x0204081020400000u,
            0x0000000000000000u, 0x0000000001000000u, 0x0000000102000000u, 0x0000010204000000u,
            0x0001020408000000u, 0x0102040810000000u, 0x0204081020000000u, 0x0408102040000000u,
            0x0000000000000000u, 0x0000000100000000u, 0x0000010200000000u, 0x0001020400000000u,
            0x0102040800000000u, 0x0204081000000000u, 0x0408102000000000u, 0x0810204000000000u,
            0x0000000000000000u, 0x0000010000000000u, 0x0001020000000000u, 0x0102040000000000u,
            0x0204080000000000u, 0x0408100000000000u, 0x0810200000000000u, 0x1020400000000000u,
            0x0000000000000000u, 0x0001000000000000u, 0x0102000000000000u, 0x0204000000000000u,
            0x0408000000000000u, 0x0810000000000000u, 0x1020000000000000u, 0x2040000000000000u,
            0x0000000000000000u, 0x0100000000000000u, 0x0200000000000000u, 0x0400000000000000u,
            0x0800000000000000u, 0x1000000000000000u, 0x2000000000000000u, 0x4000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u},
        /* south */ {
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000001u, 0x0000000000000002u, 0x0000000000000004u, 0x0000000000000008u,
            0x0000000000000010u, 0x0000000000000020u, 0x0000000000000040u, 0x0000000000000080u,
            0x0000000000000101u, 0x0000000000000202u, 0x0000000000000404u, 0x0000000000000808u,
            0x0000000000001010u, 0x0000000000002020u, 0x0000000000004040u, 0x0000000000008080u,
            0x0000000000010101u, 0x0000000000020202u, 0x0000000000040404u, 0x0000000000080808u,
            0x0000000000101010u, 0x0000000000202020u, 0x0000000000404040u, 0x0000000000808080u,
            0x0000000001010101u, 0x0000000002020202u, 0x0000000004040404u, 0x0000000008080808u,
            0x0000000010101010u, 0x0000000020202020u, 0x0000000040404040u, 0x0000000080808080u,
            0x0000000101010101u, 0x0000000202020202u, 0x0000000404040404u, 0x0000000808080808u,
            0x0000001010101010u, 0x0000002020202020u, 0x0000004040404040u, 0x0000008080808080u,
            0x0000010101010101u, 0x0000020202020202u, 0x0000040404040404u, 0x0000080808080808u,
            0x0000101010101010u, 0x0000202020202020u, 0x0000404040404040u, 0x0000808080808080u,
            0x0001010101010101u, 0x0002020202020202u, 0x0004040404040404u, 0x0008080808080808u,
            0x0010101010101010u, 0x0020202020202020u, 0x0040404040404040u, 0x0080808080808080u},
        /* west */ {
            0x0000000000000000u, 0x0000000000000001u, 0x0000000000000003u, 0x0000000000000007u,
            0x000000000000000Fu, 0x000000000000001Fu, 0x000000000000003Fu, 0x000000000000007Fu,
            0x0000000000000000u, 0x0000000000000100u, 0x0000000000000300u, 0x0000000000000700u,
            0x0000000000000F00u, 0x0000000000001F00u, 0x0000000000003F00u, 0x0000000000007F00u,
            0x0000000000000000u, 0x0000000000010000u, 0x0000000000030000u, 0x0000000000070000u,
            0x00000000000F0000u, 0x00000000001F0000u, 0x00000000003F0000u, 0x00000000007F0000u,
            0x0000000000000000u, 0x0000000001000000u, 0x0000000003000000u, 0x0000000007000000u,
            0x000000000F000000u, 0x000000001F000000u, 0x000000003F000000u, 0x000000007F000000u,
            0x0000000000000000u, 0x0000000100000000u, 0x0000000300000000u, 0x0000000700000000u,
            0x0000000F00000000u, 0x0000001F00000000u, 0x0000003F00000000u, 0x0000007F00000000u,
            0x0000000000000000u, 0x0000010000000000u, 0x0000030000000000u, 0x0000070000000000u,
            0x00000F0000000000u, 0x00001F0000000000u, 0x00003F0000000000u, 0x00007F0000000000u,
            0x0000000000000000u, 0x0001000000000000u, 0x0003000000000000u, 0x0007000000000000u,
            0x000F000000000000u, 0x001F000000000000u, 0x003F000000000000u, 0x007F000000000000u,
            0x0000000000000000u, 0x0100000000000000u, 0x0300000000000000u, 0x0700000000000000u,
            0x0F00000000000000u, 0x1F00000000000000u, 0x3F00000000000000u, 0x7F00000000000000u},
        /* south-west */ {
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000001u, 0x0000000000000002u, 0x0000000000000004u,
            0x0000000000000008u, 0x0000000000000010u, 0x0000000000000020u, 0x0000000000000040u,
            0x0000000000000000u, 0x0000000000000100u, 0x0000000000000201u, 0x0000000000000402u,
            0x0000000000000804u, 0x0000000000001008u, 0x0000000000002010u, 0x0000000000004020u,
            0x0000000000000000u, 0x0000000000010000u, 0x0000000000020100u, 0x0000000000040201u,
            0x0000000000080402u, 0x0000000000100804u, 0x0000000000201008u, 0x0000000000402010u,
            0x0000000000000000u, 0x0000000001000000u, 0x0000000002010000u, 0x0000000004020100u,
            0x0000000008040201u, 0x0000000010080402u, 0x0000000020100804u, 0x0000000040201008u,
            0x0000000000000000u, 0x0000000100000000u, 0x0000000201000000u, 0x0000000402010000u,
            0x0000000804020100u, 0x0000001008040201u, 0x0000002010080402u, 0x0000004020100804u,
            0x0000000000000000u, 0x0000010000000000u, 0x0000020100000000u, 0x0000040201000000u,
            0x0000080402010000u, 0x0000100804020100u, 0x0000201008040201u, 0x0000402010080402u,
            0x0000000000000000u, 0x0001000000000000u, 0x0002010000000000u, 0x0004020100000000u,
            0x0008040201000000u, 0x0010080402010000u, 0x0020100804020100u, 0x0040201008040201u},
        /* south-east */ {
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u, 0x0000000000000000u,
            0x0000000000000002u, 0x0000000000000004u, 0x0000000000000008u, 0x0000000000000010u,
            0x0000000000000020u, 0x0000000000000040u, 0x0000000000000080u, 0x0000000000000000u,
            0x0000000000000204u, 0x0000000000000408u, 0x0000000000000810u, 0x0000000000001020u,
            0x0000000000002040u, 0x0000000000004080u, 0x0000000000008000u, 0x0000000000000000u,
            0x0000000000020408u, 0x0000000000040810u, 0x0000000000081020u, 0x0000000000102040u,
            0x0000000000204080u, 0x0000000000408000u, 0x0000000000800000u, 0x0000000000000000u,
            0x0000000002040810u, 0x0000000004081020u, 0x0000000008102040u, 0x0000000010204080u,
            0x0000000020408000u, 0x0000000040800000u, 0x0000000080000000u, 0x0000000000000000u,
            0x0000000204081020u, 0x0000000408102040u, 0x0000000810204080u, 0x0000001020408000u,
            0x0000002040800000u, 0x0000004080000000u, 0x0000008000000000u, 0x0000000000000000u,
            0x0000020408102040u, 0x0000040810204080u, 0x0000081020408000u, 0x0000102040800000u,
            0x0000204080000000u, 0x0000408000000000u, 0x0000800000000000u, 0x0000000000000000u,
            0x0002040810204080u, 0x0004081020408000u, 0x0008102040800000u, 0x0010204080000000u,
            0x0020408000000000u, 0x0040800000000000u, 0x0080000000000000u, 0x0000000000000000u}},
    /* rook_lines */ {
        0x01010101010101FEu, 0x02020202020202FDu, 0x04040404040404FBu, 0x08080808080808F7u,
        0x10101010101010EFu, 0x20202020202020DFu, 0x40404040404040BFu, 0x808080808080807Fu,
        0x010101010101FE01u, 0x020202020202FD02u, 0x040404040404FB04u, 0x080808080808F708u,
        0x101010101010EF10u, 0x202020202020DF20u, 0x404040404040BF40u, 0x8080808080807F80u,
        0x0101010101FE0101u, 0x0202020202FD0202u, 0x0404040404FB0404u, 0x0808080808F70808u,
        0x1010101010EF1010u, 0x2020202020DF2020u, 0x4040404040BF4040u, 0x80808080807F8080u,
        0x01010101FE010101u, 0x02020202FD020202u, 0x04040404FB040404u, 0x08080808F7080808u,
        0x10101010EF101010u, 0x20202020DF202020u, 0x40404040BF404040u, 0x808080807F808080u,
        0x010101FE01010101u, 0x020202FD02020202u, 0x040404FB04040404u, 0x080808F708080808u,
        0x101010EF10101010u, 0x202020DF20202020u, 0x404040BF40404040u, 0x8080807F80808080u,
        0x0101FE0101010101u, 0x0202FD0202020202u, 0x0404FB0404040404u, 0x0808F70808080808u,
        0x1010EF1010101010u, 0x2020DF2020202020u, 0x4040BF4040404040u, 0x80807F8080808080u,
        0x01FE010101010101u, 0x02FD020202020202u, 0x04FB040404040404u, 0x08F7080808080808u,
        0x10EF101010101010u, 0x20DF202020202020u, 0x40BF404040404040u, 0x807F808080808080u,
        0xFE01010101010101u, 0xFD02020202020202u, 0xFB04040404040404u, 0xF708080808080808u,
        0xEF10101010101010u, 0xDF20202020202020u, 0xBF40404040404040u, 0x7F80808080808080u},
    /* bishop_lines */ {
        0x8040201008040200u, 0x0080402010080500u, 0x0000804020110A00u, 0x0000008041221400u,
        0x0000000182442800u, 0x0000010204885000u, 0x000102040810A000u, 0x0102040810204000u,
        0x4020100804020002u, 0x8040201008050005u, 0x00804020110A000Au, 0x0000804122140014u,
        0x0000018244280028u, 0x0001020488500050u, 0x0102040810A000A0u, 0x0204081020400040u,
        0x2010080402000204u, 0x4020100805000508u, 0x804020110A000A11u, 0x0080412214001422u,
        0x0001824428002844u, 0x0102048850005088u, 0x02040810A000A010u, 0x0408102040004020u,
        0x1008040200020408u, 0x2010080500050810u, 0x4020110A000A1120u, 0x8041221400142241u,
        0x0182442800284482u, 0x0204885000508804u, 0x040810A000A01008u, 0x0810204000402010u,
        0x0804020002040810u, 0x1008050005081020u, 0x20110A000A112040u, 0x4122140014224180u,
        0x8244280028448201u, 0x0488500050880402u, 0x0810A000A0100804u, 0x1020400040201008u,
        0x0402000204081020u, 0x0805000508102040u, 0x110A000A11204080u, 0x2214001422418000u,
        0x4428002844820100u, 0x8850005088040201u, 0x10A000A010080402u, 0x2040004020100804u,
        0x0200020408102040u, 0x0500050810204080u, 0x0A000A1120408000u, 0x1400142241800000u,
        0x2800284482010000u, 0x5000508804020100u, 0xA000A01008040201u, 0x4000402010080402u,
        0x0002040810204080u, 0x0005081020408000u, 0x000A112040800000u, 0x0014224180000000u,
        0x0028448201000000u, 0x0050880402010000u, 0x00A0100804020100u, 0x0040201008040201u},
};

// What the checks read the tables through (declared in validate_boards.hpp).
constexpr const attack_tables& attack_table() noexcept { return attacks; }
}  // namespace detail
// clang-format on
// End of the generated tables.

}  // namespace fen

#endif  // FEN_DETAIL_ATTACK_TABLES_HPP
// fen/detail/validate_problems.hpp: problem and its message, validation_report.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_PROBLEMS_HPP
#define FEN_DETAIL_VALIDATE_PROBLEMS_HPP

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Problems
// =============================================================================================

/// One thing wrong with a position: a stable code, its severity, where it is and whose it is, and
/// what the message needs. Compare `code`; show `message()`.
///
///     for (const fen::problem& p : fen::validate(pos)) std::printf("%s\n", p.message().c_str());
struct problem {
  /// What is wrong: a stable code, listed in docs/validation.md.
  problem_code code{};
  /// How bad it is: illegal (no engine can play from here) or unreachable.
  fen::severity severity = fen::severity::illegal;
  /// Where: the main square (a king in check, an en passant square, a castling rook's square, the
  /// first of several kings or pawns; White's king or rook for castling_king_files_differ and
  /// castling_rook_files_differ, which are both colors'), when the problem is somewhere.
  std::optional<fen::square> square{};
  /// Whose: the side the problem belongs to (the side without a king, the side in check, the side
  /// to move for en passant problems), when it is someone's.
  std::optional<fen::color> color{};
  /// Which castling right, for the castling codes (the side both colors' rooks are on, for
  /// castling_rook_files_differ; none for castling_king_files_differ).
  std::optional<castling_side> side{};
  /// The pieces on the first two of `squares`, when the message names them (checking pieces); for
  /// racing_kings_material the kind of piece; for too_many_promoted a pawn when every piece counts
  /// (horde's White), a king when kings count too (antichess), none otherwise.
  std::array<piece, 2> pieces{};
  /// Every square involved, as a set: bit i is the square with index i (a1 = bit 0). The kings of
  /// too_many_kings, the pawns of pawn_on_back_rank, the checking pieces, the castling rook's and
  /// king's squares, both kings or both rooks whose files differ, the en passant pawn's square.
  std::uint64_t squares = 0;
  /// A number the message needs: a count of kings, pawns, pieces, checkers or promotions, a
  /// halfmove clock; for the castling codes, 1 when a king of that color stands on its back rank
  /// (castling_not_standard: 2 more when the standard corner holds no rook of that color).
  std::uint32_t value = 0;
  /// The bound `value` breaks: 8 pawns, 16 pieces, the pawns missing, the half-moves played; for
  /// castling_not_in_variant and not_in_variant, the rule set's `fen::variant`.
  std::uint32_t limit = 0;

  /// Plain words a chess player understands: "Black has two kings: e8 and g8".
  [[nodiscard]] constexpr message_string message() const noexcept;

  /// Every member the same.
  friend constexpr bool operator==(const problem& a, const problem& b) noexcept {
    return a.code == b.code && a.severity == b.severity && a.square == b.square && a.color == b.color &&
           a.side == b.side && a.pieces[0] == b.pieces[0] && a.pieces[1] == b.pieces[1] && a.squares == b.squares &&
           a.value == b.value && a.limit == b.limit;
  }
  /// Some member different.
  friend constexpr bool operator!=(const problem& a, const problem& b) noexcept { return !(a == b); }
};

namespace detail {
[[nodiscard]] constexpr std::string_view side_name(color c) noexcept { return c == color::white ? "White" : "Black"; }
[[nodiscard]] constexpr std::string_view side_words(castling_side s) noexcept {
  return s == castling_side::king_side ? "king side" : "queen side";
}
[[nodiscard]] constexpr std::string_view rank_digit(int rank) noexcept {
  return std::string_view("12345678").substr(static_cast<std::size_t>(rank & 7), 1);
}

// "e8", "e8 and g8", "a1, b1 and c1"; beyond `most` squares, "a1, b1, ... and 5 more".
constexpr void append_square_list(message_string& m, bitboard set, int most) noexcept {
  const int total = count_squares(set);
  const int shown = total < most ? total : most;
  for (int listed = 0; listed < shown; ++listed, set &= set - 1) {
    if (listed > 0) m.append(listed == shown - 1 && shown == total ? " and " : ", ");
    m.append(square::from_index(lowest_square(set)).name());
  }
  if (total > shown) {
    m.append(" and ");
    detail::append_decimal(m, static_cast<std::uint64_t>(total - shown));
    m.append(" more");
  }
}

// "the black rook on e8", or "the black rook on e8 and the black knight on d3", or "3 black
// pieces (a1, b2 and c3)".
constexpr void append_attackers(message_string& m, bitboard set, const std::array<piece, 2>& pieces,
                                color by) noexcept {
  const int total = count_squares(set);
  if (total > 2 || total == 0) {
    detail::append_decimal(m, static_cast<std::uint64_t>(total));
    m.append(" ");
    m.append(fen::name(by));
    m.append(" pieces (");
    append_square_list(m, set, 8);
    m.append(")");
    return;
  }
  for (int i = 0; i < total; ++i, set &= set - 1) {
    if (i > 0) m.append(" and ");
    m.append("the ");
    m.append(fen::name(by));
    m.append(" ");
    m.append(fen::name(pieces[static_cast<std::size_t>(i)].type()));
    m.append(" on ");
    m.append(square::from_index(lowest_square(set)).name());
  }
}

constexpr void append_king(message_string& m, color c, square s) noexcept {
  m.append("the ");
  m.append(fen::name(c));
  m.append(" king on ");
  m.append(s.name());
}
}  // namespace detail

constexpr message_string problem::message() const noexcept {
  message_string m;
  detail::traits(code).write(m, *this);
  return m;
}

// =============================================================================================
// Validation report
// =============================================================================================

namespace detail {
struct report_access;
}  // namespace detail

/// Every problem `validate` found, in the order of their codes (White's before Black's). Fixed
/// capacity, no allocation: `max_problems` is enough for any position.
///
///     auto r = fen::validate(p);
///     if (r.has(fen::problem_code::opponent_in_check)) ...
class validation_report {
 public:
  /// The number of problems.
  [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
  /// True when there is no problem (the same as `ok()`).
  [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
  /// The most problems a report holds: enough for every position.
  [[nodiscard]] static constexpr std::size_t capacity() noexcept { return max_problems; }
  /// The first problem, for range-for: `for (const fen::problem& p : report)`.
  [[nodiscard]] constexpr const problem* begin() const noexcept { return items_.data(); }
  /// Past the last problem.
  [[nodiscard]] constexpr const problem* end() const noexcept { return items_.data() + size_; }
  /// The problem at `i` (below `size()`).
  constexpr const problem& operator[](std::size_t i) const noexcept { return items_[i]; }

  /// No problem at all: the position is legal and reachable as far as `validate` can tell.
  [[nodiscard]] constexpr bool ok() const noexcept { return size_ == 0; }
  /// No problem of severity illegal: an engine can play from here.
  [[nodiscard]] constexpr bool legal() const noexcept {
    for (const problem& p : *this)
      if (p.severity == severity::illegal) return false;
    return true;
  }
  /// True when some problem has this code.
  [[nodiscard]] constexpr bool has(problem_code code) const noexcept {
    for (std::size_t i = 0; i < size_; ++i)
      if (items_[i].code == code) return true;
    return false;
  }
  /// How many problems have this code.
  [[nodiscard]] constexpr std::size_t count(problem_code code) const noexcept {
    std::size_t n = 0;
    for (const problem& p : *this)
      if (p.code == code) ++n;
    return n;
  }
  /// The first problem with this code, or nullptr.
  [[nodiscard]] constexpr const problem* find(problem_code code) const noexcept {
    for (const problem& p : *this)
      if (p.code == code) return &p;
    return nullptr;
  }

 private:
  friend struct detail::report_access;
  std::array<problem, max_problems> items_{};
  std::size_t size_ = 0;
};

namespace detail {
struct report_access {
  // `max_occurrences` bounds each code, so the report is never full here; the test keeps the report
  // within its bounds all the same.
  static constexpr void add(validation_report& r, const problem& p) noexcept {
    if (r.size_ < max_problems) r.items_[r.size_++] = p;
  }
};
}  // namespace detail

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_PROBLEMS_HPP
// fen/detail/validator.hpp: validate_options and the validator: one check per family of rules, declared here,
// defined in the validate_rules_*.hpp headers.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATOR_HPP
#define FEN_DETAIL_VALIDATOR_HPP

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Validate
//
// The validator runs one check per family of rules, in the order of their codes. Each family
// below is its check and then the words of its codes (the writers `detail::traits` names).
// =============================================================================================

/// What `validate` knows of the position beyond its fields. A position read from an EPD line without
/// `hmvc` or `fmvn` holds 0 and 1 for the counters it was not given: such a counter is not known,
/// and the problems that need it (en passant at move 1, a halfmove clock too large for the move,
/// fullmove 0, an en passant square with a halfmove clock) are not looked for.
///
/// `rules` says which game the position belongs to: standard chess by default (castling with the
/// king on e1/e8 and the rooks in the corners), `fen::rules::chess960()`, or a variant.
struct validate_options {
  /// False when the halfmove clock is a default rather than the game's (an EPD line without `hmvc`).
  bool halfmove_clock_known = true;
  /// False when the fullmove number is a default rather than the game's (an EPD line without `fmvn`).
  bool fullmove_number_known = true;
  /// The rules the position is judged by: standard chess by default.
  fen::rules rules{};
};

/// @}

template <std::size_t MaxOperations, std::size_t MaxOperands>
class basic_epd_record;  // fen/epd.hpp

namespace detail {
class validator {
 public:
  constexpr validator(const position& p, validation_report& report, validate_options options = {}) noexcept
      : p_(p), b_(make_board_sets(p)), report_(report), options_(options) {}

  FEN_DETAIL_INLINE constexpr void run() noexcept {
    check_kings();
    check_back_ranks();
    check_opponent_in_check();
    check_castling();
    const unsigned ep_faults = en_passant_faults(b_, p_);
    check_en_passant(ep_faults);
    check_material();
    check_checkers(ep_faults);
    check_counters();
    check_board_empty();
    if (castling_faults_) check_castling_rules_apart();
    // The rest only a variant, or a variant's fields, can raise.
    if (variant_ != variant::standard || p_.pockets || p_.promoted != 0 || p_.checks) check_variant_rules();
    // Chess960 castling: the rights of the two colors against each other.
    if (options_.rules.castling == castling_rules::chess960 && any_right(p_.castling, color::white) &&
        any_right(p_.castling, color::black))
      check_castling_files_apart();
  }

 private:
  const position& p_;
  board_sets b_;
  validation_report& report_;
  validate_options options_;
  variant variant_ = options_.rules.variant;
  const variant_traits& traits_ = traits_of(options_.rules.variant);
  bool castling_faults_ = false;  // some right the board does not allow (check_castling)

  constexpr void check_kings() noexcept;
  constexpr void check_back_ranks() noexcept;
  constexpr void check_opponent_in_check() noexcept;
  constexpr void check_castling() noexcept;
  constexpr void report_castling() noexcept;
  constexpr void check_en_passant(unsigned faults) noexcept;
  constexpr void check_material() noexcept;
  constexpr void check_checkers(unsigned ep_faults) noexcept;
  constexpr void check_counters() noexcept;
  constexpr void check_board_empty() noexcept;
  constexpr void check_castling_rules() noexcept;
  // Out of the way of the common case, which never calls them.
  FEN_DETAIL_COLD constexpr void check_castling_rules_apart() noexcept { check_castling_rules(); }
  FEN_DETAIL_COLD constexpr void check_variant_material_apart() noexcept { check_variant_material(); }
  FEN_DETAIL_COLD constexpr void check_castling_files_apart() noexcept { check_castling_files(); }
  FEN_DETAIL_COLD constexpr void check_variant_rules() noexcept {
    check_pocket_kings();
    check_racing_kings();
    check_three_check();
    check_variant_fields();
  }
  constexpr void check_variant_material() noexcept;
  template <bool Horde, bool KingsPromote>
  constexpr void check_side_material() noexcept;
  constexpr void check_pocket_kings() noexcept;
  constexpr void check_racing_kings() noexcept;
  constexpr void check_three_check() noexcept;
  constexpr void check_variant_fields() noexcept;
  constexpr void check_crazyhouse_material() noexcept;
  constexpr void check_castling_files() noexcept;

  [[nodiscard]] static constexpr problem make(problem_code code) noexcept {
    problem p{};
    p.code = code;
    p.severity = severity_of(code);
    return p;
  }
  [[nodiscard]] static constexpr problem make(problem_code code, color c) noexcept {
    problem p = make(code);
    p.color = std::optional<color>(c);
    return p;
  }
  static constexpr void set_square(problem& p, int s) noexcept {
    p.square = std::optional<square>(square::from_index(s));
  }
  constexpr void add(const problem& p) noexcept { report_access::add(report_, p); }
  [[nodiscard]] constexpr piece piece_on(int s) const noexcept { return p_.board[static_cast<std::size_t>(s)]; }
  // Fills in the attacking pieces: their squares, and the pieces on the first two.
  constexpr void set_attackers(problem& p, bitboard set) const noexcept {
    p.squares = set;
    p.value = static_cast<std::uint32_t>(count_squares(set));
    for (std::size_t i = 0; i < 2 && set != 0; ++i, set &= set - 1) p.pieces[i] = piece_on(lowest_square(set));
  }
  constexpr void add_count(problem_code code, int c, int value, int limit) noexcept {
    problem p = make(code, static_cast<color>(c));
    p.value = static_cast<std::uint32_t>(value);
    p.limit = static_cast<std::uint32_t>(limit);
    add(p);
  }
};

// The color a problem names (White when it names none) and its square (a1 when it has none).
[[nodiscard]] constexpr color color_of(const problem& p) noexcept { return p.color.value_or(color::white); }
constexpr square square_of(const problem& p) noexcept { return p.square.value_or(square{}); }

// ---------------------------------------------------------------------------------------------
}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATOR_HPP
// fen/detail/validate_rules_board.hpp: the checks of kings, back ranks, check, castling rights and the en passant
// square, each with the words of its codes.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_RULES_BOARD_HPP
#define FEN_DETAIL_VALIDATE_RULES_BOARD_HPP

namespace fen {
namespace detail {
// Kings: no_king, too_many_kings
// ---------------------------------------------------------------------------------------------

// Antichess needs no king and takes any number; in horde White has none (a white king is one too
// many); in atomic the side to move may have lost its king in an explosion.
constexpr void validator::check_kings() noexcept {
  const bitboard white = b_.of(color::white, piece_type::king);
  const bitboard black = b_.of(color::black, piece_type::king);
  // The common case first, in one test: a king each, and a rule set that wants that.
  const bool horde = traits_.kings == king_rule::black_only;
  if (white != 0 && black != 0 && !more_than_one(white) && !more_than_one(black) && !horde) return;
  if (traits_.kings == king_rule::any_number) return;
  for (color c : {color::white, color::black}) {
    if (b_.of(c, piece_type::king) != 0 || (horde && c == color::white)) continue;
    if (traits_.explosions && c == p_.side_to_move) continue;
    add(make(problem_code::no_king, c));
  }
  for (color c : {color::white, color::black}) {
    const bitboard kings = b_.of(c, piece_type::king);
    if (more_than_one(kings) || (horde && c == color::white && kings != 0)) {
      problem p = make(problem_code::too_many_kings, c);
      set_square(p, lowest_square(kings));
      p.squares = kings;
      p.value = static_cast<std::uint32_t>(count_squares(kings));
      add(p);
    }
  }
}

// "White has no king", "Black has two kings: e8 and g8", "White has a king on e1; in horde White
// has none".
constexpr void write_kings(message_string& m, const problem& p) noexcept {
  m.append(side_name(color_of(p)));
  if (p.code == problem_code::no_king) {
    m.append(" has no king");
    return;
  }
  if (p.value == 1) {
    m.append(" has a king on ");
    m.append(square_of(p).name());
    m.append("; in horde White has none");
    return;
  }
  m.append(" has ");
  if (p.value == 2)
    m.append("two");
  else
    append_decimal(m, p.value);
  m.append(" kings: ");
  append_square_list(m, p.squares, 8);
}

// ---------------------------------------------------------------------------------------------
// Back ranks: pawn_on_back_rank
// ---------------------------------------------------------------------------------------------

// In horde White's pawns may stand on rank 1; in racing kings every pawn is racing_kings_pawn.
constexpr void validator::check_back_ranks() noexcept {
  const bitboard back_pawns = b_.of(piece_type::pawn) & (rank_mask(0) | rank_mask(7));
  if (back_pawns == 0 || traits_.material == material_rule::race) return;
  for (color c : {color::white, color::black}) {
    bitboard set = back_pawns & b_.of(c);
    if (traits_.white_pawns_on_first_rank && c == color::white) set &= rank_mask(7);
    if (set == 0) continue;
    problem p = make(problem_code::pawn_on_back_rank, c);
    set_square(p, lowest_square(set));
    p.squares = set;
    p.value = static_cast<std::uint32_t>(count_squares(set));
    add(p);
  }
}

// "white pawn on h8: pawns never stand on rank 1 or 8".
constexpr void write_back_rank(message_string& m, const problem& p) noexcept {
  m.append(fen::name(color_of(p)));
  m.append(more_than_one(p.squares) ? " pawns on " : " pawn on ");
  append_square_list(m, p.squares, 16);
  m.append(": pawns never stand on rank 1 or 8");
}

// ---------------------------------------------------------------------------------------------
// Check: opponent_in_check
// ---------------------------------------------------------------------------------------------

// Not in antichess (no check) or racing kings (racing_kings_check); in atomic kings side by side
// are not in check.
constexpr void validator::check_opponent_in_check() noexcept {
  if (!traits_.judges_checks || (traits_.explosions && kings_touch(b_))) return;
  const color them = opposite(p_.side_to_move);
  const int king = only_king(b_, them);
  if (king < 0) return;
  const bitboard attackers = attackers_of(b_, king, p_.side_to_move, b_.occupied);
  if (attackers == 0) return;
  problem p = make(problem_code::opponent_in_check, them);
  set_square(p, king);
  set_attackers(p, attackers);
  add(p);
}

// "the black king on e8 is in check from the white rook on e1, but it is White's move".
constexpr void write_opponent_in_check(message_string& m, const problem& p) noexcept {
  const color other = opposite(color_of(p));
  append_king(m, color_of(p), square_of(p));
  m.append(" is in check from ");
  append_attackers(m, p.squares, p.pieces, other);
  m.append(", but it is ");
  m.append(side_name(other));
  m.append("'s move");
  if (p.pieces[0].type() == piece_type::king || (more_than_one(p.squares) && p.pieces[1].type() == piece_type::king))
    m.append("; kings never stand side by side");
}

// ---------------------------------------------------------------------------------------------
// Castling: castling_without_king, castling_without_rook
// ---------------------------------------------------------------------------------------------

// The problem validate reports for one castling right when `check` fails on `code`'s count.
[[nodiscard]] constexpr problem castling_right_problem(problem_code code, color c, castling_side side,
                                                       const castling_check& check) noexcept {
  problem p{};
  p.code = code;
  p.severity = severity_of(code);
  p.color = std::optional<color>(c);
  p.side = std::optional<castling_side>(side);
  p.square = std::optional<square>(square::from_index(check.rook));
  p.squares = square_bit(check.rook) | (check.king >= 0 ? square_bit(check.king) : 0);
  p.value = check.king >= 0 ? 1 : 0;
  return p;
}

// The problem of a right that only the rule set forbids (castling_not_standard,
// castling_not_in_variant): the rule set's variant in `limit`, and for castling_not_standard 2 more
// in `value` when the standard corner holds no rook of that color (the right then names an inner
// rook only because the corner is empty, as X-FEN reads `K` and `Q`).
[[nodiscard]] constexpr problem rule_set_castling_problem(const board_sets& b, problem_code code, color c,
                                                          castling_side side, const castling_check& check,
                                                          const rules& r) noexcept {
  problem p = castling_right_problem(code, c, side, check);
  p.limit = static_cast<std::uint32_t>(r.variant);
  const int corner = (c == color::white ? 0 : 56) + (side == castling_side::king_side ? 7 : 0);
  if (code == problem_code::castling_not_standard && (b.of(c, piece_type::rook) & square_bit(corner)) == 0)
    p.value += 2;
  return p;
}

constexpr void validator::check_castling() noexcept {
  if (p_.castling.empty() || allowed_castling(b_, p_, options_.rules) == p_.castling) return;
  castling_faults_ = true;
  if (traits_.castling) report_castling();
}

// Each right the board does not allow, once for its king and once for its rook: all the king
// problems first, as the codes go. Apart from the check above, so that the common case stays small.
constexpr void validator::report_castling() noexcept {
  for (problem_code code : {problem_code::castling_without_king, problem_code::castling_without_rook}) {
    for (color c : {color::white, color::black}) {
      for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
        const auto file = p_.castling.rook_file(c, side);
        if (!file) continue;
        const castling_check check = check_castling_right(b_, c, side, *file);
        const bool king_problem = code == problem_code::castling_without_king;
        if (king_problem ? check.king_ok : check.rook_ok) continue;
        add(castling_right_problem(code, c, side, check));
      }
    }
  }
}

// "White may castle king side (rook on h1), but there is no white king on rank 1", "White may
// castle king side, but there is no white rook on h1", and the rook on the wrong side of the king.
constexpr void write_castling(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  const square at = square_of(p);
  const castling_side s = p.side.value_or(castling_side::king_side);
  const bitboard king_set = p.squares & ~square_bit(at.index());
  const int king = p.value == 0 ? -1 : king_set == 0 ? at.index() : lowest_square(king_set);
  const bool wrong_side =
      king >= 0 && (s == castling_side::king_side ? at.file() < (king & 7) : at.file() > (king & 7));
  m.append(side_name(c));
  m.append(" may castle ");
  m.append(side_words(s));
  if (p.code == problem_code::castling_without_king) {
    m.append(" (rook on ");
    m.append(at.name());
    m.append("), but ");
    if (king < 0) {
      m.append("there is no ");
      m.append(fen::name(c));
      m.append(" king on rank ");
      m.append(rank_digit(at.rank()));
    } else {
      append_king(m, c, square::from_index(king));
      m.append(" is in a corner; a king that may castle stands between its rooks");
    }
  } else if (wrong_side) {
    m.append(" with the rook on ");
    m.append(at.name());
    m.append(", but ");
    m.append(at.name());
    m.append(" is on the ");
    m.append(side_words(s == castling_side::king_side ? castling_side::queen_side : castling_side::king_side));
    m.append(" of ");
    append_king(m, c, square::from_index(king));
  } else {
    m.append(", but there is no ");
    m.append(fen::name(c));
    m.append(" rook on ");
    m.append(at.name());
  }
}

// ---------------------------------------------------------------------------------------------
// En passant square: en_passant_wrong_rank, en_passant_without_pawn, en_passant_square_occupied,
// en_passant_origin_occupied
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_en_passant(unsigned faults) noexcept {
  if (faults == 0) return;
  const en_passant_geometry g = en_passant_squares(*p_.en_passant, p_.side_to_move);
  const problem_code codes[4] = {problem_code::en_passant_wrong_rank, problem_code::en_passant_without_pawn,
                                 problem_code::en_passant_square_occupied, problem_code::en_passant_origin_occupied};
  for (unsigned i = 0; i < 4; ++i) {
    if ((faults & (1u << i)) == 0) continue;
    problem p = make(codes[i], p_.side_to_move);
    set_square(p, g.target);
    if (i > 0) p.squares = square_bit(g.pawn) | square_bit(g.origin) | square_bit(g.target);
    add(p);
  }
}

// "en passant square e4 is on rank 4; with White to move it must be on rank 6", "en passant square
// e6 says a black pawn just moved from e7 to e5, but there is no black pawn on e5", ...
constexpr void write_en_passant(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  const color other = opposite(c);
  const square at = square_of(p);
  m.append("en passant square ");
  m.append(at.name());
  if (p.code == problem_code::en_passant_wrong_rank) {
    m.append(" is on rank ");
    m.append(rank_digit(at.rank()));
    m.append("; with ");
    m.append(side_name(c));
    m.append(c == color::white ? " to move it must be on rank 6" : " to move it must be on rank 3");
    return;
  }
  const en_passant_geometry g = en_passant_squares(at, c);
  const std::string_view origin = square::from_index(g.origin).name();
  const std::string_view pawn = square::from_index(g.pawn).name();
  if (p.code == problem_code::en_passant_square_occupied) {
    m.append(" is occupied, yet a ");
    m.append(fen::name(other));
    m.append(" pawn just moved over it from ");
    m.append(origin);
    m.append(" to ");
    m.append(pawn);
    return;
  }
  m.append(" says a ");
  m.append(fen::name(other));
  m.append(" pawn just ");
  if (p.code == problem_code::en_passant_without_pawn) {
    m.append("moved from ");
    m.append(origin);
    m.append(" to ");
    m.append(pawn);
    m.append(", but there is no ");
    m.append(fen::name(other));
    m.append(" pawn on ");
    m.append(pawn);
  } else {
    m.append("left ");
    m.append(origin);
    m.append(", but ");
    m.append(origin);
    m.append(" is occupied");
  }
}

// ---------------------------------------------------------------------------------------------
}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_RULES_BOARD_HPP
// fen/detail/validate_rules_counts.hpp: the checks of material, checkers, counters and the empty board, each with the
// words of its codes.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_RULES_COUNTS_HPP
#define FEN_DETAIL_VALIDATE_RULES_COUNTS_HPP

namespace fen {
namespace detail {
// Material: too_many_pawns, too_many_pieces, too_many_promoted
// ---------------------------------------------------------------------------------------------

// Each side's pawns, pieces and promotions, against its start: 8 pawns (horde's White: 36, and no
// piece) and a king, a queen, two rooks, knights and bishops (antichess: kings beyond 1 promoted).
// Defined before its callers: clang evaluates a template's instance in a constant expression only
// when the definition comes first.
template <bool Horde, bool KingsPromote>
constexpr void validator::check_side_material() noexcept {
  int pawns[2] = {0, 0};
  int pieces[2] = {0, 0};
  const int start_pawns[2] = {Horde ? 36 : 8, 8};  // also the most pawns a side can have
  for (int c = 0; c < 2; ++c) {
    pawns[c] = count_squares(b_.colors[static_cast<std::size_t>(c)] & b_.of(piece_type::pawn));
    pieces[c] = count_squares(b_.colors[static_cast<std::size_t>(c)]);
  }
  for (int c = 0; c < 2; ++c)
    if (pawns[c] > start_pawns[c]) add_count(problem_code::too_many_pawns, c, pawns[c], start_pawns[c]);
  for (int c = 0; c < 2; ++c) {
    const int most = Horde && c == 0 ? 36 : 16;
    if (pieces[c] > most) add_count(problem_code::too_many_pieces, c, pieces[c], most);
  }
  for (int c = 0; c < 2; ++c) {
    const bitboard mine = b_.colors[static_cast<std::size_t>(c)];
    const bitboard queens = mine & b_.of(piece_type::queen);
    const bitboard rooks = mine & b_.of(piece_type::rook);
    const bitboard knights = mine & b_.of(piece_type::knight);
    const bitboard bishops = mine & b_.of(piece_type::bishop);
    const bitboard kings = KingsPromote ? mine & b_.of(piece_type::king) : 0;
    const bool horde_army = Horde && c == 0;  // every piece of it is a promoted pawn
    // Cheap test first: nothing beyond the starting numbers needs no promotion.
    if (!horde_army && !more_than_one(queens) && !more_than_one(rooks & (rooks - 1)) &&
        !more_than_one(knights & (knights - 1)) && !more_than_one(bishops & light_squares) &&
        !more_than_one(bishops & ~light_squares) && !more_than_one(kings))
      continue;
    const int start = horde_army ? 0 : 1;
    const auto beyond = [](bitboard set, int at_start) {
      return count_squares(set) > at_start ? count_squares(set) - at_start : 0;
    };
    const int promoted = beyond(queens, start) + beyond(rooks, 2 * start) + beyond(knights, 2 * start) +
                         beyond(bishops & light_squares, start) + beyond(bishops & ~light_squares, start) +
                         beyond(kings, 1);
    const int missing = pawns[c] >= start_pawns[c] ? 0 : start_pawns[c] - pawns[c];
    if (promoted <= missing) continue;
    problem p = make(problem_code::too_many_promoted, static_cast<color>(c));
    p.value = static_cast<std::uint32_t>(promoted);
    p.limit = static_cast<std::uint32_t>(missing);
    // What the message counts: every piece of the horde, or kings too in antichess.
    if (horde_army) p.pieces[0] = piece(static_cast<color>(c), piece_type::pawn);
    if (KingsPromote) p.pieces[0] = piece(static_cast<color>(c), piece_type::king);
    add(p);
  }
}

// Per side: at most 8 pawns and 16 pieces, and no more promoted pieces than missing pawns. Horde's
// White starts with 36 pawns and nothing else; antichess promotes to kings too; crazyhouse counts
// both sides together, pockets included (check_crazyhouse_material); racing kings has its own code.
constexpr void validator::check_material() noexcept {
  if (traits_.material == material_rule::per_side)
    check_side_material<false, false>();
  else
    check_variant_material_apart();
}

constexpr void validator::check_variant_material() noexcept {
  switch (traits_.material) {
    case material_rule::per_side: check_side_material<false, false>(); break;
    case material_rule::kings_promote: check_side_material<false, true>(); break;
    case material_rule::horde: check_side_material<true, false>(); break;
    case material_rule::pockets: check_crazyhouse_material(); break;
    case material_rule::race: break;  // racing_kings_material instead (check_racing_kings)
  }
}

// Crazyhouse: captured pieces change sides, so the counts are of both sides, board and pockets
// together: at most 16 pawns and 32 pieces, and each promoted piece (marked `~`) stands for a pawn.
constexpr void validator::check_crazyhouse_material() noexcept {
  const fen::pockets hand = p_.pockets.value_or(fen::pockets{});
  const int pawns = count_squares(b_.of(piece_type::pawn)) + hand.count(color::white, piece_type::pawn) +
                    hand.count(color::black, piece_type::pawn);
  const int pieces = count_squares(b_.occupied) + hand.total();
  const auto add_total = [this](problem_code code, int value, int limit) {
    problem p = make(code);
    p.value = static_cast<std::uint32_t>(value);
    p.limit = static_cast<std::uint32_t>(limit);
    add(p);
  };
  if (pawns > 16) add_total(problem_code::too_many_pawns, pawns, 16);
  if (pieces > 32) add_total(problem_code::too_many_pieces, pieces, 32);
  const bitboard promoted = p_.promoted & b_.occupied & ~b_.of(piece_type::pawn) & ~b_.of(piece_type::king);
  const int missing = pawns >= 16 ? 0 : 16 - pawns;
  if (count_squares(promoted) > missing) add_total(problem_code::too_many_promoted, count_squares(promoted), missing);
}

// "White has 9 pawns; a side has at most 8", "White's queens, rooks, knights and bishops (per
// square colour) need at least 3 promotions, but only 2 white pawns are missing", ...
constexpr void write_material(message_string& m, const problem& p) noexcept {
  if (!p.color) {  // crazyhouse: both sides, board and pockets
    if (p.code == problem_code::too_many_promoted) {
      append_decimal(m, p.value);
      m.append(p.value == 1 ? " promoted piece (marked ~) stands for a pawn, but "
                            : " promoted pieces (marked ~) stand for pawns, but ");
      if (p.limit == 0) {
        m.append("no pawn is");
      } else {
        m.append("only ");
        append_decimal(m, p.limit);
        m.append(p.limit == 1 ? " pawn is" : " pawns are");
      }
      m.append(" missing from the board and the pockets");
      return;
    }
    m.append("there are ");
    append_decimal(m, p.value);
    m.append(p.code == problem_code::too_many_pawns ? " pawns" : " pieces");
    m.append(" on the board and in the pockets; crazyhouse has at most ");
    append_decimal(m, p.limit);
    return;
  }
  const color c = color_of(p);
  m.append(side_name(c));
  if (p.code != problem_code::too_many_promoted && p.limit == 36) {
    m.append(" has ");
    append_decimal(m, p.value);
    m.append(p.code == problem_code::too_many_pawns ? " pawns" : " pieces counting pawns");
    m.append("; the horde has at most 36");
    return;
  }
  if (p.code != problem_code::too_many_promoted) {
    m.append(" has ");
    append_decimal(m, p.value);
    m.append(p.code == problem_code::too_many_pawns ? " pawns; a side has at most 8"
                                                    : " pieces counting pawns and the king; a side has at most 16");
    return;
  }
  const piece_type counted = p.pieces[0].is_none() ? piece_type::queen : p.pieces[0].type();
  if (counted == piece_type::pawn)  // horde: every piece was a pawn
    m.append("'s pieces are all promoted pawns, and need at least ");
  else if (counted == piece_type::king)  // antichess: a pawn may become a king
    m.append("'s queens, rooks, knights, bishops (per square colour) and kings need at least ");
  else
    m.append("'s queens, rooks, knights and bishops (per square colour) need at least ");
  append_decimal(m, p.value);
  m.append(p.value == 1 ? " promotion, but " : " promotions, but ");
  if (p.limit == 0) {
    m.append("no ");
    m.append(fen::name(c));
    m.append(" pawn is missing");
  } else {
    m.append("only ");
    append_decimal(m, p.limit);
    m.append(" ");
    m.append(fen::name(c));
    m.append(p.limit == 1 ? " pawn is missing" : " pawns are missing");
  }
}

// ---------------------------------------------------------------------------------------------
// Checkers of the side to move: too_many_checkers, impossible_double_check,
// en_passant_impossible_check
// ---------------------------------------------------------------------------------------------

// Not in antichess or racing kings; in atomic an explosion can uncover any number of checks, so
// only the en passant square's check is judged, and kings side by side are not in check.
constexpr void validator::check_checkers(unsigned ep_faults) noexcept {
  if (!traits_.judges_checks) return;
  const color us = p_.side_to_move;
  const color them = opposite(us);
  const int king = only_king(b_, us);
  if (king < 0) return;
  if (traits_.explosions && kings_touch(b_)) return;
  // A king next to the other is the opponent's problem (opponent_in_check), not a check here.
  const bitboard checkers = attackers_of(b_, king, them, b_.occupied) & ~b_.of(piece_type::king);
  if (checkers == 0) return;
  const int n = count_squares(checkers);
  if (!traits_.explosions && (n >= 3 || (n == 2 && !double_check_possible(b_, king, lowest_square(checkers),
                                                                          highest_square(checkers), them)))) {
    problem p = make(n >= 3 ? problem_code::too_many_checkers : problem_code::impossible_double_check, us);
    set_square(p, king);
    set_attackers(p, checkers);
    add(p);
  }
  if (p_.en_passant && ep_faults == 0 && en_passant_contradicts_check(b_, p_, checkers, king)) {
    problem p = make(problem_code::en_passant_impossible_check, us);
    set_square(p, p_.en_passant->index());
    set_attackers(p, checkers);
    add(p);
  }
}

// "the black king on e5 is in check from 3 white pieces (e1, b2 and d3); no single move gives more
// than two checks", "... from the white knight on b4 and the white knight on f4; no single move
// gives both checks".
constexpr void write_checkers(message_string& m, const problem& p) noexcept {
  append_king(m, color_of(p), square_of(p));
  m.append(" is in check from ");
  append_attackers(m, p.squares, p.pieces, opposite(color_of(p)));
  m.append(p.code == problem_code::too_many_checkers ? "; no single move gives more than two checks"
                                                     : "; no single move gives both checks");
}

// "en passant square e6 says Black's last move was e7 to e5, which cannot have given check from the
// black rook on a1".
constexpr void write_en_passant_check(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  const square at = square_of(p);
  const en_passant_geometry g = en_passant_squares(at, c);
  m.append("en passant square ");
  m.append(at.name());
  m.append(" says ");
  m.append(side_name(opposite(c)));
  m.append("'s last move was ");
  m.append(square::from_index(g.origin).name());
  m.append(" to ");
  m.append(square::from_index(g.pawn).name());
  m.append(", which cannot have given check from ");
  append_attackers(m, p.squares, p.pieces, opposite(c));
}

// ---------------------------------------------------------------------------------------------
// Counters: en_passant_halfmove_clock, en_passant_before_any_move, halfmove_clock_too_large,
// fullmove_zero
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_counters() noexcept {
  const bool white = p_.side_to_move == color::white;
  const bool halfmove = options_.halfmove_clock_known;
  const bool fullmove = options_.fullmove_number_known;
  if (p_.en_passant) {
    if (halfmove && p_.halfmove_clock != 0) {
      problem p = make(problem_code::en_passant_halfmove_clock, p_.side_to_move);
      set_square(p, p_.en_passant->index());
      p.value = p_.halfmove_clock;
      add(p);
    }
    if (fullmove && p_.fullmove_number == 1 && white) {
      problem p = make(problem_code::en_passant_before_any_move, p_.side_to_move);
      set_square(p, p_.en_passant->index());
      add(p);
    }
  }
  if (!fullmove) return;
  if (p_.fullmove_number == 0) {
    add(make(problem_code::fullmove_zero));
    return;
  }
  if (!halfmove) return;
  // Half-moves played since the start position: two per full move, plus White's when Black is to
  // move. At most 2^33, so a 32-bit clock larger than it leaves it within 32 bits.
  const std::uint64_t played = 2 * (std::uint64_t{p_.fullmove_number} - 1) + (white ? 0 : 1);
  if (p_.halfmove_clock > played) {
    problem p = make(problem_code::halfmove_clock_too_large);
    p.value = p_.halfmove_clock;
    p.limit = static_cast<std::uint32_t>(played);
    add(p);
  }
}

// "en passant square e3 says the last move was a pawn move, so the halfmove clock must be 0, not
// 1", "the halfmove clock is 100, but only 12 half-moves have been played by move 7 with White to
// move", ...
constexpr void write_counters(message_string& m, const problem& p) noexcept {
  if (p.code == problem_code::fullmove_zero) {
    m.append("the fullmove number is 0; it starts at 1 and grows after each Black move");
    return;
  }
  if (p.code == problem_code::halfmove_clock_too_large) {
    m.append("the halfmove clock is ");
    append_decimal(m, p.value);
    m.append(", but ");
    if (p.limit == 0) {
      m.append("no half-move has");
    } else {
      m.append("only ");
      append_decimal(m, p.limit);
      m.append(p.limit == 1 ? " half-move has" : " half-moves have");
    }
    m.append(" been played by move ");
    append_decimal(m, std::uint64_t{p.limit} / 2 + 1);
    m.append(p.limit % 2 == 0 ? " with White to move" : " with Black to move");
    return;
  }
  m.append("en passant square ");
  m.append(square_of(p).name());
  if (p.code == problem_code::en_passant_halfmove_clock) {
    m.append(" says the last move was a pawn move, so the halfmove clock must be 0, not ");
    append_decimal(m, p.value);
  } else {
    m.append(" says Black has moved, but at move 1 with White to move no move has been played");
  }
}

// ---------------------------------------------------------------------------------------------
// The board: board_empty
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_board_empty() noexcept {
  if (b_.occupied == 0) add(make(problem_code::board_empty));
}

constexpr void write_board_empty(message_string& m, const problem&) noexcept { m.append("the board is empty"); }

// ---------------------------------------------------------------------------------------------
}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_RULES_COUNTS_HPP
// fen/detail/validate_rules_variants.hpp: the checks of a rule set's castling, the variants' own rules and Chess960's
// castling files.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_RULES_VARIANTS_HPP
#define FEN_DETAIL_VALIDATE_RULES_VARIANTS_HPP

namespace fen {
namespace detail {
// Castling by the rule set: castling_not_standard, castling_not_in_variant
// ---------------------------------------------------------------------------------------------

// The rights check_castling found the board does not allow, judged by the rule set: a variant
// without castling, or standard chess's squares for a right whose king and rook are otherwise fine.
constexpr void validator::check_castling_rules() noexcept {
  for (color c : {color::white, color::black}) {
    for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
      const auto file = p_.castling.rook_file(c, side);
      if (!file) continue;
      const castling_check check = check_castling_right(b_, c, side, *file);
      const problem_code code = castling_fault(check, side, options_.rules);
      if (code != problem_code::castling_not_standard && code != problem_code::castling_not_in_variant) continue;
      add(rule_set_castling_problem(b_, code, c, side, check, options_.rules));
    }
  }
}

// "White may castle king side, but the white king is on d1, not e1 as in standard chess; ...",
// "White may castle king side with the rook on f1, but in standard chess it starts on h1; ...",
// "White may castle king side (rook on h1), but antichess has no castling".
constexpr void write_castling_rules(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  const square rook = square_of(p);
  const castling_side s = p.side.value_or(castling_side::king_side);
  m.append(side_name(c));
  m.append(" may castle ");
  m.append(side_words(s));
  if (p.code == problem_code::castling_not_in_variant) {
    m.append(" (rook on ");
    m.append(rook.name());
    m.append("), but ");
    m.append(fen::traits(static_cast<variant>(p.limit)).words);
    m.append(" has no castling");
    return;
  }
  const bitboard king_set = p.squares & ~square_bit(rook.index());
  const square king = square::from_index(king_set == 0 ? rook.index() : lowest_square(king_set));
  const square corner((s == castling_side::king_side ? 7 : 0), rook.rank());
  if (king.file() == 4 && (p.value & 2) != 0) {
    // The corner is empty: the letter may be standard chess's `K`/`Q`, whose rook is missing.
    m.append(" with the ");
    m.append(rook.name());
    m.append(" rook, but in standard chess only the ");
    m.append(corner.name());
    m.append(" rook may, and there is none; the ");
    m.append(rook.name());
    m.append(" rook is Chess960's");
    return;
  }
  if (king.file() != 4) {
    m.append(", but the ");
    m.append(fen::name(c));
    m.append(" king stands on ");
    m.append(king.name());
    m.append(c == color::white ? ", not e1 as in standard chess" : ", not e8 as in standard chess");
  } else {
    m.append(" with the rook on ");
    m.append(rook.name());
    m.append(", but in standard chess it starts on ");
    m.append(corner.name());
  }
  m.append("; this is a Chess960 right: judge it by Chess960 rules");
}

// ---------------------------------------------------------------------------------------------
// Crazyhouse: king_in_pocket
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_pocket_kings() noexcept {
  if (!traits_.pockets || !p_.pockets) return;
  for (color c : {color::white, color::black}) {
    const int kings = p_.pockets->count(c, piece_type::king);
    if (kings == 0) continue;
    problem p = make(problem_code::king_in_pocket, c);
    p.value = static_cast<std::uint32_t>(kings);
    add(p);
  }
}

// "White has a king in the pocket; a king is never captured, so it never goes to a pocket".
constexpr void write_pocket_king(message_string& m, const problem& p) noexcept {
  m.append(side_name(color_of(p)));
  m.append(p.value == 1 ? " has a king in the pocket" : " has kings in the pocket");
  m.append("; a king is never captured, so it never goes to a pocket");
}

// ---------------------------------------------------------------------------------------------
// Racing kings: racing_kings_pawn, racing_kings_check, racing_kings_material, race_already_over
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_racing_kings() noexcept {
  if (traits_.material != material_rule::race) return;
  for (color c : {color::white, color::black}) {
    const bitboard pawns = b_.of(c, piece_type::pawn);
    if (pawns == 0) continue;
    problem p = make(problem_code::racing_kings_pawn, c);
    set_square(p, lowest_square(pawns));
    p.squares = pawns;
    p.value = static_cast<std::uint32_t>(count_squares(pawns));
    add(p);
  }
  for (color c : {color::white, color::black}) {
    const int king = only_king(b_, c);
    if (king < 0) continue;
    const bitboard attackers = attackers_of(b_, king, opposite(c), b_.occupied);
    if (attackers == 0) continue;
    problem p = make(problem_code::racing_kings_check, c);
    set_square(p, king);
    set_attackers(p, attackers);
    add(p);
  }
  // The start position's pieces: a queen, two each of rooks, bishops and knights, no promotion.
  for (color c : {color::white, color::black}) {
    for (piece_type t : {piece_type::queen, piece_type::rook, piece_type::bishop, piece_type::knight}) {
      const int n = count_squares(b_.of(c, t));
      const int start = t == piece_type::queen ? 1 : 2;
      if (n <= start) continue;
      problem p = make(problem_code::racing_kings_material, c);
      p.pieces[0] = piece(c, t);
      p.value = static_cast<std::uint32_t>(n);
      p.limit = static_cast<std::uint32_t>(start);
      p.squares = b_.of(c, t);
      add(p);
      break;
    }
  }
  // Black's king reached rank 8 on Black's last move, and that ended the race (a win, or a draw when
  // White's king got there first).
  if (p_.side_to_move == color::black && (b_.of(color::black, piece_type::king) & rank_mask(7)) != 0)
    add(make(problem_code::race_already_over));
}

// "white pawn on e2: racing kings is played without pawns", "the white king on h2 is in check from
// the black rook on h8; in racing kings no king is ever in check", "White has 2 queens; racing kings
// starts with 1 and has no promotions", "both kings are on rank 8 with Black to move; the race ended
// when Black's king got there".
constexpr void write_racing_kings(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  switch (p.code) {
    case problem_code::racing_kings_pawn:
      m.append(fen::name(c));
      m.append(more_than_one(p.squares) ? " pawns on " : " pawn on ");
      append_square_list(m, p.squares, 8);
      m.append(": racing kings is played without pawns");
      return;
    case problem_code::racing_kings_check:
      append_king(m, c, square_of(p));
      m.append(" is in check from ");
      append_attackers(m, p.squares, p.pieces, opposite(c));
      m.append("; in racing kings no king is ever in check");
      return;
    case problem_code::racing_kings_material:
      m.append(side_name(c));
      m.append(" has ");
      append_decimal(m, p.value);
      m.append(" ");
      m.append(fen::name(p.pieces[0].type()));
      m.append("s; racing kings starts with ");
      append_decimal(m, p.limit);
      m.append(" and has no promotions");
      return;
    default: m.append("the black king is on rank 8 with Black to move; the race ended when it got there"); return;
  }
}

// ---------------------------------------------------------------------------------------------
// Three-check: too_many_remaining_checks, no_checks_remaining
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_three_check() noexcept {
  if (!traits_.checks || !p_.checks) return;
  for (color c : {color::white, color::black}) {
    if (p_.checks->of(c) <= 3) continue;
    problem p = make(problem_code::too_many_remaining_checks, c);
    p.value = static_cast<std::uint32_t>(p_.checks->of(c));
    p.limit = 3;
    add(p);
  }
  if (p_.checks->white == 0 && p_.checks->black == 0) add(make(problem_code::no_checks_remaining));
}

// "White has 5 checks left to give; three-check starts with 3", "both sides have given three
// checks; the game ended with the first side's third".
constexpr void write_three_check(message_string& m, const problem& p) noexcept {
  if (p.code == problem_code::no_checks_remaining) {
    m.append("both sides have given three checks; the game ended with the first side's third");
    return;
  }
  m.append(side_name(color_of(p)));
  m.append(" has ");
  append_decimal(m, p.value);
  m.append(" checks left to give; three-check starts with 3");
}

// ---------------------------------------------------------------------------------------------
// A variant's fields in another rule set: not_in_variant
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_variant_fields() noexcept {
  std::uint32_t fields = 0;
  if (p_.pockets && !traits_.pockets) fields |= 1;
  if (p_.promoted != 0 && !traits_.pockets) fields |= 2;
  if (p_.checks && !traits_.checks) fields |= 4;
  if (fields == 0) return;
  problem p = make(problem_code::not_in_variant);
  p.value = fields;
  p.limit = static_cast<std::uint32_t>(variant_);
  add(p);
}

// "the position holds crazyhouse pockets and promoted marks, but it is judged by standard rules".
constexpr void write_not_in_variant(message_string& m, const problem& p) noexcept {
  m.append("the position holds ");
  const std::string_view parts[3] = {"crazyhouse pockets", "crazyhouse promoted marks", "three-check checks"};
  int written = 0;
  for (unsigned i = 0; i < 3; ++i) {
    if ((p.value & (1u << i)) == 0) continue;
    if (written++ > 0) m.append(" and ");
    m.append(parts[i]);
  }
  m.append(", but it is judged by the rules of ");
  m.append(fen::traits(static_cast<variant>(p.limit)).words);
}

// ---------------------------------------------------------------------------------------------
// Chess960 castling, both colors together: castling_king_files_differ, castling_rook_files_differ
// ---------------------------------------------------------------------------------------------

// The problem of rights `allowed` that contradict each other: the two kings (castling_king_files_differ),
// or the two rooks of `side` (castling_rook_files_differ). It is both colors', so it names no color:
// `squares` holds White's and Black's squares, `square` White's.
[[nodiscard]] constexpr problem castling_files_problem(const board_sets& b, const castling_rights& allowed,
                                                       problem_code code, castling_side side) noexcept {
  problem p{};
  p.code = code;
  p.severity = severity_of(code);
  int white = castling_king(b, color::white);
  int black = castling_king(b, color::black);
  if (code == problem_code::castling_rook_files_differ) {
    p.side = std::optional<castling_side>(side);
    white = allowed.rook_file(color::white, side).value_or(0);
    black = 56 + allowed.rook_file(color::black, side).value_or(0);
  }
  p.square = std::optional<square>(square::from_index(white));
  p.squares = square_bit(white) | square_bit(black);
  return p;
}

// Rights that check_castling found the board allows, compared across the colors.
constexpr void validator::check_castling_files() noexcept {
  const castling_rights allowed = allowed_castling(b_, p_, options_.rules);
  const unsigned faults = castling_file_faults(b_, allowed, options_.rules);
  if (faults == 0) return;
  if ((faults & files_of_kings) != 0) {
    add(castling_files_problem(b_, allowed, problem_code::castling_king_files_differ, castling_side::king_side));
    return;
  }
  for (castling_side side : {castling_side::king_side, castling_side::queen_side})
    if ((faults & files_flag(side)) != 0)
      add(castling_files_problem(b_, allowed, problem_code::castling_rook_files_differ, side));
}

// "White may castle with the king on b1 and Black with the king on g8; in Chess960 both kings start
// on one file and lose their rights when they move", "White may castle king side with the rook on
// h1 and Black with the rook on g8; in Chess960 both rooks start on one file and ...".
constexpr void write_castling_files(message_string& m, const problem& p) noexcept {
  const bool kings = p.code == problem_code::castling_king_files_differ;
  const bitboard white = p.squares & rank_mask(0);
  const bitboard black = p.squares & rank_mask(7);
  m.append("White may castle ");
  if (!kings) {
    m.append(side_words(p.side.value_or(castling_side::king_side)));
    m.append(" ");
  }
  m.append(kings ? "with the king on " : "with the rook on ");
  m.append((white == 0 ? square_of(p) : square::from_index(lowest_square(white))).name());
  m.append(kings ? " and Black with the king on " : " and Black with the rook on ");
  m.append((black == 0 ? square_of(p) : square::from_index(lowest_square(black))).name());
  m.append(kings ? "; in Chess960 both kings start on one file and lose their rights when they move"
                 : "; in Chess960 both rooks start on one file and lose their rights when they move");
}

}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_RULES_VARIANTS_HPP
// fen/detail/validate_entry.hpp: validate: of a position, or of an EPD record.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_ENTRY_HPP
#define FEN_DETAIL_VALIDATE_ENTRY_HPP

namespace fen {
/// \addtogroup validate
/// @{

namespace detail {
#if defined(FEN_SEPARATE_DEFINITIONS) || defined(FEN_DEFINITIONS)
// `validate` at run time, defined once in the program (see fen.hpp's Configuration).
[[nodiscard]] validation_report validate_at_run_time(const position& p, validate_options options) noexcept;
#endif
}  // namespace detail

/// Every problem with a position, each with a stable code, a severity, where it is and whose it is,
/// and a message: see the list at the top of this header. An empty report (`ok()`) means legal and,
/// as far as these rules tell, reachable.
///
/// Two checkers pass when one of them is a piece that just moved and the other a bishop, rook or
/// queen whose line ran through a square that piece may have come from (by its own move backwards,
/// or, on the promotion rank, a pawn's move), or when both are sliders whose lines ran through the
/// two squares an en passant capture empties. Everything else (two knights, two pawns, a pawn and a
/// knight, two pieces on one line through the king, ...) is reported.
///
///     static_assert(fen::validate(fen::start_position).ok());
[[nodiscard]] constexpr validation_report validate(const position& p) noexcept {
#ifdef FEN_SEPARATE_DEFINITIONS
  // At run time, the one definition (see fen.hpp's Configuration). Tested as it is written, so that
  // compilers drop what follows from the code they make for it.
  if (FEN_DETAIL_CONSTANT_EVALUATED()) {
  } else {
    return detail::validate_at_run_time(p, validate_options{});
  }
#endif
  validation_report report;
  detail::validator(p, report).run();
  return report;
}

/// The same, for a position whose counters are not all known (`validate_options`): the problems
/// that need an unknown counter are not looked for.
///
///     fen::validate(p, {true, false})   // the halfmove clock is known, the fullmove number is not
[[nodiscard]] constexpr validation_report validate(const position& p, validate_options options) noexcept {
#ifdef FEN_SEPARATE_DEFINITIONS
  if (FEN_DETAIL_CONSTANT_EVALUATED()) {
  } else {
    return detail::validate_at_run_time(p, options);
  }
#endif
  validation_report report;
  detail::validator(p, report, options).run();
  return report;
}
#ifdef FEN_DEFINITIONS
// The one definition, in the translation unit that asked for it (see fen.hpp's Configuration):
// validate's own body.
validation_report detail::validate_at_run_time(const position& p, validate_options options) noexcept {
  validation_report report;
  validator(p, report, options).run();
  return report;
}
#endif

/// The same, by the rules of `r`: Chess960 or a variant (the counters known).
///
///     fen::validate(p, fen::rules::chess960())
///     fen::validate(p, fen::variant::horde)
[[nodiscard]] constexpr validation_report validate(const position& p, rules r) noexcept {
  return validate(p, validate_options{true, true, r});
}

/// An EPD record's position, with the counters its line gives (`record.counter(field)`): a line
/// without `hmvc` or `fmvn` says nothing of the move, so no problem of that counter is reported.
/// (Defined here for `fen/epd.hpp`'s records; include both headers to call it.)
template <std::size_t MaxOperations, std::size_t MaxOperands>
[[nodiscard]] constexpr validation_report validate(const basic_epd_record<MaxOperations, MaxOperands>& record,
                                                   rules r = {}) noexcept {
  return validate(record.position, validate_options{record.counter(field::halfmove_clock).has_value(),
                                                    record.counter(field::fullmove_number).has_value(), r});
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_ENTRY_HPP
// fen/detail/validate_helpers.hpp: attackers, checkers, in_check, allowed_castling, the en passant helpers.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_HELPERS_HPP
#define FEN_DETAIL_VALIDATE_HELPERS_HPP

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Attacks, castling and en passant
// =============================================================================================

/// The squares of the pieces of `by` that attack `target`, as a set: bit i is the square with
/// index i. Pinned pieces attack too; pieces block sliders as they stand.
[[nodiscard]] constexpr std::uint64_t attackers(const position& p, square target, color by) noexcept {
  const detail::board_sets b = detail::make_board_sets(p);
  return detail::attackers_of(b, target.index(), by, b.occupied);
}

/// The squares of the pieces that attack `c`'s king (a set, as `attackers` gives it), the other king
/// included when it stands next to it; 0 when `c` has no king or several.
[[nodiscard]] constexpr std::uint64_t checkers(const position& p, color c) noexcept {
  const detail::board_sets b = detail::make_board_sets(p);
  const int king = detail::only_king(b, c);
  return king < 0 ? 0 : detail::attackers_of(b, king, opposite(c), b.occupied);
}

/// True when `c` has one king and it is attacked.
[[nodiscard]] constexpr bool in_check(const position& p, color c) noexcept { return checkers(p, c) != 0; }

/// The castling rights of `p` that the board allows under rules `r`: for each right, the king of
/// that color on its back rank, not on the a- or h-file, and a rook of that color on the right's
/// file of the back rank, on the right's side of the king (the king side for `K`, the queen side
/// for `Q`). Standard castling (the default) also wants the king on e1/e8 and the rook in its a- or
/// h-file corner; Chess960 takes any such king and rook; antichess and racing kings allow none.
/// Where a color has several kings on its back rank, the one nearest the a-file counts, as when
/// parsing.
///
///     fen::allowed_castling(p) == p.castling                            // no castling problem
///     fen::allowed_castling(p, fen::rules::chess960())
[[nodiscard]] constexpr castling_rights allowed_castling(const position& p, rules r = {}) noexcept {
  return detail::allowed_castling(detail::make_board_sets(p), p, r);
}

/// Why `p`'s castling right of `c` on `side` is not allowed: the problem `validate` reports for it
/// (castling_without_king when the king is missing or misplaced, else castling_without_rook), or
/// nothing when `p` does not hold that right or the board allows it under rules `r` (see
/// `allowed_castling`; castling_not_standard or castling_not_in_variant for what only the rule set
/// forbids). For editors that switch one right on and want to say why it cannot be.
///
/// Under Chess960 castling, a right the board allows may still contradict the other color's (both
/// colors start from one back rank): then the problem is castling_king_files_differ or
/// castling_rook_files_differ, as `validate` reports it. It is unreachable, not illegal, and it is
/// why `repaired` drops the right.
///
///     fen::castling_problem(p, fen::color::white, fen::castling_side::king_side)->message()
///     // "White may castle king side, but there is no white rook on h1"
[[nodiscard]] constexpr std::optional<problem> castling_problem(const position& p, color c, castling_side side,
                                                                rules r = {}) noexcept {
  const auto file = p.castling.rook_file(c, side);
  if (!file) return std::nullopt;
  const detail::board_sets b = detail::make_board_sets(p);
  const detail::castling_check check = detail::check_castling_right(b, c, side, *file);
  const problem_code code = detail::castling_fault(check, side, r);
  if (code == problem_code::castling_not_standard || code == problem_code::castling_not_in_variant)
    return detail::rule_set_castling_problem(b, code, c, side, check, r);
  if (code != problem_code{}) return detail::castling_right_problem(code, c, side, check);
  // Allowed by the board: under Chess960 castling, it may still contradict the other color's rights.
  if (r.castling != castling_rules::chess960 || !detail::any_right(p.castling, opposite(c))) return std::nullopt;
  const castling_rights allowed = detail::allowed_castling(b, p, r);
  const unsigned faults = detail::castling_file_faults(b, allowed, r);
  if ((faults & detail::files_of_kings) != 0)
    return detail::castling_files_problem(b, allowed, problem_code::castling_king_files_differ, side);
  if ((faults & detail::files_flag(side)) != 0)
    return detail::castling_files_problem(b, allowed, problem_code::castling_rook_files_differ, side);
  return std::nullopt;
}

/// True when an en passant capture is pseudo-legal: the en passant square is sound (on the right
/// rank, the pawn that moved two squares in front of it, the square and the pawn's start square
/// empty) and a pawn of the side to move attacks it. Whether the capture exposes a king is not asked.
[[nodiscard]] constexpr bool en_passant_capture_possible(const position& p) noexcept {
  return p.en_passant && detail::en_passant_capturers(detail::make_board_sets(p), p) != 0;
}

/// True when an en passant capture is legal: possible, and after it no king of the side to move is
/// attacked (the capturing pawn is not pinned, taking the pawn does not open the rank to a rook or
/// queen, and a check is answered).
///
/// Under rules `r`: in antichess there is no check, so a possible capture is legal; in atomic the
/// capture explodes, and is legal when the capturing side's king survives and is then not in check
/// (or the other king explodes).
[[nodiscard]] constexpr bool en_passant_capture_legal(const position& p, rules r = {}) noexcept {
  return p.en_passant && detail::en_passant_legal(detail::make_board_sets(p), p, r);
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_HELPERS_HPP
// fen/detail/validate_repair.hpp: repaired, en_passant_output, with_en_passant, serialize with it.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_REPAIR_HPP
#define FEN_DETAIL_VALIDATE_REPAIR_HPP

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Repair and output
// =============================================================================================

/// A copy of `p` without what cannot be: the castling rights the board does not allow
/// (`allowed_castling`) and an en passant square that no double push can have left (on the wrong
/// rank, without its pawn, with its square or the pawn's start square occupied, or contradicted by a
/// check: problem codes 5-10 and 16). Pieces, side to move and counters are never changed.
///
/// Under rules `r`, the rights dropped are those `allowed_castling(p, r)` refuses, and a check is
/// held against the en passant square only where the rule set judges checks as chess does.
///
/// Under Chess960 castling it also drops the rights that contradict the other color's (codes 32 and
/// 33), of both colors, since a position does not say which color's are wrong: every right when
/// the kings stand on different files, else both colors' rights on a side whose rooks stand on
/// different files. What is left contradicts nothing, and no right is made up or moved to another
/// rook. (`castling_problem` says why each such right goes.)
///
///     // "3r2kr/8/8/8/8/8/8/RK5R w KQkq - 0 1": the kings on b1 and g8, so every right goes
///     fen::repaired(p, fen::rules::chess960()).castling.empty()
[[nodiscard]] constexpr position repaired(const position& p, rules rule_set = {}) noexcept {
  const detail::board_sets b = detail::make_board_sets(p);
  position r = p;
  const castling_rights allowed = detail::allowed_castling(b, p, rule_set);
  r.castling = detail::without_file_faults(allowed, detail::castling_file_faults(b, allowed, rule_set));
  if (p.en_passant) {
    bool drop = detail::en_passant_faults(b, p) != 0;
    const int king = detail::only_king(b, p.side_to_move);
    const variant_traits& game = detail::traits_of(rule_set.variant);
    if (!drop && king >= 0 && game.judges_checks && !(game.explosions && detail::kings_touch(b))) {
      const detail::bitboard checkers =
          detail::attackers_of(b, king, opposite(p.side_to_move), b.occupied) & ~b.of(piece_type::king);
      drop = detail::en_passant_contradicts_check(b, p, checkers, king);
    }
    if (drop) r.en_passant = std::optional<square>{};
  }
  return r;
}

/// Which en passant square a written position shows (the one output choice that needs the rules;
/// the notation choices are `serialize_options`, in fen.hpp).
///  - as_stored: the square as the position holds it (what every writer does by itself).
///  - only_if_legal: the square only when an en passant capture is legal (`en_passant_capture_legal`),
///    `-` otherwise, as most engines and python-chess write it.
///  - only_if_pseudo_legal: the square only when a pawn of the side to move stands ready to capture,
///    legal or not (`en_passant_capture_pseudo_legal`), `-` otherwise: X-FEN's convention, what
///    Stockfish 15 writes, and the rule of the Polyglot key.
/// The choice is here rather than in `serialize_options` because `only_if_legal` needs the rules
/// (pins, checks, the variant), which fen.hpp does not know; one enum keeps the three together.
enum class en_passant_output : std::uint8_t { as_stored = 0, only_if_legal = 1, only_if_pseudo_legal = 2 };

/// How an `en_passant_output` is named: "as_stored", "only_if_legal", "only_if_pseudo_legal"
/// ("unknown" for no choice).
[[nodiscard]] constexpr std::string_view name(en_passant_output e) noexcept {
  switch (e) {
    case en_passant_output::as_stored: return "as_stored";
    case en_passant_output::only_if_legal: return "only_if_legal";
    case en_passant_output::only_if_pseudo_legal: return "only_if_pseudo_legal";
  }
  return "unknown";
}

/// The position to write, with the en passant square as `en_passant` says; nothing else changes.
/// Every writer takes its result, so FEN, EPD, `to_string` and the {fmt} formatters agree:
///
///     fen::serialize(fen::with_en_passant(p, fen::en_passant_output::only_if_legal))
///     record.position = fen::with_en_passant(record.position, fen::en_passant_output::only_if_legal);
[[nodiscard]] constexpr position with_en_passant(const position& p, en_passant_output en_passant,
                                                 rules r = {}) noexcept {
  position written = p;
  if (en_passant == en_passant_output::only_if_legal && p.en_passant && !en_passant_capture_legal(p, r))
    written.en_passant = std::optional<square>{};
  if (en_passant == en_passant_output::only_if_pseudo_legal && !en_passant_capture_pseudo_legal(p))
    written.en_passant = std::optional<square>{};
  return written;
}

/// Writes a position as FEN, with the en passant square as `en_passant` says: a shorthand for
/// `serialize(with_en_passant(p, en_passant), options)`.
///
///     fen::serialize(p, {}, fen::en_passant_output::only_if_legal)
[[nodiscard]] constexpr fen_string serialize(const position& p, serialize_options options, en_passant_output en_passant,
                                             rules r = {}) noexcept {
  return serialize(with_en_passant(p, en_passant, r), options);
}

/// Writes a position as FEN with the default options, the en passant square as `en_passant` says.
[[nodiscard]] constexpr fen_string serialize(const position& p, en_passant_output en_passant) noexcept {
  return serialize(with_en_passant(p, en_passant), serialize_options{});
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_REPAIR_HPP

// fen/detail/macro_unscope.hpp: undefines the macros of detail/macro_scope.hpp.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included at the end of each public header.
// No include guard, on purpose (see macro_scope.hpp).

#undef FEN_DETAIL_HAS_BUILTIN
#undef FEN_DETAIL_EXPECTED
#undef FEN_DETAIL_SSSE3
#undef FEN_DETAIL_COLD
#undef FEN_DETAIL_INLINE
#undef FEN_DETAIL_MEMBERS_BEGIN
#undef FEN_DETAIL_MEMBERS_END
#undef FEN_DETAIL_CONSTANT_EVALUATED
// clang-format on

#endif  // FEN_VALIDATE_HPP
