// fen/detail/chess960.hpp: chess960_start, chess960_number, chess960_numbers: the 960 start
// positions of Chess960 by their numbers (0-959, 518 the standard start), both ways.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_CHESS960_HPP
#define FEN_DETAIL_CHESS960_HPP

#include "macro_scope.hpp"
#include "position.hpp"

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Chess960 start numbers
//
// The standard numbering (Reinhard Scharnagl's), read from the number's digits: n % 4 places the
// light-squared bishop (files b, d, f, h), n / 4 % 4 the dark-squared one (a, c, e, g), n / 16 % 6
// the queen on that empty square of six, n / 96 (0-9) the two knights on a pair of the five empty
// squares left; a rook, the king and a rook fill the last three, in that order.
// =============================================================================================

namespace detail {
// The files of the two knights, among the five squares the bishops and the queen leave, for each
// value of n / 96: the pairs in order.
inline constexpr int chess960_knight_pairs[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                                     {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

// The back rank of start `n` (0-959), a-file first.
[[nodiscard]] constexpr std::array<piece_type, 8> chess960_back_rank(int n) noexcept {
  std::array<piece_type, 8> rank{{piece_type::none, piece_type::none, piece_type::none, piece_type::none,
                                  piece_type::none, piece_type::none, piece_type::none, piece_type::none}};
  rank[static_cast<std::size_t>(2 * (n % 4) + 1)] = piece_type::bishop;
  rank[static_cast<std::size_t>(2 * (n / 4 % 4))] = piece_type::bishop;
  // Puts `type` on the empty squares whose counts (from the a-file) `first` and `second` give.
  const auto put_on_empty = [&rank](int first, int second, piece_type type) {
    int empty = 0;
    for (piece_type& square : rank) {
      if (square != piece_type::none) continue;
      if (empty == first || empty == second) square = type;
      ++empty;
    }
  };
  put_on_empty(n / 16 % 6, -1, piece_type::queen);
  put_on_empty(chess960_knight_pairs[n / 96 % 10][0], chess960_knight_pairs[n / 96 % 10][1], piece_type::knight);
  put_on_empty(0, 2, piece_type::rook);
  put_on_empty(0, -1, piece_type::king);
  return rank;
}

// The number of the Chess960 start that `c`'s back rank holds (eight pieces of `c`), or nothing.
[[nodiscard]] constexpr std::optional<int> chess960_back_rank_number(const position& p, color c) noexcept {
  const int rank = c == color::white ? 0 : 7;
  std::array<piece_type, 8> types{};
  int light = -1, dark = -1;
  for (int file = 0; file < 8; ++file) {
    const piece q = p.at(square(file, rank));
    if (q.is_none() || q.color() != c) return std::nullopt;
    types[static_cast<std::size_t>(file)] = q.type();
    if (q.type() == piece_type::bishop) (file % 2 == 1 ? light : dark) = file;
  }
  if (light < 0 || dark < 0) return std::nullopt;
  // The queen's count among the six squares the bishops leave (the squares before it, the queen
  // not yet placed), and the knights' among the five that the bishops and the queen leave.
  int queen = -1, before_queen = 0, left = 0, knights[2] = {-1, -1}, knight_count = 0;
  for (const piece_type type : types) {
    if (type == piece_type::bishop) continue;
    if (type == piece_type::queen && queen < 0) queen = before_queen;
    ++before_queen;
    if (type == piece_type::queen) continue;
    if (type == piece_type::knight && knight_count < 2) knights[knight_count++] = left;
    ++left;
  }
  if (queen < 0 || knight_count != 2) return std::nullopt;
  int pair = 0;
  while (pair < 10 && (chess960_knight_pairs[pair][0] != knights[0] || chess960_knight_pairs[pair][1] != knights[1]))
    ++pair;
  if (pair == 10) return std::nullopt;
  const int n = (light - 1) / 2 + 4 * (dark / 2) + 16 * queen + 96 * pair;
  // The number's own rank must be this one: this also asks for rook, king, rook, and one queen.
  const std::array<piece_type, 8> expected = chess960_back_rank(n);
  for (std::size_t file = 0; file < 8; ++file)
    if (expected[file] != types[file]) return std::nullopt;
  return n;
}
}  // namespace detail

/// Chess960 start position number `n` in the standard numbering (0-959; 518 is the standard
/// start): White's back rank and Black's mirrored on rank 8, pawns on ranks 2 and 7, White to
/// move, castling rights for both rooks of each colour (their files), no en passant square,
/// counters 0 and 1. Nothing for a number outside 0-959.
///
///     fen::chess960_start(518) == fen::start_position
///     fen::serialize(*fen::chess960_start(0))   // "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
[[nodiscard]] constexpr std::optional<position> chess960_start(int n) noexcept {
  if (n < 0 || n > 959) return std::nullopt;
  const std::array<piece_type, 8> rank = detail::chess960_back_rank(n);
  position p{};
  bool king_seen = false;
  for (int file = 0; file < 8; ++file) {
    const piece_type type = rank[static_cast<std::size_t>(file)];
    p.put(square(file, 0), piece(color::white, type));
    p.put(square(file, 1), pieces::white_pawn);
    p.put(square(file, 6), pieces::black_pawn);
    p.put(square(file, 7), piece(color::black, type));
    if (type == piece_type::king) king_seen = true;
    if (type != piece_type::rook) continue;
    const castling_side side = king_seen ? castling_side::king_side : castling_side::queen_side;
    p.castling.set(color::white, side, file);
    p.castling.set(color::black, side, file);
  }
  return p;
}

/// The Chess960 start numbers of each colour's back rank, as `fen::chess960_numbers` gives them:
/// for Double Chess960, where each side starts from an arrangement of its own.
struct chess960_start_numbers {
  /// The number of the start White's rank 1 holds, or nothing.
  std::optional<int> white{};
  /// The number of the start Black's rank 8 holds (read a-file first, as White's), or nothing.
  std::optional<int> black{};

  /// The same numbers (or the same absences).
  friend constexpr bool operator==(const chess960_start_numbers& a, const chess960_start_numbers& b) noexcept {
    return a.white == b.white && a.black == b.black;
  }
  /// Some number different.
  friend constexpr bool operator!=(const chess960_start_numbers& a, const chess960_start_numbers& b) noexcept {
    return !(a == b);
  }
};

/// For each colour, the number (0-959) of the Chess960 start its back rank holds: eight pieces of
/// that colour in an arrangement of Chess960 (bishops on squares of both colours, the king between
/// the rooks). Only the back ranks are read: pawns, the other squares, the side to move, the
/// castling rights and the counters are not looked at. Nothing for a colour whose back rank is not
/// such an arrangement.
///
///     fen::chess960_numbers(fen::start_position).white   // 518
[[nodiscard]] constexpr chess960_start_numbers chess960_numbers(const position& p) noexcept {
  return {detail::chess960_back_rank_number(p, color::white), detail::chess960_back_rank_number(p, color::black)};
}

/// The number (0-959) of the Chess960 start both back ranks hold: White's rank 1 and Black's rank 8
/// the same arrangement (`chess960_numbers` gives the same number for both). Nothing otherwise.
/// Only the back ranks are read (see `chess960_numbers`).
///
///     fen::chess960_number(fen::start_position)   // 518
[[nodiscard]] constexpr std::optional<int> chess960_number(const position& p) noexcept {
  const chess960_start_numbers numbers = chess960_numbers(p);
  if (numbers.white && numbers.white == numbers.black) return numbers.white;
  return std::nullopt;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_CHESS960_HPP
