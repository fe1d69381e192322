// fen: the command-line tool. Where a problem is in its line (see location.hpp), from the
// library's fen::layout.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "location.hpp"

namespace fen_tool {
namespace {

/// The offset of a counter (the halfmove clock or the fullmove number) in `line`, laid out as
/// `where`: its field in a FEN; in an EPD line (`record` set) the value of its hmvc or fmvn
/// operation, or the first operation when there is none.
std::size_t counter_offset(std::string_view line, const fen::text_layout& where, fen::field counter,
                           const fen::epd_record* record) noexcept {
  if (record == nullptr) return where.start_of(counter);
  const auto operation = record->find(fen::epd_opcode_for(counter));
  if (!operation || operation->operands.empty()) return where.start_of(fen::field::halfmove_clock);
  return static_cast<std::size_t>(operation->operands[0].text.data() - line.data());
}

}  // namespace

std::size_t problem_offset(std::string_view line, const fen::problem& p, const fen::epd_record* record) noexcept {
  const fen::text_layout where = fen::layout(line);
  switch (p.code) {
    case fen::problem_code::castling_without_king:
    case fen::problem_code::castling_without_rook: return where.start_of(fen::field::castling);
    case fen::problem_code::en_passant_wrong_rank:
    case fen::problem_code::en_passant_without_pawn:
    case fen::problem_code::en_passant_square_occupied:
    case fen::problem_code::en_passant_origin_occupied:
    case fen::problem_code::en_passant_impossible_check:
    case fen::problem_code::en_passant_before_any_move: return where.start_of(fen::field::en_passant);
    case fen::problem_code::en_passant_halfmove_clock:
    case fen::problem_code::halfmove_clock_too_large:
      return counter_offset(line, where, fen::field::halfmove_clock, record);
    case fen::problem_code::fullmove_zero: return counter_offset(line, where, fen::field::fullmove_number, record);
    default: return p.square ? where.offset_of(*p.square) : where.start_of(fen::field::placement);
  }
}

}  // namespace fen_tool
