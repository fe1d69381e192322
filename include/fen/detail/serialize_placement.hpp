// fen/detail/serialize_placement.hpp: castling_notation, serialize_options, and the portable number and placement
// writers.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SERIALIZE_PLACEMENT_HPP
#define FEN_DETAIL_SERIALIZE_PLACEMENT_HPP

#include "fixed_string.hpp"
#include "macro_scope.hpp"
#include "position.hpp"

namespace fen {
/// \addtogroup serialize
/// @{

// =============================================================================================
// Serialize
// =============================================================================================

/// How castling rights are written.
///  - standard: `KQkq` whatever the rook's file (Chess960 inner rooks lose their file).
///  - xfen: `KQkq` for the outermost rook on that side of the king, the file letter otherwise.
///    For standard chess it is the same text as `standard`. The default.
///  - shredder: always the rook's file letter: `HAha` for the standard rights.
enum class castling_notation : std::uint8_t { standard = 0, xfen = 1, shredder = 2 };

/// How a castling notation is named: "standard", "xfen", "shredder" ("unknown" for no notation).
[[nodiscard]] constexpr std::string_view name(castling_notation n) noexcept {
  switch (n) {
    case castling_notation::standard: return "standard";
    case castling_notation::xfen: return "xfen";
    case castling_notation::shredder: return "shredder";
  }
  return "unknown";
}

/// How three-check's checks are written (a position without `checks` writes none):
///  - remaining: the checks each side still has to give, before the counters (`- 3+3 0 1`), as
///    lichess and python-chess write them;
///  - given: the checks each side has given, after the counters (`- 0 1 +0+0`), as older programs
///    write them.
enum class check_notation : std::uint8_t { remaining = 0, given = 1 };

/// How a check notation is named: "remaining", "given".
[[nodiscard]] constexpr std::string_view name(check_notation n) noexcept {
  switch (n) {
    case check_notation::remaining: return "remaining";
    case check_notation::given: return "given";
  }
  return "unknown";
}

/// How the writers (`serialize`, the EPD writers, `to_string`) write a position: every notation
/// choice is a field here. A choice that needs the chess rules (which en passant square to show) is
/// a transform of the position instead: `fen::with_en_passant`, in validate.hpp.
///
/// A new field: give it a default that writes what the writers write today, make the writer read
/// it in "Serialize" below (and `max_fen_length` still bound the longest text), then add it to
/// tests/notation_output_options.cpp (which names every field, so it stops compiling until then) and to the
/// table of output options in docs/writing.md.
struct serialize_options {
  /// How castling rights are written: X-FEN (the default), standard or Shredder-FEN.
  castling_notation castling = castling_notation::xfen;
  /// How three-check's checks are written: remaining (`3+3`, the default) or given (`+0+0`).
  check_notation checks = check_notation::remaining;
};

/// The longest FEN `serialize` can write: 71 placement bytes and a '~' after each of 64 pieces,
/// pockets of at most 64 pieces and their brackets, 1 + 4 + 2 for side, castling and en passant,
/// 7 for two check counts of up to 3 digits and their '+', two 10-digit counters, and 6 spaces.
inline constexpr std::size_t max_fen_length = 71 + 64 + 66 + 7 + 7 + 20 + 6;
/// What `serialize` returns: up to `max_fen_length` characters.
using fen_string = fixed_string<max_fen_length>;

namespace detail {
// Writes into a fixed_string's characters directly: serialize knows how long its text can be, so
// it writes without a check per character and sets the size once.
struct fixed_string_writer {
  template <std::size_t N>
  [[nodiscard]] static constexpr char* data(fixed_string<N>& s) noexcept {
    return s.data_;
  }
  template <std::size_t N>
  static constexpr void finish(fixed_string<N>& s, std::size_t size) noexcept {
    s.size_ = size;
    s.data_[size] = '\0';
  }
};

// "00" "01" ... "99": a counter is written two digits at a time. (A table computed by a constexpr
// function costs every translation unit compile time: the large tables here are string
// literals, and the computed ones set only a few entries.)
inline constexpr char two_digits[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

// Writes `n` in decimal at out[at]; returns where it ends.
[[nodiscard]] constexpr std::size_t write_number(char* out, std::size_t at, std::uint32_t n) noexcept {
  if (n < 10) {
    out[at] = static_cast<char>('0' + n);
    return at + 1;
  }
  if (n < 100) {
    out[at] = two_digits[2 * n];
    out[at + 1] = two_digits[2 * n + 1];
    return at + 2;
  }
  if (n < 1000) {
    const std::uint32_t low = n % 100;
    out[at] = static_cast<char>('0' + n / 100);
    out[at + 1] = two_digits[2 * low];
    out[at + 2] = two_digits[2 * low + 1];
    return at + 3;
  }
  int length = 3;
  for (std::uint32_t rest = n / 1000; rest != 0; rest /= 10) ++length;
  std::size_t i = at + static_cast<std::size_t>(length);
  while (n >= 100) {
    const std::uint32_t pair = n % 100;
    n /= 100;
    out[--i] = two_digits[2 * pair + 1];
    out[--i] = two_digits[2 * pair];
  }
  if (n >= 10) {
    out[--i] = two_digits[2 * n + 1];
    out[--i] = two_digits[2 * n];
  } else {
    out[--i] = static_cast<char>('0' + n);
  }
  return at + static_cast<std::size_t>(length);
}

// Stores the low 4 bytes of `word` at out[at], the lowest first: compilers make it one store.
// (Written out: g++ -O2 keeps a loop of byte stores a loop.)
constexpr void store_4_bytes(char* out, std::size_t at, std::uint32_t word) noexcept {
  out[at] = static_cast<char>(word & 0xFFu);
  out[at + 1] = static_cast<char>((word >> 8) & 0xFFu);
  out[at + 2] = static_cast<char>((word >> 16) & 0xFFu);
  out[at + 3] = static_cast<char>(word >> 24);
}

// Writes a counter (`n`) at out[at] and the byte `after` behind it; returns where the counter
// ends (where `after` is). A counter is nearly always below 1000 (a halfmove clock mostly below
// 100, a fullmove number mostly below 200), and how many digits it has is what a branch would
// mispredict: such a counter is written without one, as its three digits with leading zeros and
// `after`, shifted down by the zeros. That stores 4 bytes, up to 2 of them past `after`: within
// the room of a 10-digit counter.
[[nodiscard]] constexpr std::size_t write_counter(char* out, std::size_t at, std::uint32_t n, char after) noexcept {
  if (n >= 1000) {
    at = write_number(out, at, n);
    out[at] = after;
    return at;
  }
  const std::uint32_t low = n % 100;
  const std::uint64_t padded = std::uint64_t{'0' + n / 100} |
                               (std::uint64_t{static_cast<std::uint8_t>(two_digits[2 * low])} << 8) |
                               (std::uint64_t{static_cast<std::uint8_t>(two_digits[2 * low + 1])} << 16) |
                               (std::uint64_t{static_cast<std::uint8_t>(after)} << 24);
  const unsigned zeros = unsigned{n < 100} + unsigned{n < 10};
  store_4_bytes(out, at, static_cast<std::uint32_t>(padded >> (8 * zeros)));
  return at + 3 - zeros;
}

// How a rank is written, for each of the 256 sets of occupied files (bit f = file f), in 17
// characters at 17 * set:
//  - 0-7: the text with each run of empty squares as its digit and a dot where a letter goes
//    (what lies past the text's length is overwritten by what follows);
//  - 8-15: for each file, '@' + 8 * the place of its letter in that text, so that the low 6 bits
//    are how far to shift the letter into place ('@' for an empty file, which has no letter);
//  - 16: the length of that text ('1'-'8').
// Made by walking the files of each set: a run of empty files becomes one digit. The table, a
// string literal, stands in "Generated tables" at the end of this header, out of the way of the
// code; `rank_layout(set)` is where set's 17 characters start in it. (A constexpr variable cannot
// be declared before it is defined, but a constexpr function can.)
[[nodiscard]] constexpr const char* rank_layout(unsigned set) noexcept;

// Which of the eight squares hold a piece: bit f for file f.
[[nodiscard]] constexpr unsigned occupied_files(std::uint64_t codes) noexcept {
  // Bit 7 of each byte: set when the byte is not 0 (adding 0x7F to the low 7 bits cannot carry
  // into the next byte).
  const std::uint64_t nonzero = (((codes & 0x7F7F7F7F7F7F7F7Fu) + 0x7F7F7F7F7F7F7F7Fu) | codes) & 0x8080808080808080u;
  return static_cast<unsigned>(((nonzero >> 7) * 0x0102040810204080u) >> 56);
}

// For each piece code, its FEN letter (piece_letters) XOR '.', the dot it replaces in a rank's
// text; 0 for no piece. Indexed by the whole byte, so the code needs no mask.
[[nodiscard]] constexpr std::array<std::uint8_t, 256> make_letter_table() noexcept {
  std::array<std::uint8_t, 256> t{};
  for (unsigned code = 1; code < 16; ++code) t[code] = static_cast<std::uint8_t>(piece_letters[code] ^ '.');
  return t;
}
inline constexpr std::array<std::uint8_t, 256> letter_table = make_letter_table();

// The letter of the piece `q` shifted to its place in the rank's text, XOR the dot it replaces.
[[nodiscard]] constexpr std::uint64_t placed_letter(piece q, char shift) noexcept {
  return std::uint64_t{letter_table[q.code()]} << (static_cast<unsigned>(shift) & 63u);
}

// Writes the placement at out[at] (it may write up to 7 bytes past its end); returns its end.
[[nodiscard]] constexpr std::size_t write_placement(char* out, std::size_t at, const position& p) noexcept {
  for (int rank = 7; rank >= 0; --rank) {
    const piece* q = p.board.data() + 8 * rank;
    const char* layout = rank_layout(occupied_files(rank_codes(q)));
    // The rank's text is made in a register and stored at once (compilers merge the byte loads
    // and stores): the digits with dots, each dot then turned into its letter.
    const std::uint64_t text = (std::uint64_t{static_cast<std::uint8_t>(layout[0])} |
                                (std::uint64_t{static_cast<std::uint8_t>(layout[1])} << 8) |
                                (std::uint64_t{static_cast<std::uint8_t>(layout[2])} << 16) |
                                (std::uint64_t{static_cast<std::uint8_t>(layout[3])} << 24) |
                                (std::uint64_t{static_cast<std::uint8_t>(layout[4])} << 32) |
                                (std::uint64_t{static_cast<std::uint8_t>(layout[5])} << 40) |
                                (std::uint64_t{static_cast<std::uint8_t>(layout[6])} << 48) |
                                (std::uint64_t{static_cast<std::uint8_t>(layout[7])} << 56)) ^
                               placed_letter(q[0], layout[8]) ^ placed_letter(q[1], layout[9]) ^
                               placed_letter(q[2], layout[10]) ^ placed_letter(q[3], layout[11]) ^
                               placed_letter(q[4], layout[12]) ^ placed_letter(q[5], layout[13]) ^
                               placed_letter(q[6], layout[14]) ^ placed_letter(q[7], layout[15]);
    out[at] = static_cast<char>(text & 0xFFu);
    out[at + 1] = static_cast<char>((text >> 8) & 0xFFu);
    out[at + 2] = static_cast<char>((text >> 16) & 0xFFu);
    out[at + 3] = static_cast<char>((text >> 24) & 0xFFu);
    out[at + 4] = static_cast<char>((text >> 32) & 0xFFu);
    out[at + 5] = static_cast<char>((text >> 40) & 0xFFu);
    out[at + 6] = static_cast<char>((text >> 48) & 0xFFu);
    out[at + 7] = static_cast<char>(text >> 56);
    at += static_cast<std::uint8_t>(layout[16]) - std::size_t{'0'};
    out[at++] = '/';
  }
  return at - 1;
}

}  // namespace detail
/// @}
}  // namespace fen

#endif  // FEN_DETAIL_SERIALIZE_PLACEMENT_HPP
