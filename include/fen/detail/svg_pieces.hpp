// fen/detail/svg_pieces.hpp: the pieces of fen::svg, drawn for fen: their shapes, their colours,
// the number writer the pictures share, and svg_piece (one piece as a picture of its own).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/svg.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SVG_PIECES_HPP
#define FEN_DETAIL_SVG_PIECES_HPP

#include "../fen.hpp"
#include "macro_scope.hpp"
#include "svg_options.hpp"

namespace fen {
/// \addtogroup svg
/// @{

namespace detail {

// =============================================================================================
// The drawings
//
// Each piece stands in a box of 100 by 100 units, its foot on a plinth from y 80 to 90, and covers
// the box's centre (50, 50) with its body, so that a look at the middle of a square tells whether
// a piece is there and of which colour. A piece is a few parts: bodies (filled with the piece's
// colour and outlined), lines (drawn in the outline's colour) and dots (filled with it).
// =============================================================================================

enum class svg_part_kind : std::uint8_t { body, line, dot };

// A path (`path` not empty), or a circle at (cx, cy) of radius r.
struct svg_part {
  svg_part_kind kind;
  std::string_view path;
  int cx, cy, r;
};

struct svg_drawing {
  const svg_part* parts;
  std::size_t count;
};

inline constexpr svg_part svg_pawn_parts[] = {
    {svg_part_kind::body,
     "M24 90V85Q24 79 30 79H34C34 65 41 58 42 51H39Q34 47 39 43H61Q66 47 61 51H58C59 58 66 65 66 79H70Q76 79 76 "
     "85V90Z",
     0, 0, 0},
    {svg_part_kind::body, "", 50, 28, 14},
};

inline constexpr svg_part svg_knight_parts[] = {
    {svg_part_kind::body,
     "M24 90V84Q24 80 29 80H31C33 70 40 64 45 56L33 64Q25 68 19 61Q15 57 19 51L27 40Q33 29 44 24L48 11L56 "
     "22Q75 30 77 56Q78 70 74 80Q77 80 77 84V90Z",
     0, 0, 0},
    {svg_part_kind::line, "M61 30Q71 45 69 79", 0, 0, 0},
    {svg_part_kind::dot, "", 39, 37, 4},
    {svg_part_kind::dot, "", 22, 57, 2},
};

inline constexpr svg_part svg_bishop_parts[] = {
    {svg_part_kind::body,
     "M24 90V85Q24 80 29 80H39L41 73H38V66H41C31 53 34 36 50 22C66 36 69 53 59 66H62V73H59L61 80H71Q76 80 76 "
     "85V90Z",
     0, 0, 0},
    {svg_part_kind::body, "", 50, 17, 6},
    {svg_part_kind::line, "M56 35L46 48", 0, 0, 0},
    {svg_part_kind::line, "M41 66H59", 0, 0, 0},
};

inline constexpr svg_part svg_rook_parts[] = {
    {svg_part_kind::body, "M24 90V84L31 77H35L36 41L29 35V17H39V25H45V17H55V25H61V17H71V35L64 41L65 77H69L76 84V90Z", 0,
     0, 0},
    {svg_part_kind::line, "M36 41H64", 0, 0, 0},
    {svg_part_kind::line, "M35 77H65", 0, 0, 0},
};

inline constexpr svg_part svg_queen_parts[] = {
    {svg_part_kind::body,
     "M24 90V85Q24 80 29 80H31L21 36L36 47L38 27L46 44L50 22L54 44L62 27L64 47L79 36L69 80H71Q76 80 76 85V90Z", 0, 0,
     0},
    {svg_part_kind::body, "", 21, 34, 5},
    {svg_part_kind::body, "", 38, 25, 5},
    {svg_part_kind::body, "", 50, 19, 5},
    {svg_part_kind::body, "", 62, 25, 5},
    {svg_part_kind::body, "", 79, 34, 5},
    {svg_part_kind::line, "M30 72H70", 0, 0, 0},
};

inline constexpr svg_part svg_king_parts[] = {
    {svg_part_kind::body, "M46 5H54V11H60V19H54V27H46V19H40V11H46Z", 0, 0, 0},
    {svg_part_kind::body, "M44 56L45 27H55L56 56Z", 0, 0, 0},
    {svg_part_kind::body,
     "M24 90V85Q24 80 29 80H32L30 72C15 62 17 37 35 37C43 37 48 43 50 50C52 43 57 37 65 37C83 37 85 62 70 72L68 "
     "80H71Q76 80 76 85V90Z",
     0, 0, 0},
    {svg_part_kind::line, "M31 72H69", 0, 0, 0},
};

// Indexed by detail::type_index: pawn ... king (none draws nothing).
inline constexpr svg_drawing svg_drawings[7] = {{svg_pawn_parts, std::size(svg_pawn_parts)},
                                                {svg_knight_parts, std::size(svg_knight_parts)},
                                                {svg_bishop_parts, std::size(svg_bishop_parts)},
                                                {svg_rook_parts, std::size(svg_rook_parts)},
                                                {svg_queen_parts, std::size(svg_queen_parts)},
                                                {svg_king_parts, std::size(svg_king_parts)},
                                                {nullptr, 0}};

// The pieces' colours: a white piece's fill and outline, then a black piece's.
inline constexpr std::string_view svg_piece_fill[2] = {"#ffffff", "#2b2b2b"};
inline constexpr std::string_view svg_piece_outline[2] = {"#1f1f1f", "#dedede"};

// =============================================================================================
// Writing
// =============================================================================================

// A number of tenths of a unit, as the picture writes it: `-12.5`, `40`.
inline void svg_append_tenths(std::string& out, long long tenths) {
  if (tenths < 0) {
    out += '-';
    tenths = -tenths;
  }
  out += std::to_string(tenths / 10);
  if (tenths % 10 != 0) {
    out += '.';
    out += static_cast<char>('0' + tenths % 10);
  }
}

inline void svg_append_number(std::string& out, long long n) { out += std::to_string(n); }

// ` name="value"`, a number.
inline void svg_attribute(std::string& out, std::string_view name, long long value) {
  out += ' ';
  out += name;
  out += "=\"";
  svg_append_number(out, value);
  out += '"';
}

// `text` with the characters XML gives a meaning written as references. The pictures write only
// text they make themselves (names, numbers, a FEN), never the user's: escaped all the same.
inline void svg_escape(std::string& out, std::string_view text) {
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
}

// ` name="value"`, text.
inline void svg_attribute(std::string& out, std::string_view name, std::string_view value) {
  out += ' ';
  out += name;
  out += "=\"";
  svg_escape(out, value);
  out += '"';
}

// The opening tag of a picture: the namespace, the view box, and the size in pixels (`size` wide,
// the height in proportion, rounded; neither for size 0).
inline void svg_open(std::string& out, int view_width, int view_height, unsigned size) {
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"";
  out += " viewBox=\"0 0 ";
  svg_append_number(out, view_width);
  out += ' ';
  svg_append_number(out, view_height);
  out += '"';
  if (size != 0) {
    const long long width = size;
    svg_attribute(out, "width", width);
    svg_attribute(out, "height", (width * view_height * 2 + view_width) / (2 * view_width));
  }
  out += ">\n";
}

// The parts of piece `p`, in its colours, as the children of a group the caller opened.
inline void svg_append_parts(std::string& out, piece p) {
  const svg_drawing& drawing = svg_drawings[type_index(p.type())];
  const std::string_view outline = svg_piece_outline[color_index(p.color())];
  for (std::size_t i = 0; i < drawing.count; ++i) {
    const svg_part& part = drawing.parts[i];
    if (part.path.empty()) {
      out += "<circle";
      svg_attribute(out, "cx", part.cx);
      svg_attribute(out, "cy", part.cy);
      svg_attribute(out, "r", part.r);
    } else {
      out += "<path";
      svg_attribute(out, "d", part.path);
    }
    if (part.kind == svg_part_kind::line) svg_attribute(out, "fill", "none");
    if (part.kind == svg_part_kind::dot) {
      svg_attribute(out, "fill", outline);
      svg_attribute(out, "stroke", "none");
    }
    out += "/>";
  }
}

// A group holding piece `p` (nothing for no piece): its colours, then its parts. `attributes`
// (already written out, each with its leading blank) go into the group's tag.
inline void svg_append_piece(std::string& out, piece p, std::string_view attributes) {
  if (p.is_none()) return;
  out += "<g";
  out += attributes;
  svg_attribute(out, "fill", svg_piece_fill[color_index(p.color())]);
  svg_attribute(out, "stroke", svg_piece_outline[color_index(p.color())]);
  out += " stroke-width=\"3\" stroke-linejoin=\"round\" stroke-linecap=\"round\">";
  svg_append_parts(out, p);
  out += "</g>";
}
}  // namespace detail

/// One piece as an SVG document of its own, the drawing fen::svg puts on a square: a view box of
/// 100 by 100, `size` pixels wide and high (0, the default: no `width` and `height`, so that it
/// fills what holds it, as a board editor's square does). No piece gives the document without a
/// drawing.
///
///     std::string knight = fen::svg_piece(fen::pieces::black_knight, 45);   // "<svg xmlns=..."
[[nodiscard]] inline std::string svg_piece(piece p, unsigned size = 0) {
  std::string out;
  detail::svg_open(out, 100, 100, size);
  std::string attributes;
  detail::svg_attribute(attributes, "class", "piece");
  if (!p.is_none())
    detail::svg_attribute(attributes, "data-piece", std::string_view(&detail::piece_letters[p.code()], 1));
  detail::svg_append_piece(out, p, attributes);
  if (!p.is_none()) out += '\n';
  out += "</svg>\n";
  return out;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_SVG_PIECES_HPP
