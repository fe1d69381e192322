// fen/detail/svg_board.hpp: svg: a position as a picture: the layout, the squares, the coordinates,
// the highlights, the pieces, the arrows, the pockets and the checks left.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/svg.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SVG_BOARD_HPP
#define FEN_DETAIL_SVG_BOARD_HPP

#include "../fen.hpp"
#include "macro_scope.hpp"
#include "svg_options.hpp"
#include "svg_pieces.hpp"

namespace fen {
/// \addtogroup svg
/// @{

namespace detail {

// =============================================================================================
// The layout, in the view box's units (docs/svg.md shows it)
//
// A square is 100 units, the board 800. Coordinates outside take a margin of 40 on the board's left
// and under it. A position with pockets or checks left gets a strip of 100 above the board and
// one below it (under the file letters), 10 away, each for the side on that edge.
// =============================================================================================

inline constexpr int svg_square = 100;
inline constexpr int svg_margin = 40;
inline constexpr int svg_strip = 100;
inline constexpr int svg_gap = 10;

struct svg_layout {
  int board_x = 0;  // the board's top left corner
  int board_y = 0;
  int bottom_strip_y = 0;  // the lower strip's top edge (the upper one's is 0)
  int width = 0;           // the view box
  int height = 0;
  bool strips = false;
};

[[nodiscard]] inline svg_layout svg_layout_of(const position& p, const svg_options& o) {
  svg_layout l;
  const int margin = o.coordinates == svg_coordinates::outside ? svg_margin : 0;
  l.strips = p.pockets.has_value() || p.checks.has_value();
  l.board_x = margin;
  l.board_y = l.strips ? svg_strip + svg_gap : 0;
  l.bottom_strip_y = l.board_y + 8 * svg_square + margin + svg_gap;
  l.width = margin + 8 * svg_square;
  l.height = l.board_y + 8 * svg_square + margin + (l.strips ? svg_gap + svg_strip : 0);
  return l;
}

// The top left corner of square `s` (its column and row on the picture), seen from `bottom`'s side.
[[nodiscard]] inline int svg_column(square s, color bottom) { return bottom == color::white ? s.file() : 7 - s.file(); }
[[nodiscard]] inline int svg_row(square s, color bottom) { return bottom == color::white ? 7 - s.rank() : s.rank(); }

// A text of one or two characters the picture makes (a file letter, a digit, a count).
inline void svg_text(std::string& out, long long x, long long y, int font_size, std::string_view anchor,
                     std::string_view fill, std::string_view text, bool bold) {
  out += "<text";
  svg_attribute(out, "x", x);
  svg_attribute(out, "y", y);
  svg_attribute(out, "font-size", font_size);
  out += " font-family=\"sans-serif\"";
  if (bold) out += " font-weight=\"bold\"";
  svg_attribute(out, "text-anchor", anchor);
  svg_attribute(out, "fill", fill);
  out += '>';
  out += text;  // letters and digits only
  out += "</text>";
}

// ---------------------------------------------------------------------------------------------
// Arrows, in tenths of a unit and integer arithmetic alone, so that every machine writes the same
// bytes.

// The largest n with n * n <= v.
[[nodiscard]] inline std::uint64_t svg_isqrt(std::uint64_t v) {
  std::uint64_t n = 0;
  for (std::uint64_t bit = std::uint64_t{1} << 31; bit != 0; bit >>= 1)
    if ((n + bit) * (n + bit) <= v) n += bit;
  return n;
}

// a / b rounded to the nearest (halves away from zero); b > 0.
[[nodiscard]] inline long long svg_divide(long long a, long long b) {
  return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b);
}

inline void svg_append_arrow(std::string& out, const svg_arrow& a, const svg_layout& l, color bottom,
                             std::string_view fill) {
  const long long x0 = l.board_x + svg_column(a.from, bottom) * svg_square + svg_square / 2;
  const long long y0 = l.board_y + svg_row(a.from, bottom) * svg_square + svg_square / 2;
  const long long dx = (svg_column(a.to, bottom) - svg_column(a.from, bottom)) * svg_square;
  const long long dy = (svg_row(a.to, bottom) - svg_row(a.from, bottom)) * svg_square;
  out += "<g class=\"arrow\"";
  svg_attribute(out, "data-from", a.from.name());
  svg_attribute(out, "data-to", a.to.name());
  out += " opacity=\"0.8\">";
  if (dx == 0 && dy == 0) {  // a ring around the square
    out += "<circle";
    svg_attribute(out, "cx", x0);
    svg_attribute(out, "cy", y0);
    out += " r=\"44\" fill=\"none\"";
    svg_attribute(out, "stroke", fill);
    out += " stroke-width=\"8\"/></g>";
    return;
  }
  // The length in tenths, then each point `along` the arrow and `across` it (tenths, across to the
  // arrow's left on the picture): from 20 units after the start to 10 before the end, a shaft 16
  // wide and a head 44 wide and 40 long.
  const long long length = static_cast<long long>(svg_isqrt(static_cast<std::uint64_t>((dx * dx + dy * dy) * 100)));
  const long long start = 200;
  const long long tip = length - 100;
  const long long head = tip - 400;
  const long long points[7][2] = {{start, -80}, {head, -80}, {head, -220}, {tip, 0},
                                  {head, 220},  {head, 80},  {start, 80}};
  out += "<polygon points=\"";
  for (std::size_t i = 0; i < 7; ++i) {
    const long long along = points[i][0];
    const long long across = points[i][1];
    if (i != 0) out += ' ';
    svg_append_tenths(out, x0 * 10 + svg_divide((dx * along + dy * across) * 10, length));
    out += ',';
    svg_append_tenths(out, y0 * 10 + svg_divide((dy * along - dx * across) * 10, length));
  }
  out += '"';
  svg_attribute(out, "fill", fill);
  out += "/></g>";
}

// The transform that puts a piece's 100-unit drawing with its top left corner at (x, y).
[[nodiscard]] inline std::string svg_translate(int x, int y) {
  std::string place = "translate(";
  svg_append_number(place, x);
  place += ' ';
  svg_append_number(place, y);
  place += ')';
  return place;
}

// ---------------------------------------------------------------------------------------------
// The board: squares, coordinates, highlights, pieces

struct svg_board_colors {
  fixed_string<7> light;
  fixed_string<7> dark;
};

inline void svg_append_squares(std::string& out, const svg_layout& l, color bottom, const svg_board_colors& c) {
  out += "<g class=\"board\">\n";
  for (const square s : all_squares) {
    const bool is_light = (s.file() + s.rank()) % 2 == 1;
    out += "<rect";
    svg_attribute(out, "class", is_light ? "square light" : "square dark");
    svg_attribute(out, "data-square", s.name());
    svg_attribute(out, "x", l.board_x + svg_column(s, bottom) * svg_square);
    svg_attribute(out, "y", l.board_y + svg_row(s, bottom) * svg_square);
    out += " width=\"100\" height=\"100\"";
    svg_attribute(out, "fill", is_light ? c.light.view() : c.dark.view());
    out += "/>\n";
  }
  out += "</g>\n";
}

// File letters and rank digits: outside, in grey, under the board and on its left; inside, in the
// colour of the other squares, each on the square it names.
inline void svg_append_coordinates(std::string& out, const svg_layout& l, color bottom, bool inside,
                                   const svg_board_colors& c) {
  out += "<g class=\"coordinates\">";
  for (int i = 0; i < 8; ++i) {
    // Column i shows file i from White's side, file 7 - i from Black's; row i rank 7 - i or i.
    const int file = bottom == color::white ? i : 7 - i;
    const int rank = bottom == color::white ? 7 - i : i;
    const char file_letter[1] = {static_cast<char>('a' + file)};
    const char rank_digit[1] = {static_cast<char>('1' + rank)};
    if (inside) {
      const bool file_square_light = (file + (bottom == color::white ? 0 : 7)) % 2 == 1;
      const bool rank_square_light = ((bottom == color::white ? 0 : 7) + rank) % 2 == 1;
      svg_text(out, l.board_x + i * svg_square + 94, l.board_y + 8 * svg_square - 7, 20, "end",
               file_square_light ? c.dark.view() : c.light.view(), std::string_view(file_letter, 1), true);
      svg_text(out, l.board_x + 6, l.board_y + i * svg_square + 22, 20, "start",
               rank_square_light ? c.dark.view() : c.light.view(), std::string_view(rank_digit, 1), true);
    } else {
      svg_text(out, l.board_x + i * svg_square + svg_square / 2, l.board_y + 8 * svg_square + 29, 24, "middle",
               "#4d4d4d", std::string_view(file_letter, 1), false);
      svg_text(out, svg_margin / 2, l.board_y + i * svg_square + svg_square / 2 + 8, 24, "middle", "#4d4d4d",
               std::string_view(rank_digit, 1), false);
    }
  }
  out += "</g>\n";
}

inline void svg_append_highlights(std::string& out, const svg_layout& l, color bottom, bitboard squares,
                                  std::string_view fill) {
  out += "<g class=\"highlights\" fill-opacity=\"0.5\">";
  for (const square s : all_squares) {
    if ((squares & s.bit()) == 0) continue;
    out += "<rect class=\"highlight\"";
    svg_attribute(out, "data-square", s.name());
    svg_attribute(out, "x", l.board_x + svg_column(s, bottom) * svg_square);
    svg_attribute(out, "y", l.board_y + svg_row(s, bottom) * svg_square);
    out += " width=\"100\" height=\"100\"";
    svg_attribute(out, "fill", fill);
    out += "/>";
  }
  out += "</g>\n";
}

inline void svg_append_pieces(std::string& out, const position& p, const svg_layout& l, color bottom) {
  out += "<g class=\"pieces\">\n";
  for (const square s : all_squares) {
    const piece q = p.at(s);
    if (q.is_none()) continue;
    std::string attributes;
    svg_attribute(attributes, "class", "piece");
    svg_attribute(attributes, "data-square", s.name());
    svg_attribute(attributes, "data-piece", std::string_view(&piece_letters[q.code()], 1));
    svg_attribute(
        attributes, "transform",
        svg_translate(l.board_x + svg_column(s, bottom) * svg_square, l.board_y + svg_row(s, bottom) * svg_square));
    svg_append_piece(out, q, attributes);
    out += '\n';
  }
  out += "</g>\n";
}

// ---------------------------------------------------------------------------------------------
// The strips: a side's pocket (crazyhouse) and the checks it has left to give (three-check)

// Pawn to queen always, a king when there is one: a faded piece for none, else the count.
inline void svg_append_pocket(std::string& out, const pockets& in_hand, color side, int y, const svg_layout& l) {
  int cell = 0;
  for (int t = 0; t < 6; ++t) {
    const piece_type type = static_cast<piece_type>(t);
    const int count = in_hand.count(side, type);
    if (type == piece_type::king && count == 0) continue;
    const int x = l.board_x + cell * svg_square;
    ++cell;
    std::string attributes;
    svg_attribute(attributes, "class", "pocket");
    svg_attribute(attributes, "data-piece", std::string_view(&piece_letters[piece(side, type).code()], 1));
    svg_attribute(attributes, "data-count", count);
    svg_attribute(attributes, "transform", svg_translate(x, y));
    if (count == 0) attributes += " opacity=\"0.3\"";
    svg_append_piece(out, piece(side, type), attributes);
    if (count > 0) {
      out += "<circle";
      svg_attribute(out, "cx", x + 84);
      svg_attribute(out, "cy", y + 18);
      out += " r=\"15\" fill=\"#1f1f1f\"/>";
      svg_text(out, x + 84, y + 26, 22, "middle", "#ffffff", std::to_string(count), true);
    }
    out += '\n';
  }
}

// At the strip's right end: a ring holding the number of checks still to give.
inline void svg_append_checks_left(std::string& out, int checks_left, int y, const svg_layout& l) {
  const int cx = l.board_x + 7 * svg_square + svg_square / 2;
  const int cy = y + svg_strip / 2;
  out += "<g class=\"checks\"";
  svg_attribute(out, "data-checks", checks_left);
  out += "><circle";
  svg_attribute(out, "cx", cx);
  svg_attribute(out, "cy", cy);
  out += " r=\"34\" fill=\"#ffffff\" stroke=\"#c0392b\" stroke-width=\"7\"/>";
  svg_text(out, cx, cy + 13, 38, "middle", "#c0392b", std::to_string(checks_left), true);
  out += "<path";
  std::string plus = "M";
  svg_append_number(plus, cx - 72);
  plus += ' ';
  svg_append_number(plus, cy);
  plus += "h26m-13 -13v26";
  svg_attribute(out, "d", plus);
  out += " stroke=\"#c0392b\" stroke-width=\"7\" stroke-linecap=\"round\"/></g>\n";
}

inline void svg_append_strip(std::string& out, const position& p, color side, int y, const svg_layout& l) {
  out += "<g class=\"strip\"";
  svg_attribute(out, "data-color", name(side));
  out += '>';
  out += "<rect";
  svg_attribute(out, "x", l.board_x);
  svg_attribute(out, "y", y);
  svg_attribute(out, "width", 8 * svg_square);
  svg_attribute(out, "height", svg_strip);
  out += " rx=\"8\" fill=\"#dcd9d2\"/>\n";
  if (p.pockets) svg_append_pocket(out, *p.pockets, side, y, l);
  if (p.checks) svg_append_checks_left(out, p.checks->of(side), y, l);
  out += "</g>\n";
}
}  // namespace detail

/// The position as a standalone SVG document: the board, seen from `o.bottom`'s side, with its
/// pieces (drawn for fen: see fen::svg_piece), and as `o` asks: coordinates, highlighted squares,
/// arrows. A position with pockets (crazyhouse) shows each side's pieces in hand, with their
/// counts, in a strip above and below the board (the side at the bottom's below); one with checks
/// left (three-check) shows each side's count at that strip's right end. The same position and
/// options give the same bytes, on every machine. The document's `<desc>` is the position's FEN.
///
///     fen::svg_options o;
///     o.coordinates = fen::svg_coordinates::outside;
///     std::string picture = fen::svg(fen::start_position, o);   // "<svg xmlns=..."
[[nodiscard]] inline std::string svg(const position& p, const svg_options& o = {}) {
  using namespace detail;
  const svg_layout l = svg_layout_of(p, o);
  const color bottom = o.bottom == color::white ? color::white : color::black;
  const svg_board_colors board_colors{o.colors.light.to_string(), o.colors.dark.to_string()};
  std::string out;
  out.reserve(8192);
  svg_open(out, l.width, l.height, o.size);
  out += "<desc>";
  svg_escape(out, serialize(p).view());
  out += "</desc>\n";
  svg_append_squares(out, l, bottom, board_colors);
  // A value outside the enumerators (a cast) counts as none, as the layout takes it.
  if (o.coordinates == svg_coordinates::outside || o.coordinates == svg_coordinates::inside)
    svg_append_coordinates(out, l, bottom, o.coordinates == svg_coordinates::inside, board_colors);
  if (o.highlight != 0) svg_append_highlights(out, l, bottom, o.highlight, o.colors.highlight.to_string().view());
  svg_append_pieces(out, p, l, bottom);
  if (!o.arrows.empty()) {
    const fixed_string<7> color = o.colors.arrow.to_string();
    out += "<g class=\"arrows\">\n";
    for (const svg_arrow& a : o.arrows) {
      svg_append_arrow(out, a, l, bottom, color.view());
      out += '\n';
    }
    out += "</g>\n";
  }
  if (l.strips) {
    svg_append_strip(out, p, opposite(bottom), 0, l);
    svg_append_strip(out, p, bottom, l.bottom_strip_y, l);
  }
  out += "</svg>\n";
  return out;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_SVG_BOARD_HPP
