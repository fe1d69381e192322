// single_include/fen/svg.hpp: generated from include/fen/svg.hpp and the detail/ headers it
// includes, by cmake/fen_single_header.cmake. Do not edit: edit those, then run
// `cmake --build build --target single_headers` (the ctest unit.single_headers compares).

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
// fen/detail/macro_scope.hpp: the macros fen's headers define for their own use, all named
// FEN_DETAIL_*; detail/macro_unscope.hpp undefines every one.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by every detail header; each
// public header includes detail/macro_unscope.hpp at its end, so that none of these is left
// defined in a program (the ctest unit.macros checks the list). Its guard is one of its own
// macros, not an include guard: a public header included after another (whose end undefined them)
// defines them again, and the other parts of the same public header skip it. (Read again by each
// of the parts, it cost every file 6 M more of g++ 12's and clang 14's instructions; 2026-12.)
//
//   FEN_DETAIL_HAS_BUILTIN(name)     __has_builtin where the compiler has it, 0 elsewhere;
//   FEN_DETAIL_EXPECTED              defined where the standard library has std::expected;
//   FEN_DETAIL_SSSE3                 defined where the SSSE3 reader and writer can be built
//                                    (detail/x86.hpp and the *_x86.hpp headers);
//   FEN_DETAIL_COLD                  marks code that runs only for unusual input;
//   FEN_DETAIL_INLINE                marks a function compilers must inline;
//   FEN_DETAIL_MEMBERS_BEGIN/_END    enclose the parser's member definitions (parse_*.hpp);
//   FEN_DETAIL_CONSTANT_EVALUATED()  true in constant expressions.

#ifndef FEN_DETAIL_INLINE

#  if defined(__has_include)
#    if __has_include(<version>)
#      include <version>
#    endif
#  endif
#  if defined(__cpp_lib_expected) && __cpp_lib_expected >= 202202L
#    define FEN_DETAIL_EXPECTED 1
#  endif

#  ifdef __has_builtin
#    define FEN_DETAIL_HAS_BUILTIN(name) __has_builtin(name)
#  else
#    define FEN_DETAIL_HAS_BUILTIN(name) 0
#  endif

// The SSSE3 placement reader and writer (parse_x86.hpp, serialize_x86.hpp) need GCC-style vector
// extensions and builtins, an x86 target, and a run-time library that says whether the processor
// has SSSE3: not clang-cl, whose run-time library may lack that flag.
#  if !defined(FEN_NO_SIMD) && (defined(__GNUC__) || defined(__clang__)) && !defined(_MSC_VER) &&              \
      (defined(__x86_64__) || defined(__i386__)) && FEN_DETAIL_HAS_BUILTIN(__builtin_is_constant_evaluated) && \
      FEN_DETAIL_HAS_BUILTIN(__builtin_cpu_supports) && FEN_DETAIL_HAS_BUILTIN(__builtin_ia32_pmovmskb128)
#    define FEN_DETAIL_SSSE3 1
#  endif

// The careful parser runs only for input the fast pass does not take and for errors, and the
// castling look-ups serialize needs only for a rook outside its corner: compilers that can are told
// so (cold, noinline; GCC also noipa, which spares it analysing them for their callers). What it
// buys is size, not speed: a file that parses one FEN compiles to 17 % less code with g++ 12 -O2
// (10.8 KB against 13.1 KB) and 9 % less with clang 14 (11.7 against 12.9), for the same
// instructions a parse within 0.7 % (callgrind, 2026-12).
#  if defined(__GNUC__) && !defined(__clang__)
#    define FEN_DETAIL_COLD __attribute__((cold, noinline, noipa))
#  elif defined(__clang__)
#    define FEN_DETAIL_COLD __attribute__((cold, noinline))
#  else
#    define FEN_DETAIL_COLD
#  endif

// The parser's members are declared in its class (parse_fields.hpp) and defined a field a header,
// so a cold member's definition, constexpr and thus inline, follows its noinline declaration; GCC
// warns of that pair (-Wattributes), though the two ask different things: one definition in every
// program, and no inlining into callers. The definitions are enclosed in these, which silence that
// warning there and nowhere else.
#  if defined(__GNUC__) && !defined(__clang__)
#    define FEN_DETAIL_MEMBERS_BEGIN _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wattributes\"")
#    define FEN_DETAIL_MEMBERS_END _Pragma("GCC diagnostic pop")
#  else
#    define FEN_DETAIL_MEMBERS_BEGIN
#    define FEN_DETAIL_MEMBERS_END
#  endif

// The fast pass's steps, one a field, are written as functions but run best compiled as one:
// called, the placement's would be handed the position by reference, and since the board's byte
// stores may change anything, it would read the text's address and length again after each one.
// Compilers do not always see that, and are told: without it a parse costs clang 14 5 % more
// instructions and g++ 12 2 % more, and the en passant check 9 % more with g++ (callgrind, 2026-12).
#  if defined(__GNUC__) || defined(__clang__)
#    define FEN_DETAIL_INLINE __attribute__((always_inline)) inline
#  else
#    define FEN_DETAIL_INLINE inline
#  endif

// True in a constant expression (and where the compiler cannot tell), false at run time: where
// FEN_SEPARATE_DEFINITIONS sends `parse`, `serialize` and `validate` to their one definition. A
// macro, and tested as it is (`if (FEN_DETAIL_CONSTANT_EVALUATED()) ...`, never negated): GCC
// then sees a constant `if (0)` while it still reads the function and drops the branch before
// making any code for it; behind a function call or a `!`, it would compile the whole parser
// there, only to throw it away.
#  if FEN_DETAIL_HAS_BUILTIN(__builtin_is_constant_evaluated)
#    define FEN_DETAIL_CONSTANT_EVALUATED() __builtin_is_constant_evaluated()
#  elif defined(__cpp_lib_is_constant_evaluated)
#    define FEN_DETAIL_CONSTANT_EVALUATED() std::is_constant_evaluated()
#  else
#    define FEN_DETAIL_CONSTANT_EVALUATED() true
#  endif

#endif  // FEN_DETAIL_INLINE

// fen/detail/svg_options.hpp: svg_color, svg_colors, svg_coordinates, svg_arrow, svg_options: what a
// picture of fen::svg shows, and in which colours.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/svg.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SVG_OPTIONS_HPP
#define FEN_DETAIL_SVG_OPTIONS_HPP

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
// fen/detail/svg_pieces.hpp: the pieces of fen::svg, drawn for fen: their shapes, their colours,
// the number writer the pictures share, and svg_piece (one piece as a picture of its own).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/svg.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SVG_PIECES_HPP
#define FEN_DETAIL_SVG_PIECES_HPP

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
// fen/detail/svg_board.hpp: svg: a position as a picture: the layout, the squares, the coordinates,
// the highlights, the pieces, the arrows, the pockets and the checks left.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/svg.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SVG_BOARD_HPP
#define FEN_DETAIL_SVG_BOARD_HPP

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

// fen/detail/macro_unscope.hpp: undefines the macros of detail/macro_scope.hpp.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included at the end of each public header.
// No include guard, on purpose (see macro_scope.hpp).

#undef FEN_DETAIL_HAS_BUILTIN
#undef FEN_DETAIL_EXPECTED
#undef FEN_DETAIL_SSSE3
#undef FEN_DETAIL_COLD
#undef FEN_DETAIL_INLINE
#undef FEN_DETAIL_MEMBERS_BEGIN
#undef FEN_DETAIL_MEMBERS_END
#undef FEN_DETAIL_CONSTANT_EVALUATED
// clang-format on

#endif  // FEN_SVG_HPP
