// fen/detail/error_messages.hpp: error::message: an error's plain words, by field.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_ERROR_MESSAGES_HPP
#define FEN_DETAIL_ERROR_MESSAGES_HPP

#include "macro_scope.hpp"
#include "errors.hpp"

namespace fen {
constexpr message_string error::message() const noexcept {
  message_string m;
  m.append(name(field));
  m.append(": ");
  switch (code) {
    case error_code::empty_input: m.append("the FEN is empty"); break;
    case error_code::rank_too_long:
      m.append("rank ");
      detail::append_decimal(m, rank);
      m.append(" has more than 8 squares");
      break;
    case error_code::rank_too_short:
      m.append("rank ");
      detail::append_decimal(m, rank);
      m.append(" has only ");
      detail::append_decimal(m, count);
      m.append(count == 1 ? " square" : " squares");
      m.append("; a rank has 8");
      break;
    case error_code::invalid_empty_count:
      detail::append_quoted_byte(m, byte);
      m.append(" is not a count of empty squares (1 to 8)");
      break;
    case error_code::adjacent_digits:
      m.append("two digits in a row; write one digit for a run of empty squares");
      break;
    case error_code::invalid_piece:
      detail::append_quoted_byte(m, byte);
      m.append(" is not a piece letter (PNBRQK, pnbrqk), a digit or '/'");
      break;
    case error_code::too_many_ranks: m.append("more than 8 ranks"); break;
    case error_code::too_few_ranks:
      m.append("only ");
      detail::append_decimal(m, count);
      m.append(count == 1 ? " rank" : " ranks");
      m.append("; a board has 8");
      break;
    case error_code::invalid_side_to_move:
      detail::append_quoted_byte(m, byte);
      m.append(" is not a side to move; write 'w' or 'b'");
      break;
    case error_code::invalid_castling:
      detail::append_quoted_byte(m, byte);
      m.append(" is not a castling letter (KQkq, A-H or a-h, or '-' for none)");
      break;
    case error_code::castling_dash_mixed: m.append("'-' means no rights and cannot stand with letters"); break;
    case error_code::castling_repeated:
      detail::append_quoted_byte(m, byte);
      m.append(" is written twice");
      break;
    case error_code::castling_order:
      detail::append_quoted_byte(m, byte);
      m.append(" is out of order; write White's rights before Black's, king side first (KQkq)");
      break;
    case error_code::castling_not_canonical:
      detail::append_quoted_byte(m, byte);
      m.append(" names the rook that ");
      detail::append_quoted_byte(m, expected);
      m.append(" stands for; strict mode wants ");
      detail::append_quoted_byte(m, expected);
      break;
    case error_code::castling_conflict:
      detail::append_quoted_byte(m, byte);
      m.append(" gives a second rook to a right already given");
      break;
    case error_code::castling_king_file:
      detail::append_quoted_byte(m, byte);
      m.append(" is the king's own file; a castling letter names a rook's file");
      break;
    case error_code::castling_rook_missing:
      detail::append_quoted_byte(m, byte);
      m.append(" needs a rook on ");
      if (square) m.append(square->name());
      m.append(", and there is none");
      break;
    case error_code::invalid_en_passant:
      if (count != 0) {  // a byte after a start that reads well: "-;", "e3x", a NUL after "-"
        detail::append_quoted_byte(m, byte);
        m.append(" cannot stand in the field, which is '-' or a square name such as e3");
        break;
      }
      m.append("must be '-' or a square name such as e3 (lower-case file, then rank)");
      break;
    case error_code::invalid_counter:
      detail::append_quoted_byte(m, byte);
      m.append(" is not a digit; a counter is a whole number");
      break;
    case error_code::counter_sign: m.append("a counter has no sign"); break;
    case error_code::counter_leading_zero: m.append("a counter has no leading zero"); break;
    case error_code::counter_out_of_range: m.append("too large; the largest counter is 4294967295"); break;
    case error_code::non_ascii:
      detail::append_quoted_byte(m, byte);
      m.append(" is not ASCII; FEN is plain ASCII text");
      break;
    case error_code::trailing_text: m.append("text after the fullmove number"); break;
    case error_code::variant_not_supported:
      if (byte == '~')
        m.append("'~' marks a promoted piece in crazyhouse");
      else if (byte == '[')
        m.append("'[' starts crazyhouse pockets");
      else if (byte == '/')
        m.append("a ninth rank of pieces holds crazyhouse pockets");
      else
        m.append("'+' counts checks in three-check");
      m.append(byte == '+' ? "; read it with fen::variant::three_check" : "; read it with fen::variant::crazyhouse");
      break;
    case error_code::invalid_pocket:
      if (byte == '\0') {
        m.append("a pocket opened with '[' needs its ']'");
        break;
      }
      if (expected == '[') {
        m.append("pockets written as a ninth rank are read in lenient mode only; strict mode wants [brackets]");
        break;
      }
      detail::append_quoted_byte(m, byte);
      if (count == 2)
        m.append(" is out of order; strict mode wants White's pieces, then Black's, each from king to pawn");
      else
        m.append(count != 0 ? " after the pocket's ']'; the field ends there"
                            : " is not a piece letter (PNBRQK, pnbrqk) in a crazyhouse pocket");
      break;
    case error_code::pocket_too_large: m.append("more than 64 pieces in the pockets"); break;
    case error_code::invalid_promoted_mark:
      m.append("'~' marks a promoted knight, bishop, rook or queen, and follows its letter");
      break;
    case error_code::invalid_check_count:
      if (byte == '\0')
        m.append("the field ends too soon");
      else
        detail::append_quoted_byte(m, byte);
      m.append(byte == '\0' ? "; " : " cannot stand here; ");
      m.append("three-check writes the checks as 3+3 (remaining, 0 to 3) or +0+0 (given)");
      break;
    case error_code::missing_field:
      if (expected == '[')
        m.append("the crazyhouse pockets are missing; strict mode wants them, '[]' when empty");
      else if (field == fen::field::checks)
        m.append("missing; strict mode wants three-check's checks, 3+3 before the counters or +0+0 after them");
      else
        m.append(field == fen::field::placement ? "missing" : "missing; strict mode wants all six fields");
      break;
    case error_code::unexpected_whitespace:
      if (byte == '\r' || byte == '\n')
        m.append("a line break inside the FEN");
      else if (byte == '\t')
        m.append("a tab; strict mode wants one space between fields");
      else
        m.append("an extra blank; strict mode wants one space between fields and none around the FEN");
      break;
    case error_code::underscore_separator: m.append("'_' between fields is accepted in lenient mode only"); break;
  }
  return m;
}
}  // namespace fen

#endif  // FEN_DETAIL_ERROR_MESSAGES_HPP
