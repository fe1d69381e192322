// fen/detail/bitboards.hpp: bitboard, bitboards, to_bitboards, from_bitboards, squares_in.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_BITBOARDS_HPP
#define FEN_DETAIL_BITBOARDS_HPP

#include "macro_scope.hpp"
#include "position.hpp"

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Bitboards
//
// A position's board as sets of squares (`bitboard`, 64 bits, a1 = bit 0): one set per color and
// one per piece type, the form engines keep their boards in. `to_bitboards` makes them in one
// pass; `from_bitboards` makes a board from them; `squares_in` walks the squares of a set.
// =============================================================================================

namespace detail {
// The piece codes of eight squares (a rank), one per byte (`piece::code`: each byte's low four
// bits). Written so that compilers read them with one 64-bit load (g++ needs the pointer and the
// byte casts to see it), then masked once.
[[nodiscard]] constexpr bitboard rank_codes(const piece* q) noexcept {
  using b = piece_bytes;
  return (bitboard{b::raw(q[0])} | (bitboard{b::raw(q[1])} << 8) | (bitboard{b::raw(q[2])} << 16) |
          (bitboard{b::raw(q[3])} << 24) | (bitboard{b::raw(q[4])} << 32) | (bitboard{b::raw(q[5])} << 40) |
          (bitboard{b::raw(q[6])} << 48) | (bitboard{b::raw(q[7])} << 56)) &
         0x0F0F0F0F0F0F0F0Fu;
}
// Bit 0 of each of the eight bytes, gathered into the top byte (byte i -> bit 56 + i); the rest is
// left over from the multiplication.
[[nodiscard]] constexpr bitboard gather_low_bits(bitboard bytes) noexcept {
  return (bytes & 0x0101010101010101u) * 0x0102040810204080u;
}

// The index of the lowest / highest square in a non-empty set.
[[nodiscard]] constexpr int lowest_square(bitboard b) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(b);
#else
  int i = 0;
  while ((b & 1u) == 0) {
    b >>= 1;
    ++i;
  }
  return i;
#endif
}
[[nodiscard]] constexpr int highest_square(bitboard b) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return 63 - __builtin_clzll(b);
#else
  int i = 63;
  while ((b >> i) == 0) --i;
  return i;
#endif
}
[[nodiscard]] constexpr int count_squares(bitboard b) noexcept {
#if (defined(__GNUC__) || defined(__clang__)) && defined(__POPCNT__)
  return __builtin_popcountll(b);
#else
  b = b - ((b >> 1) & 0x5555555555555555u);
  b = (b & 0x3333333333333333u) + ((b >> 2) & 0x3333333333333333u);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
  return static_cast<int>((b * 0x0101010101010101u) >> 56);
#endif
}
}  // namespace detail

/// How many squares a set holds.
[[nodiscard]] constexpr int square_count(bitboard b) noexcept { return detail::count_squares(b); }

/// Whether a set holds square `s`.
[[nodiscard]] constexpr bool contains(bitboard b, square s) noexcept { return (b & s.bit()) != 0; }

/// The squares of a set, lowest index first (a1, b1, ..., h8), as a range for a range-for loop or
/// a standard algorithm: `for (fen::square s : fen::squares_in(sets.of(fen::pieces::white_rook)))`.
class square_range {
 public:
  /// Walks a set's squares: a forward iterator whose value is a `square`.
  class iterator {
   public:
    /// A forward iterator.
    using iterator_category = std::forward_iterator_tag;
    /// What it gives: a square.
    using value_type = square;
    /// The distance between two iterators.
    using difference_type = std::ptrdiff_t;
    /// For std::iterator_traits: a pointer to a square.
    using pointer = const square*;
    /// What `*it` gives: a square, by value.
    using reference = square;

    constexpr iterator() noexcept = default;
    /// At the lowest square of `rest`, the squares still to come.
    constexpr explicit iterator(bitboard rest) noexcept : rest_(rest) {}
    /// The square it stands on.
    [[nodiscard]] constexpr square operator*() const noexcept {
      return square::from_index(detail::lowest_square(rest_));
    }
    /// Moves to the next square.
    constexpr iterator& operator++() noexcept {
      rest_ &= rest_ - 1;
      return *this;
    }
    /// Moves to the next square, and returns where it was.
    constexpr iterator operator++(int) noexcept {
      iterator before = *this;
      ++*this;
      return before;
    }
    /// At the same place (in the same set).
    friend constexpr bool operator==(iterator a, iterator b) noexcept { return a.rest_ == b.rest_; }
    /// At another place.
    friend constexpr bool operator!=(iterator a, iterator b) noexcept { return a.rest_ != b.rest_; }

   private:
    bitboard rest_ = 0;  // the squares still to come
  };

  /// The squares of `set`.
  constexpr explicit square_range(bitboard set) noexcept : set_(set) {}
  /// The first square, the lowest.
  [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(set_); }
  /// Past the last square.
  [[nodiscard]] constexpr iterator end() const noexcept { return iterator(0); }
  /// How many squares there are.
  [[nodiscard]] constexpr int size() const noexcept { return square_count(set_); }
  /// True for the empty set.
  [[nodiscard]] constexpr bool empty() const noexcept { return set_ == 0; }

 private:
  bitboard set_;
};

/// The squares of `b`, lowest first.
[[nodiscard]] constexpr square_range squares_in(bitboard b) noexcept { return square_range(b); }

/// A board as bitboards: the squares of each color and of each piece type (of both colors).
/// A square of a piece is in exactly one color set and one type set; an empty square in none.
///
///     const fen::bitboards sets = fen::to_bitboards(p);
///     fen::bitboard white_pawns = sets.of(fen::pieces::white_pawn);
struct bitboards {
  /// Indexed by color: `colors[0]` White's pieces, `colors[1]` Black's.
  std::array<bitboard, 2> colors{};
  /// Indexed by piece type, pawn (0) to king (5): the squares of that type, both colors.
  std::array<bitboard, 6> types{};

  /// The squares of `c`'s pieces.
  [[nodiscard]] constexpr bitboard of(color c) const noexcept { return colors[detail::color_index(c)]; }
  /// The squares of pieces of type `t`, both colors; none for `piece_type::none`.
  [[nodiscard]] constexpr bitboard of(piece_type t) const noexcept {
    return detail::type_index(t) < 6u ? types[detail::type_index(t)] : 0;
  }
  /// The squares of `c`'s pieces of type `t`.
  [[nodiscard]] constexpr bitboard of(color c, piece_type t) const noexcept { return of(c) & of(t); }
  /// The squares of piece `q`; none for no piece.
  [[nodiscard]] constexpr bitboard of(piece q) const noexcept { return of(q.color(), q.type()); }
  /// Every square with a piece on it.
  [[nodiscard]] constexpr bitboard occupied() const noexcept { return colors[0] | colors[1]; }

  /// The same color and type sets.
  friend constexpr bool operator==(const bitboards& a, const bitboards& b) noexcept {
    for (std::size_t t = 0; t < 6; ++t)
      if (a.types[t] != b.types[t]) return false;
    return a.colors[0] == b.colors[0] && a.colors[1] == b.colors[1];
  }
  /// Some set different.
  friend constexpr bool operator!=(const bitboards& a, const bitboards& b) noexcept { return !(a == b); }
};

/// The board of `p` as bitboards (the rest of the position is not in them). One pass: each bit of
/// the piece codes (`piece::code`) becomes a plane, and the planes combine into the sets.
[[nodiscard]] constexpr bitboards to_bitboards(const position& p) noexcept {
  // Rank by rank from the first: each rank's bits enter at the top byte and move down a byte at
  // each step, so that after eight steps the first rank is the lowest byte.
  constexpr bitboard top = 0xFF00000000000000u;
  bitboard b0 = 0, b1 = 0, b2 = 0, b3 = 0;
  for (int rank = 0; rank < 8; ++rank) {
    const bitboard codes = detail::rank_codes(p.board.data() + 8 * rank);
    b0 = (b0 >> 8) | (detail::gather_low_bits(codes) & top);
    b1 = (b1 >> 8) | (detail::gather_low_bits(codes >> 1) & top);
    b2 = (b2 >> 8) | (detail::gather_low_bits(codes >> 2) & top);
    b3 = (b3 >> 8) | (detail::gather_low_bits(codes >> 3) & top);
  }
  bitboards s{};
  // The type plus one is in bits 0-2, so a piece has one of them set; codes 7 and 15, which no
  // piece has, have all three and are left out of every set.
  const bitboard typed = (b0 | b1 | b2) & ~(b0 & b1 & b2);
  s.colors[1] = typed & b3;
  s.colors[0] = typed & ~b3;
  s.types[0] = b0 & ~b1 & ~b2;  // 1: pawn
  s.types[1] = ~b0 & b1 & ~b2;  // 2: knight
  s.types[2] = b0 & b1 & ~b2;   // 3: bishop
  s.types[3] = ~b0 & ~b1 & b2;  // 4: rook
  s.types[4] = b0 & ~b1 & b2;   // 5: queen
  s.types[5] = ~b0 & b1 & b2;   // 6: king
  return s;
}

/// The position whose board the sets describe (everything else as in `fen::empty_board`: White to
/// move, no castling, no en passant, counters 0 and 1), or nothing when the sets contradict each
/// other: a square in both colors, in two types, or in a color without a type (or the reverse).
///
///     auto p = fen::from_bitboards(sets);   // then set p->side_to_move, p->castling, ...
[[nodiscard]] constexpr std::optional<position> from_bitboards(const bitboards& b) noexcept {
  bitboard typed = 0;
  for (std::size_t t = 0; t < 6; ++t) {
    if ((typed & b.types[t]) != 0) return std::nullopt;
    typed |= b.types[t];
  }
  if ((b.colors[0] & b.colors[1]) != 0 || typed != b.occupied()) return std::nullopt;
  position p{};
  for (std::size_t t = 0; t < 6; ++t)
    for (const color c : {color::white, color::black})
      for (const square s : squares_in(b.types[t] & b.of(c))) p.put(s, piece(c, static_cast<piece_type>(t)));
  return p;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_BITBOARDS_HPP
