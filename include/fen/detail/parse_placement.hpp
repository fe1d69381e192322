// fen/detail/parse_placement.hpp: the parser's readers of the placement: the fast scan, the careful reader,
// crazyhouse's pockets.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_PLACEMENT_HPP
#define FEN_DETAIL_PARSE_PLACEMENT_HPP

#include "macro_scope.hpp"
#include "parse_fields.hpp"
#include "parse_x86.hpp"

namespace fen::detail {

FEN_DETAIL_MEMBERS_BEGIN

// ---------------------------------------------------------------------------------------------
// Placement
// From the start of the text to the first space, without a branch per byte. Each byte's piece
// code goes to a stage, where rank k (k = 0 for the FEN's first rank, the eighth) takes bytes
// 16k to 16k + 7, and each '/' leaves a marker in the gap after its rank; the bytes' entries
// are added up, and two digits in a row are gathered in a flag (see fast_placement_table).
// Each '/' moves on by 8, so its marker lands on byte 16k + 8 only when every rank before it
// covers exactly 8 squares. With all seven markers there, 7 '/' and 120 in all, every rank
// does, and none is empty: the markers come one after another at least 8 apart, and once the
// squares add up to 64 they all fall below byte 128, so the seven can only be where they
// should. The ranks are thus checked once at the end, not at each byte (which cost a fifth of
// parse's instructions), and the stage's ranks are then copied to the board 8 squares at a
// time. Two bytes a step, with one test for a space in either (on their entries, which are
// looked up anyway): that halves the branches, and is faster than both one and four. On
// success `i` is at the space.
constexpr bool parser::fast_placement(std::size_t& i, position& p) const noexcept {
#ifdef FEN_DETAIL_SSSE3
  // Where SSSE3 can be built, the portable scan runs only in constant expressions: at run time
  // the vector reader is the only one, and a processor without SSSE3 (x86 processors made before
  // about 2008) leaves every placement to the careful parser. Both readers in every translation
  // unit that parses cost more compile time than so rare a processor is worth; FEN_NO_SIMD
  // builds the portable scan alone, for one. (unit.simd runs both on every rank's shape.) The
  // test is the macro, not negated, so that GCC drops the portable scan from run-time code
  // before compiling it there (detail/macro_scope.hpp): 37 M fewer of g++ 12's instructions for
  // a file that parses (3070 -> 3033 M, callgrind, 2026-12; clang++ the same).
  if (FEN_DETAIL_CONSTANT_EVALUATED()) return fast_placement_portable(i, p);
  return has_ssse3() && fast_placement_ssse3(text_.data(), end_, i, p);
#else
  return fast_placement_portable(i, p);
#endif
}

// The portable scan (see fast_placement).
constexpr bool parser::fast_placement_portable(std::size_t& i, position& p) const noexcept {
  std::array<std::uint8_t, 128> stage = fast_blank_stage();
  std::uint64_t sum = 0;       // stage position (bits 0-15), '/' (32-39), bytes taken (40-47)
  std::uint64_t wrong = 0;     // bit 56: two digits in a row
  std::uint64_t previous = 0;  // the last byte's table entry
  const auto take = [&](unsigned char byte) {
    const std::uint64_t step = fast_placement_table[byte];
    // The byte's piece goes to the first square it covers (a digit's 0 to the first of its run).
    stage[static_cast<std::size_t>(sum & 127u)] = fast_piece_table[byte];
    wrong |= step & previous;
    sum += step;
    previous = step;
  };
  std::size_t at = 0;
  for (; at + 1 < end_; at += 2) {
    const auto first = static_cast<unsigned char>(text_[at]);
    const auto second = static_cast<unsigned char>(text_[at + 1]);
    if (((fast_placement_table[first] | fast_placement_table[second]) & fast_space_bit) != 0) break;
    take(first);
    take(second);
  }
  // The byte the loop stopped at: the space, or one byte before it. Taken either way, without
  // a branch on which (half the FENs have each): the space's entry adds nothing that is
  // tested, and its 0 goes to the stage after the last square covered, where nothing is read
  // (byte 120 after the last rank).
  if (at == end_) return false;
  const auto last = static_cast<unsigned char>(text_[at]);
  take(last);
  at += static_cast<std::size_t>(last != ' ');
  if (at == end_ || text_[at] != ' ' || at > 100) return false;
  const std::size_t length = at;
  i = length;
  const unsigned markers = stage[8] & stage[24] & stage[40] & stage[56] & stage[72] & stage[88] & stage[104];
  // The ranks to the board, the FEN's first rank (the eighth) last.
  if (is_constant_evaluated()) {
    for (std::size_t square_index = 0; square_index < 64; ++square_index) {
      const unsigned code = stage[16 * (7 - square_index / 8) + square_index % 8];
      p.board[square_index] = code == 0 ? piece{} : piece_from_code(code);
    }
  } else {
    // Each rank's eight codes, copied whole as the pieces they are (a piece is its code's byte).
    static_assert(sizeof(piece) == 1 && std::is_trivially_copyable_v<piece>, "a piece is one byte, its code");
    const auto copy_rank = [&](std::size_t k) {
      std::char_traits<char>::copy(reinterpret_cast<char*>(p.board.data() + 8 * (7 - k)),
                                   reinterpret_cast<const char*>(stage.data() + 16 * k), 8);
    };
    copy_rank(0), copy_rank(1), copy_rank(2), copy_rank(3), copy_rank(4), copy_rank(5), copy_rank(6), copy_rank(7);
  }
  return (sum & 0xFFFFFFFFFFFFu) == ((std::uint64_t{length} << 40) | (std::uint64_t{7} << 32) | 120u) &&
         (wrong & fast_digit_bit) == 0 && markers == fast_rank_marker;
}

constexpr bool parser::parse_placement(std::size_t at, std::size_t stop) noexcept {
  int rank = 7;
  int file = 0;
  bool after_digit = false;
  const bool crazyhouse = reads_pockets_;
  int last_piece = -1;  // the square of the piece letter just read, for a '~' after it
  for (std::size_t i = at; i < stop; ++i) {
    const char c = text_[i];
    const std::uint8_t kind = placement_table[static_cast<unsigned char>(c)];
    if (crazyhouse && (c == '~' || c == '[' || (c == '/' && rank == 0 && file == 8))) {
      if (c == '~') {
        if (!mark_promoted(i, last_piece)) return false;
        last_piece = -1;
        continue;
      }
      // The board ends here; the pockets follow, in brackets or as a ninth rank.
      if (file < 8) return short_rank(i, rank, file);
      if (rank > 0) return too_few_ranks(i, rank);
      if (c == '[') return parse_bracket_pockets(i + 1, stop);
      if (strict_) {  // brackets only
        set_error(error_code::invalid_pocket, i, field::placement, c);
        error_.expected = '[';
        return false;
      }
      return parse_pocket_letters(i + 1, stop);
    }
    last_piece = -1;
    if (kind >= 16) {
      if (file >= 8) return set_placement_error(error_code::rank_too_long, i, c, rank);
      last_piece = rank * 8 + file;
      pos_.board[static_cast<std::size_t>(last_piece)] = piece_from_code(kind - 16u);
      ++file;
      after_digit = false;
    } else if (kind >= 1 && kind <= 8) {
      if (after_digit) return set_error(error_code::adjacent_digits, i, field::placement, c);
      file += kind;
      if (file > 8) return set_placement_error(error_code::rank_too_long, i, c, rank);
      after_digit = true;
    } else if (kind == placement_slash) {
      if (file < 8) return short_rank(i, rank, file);
      if (rank == 0) {
        const error_code code = is_pocket(i + 1, stop) ? error_code::variant_not_supported : error_code::too_many_ranks;
        return set_error(code, i, field::placement, c);
      }
      --rank;
      file = 0;
      after_digit = false;
    } else if (kind == placement_bad_digit) {
      return set_error(error_code::invalid_empty_count, i, field::placement, c);
    } else if (!is_ascii(c)) {
      return set_error(error_code::non_ascii, i, field::placement, c);
    } else if (c == '~' || c == '[') {
      return set_error(error_code::variant_not_supported, i, field::placement, c);
    } else {
      return set_error(error_code::invalid_piece, i, field::placement, c);
    }
  }
  if (file < 8) return short_rank(stop, rank, file);
  if (rank > 0) return too_few_ranks(stop, rank);
  return true;
}

constexpr bool parser::too_few_ranks(std::size_t at, int rank) noexcept {
  set_error(error_code::too_few_ranks, at, field::placement);
  error_.count = static_cast<std::uint8_t>(8 - rank);
  return false;
}

// Crazyhouse: a '~' at `i` after the piece on square `last_piece` (-1: no piece letter just
// before) marks it promoted; only a knight, bishop, rook or queen can be.
constexpr bool parser::mark_promoted(std::size_t i, int last_piece) noexcept {
  if (last_piece < 0) return set_error(error_code::invalid_promoted_mark, i, field::placement, '~');
  const piece_type t = pos_.board[static_cast<std::size_t>(last_piece)].type();
  if (t == piece_type::pawn || t == piece_type::king)
    return set_error(error_code::invalid_promoted_mark, i, field::placement, '~');
  pos_.promoted |= std::uint64_t{1} << last_piece;
  return true;
}

// Crazyhouse: `[pieces]` from `at` (after the '[') to the field's end at `stop`.
constexpr bool parser::parse_bracket_pockets(std::size_t at, std::size_t stop) noexcept {
  std::size_t close = at;
  while (close < stop && text_[close] != ']') ++close;
  if (!parse_pocket_letters(at, close)) return false;
  if (close == stop) return set_error(error_code::invalid_pocket, stop, field::placement, '\0');
  if (close + 1 < stop) {
    set_error(error_code::invalid_pocket, close + 1, field::placement, text_[close + 1]);
    error_.count = 1;  // after the ']'
    return false;
  }
  return true;
}

// Crazyhouse: the pocket letters from `at` to `stop` (none: empty pockets).
constexpr bool parser::parse_pocket_letters(std::size_t at, std::size_t stop) noexcept {
  fen::pockets hand{};
  int total = 0;
  unsigned last_place = 0;  // strict: White's pieces before Black's, each from king to pawn
  for (std::size_t i = at; i < stop; ++i) {
    const char c = text_[i];
    const std::uint8_t kind = placement_table[static_cast<unsigned char>(c)];
    if (kind < 16) {
      if (!is_ascii(c)) return set_error(error_code::non_ascii, i, field::placement, c);
      return set_error(error_code::invalid_pocket, i, field::placement, c);
    }
    if (++total > 64) return set_error(error_code::pocket_too_large, i, field::placement, c);
    const piece p = piece_from_code(kind - 16u);
    const unsigned place = static_cast<unsigned>(p.color()) * 6u + (5u - static_cast<unsigned>(p.type()));
    if (strict_ && place < last_place) {
      set_error(error_code::invalid_pocket, i, field::placement, c);
      error_.count = 2;  // out of order
      return false;
    }
    last_place = place;
    hand.add(p);
  }
  pos_.pockets = std::optional<fen::pockets>(hand);
  return true;
}

// Whether a ninth "rank" from `at` to `stop` is only piece letters: crazyhouse's pockets, as
// some programs write them (`.../RNBQKBNR/Qp w`), rather than a board too tall.
constexpr bool parser::is_pocket(std::size_t at, std::size_t stop) const noexcept {
  if (at >= stop) return false;  // a '/' at the end is one too many, not an empty pocket
  for (; at < stop; ++at)
    if (placement_table[static_cast<unsigned char>(text_[at])] < 16) return false;
  return true;
}

constexpr bool parser::short_rank(std::size_t at, int rank, int file) noexcept {
  return set_placement_error(error_code::rank_too_short, at, '\0', rank, file);
}

constexpr piece parser::piece_from_code(unsigned code) noexcept {
  return piece(static_cast<color>(code >> 3), static_cast<piece_type>((code & 7u) - 1u));
}

FEN_DETAIL_MEMBERS_END

// The SSSE3 placement reader on `text`, where this build and processor have it: true, with what it
// returned in `taken` (and `length` and `p` as it set them); false where there is none. For the
// tests that compare it with the portable scan.
inline bool fast_placement_simd(std::string_view text, std::size_t& length, position& p, bool& taken) noexcept {
#ifdef FEN_DETAIL_SSSE3
  if (!has_ssse3()) return false;
  taken = fast_placement_ssse3(text.data(), text.size(), length, p);
  return true;
#else
  (void)text;
  (void)length;
  (void)p;
  (void)taken;
  return false;
#endif
}

}  // namespace fen::detail

#endif  // FEN_DETAIL_PARSE_PLACEMENT_HPP
