// fen/detail/svg_options.hpp: svg_color, svg_colors, svg_coordinates, svg_arrow, svg_options: what a
// picture of fen::svg shows, and in which colours.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/svg.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SVG_OPTIONS_HPP
#define FEN_DETAIL_SVG_OPTIONS_HPP

#include "../fen.hpp"
#include "macro_scope.hpp"

#include <vector>

namespace fen {
/// \addtogroup svg
/// @{

// =============================================================================================
// Colours
//
// A colour is three numbers, never text: the picture writes it as `#rrggbb`, so nothing a user
// typed reaches the SVG. Text becomes a colour through `svg_color::parse`, which takes `#rgb`,
// `#rrggbb` and a few names, and gives nothing for anything else: the caller says what is wrong.
// =============================================================================================

namespace detail {
struct svg_named_color {
  std::string_view name;
  std::uint8_t red, green, blue;
};
// The names svg_color::parse takes: CSS's sixteen basic colours, orange, and grey for gray.
inline constexpr svg_named_color svg_color_names[] = {
    {"black", 0x00, 0x00, 0x00},  {"silver", 0xc0, 0xc0, 0xc0}, {"gray", 0x80, 0x80, 0x80},
    {"grey", 0x80, 0x80, 0x80},   {"white", 0xff, 0xff, 0xff},  {"maroon", 0x80, 0x00, 0x00},
    {"red", 0xff, 0x00, 0x00},    {"purple", 0x80, 0x00, 0x80}, {"fuchsia", 0xff, 0x00, 0xff},
    {"green", 0x00, 0x80, 0x00},  {"lime", 0x00, 0xff, 0x00},   {"olive", 0x80, 0x80, 0x00},
    {"yellow", 0xff, 0xff, 0x00}, {"navy", 0x00, 0x00, 0x80},   {"blue", 0x00, 0x00, 0xff},
    {"teal", 0x00, 0x80, 0x80},   {"aqua", 0x00, 0xff, 0xff},   {"orange", 0xff, 0xa5, 0x00}};

// The value of a hex digit (either case), or -1.
[[nodiscard]] constexpr int svg_hex_digit(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// `a` and `b` the same, ASCII letters of either case alike.
[[nodiscard]] constexpr bool svg_same_letters(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const char x = a[i] >= 'A' && a[i] <= 'Z' ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
    if (x != b[i]) return false;
  }
  return true;
}
}  // namespace detail

/// A colour of a picture (fen::svg): red, green and blue, 0-255 each. It is written into the SVG
/// as `#rrggbb`, so no text reaches the picture.
///
///     fen::svg_color c{0x1f, 0x6f, 0xb4};                 // #1f6fb4
///     auto typed = fen::svg_color::parse("#c33");         // #cc3333; nothing for "url(x)"
struct svg_color {
  /// Red, 0-255.
  std::uint8_t red = 0;
  /// Green, 0-255.
  std::uint8_t green = 0;
  /// Blue, 0-255.
  std::uint8_t blue = 0;

  /// The colour `text` names, or nothing when it names none. Taken: `#rgb` and `#rrggbb` (hex
  /// digits of either case; `#c33` is `#cc3333`), and the names black, silver, gray, grey, white,
  /// maroon, red, purple, fuchsia, green, lime, olive, yellow, navy, blue, teal, aqua and orange
  /// (CSS's values, letters of either case). Anything else, blanks around a colour included, is
  /// nothing: the program that read the text says it is not a colour.
  [[nodiscard]] static constexpr std::optional<svg_color> parse(std::string_view text) noexcept {
    if (!text.empty() && text[0] == '#' && (text.size() == 4 || text.size() == 7)) {
      const std::size_t digits = text.size() == 4 ? 1 : 2;
      int channel[3] = {0, 0, 0};
      for (std::size_t i = 0; i < 3; ++i) {
        for (std::size_t j = 0; j < digits; ++j) {
          const int d = detail::svg_hex_digit(text[1 + i * digits + j]);
          if (d < 0) return std::nullopt;
          channel[i] = channel[i] * 16 + d;
        }
        if (digits == 1) channel[i] *= 17;
      }
      return svg_color{static_cast<std::uint8_t>(channel[0]), static_cast<std::uint8_t>(channel[1]),
                       static_cast<std::uint8_t>(channel[2])};
    }
    for (const detail::svg_named_color& named : detail::svg_color_names)
      if (detail::svg_same_letters(text, named.name)) return svg_color{named.red, named.green, named.blue};
    return std::nullopt;
  }

  /// `#rrggbb`, in lower case: how the picture writes it.
  [[nodiscard]] constexpr fixed_string<7> to_string() const noexcept {
    constexpr char hex[] = "0123456789abcdef";
    fixed_string<7> s;
    s.push_back('#');
    for (const std::uint8_t channel : {red, green, blue}) {
      s.push_back(hex[channel >> 4]);
      s.push_back(hex[channel & 15]);
    }
    return s;
  }

  /// The same colour.
  friend constexpr bool operator==(svg_color a, svg_color b) noexcept {
    return a.red == b.red && a.green == b.green && a.blue == b.blue;
  }
  /// Another colour.
  friend constexpr bool operator!=(svg_color a, svg_color b) noexcept { return !(a == b); }
};

/// The colours of a picture. The pieces' own colours are fixed: white pieces white with a dark
/// outline, black pieces dark with a light outline, so that both read on either square.
struct svg_colors {
  /// The light squares.
  svg_color light{0xec, 0xdc, 0xbf};
  /// The dark squares.
  svg_color dark{0xa8, 0x7f, 0x5b};
  /// The highlighted squares (`svg_options::highlight`), laid at half opacity over the square.
  svg_color highlight{0xf4, 0xd0, 0x3e};
  /// The arrows (`svg_options::arrows`), drawn over the pieces at 80 % opacity.
  svg_color arrow{0x1f, 0x6f, 0xb4};
};

// =============================================================================================
// What the picture shows
// =============================================================================================

/// Where the file letters and rank digits go. (Any other value counts as none.)
enum class svg_coordinates : std::uint8_t {
  none = 0,     ///< no coordinates
  outside = 1,  ///< around the board: rank digits on its left, file letters under it (the picture grows)
  inside = 2,   ///< on the board: a rank's digit in its first square's corner, a file's letter in its last
};

/// An arrow from one square's centre to another's, drawn over the pieces; from a square to itself,
/// a ring around that square.
struct svg_arrow {
  /// Where the arrow starts.
  square from{};
  /// Where its head points.
  square to{};

  /// The same two squares.
  friend constexpr bool operator==(svg_arrow a, svg_arrow b) noexcept { return a.from == b.from && a.to == b.to; }
  /// Another square at either end.
  friend constexpr bool operator!=(svg_arrow a, svg_arrow b) noexcept { return !(a == b); }
};

/// How fen::svg draws a position. Every value is a picture: there is nothing to refuse.
///
///     fen::svg_options o;
///     o.bottom = fen::color::black;                         // Black's side of the board
///     o.coordinates = fen::svg_coordinates::outside;
///     o.highlight = fen::squares::e2.bit() | fen::squares::e4.bit();
///     o.arrows.push_back({fen::squares::g1, fen::squares::f3});
struct svg_options {
  /// The picture's width in pixels (its `width`; `height` keeps the proportions). 0 leaves `width`
  /// and `height` out, so that the picture fills what holds it (a page's box, say).
  unsigned size = 400;
  /// The side whose first rank is at the bottom: White (a1 bottom left) or Black (a1 top right;
  /// any value other than white counts as black, as everywhere in fen).
  color bottom = color::white;
  /// Where the file letters and rank digits go, if anywhere.
  svg_coordinates coordinates = svg_coordinates::none;
  /// The squares' colours, the highlight's and the arrows'.
  svg_colors colors{};
  /// The squares to highlight (a last move's two, a king in check): a set, bit i the square of
  /// index i, as `fen::bitboard` holds it.
  bitboard highlight = 0;
  /// Arrows, drawn in this order over the pieces.
  std::vector<svg_arrow> arrows{};
};

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_SVG_OPTIONS_HPP
