// svg.hpp: pictures of a position: `fen::svg` draws the board as a standalone SVG document.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// Unlike the core, this layer allocates: a picture is a std::string. It needs fen.hpp alone.
//
//     fen::svg_options o;
//     o.bottom = fen::color::black;                          // Black's side at the bottom
//     o.coordinates = fen::svg_coordinates::outside;         // file letters and rank digits
//     o.arrows.push_back({fen::squares::g1, fen::squares::f3});
//     std::string picture = fen::svg(position, o);           // "<svg xmlns=..."
//
// What it holds, one concern a header under fen/detail/ (included in this order):
//   svg_options.hpp   svg_color (and parse: `#rgb`, `#rrggbb`, a few names), svg_colors,
//                     svg_coordinates, svg_arrow, svg_options
//   svg_pieces.hpp    the pieces' drawings and colours, the writer's helpers, svg_piece
//   svg_board.hpp     the layout and svg: squares, coordinates, highlights, pieces, arrows, and the
//                     strips for pockets (crazyhouse) and checks left (three-check)
// docs/svg.md shows the pictures, the options and the layout.
//
// ---------------------------------------------------------------------------------------------
// What a picture holds
//
// An SVG 1.1 document with its namespace, a view box (a square is 100 units) and a width and
// height in pixels (`svg_options::size`). Each square is a `rect` (class `square light` or
// `square dark`, `data-square="e4"`), each piece a group (class `piece`, `data-square`,
// `data-piece` its FEN letter), each arrow a group (class `arrow`, `data-from`, `data-to`), so that
// programs and tests can find them. Every colour is written from three numbers (`svg_color`), and
// the only other text is what the picture makes: square names, digits, piece letters and the FEN
// in `<desc>`, escaped all the same. The same position and options give the same bytes: numbers
// are integers or tenths computed with integer arithmetic.
// ---------------------------------------------------------------------------------------------

#ifndef FEN_SVG_HPP
#define FEN_SVG_HPP

#include "fen.hpp"

// The parts in their order, each after what it needs (so not sorted):
// clang-format off
#include "detail/macro_scope.hpp"

#include "detail/svg_options.hpp"
#include "detail/svg_pieces.hpp"
#include "detail/svg_board.hpp"

#include "detail/macro_unscope.hpp"
// clang-format on

#endif  // FEN_SVG_HPP
