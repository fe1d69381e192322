// fen/detail/error_messages.hpp: error::message: an error's plain words, by field.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_ERROR_MESSAGES_HPP
#define FEN_DETAIL_ERROR_MESSAGES_HPP

#include "errors.hpp"
#include "macro_scope.hpp"

namespace fen {
namespace detail {
// The words after "field: ", one writer for each family of fields. `error_writer_for`, at the end,
// names each code's writer: a new code is given its writer there (the compiler asks), and its words
// in that writer's switch.

// A quoted byte and the words after it: "'X' is written twice".
constexpr void append_byte_and(message_string& m, char byte, std::string_view words) noexcept {
  append_quoted_byte(m, byte);
  m.append(words);
}

// ---------------------------------------------------------------------------------------------
// The text as a whole and what separates its fields: empty_input, non_ascii, trailing_text,
// missing_field, unexpected_whitespace, underscore_separator
// ---------------------------------------------------------------------------------------------

constexpr void write_missing_field(message_string& m, const error& e) noexcept {
  if (e.expected == '[')
    m.append("the crazyhouse pockets are missing; strict mode wants them, '[]' when empty");
  else if (e.field == fen::field::checks)
    m.append("missing; strict mode wants three-check's checks, 3+3 before the counters or +0+0 after them");
  else
    m.append(e.field == fen::field::placement ? "missing" : "missing; strict mode wants all six fields");
}

constexpr void write_unexpected_whitespace(message_string& m, const error& e) noexcept {
  if (e.byte == '\r' || e.byte == '\n')
    m.append("a line break inside the FEN");
  else if (e.byte == '\t')
    m.append("a tab; strict mode wants one space between fields");
  else
    m.append("an extra blank; strict mode wants one space between fields and none around the FEN");
}

constexpr void write_input_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::empty_input: m.append("the FEN is empty"); return;
    case error_code::non_ascii: append_byte_and(m, e.byte, " is not ASCII; FEN is plain ASCII text"); return;
    case error_code::trailing_text: m.append("text after the fullmove number"); return;
    case error_code::missing_field: write_missing_field(m, e); return;
    case error_code::unexpected_whitespace: write_unexpected_whitespace(m, e); return;
    case error_code::underscore_separator: m.append("'_' between fields is accepted in lenient mode only"); return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Placement: rank_too_long, rank_too_short, invalid_empty_count, adjacent_digits, invalid_piece,
// too_many_ranks, too_few_ranks
// ---------------------------------------------------------------------------------------------

constexpr void write_placement_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::rank_too_long:
      m.append("rank ");
      append_decimal(m, e.rank);
      m.append(" has more than 8 squares");
      return;
    case error_code::rank_too_short:
      m.append("rank ");
      append_decimal(m, e.rank);
      m.append(" has only ");
      append_decimal(m, e.count);
      m.append(e.count == 1 ? " square" : " squares");
      m.append("; a rank has 8");
      return;
    case error_code::invalid_empty_count:
      append_byte_and(m, e.byte, " is not a count of empty squares (1 to 8)");
      return;
    case error_code::adjacent_digits:
      m.append("two digits in a row; write one digit for a run of empty squares");
      return;
    case error_code::invalid_piece:
      append_byte_and(m, e.byte, " is not a piece letter (PNBRQK, pnbrqk), a digit or '/'");
      return;
    case error_code::too_many_ranks: m.append("more than 8 ranks"); return;
    case error_code::too_few_ranks:
      m.append("only ");
      append_decimal(m, e.count);
      m.append(e.count == 1 ? " rank" : " ranks");
      m.append("; a board has 8");
      return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Side to move: invalid_side_to_move
// ---------------------------------------------------------------------------------------------

constexpr void write_side_to_move_error(message_string& m, const error& e) noexcept {
  append_byte_and(m, e.byte, " is not a side to move; write 'w' or 'b'");
}

// ---------------------------------------------------------------------------------------------
// Castling: invalid_castling, castling_dash_mixed, castling_repeated, castling_order,
// castling_not_canonical, castling_conflict, castling_king_file, castling_rook_missing
// ---------------------------------------------------------------------------------------------

constexpr void write_castling_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::invalid_castling:
      append_byte_and(m, e.byte, " is not a castling letter (KQkq, A-H or a-h, or '-' for none)");
      return;
    case error_code::castling_dash_mixed: m.append("'-' means no rights and cannot stand with letters"); return;
    case error_code::castling_repeated: append_byte_and(m, e.byte, " is written twice"); return;
    case error_code::castling_order:
      append_byte_and(m, e.byte, " is out of order; write White's rights before Black's, king side first (KQkq)");
      return;
    case error_code::castling_not_canonical:
      append_byte_and(m, e.byte, " names the rook that ");
      append_byte_and(m, e.expected, " stands for; strict mode wants ");
      append_quoted_byte(m, e.expected);
      return;
    case error_code::castling_conflict:
      append_byte_and(m, e.byte, " gives a second rook to a right already given");
      return;
    case error_code::castling_king_file:
      append_byte_and(m, e.byte, " is the king's own file; a castling letter names a rook's file");
      return;
    case error_code::castling_rook_missing:
      append_byte_and(m, e.byte, " needs a rook on ");
      if (e.square) m.append(e.square->name());
      m.append(", and there is none");
      return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// En passant: invalid_en_passant
// ---------------------------------------------------------------------------------------------

constexpr void write_en_passant_error(message_string& m, const error& e) noexcept {
  if (e.count != 0)  // a byte after a start that reads well: "-;", "e3x", a NUL after "-"
    append_byte_and(m, e.byte, " cannot stand in the field, which is '-' or a square name such as e3");
  else
    m.append("must be '-' or a square name such as e3 (lower-case file, then rank)");
}

// ---------------------------------------------------------------------------------------------
// Counters: invalid_counter, counter_sign, counter_leading_zero, counter_out_of_range
// ---------------------------------------------------------------------------------------------

constexpr void write_counter_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::invalid_counter:
      append_byte_and(m, e.byte, " is not a digit; a counter is a whole number");
      return;
    case error_code::counter_sign: m.append("a counter has no sign"); return;
    case error_code::counter_leading_zero: m.append("a counter has no leading zero"); return;
    case error_code::counter_out_of_range: m.append("too large; the largest counter is 4294967295"); return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Variant notation: variant_not_supported, invalid_pocket, pocket_too_large, invalid_promoted_mark,
// invalid_check_count
// ---------------------------------------------------------------------------------------------

constexpr void write_variant_not_supported(message_string& m, const error& e) noexcept {
  if (e.byte == '~')
    m.append("'~' marks a promoted piece in crazyhouse");
  else if (e.byte == '[')
    m.append("'[' starts crazyhouse pockets");
  else if (e.byte == '/')
    m.append("a ninth rank of pieces holds crazyhouse pockets");
  else
    m.append("'+' counts checks in three-check");
  m.append(e.byte == '+' ? "; read it with fen::variant::three_check" : "; read it with fen::variant::crazyhouse");
}

constexpr void write_invalid_pocket(message_string& m, const error& e) noexcept {
  if (e.byte == '\0') {
    m.append("a pocket opened with '[' needs its ']'");
    return;
  }
  if (e.expected == '[') {
    m.append("pockets written as a ninth rank are read in lenient mode only; strict mode wants [brackets]");
    return;
  }
  append_quoted_byte(m, e.byte);
  if (e.count == 2)
    m.append(" is out of order; strict mode wants White's pieces, then Black's, each from king to pawn");
  else
    m.append(e.count != 0 ? " after the pocket's ']'; the field ends there"
                          : " is not a piece letter (PNBRQK, pnbrqk) in a crazyhouse pocket");
}

constexpr void write_invalid_check_count(message_string& m, const error& e) noexcept {
  if (e.byte == '\0')
    m.append("the field ends too soon");
  else
    append_quoted_byte(m, e.byte);
  m.append(e.byte == '\0' ? "; " : " cannot stand here; ");
  m.append("three-check writes the checks as 3+3 (remaining, 0 to 3) or +0+0 (given)");
}

constexpr void write_variant_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::variant_not_supported: write_variant_not_supported(m, e); return;
    case error_code::invalid_pocket: write_invalid_pocket(m, e); return;
    case error_code::pocket_too_large: m.append("more than 64 pieces in the pockets"); return;
    case error_code::invalid_promoted_mark:
      m.append("'~' marks a promoted knight, bishop, rook or queen, and follows its letter");
      return;
    case error_code::invalid_check_count: write_invalid_check_count(m, e); return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Each code's writer
// ---------------------------------------------------------------------------------------------

using error_writer = void (*)(message_string&, const error&) noexcept;

// The words of a value that is no code: none. (A writer, never a null pointer: g++ does not fold a
// function pointer's comparison with null in a constant expression under -fsanitize=undefined.)
constexpr void write_no_error(message_string&, const error&) noexcept {}

// The one place that names each code's writer. No `default:`, so that a compiler warns (-Wswitch,
// part of -Wall) about a code left out.
[[nodiscard]] constexpr error_writer error_writer_for(error_code code) noexcept {
  using c = error_code;
  switch (code) {
    case c::empty_input: return write_input_error;
    case c::rank_too_long: return write_placement_error;
    case c::rank_too_short: return write_placement_error;
    case c::invalid_empty_count: return write_placement_error;
    case c::adjacent_digits: return write_placement_error;
    case c::invalid_piece: return write_placement_error;
    case c::too_many_ranks: return write_placement_error;
    case c::too_few_ranks: return write_placement_error;
    case c::invalid_side_to_move: return write_side_to_move_error;
    case c::invalid_castling: return write_castling_error;
    case c::castling_dash_mixed: return write_castling_error;
    case c::castling_repeated: return write_castling_error;
    case c::castling_order: return write_castling_error;
    case c::castling_not_canonical: return write_castling_error;
    case c::castling_conflict: return write_castling_error;
    case c::castling_king_file: return write_castling_error;
    case c::castling_rook_missing: return write_castling_error;
    case c::invalid_en_passant: return write_en_passant_error;
    case c::invalid_counter: return write_counter_error;
    case c::counter_sign: return write_counter_error;
    case c::counter_leading_zero: return write_counter_error;
    case c::counter_out_of_range: return write_counter_error;
    case c::non_ascii: return write_input_error;
    case c::trailing_text: return write_input_error;
    case c::variant_not_supported: return write_variant_error;
    case c::missing_field: return write_input_error;
    case c::unexpected_whitespace: return write_input_error;
    case c::underscore_separator: return write_input_error;
    case c::invalid_pocket: return write_variant_error;
    case c::pocket_too_large: return write_variant_error;
    case c::invalid_promoted_mark: return write_variant_error;
    case c::invalid_check_count: return write_variant_error;
  }
  return write_no_error;
}
}  // namespace detail

constexpr message_string error::message() const noexcept {
  message_string m;
  m.append(name(field));
  m.append(": ");
  detail::error_writer_for(code)(m, *this);
  return m;
}
}  // namespace fen

#endif  // FEN_DETAIL_ERROR_MESSAGES_HPP
