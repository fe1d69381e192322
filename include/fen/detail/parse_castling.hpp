// fen/detail/parse_castling.hpp: the parser's readers of the side to move, castling and en passant.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_CASTLING_HPP
#define FEN_DETAIL_PARSE_CASTLING_HPP

#include "castling_letters.hpp"
#include "macro_scope.hpp"
#include "parse_placement.hpp"

namespace fen::detail {

FEN_DETAIL_MEMBERS_BEGIN

// ---------------------------------------------------------------------------------------------
// Side to move
// ` w ` or ` b `: `i` starts at the space after the placement.
constexpr bool parser::fast_side_to_move(std::size_t& i, position& p) const noexcept {
  if (end_ - i < 4 || text_[i + 2] != ' ') return false;
  // Without a branch on the side: it changes from one FEN to the next, and a mispredicted
  // branch costs more than the whole test.
  const char side = text_[i + 1];
  p.side_to_move = static_cast<color>(side == 'b');
  i += 3;
  return static_cast<int>(side == 'w') + static_cast<int>(side == 'b') != 0;
}

constexpr bool parser::parse_side_to_move(std::size_t at, std::size_t stop) noexcept {
  const char c = text_[at];
  if (stop - at == 1 && (c == 'w' || c == 'b')) {
    pos_.side_to_move = c == 'w' ? color::white : color::black;
    return true;
  }
  if (c == 'w' || c == 'b')
    return field_error(error_code::invalid_side_to_move, at + 1, stop, field::side_to_move, text_[at + 1]);
  return field_error(error_code::invalid_side_to_move, at, stop, field::side_to_move, c);
}

// `-` or letters from KQkq in that order, then a space, each letter with its rook in its corner
// (as a game's rights always have it). That rook is the outermost one on its side whatever else
// is on the rank, and the rook strict mode wants; a right without it is left to the careful
// parser, and so is its look-up of the outermost rook.
constexpr bool parser::fast_castling(std::size_t& i, position& p) const noexcept {
  const std::size_t n = end_;
  if (text_[i] == '-') {
    ++i;
  } else {
    int last_slot = -1;
    for (; i < n && text_[i] != ' '; ++i) {
      const char c = text_[i];
      const int slot = c == 'K' ? 0 : c == 'Q' ? 1 : c == 'k' ? 2 : c == 'q' ? 3 : -1;
      if (slot <= last_slot) return false;
      last_slot = slot;
      const color side_color = slot < 2 ? color::white : color::black;
      const castling_side castle_side = (slot & 1) == 0 ? castling_side::king_side : castling_side::queen_side;
      const int corner = castle_side == castling_side::king_side ? 7 : 0;
      const int back_rank = slot < 2 ? 0 : 7;
      const piece rook(side_color, piece_type::rook);
      if (p.at(square(corner, back_rank)) != rook) return false;
      p.castling.set(side_color, castle_side, corner);
    }
    if (last_slot < 0) return false;
  }
  if (end_ - i < 2 || text_[i] != ' ') return false;
  ++i;
  return true;
}

constexpr bool parser::parse_castling(std::size_t at, std::size_t stop) noexcept {
  if (stop - at == 1 && text_[at] == '-') return true;
  int last_slot = -1;
  for (std::size_t i = at; i < stop; ++i) {
    castling_right right{};
    if (!read_castling_letter(i, right) || !record_castling_right(i, right, last_slot)) return false;
  }
  return !strict_ || castling_rooks_present(at, stop);
}

// What the castling letter at `i` means: the right it gives, or an error for a byte that is not a
// castling letter, a file letter on the king's file, and (strict) a file letter where X-FEN
// writes K, Q, k or q.
constexpr bool parser::read_castling_letter(std::size_t i, castling_right& right) noexcept {
  const char c = text_[i];
  if (c == '-') return set_error(error_code::castling_dash_mixed, i, field::castling, c);
  const bool white = c >= 'A' && c <= 'Z';
  const char upper = white ? c : static_cast<char>(c - ('a' - 'A'));
  if (!(upper == 'K' || upper == 'Q' || (upper >= 'A' && upper <= 'H'))) {
    if (!is_ascii(c)) return set_error(error_code::non_ascii, i, field::castling, c);
    return set_error(error_code::invalid_castling, i, field::castling, c);
  }
  right.side_color = white ? color::white : color::black;
  if (upper == 'K' || upper == 'Q') {
    right.side = upper == 'K' ? castling_side::king_side : castling_side::queen_side;
    right.file = castling_rook_file(pos_, right.side_color, right.side, castling_rules::chess960);
    return true;
  }
  right.file = upper - 'A';
  const int king_file = castling_king_file(pos_, right.side_color);
  if (right.file == king_file) return set_error(error_code::castling_king_file, i, field::castling, c);
  right.side = right.file > king_file ? castling_side::king_side : castling_side::queen_side;
  // Only a rook that is there has a canonical letter; a missing one is reported as missing.
  if (strict_ && right.file == castling_rook_file(pos_, right.side_color, right.side, castling_rules::chess960) &&
      pos_.at(square(right.file, white ? 0 : 7)) == piece(right.side_color, piece_type::rook)) {
    const char canonical = right.side == castling_side::king_side ? 'K' : 'Q';
    set_error(error_code::castling_not_canonical, i, field::castling, c);
    error_.expected = white ? canonical : static_cast<char>(canonical + ('a' - 'A'));
    return false;
  }
  return true;
}

// Records the right of the letter at `i`, or an error for a second rook for a right already
// given and (strict) a right written twice or out of KQkq order. `last_slot` is the order of the
// last right recorded.
constexpr bool parser::record_castling_right(std::size_t i, const castling_right& right, int& last_slot) noexcept {
  const char c = text_[i];
  if (const auto existing = pos_.castling.rook_file(right.side_color, right.side)) {
    if (*existing != right.file) return set_error(error_code::castling_conflict, i, field::castling, c);
    if (strict_) return set_error(error_code::castling_repeated, i, field::castling, c);
    return true;
  }
  const int slot = static_cast<int>(right.side_color) * 2 + static_cast<int>(right.side);
  if (strict_ && slot < last_slot) return set_error(error_code::castling_order, i, field::castling, c);
  last_slot = slot;
  pos_.castling.set(right.side_color, right.side, right.file);
  return true;
}

// Strict mode, once the field reads well: every right names a rook of its color on its back rank.
constexpr bool parser::castling_rooks_present(std::size_t at, std::size_t stop) noexcept {
  for (std::size_t i = at; i < stop; ++i) {
    const color side_color = text_[i] >= 'a' ? color::black : color::white;
    const char upper = static_cast<char>(text_[i] & ~0x20);
    const int file = upper == 'K'   ? *pos_.castling.rook_file(side_color, castling_side::king_side)
                     : upper == 'Q' ? *pos_.castling.rook_file(side_color, castling_side::queen_side)
                                    : upper - 'A';
    const square rook_square(file, side_color == color::white ? 0 : 7);
    if (pos_.at(rook_square) != piece(side_color, piece_type::rook)) {
      set_error(error_code::castling_rook_missing, i, field::castling, text_[i]);
      error_.square = rook_square;
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// En passant
// `-` or a square name, then a space.
constexpr bool parser::fast_en_passant(std::size_t& i, position& p) const noexcept {
  if (text_[i] == '-') {
    ++i;
  } else {
    if (end_ - i < 2) return false;
    const unsigned file = static_cast<unsigned char>(text_[i]) - unsigned{'a'};
    const unsigned rank = static_cast<unsigned char>(text_[i + 1]) - unsigned{'1'};
    if (file > 7 || rank > 7) return false;
    p.en_passant = std::optional<square>(square(static_cast<int>(file), static_cast<int>(rank)));
    i += 2;
  }
  if (i == end_) return true;  // four fields: read_fast decides
  if (end_ - i < 2 || text_[i] != ' ') return false;
  ++i;
  return true;
}

constexpr bool parser::parse_en_passant(std::size_t at, std::size_t stop) noexcept {
  const std::size_t length = stop - at;
  if (length == 1 && text_[at] == '-') return true;
  if (const auto target = square::from_name(std::string_view(text_.data() + at, length))) {
    pos_.en_passant = std::optional<square>(*target);
    return true;
  }
  // When the field starts with '-' or a square name, the byte after it is named ("-;", a NUL after
  // "-", "e3x"); any other field is not a square name.
  std::size_t good = 0;
  if (text_[at] == '-')
    good = 1;
  else if (length > 2 && text_[at] >= 'a' && text_[at] <= 'h' && text_[at + 1] >= '1' && text_[at + 1] <= '8')
    good = 2;
  if (good == 0 || good >= length)
    return field_error(error_code::invalid_en_passant, at, stop, field::en_passant, text_[at]);
  field_error(error_code::invalid_en_passant, at + good, stop, field::en_passant, text_[at + good]);
  if (error_.code == error_code::invalid_en_passant) error_.count = static_cast<std::uint8_t>(good);
  return false;
}

FEN_DETAIL_MEMBERS_END

}  // namespace fen::detail

#endif  // FEN_DETAIL_PARSE_CASTLING_HPP
