// fen/detail/serialize.hpp: serialize, the castling, en passant and variant writers, and the _fen literal.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SERIALIZE_HPP
#define FEN_DETAIL_SERIALIZE_HPP

#include "macro_scope.hpp"
#include "parse.hpp"
#include "rank_layouts.hpp"
#include "serialize_placement.hpp"
#include "serialize_x86.hpp"

namespace fen {
/// \addtogroup serialize
/// @{

namespace detail {
// Writes the placement at out[0] with the SSSE3 writer, sets `end` to where it ends and returns
// true; or returns false without writing, where this build or processor has no SSSE3. For
// serialize, and for the tests that compare the result with write_placement's. It may write up to
// 100 bytes, whatever the placement's length.
inline bool write_placement_simd(char* out, const position& p, std::size_t& end) noexcept {
#ifdef FEN_DETAIL_SSSE3
  if (has_ssse3()) {
    end = write_placement_ssse3(out, p);
    return true;
  }
#endif
  (void)out;
  (void)p;
  (void)end;
  return false;
}

// Writes the placement at out[0] and returns its end: with SIMD instructions where this build and
// processor have them, the portable way otherwise and in a constant expression, where only the
// portable way may run.
[[nodiscard]] constexpr std::size_t write_placement_fastest(char* out, const position& p) noexcept {
  std::size_t end = 0;
  if (!is_constant_evaluated() && write_placement_simd(out, p, end)) return end;
  return write_placement(out, 0, p);
}

// The letter for one castling right, written as `notation` says.
[[nodiscard]] constexpr char castling_letter(const position& p, color c, castling_side side, int file,
                                             castling_notation notation) noexcept {
  char letter = side == castling_side::king_side ? 'K' : 'Q';
  if (notation == castling_notation::shredder) {
    letter = static_cast<char>('A' + file);
  } else if (notation == castling_notation::xfen) {
    // A rook in the corner is always the outermost one: no need to look further.
    const int corner = side == castling_side::king_side ? 7 : 0;
    const bool in_corner =
        file == corner && p.at(square(file, c == color::white ? 0 : 7)) == piece(c, piece_type::rook);
    if (!in_corner && file != castling_rook_file(p, c, side, castling_rules::chess960))
      letter = static_cast<char>('A' + file);
  }
  return c == color::white ? letter : static_cast<char>(letter + ('a' - 'A'));
}

[[nodiscard]] constexpr std::size_t write_castling_right(char* out, std::size_t at, const position& p, color c,
                                                         castling_side side, castling_notation notation) noexcept {
  if (const auto file = p.castling.rook_file(c, side)) out[at++] = castling_letter(p, c, side, *file, notation);
  return at;
}

// The castling field, a letter at a time as `notation` says: for any rights (the standard ones
// take write_castling's faster way).
[[nodiscard]] constexpr std::size_t write_castling_letters(char* out, std::size_t at, const position& p,
                                                           castling_notation notation) noexcept {
  if (p.castling.empty()) {
    out[at] = '-';
    return at + 1;
  }
  at = write_castling_right(out, at, p, color::white, castling_side::king_side, notation);
  at = write_castling_right(out, at, p, color::white, castling_side::queen_side, notation);
  at = write_castling_right(out, at, p, color::black, castling_side::king_side, notation);
  return write_castling_right(out, at, p, color::black, castling_side::queen_side, notation);
}

// For each set of castling rights (bit 0 K, 1 Q, 2 k, 3 q), its field written with the letters
// `KQkq`: the text in the low 4 bytes, the first character lowest, and its length in bits 32 and up.
[[nodiscard]] constexpr std::array<std::uint64_t, 16> make_castling_texts() noexcept {
  std::array<std::uint64_t, 16> t{};
  for (unsigned rights = 0; rights < 16; ++rights) {
    std::uint64_t text = rights == 0 ? '-' : 0;
    unsigned length = rights == 0 ? 1 : 0;
    for (unsigned i = 0; i < 4; ++i)
      if ((rights >> i) & 1u) text |= std::uint64_t{static_cast<std::uint8_t>("KQkq"[i])} << (8 * length++);
    t[rights] = text | (std::uint64_t{length} << 32);
  }
  return t;
}
inline constexpr std::array<std::uint64_t, 16> castling_texts = make_castling_texts();

// Four bytes as a word, the first lowest.
[[nodiscard]] constexpr std::uint32_t bytes_word(unsigned b0, unsigned b1, unsigned b2, unsigned b3) noexcept {
  return (b0 & 0xFFu) | ((b1 & 0xFFu) << 8) | ((b2 & 0xFFu) << 16) | ((b3 & 0xFFu) << 24);
}
// Bit 7 of each byte of `word` set where the byte is not 0 (as in occupied_files).
[[nodiscard]] constexpr std::uint32_t nonzero_bytes(std::uint32_t word) noexcept {
  return (((word & 0x7F7F7F7Fu) + 0x7F7F7F7Fu) | word) & 0x80808080u;
}

// The castling field. Most positions hold standard rights: each written `K`, `Q`, `k` or `q`, as
// it always is under the standard notation and under X-FEN for a rook of its color in its corner.
// Their field is one store from castling_texts, with no branch on which rights there are (which a
// branch per right would mispredict); other rights (a rook elsewhere, Shredder-FEN) are written
// letter by letter. Inlined by every compiler: the writer for a variant's fields calls it too, and
// g++ then leaves it out of line in the common one (8 % more instructions a serialize).
[[nodiscard]] FEN_DETAIL_INLINE constexpr std::size_t write_castling(char* out, std::size_t at, const position& p,
                                                                     castling_notation notation) noexcept {
  // A byte a right, K Q k q: its rook's file (0xFF for no right), and 1 where its corner holds
  // anything but a rook of its color (compared as castling_letter compares, whole bytes).
  const auto file = [&p](color c, castling_side side) {
    return static_cast<unsigned>(p.castling.rook_file(c, side).value_or(0xFF));
  };
  const auto not_rook = [&p](std::size_t corner, color c) {
    return static_cast<unsigned>(p.board[corner] != piece(c, piece_type::rook));
  };
  const std::uint32_t files =
      bytes_word(file(color::white, castling_side::king_side), file(color::white, castling_side::queen_side),
                 file(color::black, castling_side::king_side), file(color::black, castling_side::queen_side));
  const std::uint32_t no_corner_rook = bytes_word(not_rook(7, color::white), not_rook(0, color::white),
                                                  not_rook(63, color::black), not_rook(56, color::black));
  const std::uint32_t held = nonzero_bytes(~files);
  // Bytes that are not 0 for a right whose rook is not a rook of its color on its corner's file.
  constexpr std::uint32_t corner_files = bytes_word(7, 0, 7, 0);
  const std::uint32_t elsewhere = nonzero_bytes((files ^ corner_files) | no_corner_rook) & held;
  if (notation == castling_notation::shredder || (notation == castling_notation::xfen && elsewhere != 0))
    return write_castling_letters(out, at, p, notation);
  // Bits 7, 15, 23 and 31 of `held` to bits 21-24 (one multiply, no carries): which rights, 0-15.
  const auto rights = static_cast<std::size_t>(((std::uint64_t{held >> 7} * 0x204081u) >> 21) & 15u);
  const std::uint64_t text = castling_texts[rights];
  store_4_bytes(out, at, static_cast<std::uint32_t>(text));
  return at + static_cast<std::size_t>(text >> 32);
}

// The en passant field between two spaces, ` e3 ` or ` - `: one store of 4 bytes, the square's
// name or `- ` chosen without a branch. Returns where the second space is.
[[nodiscard]] constexpr std::size_t write_en_passant(char* out, std::size_t at,
                                                     const std::optional<square>& en_passant) noexcept {
  const square s = en_passant.value_or(square(0, 0));
  const auto held = static_cast<std::uint32_t>(en_passant.has_value());
  // `- ` plus, for a square, what turns it into the name (each byte's difference is positive).
  const std::uint32_t name = 0x202Du + ((0u - held) & (static_cast<std::uint32_t>('a' + s.file() - '-') |
                                                       (static_cast<std::uint32_t>('1' + s.rank() - ' ') << 8)));
  store_4_bytes(out, at, 0x20000020u | (name << 8));
  return at + 2 + held;
}
}  // namespace detail

namespace detail {
// The placement with crazyhouse's '~' after each promoted knight, bishop, rook or queen (a mark on
// any other square is not written): square by square, as a position with marks is rare.
[[nodiscard]] constexpr std::size_t write_marked_placement(char* out, const position& p) noexcept {
  std::size_t at = 0;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const int s = rank * 8 + file;
      const piece q = p.board[static_cast<std::size_t>(s)];
      if (q.is_none()) {
        ++empty;
        continue;
      }
      if (empty != 0) out[at++] = static_cast<char>('0' + empty);
      empty = 0;
      out[at++] = q.to_char();
      const piece_type t = q.type();
      if (((p.promoted >> s) & 1u) != 0 && t != piece_type::pawn && t != piece_type::king) out[at++] = '~';
    }
    if (empty != 0) out[at++] = static_cast<char>('0' + empty);
    if (rank != 0) out[at++] = '/';
  }
  return at;
}

// Crazyhouse's pockets in brackets: White's pieces, then Black's, each from king to pawn
// (`[QRbn]`), as python-chess and lichess write them.
[[nodiscard]] constexpr std::size_t write_pockets(char* out, std::size_t at, const pockets& hand) noexcept {
  out[at++] = '[';
  for (color c : {color::white, color::black})
    for (int t = 5; t >= 0; --t) {
      const piece q(c, static_cast<piece_type>(t));
      for (int n = hand.count(c, q.type()); n > 0; --n) out[at++] = q.to_char();
    }
  out[at++] = ']';
  return at;
}

// Three-check's checks after a space: remaining (`3+3`) or given (`+0+0`, 3 less each).
[[nodiscard]] constexpr std::size_t write_checks(char* out, std::size_t at, const remaining_checks& checks,
                                                 bool given) noexcept {
  out[at++] = ' ';
  if (given) out[at++] = '+';
  const auto written = [given](std::uint8_t n) { return std::uint32_t{given ? (n > 3 ? 0u : 3u - n) : n}; };
  at = write_number(out, at, written(checks.white));
  out[at++] = '+';
  return write_number(out, at, written(checks.black));
}
}  // namespace detail

namespace detail {
// The writer, with a variant's fields (`Variant`) or without: the common case tests for them once.
template <bool Variant>
[[nodiscard]] FEN_DETAIL_INLINE constexpr fen_string write_fen(const position& p, serialize_options options) noexcept {
  // The longest text is max_fen_length. A writer may write past the end of its field, within the
  // string's capacity: the placement 7 bytes (write_placement) or up to 100 bytes from its start
  // (the SSSE3 writer); castling, en passant and a counter below 1000 a 4-byte store each,
  // within their longest field. What follows overwrites it, and zeros lie past the end.
  fen_string result;
  char* out = fixed_string_writer::data(result);
  std::size_t at = Variant && p.promoted != 0 ? write_marked_placement(out, p) : write_placement_fastest(out, p);
  if (Variant && p.pockets) at = write_pockets(out, at, *p.pockets);
  out[at] = ' ';
  out[at + 1] = p.side_to_move == color::white ? 'w' : 'b';
  out[at + 2] = ' ';
  at = write_castling(out, at + 3, p, options.castling);
  at = write_en_passant(out, at, p.en_passant);
  const bool checks_before = Variant && p.checks && options.checks == check_notation::remaining;
  if (checks_before) {
    at = write_checks(out, at, *p.checks, false);
    out[at] = ' ';
  }
  at = write_counter(out, at + 1, p.halfmove_clock, ' ');
  at = write_counter(out, at + 1, p.fullmove_number, '\0');
  if (Variant && p.checks && !checks_before) at = write_checks(out, at, *p.checks, true);
  fixed_string_writer::finish(result, at);
  return result;
}
[[nodiscard]] FEN_DETAIL_COLD constexpr fen_string write_variant_fen(const position& p,
                                                                     serialize_options options) noexcept {
  return write_fen<true>(p, options);
}
// What `serialize` does, here in this translation unit.
[[nodiscard]] FEN_DETAIL_INLINE constexpr fen_string serialize_here(const position& p,
                                                                    serialize_options options) noexcept {
  if (p.promoted != 0 || p.pockets || p.checks) return write_variant_fen(p, options);
  return write_fen<false>(p, options);
}
#if defined(FEN_SEPARATE_DEFINITIONS) || defined(FEN_DEFINITIONS)
// `serialize` at run time, defined once in the program (see Configuration).
[[nodiscard]] fen_string serialize_at_run_time(const position& p, serialize_options options) noexcept;
#endif
}  // namespace detail

/// Writes a position as FEN: always six fields, the en passant square as stored, and a variant's
/// fields where the position has them: crazyhouse's pockets in brackets and `~` after promoted
/// knights, bishops, rooks and queens, three-check's checks as `options.checks` says.
/// `parse(serialize(p)) == p` whenever each castling right's rook file lies on its side of the king
/// (of the e-file when the king is not on its back rank): every position without castling problems.
/// A position with a variant's fields reads back under that variant (`parse(text, {variant})`), when
/// it holds one variant's fields only and at most 3 checks each.
///
///     fen::serialize(fen::start_position) == fen::start_fen
[[nodiscard]] constexpr fen_string serialize(const position& p, serialize_options options = {}) noexcept {
#ifdef FEN_SEPARATE_DEFINITIONS
  if (FEN_DETAIL_CONSTANT_EVALUATED()) return detail::serialize_here(p, options);
  return detail::serialize_at_run_time(p, options);
#else
  return detail::serialize_here(p, options);
#endif
}
#ifdef FEN_DEFINITIONS
// The one definition, in the translation unit that asked for it (see Configuration).
fen_string detail::serialize_at_run_time(const position& p, serialize_options options) noexcept {
  return serialize_here(p, options);
}
#endif

/// The letter `serialize` writes for `p`'s castling right of `c` on `side`, or nothing when `p`
/// does not hold that right: `K`, `Q`, `k` or `q`, or the rook's file letter (X-FEN: for a rook
/// that is not the outermost on its side; Shredder: always).
///
///     fen::castling_letter(fen::start_position, fen::color::black, fen::castling_side::queen_side)  // 'q'
[[nodiscard]] constexpr std::optional<char> castling_letter(
    const position& p, color c, castling_side side, castling_notation notation = castling_notation::xfen) noexcept {
  const auto file = p.castling.rook_file(c, side);
  if (!file) return std::nullopt;
  return detail::castling_letter(p, c, side, *file, notation);
}

/// @}

/// \addtogroup parse
/// @{

/// The parse functions as a literal: `"8/8/8/8/8/8/8/8 w - - 0 1"_fen`. A bad FEN throws at run
/// time and does not compile in a constant expression.
namespace literals {
/// Parses the literal as `parse(text).value()` does: a bad FEN throws, or does not compile.
constexpr position operator""_fen(const char* text, std::size_t length) {
  return parse(std::string_view(text, length)).value();
}
}  // namespace literals

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_SERIALIZE_HPP
