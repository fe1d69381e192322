// fen/detail/errors.hpp: error_code, field, error: what parse reports.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_ERRORS_HPP
#define FEN_DETAIL_ERRORS_HPP

#include "fixed_string.hpp"
#include "macro_scope.hpp"
#include "vocabulary.hpp"

namespace fen {
/// \addtogroup parse
/// @{

// =============================================================================================
// Errors
//
// A parse error is the first problem found: a stable code, the byte offset where the problem
// starts, the field it is in, and a message in plain words. Codes have explicit values that are
// never renumbered; new codes get new numbers.
// =============================================================================================

/// Why a FEN was refused. The values are stable.
enum class error_code : std::uint8_t {
  empty_input = 1,              ///< nothing but blanks
  rank_too_long = 2,            ///< a rank describes more than 8 squares
  rank_too_short = 3,           ///< a rank describes fewer than 8 squares
  invalid_empty_count = 4,      ///< `0` or `9` in the placement
  adjacent_digits = 5,          ///< two digits in a row in the placement
  invalid_piece = 6,            ///< a byte in the placement that is not a piece letter, digit or `/`
  too_many_ranks = 7,           ///< more than 8 ranks
  too_few_ranks = 8,            ///< fewer than 8 ranks
  invalid_side_to_move = 9,     ///< not `w` or `b`
  invalid_castling = 10,        ///< a byte that is not a castling letter
  castling_dash_mixed = 11,     ///< `-` together with letters
  castling_repeated = 12,       ///< strict: a castling right written twice
  castling_order = 13,          ///< strict: castling rights out of `KQkq` order
  castling_not_canonical = 14,  ///< strict: a file letter where X-FEN writes `K`/`Q`/`k`/`q`
  castling_conflict = 15,       ///< two different rooks for the same color and side
  castling_king_file = 16,      ///< a castling file letter on the king's own file
  castling_rook_missing = 17,   ///< strict: no rook of that color where the letter points
  invalid_en_passant = 18,      ///< not `-` or a square name
  invalid_counter = 19,         ///< a counter with a byte that is not a digit
  counter_sign = 20,            ///< a counter written with `+` or `-`
  counter_leading_zero = 21,    ///< a counter such as `07`
  counter_out_of_range = 22,    ///< a counter above 4294967295
  non_ascii = 23,               ///< a byte outside ASCII
  trailing_text = 24,           ///< text after the fullmove number
  variant_not_supported = 25,   ///< crazyhouse `~`, `[pockets]` or a ninth rank of pieces, three-check counters
  missing_field = 26,           ///< strict: fewer than six fields (lenient: no placement)
  unexpected_whitespace = 27,   ///< strict: any blank but one space between fields; both: a line break inside
  underscore_separator = 28,    ///< strict: `_` between fields
  invalid_pocket = 29,          ///< crazyhouse: a pocket byte that is not a piece letter, no `]`; strict: a ninth rank
  pocket_too_large = 30,        ///< crazyhouse: more than 64 pieces in the pockets
  invalid_promoted_mark = 31,   ///< crazyhouse: `~` after something other than N, B, R or Q
  invalid_check_count = 32,     ///< three-check: a checks field that is not `N+N` (0-3) or `+N+N`
};

/// The stable snake_case name of a code, as in the table of docs/errors.md: "rank_too_long".
[[nodiscard]] constexpr std::string_view name(error_code code) noexcept {
  using namespace std::string_view_literals;  // `sv` literals: see traits(variant)
  switch (code) {
    case error_code::empty_input: return "empty_input"sv;
    case error_code::rank_too_long: return "rank_too_long"sv;
    case error_code::rank_too_short: return "rank_too_short"sv;
    case error_code::invalid_empty_count: return "invalid_empty_count"sv;
    case error_code::adjacent_digits: return "adjacent_digits"sv;
    case error_code::invalid_piece: return "invalid_piece"sv;
    case error_code::too_many_ranks: return "too_many_ranks"sv;
    case error_code::too_few_ranks: return "too_few_ranks"sv;
    case error_code::invalid_side_to_move: return "invalid_side_to_move"sv;
    case error_code::invalid_castling: return "invalid_castling"sv;
    case error_code::castling_dash_mixed: return "castling_dash_mixed"sv;
    case error_code::castling_repeated: return "castling_repeated"sv;
    case error_code::castling_order: return "castling_order"sv;
    case error_code::castling_not_canonical: return "castling_not_canonical"sv;
    case error_code::castling_conflict: return "castling_conflict"sv;
    case error_code::castling_king_file: return "castling_king_file"sv;
    case error_code::castling_rook_missing: return "castling_rook_missing"sv;
    case error_code::invalid_en_passant: return "invalid_en_passant"sv;
    case error_code::invalid_counter: return "invalid_counter"sv;
    case error_code::counter_sign: return "counter_sign"sv;
    case error_code::counter_leading_zero: return "counter_leading_zero"sv;
    case error_code::counter_out_of_range: return "counter_out_of_range"sv;
    case error_code::non_ascii: return "non_ascii"sv;
    case error_code::trailing_text: return "trailing_text"sv;
    case error_code::variant_not_supported: return "variant_not_supported"sv;
    case error_code::missing_field: return "missing_field"sv;
    case error_code::unexpected_whitespace: return "unexpected_whitespace"sv;
    case error_code::underscore_separator: return "underscore_separator"sv;
    case error_code::invalid_pocket: return "invalid_pocket"sv;
    case error_code::pocket_too_large: return "pocket_too_large"sv;
    case error_code::invalid_promoted_mark: return "invalid_promoted_mark"sv;
    case error_code::invalid_check_count: return "invalid_check_count"sv;
  }
  return "unknown"sv;
}

namespace detail {
// The highest code of an error enum (FEN's here, EPD's in epd.hpp), read from its `name`, so that
// it is kept in one place: a new code needs its case there (-Wswitch says so) and then counts here
// too. Codes run from 1 without a gap; tests loop from 1 to this one.
template <class Code>
[[nodiscard]] constexpr Code find_last_code() noexcept {
  using namespace std::string_view_literals;
  unsigned code = 1;
  while (name(static_cast<Code>(code + 1)) != "unknown"sv) ++code;
  return static_cast<Code>(code);
}
inline constexpr error_code last_error_code = find_last_code<error_code>();
}  // namespace detail

/// The six FEN fields, `input` for problems with the text as a whole, and three-check's `checks`.
enum class field : std::uint8_t {
  placement = 0,
  side_to_move = 1,
  castling = 2,
  en_passant = 3,
  halfmove_clock = 4,
  fullmove_number = 5,
  input = 6,
  /// Three-check's remaining or given checks (`3+3` before the counters, `+0+0` after them).
  checks = 7,
};

/// How a field is named in messages: "placement", "side to move", ...
[[nodiscard]] constexpr std::string_view name(field f) noexcept {
  switch (f) {
    case field::placement: return "placement";
    case field::side_to_move: return "side to move";
    case field::castling: return "castling";
    case field::en_passant: return "en passant";
    case field::halfmove_clock: return "halfmove clock";
    case field::fullmove_number: return "fullmove number";
    case field::input: return "input";
    case field::checks: return "checks";
  }
  return "input";
}

/// The longest message `error::message()` writes.
inline constexpr std::size_t max_message_length = 160;
/// What `error::message()` and the other messages return: up to `max_message_length` characters.
using message_string = fixed_string<max_message_length>;

namespace detail {
// Appends a byte the way messages quote it: 'x' when printable, byte 0xNN otherwise.
constexpr void append_quoted_byte(message_string& out, char c) noexcept {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7F) {
    out.push_back('\'');
    out.push_back(c);
    out.push_back('\'');
  } else {
    constexpr char hex[] = "0123456789ABCDEF";
    out.append("byte 0x");
    out.push_back(hex[u >> 4]);
    out.push_back(hex[u & 15u]);
  }
}
// Appends `n` in decimal to anything with push_back(char): messages, and EPD's writer (serialize
// has its own faster writer).
template <class Sink>
constexpr void append_decimal(Sink& out, std::uint64_t n) noexcept {
  char digits[20]{};
  int count = 0;
  do {
    digits[count++] = static_cast<char>('0' + n % 10);
    n /= 10;
  } while (n != 0);
  while (count > 0) out.push_back(digits[--count]);
}
}  // namespace detail

/// The first problem `parse` found.
struct error {
  /// Byte offset into the input where the problem starts (may equal the input's size).
  std::size_t offset = 0;
  // The one-byte fields follow the offset, side by side, so that a parser clears them in a store
  // or two (callgrind on the corpus sample: 915 instructions a parse, against 923 with `code` first;
  // the struct is 16 bytes, not 24).
  /// What is wrong: the stable code of the table in docs/errors.md.
  error_code code = error_code::empty_input;
  /// The field the problem is in.
  fen::field field = fen::field::input;
  /// The offending byte, where the code has one.
  char byte = '\0';
  /// The rank (1 to 8) a placement problem is on: `rank_too_long`, `rank_too_short`; 0 otherwise.
  std::uint8_t rank = 0;
  /// How many there are: the squares of a short rank (`rank_too_short`), the ranks of a short
  /// board (`too_few_ranks`), the bytes of the en passant field that read well before `byte`
  /// (`invalid_en_passant`: 1 for the NUL in "-\0"); for `invalid_pocket`, 1 for a byte after the
  /// `]` and 2 for a letter out of order (strict); 0 otherwise.
  std::uint8_t count = 0;
  /// The letter strict mode wants instead of `byte` (`castling_not_canonical`: 'K' for 'H'); '\0'
  /// otherwise.
  char expected = '\0';
  /// The square the problem names: where a castling right needs its rook (`castling_rook_missing`).
  std::optional<fen::square> square{};

  /// Plain words, naming the field: "castling: 'X' is not a castling letter (KQkq, A-H or a-h)".
  [[nodiscard]] constexpr message_string message() const noexcept;

  /// Every member the same.
  friend constexpr bool operator==(const error& a, const error& b) noexcept {
    return a.code == b.code && a.offset == b.offset && a.field == b.field && a.byte == b.byte && a.rank == b.rank &&
           a.count == b.count && a.expected == b.expected && a.square == b.square;
  }
  /// Some member different.
  friend constexpr bool operator!=(const error& a, const error& b) noexcept { return !(a == b); }
};

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_ERRORS_HPP
