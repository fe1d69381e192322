// fen: the command-line tool. Where a problem is in its line (see location.hpp), from the
// library's fen::layout.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "location.hpp"

namespace fen_tool {

std::size_t problem_offset(std::string_view text, const fen::problem& p, const reading& r) noexcept {
  const fen::text_layout where = fen::layout(text);
  // A counter: its FEN field; in EPD the value of its hmvc or fmvn operation (a FEN counter after
  // the fourth field is one), else the first operation.
  const auto counter = [&](const std::optional<std::size_t>& at, fen::field f) {
    if (r.what == reading::kind::fen) return where.start_of(f);
    return at ? *at : where.start_of(fen::field::halfmove_clock);
  };
  switch (p.code) {
    case fen::problem_code::castling_without_king:
    case fen::problem_code::castling_without_rook:
    case fen::problem_code::castling_not_standard:
    case fen::problem_code::castling_not_in_variant:
    case fen::problem_code::castling_king_files_differ:
    case fen::problem_code::castling_rook_files_differ: return where.start_of(fen::field::castling);
    case fen::problem_code::en_passant_wrong_rank:
    case fen::problem_code::en_passant_without_pawn:
    case fen::problem_code::en_passant_square_occupied:
    case fen::problem_code::en_passant_origin_occupied:
    case fen::problem_code::en_passant_impossible_check:
    case fen::problem_code::en_passant_before_any_move: return where.start_of(fen::field::en_passant);
    case fen::problem_code::en_passant_halfmove_clock:
    case fen::problem_code::halfmove_clock_too_large: return counter(r.halfmove_at, fen::field::halfmove_clock);
    case fen::problem_code::fullmove_zero: return counter(r.fullmove_at, fen::field::fullmove_number);
    default: return p.square ? where.offset_of(*p.square) : where.start_of(fen::field::placement);
  }
}

}  // namespace fen_tool
