// fen/detail/parse_x86.hpp: the fast pass's SSSE3 placement reader: x86 only.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_X86_HPP
#define FEN_DETAIL_PARSE_X86_HPP

#include "macro_scope.hpp"
#include "parse_tables.hpp"
#include "position.hpp"
#include "x86.hpp"

namespace fen {
namespace detail {

#ifdef FEN_DETAIL_SSSE3
// The low `n` bytes of a word set, for n = 1-8, and 0 for the other lengths, none of which a rank
// can have: a rank of 0 or more than 8 bytes then covers no square, which its check refuses.
[[nodiscard]] constexpr std::array<std::uint64_t, 64> make_rank_byte_masks() noexcept {
  std::array<std::uint64_t, 64> t{};
  for (unsigned n = 1; n <= 8; ++n) t[n] = ~std::uint64_t{0} >> (64 - 8 * n);
  return t;
}
inline constexpr std::array<std::uint64_t, 64> rank_byte_masks = make_rank_byte_masks();

// For each set of occupied files of a rank (bit f = file f): where file f's letter stands in the
// rank's text, or -128 for an empty file (a shuffle makes that byte 0). A rank that covers 8
// squares with no two digits in a row has one text for each set (a letter per occupied file, a
// digit per run of empty files), so this is that text's inverse: what serialize's rank_layout
// writes, read back. Built at the first call, as rank_shuffles is, and for the same reason.
struct rank_gather_table {
  char source[256][8];
};
inline rank_gather_table make_rank_gathers() noexcept {
  rank_gather_table t{};
  for (unsigned set = 0; set < 256; ++set) {
    char place = 0;  // where the next letter or digit goes in the text
    for (unsigned file = 0; file < 8;) {
      if ((set >> file) & 1u) {
        t.source[set][file++] = place++;
        continue;
      }
      while (file < 8 && ((set >> file) & 1u) == 0) t.source[set][file++] = static_cast<char>(-128);
      ++place;  // the run's digit
    }
  }
  return t;
}
inline const rank_gather_table& rank_gathers() noexcept {
  static const rank_gather_table table = make_rank_gathers();
  return table;
}

// parser::fast_placement with SSSE3, a rank at a time instead of a byte at a time. It returns
// true for a placement it took; false for one the fast pass refuses, and where it cannot look (the
// input too short for its wide reads, or a placement of 64 bytes or more), all of which go to the
// careful parser.
// First the first 64 bytes, 16 at a time: each byte classified (a piece letter or a digit 1-8,
// the only bytes taken besides '/'), its piece code and its advance (1 for a letter, d for a
// digit) put aside, and bit masks made of the bytes taken, the digits, the '/' and the spaces.
// The ranks' ends are thus all known at once, so that no rank waits for the one before it, and
// what is checked for every byte is checked on the masks. Then for each rank, its 1-8 advances
// as one word: summed with one multiply, which must give 8, and whose prefix sums are the files
// of its letters, added up into the set of occupied files (psadbw); the rank's eight codes are
// then gathered from its letters' codes by one shuffle through rank_gathers. What it checks is
// what the portable scan checks, no less.
// What the SSSE3 reader's first step finds in the placement's first 64 bytes: bit k of each mask
// for byte k. (Returned by value, not kept beside the byte arrays the step writes: char stores may
// alias anything in reach, and masks in memory would be read again after each of them.)
struct ssse3_placement_masks {
  std::uint64_t taken;  // letters, digits 1-8 and '/'
  std::uint64_t digits;
  std::uint64_t slashes;
  std::uint64_t spaces;
};

// The first step: the first 64 bytes (size >= 16), 16 at a time. Each byte's piece code (0 for all
// but letters) and advance (1 for a letter, d for a digit d) go to codes and advances at its offset,
// which have room for the 8-byte reads of the last rank after the last chunk, where 16 zeros go.
__attribute__((target("ssse3"))) FEN_DETAIL_INLINE ssse3_placement_masks
classify_placement_bytes(const char* text, std::size_t size, char (&codes)[80], char (&advances)[80]) noexcept {
  ssse3_placement_masks out{0, 0, 0, 0};
  using halves8 = unsigned short __attribute__((vector_size(16)));
  using unsigned_bytes16 = unsigned char __attribute__((vector_size(16)));
  // Piece codes by (byte - byte / 4) % 16, which is different for each of the 12 letters (P 12,
  // N 11, B 2, R 14, Q 13, K 9, p 4, n 3, b 10, r 6, q 5, k 1; a search of such sums found it),
  // and 0 at the four places no letter has. A byte is a letter when the letter of the code it
  // gets is the byte itself: every entry of letters_by_code is a letter ('P' where no piece has
  // the code, which 'P' does not get), so no other byte can pass.
  const bytes16 code_by_place = {0, 14, 3, 10, 9, 13, 12, 0, 0, 6, 11, 2, 1, 5, 4, 0};
  const bytes16 letters_by_code = {'P', 'P', 'N', 'B', 'R', 'Q', 'K', 'P', 'P', 'p', 'n', 'b', 'r', 'q', 'k', 'P'};
  std::size_t from = 0;
  // All four chunks, wherever the space is: a loop that stopped at the space would end after 3
  // or 4 chunks, as the placement's length goes, and the branch would often guess wrong.
  for (std::size_t base = 0; base < 64; base += 16) {
    // The last 16 bytes of the input where fewer than 16 are left from base: never past its end.
    // Their bytes before `base` were read already, and give the same bits and entries again.
    from = base + 16 <= size ? base : size - 16;
    bytes16 bytes;
    __builtin_memcpy(&bytes, text + from, 16);
    // byte / 4 by a shift of 16-bit lanes: the bits that come over from the next byte land in
    // bits 6-7, which the place does not use. (The arithmetic in unsigned lanes, which wrap.)
    const auto unsigned_bytes = reinterpret_cast<unsigned_bytes16>(bytes);
    const auto quarter = reinterpret_cast<unsigned_bytes16>(reinterpret_cast<halves8>(bytes) >> 2);
    const bytes16 code =
        __builtin_ia32_pshufb128(code_by_place, reinterpret_cast<bytes16>((unsigned_bytes - quarter) & 15));
    const bytes16 letter = __builtin_ia32_pshufb128(letters_by_code, code) == bytes;
    const bytes16 digit = (bytes > '0') & (bytes < '9');
    const bytes16 slash = bytes == '/';
    const bytes16 letter_code = code & letter;
    // A digit's value, and 1 for a letter (whose lanes are all ones: -1).
    const bytes16 advance =
        reinterpret_cast<bytes16>((reinterpret_cast<unsigned_bytes16>(digit) & (unsigned_bytes - '0')) -
                                  reinterpret_cast<unsigned_bytes16>(letter));
    __builtin_memcpy(codes + from, &letter_code, 16);
    __builtin_memcpy(advances + from, &advance, 16);
    const auto mask = [&](bytes16 lanes) {
      return std::uint64_t{static_cast<unsigned>(__builtin_ia32_pmovmskb128(lanes))} << from;
    };
    out.taken |= mask(letter | digit | slash);
    out.digits |= mask(digit);
    out.slashes |= mask(slash);
    out.spaces |= mask(bytes == ' ');
  }
  __builtin_memset(codes + from + 16, 0, 16);
  __builtin_memset(advances + from + 16, 0, 16);
  return out;
}

__attribute__((target("ssse3"))) inline bool fast_placement_ssse3(const char* text, std::size_t size,
                                                                  std::size_t& length, position& p) noexcept {
  if (size < 16) return false;
  alignas(16) char codes[80];
  alignas(16) char advances[80];
  const ssse3_placement_masks masks = classify_placement_bytes(text, size, codes, advances);
  const std::uint64_t taken = masks.taken, digits = masks.digits, slashes = masks.slashes, spaces = masks.spaces;
  if (spaces == 0) return false;
  const auto space = static_cast<unsigned>(__builtin_ctzll(spaces));
  const std::uint64_t before_space = (std::uint64_t{1} << space) - 1;
  // Anything but a letter, a digit 1-8 or '/' before the space, or two digits in a row.
  std::uint64_t wrong = ((taken & before_space) ^ before_space) | (digits & (digits >> 1) & before_space);
  // The ranks' ends: the '/' before the space, and the space, which stays there when taken,
  // so that a rank never starts after it (nor reads bytes not put aside).
  const std::uint64_t space_bit = std::uint64_t{1} << space;
  std::uint64_t ends = (slashes & before_space) | space_bit;

  const bytes16 bit_of_file = {1, 2, 4, 8, 16, 32, 64, static_cast<char>(128), 0, 0, 0, 0, 0, 0, 0, 0};
  const rank_gather_table& gathers = rank_gathers();
  std::size_t start = 0;
  // Rank k (0 for the FEN's first rank, the eighth), from `start` to the next end.
  const auto read_rank = [&](unsigned k) __attribute__((target("ssse3"))) {
    const auto end = static_cast<std::size_t>(__builtin_ctzll(ends));
    ends = (ends & (ends - 1)) | space_bit;
    // 1-8 for a rank the fast pass takes; -1 to 63 for any (end >= start - 1, and both < 65).
    const std::size_t rank_length = end - start;
    std::uint64_t rank_advances = 0;
    std::uint64_t rank_codes = 0;
    __builtin_memcpy(&rank_advances, advances + start, 8);
    __builtin_memcpy(&rank_codes, codes + start, 8);
    const std::uint64_t in_rank = rank_byte_masks[rank_length & 63];
    // The codes past the rank are left: their files are past it too (8, the rank's total), where
    // neither the set of occupied files nor the gather looks.
    rank_advances &= in_rank;
    // Byte i of `through`: the squares covered up to byte i, inclusive (at most 64: no byte
    // carries into the next); less the byte's own advance, the file of its first square.
    const std::uint64_t through = rank_advances * 0x0101010101010101u;
    wrong |= (through >> 56) ^ 8;
    const bytes16 files = reinterpret_cast<bytes16>(words2{static_cast<long long>(through - rank_advances), 0});
    const bytes16 code = reinterpret_cast<bytes16>(words2{static_cast<long long>(rank_codes), 0});
    const bytes16 occupied_bits = __builtin_ia32_pshufb128(bit_of_file, files) & ~(code == 0);
    const auto set = static_cast<unsigned>(__builtin_ia32_psadbw128(occupied_bits, bytes16{})[0] & 255);
    long long source = 0;
    __builtin_memcpy(&source, gathers.source[set], 8);
    const bytes16 squares = __builtin_ia32_pshufb128(code, reinterpret_cast<bytes16>(words2{source, 0}));
    const long long rank_word = reinterpret_cast<words2>(squares)[0];
    __builtin_memcpy(reinterpret_cast<char*>(p.board.data() + 8 * (7 - k)), &rank_word, 8);
    start = end + 1;
  };
  // A loop, not eight calls written out: as fast, and less for every translation unit to compile.
  for (unsigned k = 0; k < 7; ++k) read_rank(k);
  wrong |= start > space;  // the seventh end a '/', before the space
  read_rank(7);
  wrong |= (start - 1) ^ space;  // and the eighth the space: exactly seven '/' before it
  length = space;
  return wrong == 0;
}
#endif
}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_PARSE_X86_HPP
