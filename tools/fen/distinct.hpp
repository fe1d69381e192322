// fen: the command-line tool. The distinct positions a run has seen (`fen stats`, `fen dedup`), kept
// compactly so that memory grows with the number of distinct positions only, never with the input.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// A position is kept as a short key, compared byte for byte, never by its hash alone:
//   32 bytes   the board, a piece's code (fen::piece::code, 0-14) in each half byte, a1 first;
//    1 byte    the side to move (bit 7) and the en passant square's index (64: none);
//    2 bytes   the castling rights: four rook files (0-7, 15 for none), four bits each;
//    1 byte    what follows: bit 0 the counters (--same=all), bit 1 promoted pieces, bit 2 pockets,
//              bit 3 checks to give: a standard position's key ends here (36 bytes)
//   +8 bytes   the halfmove clock and fullmove number (--same=all)
//   +8 bytes   crazyhouse's promoted pieces, as a set of squares
//  +12 bytes   crazyhouse's pockets, a count a piece
//   +4 bytes   three-check's checks to give (two bytes, and two of padding)
// Keys lie one after another in blocks of 1 MiB; an open-addressing table of 8-byte slots (32 bits
// of the hash, and where the key lies) finds them, at most three quarters full. With
// --same=polyglot a position is its 64-bit Polyglot key (fen/polyglot.hpp), and the table holds the
// keys themselves: two positions with one key are one, which is what a Polyglot book makes of them.

#pragma once

#include "tool.hpp"

#include <fen/fen.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace fen_tool {

class distinct_positions {
 public:
  explicit distinct_positions(sameness same);

  /// Adds `p`: true when it was not there yet (as --same says).
  bool insert(const fen::position& p);

  /// How many distinct positions there are.
  std::size_t size() const noexcept { return size_; }

  /// The bytes the store holds: its blocks and its table.
  std::size_t bytes() const noexcept;

 private:
  static constexpr std::size_t block_size = std::size_t{1} << 20;
  static constexpr std::size_t longest_key = 36 + 8 + 8 + 12 + 4;

  bool insert_key(const std::uint8_t* key, std::size_t length, std::uint64_t hash);
  bool insert_polyglot(std::uint64_t key);
  const std::uint8_t* key_at(std::uint32_t place) const noexcept;
  void grow();

  sameness same_;
  std::size_t size_ = 0;
  std::vector<std::uint64_t> slots_;  // 0: empty; else the hash's low 32 bits, then the place + 1
  std::vector<std::unique_ptr<std::uint8_t[]>> blocks_;
  std::size_t used_ = block_size;  // bytes used in the last block
  bool zero_key_ = false;          // --same=polyglot: the key 0 was seen (0 marks an empty slot)
};

}  // namespace fen_tool
