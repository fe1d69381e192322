// fen/detail/transform.hpp: mirrored, flipped_vertical, flipped_horizontal, rotated, colors_swapped:
// a position turned over, turned round or handed to the other side, every field made to match.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_TRANSFORM_HPP
#define FEN_DETAIL_TRANSFORM_HPP

#include "macro_scope.hpp"
#include "position.hpp"

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Transforms
//
// Each transform moves every square s to s ^ k (k = 56 turns the board top to bottom, 7 left to
// right, 63 both: 180 degrees), and may hand every piece to the other side. What belongs to a side
// goes with it: the side to move, the pockets, the checks to give. The en passant square and the
// promoted marks move with the squares; the counters stay. A castling right stays where its rook's
// square (the right's file on its colour's back rank) lands on the back rank of the colour that
// holds the right after the transform; its file is the rook's new file, and its side changes when
// the files are turned round (the king turns with the rook). docs/transforms.md says more.
// =============================================================================================

namespace detail {
// The same piece of the other colour; no piece stays no piece.
[[nodiscard]] constexpr piece recolored(piece q) noexcept {
  return q.is_none() ? q : piece(opposite(q.color()), q.type());
}

// `p` with every square s moved to s ^ `squares`, every piece and everything that belongs to a side
// handed to the other side when `swap_colors` is true.
[[nodiscard]] constexpr position transformed(const position& p, int squares, bool swap_colors) noexcept {
  position t = p;  // the counters, and what the rest leaves alone
  t.promoted = 0;
  for (int s = 0; s < 64; ++s) {
    const piece q = p.board[static_cast<std::size_t>(s)];
    t.board[static_cast<std::size_t>(s ^ squares)] = swap_colors ? recolored(q) : q;
    if (((p.promoted >> s) & 1u) != 0) t.promoted |= std::uint64_t{1} << (s ^ squares);
  }
  if (swap_colors) t.side_to_move = opposite(p.side_to_move);
  // (Assigned as optionals: C++17's assignment from a value is not constexpr.)
  if (p.en_passant) t.en_passant = std::optional<square>(square::from_index(p.en_passant->index() ^ squares));

  t.castling = castling_rights{};
  for (const color c : {color::white, color::black}) {
    for (const castling_side side : {castling_side::king_side, castling_side::queen_side}) {
      const std::optional<int> file = p.castling.rook_file(c, side);
      if (!file) continue;
      const int rook = square(*file, c == color::white ? 0 : 7).index() ^ squares;
      const color owner = swap_colors ? opposite(c) : c;
      if (rook >> 3 != (owner == color::white ? 0 : 7)) continue;  // off its colour's back rank: dropped
      const bool files_turned = (squares & 7) != 0;
      const castling_side now =
          files_turned ? (side == castling_side::king_side ? castling_side::queen_side : castling_side::king_side)
                       : side;
      t.castling.set(owner, now, rook & 7);
    }
  }

  if (swap_colors && p.pockets) {
    fen::pockets hand;
    for (unsigned type = 0; type < 6; ++type) {
      const auto kind = static_cast<piece_type>(type);
      hand.set(color::white, kind, p.pockets->count(color::black, kind));
      hand.set(color::black, kind, p.pockets->count(color::white, kind));
    }
    t.pockets = std::optional<fen::pockets>(hand);
  }
  if (swap_colors && p.checks)
    t.checks = std::optional<remaining_checks>(remaining_checks{p.checks->black, p.checks->white});
  return t;
}
}  // namespace detail

/// The same game for the other side: the board turned top to bottom (a1 <-> a8) and every piece
/// handed to the other colour, with the side to move, the castling rights (same rook files), the
/// pockets and the checks to give; the en passant square and promoted marks turned with the board.
/// python-chess's `Board.mirror()`. Every castling right is kept, and `mirrored(mirrored(p)) == p`.
///
///     fen::mirrored(fen::start_position) == fen::start_position   // but Black to move
[[nodiscard]] constexpr position mirrored(const position& p) noexcept { return detail::transformed(p, 56, true); }

/// The board turned top to bottom (square s -> s ^ 56: a1 <-> a8), colours and side to move as
/// they were; the en passant square and promoted marks turned with it. Every castling right is
/// dropped: its rook leaves its colour's back rank.
[[nodiscard]] constexpr position flipped_vertical(const position& p) noexcept {
  return detail::transformed(p, 56, false);
}

/// The board turned left to right (file f -> 7 - f: a1 <-> h1), colours and side to move as they
/// were. Castling rights are kept with the rook's new file, on the other side of the king: the
/// h1 rook's king-side right becomes a queen-side right on the a-file (king on d1), a Chess960
/// right, which standard-chess validation reports.
[[nodiscard]] constexpr position flipped_horizontal(const position& p) noexcept {
  return detail::transformed(p, 7, false);
}

/// The board turned 180 degrees (square s -> 63 - s: a1 <-> h8), colours and side to move as they
/// were. `flipped_vertical(flipped_horizontal(p))`, in either order. Every castling right is
/// dropped.
[[nodiscard]] constexpr position rotated(const position& p) noexcept { return detail::transformed(p, 63, false); }

/// Every piece handed to the other colour where it stands, and the side to move, the pockets and
/// the checks to give with them; the squares stay. Every castling right is dropped: its rook now
/// belongs to the colour whose back rank is the other one.
[[nodiscard]] constexpr position colors_swapped(const position& p) noexcept { return detail::transformed(p, 0, true); }

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_TRANSFORM_HPP
