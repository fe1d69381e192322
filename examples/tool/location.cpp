// fen: the command-line tool. Where a problem is in its line (see location.hpp).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "location.hpp"

#include "io.hpp"

namespace fen_tool {
namespace {

/// The offset of the byte that describes `target` in the placement of `line` (a line that parsed):
/// its piece letter, or the digit of the run of empty squares it is in.
std::size_t square_offset(std::string_view line, fen::square target) noexcept {
  std::size_t i = 0;
  while (i < line.size() && (is_blank(line[i]) || line[i] == '_' || line[i] == '\r' || line[i] == '\n')) ++i;
  const std::size_t start = i;
  int rank = 7;
  int file = 0;
  for (; i < line.size() && !is_blank(line[i]) && line[i] != '_'; ++i) {
    const char c = line[i];
    if (c == '/') {
      --rank;
      file = 0;
      continue;
    }
    const int width = c >= '1' && c <= '8' ? c - '0' : 1;
    if (rank == target.rank() && target.file() >= file && target.file() < file + width) return i;
    file += width;
  }
  return start;
}

/// The offset where field `index` (0 placement ... 5 fullmove number) starts in `line` (a line that
/// parsed), or the end of the line when the field is left out.
std::size_t field_offset(std::string_view line, int index) noexcept {
  const auto separator = [](char c) { return is_blank(c) || c == '_' || c == '\r' || c == '\n'; };
  std::size_t i = 0;
  while (i < line.size() && separator(line[i])) ++i;
  for (int field = 0; field < index && i < line.size(); ++field) {
    while (i < line.size() && !separator(line[i])) ++i;
    while (i < line.size() && separator(line[i])) ++i;
  }
  return i;
}

/// The offset of counter `index` (4 halfmove clock, 5 fullmove number) in `line`: its field in a
/// FEN; in an EPD line (`record` set) the value of its hmvc or fmvn operation, or the first
/// operation when there is none.
std::size_t counter_offset(std::string_view line, int index, const fen::epd_record* record) noexcept {
  if (record == nullptr) return field_offset(line, index);
  const auto operation = record->find(fen::epd_opcode_for(static_cast<fen::field>(index)));
  if (!operation || operation->operands.empty()) return field_offset(line, 4);
  return static_cast<std::size_t>(operation->operands[0].text.data() - line.data());
}

}  // namespace

std::size_t problem_offset(std::string_view line, const fen::problem& p, const fen::epd_record* record) noexcept {
  switch (p.code) {
    case fen::problem_code::castling_without_king:
    case fen::problem_code::castling_without_rook: return field_offset(line, 2);
    case fen::problem_code::en_passant_wrong_rank:
    case fen::problem_code::en_passant_without_pawn:
    case fen::problem_code::en_passant_square_occupied:
    case fen::problem_code::en_passant_origin_occupied:
    case fen::problem_code::en_passant_impossible_check:
    case fen::problem_code::en_passant_before_any_move: return field_offset(line, 3);
    case fen::problem_code::en_passant_halfmove_clock:
    case fen::problem_code::halfmove_clock_too_large: return counter_offset(line, 4, record);
    case fen::problem_code::fullmove_zero: return counter_offset(line, 5, record);
    default: return p.square ? square_offset(line, *p.square) : field_offset(line, 0);
  }
}

}  // namespace fen_tool
