// fen/detail/hash.hpp: std::hash for position, square, piece and castling_rights.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_HASH_HPP
#define FEN_DETAIL_HASH_HPP

#include "macro_scope.hpp"
#include "position.hpp"

// =============================================================================================
// Hashing
//
// std::hash for position, square, piece and castling_rights, so that they key std::unordered_map
// and std::unordered_set. Equal values hash equal; the position's hash mixes the board's 64 bytes
// eight at a time with every other field. For an opening book's key, see fen/polyglot.hpp.
// =============================================================================================

namespace fen::detail {
// One step of a multiply-xorshift mix (the multiplier is 2^64 over the golden ratio, odd).
[[nodiscard]] constexpr std::uint64_t hash_mix(std::uint64_t h, std::uint64_t v) noexcept {
  h = (h ^ v) * 0x9E3779B97F4A7C15u;
  return h ^ (h >> 29);
}
// The four rook files (0-7, 15 for no right), four bits each.
[[nodiscard]] constexpr std::uint64_t castling_hash(const castling_rights& c) noexcept {
  std::uint64_t h = 0;
  for (const color side : {color::white, color::black})
    for (const castling_side wing : {castling_side::king_side, castling_side::queen_side})
      h = (h << 4) | static_cast<std::uint64_t>(c.rook_file(side, wing).value_or(15));
  return h;
}
[[nodiscard]] constexpr std::uint64_t position_hash(const position& p) noexcept {
  std::uint64_t h = 0;
  for (int rank = 0; rank < 8; ++rank) h = hash_mix(h, rank_codes(p.board.data() + 8 * rank));
  const std::uint64_t ep = p.en_passant ? static_cast<std::uint64_t>(p.en_passant->index()) : 64u;
  h = hash_mix(
      h, castling_hash(p.castling) | (ep << 16) | (std::uint64_t{static_cast<std::uint8_t>(p.side_to_move)} << 24));
  h = hash_mix(h, p.halfmove_clock | (std::uint64_t{p.fullmove_number} << 32));
  if (p.promoted != 0) h = hash_mix(h, p.promoted);
  if (p.checks) h = hash_mix(h, 0x10000u | (std::uint64_t{p.checks->white} << 8) | p.checks->black);
  if (p.pockets) {
    std::uint64_t counts = 1;
    for (const color c : {color::white, color::black})
      for (int t = 0; t < 6; ++t)
        counts = (counts << 5) ^ static_cast<std::uint64_t>(p.pockets->count(c, static_cast<piece_type>(t)));
    h = hash_mix(h, counts);
  }
  return h;
}
}  // namespace fen::detail

namespace std {
/// \addtogroup position
/// @{

/// Hashes a position: every field that `==` compares.
template <>
struct hash<fen::position> {
  /// The position's hash: equal positions hash equal.
  std::size_t operator()(const fen::position& p) const noexcept {
    return static_cast<std::size_t>(fen::detail::position_hash(p));
  }
};
/// Hashes a square: its index.
template <>
struct hash<fen::square> {
  /// The square's hash: its index.
  std::size_t operator()(fen::square s) const noexcept { return static_cast<std::size_t>(s.index()); }
};
/// Hashes a piece: its code.
template <>
struct hash<fen::piece> {
  /// The piece's hash: its code.
  std::size_t operator()(fen::piece q) const noexcept { return static_cast<std::size_t>(q.code()); }
};
/// Hashes castling rights: the four rook files.
template <>
struct hash<fen::castling_rights> {
  /// The rights' hash: equal rights hash equal.
  std::size_t operator()(const fen::castling_rights& c) const noexcept {
    return static_cast<std::size_t>(fen::detail::castling_hash(c));
  }
};
/// @}
}  // namespace std

#endif  // FEN_DETAIL_HASH_HPP
