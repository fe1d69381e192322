// fen: the command-line tool. The distinct positions of a run (see distinct.hpp).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "distinct.hpp"

#include <fen/polyglot.hpp>

#include <cstring>

namespace fen_tool {
namespace {

constexpr std::uint64_t mix(std::uint64_t h, std::uint64_t v) noexcept {
  h = (h ^ v) * 0x9E3779B97F4A7C15u;
  return h ^ (h >> 29);
}

// The key of `p` (distinct.hpp) in `key`; its length, a multiple of 4.
std::size_t key_of(const fen::position& p, bool counters, std::uint8_t* key) noexcept {
  for (std::size_t i = 0; i < 32; ++i)
    key[i] = static_cast<std::uint8_t>(p.board[2 * i].code() | (p.board[2 * i + 1].code() << 4));
  const unsigned ep = p.en_passant ? static_cast<unsigned>(p.en_passant->index()) : 64u;
  key[32] = static_cast<std::uint8_t>(ep | (p.side_to_move == fen::color::white ? 0u : 0x80u));
  unsigned rights = 0;
  for (const fen::color c : {fen::color::white, fen::color::black})
    for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side})
      rights = (rights << 4) | static_cast<unsigned>(p.castling.rook_file(c, side).value_or(15));
  key[33] = static_cast<std::uint8_t>(rights >> 8);
  key[34] = static_cast<std::uint8_t>(rights & 0xFF);
  const unsigned follows =
      (counters ? 1u : 0u) | (p.promoted != 0 ? 2u : 0u) | (p.pockets ? 4u : 0u) | (p.checks ? 8u : 0u);
  key[35] = static_cast<std::uint8_t>(follows);
  std::size_t n = 36;
  const auto put32 = [&](std::uint32_t v) {
    for (int b = 0; b < 4; ++b) key[n++] = static_cast<std::uint8_t>(v >> (8 * b));
  };
  if (counters) {
    put32(p.halfmove_clock);
    put32(p.fullmove_number);
  }
  if (p.promoted != 0) {
    put32(static_cast<std::uint32_t>(p.promoted));
    put32(static_cast<std::uint32_t>(p.promoted >> 32));
  }
  if (p.pockets) {
    for (const fen::color c : {fen::color::white, fen::color::black})
      for (int t = 0; t < 6; ++t)
        key[n++] = static_cast<std::uint8_t>(p.pockets->count(c, static_cast<fen::piece_type>(t)));
  }
  if (p.checks) put32(static_cast<std::uint32_t>(p.checks->white | (p.checks->black << 8)));
  return n;
}

// The length of the key at `key`, from its byte of what follows.
std::size_t key_length(const std::uint8_t* key) noexcept {
  const unsigned follows = key[35];
  return std::size_t{36} + ((follows & 1u) ? 8u : 0u) + ((follows & 2u) ? 8u : 0u) + ((follows & 4u) ? 12u : 0u) +
         ((follows & 8u) ? 4u : 0u);
}

std::uint64_t hash_of(const std::uint8_t* key, std::size_t length) noexcept {
  std::uint64_t h = length;
  for (std::size_t i = 0; i < length; i += 4) {
    std::uint32_t word = 0;
    std::memcpy(&word, key + i, 4);
    h = mix(h, word);
  }
  return h;
}

}  // namespace

distinct_positions::distinct_positions(sameness same) : same_(same), slots_(std::size_t{1} << 12) {}

bool distinct_positions::insert(const fen::position& p) {
  if (same_ == sameness::polyglot) return insert_polyglot(fen::polyglot_key(p));
  std::uint8_t key[longest_key];
  const std::size_t length = key_of(p, same_ == sameness::all, key);
  return insert_key(key, length, hash_of(key, length));
}

const std::uint8_t* distinct_positions::key_at(std::uint32_t place) const noexcept {
  const std::size_t at = std::size_t{place} * 4;
  return blocks_[at / block_size].get() + at % block_size;
}

bool distinct_positions::insert_key(const std::uint8_t* key, std::size_t length, std::uint64_t hash) {
  const auto tag = static_cast<std::uint32_t>(hash);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = tag & mask;; i = (i + 1) & mask) {
    const std::uint64_t slot = slots_[i];
    if (slot == 0) break;
    if (static_cast<std::uint32_t>(slot >> 32) != tag) continue;
    const std::uint8_t* stored = key_at(static_cast<std::uint32_t>(slot) - 1);
    if (key_length(stored) == length && std::memcmp(stored, key, length) == 0) return false;
  }
  if (used_ + length > block_size) {
    blocks_.push_back(std::make_unique<std::uint8_t[]>(block_size));
    used_ = 0;
  }
  std::memcpy(blocks_.back().get() + used_, key, length);
  const std::size_t place = ((blocks_.size() - 1) * block_size + used_) / 4;
  used_ += length;
  if ((size_ + 1) * 4 > slots_.size() * 3) grow();
  const std::size_t new_mask = slots_.size() - 1;
  std::size_t i = tag & new_mask;
  while (slots_[i] != 0) i = (i + 1) & new_mask;
  slots_[i] = (std::uint64_t{tag} << 32) | (place + 1);
  ++size_;
  return true;
}

bool distinct_positions::insert_polyglot(std::uint64_t key) {
  if (key == 0) {
    if (zero_key_) return false;
    zero_key_ = true;
    ++size_;
    return true;
  }
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = static_cast<std::size_t>(key ^ (key >> 32)) & mask;
  for (; slots_[i] != 0; i = (i + 1) & mask)
    if (slots_[i] == key) return false;
  if ((size_ + 1) * 4 > slots_.size() * 3) {
    grow();
    return insert_polyglot(key);
  }
  slots_[i] = key;
  ++size_;
  return true;
}

// Twice the slots, every entry placed again: by the hash's low bits kept in the slot, or by the
// Polyglot key itself.
void distinct_positions::grow() {
  std::vector<std::uint64_t> old(slots_.size() * 2);
  old.swap(slots_);
  const std::size_t mask = slots_.size() - 1;
  for (const std::uint64_t slot : old) {
    if (slot == 0) continue;
    const std::size_t start = same_ == sameness::polyglot ? static_cast<std::size_t>(slot ^ (slot >> 32))
                                                          : static_cast<std::size_t>(slot >> 32);
    std::size_t i = start & mask;
    while (slots_[i] != 0) i = (i + 1) & mask;
    slots_[i] = slot;
  }
}

std::size_t distinct_positions::bytes() const noexcept {
  return blocks_.size() * block_size + slots_.size() * sizeof(std::uint64_t);
}

}  // namespace fen_tool
