// fen/detail/castling_letters.hpp: which rook a castling letter names in a position:
// castling_rook_file, and the king's file that file letters are judged against.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_CASTLING_LETTERS_HPP
#define FEN_DETAIL_CASTLING_LETTERS_HPP

#include "macro_scope.hpp"
#include "position.hpp"

namespace fen {
/// \addtogroup position
/// @{

namespace detail {
// The file of `c`'s king on its back rank (the first one from the a-file), or -1.
[[nodiscard]] constexpr int back_rank_king_file(const position& p, color c) noexcept {
  const int rank = c == color::white ? 0 : 7;
  const piece king{c, piece_type::king};
  for (int file = 0; file < 8; ++file)
    if (p.at(square(file, rank)) == king) return file;
  return -1;
}

// The file a castling file letter is judged against: the king's, or the e-file without a king.
[[nodiscard]] FEN_DETAIL_COLD constexpr int castling_king_file(const position& p, color c) noexcept {
  const int file = back_rank_king_file(p, c);
  return file < 0 ? 4 : file;
}

// The outermost rook of `c` on its back rank on `side` of the king; the corner (file h for the
// king side, a for the queen side) without one, or without a king on the back rank.
[[nodiscard]] FEN_DETAIL_COLD constexpr int outermost_rook_file(const position& p, color c,
                                                                castling_side side) noexcept {
  const int rank = c == color::white ? 0 : 7;
  const int king_file = back_rank_king_file(p, c);
  const piece rook{c, piece_type::rook};
  if (side == castling_side::king_side) {
    if (king_file < 0) return 7;
    for (int file = 7; file > king_file; --file)
      if (p.at(square(file, rank)) == rook) return file;
    return 7;
  }
  if (king_file < 0) return 0;
  for (int file = 0; file < king_file; ++file)
    if (p.at(square(file, rank)) == rook) return file;
  return 0;
}
}  // namespace detail

/// The file of the rook that the castling letter `K` or `Q` (`k` or `q` for Black) names for `c` on
/// `side` in `p`, under castling rules `r`:
///  - chess960 (X-FEN's reading, which `parse` and `serialize` use whatever the rule set): the
///    outermost rook of that color on its back rank on that side of the king; without one, or
///    without a king on the back rank, the corner (file 7 for the king side, 0 for the queen side);
///  - standard: the corner, where standard castling's rook stands.
/// The two agree whenever a rook stands in the corner. A file letter (`A`-`H`, Shredder-FEN) names
/// its own file. For a board editor that grants a right: `p.castling.set(c, side, fen::castling_rook_file(p, c, side,
/// r))`.
[[nodiscard]] constexpr int castling_rook_file(const position& p, color c, castling_side side,
                                               castling_rules r) noexcept {
  if (r == castling_rules::standard) return side == castling_side::king_side ? 7 : 0;
  return detail::outermost_rook_file(p, c, side);
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_CASTLING_LETTERS_HPP
