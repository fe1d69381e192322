// fen/detail/parse_tables.hpp: strictness, parse_options, and the byte classes and tables parse's fast pass reads.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_TABLES_HPP
#define FEN_DETAIL_PARSE_TABLES_HPP

#include "macro_scope.hpp"
#include "variants.hpp"

namespace fen {
/// \addtogroup parse
/// @{

// =============================================================================================
// Parse
// =============================================================================================

/// How much `parse` forgives; see the list at the top of this header.
enum class strictness : std::uint8_t { lenient = 0, strict = 1 };

/// Options for `parse`. Converts from `strictness`: `fen::parse(text, fen::strictness::strict)`.
/// Converts from `rules` too, for a variant's notation: `fen::parse(text, {fen::variant::crazyhouse})`.
struct parse_options {
  /// Strict or lenient (the default): see the list at the top of this header.
  strictness mode = strictness::lenient;
  /// The rules whose notation is read. Only the variant matters to `parse`: crazyhouse reads
  /// pockets and `~`, three-check its checks field; every other rule set refuses those as
  /// variant_not_supported. Castling letters read the same under every rule set.
  fen::rules rules{};
  /// Standard chess, lenient unless `m` says strict.
  constexpr parse_options(strictness m = strictness::lenient) noexcept : mode(m) {}
  /// The notation of rules `r`, lenient unless `m` says strict.
  constexpr parse_options(fen::rules r, strictness m = strictness::lenient) noexcept : mode(m), rules(r) {}
  /// The notation of variant `v`, lenient unless `m` says strict.
  constexpr parse_options(fen::variant v, strictness m = strictness::lenient) noexcept : mode(m), rules(v) {}
};

namespace detail {

[[nodiscard]] constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t'; }
constexpr bool is_line_break(char c) noexcept { return c == '\r' || c == '\n'; }
// Bytes that end a field's text; what may stand between fields depends on the mode.
[[nodiscard]] constexpr bool ends_field(char c) noexcept { return is_blank(c) || is_line_break(c) || c == '_'; }
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
[[nodiscard]] constexpr bool is_ascii(char c) noexcept { return static_cast<unsigned char>(c) < 0x80; }

// What a byte means in the placement field: 1-8 an empty run, 16 + piece code a piece,
// and the markers below for everything else.
enum : std::uint8_t { placement_other = 0, placement_slash = 9, placement_bad_digit = 10 };
[[nodiscard]] constexpr std::array<std::uint8_t, 256> make_placement_table() noexcept {
  std::array<std::uint8_t, 256> t{};
  for (unsigned d = 1; d <= 8; ++d) t['0' + d] = static_cast<std::uint8_t>(d);
  t['0'] = placement_bad_digit;
  t['9'] = placement_bad_digit;
  t['/'] = placement_slash;
  for (unsigned code = 1; code < 15; ++code)
    if (piece_letters[code] != '?')
      t[static_cast<unsigned char>(piece_letters[code])] = static_cast<std::uint8_t>(16 + code);
  return t;
}
inline constexpr std::array<std::uint8_t, 256> placement_table = make_placement_table();

// The fast scan of the placement (parser::fast_placement) reads each byte through two tables and
// adds up what it finds, without a branch per byte. Each entry of `fast_placement_table`:
//   bits 0-7    how far the byte moves on in the stage (see fast_placement): 1 for a piece
//               letter, d for a digit 1-8, 8 for '/' (the gap between two ranks), 0 otherwise;
//   bits 32-39  1 for '/': the ranks ended so far;
//   bits 40-47  1 for a byte the fast scan takes (a piece letter, 1-8, '/'); 0 for all others,
//               whose entry is 0;
//   bit  56     a digit (two in a row are an error);
//   bit  63     a space, the placement's end: the one entry besides those above that is not 0.
// Input the fast scan does not take falls back to the careful parser, which finds the exact error.
inline constexpr std::uint64_t fast_digit_bit = std::uint64_t{1} << 56;
inline constexpr std::uint64_t fast_space_bit = std::uint64_t{1} << 63;
[[nodiscard]] constexpr std::array<std::uint64_t, 256> make_fast_placement_table() noexcept {
  constexpr std::uint64_t taken = std::uint64_t{1} << 40;
  std::array<std::uint64_t, 256> t{};
  for (unsigned d = 1; d <= 8; ++d) t['0' + d] = taken | d | fast_digit_bit;
  t['/'] = taken | (std::uint64_t{1} << 32) | 8u;
  t[' '] = fast_space_bit;
  for (unsigned code = 1; code < 15; ++code)
    if (piece_letters[code] != '?') t[static_cast<unsigned char>(piece_letters[code])] = taken | 1;
  return t;
}
inline constexpr std::array<std::uint64_t, 256> fast_placement_table = make_fast_placement_table();
// What each byte leaves in the stage: a piece letter its piece's code (piece::code), '/' the
// marker below, which no piece has; every other byte 0.
inline constexpr std::uint8_t fast_rank_marker = 0xFF;
[[nodiscard]] constexpr std::array<std::uint8_t, 256> make_fast_piece_table() noexcept {
  std::array<std::uint8_t, 256> t{};
  for (unsigned code = 1; code < 15; ++code)
    if (piece_letters[code] != '?')
      t[static_cast<unsigned char>(piece_letters[code])] = static_cast<std::uint8_t>(code);
  t['/'] = fast_rank_marker;
  return t;
}
inline constexpr std::array<std::uint8_t, 256> fast_piece_table = make_fast_piece_table();
// The stage's start, all zeros, copied from memory the compiler cannot see into (as
// blank_position does, and for the same reason: g++ clears 128 bytes with `rep stosq`). The
// portable scan only (FEN_NO_SIMD, or off x86): a lenient parse 53 ns with it, 66 ns without
// (g++ 12 -O2, 2026-12).
inline constexpr std::array<std::uint8_t, 128> fast_blank_stage_storage{};
inline const std::array<std::uint8_t, 128>* volatile fast_blank_stage_address = &fast_blank_stage_storage;
[[nodiscard]] constexpr std::array<std::uint8_t, 128> fast_blank_stage() noexcept {
  if (is_constant_evaluated()) return std::array<std::uint8_t, 128>{};
  return *fast_blank_stage_address;
}

}  // namespace detail
/// @}
}  // namespace fen

#endif  // FEN_DETAIL_PARSE_TABLES_HPP
