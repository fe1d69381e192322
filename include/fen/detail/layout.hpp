// fen/detail/layout.hpp: text_layout, layout, detect_castling: where each field and square is in a FEN text.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_LAYOUT_HPP
#define FEN_DETAIL_LAYOUT_HPP

#include "macro_scope.hpp"
#include "parse_tables.hpp"

namespace fen {
/// \addtogroup parse
/// @{

// =============================================================================================
// Layout: where each field and each square is written in a FEN text
// =============================================================================================

/// Where the parts of a FEN text stand, for a program that points into the text (a caret under a
/// square, a field highlighted): `layout(text)` reads the text's separators as `parse` does, so
/// none of its callers has to know them.
struct text_layout {
  /// The offset where each field starts, by `fen::field` (placement to fullmove number); the end
  /// of the text for a field the text leaves out.
  std::array<std::size_t, 6> fields{};
  /// The offset of the byte that describes each square, by square index (a1 = 0): its piece
  /// letter, or the digit of the run of empty squares it is in. For a square the placement does
  /// not reach (a short rank, in a text that does not parse), the placement's start.
  std::array<std::size_t, 64> squares{};

  /// Where field `f` starts; the start of the text for `field::input` and `field::checks`.
  [[nodiscard]] constexpr std::size_t start_of(fen::field f) const noexcept {
    const auto index = static_cast<std::size_t>(f);
    return index < fields.size() ? fields[index] : 0;
  }
  /// Where the byte that describes square `s` is.
  [[nodiscard]] constexpr std::size_t offset_of(square s) const noexcept {
    return squares[static_cast<std::size_t>(s.index())];
  }
};

/// Where each field and square is written in `text`: exact for a text that `parse` reads (in
/// either mode, under any rule set: a field with a `+` in the place of a counter is three-check's,
/// and is passed over), and for any other text an offset within it (never past its end).
///
///     const fen::text_layout where = fen::layout(text);
///     caret_under(text, where.offset_of(fen::square(4, 3)));    // the byte that describes e4
[[nodiscard]] constexpr text_layout layout(std::string_view text) noexcept {
  text_layout l{};
  std::size_t i = 0;
  while (i < text.size() && detail::ends_field(text[i])) ++i;
  for (std::size_t f = 0; f < l.fields.size(); ++f) {
    l.fields[f] = i;
    std::size_t stop = i;
    bool plus = false;
    for (; stop < text.size() && !detail::ends_field(text[stop]); ++stop) plus = plus || text[stop] == '+';
    // Three-check's `3+3` before the counters is no counter: the counter is the next field.
    if (plus && f >= 4) --f;
    i = stop;
    while (i < text.size() && detail::ends_field(text[i])) ++i;
  }
  // The placement, square by square: a digit stands for each square of its run.
  const std::size_t placement = l.fields[0];
  for (std::size_t& offset : l.squares) offset = placement;
  int rank = 7;
  int file = 0;
  for (std::size_t j = placement; j < text.size() && !detail::ends_field(text[j]) && rank >= 0; ++j) {
    const char c = text[j];
    if (c == '/') {
      --rank;
      file = 0;
      continue;
    }
    if (c == '~') continue;  // crazyhouse's mark of the promoted piece before it
    const int width = c >= '1' && c <= '8' ? c - '0' : 1;
    for (int k = 0; k < width && file < 8; ++k, ++file) l.squares[static_cast<std::size_t>(rank * 8 + file)] = j;
  }
  return l;
}

/// The rules to read `text` by, when the caller lets its castling field choose Chess960: `asked`,
/// with Chess960 castling when the field holds a file letter (`A`-`H`, `a`-`h`: Shredder-FEN, or
/// X-FEN naming an inner rook), which only Chess960 writes. `KQkq` and `-` leave `asked` as it is,
/// so a Chess960 position written with `KQkq` alone is judged by `asked`'s castling rules.
///
///     const fen::rules r = fen::detect_castling(text);        // standard, or Chess960 for "HAha"
///     fen::validate(fen::parse(text, r).value(), r);
[[nodiscard]] constexpr rules detect_castling(std::string_view text, rules asked = {}) noexcept {
  // Where `layout` starts the castling field, found without the rest of the layout: past the
  // separators before each field, the placement and the side to move (a `[..]` pocket or a `~`
  // is part of the placement; the separators are those of `detail::ends_field`).
  std::size_t i = 0;
  for (int f = 0; f < 2; ++f) {
    while (i < text.size() && detail::ends_field(text[i])) ++i;
    while (i < text.size() && !detail::ends_field(text[i])) ++i;
  }
  while (i < text.size() && detail::ends_field(text[i])) ++i;
  for (; i < text.size() && !detail::ends_field(text[i]); ++i) {
    const char c = text[i];
    if ((c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h')) {
      asked.castling = castling_rules::chess960;
      break;
    }
  }
  return asked;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_LAYOUT_HPP
