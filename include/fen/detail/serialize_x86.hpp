// fen/detail/serialize_x86.hpp: serialize's SSSE3 placement writer: x86 only.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SERIALIZE_X86_HPP
#define FEN_DETAIL_SERIALIZE_X86_HPP

#include "macro_scope.hpp"
#include "serialize_placement.hpp"
#include "x86.hpp"

namespace fen {
namespace detail {
// With SSSE3 (every x86-64 processor since about 2008), a rank is written with two vector
// instructions instead of a look-up per square: one turns the 16 piece codes of two ranks into
// letters, one moves each rank's letters to their places in its text. Used when the processor
// has it (a flag the run-time library sets at start-up, read on each call, unless the compiler
// already targets SSSE3) and never in a constant expression; write_placement above is the
// portable way, and what tests compare it with. Where it is built: see Configuration.
#ifdef FEN_DETAIL_SSSE3
// For each set of occupied files (bit f = file f), made from rank_layout on first use: which
// file's letter goes to each byte of the rank's text (-128 where a digit goes: that byte becomes
// 0), the digits alone, and the text's length.
struct rank_shuffle_tables {
  char source_file[256][8];
  char digits[256][8];
  unsigned char length[256];
};
// Not constexpr on purpose: a compiler may try to evaluate a constexpr initializer of a static
// while compiling, which for these 4 KB costs every translation unit that includes fen.hpp more
// than the rest of serialize.
inline rank_shuffle_tables make_rank_shuffles() noexcept {
  rank_shuffle_tables t{};
  for (unsigned set = 0; set < 256; ++set) {
    const char* layout = rank_layout(set);
    const auto length = static_cast<unsigned>(layout[16] - '0');
    t.length[set] = static_cast<unsigned char>(length);
    char file = 0;
    for (unsigned i = 0; i < length; ++i) {
      const bool letter = layout[i] == '.';
      t.source_file[set][i] = letter ? file : static_cast<char>(-128);
      t.digits[set][i] = letter ? '\0' : layout[i];
      file = static_cast<char>(file + (letter ? 1 : layout[i] - '0'));
    }
    for (unsigned i = length; i < 8; ++i) t.source_file[set][i] = static_cast<char>(-128);
  }
  return t;
}
// Built once, at the first call: a function-local static, whose initialisation C++11 and later make
// thread-safe, so serialize may run on any number of threads.
inline const rank_shuffle_tables& rank_shuffles() noexcept {
  static const rank_shuffle_tables tables = make_rank_shuffles();
  return tables;
}

// write_placement with SSSE3, at out[0]. A piece code above 15 (no piece a FEN can name) is left
// to write_placement, whose text for it the shuffle would not reproduce.
__attribute__((target("ssse3"))) inline std::size_t write_placement_ssse3(char* out, const position& p) noexcept {
  bytes16 letters_by_code;
  __builtin_memcpy(&letters_by_code, piece_letters, 16);
  bytes16 ranks[4];  // ranks 1 and 2, 3 and 4, 5 and 6, 7 and 8
  __builtin_memcpy(ranks, p.board.data(), 64);
  const bytes16 high_nibbles = (ranks[0] | ranks[1] | ranks[2] | ranks[3]) & static_cast<char>(0xF0);
  if (__builtin_ia32_pmovmskb128(high_nibbles == bytes16{}) != 0xFFFF) return write_placement(out, 0, p);
  const rank_shuffle_tables& tables = rank_shuffles();
  std::size_t at = 0;
  for (int pair = 3; pair >= 0; --pair) {
    const bytes16 letters = __builtin_ia32_pshufb128(letters_by_code, ranks[pair]);
    const unsigned occupied = ~static_cast<unsigned>(__builtin_ia32_pmovmskb128(ranks[pair] == bytes16{}));
    for (int half = 1; half >= 0; --half) {  // the higher rank of the pair first: its letters are bytes 8-15
      const unsigned set = (occupied >> (8 * half)) & 0xFFu;
      // The table rows are read as 8-byte words: a vector read from separately written bytes
      // would wait for each of them.
      long long source_file = 0;
      long long digits = 0;
      __builtin_memcpy(&source_file, tables.source_file[set], 8);
      __builtin_memcpy(&digits, tables.digits[set], 8);
      // For the higher rank, 8 more: -128 + 8 is still negative, which still makes a 0.
      const bytes16 source = reinterpret_cast<bytes16>(words2{source_file, 0}) + static_cast<char>(8 * half);
      const bytes16 text = __builtin_ia32_pshufb128(letters, source) | reinterpret_cast<bytes16>(words2{digits, 0});
      const long long word = reinterpret_cast<words2>(text)[0];
      __builtin_memcpy(out + at, &word, 8);
      at += tables.length[set];
      out[at++] = '/';
    }
  }
  return at - 1;
}
#endif

}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_SERIALIZE_X86_HPP
