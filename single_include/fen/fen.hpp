// single_include/fen/fen.hpp: generated from include/fen/fen.hpp and the detail/ headers it
// includes, by cmake/fen_single_header.cmake. Do not edit: edit those, then run
// `cmake --build build --target single_headers` (the ctest unit.single_headers compares).

// fen.hpp: read, write and hold chess positions in Forsyth-Edwards Notation (FEN).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// This header is the notation layer: the vocabulary (color, piece, square, castling rights), the
// `position` aggregate, `parse`, `serialize` and the parse errors, and a position's transforms
// (mirrored, flipped, rotated) and Chess960 start numbers. It knows nothing of chess rules;
// `fen/validate.hpp` checks whether a position makes sense. Everything here is constexpr and
// noexcept (but `result::value()`, which throws on error), never allocates, and depends on the
// C++17 standard library alone.
//
//     fen::result<fen::position> r = fen::parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//     if (!r) std::puts(r.error().message().c_str());   // "castling: 'X' is not a castling letter" ...
//     fen::position p = *r;
//     auto text = fen::serialize(p);                    // a fixed-capacity string, no allocation
//
// What it holds, one concern a header under fen/detail/ (included in this order):
//   config.hpp, macro_scope.hpp  the C++17 check, the version (FEN_VERSION_*), the user's switches
//                            (FEN_EXCEPTIONS, FEN_NO_SIMD, FEN_SEPARATE_DEFINITIONS) and the
//                            internal macros, all undefined again at the end (macro_unscope.hpp)
//   fixed_string.hpp         fixed_string, what serialize and messages return
//   vocabulary.hpp           color, piece_type, piece, square, castling_side, castling_rights
//   variants.hpp             pockets, remaining_checks, variant and its traits, castling_rules, rules
//   position.hpp             position, start_position, start_fen
//   bitboards.hpp            bitboard, bitboards, to_bitboards, from_bitboards, squares_in
//   castling_letters.hpp     castling_rook_file: which rook a castling letter names
//   transform.hpp            mirrored, flipped_vertical, flipped_horizontal, rotated, colors_swapped
//   chess960.hpp             chess960_start, chess960_number, chess960_numbers: Chess960's numbers
//   errors.hpp               error_code, field, error; error_messages.hpp their plain words
//   result.hpp               result, parse_error
//   parse_tables.hpp         strictness, parse_options, the fast pass's byte tables
//   parse_fields.hpp ...     the parser, declared; its readers defined a field a header:
//                            parse_placement.hpp (with the SSSE3 reader, parse_x86.hpp),
//                            parse_castling.hpp, parse_counters.hpp, and parse.hpp, its outline
//                            and `parse`
//   layout.hpp               text_layout, layout, detect_castling
//   serialize_placement.hpp  castling_notation, serialize_options, the portable writers; the SSSE3
//                            writer in serialize_x86.hpp; rank_layouts.hpp its generated table;
//                            serialize.hpp `serialize` and the `_fen` literal
//   hash.hpp                 std::hash for position, square, piece, castling_rights
// single_include/fen/fen.hpp is all of them in one file, generated (cmake/fen_single_header.cmake).
//
// ---------------------------------------------------------------------------------------------
// What `parse` accepts
//
// Strict mode (`fen::strictness::strict`) takes exactly the canonical form that `serialize` writes:
// six fields separated by single spaces, nothing before or after, castling rights in the order
// white king side, white queen side, black king side, black queen side, each written as `serialize`
// writes it (X-FEN: `KQkq`, or a file letter for a Chess960 rook that is not the outermost one), and
// each castling letter naming a rook that is on the board.
//
// Lenient mode (the default) also takes, and nothing more:
//   1. blanks (space, tab) and line endings (CR, LF) before and after the FEN;
//   2. runs of blanks between fields;
//   3. `_` wherever a blank may stand (positions copied from URLs);
//   4. missing trailing fields: only the placement is required; the defaults are `w - - 0 1`;
//   5. castling letters in any order, and a letter repeated;
//   6. Shredder-FEN castling (file letters `HAha`) and file letters X-FEN would write as `KQkq`,
//      and castling letters whose rook is not on the board (the validator reports those).
// Both modes store the en passant square exactly as written, whichever convention wrote it (after
// every double push, or only when a capture is possible), and store every number exactly as
// written: a fullmove number of 0 stays 0, a halfmove clock of 300 stays 300. The validator, not
// the parser, says whether such values make sense.
//
// Always errors, in both modes: a rank that does not add up to 8 squares (a `0` or `9` included),
// two digits in a row, not exactly 8 ranks, a letter that is not a piece, a side to move other than
// `w` or `b`, a castling letter that is not `KQkq`/`A-H`/`a-h`, `-` mixed with castling letters,
// an en passant field that is not `-` or a square name, a counter that is not plain ASCII digits,
// has a sign or a leading zero or does not fit in 32 bits, a byte outside ASCII, text after the
// fullmove number, and chess-variant notation (`~` promoted pieces, `[pockets]`, three-check
// counters) under a rule set without it, which is reported as not supported rather than misread.
//
// A variant's notation is read when `parse_options::rules` names the variant:
//   - crazyhouse: the pockets after the placement, in brackets (`.../RNBQKBNR[QRbn] w`) or as a
//     ninth rank (`.../RNBQKBNR/QRbn w`, empty: `.../RNBQKBNR/ w`), and `~` after a promoted
//     knight, bishop, rook or queen. Without pockets, lenient mode gives empty ones; strict mode
//     wants the brackets.
//   - three-check: the checks still to give, `3+3`, between the en passant field and the counters,
//     or the checks given, `+0+0`, after the counters (each count 0-3). Without them, lenient mode
//     gives 3+3; strict mode wants `3+3` before the counters or `+0+0` after them.
// ---------------------------------------------------------------------------------------------

#ifndef FEN_FEN_HPP
#define FEN_FEN_HPP

// The parts in their order, each after what it needs (so not sorted):
// clang-format off
// fen/detail/config.hpp: the C++17 check, the standard headers, the version, and the user's
// switches (FEN_EXCEPTIONS; FEN_NO_SIMD and FEN_SEPARATE_DEFINITIONS are read where they act).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.
//
// The user's switches (defined by the user: kept; otherwise detected):
//   FEN_EXCEPTIONS  1 when `result::value()` may throw `fen::parse_error`, 0 when it must abort
//                   instead. Detected from the compiler.
//   FEN_NO_SIMD     defined: parse and serialize read and write the placement the portable way
//                   only, leaving out the SSSE3 reader and writer they otherwise use where the
//                   processor has them (detail/x86.hpp).
//   FEN_SEPARATE_DEFINITIONS  defined (in every translation unit of the program, with the same
//                   value as everything else here): `parse`, `serialize` and `validate` run at run
//                   time through functions that the headers only declare, so that a translation
//                   unit calling them does not compile them again. In constant expressions they
//                   work as always.
//   FEN_DEFINITIONS defined in the one translation unit that holds those functions, before it
//                   includes fen's headers (each header defines its own: include every one the
//                   program calls). See docs' "Compile time".
// What the headers detect for themselves is in detail/macro_scope.hpp.

#ifndef FEN_DETAIL_CONFIG_HPP
#define FEN_DETAIL_CONFIG_HPP

// fen needs C++17. Say so in one line and stop: #error alone lets GCC and Clang go on to a wall of
// errors about string_view, while a missing include ends the compilation on every compiler.
// (MSVC keeps __cplusplus at 199711L unless /Zc:__cplusplus is given; _MSVC_LANG is right.)
#if (defined(_MSVC_LANG) ? _MSVC_LANG : __cplusplus) < 201703L
#  error "fen needs C++17 or later: compile with -std=c++17 (MSVC: /std:c++17)"
#  include <fen: C++17 or later is needed>
#endif

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
// std::forward_iterator_tag, for squares_in's iterator. libstdc++'s <iterator> brings in the stream
// iterators too, and with them much of iostreams: a seventh of what a translation unit that includes
// only <string> costs to compile (about a sixth more). The tags have a small header of their own there, which <string>
// includes anyway.
#if defined(__GLIBCXX__) && defined(__has_include)
#  if __has_include(<bits/stl_iterator_base_types.h>)
#    include <bits/stl_iterator_base_types.h>
#  else
#    include <iterator>
#  endif
#else
#  include <iterator>
#endif

// The version.

#define FEN_VERSION_MAJOR 0
#define FEN_VERSION_MINOR 1
#define FEN_VERSION_PATCH 0
#define FEN_VERSION (FEN_VERSION_MAJOR * 10000 + FEN_VERSION_MINOR * 100 + FEN_VERSION_PATCH)

#ifndef FEN_EXCEPTIONS
#  if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
#    define FEN_EXCEPTIONS 1
#  else
#    define FEN_EXCEPTIONS 0
#  endif
#endif

#if FEN_EXCEPTIONS
#  include <stdexcept>
#else
#  include <cstdio>
#  include <cstdlib>
#endif

// C++23's std::expected, where the standard library has it: `result` converts to it.
#if defined(__has_include)
#  if __has_include(<version>)
#    include <version>
#  endif
#endif
#if defined(__cpp_lib_expected) && __cpp_lib_expected >= 202202L
#  include <expected>
#endif

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

namespace fen::detail {
// True while a constant expression is evaluated, where only portable code may run (no SIMD).
// Also true where the compiler cannot tell: callers then always take the portable way.
[[nodiscard]] constexpr bool is_constant_evaluated() noexcept {
#if defined(__cpp_lib_is_constant_evaluated)
  return std::is_constant_evaluated();
#elif FEN_DETAIL_HAS_BUILTIN(__builtin_is_constant_evaluated)
  return __builtin_is_constant_evaluated();
#else
  return true;
#endif
}
}  // namespace fen::detail

/// Everything fen declares; the internals are in fen::detail, which is not part of the API.
namespace fen {}

#endif  // FEN_DETAIL_CONFIG_HPP

// fen/detail/fixed_string.hpp: what serialize and messages return: a string whose characters live inside it.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_FIXED_STRING_HPP
#define FEN_DETAIL_FIXED_STRING_HPP

namespace fen {
/// \addtogroup serialize
/// @{

// =============================================================================================
// Fixed-capacity string
//
// What `serialize` and `error::message` return: the characters live inside the object, so making
// one never allocates and works in a constant expression. Converts to std::string_view
// (implicitly, free) and std::string (implicitly, allocates).
// =============================================================================================

namespace detail {
struct fixed_string_writer;
}  // namespace detail

/// A string of at most `Capacity` characters stored in place, always NUL-terminated.
template <std::size_t Capacity>
class fixed_string {
 public:
  constexpr fixed_string() noexcept = default;

  /// The number of characters, without the terminating NUL.
  [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
  /// The same as size().
  constexpr std::size_t length() const noexcept { return size_; }
  /// The most characters it holds: `Capacity`.
  [[nodiscard]] static constexpr std::size_t capacity() noexcept { return Capacity; }
  /// True when it holds no characters.
  constexpr bool empty() const noexcept { return size_ == 0; }
  /// The characters, NUL-terminated.
  [[nodiscard]] constexpr const char* data() const noexcept { return data_; }
  /// The characters, NUL-terminated (the same as data()).
  constexpr const char* c_str() const noexcept { return data_; }
  /// The first character, for a range-based for loop.
  [[nodiscard]] constexpr const char* begin() const noexcept { return data_; }
  /// One past the last character.
  constexpr const char* end() const noexcept { return data_ + size_; }
  /// Character `i` (0 to size() - 1).
  constexpr char operator[](std::size_t i) const noexcept { return data_[i]; }

  /// The characters as a std::string_view (no copy).
  [[nodiscard]] constexpr std::string_view view() const noexcept { return {data_, size_}; }
  /// Converts to std::string_view, without a copy.
  constexpr operator std::string_view() const noexcept { return view(); }
  /// The characters as a std::string (allocates).
  std::string str() const { return std::string(data_, size_); }
  /// Converts to std::string (allocates).
  operator std::string() const { return str(); }

  /// Appends one character; a full string stays as it is (callers size their strings so it never is).
  constexpr void push_back(char c) noexcept {
    if (size_ < Capacity) {
      data_[size_++] = c;
      data_[size_] = '\0';
    }
  }
  /// Appends the characters of `s` while there is room (callers size their strings so there always is).
  constexpr void append(std::string_view s) noexcept {
    for (char c : s) push_back(c);
  }

  /// The same characters.
  friend constexpr bool operator==(const fixed_string& a, const fixed_string& b) noexcept {
    return a.view() == b.view();
  }
  /// The same characters as `b`.
  friend constexpr bool operator==(const fixed_string& a, std::string_view b) noexcept { return a.view() == b; }
  /// The same characters as `a`.
  friend constexpr bool operator==(std::string_view a, const fixed_string& b) noexcept { return a == b.view(); }
  /// Other characters.
  friend constexpr bool operator!=(const fixed_string& a, const fixed_string& b) noexcept { return !(a == b); }
  /// Other characters than `b`.
  friend constexpr bool operator!=(const fixed_string& a, std::string_view b) noexcept { return !(a == b); }
  /// Other characters than `a`.
  friend constexpr bool operator!=(std::string_view a, const fixed_string& b) noexcept { return !(a == b); }

  /// Streams into any std::ostream without this header including `<ostream>`.
  template <class Stream>
  friend auto operator<<(Stream& out, const fixed_string& s) -> decltype(out << std::string_view{}) {
    return out << s.view();
  }

 private:
  friend struct detail::fixed_string_writer;  // serialize writes the characters in place
  char data_[Capacity + 1]{};
  std::size_t size_ = 0;
};

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_FIXED_STRING_HPP
// fen/detail/vocabulary.hpp: color, piece_type, piece, square, castling_side, castling_rights.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VOCABULARY_HPP
#define FEN_DETAIL_VOCABULARY_HPP

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Vocabulary: color, piece type, piece, square, castling rights
// =============================================================================================

// Values outside the enumerators. The enums below are bytes, and a cast can give one any value:
// every function of fen's takes any value and treats it as documented here, never reading past
// an array. A `color` other than white counts as black; a `castling_side` other than king_side
// counts as queen_side; a `piece_type` above king counts as `piece_type::none`.

/// The two sides. (Any other value counts as black.)
enum class color : std::uint8_t { white = 0, black = 1 };

namespace detail {
// 0 for White, 1 for Black (or any other value): the index of a color in a table.
[[nodiscard]] constexpr unsigned color_index(color c) noexcept { return c == color::white ? 0u : 1u; }
}  // namespace detail

/// The other side.
[[nodiscard]] constexpr color opposite(color c) noexcept { return c == color::white ? color::black : color::white; }

/// "white" or "black".
[[nodiscard]] constexpr std::string_view name(color c) noexcept { return c == color::white ? "white" : "black"; }

/// The six kinds of chessmen, and `none`: the type of no piece (`fen::piece{}.type()`). Any value
/// above `none` counts as `none`.
enum class piece_type : std::uint8_t { pawn = 0, knight = 1, bishop = 2, rook = 3, queen = 4, king = 5, none = 6 };

namespace detail {
// 0-5 for pawn..king, 6 for none or any value out of range: the index of a type in a table.
[[nodiscard]] constexpr unsigned type_index(piece_type t) noexcept {
  return static_cast<unsigned>(t) < 6u ? static_cast<unsigned>(t) : 6u;
}
}  // namespace detail

/// "pawn", "knight", "bishop", "rook", "queen", "king", or "none" (for `none` and any value out of
/// range).
[[nodiscard]] constexpr std::string_view name(piece_type t) noexcept {
  switch (t) {
    case piece_type::pawn: return "pawn";
    case piece_type::knight: return "knight";
    case piece_type::bishop: return "bishop";
    case piece_type::rook: return "rook";
    case piece_type::queen: return "queen";
    case piece_type::king: return "king";
    case piece_type::none: break;
  }
  return "none";
}

namespace detail {
// Index = piece code (see `piece`), value = the FEN letter; '.' for no piece.
inline constexpr char piece_letters[17] = ".PNBRQK??pnbrqk?";
// Index = piece code, value = its type: none for no piece and for the codes no piece has.
inline constexpr piece_type piece_types[16] = {
    piece_type::none, piece_type::pawn,  piece_type::knight, piece_type::bishop, piece_type::rook,   piece_type::queen,
    piece_type::king, piece_type::none,  piece_type::none,   piece_type::pawn,   piece_type::knight, piece_type::bishop,
    piece_type::rook, piece_type::queen, piece_type::king,   piece_type::none};
}  // namespace detail

namespace detail {
struct piece_bytes;
}  // namespace detail

/// A chessman of one color and one type, or no piece at all. One byte; default-constructed empty.
///
///     fen::piece p{fen::color::black, fen::piece_type::knight};   // p.to_char() == 'n'
///
/// The invariant: a piece is no piece (code 0) or one of the twelve chessmen (codes 1-6 and 9-14,
/// see `code()`); the constructors make nothing else. No piece has `type()` `piece_type::none`
/// and `color()` white, so test `is_none()` before asking its color. A byte copied in from
/// elsewhere (memcpy) is read by its low four bits where it is looked up (`code()`, `type()`,
/// `color()`, `to_char()`; codes 7, 8 and 15, which no piece has, read as type none and write `?`)
/// and compared whole by `==` and `is_none()`.
class piece {
 public:
  /// No piece, when value-initialized (`fen::piece{}`); like an int, `fen::piece p;` is uninitialized.
  /// (Trivial on purpose: g++ 12 cannot copy arrays of classes with a non-trivial default
  /// constructor in constant expressions.)
  piece() noexcept = default;
  /// The piece of color `c` and type `t`; no piece when `t` is `piece_type::none` (or above it).
  constexpr piece(fen::color c, fen::piece_type t) noexcept
      : code_(static_cast<std::uint8_t>(
            detail::type_index(t) < 6u ? (detail::color_index(c) << 3) | (detail::type_index(t) + 1u) : 0u)) {}

  /// True for "no piece".
  [[nodiscard]] constexpr bool is_none() const noexcept { return code_ == 0; }
  /// True when there is a piece.
  constexpr explicit operator bool() const noexcept { return code_ != 0; }
  /// Its color; white for no piece.
  [[nodiscard]] constexpr fen::color color() const noexcept { return static_cast<fen::color>((code_ >> 3) & 1u); }
  /// Its type; `piece_type::none` for no piece.
  [[nodiscard]] constexpr fen::piece_type type() const noexcept { return detail::piece_types[code_ & 15u]; }
  /// The FEN letter: `PNBRQK` for White, `pnbrqk` for Black, `.` for no piece.
  [[nodiscard]] constexpr char to_char() const noexcept { return detail::piece_letters[code_ & 15u]; }
  /// The piece a FEN letter stands for, or nothing for any other character.
  [[nodiscard]] static constexpr std::optional<piece> from_char(char c) noexcept;
  /// A small number for table look-ups: 0 for no piece, 1-6 White pawn..king, 9-14 Black: the
  /// type plus one in bits 0-2, the color in bit 3.
  [[nodiscard]] constexpr unsigned code() const noexcept { return code_ & 15u; }

  /// The same piece (or both no piece).
  friend constexpr bool operator==(piece a, piece b) noexcept { return a.code_ == b.code_; }
  /// Different pieces.
  friend constexpr bool operator!=(piece a, piece b) noexcept { return a.code_ != b.code_; }

 private:
  friend struct detail::piece_bytes;  // reads eight squares' bytes at once
  std::uint8_t code_;
};

namespace detail {
struct piece_bytes {
  // The byte itself, not `code()`: a rank's eight are read with one load and masked once.
  [[nodiscard]] static constexpr std::uint8_t raw(piece q) noexcept { return q.code_; }
};
}  // namespace detail

constexpr std::optional<piece> piece::from_char(char c) noexcept {
  for (unsigned code = 1; code < 15; ++code) {
    if (detail::piece_letters[code] == c && c != '?') {
      piece p{};
      p.code_ = static_cast<std::uint8_t>(code);
      return p;
    }
  }
  return std::nullopt;
}

/// Named pieces: `fen::pieces::white_king`, `fen::pieces::black_pawn`, ...
namespace pieces {
/// The piece its name says; `none` is no piece (an empty square).
/// @{
inline constexpr piece none{};
inline constexpr piece white_pawn{color::white, piece_type::pawn};
inline constexpr piece white_knight{color::white, piece_type::knight};
inline constexpr piece white_bishop{color::white, piece_type::bishop};
inline constexpr piece white_rook{color::white, piece_type::rook};
inline constexpr piece white_queen{color::white, piece_type::queen};
inline constexpr piece white_king{color::white, piece_type::king};
inline constexpr piece black_pawn{color::black, piece_type::pawn};
inline constexpr piece black_knight{color::black, piece_type::knight};
inline constexpr piece black_bishop{color::black, piece_type::bishop};
inline constexpr piece black_rook{color::black, piece_type::rook};
inline constexpr piece black_queen{color::black, piece_type::queen};
inline constexpr piece black_king{color::black, piece_type::king};
/// @}
}  // namespace pieces

namespace detail {
inline constexpr char square_names[129] =
    "a1b1c1d1e1f1g1h1a2b2c2d2e2f2g2h2a3b3c3d3e3f3g3h3a4b4c4d4e4f4g4h4"
    "a5b5c5d5e5f5g5h5a6b6c6d6e6f6g6h6a7b7c7d7e7f7g7h7a8b8c8d8e8f8g8h8";
}  // namespace detail

namespace detail {
// Not constexpr on purpose: reached in a constant expression, it stops the compiler there.
inline void square_coordinates_out_of_range() noexcept {}
}  // namespace detail

/// A set of squares, 64 bits: bit i stands for the square with index i (a1 = bit 0, h8 = bit 63).
/// See "Bitboards" below for a position's sets and the squares of a set.
using bitboard = std::uint64_t;

/// One of the 64 squares: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.
/// Files and ranks count from 0: file 0 is the a-file, rank 0 is the first rank.
///
/// Stepping from a square cannot leave the board unnoticed: `offset` and `from_coords` give no
/// square for a file or rank outside 0-7.
///
///     fen::squares::h1.offset(1, 0)    // nothing: there is no file right of h
///     fen::squares::e2.offset(0, 2)    // e4
class square {
 public:
  /// a1 when value-initialized (`fen::square{}`); trivial like `fen::piece`'s.
  square() noexcept = default;
  /// The square on `file` and `rank`, both 0-7. For coordinates that may be off the board, use
  /// `from_coords` or `offset`: here, a file or rank outside 0-7 does not compile in a constant
  /// expression, and at run time is taken modulo 8 (so that the square is always one of the 64).
  constexpr square(int file, int rank) noexcept : index_(static_cast<std::uint8_t>(((rank & 7) << 3) | (file & 7))) {
    if (((file | rank) & ~7) != 0 && detail::is_constant_evaluated()) detail::square_coordinates_out_of_range();
  }
  /// The square with this index, 0-63 (another index is taken modulo 64).
  [[nodiscard]] static constexpr square from_index(int index) noexcept { return square(index & 7, (index >> 3) & 7); }
  /// The square on `file` and `rank`, or nothing when either is outside 0-7.
  [[nodiscard]] static constexpr std::optional<square> from_coords(int file, int rank) noexcept {
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return std::nullopt;
    return square(file, rank);
  }
  /// The square a name such as "e3" stands for (lower-case file, then rank), or nothing.
  [[nodiscard]] static constexpr std::optional<square> from_name(std::string_view name) noexcept {
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8') return std::nullopt;
    return square(name[0] - 'a', name[1] - '1');
  }

  /// 0 (a1) to 63 (h8).
  /// (A byte copied in from elsewhere is read modulo 64, like `from_index`.)
  [[nodiscard]] constexpr int index() const noexcept { return index_ & 63; }
  /// 0 (the a-file) to 7 (the h-file).
  [[nodiscard]] constexpr int file() const noexcept { return index_ & 7; }
  /// 0 (the first rank) to 7 (the eighth).
  [[nodiscard]] constexpr int rank() const noexcept { return (index_ >> 3) & 7; }
  /// "a1" ... "h8".
  [[nodiscard]] constexpr std::string_view name() const noexcept { return {detail::square_names + 2 * index(), 2}; }
  /// The square `files` to the right (towards h) and `ranks` up (towards the eighth rank), or
  /// nothing when that is off the board.
  [[nodiscard]] constexpr std::optional<square> offset(int files, int ranks) const noexcept {
    return from_coords(file() + files, rank() + ranks);
  }
  /// The set holding this square alone.
  [[nodiscard]] constexpr bitboard bit() const noexcept { return bitboard{1} << index_; }

  /// The same square.
  friend constexpr bool operator==(square a, square b) noexcept { return a.index_ == b.index_; }
  /// Different squares.
  friend constexpr bool operator!=(square a, square b) noexcept { return a.index_ != b.index_; }
  /// Ordered by index: a1 < b1 < ... < h1 < a2 < ... < h8.
  friend constexpr bool operator<(square a, square b) noexcept { return a.index_ < b.index_; }
  /// Not after `b` in index order.
  friend constexpr bool operator<=(square a, square b) noexcept { return a.index_ <= b.index_; }
  /// After `b` in index order.
  friend constexpr bool operator>(square a, square b) noexcept { return a.index_ > b.index_; }
  /// Not before `b` in index order.
  friend constexpr bool operator>=(square a, square b) noexcept { return a.index_ >= b.index_; }

 private:
  std::uint8_t index_;
};

/// Named squares: `fen::squares::e4`.
namespace squares {
/// The square its name says: file letter, then rank digit.
/// @{
// clang-format off
inline constexpr square a1{0, 0}, b1{1, 0}, c1{2, 0}, d1{3, 0}, e1{4, 0}, f1{5, 0}, g1{6, 0}, h1{7, 0};
inline constexpr square a2{0, 1}, b2{1, 1}, c2{2, 1}, d2{3, 1}, e2{4, 1}, f2{5, 1}, g2{6, 1}, h2{7, 1};
inline constexpr square a3{0, 2}, b3{1, 2}, c3{2, 2}, d3{3, 2}, e3{4, 2}, f3{5, 2}, g3{6, 2}, h3{7, 2};
inline constexpr square a4{0, 3}, b4{1, 3}, c4{2, 3}, d4{3, 3}, e4{4, 3}, f4{5, 3}, g4{6, 3}, h4{7, 3};
inline constexpr square a5{0, 4}, b5{1, 4}, c5{2, 4}, d5{3, 4}, e5{4, 4}, f5{5, 4}, g5{6, 4}, h5{7, 4};
inline constexpr square a6{0, 5}, b6{1, 5}, c6{2, 5}, d6{3, 5}, e6{4, 5}, f6{5, 5}, g6{6, 5}, h6{7, 5};
inline constexpr square a7{0, 6}, b7{1, 6}, c7{2, 6}, d7{3, 6}, e7{4, 6}, f7{5, 6}, g7{6, 6}, h7{7, 6};
inline constexpr square a8{0, 7}, b8{1, 7}, c8{2, 7}, d8{3, 7}, e8{4, 7}, f8{5, 7}, g8{6, 7}, h8{7, 7};
// clang-format on
/// @}

}  // namespace squares

/// All 64 squares in index order, a1, b1, ..., h1, a2, ..., h8: `for (fen::square s : fen::all_squares)`.
/// (Beside `fen::squares`, not in it, so that `using namespace fen::squares;` brings in the 64 names only.)
inline constexpr std::array<square, 64> all_squares = [] {
  std::array<square, 64> squares{};
  for (int i = 0; i < 64; ++i) squares[static_cast<std::size_t>(i)] = square::from_index(i);
  return squares;
}();

/// The two sides of the king a rook may castle from.
enum class castling_side : std::uint8_t { king_side = 0, queen_side = 1 };

/// Who may still castle, and with which rook: for each color and side, the file (0-7) of the rook
/// that keeps the right, or none. Standard chess uses files a (0) and h (7); Chess960 any file.
/// Rights, not possibilities: a right says nothing about whether castling is possible right now.
class castling_rights {
 public:
  /// No rights at all (`-`).
  constexpr castling_rights() noexcept = default;
  /// All four standard rights (`KQkq`): rooks on the a- and h-files.
  [[nodiscard]] static constexpr castling_rights standard() noexcept {
    castling_rights r;
    r.set(color::white, castling_side::king_side, 7);
    r.set(color::white, castling_side::queen_side, 0);
    r.set(color::black, castling_side::king_side, 7);
    r.set(color::black, castling_side::queen_side, 0);
    return r;
  }

  /// True when `c` may still castle on side `s`.
  [[nodiscard]] constexpr bool has(color c, castling_side s) const noexcept { return files_[slot(c, s)] != no_file; }
  /// The file of the rook that keeps this right, or nothing.
  [[nodiscard]] constexpr std::optional<int> rook_file(color c, castling_side s) const noexcept {
    if (!has(c, s)) return std::nullopt;
    return static_cast<int>(files_[slot(c, s)]);
  }
  /// Grants the right to castle with the rook on `file` (0-7).
  constexpr void set(color c, castling_side s, int file) noexcept {
    files_[slot(c, s)] = static_cast<std::uint8_t>(file & 7);
  }
  /// Takes away `c`'s right to castle on side `s`.
  constexpr void clear(color c, castling_side s) noexcept { files_[slot(c, s)] = no_file; }
  /// Takes away both of `c`'s rights.
  constexpr void clear(color c) noexcept {
    clear(c, castling_side::king_side);
    clear(c, castling_side::queen_side);
  }
  /// True when nobody may castle.
  [[nodiscard]] constexpr bool empty() const noexcept {
    return files_[0] == no_file && files_[1] == no_file && files_[2] == no_file && files_[3] == no_file;
  }

  /// The same rights, with the same rook files.
  friend constexpr bool operator==(const castling_rights& a, const castling_rights& b) noexcept {
    return a.files_[0] == b.files_[0] && a.files_[1] == b.files_[1] && a.files_[2] == b.files_[2] &&
           a.files_[3] == b.files_[3];
  }
  /// Other rights or other rook files.
  friend constexpr bool operator!=(const castling_rights& a, const castling_rights& b) noexcept { return !(a == b); }

 private:
  static constexpr std::uint8_t no_file = 0xFF;
  [[nodiscard]] static constexpr std::size_t slot(color c, castling_side s) noexcept {
    return detail::color_index(c) * 2u + (s == castling_side::king_side ? 0u : 1u);
  }
  std::array<std::uint8_t, 4> files_{{no_file, no_file, no_file, no_file}};
};
/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VOCABULARY_HPP
// fen/detail/variants.hpp: pockets, remaining_checks, variant, castling_rules and rules: which game a position belongs
// to.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VARIANTS_HPP
#define FEN_DETAIL_VARIANTS_HPP

namespace fen {
/// \addtogroup position
/// @{

/// Crazyhouse: the pieces each side holds in hand, ready to be dropped on the board (a captured
/// piece changes sides and goes to its captor's pocket). A count for each color and piece type.
///
///     fen::pockets hand;
///     hand.add(fen::pieces::white_queen);   // written [Q]
class pockets {
 public:
  /// Empty pockets (`[]`).
  constexpr pockets() noexcept = default;

  /// How many pieces of type `t` `c` holds (0 for `piece_type::none`).
  [[nodiscard]] constexpr int count(color c, piece_type t) const noexcept {
    return detail::type_index(t) < 6u ? counts_[slot(c, t)] : 0;
  }
  /// The most pieces the pockets hold in all (what `parse` reads and `serialize` has room for).
  [[nodiscard]] static constexpr int capacity() noexcept { return 64; }
  /// Sets how many pieces of type `t` `c` holds: at least 0, and at most what keeps the pockets
  /// within `capacity()` (a larger count is cut to that). `piece_type::none`: nothing changes.
  constexpr void set(color c, piece_type t, int n) noexcept {
    if (detail::type_index(t) >= 6u) return;
    const std::size_t i = slot(c, t);
    const int room = capacity() - (total() - counts_[i]);
    counts_[i] = static_cast<std::uint8_t>(n < 0 ? 0 : n > room ? room : n);
  }
  /// One more `p` in its color's pocket (none, or full pockets: nothing changes).
  constexpr void add(piece p) noexcept {
    if (p.type() == piece_type::none || total() >= capacity()) return;
    ++counts_[slot(p.color(), p.type())];
  }
  /// How many pieces `c` holds in all.
  [[nodiscard]] constexpr int total(color c) const noexcept {
    int n = 0;
    for (std::size_t i = 0; i < 6; ++i) n += counts_[slot(c, piece_type::pawn) + i];
    return n;
  }
  /// How many pieces both sides hold.
  [[nodiscard]] constexpr int total() const noexcept {
    int n = 0;
    for (const std::uint8_t k : counts_) n += k;
    return n;
  }
  /// True when neither side holds anything.
  [[nodiscard]] constexpr bool empty() const noexcept { return total() == 0; }

  /// The same count of every piece in hand.
  friend constexpr bool operator==(const pockets& a, const pockets& b) noexcept {
    for (std::size_t i = 0; i < 12; ++i)
      if (a.counts_[i] != b.counts_[i]) return false;
    return true;
  }
  /// Some count different.
  friend constexpr bool operator!=(const pockets& a, const pockets& b) noexcept { return !(a == b); }

 private:
  [[nodiscard]] static constexpr std::size_t slot(color c, piece_type t) noexcept {
    return detail::color_index(c) * 6u + detail::type_index(t);  // callers keep t below none
  }
  std::array<std::uint8_t, 12> counts_{};
};

/// Three-check: how many more checks each side must give to win, 3 each at the start. FEN writes
/// them two ways (see `check_notation`): remaining, `3+3` before the counters, or given, `+0+0`
/// after them.
struct remaining_checks {
  /// The checks White still has to give (0-3).
  std::uint8_t white = 3;
  /// The checks Black still has to give (0-3).
  std::uint8_t black = 3;

  /// The checks `c` still has to give.
  [[nodiscard]] constexpr int of(color c) const noexcept { return c == color::white ? white : black; }

  /// The same counts for both sides.
  friend constexpr bool operator==(const remaining_checks& a, const remaining_checks& b) noexcept {
    return a.white == b.white && a.black == b.black;
  }
  /// Some count different.
  friend constexpr bool operator!=(const remaining_checks& a, const remaining_checks& b) noexcept { return !(a == b); }
};

// =============================================================================================
// Rules
//
// Which game a position belongs to. The notation layer needs it where a variant writes FEN its
// own way (crazyhouse pockets, three-check counters); fen/validate.hpp judges a position by it.
// =============================================================================================

/// The chess variants that travel as FEN. Standard chess is the default everywhere.
enum class variant : std::uint8_t {
  standard = 0,          ///< chess as FIDE plays it
  crazyhouse = 1,        ///< captured pieces go to the captor's pocket and may be dropped (`[QRbn]`, `Q~`)
  three_check = 2,       ///< three checks win (`3+3` or `+0+0`)
  antichess = 3,         ///< captures are compulsory and losing every piece wins; no castling (lichess)
  atomic = 4,            ///< a capture explodes the pieces around it
  king_of_the_hill = 5,  ///< a king on d4, e4, d5 or e5 wins
  racing_kings = 6,      ///< no checks; the first king on rank 8 wins
  horde = 7,             ///< 36 white pawns and pieces, without a king, against a standard black army
  giveaway = 8,          ///< antichess with castling, as python-chess plays it
};

/// Where a variant's kings stand.
enum class king_rule : std::uint8_t {
  one_each,    ///< exactly one king a side (in atomic the side to move may have lost its in an explosion)
  any_number,  ///< kings are ordinary pieces: none, one or several (antichess, giveaway)
  black_only,  ///< White has no king, Black one (horde)
};

/// Which counts of material a variant's positions are held to.
enum class material_rule : std::uint8_t {
  per_side,       ///< at most 8 pawns and 16 pieces a side, no more promoted pieces than missing pawns
  kings_promote,  ///< the same, with a pawn that may promote to a king too (antichess, giveaway)
  horde,          ///< the same for Black; White's horde up to 36 pawns (horde)
  pockets,        ///< both sides together, pockets included (crazyhouse)
  race,           ///< no pawns, and no more pieces than the race starts with (racing kings)
};

/// What fen knows of a variant: its names, its notation, and what `validate` judges. One row per
/// variant (`traits(v)`); every place that treats variants apart asks it.
struct variant_traits {
  std::string_view name;                    ///< the stable snake_case name: "three_check"
  std::string_view words;                   ///< as messages name it: "three-check", "standard chess"
  std::array<std::string_view, 2> aliases;  ///< other programs' names ("zh", "3check"), or empty
  bool pockets;                             ///< the placement has pockets and `~` marks (crazyhouse)
  bool checks;                              ///< a checks field, `3+3` or `+0+0` (three-check)
  bool castling;                            ///< castling rights exist (not in antichess, racing kings)
  king_rule kings;                          ///< how many kings a side has
  material_rule material;                   ///< which material counts hold
  bool judges_checks;                       ///< a check is judged as in chess (opponent in check, checkers)
  bool explosions;                          ///< a capture explodes what stands around it (atomic)
  bool white_pawns_on_first_rank;           ///< White's pawns may stand on rank 1 (horde)
};

/// The traits of variant `v`; a value outside the enumeration gets a row named "unknown".
[[nodiscard]] constexpr variant_traits traits(variant v) noexcept {
  using k = king_rule;
  using m = material_rule;
  // The names are `sv` literals: a std::string_view made from a plain literal counts its characters,
  // which a compiler evaluating a constant expression does one call at a time, and last_variant and
  // variant_table evaluate this function for every variant in every file that includes fen. (The
  // same for the names of error_code and problem_code: with plain literals, a file that parses one
  // FEN and includes fen/validate.hpp cost clang 14 100 M more instructions; callgrind, 2026-12.)
  using namespace std::string_view_literals;
  // name, words, aliases, pockets, checks, castling, kings, material, judges checks, explosions,
  // White's pawns on rank 1.
  switch (v) {
    case variant::standard:
      return {"standard"sv, "standard chess"sv, {"chess"sv, ""sv}, false, false,
              true,         k::one_each,        m::per_side,       true,  false,
              false};
    case variant::crazyhouse:
      return {"crazyhouse"sv, "crazyhouse"sv, {"zh"sv, ""sv}, true,  false, true,
              k::one_each,    m::pockets,     true,           false, false};
    case variant::three_check:
      return {"three_check"sv,
              "three-check"sv,
              {"3check"sv, "threecheck"sv},
              false,
              true,
              true,
              k::one_each,
              m::per_side,
              true,
              false,
              false};
    case variant::antichess:
      return {"antichess"sv, "antichess"sv,    {""sv, ""sv}, false, false, false,
              k::any_number, m::kings_promote, false,        false, false};
    case variant::atomic:
      return {"atomic"sv, "atomic"sv, {""sv, ""sv}, false, false, true, k::one_each, m::per_side, true, true, false};
    case variant::king_of_the_hill:
      return {"king_of_the_hill"sv,
              "king of the hill"sv,
              {"koth"sv, "kingofthehill"sv},
              false,
              false,
              true,
              k::one_each,
              m::per_side,
              true,
              false,
              false};
    case variant::racing_kings:
      return {"racing_kings"sv,
              "racing kings"sv,
              {"racingkings"sv, ""sv},
              false,
              false,
              false,
              k::one_each,
              m::race,
              false,
              false,
              false};
    case variant::horde:
      return {"horde"sv, "horde"sv, {""sv, ""sv}, false, false, true, k::black_only, m::horde, true, false, true};
    case variant::giveaway:
      return {"giveaway"sv, "giveaway"sv,  {"suicide"sv, ""sv}, false, false,
              true,         k::any_number, m::kings_promote,    false, false,
              false};
  }
  return {"unknown"sv, "this variant"sv, {""sv, ""sv}, false, false, true,
          k::one_each, m::per_side,      true,         false, false};
}

/// The stable snake_case name of a variant: "standard", "crazyhouse", "three_check", ...
[[nodiscard]] constexpr std::string_view name(variant v) noexcept { return traits(v).name; }

namespace detail {
// The last variant: the one before the first value without a name, so that a new enumerator is in
// every loop over the variants (variant_from_name, the tests' rule sets, the tool's help) at once.
[[nodiscard]] constexpr variant find_last_variant() noexcept {
  using namespace std::string_view_literals;
  unsigned v = 0;
  while (traits(static_cast<variant>(v + 1)).name != "unknown"sv) ++v;
  return static_cast<variant>(v);
}
}  // namespace detail

/// The last enumerator of `variant`: loops over every variant run from `variant::standard` to it.
inline constexpr variant last_variant = detail::find_last_variant();
/// How many variants there are.
inline constexpr std::size_t variant_count = static_cast<std::size_t>(last_variant) + 1;

namespace detail {
// traits() as a table, made once at compile time: what the library asks at run time, where a
// switch that builds the row would cost parse a tenth of its instructions. (A plain array, not a
// std::array: one class template fewer for every file to instantiate, and no operator[] to inline.)
struct variant_rows {
  variant_traits row[variant_count + 1];
};
[[nodiscard]] constexpr variant_rows make_variant_table() noexcept {
  variant_rows table{};
  for (std::size_t v = 0; v <= variant_count; ++v) table.row[v] = traits(static_cast<variant>(v));
  return table;
}
inline constexpr variant_rows variant_table = make_variant_table();
// The row of `v` (the last row, "unknown", for a value outside the enumeration).
[[nodiscard]] constexpr const variant_traits& traits_of(variant v) noexcept {
  const auto i = static_cast<std::size_t>(v);
  return variant_table.row[i < variant_count ? i : variant_count];
}
}  // namespace detail

namespace detail {
// Lower case, with '-' and ' ' read as '_': "Three-Check" and "three check" are "three_check".
[[nodiscard]] constexpr bool same_variant_name(std::string_view text, std::string_view name) noexcept {
  if (text.size() != name.size()) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
    if (c == '-' || c == ' ') c = '_';
    if (c != name[i]) return false;
  }
  return true;
}
}  // namespace detail

/// The variant a name stands for: `name(v)` in any case, with `-` or a space for `_`, and the names
/// other programs use (`traits(v).aliases`): "chess" (standard), "zh" (crazyhouse), "3check" and
/// "threecheck", "suicide" (giveaway), "koth" and "kingofthehill", "racingkings". Nothing for any
/// other text.
[[nodiscard]] constexpr std::optional<variant> variant_from_name(std::string_view text) noexcept {
  for (unsigned v = 0; v < variant_count; ++v)
    if (detail::same_variant_name(text, name(static_cast<variant>(v)))) return static_cast<variant>(v);
  for (unsigned v = 0; v < variant_count; ++v)
    for (const std::string_view alias : traits(static_cast<variant>(v)).aliases)
      if (!alias.empty() && detail::same_variant_name(text, alias)) return static_cast<variant>(v);
  return std::nullopt;
}

/// Where a castling rook and king may stand.
///  - standard: the king on e1/e8 and the rook in its a- or h-file corner.
///  - chess960: the king anywhere between its rooks on the back rank (Fischer random chess).
enum class castling_rules : std::uint8_t { standard = 0, chess960 = 1 };

/// How a `castling_rules` is named: "standard", "chess960".
[[nodiscard]] constexpr std::string_view name(castling_rules c) noexcept {
  switch (c) {
    case castling_rules::standard: return "standard";
    case castling_rules::chess960: return "chess960";
  }
  return "unknown";
}

/// The rules a position is read and judged by: a variant and its castling. Taken by `parse` (for a
/// variant's notation), `validate` and every helper that depends on the rules. The default is
/// standard chess; Chess960 is `fen::rules::chess960()`, a variant's Chess960 form (atomic960)
/// `{fen::variant::atomic, fen::castling_rules::chess960}`.
struct rules {
  /// The game: standard chess (the default) or a variant.
  fen::variant variant = fen::variant::standard;
  /// How castling works: standard (the default) or Chess960.
  fen::castling_rules castling = fen::castling_rules::standard;

  constexpr rules() noexcept = default;
  /// Variant `v` with castling `c` (standard unless given).
  constexpr rules(fen::variant v, fen::castling_rules c = fen::castling_rules::standard) noexcept
      : variant(v), castling(c) {}
  /// Fischer random chess: standard chess with Chess960 castling.
  [[nodiscard]] static constexpr rules chess960() noexcept {
    return {fen::variant::standard, fen::castling_rules::chess960};
  }

  /// The same variant and the same castling.
  friend constexpr bool operator==(const rules& a, const rules& b) noexcept {
    return a.variant == b.variant && a.castling == b.castling;
  }
  /// Another variant or another castling.
  friend constexpr bool operator!=(const rules& a, const rules& b) noexcept { return !(a == b); }
};

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VARIANTS_HPP
// fen/detail/position.hpp: position, start_position, start_fen, en_passant_capture_pseudo_legal.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_POSITION_HPP
#define FEN_DETAIL_POSITION_HPP

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Position
// =============================================================================================

/// A chess position as FEN writes it. A plain aggregate with no hidden state: change any member
/// freely. Not necessarily legal: `fen::validate` (fen/validate.hpp) says whether it is.
struct position {
  /// What stands on each square, indexed by `square::index()` (a1 = 0 ... h8 = 63).
  std::array<piece, 64> board{};
  /// Whose move it is.
  color side_to_move = color::white;
  /// Who may still castle, and with which rook.
  castling_rights castling{};
  /// The square behind a pawn that has just moved two squares, if the FEN names one.
  std::optional<square> en_passant{};
  /// Half-moves since the last capture or pawn move (the 50-move rule).
  std::uint32_t halfmove_clock = 0;
  /// Starts at 1 and grows after each Black move.
  std::uint32_t fullmove_number = 1;
  /// Crazyhouse: the pieces in hand (`[QRbn]`); nothing for a rule set without pockets.
  std::optional<fen::pockets> pockets{};
  /// Three-check: the checks each side still has to give (`3+3`); nothing for other rule sets.
  std::optional<fen::remaining_checks> checks{};
  /// Crazyhouse: the squares whose piece is a promoted pawn (`Q~`), as a set: bit i is the square
  /// with index i. Such a piece goes back to the pocket as a pawn when captured.
  std::uint64_t promoted = 0;

  /// What stands on `s`.
  [[nodiscard]] constexpr piece at(square s) const noexcept { return board[static_cast<std::size_t>(s.index())]; }
  /// Puts `p` on `s` (fen::pieces::none empties it).
  constexpr void put(square s, piece p) noexcept { board[static_cast<std::size_t>(s.index())] = p; }

  /// Every field the same.
  friend constexpr bool operator==(const position& a, const position& b) noexcept {
    for (std::size_t i = 0; i < 64; ++i)
      if (a.board[i] != b.board[i]) return false;
    return a.side_to_move == b.side_to_move && a.castling == b.castling && a.en_passant == b.en_passant &&
           a.halfmove_clock == b.halfmove_clock && a.fullmove_number == b.fullmove_number && a.pockets == b.pockets &&
           a.promoted == b.promoted && a.checks == b.checks;
  }
  /// Some field different.
  friend constexpr bool operator!=(const position& a, const position& b) noexcept { return !(a == b); }
};

namespace detail {
[[nodiscard]] constexpr position make_start_position() noexcept {
  constexpr piece_type back_rank[8] = {piece_type::rook, piece_type::knight, piece_type::bishop, piece_type::queen,
                                       piece_type::king, piece_type::bishop, piece_type::knight, piece_type::rook};
  position p{};
  for (int file = 0; file < 8; ++file) {
    p.put(square(file, 0), piece(color::white, back_rank[file]));
    p.put(square(file, 1), piece(color::white, piece_type::pawn));
    p.put(square(file, 6), piece(color::black, piece_type::pawn));
    p.put(square(file, 7), piece(color::black, back_rank[file]));
  }
  p.castling = castling_rights::standard();
  return p;
}
}  // namespace detail

/// The position before the first move.
inline constexpr position start_position = detail::make_start_position();
/// A board with nothing on it, White to move, no castling, no en passant, counters 0 and 1.
inline constexpr position empty_board{};
namespace detail {
// A blank position (`position{}`), made the cheap way at run time. g++ (generic tuning) fills an
// object of more than 80 bytes with zeros by `rep stosq`, whose start-up costs a parse about 8 ns
// (a sixth of it); copying a blank position from memory the compiler cannot see into is a few
// vector moves. A constant expression, and a compiler that cannot tell, make it directly.
// (Measured again 2026-12, g++ 12 -O2: a lenient parse 42 ns with it, 63 ns without.)
inline constexpr position blank_position_storage{};
inline const position* volatile blank_position_address = &blank_position_storage;
[[nodiscard]] constexpr position blank_position() noexcept {
  if (is_constant_evaluated()) return position{};
  return *blank_position_address;
}
}  // namespace detail

/// The FEN of `start_position`.
inline constexpr std::string_view start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Whether a pawn of the side to move stands ready to capture en passant, legal or not: `p` names
/// an en passant square on the rank a double push leaves it (the sixth with White to move, the
/// third with Black), and a pawn of the side to move stands beside that file on the rank in front
/// of it (the fifth, the fourth). Whether the capture is legal (a pin, a check) is not asked: that
/// is `fen::en_passant_capture_legal`, in fen/validate.hpp. This is X-FEN's rule for writing the
/// square, what Stockfish 15 writes, and the rule of the Polyglot key's en passant number.
///
///     fen::en_passant_capture_pseudo_legal("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"_fen)   // true
[[nodiscard]] constexpr bool en_passant_capture_pseudo_legal(const position& p) noexcept {
  if (!p.en_passant) return false;
  const bool white = p.side_to_move == color::white;
  if (p.en_passant->rank() != (white ? 5 : 2)) return false;
  const int file = p.en_passant->file();
  const int rank = white ? 4 : 3;
  const piece pawn(p.side_to_move, piece_type::pawn);
  return (file > 0 && p.at(square(file - 1, rank)) == pawn) || (file < 7 && p.at(square(file + 1, rank)) == pawn);
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_POSITION_HPP
// fen/detail/bitboards.hpp: bitboard, bitboards, to_bitboards, from_bitboards, squares_in.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_BITBOARDS_HPP
#define FEN_DETAIL_BITBOARDS_HPP

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Bitboards
//
// A position's board as sets of squares (`bitboard`, 64 bits, a1 = bit 0): one set per color and
// one per piece type, the form engines keep their boards in. `to_bitboards` makes them in one
// pass; `from_bitboards` makes a board from them; `squares_in` walks the squares of a set.
// =============================================================================================

namespace detail {
// The piece codes of eight squares (a rank), one per byte (`piece::code`: each byte's low four
// bits). Written so that compilers read them with one 64-bit load (g++ needs the pointer and the
// byte casts to see it), then masked once.
[[nodiscard]] constexpr bitboard rank_codes(const piece* q) noexcept {
  using b = piece_bytes;
  return (bitboard{b::raw(q[0])} | (bitboard{b::raw(q[1])} << 8) | (bitboard{b::raw(q[2])} << 16) |
          (bitboard{b::raw(q[3])} << 24) | (bitboard{b::raw(q[4])} << 32) | (bitboard{b::raw(q[5])} << 40) |
          (bitboard{b::raw(q[6])} << 48) | (bitboard{b::raw(q[7])} << 56)) &
         0x0F0F0F0F0F0F0F0Fu;
}
// Bit 0 of each of the eight bytes, gathered into the top byte (byte i -> bit 56 + i); the rest is
// left over from the multiplication.
[[nodiscard]] constexpr bitboard gather_low_bits(bitboard bytes) noexcept {
  return (bytes & 0x0101010101010101u) * 0x0102040810204080u;
}

// The index of the lowest / highest square in a non-empty set.
[[nodiscard]] constexpr int lowest_square(bitboard b) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(b);
#else
  int i = 0;
  while ((b & 1u) == 0) {
    b >>= 1;
    ++i;
  }
  return i;
#endif
}
[[nodiscard]] constexpr int highest_square(bitboard b) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return 63 - __builtin_clzll(b);
#else
  int i = 63;
  while ((b >> i) == 0) --i;
  return i;
#endif
}
[[nodiscard]] constexpr int count_squares(bitboard b) noexcept {
#if (defined(__GNUC__) || defined(__clang__)) && defined(__POPCNT__)
  return __builtin_popcountll(b);
#else
  b = b - ((b >> 1) & 0x5555555555555555u);
  b = (b & 0x3333333333333333u) + ((b >> 2) & 0x3333333333333333u);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
  return static_cast<int>((b * 0x0101010101010101u) >> 56);
#endif
}
}  // namespace detail

/// How many squares a set holds.
[[nodiscard]] constexpr int square_count(bitboard b) noexcept { return detail::count_squares(b); }

/// Whether a set holds square `s`.
[[nodiscard]] constexpr bool contains(bitboard b, square s) noexcept { return (b & s.bit()) != 0; }

/// The squares of a set, lowest index first (a1, b1, ..., h8), as a range for a range-for loop or
/// a standard algorithm: `for (fen::square s : fen::squares_in(sets.of(fen::pieces::white_rook)))`.
class square_range {
 public:
  /// Walks a set's squares: a forward iterator whose value is a `square`.
  class iterator {
   public:
    /// A forward iterator.
    using iterator_category = std::forward_iterator_tag;
    /// What it gives: a square.
    using value_type = square;
    /// The distance between two iterators.
    using difference_type = std::ptrdiff_t;
    /// For std::iterator_traits: a pointer to a square.
    using pointer = const square*;
    /// What `*it` gives: a square, by value.
    using reference = square;

    constexpr iterator() noexcept = default;
    /// At the lowest square of `rest`, the squares still to come.
    constexpr explicit iterator(bitboard rest) noexcept : rest_(rest) {}
    /// The square it stands on.
    [[nodiscard]] constexpr square operator*() const noexcept {
      return square::from_index(detail::lowest_square(rest_));
    }
    /// Moves to the next square.
    constexpr iterator& operator++() noexcept {
      rest_ &= rest_ - 1;
      return *this;
    }
    /// Moves to the next square, and returns where it was.
    constexpr iterator operator++(int) noexcept {
      iterator before = *this;
      ++*this;
      return before;
    }
    /// At the same place (in the same set).
    friend constexpr bool operator==(iterator a, iterator b) noexcept { return a.rest_ == b.rest_; }
    /// At another place.
    friend constexpr bool operator!=(iterator a, iterator b) noexcept { return a.rest_ != b.rest_; }

   private:
    bitboard rest_ = 0;  // the squares still to come
  };

  /// The squares of `set`.
  constexpr explicit square_range(bitboard set) noexcept : set_(set) {}
  /// The first square, the lowest.
  [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(set_); }
  /// Past the last square.
  [[nodiscard]] constexpr iterator end() const noexcept { return iterator(0); }
  /// How many squares there are.
  [[nodiscard]] constexpr int size() const noexcept { return square_count(set_); }
  /// True for the empty set.
  [[nodiscard]] constexpr bool empty() const noexcept { return set_ == 0; }

 private:
  bitboard set_;
};

/// The squares of `b`, lowest first.
[[nodiscard]] constexpr square_range squares_in(bitboard b) noexcept { return square_range(b); }

/// A board as bitboards: the squares of each color and of each piece type (of both colors).
/// A square of a piece is in exactly one color set and one type set; an empty square in none.
///
///     const fen::bitboards sets = fen::to_bitboards(p);
///     fen::bitboard white_pawns = sets.of(fen::pieces::white_pawn);
struct bitboards {
  /// Indexed by color: `colors[0]` White's pieces, `colors[1]` Black's.
  std::array<bitboard, 2> colors{};
  /// Indexed by piece type, pawn (0) to king (5): the squares of that type, both colors.
  std::array<bitboard, 6> types{};

  /// The squares of `c`'s pieces.
  [[nodiscard]] constexpr bitboard of(color c) const noexcept { return colors[detail::color_index(c)]; }
  /// The squares of pieces of type `t`, both colors; none for `piece_type::none`.
  [[nodiscard]] constexpr bitboard of(piece_type t) const noexcept {
    return detail::type_index(t) < 6u ? types[detail::type_index(t)] : 0;
  }
  /// The squares of `c`'s pieces of type `t`.
  [[nodiscard]] constexpr bitboard of(color c, piece_type t) const noexcept { return of(c) & of(t); }
  /// The squares of piece `q`; none for no piece.
  [[nodiscard]] constexpr bitboard of(piece q) const noexcept { return of(q.color(), q.type()); }
  /// Every square with a piece on it.
  [[nodiscard]] constexpr bitboard occupied() const noexcept { return colors[0] | colors[1]; }

  /// The same color and type sets.
  friend constexpr bool operator==(const bitboards& a, const bitboards& b) noexcept {
    for (std::size_t t = 0; t < 6; ++t)
      if (a.types[t] != b.types[t]) return false;
    return a.colors[0] == b.colors[0] && a.colors[1] == b.colors[1];
  }
  /// Some set different.
  friend constexpr bool operator!=(const bitboards& a, const bitboards& b) noexcept { return !(a == b); }
};

/// The board of `p` as bitboards (the rest of the position is not in them). One pass: each bit of
/// the piece codes (`piece::code`) becomes a plane, and the planes combine into the sets.
[[nodiscard]] constexpr bitboards to_bitboards(const position& p) noexcept {
  // Rank by rank from the first: each rank's bits enter at the top byte and move down a byte at
  // each step, so that after eight steps the first rank is the lowest byte.
  constexpr bitboard top = 0xFF00000000000000u;
  bitboard b0 = 0, b1 = 0, b2 = 0, b3 = 0;
  for (int rank = 0; rank < 8; ++rank) {
    const bitboard codes = detail::rank_codes(p.board.data() + 8 * rank);
    b0 = (b0 >> 8) | (detail::gather_low_bits(codes) & top);
    b1 = (b1 >> 8) | (detail::gather_low_bits(codes >> 1) & top);
    b2 = (b2 >> 8) | (detail::gather_low_bits(codes >> 2) & top);
    b3 = (b3 >> 8) | (detail::gather_low_bits(codes >> 3) & top);
  }
  bitboards s{};
  // The type plus one is in bits 0-2, so a piece has one of them set; codes 7 and 15, which no
  // piece has, have all three and are left out of every set.
  const bitboard typed = (b0 | b1 | b2) & ~(b0 & b1 & b2);
  s.colors[1] = typed & b3;
  s.colors[0] = typed & ~b3;
  s.types[0] = b0 & ~b1 & ~b2;  // 1: pawn
  s.types[1] = ~b0 & b1 & ~b2;  // 2: knight
  s.types[2] = b0 & b1 & ~b2;   // 3: bishop
  s.types[3] = ~b0 & ~b1 & b2;  // 4: rook
  s.types[4] = b0 & ~b1 & b2;   // 5: queen
  s.types[5] = ~b0 & b1 & b2;   // 6: king
  return s;
}

/// The position whose board the sets describe (everything else as in `fen::empty_board`: White to
/// move, no castling, no en passant, counters 0 and 1), or nothing when the sets contradict each
/// other: a square in both colors, in two types, or in a color without a type (or the reverse).
///
///     auto p = fen::from_bitboards(sets);   // then set p->side_to_move, p->castling, ...
[[nodiscard]] constexpr std::optional<position> from_bitboards(const bitboards& b) noexcept {
  bitboard typed = 0;
  for (std::size_t t = 0; t < 6; ++t) {
    if ((typed & b.types[t]) != 0) return std::nullopt;
    typed |= b.types[t];
  }
  if ((b.colors[0] & b.colors[1]) != 0 || typed != b.occupied()) return std::nullopt;
  position p{};
  for (std::size_t t = 0; t < 6; ++t)
    for (const color c : {color::white, color::black})
      for (const square s : squares_in(b.types[t] & b.of(c))) p.put(s, piece(c, static_cast<piece_type>(t)));
  return p;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_BITBOARDS_HPP
// fen/detail/castling_letters.hpp: which rook a castling letter names in a position:
// castling_rook_file, and the king's file that file letters are judged against.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_CASTLING_LETTERS_HPP
#define FEN_DETAIL_CASTLING_LETTERS_HPP

namespace fen {
/// \addtogroup position
/// @{

namespace detail {
// The file of `c`'s king on its back rank (the first one from the a-file), or -1.
[[nodiscard]] constexpr int back_rank_king_file(const position& p, color c) noexcept {
  const int rank = c == color::white ? 0 : 7;
  const piece king{c, piece_type::king};
  for (int file = 0; file < 8; ++file)
    if (p.at(square(file, rank)) == king) return file;
  return -1;
}

// The file a castling file letter is judged against: the king's, or the e-file without a king.
[[nodiscard]] FEN_DETAIL_COLD constexpr int castling_king_file(const position& p, color c) noexcept {
  const int file = back_rank_king_file(p, c);
  return file < 0 ? 4 : file;
}

// The outermost rook of `c` on its back rank on `side` of the king; the corner (file h for the
// king side, a for the queen side) without one, or without a king on the back rank.
[[nodiscard]] FEN_DETAIL_COLD constexpr int outermost_rook_file(const position& p, color c,
                                                                castling_side side) noexcept {
  const int rank = c == color::white ? 0 : 7;
  const int king_file = back_rank_king_file(p, c);
  const piece rook{c, piece_type::rook};
  if (side == castling_side::king_side) {
    if (king_file < 0) return 7;
    for (int file = 7; file > king_file; --file)
      if (p.at(square(file, rank)) == rook) return file;
    return 7;
  }
  if (king_file < 0) return 0;
  for (int file = 0; file < king_file; ++file)
    if (p.at(square(file, rank)) == rook) return file;
  return 0;
}
}  // namespace detail

/// The file of the rook that the castling letter `K` or `Q` (`k` or `q` for Black) names for `c` on
/// `side` in `p`, under castling rules `r`:
///  - chess960 (X-FEN's reading, which `parse` and `serialize` use whatever the rule set): the
///    outermost rook of that color on its back rank on that side of the king; without one, or
///    without a king on the back rank, the corner (file 7 for the king side, 0 for the queen side);
///  - standard: the corner, where standard castling's rook stands.
/// The two agree whenever a rook stands in the corner. A file letter (`A`-`H`, Shredder-FEN) names
/// its own file. For a board editor that grants a right: `p.castling.set(c, side, fen::castling_rook_file(p, c, side,
/// r))`.
[[nodiscard]] constexpr int castling_rook_file(const position& p, color c, castling_side side,
                                               castling_rules r) noexcept {
  if (r == castling_rules::standard) return side == castling_side::king_side ? 7 : 0;
  return detail::outermost_rook_file(p, c, side);
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_CASTLING_LETTERS_HPP
// fen/detail/transform.hpp: mirrored, flipped_vertical, flipped_horizontal, rotated, colors_swapped:
// a position turned over, turned round or handed to the other side, every field made to match.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_TRANSFORM_HPP
#define FEN_DETAIL_TRANSFORM_HPP

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Transforms
//
// Each transform moves every square s to s ^ k (k = 56 turns the board top to bottom, 7 left to
// right, 63 both: 180 degrees), and may hand every piece to the other side. What belongs to a side
// goes with it: the side to move, the pockets, the checks to give. The en passant square and the
// promoted marks move with the squares; the counters stay. A castling right stays where its rook's
// square (the right's file on its colour's back rank) lands on the back rank of the colour that
// holds the right after the transform; its file is the rook's new file, and its side changes when
// the files are turned round (the king turns with the rook). docs/transforms.md says more.
// =============================================================================================

namespace detail {
// The same piece of the other colour; no piece stays no piece.
[[nodiscard]] constexpr piece recolored(piece q) noexcept {
  return q.is_none() ? q : piece(opposite(q.color()), q.type());
}

// `p` with every square s moved to s ^ `squares`, every piece and everything that belongs to a side
// handed to the other side when `swap_colors` is true.
[[nodiscard]] constexpr position transformed(const position& p, int squares, bool swap_colors) noexcept {
  position t = p;  // the counters, and what the rest leaves alone
  t.promoted = 0;
  for (int s = 0; s < 64; ++s) {
    const piece q = p.board[static_cast<std::size_t>(s)];
    t.board[static_cast<std::size_t>(s ^ squares)] = swap_colors ? recolored(q) : q;
    if (((p.promoted >> s) & 1u) != 0) t.promoted |= std::uint64_t{1} << (s ^ squares);
  }
  if (swap_colors) t.side_to_move = opposite(p.side_to_move);
  // (Assigned as optionals: C++17's assignment from a value is not constexpr.)
  if (p.en_passant) t.en_passant = std::optional<square>(square::from_index(p.en_passant->index() ^ squares));

  t.castling = castling_rights{};
  for (const color c : {color::white, color::black}) {
    for (const castling_side side : {castling_side::king_side, castling_side::queen_side}) {
      const std::optional<int> file = p.castling.rook_file(c, side);
      if (!file) continue;
      const int rook = square(*file, c == color::white ? 0 : 7).index() ^ squares;
      const color owner = swap_colors ? opposite(c) : c;
      if (rook >> 3 != (owner == color::white ? 0 : 7)) continue;  // off its colour's back rank: dropped
      const bool files_turned = (squares & 7) != 0;
      const castling_side now =
          files_turned ? (side == castling_side::king_side ? castling_side::queen_side : castling_side::king_side)
                       : side;
      t.castling.set(owner, now, rook & 7);
    }
  }

  if (swap_colors && p.pockets) {
    fen::pockets hand;
    for (unsigned type = 0; type < 6; ++type) {
      const auto kind = static_cast<piece_type>(type);
      hand.set(color::white, kind, p.pockets->count(color::black, kind));
      hand.set(color::black, kind, p.pockets->count(color::white, kind));
    }
    t.pockets = std::optional<fen::pockets>(hand);
  }
  if (swap_colors && p.checks)
    t.checks = std::optional<remaining_checks>(remaining_checks{p.checks->black, p.checks->white});
  return t;
}
}  // namespace detail

/// The same game for the other side: the board turned top to bottom (a1 <-> a8) and every piece
/// handed to the other colour, with the side to move, the castling rights (same rook files), the
/// pockets and the checks to give; the en passant square and promoted marks turned with the board.
/// python-chess's `Board.mirror()`. Every castling right is kept, and `mirrored(mirrored(p)) == p`.
///
///     fen::mirrored(fen::start_position) == fen::start_position   // but Black to move
[[nodiscard]] constexpr position mirrored(const position& p) noexcept { return detail::transformed(p, 56, true); }

/// The board turned top to bottom (square s -> s ^ 56: a1 <-> a8), colours and side to move as
/// they were; the en passant square and promoted marks turned with it. Every castling right is
/// dropped: its rook leaves its colour's back rank.
[[nodiscard]] constexpr position flipped_vertical(const position& p) noexcept {
  return detail::transformed(p, 56, false);
}

/// The board turned left to right (file f -> 7 - f: a1 <-> h1), colours and side to move as they
/// were. Castling rights are kept with the rook's new file, on the other side of the king: the
/// h1 rook's king-side right becomes a queen-side right on the a-file (king on d1), a Chess960
/// right, which standard-chess validation reports.
[[nodiscard]] constexpr position flipped_horizontal(const position& p) noexcept {
  return detail::transformed(p, 7, false);
}

/// The board turned 180 degrees (square s -> 63 - s: a1 <-> h8), colours and side to move as they
/// were. `flipped_vertical(flipped_horizontal(p))`, in either order. Every castling right is
/// dropped.
[[nodiscard]] constexpr position rotated(const position& p) noexcept { return detail::transformed(p, 63, false); }

/// Every piece handed to the other colour where it stands, and the side to move, the pockets and
/// the checks to give with them; the squares stay. Every castling right is dropped: its rook now
/// belongs to the colour whose back rank is the other one.
[[nodiscard]] constexpr position colors_swapped(const position& p) noexcept { return detail::transformed(p, 0, true); }

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_TRANSFORM_HPP
// fen/detail/chess960.hpp: chess960_start, chess960_number, chess960_numbers: the 960 start
// positions of Chess960 by their numbers (0-959, 518 the standard start), both ways.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_CHESS960_HPP
#define FEN_DETAIL_CHESS960_HPP

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Chess960 start numbers
//
// The standard numbering (Reinhard Scharnagl's), read from the number's digits: n % 4 places the
// light-squared bishop (files b, d, f, h), n / 4 % 4 the dark-squared one (a, c, e, g), n / 16 % 6
// the queen on that empty square of six, n / 96 (0-9) the two knights on a pair of the five empty
// squares left; a rook, the king and a rook fill the last three, in that order.
// =============================================================================================

namespace detail {
// The files of the two knights, among the five squares the bishops and the queen leave, for each
// value of n / 96: the pairs in order.
inline constexpr int chess960_knight_pairs[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                                     {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

// The back rank of start `n` (0-959), a-file first.
[[nodiscard]] constexpr std::array<piece_type, 8> chess960_back_rank(int n) noexcept {
  std::array<piece_type, 8> rank{{piece_type::none, piece_type::none, piece_type::none, piece_type::none,
                                  piece_type::none, piece_type::none, piece_type::none, piece_type::none}};
  rank[static_cast<std::size_t>(2 * (n % 4) + 1)] = piece_type::bishop;
  rank[static_cast<std::size_t>(2 * (n / 4 % 4))] = piece_type::bishop;
  // Puts `type` on the empty squares whose counts (from the a-file) `first` and `second` give.
  const auto put_on_empty = [&rank](int first, int second, piece_type type) {
    int empty = 0;
    for (piece_type& square : rank) {
      if (square != piece_type::none) continue;
      if (empty == first || empty == second) square = type;
      ++empty;
    }
  };
  put_on_empty(n / 16 % 6, -1, piece_type::queen);
  put_on_empty(chess960_knight_pairs[n / 96 % 10][0], chess960_knight_pairs[n / 96 % 10][1], piece_type::knight);
  put_on_empty(0, 2, piece_type::rook);
  put_on_empty(0, -1, piece_type::king);
  return rank;
}

// The number of the Chess960 start that `c`'s back rank holds (eight pieces of `c`), or nothing.
[[nodiscard]] constexpr std::optional<int> chess960_back_rank_number(const position& p, color c) noexcept {
  const int rank = c == color::white ? 0 : 7;
  std::array<piece_type, 8> types{};
  int light = -1, dark = -1;
  for (int file = 0; file < 8; ++file) {
    const piece q = p.at(square(file, rank));
    if (q.is_none() || q.color() != c) return std::nullopt;
    types[static_cast<std::size_t>(file)] = q.type();
    if (q.type() == piece_type::bishop) (file % 2 == 1 ? light : dark) = file;
  }
  if (light < 0 || dark < 0) return std::nullopt;
  // The queen's count among the six squares the bishops leave (the squares before it, the queen
  // not yet placed), and the knights' among the five that the bishops and the queen leave.
  int queen = -1, before_queen = 0, left = 0, knights[2] = {-1, -1}, knight_count = 0;
  for (const piece_type type : types) {
    if (type == piece_type::bishop) continue;
    if (type == piece_type::queen && queen < 0) queen = before_queen;
    ++before_queen;
    if (type == piece_type::queen) continue;
    if (type == piece_type::knight && knight_count < 2) knights[knight_count++] = left;
    ++left;
  }
  if (queen < 0 || knight_count != 2) return std::nullopt;
  int pair = 0;
  while (pair < 10 && (chess960_knight_pairs[pair][0] != knights[0] || chess960_knight_pairs[pair][1] != knights[1]))
    ++pair;
  if (pair == 10) return std::nullopt;
  const int n = (light - 1) / 2 + 4 * (dark / 2) + 16 * queen + 96 * pair;
  // The number's own rank must be this one: this also asks for rook, king, rook, and one queen.
  const std::array<piece_type, 8> expected = chess960_back_rank(n);
  for (std::size_t file = 0; file < 8; ++file)
    if (expected[file] != types[file]) return std::nullopt;
  return n;
}
}  // namespace detail

/// Chess960 start position number `n` in the standard numbering (0-959; 518 is the standard
/// start): White's back rank and Black's mirrored on rank 8, pawns on ranks 2 and 7, White to
/// move, castling rights for both rooks of each colour (their files), no en passant square,
/// counters 0 and 1. Nothing for a number outside 0-959.
///
///     fen::chess960_start(518) == fen::start_position
///     fen::serialize(*fen::chess960_start(0))   // "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
[[nodiscard]] constexpr std::optional<position> chess960_start(int n) noexcept {
  if (n < 0 || n > 959) return std::nullopt;
  const std::array<piece_type, 8> rank = detail::chess960_back_rank(n);
  position p{};
  bool king_seen = false;
  for (int file = 0; file < 8; ++file) {
    const piece_type type = rank[static_cast<std::size_t>(file)];
    p.put(square(file, 0), piece(color::white, type));
    p.put(square(file, 1), pieces::white_pawn);
    p.put(square(file, 6), pieces::black_pawn);
    p.put(square(file, 7), piece(color::black, type));
    if (type == piece_type::king) king_seen = true;
    if (type != piece_type::rook) continue;
    const castling_side side = king_seen ? castling_side::king_side : castling_side::queen_side;
    p.castling.set(color::white, side, file);
    p.castling.set(color::black, side, file);
  }
  return p;
}

/// The Chess960 start numbers of each colour's back rank, as `fen::chess960_numbers` gives them:
/// for Double Chess960, where each side starts from an arrangement of its own.
struct chess960_start_numbers {
  /// The number of the start White's rank 1 holds, or nothing.
  std::optional<int> white{};
  /// The number of the start Black's rank 8 holds (read a-file first, as White's), or nothing.
  std::optional<int> black{};

  /// The same numbers (or the same absences).
  friend constexpr bool operator==(const chess960_start_numbers& a, const chess960_start_numbers& b) noexcept {
    return a.white == b.white && a.black == b.black;
  }
  /// Some number different.
  friend constexpr bool operator!=(const chess960_start_numbers& a, const chess960_start_numbers& b) noexcept {
    return !(a == b);
  }
};

/// For each colour, the number (0-959) of the Chess960 start its back rank holds: eight pieces of
/// that colour in an arrangement of Chess960 (bishops on squares of both colours, the king between
/// the rooks). Only the back ranks are read: pawns, the other squares, the side to move, the
/// castling rights and the counters are not looked at. Nothing for a colour whose back rank is not
/// such an arrangement.
///
///     fen::chess960_numbers(fen::start_position).white   // 518
[[nodiscard]] constexpr chess960_start_numbers chess960_numbers(const position& p) noexcept {
  return {detail::chess960_back_rank_number(p, color::white), detail::chess960_back_rank_number(p, color::black)};
}

/// The number (0-959) of the Chess960 start both back ranks hold: White's rank 1 and Black's rank 8
/// the same arrangement (`chess960_numbers` gives the same number for both). Nothing otherwise.
/// Only the back ranks are read (see `chess960_numbers`).
///
///     fen::chess960_number(fen::start_position)   // 518
[[nodiscard]] constexpr std::optional<int> chess960_number(const position& p) noexcept {
  const chess960_start_numbers numbers = chess960_numbers(p);
  if (numbers.white && numbers.white == numbers.black) return numbers.white;
  return std::nullopt;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_CHESS960_HPP
// fen/detail/errors.hpp: error_code, field, error: what parse reports.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_ERRORS_HPP
#define FEN_DETAIL_ERRORS_HPP

namespace fen {
/// \addtogroup parse
/// @{

// =============================================================================================
// Errors
//
// A parse error is the first problem found: a stable code, the byte offset where the problem
// starts, the field it is in, and a message in plain words. Codes have explicit values that are
// never renumbered; new codes get new numbers.
// =============================================================================================

/// Why a FEN was refused. The values are stable.
enum class error_code : std::uint8_t {
  empty_input = 1,              ///< nothing but blanks
  rank_too_long = 2,            ///< a rank describes more than 8 squares
  rank_too_short = 3,           ///< a rank describes fewer than 8 squares
  invalid_empty_count = 4,      ///< `0` or `9` in the placement
  adjacent_digits = 5,          ///< two digits in a row in the placement
  invalid_piece = 6,            ///< a byte in the placement that is not a piece letter, digit or `/`
  too_many_ranks = 7,           ///< more than 8 ranks
  too_few_ranks = 8,            ///< fewer than 8 ranks
  invalid_side_to_move = 9,     ///< not `w` or `b`
  invalid_castling = 10,        ///< a byte that is not a castling letter
  castling_dash_mixed = 11,     ///< `-` together with letters
  castling_repeated = 12,       ///< strict: a castling right written twice
  castling_order = 13,          ///< strict: castling rights out of `KQkq` order
  castling_not_canonical = 14,  ///< strict: a file letter where X-FEN writes `K`/`Q`/`k`/`q`
  castling_conflict = 15,       ///< two different rooks for the same color and side
  castling_king_file = 16,      ///< a castling file letter on the king's own file
  castling_rook_missing = 17,   ///< strict: no rook of that color where the letter points
  invalid_en_passant = 18,      ///< not `-` or a square name
  invalid_counter = 19,         ///< a counter with a byte that is not a digit
  counter_sign = 20,            ///< a counter written with `+` or `-`
  counter_leading_zero = 21,    ///< a counter such as `07`
  counter_out_of_range = 22,    ///< a counter above 4294967295
  non_ascii = 23,               ///< a byte outside ASCII
  trailing_text = 24,           ///< text after the fullmove number
  variant_not_supported = 25,   ///< crazyhouse `~`, `[pockets]` or a ninth rank of pieces, three-check counters
  missing_field = 26,           ///< strict: fewer than six fields (lenient: no placement)
  unexpected_whitespace = 27,   ///< strict: any blank but one space between fields; both: a line break inside
  underscore_separator = 28,    ///< strict: `_` between fields
  invalid_pocket = 29,          ///< crazyhouse: a pocket byte that is not a piece letter, no `]`; strict: a ninth rank
  pocket_too_large = 30,        ///< crazyhouse: more than 64 pieces in the pockets
  invalid_promoted_mark = 31,   ///< crazyhouse: `~` after something other than N, B, R or Q
  invalid_check_count = 32,     ///< three-check: a checks field that is not `N+N` (0-3) or `+N+N`
};

/// The stable snake_case name of a code, as in the table of docs/errors.md: "rank_too_long".
[[nodiscard]] constexpr std::string_view name(error_code code) noexcept {
  using namespace std::string_view_literals;  // `sv` literals: see traits(variant)
  switch (code) {
    case error_code::empty_input: return "empty_input"sv;
    case error_code::rank_too_long: return "rank_too_long"sv;
    case error_code::rank_too_short: return "rank_too_short"sv;
    case error_code::invalid_empty_count: return "invalid_empty_count"sv;
    case error_code::adjacent_digits: return "adjacent_digits"sv;
    case error_code::invalid_piece: return "invalid_piece"sv;
    case error_code::too_many_ranks: return "too_many_ranks"sv;
    case error_code::too_few_ranks: return "too_few_ranks"sv;
    case error_code::invalid_side_to_move: return "invalid_side_to_move"sv;
    case error_code::invalid_castling: return "invalid_castling"sv;
    case error_code::castling_dash_mixed: return "castling_dash_mixed"sv;
    case error_code::castling_repeated: return "castling_repeated"sv;
    case error_code::castling_order: return "castling_order"sv;
    case error_code::castling_not_canonical: return "castling_not_canonical"sv;
    case error_code::castling_conflict: return "castling_conflict"sv;
    case error_code::castling_king_file: return "castling_king_file"sv;
    case error_code::castling_rook_missing: return "castling_rook_missing"sv;
    case error_code::invalid_en_passant: return "invalid_en_passant"sv;
    case error_code::invalid_counter: return "invalid_counter"sv;
    case error_code::counter_sign: return "counter_sign"sv;
    case error_code::counter_leading_zero: return "counter_leading_zero"sv;
    case error_code::counter_out_of_range: return "counter_out_of_range"sv;
    case error_code::non_ascii: return "non_ascii"sv;
    case error_code::trailing_text: return "trailing_text"sv;
    case error_code::variant_not_supported: return "variant_not_supported"sv;
    case error_code::missing_field: return "missing_field"sv;
    case error_code::unexpected_whitespace: return "unexpected_whitespace"sv;
    case error_code::underscore_separator: return "underscore_separator"sv;
    case error_code::invalid_pocket: return "invalid_pocket"sv;
    case error_code::pocket_too_large: return "pocket_too_large"sv;
    case error_code::invalid_promoted_mark: return "invalid_promoted_mark"sv;
    case error_code::invalid_check_count: return "invalid_check_count"sv;
  }
  return "unknown"sv;
}

namespace detail {
// The highest code of an error enum (FEN's here, EPD's in epd.hpp), read from its `name`, so that
// it is kept in one place: a new code needs its case there (-Wswitch says so) and then counts here
// too. Codes run from 1 without a gap; tests loop from 1 to this one.
template <class Code>
[[nodiscard]] constexpr Code find_last_code() noexcept {
  using namespace std::string_view_literals;
  unsigned code = 1;
  while (name(static_cast<Code>(code + 1)) != "unknown"sv) ++code;
  return static_cast<Code>(code);
}
inline constexpr error_code last_error_code = find_last_code<error_code>();
}  // namespace detail

/// The six FEN fields, `input` for problems with the text as a whole, and three-check's `checks`.
enum class field : std::uint8_t {
  placement = 0,
  side_to_move = 1,
  castling = 2,
  en_passant = 3,
  halfmove_clock = 4,
  fullmove_number = 5,
  input = 6,
  /// Three-check's remaining or given checks (`3+3` before the counters, `+0+0` after them).
  checks = 7,
};

/// How a field is named in messages: "placement", "side to move", ...
[[nodiscard]] constexpr std::string_view name(field f) noexcept {
  switch (f) {
    case field::placement: return "placement";
    case field::side_to_move: return "side to move";
    case field::castling: return "castling";
    case field::en_passant: return "en passant";
    case field::halfmove_clock: return "halfmove clock";
    case field::fullmove_number: return "fullmove number";
    case field::input: return "input";
    case field::checks: return "checks";
  }
  return "input";
}

/// The longest message `error::message()` writes.
inline constexpr std::size_t max_message_length = 160;
/// What `error::message()` and the other messages return: up to `max_message_length` characters.
using message_string = fixed_string<max_message_length>;

namespace detail {
// Appends a byte the way messages quote it: 'x' when printable, byte 0xNN otherwise.
constexpr void append_quoted_byte(message_string& out, char c) noexcept {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7F) {
    out.push_back('\'');
    out.push_back(c);
    out.push_back('\'');
  } else {
    constexpr char hex[] = "0123456789ABCDEF";
    out.append("byte 0x");
    out.push_back(hex[u >> 4]);
    out.push_back(hex[u & 15u]);
  }
}
// Appends `n` in decimal to anything with push_back(char): messages, and EPD's writer (serialize
// has its own faster writer).
template <class Sink>
constexpr void append_decimal(Sink& out, std::uint64_t n) noexcept {
  char digits[20]{};
  int count = 0;
  do {
    digits[count++] = static_cast<char>('0' + n % 10);
    n /= 10;
  } while (n != 0);
  while (count > 0) out.push_back(digits[--count]);
}
}  // namespace detail

/// The first problem `parse` found.
struct error {
  /// Byte offset into the input where the problem starts (may equal the input's size).
  std::size_t offset = 0;
  // The one-byte fields follow the offset, side by side, so that a parser clears them in a store
  // or two (callgrind on the corpus sample: 915 instructions a parse, against 923 with `code` first;
  // the struct is 16 bytes, not 24).
  /// What is wrong: the stable code of the table in docs/errors.md.
  error_code code = error_code::empty_input;
  /// The field the problem is in.
  fen::field field = fen::field::input;
  /// The offending byte, where the code has one.
  char byte = '\0';
  /// The rank (1 to 8) a placement problem is on: `rank_too_long`, `rank_too_short`; 0 otherwise.
  std::uint8_t rank = 0;
  /// How many there are: the squares of a short rank (`rank_too_short`), the ranks of a short
  /// board (`too_few_ranks`), the bytes of the en passant field that read well before `byte`
  /// (`invalid_en_passant`: 1 for the NUL in "-\0"); for `invalid_pocket`, 1 for a byte after the
  /// `]` and 2 for a letter out of order (strict); 0 otherwise.
  std::uint8_t count = 0;
  /// The letter strict mode wants instead of `byte` (`castling_not_canonical`: 'K' for 'H'); '\0'
  /// otherwise.
  char expected = '\0';
  /// The square the problem names: where a castling right needs its rook (`castling_rook_missing`).
  std::optional<fen::square> square{};

  /// Plain words, naming the field: "castling: 'X' is not a castling letter (KQkq, A-H or a-h)".
  [[nodiscard]] constexpr message_string message() const noexcept;

  /// Every member the same.
  friend constexpr bool operator==(const error& a, const error& b) noexcept {
    return a.code == b.code && a.offset == b.offset && a.field == b.field && a.byte == b.byte && a.rank == b.rank &&
           a.count == b.count && a.expected == b.expected && a.square == b.square;
  }
  /// Some member different.
  friend constexpr bool operator!=(const error& a, const error& b) noexcept { return !(a == b); }
};

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_ERRORS_HPP
// fen/detail/error_messages.hpp: error::message: an error's plain words, by field.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_ERROR_MESSAGES_HPP
#define FEN_DETAIL_ERROR_MESSAGES_HPP

namespace fen {
namespace detail {
// The words after "field: ", one writer for each family of fields. `error_writer_for`, at the end,
// names each code's writer: a new code is given its writer there (the compiler asks), and its words
// in that writer's switch.

// A quoted byte and the words after it: "'X' is written twice".
constexpr void append_byte_and(message_string& m, char byte, std::string_view words) noexcept {
  append_quoted_byte(m, byte);
  m.append(words);
}

// ---------------------------------------------------------------------------------------------
// The text as a whole and what separates its fields: empty_input, non_ascii, trailing_text,
// missing_field, unexpected_whitespace, underscore_separator
// ---------------------------------------------------------------------------------------------

constexpr void write_missing_field(message_string& m, const error& e) noexcept {
  if (e.expected == '[')
    m.append("the crazyhouse pockets are missing; strict mode wants them, '[]' when empty");
  else if (e.field == fen::field::checks)
    m.append("missing; strict mode wants three-check's checks, 3+3 before the counters or +0+0 after them");
  else
    m.append(e.field == fen::field::placement ? "missing" : "missing; strict mode wants all six fields");
}

constexpr void write_unexpected_whitespace(message_string& m, const error& e) noexcept {
  if (e.byte == '\r' || e.byte == '\n')
    m.append("a line break inside the FEN");
  else if (e.byte == '\t')
    m.append("a tab; strict mode wants one space between fields");
  else
    m.append("an extra blank; strict mode wants one space between fields and none around the FEN");
}

constexpr void write_input_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::empty_input: m.append("the FEN is empty"); return;
    case error_code::non_ascii: append_byte_and(m, e.byte, " is not ASCII; FEN is plain ASCII text"); return;
    case error_code::trailing_text: m.append("text after the fullmove number"); return;
    case error_code::missing_field: write_missing_field(m, e); return;
    case error_code::unexpected_whitespace: write_unexpected_whitespace(m, e); return;
    case error_code::underscore_separator: m.append("'_' between fields is accepted in lenient mode only"); return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Placement: rank_too_long, rank_too_short, invalid_empty_count, adjacent_digits, invalid_piece,
// too_many_ranks, too_few_ranks
// ---------------------------------------------------------------------------------------------

constexpr void write_placement_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::rank_too_long:
      m.append("rank ");
      append_decimal(m, e.rank);
      m.append(" has more than 8 squares");
      return;
    case error_code::rank_too_short:
      m.append("rank ");
      append_decimal(m, e.rank);
      m.append(" has only ");
      append_decimal(m, e.count);
      m.append(e.count == 1 ? " square" : " squares");
      m.append("; a rank has 8");
      return;
    case error_code::invalid_empty_count:
      append_byte_and(m, e.byte, " is not a count of empty squares (1 to 8)");
      return;
    case error_code::adjacent_digits:
      m.append("two digits in a row; write one digit for a run of empty squares");
      return;
    case error_code::invalid_piece:
      append_byte_and(m, e.byte, " is not a piece letter (PNBRQK, pnbrqk), a digit or '/'");
      return;
    case error_code::too_many_ranks: m.append("more than 8 ranks"); return;
    case error_code::too_few_ranks:
      m.append("only ");
      append_decimal(m, e.count);
      m.append(e.count == 1 ? " rank" : " ranks");
      m.append("; a board has 8");
      return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Side to move: invalid_side_to_move
// ---------------------------------------------------------------------------------------------

constexpr void write_side_to_move_error(message_string& m, const error& e) noexcept {
  append_byte_and(m, e.byte, " is not a side to move; write 'w' or 'b'");
}

// ---------------------------------------------------------------------------------------------
// Castling: invalid_castling, castling_dash_mixed, castling_repeated, castling_order,
// castling_not_canonical, castling_conflict, castling_king_file, castling_rook_missing
// ---------------------------------------------------------------------------------------------

constexpr void write_castling_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::invalid_castling:
      append_byte_and(m, e.byte, " is not a castling letter (KQkq, A-H or a-h, or '-' for none)");
      return;
    case error_code::castling_dash_mixed: m.append("'-' means no rights and cannot stand with letters"); return;
    case error_code::castling_repeated: append_byte_and(m, e.byte, " is written twice"); return;
    case error_code::castling_order:
      append_byte_and(m, e.byte, " is out of order; write White's rights before Black's, king side first (KQkq)");
      return;
    case error_code::castling_not_canonical:
      append_byte_and(m, e.byte, " names the rook that ");
      append_byte_and(m, e.expected, " stands for; strict mode wants ");
      append_quoted_byte(m, e.expected);
      return;
    case error_code::castling_conflict:
      append_byte_and(m, e.byte, " gives a second rook to a right already given");
      return;
    case error_code::castling_king_file:
      append_byte_and(m, e.byte, " is the king's own file; a castling letter names a rook's file");
      return;
    case error_code::castling_rook_missing:
      append_byte_and(m, e.byte, " needs a rook on ");
      if (e.square) m.append(e.square->name());
      m.append(", and there is none");
      return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// En passant: invalid_en_passant
// ---------------------------------------------------------------------------------------------

constexpr void write_en_passant_error(message_string& m, const error& e) noexcept {
  if (e.count != 0)  // a byte after a start that reads well: "-;", "e3x", a NUL after "-"
    append_byte_and(m, e.byte, " cannot stand in the field, which is '-' or a square name such as e3");
  else
    m.append("must be '-' or a square name such as e3 (lower-case file, then rank)");
}

// ---------------------------------------------------------------------------------------------
// Counters: invalid_counter, counter_sign, counter_leading_zero, counter_out_of_range
// ---------------------------------------------------------------------------------------------

constexpr void write_counter_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::invalid_counter:
      append_byte_and(m, e.byte, " is not a digit; a counter is a whole number");
      return;
    case error_code::counter_sign: m.append("a counter has no sign"); return;
    case error_code::counter_leading_zero: m.append("a counter has no leading zero"); return;
    case error_code::counter_out_of_range: m.append("too large; the largest counter is 4294967295"); return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Variant notation: variant_not_supported, invalid_pocket, pocket_too_large, invalid_promoted_mark,
// invalid_check_count
// ---------------------------------------------------------------------------------------------

constexpr void write_variant_not_supported(message_string& m, const error& e) noexcept {
  if (e.byte == '~')
    m.append("'~' marks a promoted piece in crazyhouse");
  else if (e.byte == '[')
    m.append("'[' starts crazyhouse pockets");
  else if (e.byte == '/')
    m.append("a ninth rank of pieces holds crazyhouse pockets");
  else
    m.append("'+' counts checks in three-check");
  m.append(e.byte == '+' ? "; read it with fen::variant::three_check" : "; read it with fen::variant::crazyhouse");
}

constexpr void write_invalid_pocket(message_string& m, const error& e) noexcept {
  if (e.byte == '\0') {
    m.append("a pocket opened with '[' needs its ']'");
    return;
  }
  if (e.expected == '[') {
    m.append("pockets written as a ninth rank are read in lenient mode only; strict mode wants [brackets]");
    return;
  }
  append_quoted_byte(m, e.byte);
  if (e.count == 2)
    m.append(" is out of order; strict mode wants White's pieces, then Black's, each from king to pawn");
  else
    m.append(e.count != 0 ? " after the pocket's ']'; the field ends there"
                          : " is not a piece letter (PNBRQK, pnbrqk) in a crazyhouse pocket");
}

constexpr void write_invalid_check_count(message_string& m, const error& e) noexcept {
  if (e.byte == '\0')
    m.append("the field ends too soon");
  else
    append_quoted_byte(m, e.byte);
  m.append(e.byte == '\0' ? "; " : " cannot stand here; ");
  m.append("three-check writes the checks as 3+3 (remaining, 0 to 3) or +0+0 (given)");
}

constexpr void write_variant_error(message_string& m, const error& e) noexcept {
  switch (e.code) {
    case error_code::variant_not_supported: write_variant_not_supported(m, e); return;
    case error_code::invalid_pocket: write_invalid_pocket(m, e); return;
    case error_code::pocket_too_large: m.append("more than 64 pieces in the pockets"); return;
    case error_code::invalid_promoted_mark:
      m.append("'~' marks a promoted knight, bishop, rook or queen, and follows its letter");
      return;
    case error_code::invalid_check_count: write_invalid_check_count(m, e); return;
    default: return;  // another family's code: error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Each code's writer
// ---------------------------------------------------------------------------------------------

using error_writer = void (*)(message_string&, const error&) noexcept;

// The words of a value that is no code: none. (A writer, never a null pointer: g++ does not fold a
// function pointer's comparison with null in a constant expression under -fsanitize=undefined.)
constexpr void write_no_error(message_string&, const error&) noexcept {}

// The one place that names each code's writer. No `default:`, so that a compiler warns (-Wswitch,
// part of -Wall) about a code left out.
[[nodiscard]] constexpr error_writer error_writer_for(error_code code) noexcept {
  using c = error_code;
  switch (code) {
    case c::empty_input: return write_input_error;
    case c::rank_too_long: return write_placement_error;
    case c::rank_too_short: return write_placement_error;
    case c::invalid_empty_count: return write_placement_error;
    case c::adjacent_digits: return write_placement_error;
    case c::invalid_piece: return write_placement_error;
    case c::too_many_ranks: return write_placement_error;
    case c::too_few_ranks: return write_placement_error;
    case c::invalid_side_to_move: return write_side_to_move_error;
    case c::invalid_castling: return write_castling_error;
    case c::castling_dash_mixed: return write_castling_error;
    case c::castling_repeated: return write_castling_error;
    case c::castling_order: return write_castling_error;
    case c::castling_not_canonical: return write_castling_error;
    case c::castling_conflict: return write_castling_error;
    case c::castling_king_file: return write_castling_error;
    case c::castling_rook_missing: return write_castling_error;
    case c::invalid_en_passant: return write_en_passant_error;
    case c::invalid_counter: return write_counter_error;
    case c::counter_sign: return write_counter_error;
    case c::counter_leading_zero: return write_counter_error;
    case c::counter_out_of_range: return write_counter_error;
    case c::non_ascii: return write_input_error;
    case c::trailing_text: return write_input_error;
    case c::variant_not_supported: return write_variant_error;
    case c::missing_field: return write_input_error;
    case c::unexpected_whitespace: return write_input_error;
    case c::underscore_separator: return write_input_error;
    case c::invalid_pocket: return write_variant_error;
    case c::pocket_too_large: return write_variant_error;
    case c::invalid_promoted_mark: return write_variant_error;
    case c::invalid_check_count: return write_variant_error;
  }
  return write_no_error;
}
}  // namespace detail

constexpr message_string error::message() const noexcept {
  message_string m;
  m.append(name(field));
  m.append(": ");
  detail::error_writer_for(code)(m, *this);
  return m;
}
}  // namespace fen

#endif  // FEN_DETAIL_ERROR_MESSAGES_HPP
// fen/detail/result.hpp: parse_error, result: a value or an error.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_RESULT_HPP
#define FEN_DETAIL_RESULT_HPP

namespace fen {
/// \addtogroup parse
/// @{

#if FEN_EXCEPTIONS
/// What `value()` throws for text that did not parse: a `std::runtime_error` whose `what()` is the
/// error's message, holding the error itself (`fen::error` for FEN, `fen::epd_error` for EPD).
template <class Error>
class basic_parse_error : public std::runtime_error {
 public:
  /// Holds `e`; `what()` is its message.
  explicit basic_parse_error(const Error& e) : std::runtime_error(e.message().str()), error_(e) {}
  /// The error that was found.
  const Error& error() const noexcept { return error_; }
  /// Its code.
  auto code() const noexcept { return error_.code; }
  /// Its byte offset.
  std::size_t offset() const noexcept { return error_.offset; }

 private:
  Error error_;
};
/// What `result::value()` throws for a FEN that did not parse.
using parse_error = basic_parse_error<fen::error>;
#endif

namespace detail {
// Throws basic_parse_error<Error>, or, where there are no exceptions, flushes what the program has
// written so far (so that no output is lost), writes the error's message to standard error and
// aborts.
template <class Error>
[[noreturn]] void raise(const Error& e) {
#if FEN_EXCEPTIONS
  throw basic_parse_error<Error>(e);
#else
  std::fflush(nullptr);
  std::fprintf(stderr, "fen: value() of a result that holds an error: %s\n", e.message().c_str());
  std::abort();
#endif
}
}  // namespace detail

// A FEN (or, with fen/epd.hpp, an EPD line) that does not parse inside a constant expression stops
// the compiler at a call to this function, which is deliberately not constexpr. The error code is
// its template argument, so that the compiler's message names it as the table of docs/errors.md does:
// "bad_literal<fen::error_code::rank_too_long, fen::error>". At run time it throws (or aborts).
template <auto Code, class Error>
/// Stops a constant expression at a text that does not parse, named for its code; throws (or aborts) at run time.
[[noreturn]] void bad_literal(const Error& e) {
  detail::raise(e);
}

namespace detail {
// Calls bad_literal with `code` as its template argument, for codes First to Last. The range is
// halved at each step, so that the compiler's trace of the calls stays a few lines long (one step
// a code would print a line for every code below this one). A code outside the range calls
// nothing: that path is what lets compilers accept the callers as constexpr.
template <unsigned First, unsigned Last, class Code, class Error>
constexpr void fail_in(Code code, const Error& e) {
  if constexpr (First == Last) {
    if (static_cast<unsigned>(code) == First) bad_literal<static_cast<Code>(First)>(e);
  } else {
    constexpr unsigned middle = First + (Last - First) / 2;
    if (static_cast<unsigned>(code) <= middle)
      fail_in<First, middle>(code, e);
    else
      fail_in<middle + 1, Last>(code, e);
  }
}

// Throws (or aborts) at run time; refuses to compile in a constant expression, naming the code.
constexpr void fail(const error& e) { fail_in<1, static_cast<unsigned>(last_error_code)>(e.code, e); }

// What result<T, Error>::value() does without a value, for each error type: throw at run time,
// refuse to compile in a constant expression. fen/epd.hpp adds epd_error's.
template <class Error>
struct failure;
template <>
struct failure<error> {
  static constexpr void raise(const error& e) { fail(e); }
};
}  // namespace detail

namespace detail {
template <class R>
struct is_result : std::false_type {};
}  // namespace detail

/// A value or the error that kept it from being made, like C++23's std::expected. `parse` gives
/// a `result<position>`; fen/epd.hpp's `epd_result<T>` is a `result<T, epd_error>`.
///
///     auto r = fen::parse(text);
///     if (r) use(*r); else report(r.error());
///
/// It chains like std::expected (`and_then`, `transform`, `or_else`, `transform_error`) and, where
/// the standard library has std::expected (C++23), converts to `std::expected<T, Error>`. `T` and
/// `Error` must be default-constructible: both live in the object.
template <class T, class Error = fen::error>
class [[nodiscard]] result {
 public:
  /// The type of the value.
  using value_type = T;
  /// The type of the error.
  using error_type = Error;

  /// A result holding a value.
  constexpr result(const T& v) noexcept : value_(v), ok_(true) {}
  /// A result holding an error.
  constexpr result(const Error& failure) noexcept : error_(failure), ok_(false) {}

  /// True when there is a value.
  [[nodiscard]] constexpr bool has_value() const noexcept { return ok_; }
  /// True when there is a value.
  constexpr explicit operator bool() const noexcept { return ok_; }

  /// The value; throws fen::parse_error (fen::epd_parse_error for an epd_error) when there is
  /// none. Without exceptions it writes the error's message to standard error and aborts. In a
  /// constant expression a missing value fails to compile, naming the problem.
  [[nodiscard]] constexpr const T& value() const& {
    if (!ok_) detail::failure<Error>::raise(error_);
    return value_;
  }
  /// The value, as for the `const` form.
  [[nodiscard]] constexpr T& value() & {
    if (!ok_) detail::failure<Error>::raise(error_);
    return value_;
  }
  /// From a temporary result, the value itself, not a reference into the temporary: so that
  /// `const auto& p = fen::parse(text).value();` holds a position, not a dangling reference.
  [[nodiscard]] constexpr T value() && {
    if (!ok_) detail::failure<Error>::raise(error_);
    return value_;
  }
  /// The value, or `fallback` when there is none.
  [[nodiscard]] constexpr T value_or(const T& fallback) const noexcept { return ok_ ? value_ : fallback; }
  /// The error, or `fallback` when there is a value.
  [[nodiscard]] constexpr Error error_or(const Error& fallback) const noexcept { return ok_ ? fallback : error_; }

  /// The value, unchecked: only after testing `has_value()`.
  [[nodiscard]] constexpr const T& operator*() const noexcept { return value_; }
  /// The value, unchecked: only after testing `has_value()`.
  [[nodiscard]] constexpr T& operator*() noexcept { return value_; }
  /// The value's members, unchecked: only after testing `has_value()`.
  constexpr const T* operator->() const noexcept { return &value_; }
  /// The value's members, unchecked: only after testing `has_value()`.
  constexpr T* operator->() noexcept { return &value_; }

  /// The error; only meaningful when there is no value.
  [[nodiscard]] constexpr const Error& error() const noexcept { return error_; }

  /// With a value, `f(value)`, which returns a result with the same error type; with an error, that
  /// error, passed on:
  ///
  ///     fen::parse(text).and_then([](const fen::position& p) { return fen::parse(fen::serialize(p)); })
  template <class F>
  constexpr auto and_then(F&& f) const& {
    using next = std::remove_cv_t<std::remove_reference_t<decltype(std::forward<F>(f)(value_))>>;
    static_assert(detail::is_result<next>::value, "and_then: the function must return a fen::result");
    static_assert(std::is_same_v<typename next::error_type, Error>,
                  "and_then: the function's result must have the same error type");
    if (ok_) return std::forward<F>(f)(value_);
    return next(error_);
  }
  /// With a value, a result holding `f(value)`; with an error, that error, passed on:
  ///
  ///     fen::result<fen::fen_string> text = fen::parse(input).transform([](const fen::position& p) { return
  ///     fen::serialize(p); });
  template <class F>
  constexpr auto transform(F&& f) const& {
    using next_value = std::remove_cv_t<std::remove_reference_t<decltype(std::forward<F>(f)(value_))>>;
    static_assert(!std::is_void_v<next_value>, "transform: the function must return a value");
    using next = result<next_value, Error>;
    if (ok_) return next(std::forward<F>(f)(value_));
    return next(error_);
  }
  /// With a value, that value; with an error, `f(error)`, which returns a result with the same
  /// value type (a fallback, or another error):
  ///
  ///     fen::parse(text).or_else([](const fen::error&) { return fen::result<fen::position>(fen::start_position); })
  template <class F>
  constexpr auto or_else(F&& f) const& {
    using next = std::remove_cv_t<std::remove_reference_t<decltype(std::forward<F>(f)(error_))>>;
    static_assert(detail::is_result<next>::value, "or_else: the function must return a fen::result");
    static_assert(std::is_same_v<typename next::value_type, T>,
                  "or_else: the function's result must have the same value type");
    if (!ok_) return std::forward<F>(f)(error_);
    return next(value_);
  }
  /// With a value, that value; with an error, a result holding `f(error)` as its error.
  template <class F>
  constexpr auto transform_error(F&& f) const& {
    using next_error = std::remove_cv_t<std::remove_reference_t<decltype(std::forward<F>(f)(error_))>>;
    using next = result<T, next_error>;
    if (!ok_) return next(std::forward<F>(f)(error_));
    return next(value_);
  }

#if defined(FEN_DETAIL_EXPECTED)
  /// The same value or error as a `std::expected` (C++23, where the standard library has it).
  [[nodiscard]] constexpr std::expected<T, Error> to_expected() const {
    if (ok_) return std::expected<T, Error>(value_);
    return std::expected<T, Error>(std::unexpect, error_);
  }
  /// Converts to `std::expected<T, Error>`: `std::expected<fen::position, fen::error> e = fen::parse(text);`
  constexpr operator std::expected<T, Error>() const { return to_expected(); }
#endif

 private:
  T value_{};
  Error error_{};
  bool ok_ = false;
};

namespace detail {
template <class T, class Error>
struct is_result<result<T, Error>> : std::true_type {};
}  // namespace detail

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_RESULT_HPP
// fen/detail/parse_tables.hpp: strictness, parse_options, and the byte classes and tables parse's fast pass reads.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_TABLES_HPP
#define FEN_DETAIL_PARSE_TABLES_HPP

namespace fen {
/// \addtogroup parse
/// @{

// =============================================================================================
// Parse
// =============================================================================================

/// How much `parse` forgives; see the list at the top of this header.
enum class strictness : std::uint8_t { lenient = 0, strict = 1 };

/// Options for `parse`. Converts from `strictness`: `fen::parse(text, fen::strictness::strict)`.
/// Converts from `rules` too, for a variant's notation: `fen::parse(text, {fen::variant::crazyhouse})`.
struct parse_options {
  /// Strict or lenient (the default): see the list at the top of this header.
  strictness mode = strictness::lenient;
  /// The rules whose notation is read. Only the variant matters to `parse`: crazyhouse reads
  /// pockets and `~`, three-check its checks field; every other rule set refuses those as
  /// variant_not_supported. Castling letters read the same under every rule set.
  fen::rules rules{};
  /// Standard chess, lenient unless `m` says strict.
  constexpr parse_options(strictness m = strictness::lenient) noexcept : mode(m) {}
  /// The notation of rules `r`, lenient unless `m` says strict.
  constexpr parse_options(fen::rules r, strictness m = strictness::lenient) noexcept : mode(m), rules(r) {}
  /// The notation of variant `v`, lenient unless `m` says strict.
  constexpr parse_options(fen::variant v, strictness m = strictness::lenient) noexcept : mode(m), rules(v) {}
};

namespace detail {

[[nodiscard]] constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t'; }
constexpr bool is_line_break(char c) noexcept { return c == '\r' || c == '\n'; }
// Bytes that end a field's text; what may stand between fields depends on the mode.
[[nodiscard]] constexpr bool ends_field(char c) noexcept { return is_blank(c) || is_line_break(c) || c == '_'; }
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
[[nodiscard]] constexpr bool is_ascii(char c) noexcept { return static_cast<unsigned char>(c) < 0x80; }

// What a byte means in the placement field: 1-8 an empty run, 16 + piece code a piece,
// and the markers below for everything else.
enum : std::uint8_t { placement_other = 0, placement_slash = 9, placement_bad_digit = 10 };
[[nodiscard]] constexpr std::array<std::uint8_t, 256> make_placement_table() noexcept {
  std::array<std::uint8_t, 256> t{};
  for (unsigned d = 1; d <= 8; ++d) t['0' + d] = static_cast<std::uint8_t>(d);
  t['0'] = placement_bad_digit;
  t['9'] = placement_bad_digit;
  t['/'] = placement_slash;
  for (unsigned code = 1; code < 15; ++code)
    if (piece_letters[code] != '?')
      t[static_cast<unsigned char>(piece_letters[code])] = static_cast<std::uint8_t>(16 + code);
  return t;
}
inline constexpr std::array<std::uint8_t, 256> placement_table = make_placement_table();

// The fast scan of the placement (parser::fast_placement) reads each byte through two tables and
// adds up what it finds, without a branch per byte. Each entry of `fast_placement_table`:
//   bits 0-7    how far the byte moves on in the stage (see fast_placement): 1 for a piece
//               letter, d for a digit 1-8, 8 for '/' (the gap between two ranks), 0 otherwise;
//   bits 32-39  1 for '/': the ranks ended so far;
//   bits 40-47  1 for a byte the fast scan takes (a piece letter, 1-8, '/'); 0 for all others,
//               whose entry is 0;
//   bit  56     a digit (two in a row are an error);
//   bit  63     a space, the placement's end: the one entry besides those above that is not 0.
// Input the fast scan does not take falls back to the careful parser, which finds the exact error.
inline constexpr std::uint64_t fast_digit_bit = std::uint64_t{1} << 56;
inline constexpr std::uint64_t fast_space_bit = std::uint64_t{1} << 63;
[[nodiscard]] constexpr std::array<std::uint64_t, 256> make_fast_placement_table() noexcept {
  constexpr std::uint64_t taken = std::uint64_t{1} << 40;
  std::array<std::uint64_t, 256> t{};
  for (unsigned d = 1; d <= 8; ++d) t['0' + d] = taken | d | fast_digit_bit;
  t['/'] = taken | (std::uint64_t{1} << 32) | 8u;
  t[' '] = fast_space_bit;
  for (unsigned code = 1; code < 15; ++code)
    if (piece_letters[code] != '?') t[static_cast<unsigned char>(piece_letters[code])] = taken | 1;
  return t;
}
inline constexpr std::array<std::uint64_t, 256> fast_placement_table = make_fast_placement_table();
// What each byte leaves in the stage: a piece letter its piece's code (piece::code), '/' the
// marker below, which no piece has; every other byte 0.
inline constexpr std::uint8_t fast_rank_marker = 0xFF;
[[nodiscard]] constexpr std::array<std::uint8_t, 256> make_fast_piece_table() noexcept {
  std::array<std::uint8_t, 256> t{};
  for (unsigned code = 1; code < 15; ++code)
    if (piece_letters[code] != '?')
      t[static_cast<unsigned char>(piece_letters[code])] = static_cast<std::uint8_t>(code);
  t['/'] = fast_rank_marker;
  return t;
}
inline constexpr std::array<std::uint8_t, 256> fast_piece_table = make_fast_piece_table();
// The stage's start, all zeros, copied from memory the compiler cannot see into (as
// blank_position does, and for the same reason: g++ clears 128 bytes with `rep stosq`). The
// portable scan only (FEN_NO_SIMD, or off x86): a lenient parse 53 ns with it, 66 ns without
// (g++ 12 -O2, 2026-12).
inline constexpr std::array<std::uint8_t, 128> fast_blank_stage_storage{};
inline const std::array<std::uint8_t, 128>* volatile fast_blank_stage_address = &fast_blank_stage_storage;
[[nodiscard]] constexpr std::array<std::uint8_t, 128> fast_blank_stage() noexcept {
  if (is_constant_evaluated()) return std::array<std::uint8_t, 128>{};
  return *fast_blank_stage_address;
}

}  // namespace detail
/// @}
}  // namespace fen

#endif  // FEN_DETAIL_PARSE_TABLES_HPP
// fen/detail/parse_x86.hpp: the fast pass's SSSE3 placement reader: x86 only.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_X86_HPP
#define FEN_DETAIL_PARSE_X86_HPP

// fen/detail/x86.hpp: what the SSSE3 reader and writer share: whether the processor has SSSE3,
// and GCC-style vector types. x86 only: empty unless FEN_DETAIL_SSSE3 (macro_scope.hpp).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_X86_HPP
#define FEN_DETAIL_X86_HPP

#ifdef FEN_DETAIL_SSSE3
namespace fen::detail {

// Whether the processor has SSSE3: a flag the run-time library sets at start-up, read on each
// call, unless the compiler already targets SSSE3.
inline bool has_ssse3() noexcept {
#  ifdef __SSSE3__
  return true;
#  else
  return __builtin_cpu_supports("ssse3");
#  endif
}

using bytes16 = char __attribute__((vector_size(16)));
using words2 = long long __attribute__((vector_size(16)));

}  // namespace fen::detail
#endif

#endif  // FEN_DETAIL_X86_HPP

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
// fen/detail/parse_fields.hpp: the parser: its state (the text, the careful parser's position and
// error), what stands between fields, and each field's readers, declared here and defined by field.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_FIELDS_HPP
#define FEN_DETAIL_PARSE_FIELDS_HPP

namespace fen::detail {

// The parser reads each field twice over: a fast pass for the canonical form (`fast_*`), and the
// careful parser (`parse_*`) for everything else and for every error. The two readers of a field
// stand side by side, field by field, so that a change to one is seen beside the other;
// unit.fast_path and the fuzz_parse target check that they agree. One class, declared here with
// what every field needs; each field's readers are defined in a header of their own: placement
// (parse_placement.hpp), side to move, castling and en passant (parse_castling.hpp), checks and
// counters (parse_counters.hpp), and the outline that runs both passes (parse.hpp). (One class, not
// a class a field deriving from the one before: that cost every file that parses 2 % more code
// for its compiler to optimise, 27 M of clang 14's instructions and 22 M of g++ 12's; 2026-12.)
class parser {
 public:
  constexpr parser(std::string_view text, bool strict, fen::variant v = fen::variant::standard,
                   bool four_fields = false) noexcept
      : text_(text),
        end_(text.size()),
        strict_(strict),
        four_fields_(four_fields),
        reads_pockets_(traits_of(v).pockets),
        reads_checks_(traits_of(v).checks) {}

  [[nodiscard]] constexpr result<position> run() noexcept;
  // The two passes alone: what tests compare with each other.
  [[nodiscard]] constexpr std::optional<position> run_fast_only() const noexcept;
  constexpr result<position> run_careful_only() noexcept;

 protected:
  std::string_view text_;
  std::size_t end_;
  bool strict_;
  bool four_fields_;                 // the text ends where the halfmove clock would start (strict EPD)
  bool reads_pockets_;               // the variant writes pockets and `~` marks (traits: crazyhouse)
  bool reads_checks_;                // the variant writes a checks field (traits: three-check)
  position pos_ = blank_position();  // the careful parser's; the fast pass writes into run()'s result
  error error_{};

  // ---------------------------------------------------------------------------------------------
  // The careful parser's errors, and what stands between fields

  constexpr bool set_error(error_code code, std::size_t offset, field f, char byte = '\0') noexcept {
    error_.code = code;
    error_.offset = offset;
    error_.field = f;
    error_.byte = byte;
    return false;
  }
  // A placement error with its rank (`rank_index` 0 for rank 1) and its count.
  constexpr bool set_placement_error(error_code code, std::size_t offset, char byte, int rank_index,
                                     int count = 0) noexcept {
    set_error(code, offset, field::placement, byte);
    error_.rank = static_cast<std::uint8_t>(rank_index + 1);
    error_.count = static_cast<std::uint8_t>(count);
    return false;
  }
  constexpr bool set_separator_error(std::size_t at, field f) noexcept {
    const char c = text_[at];
    if (c == '_') return set_error(error_code::underscore_separator, at, f, c);
    return set_error(error_code::unexpected_whitespace, at, f, c);
  }
  // A field's text that is not what the field wants: a non-ASCII byte in it is named first.
  FEN_DETAIL_COLD constexpr bool field_error(error_code code, std::size_t at, std::size_t stop, field f,
                                             char byte) noexcept {
    for (std::size_t i = at; i < stop; ++i)
      if (!is_ascii(text_[i])) return set_error(error_code::non_ascii, i, f, text_[i]);
    return set_error(code, at, f, byte);
  }

  [[nodiscard]] constexpr std::size_t field_end(std::size_t at) const noexcept {
    while (at < end_ && !ends_field(text_[at])) ++at;
    return at;
  }

  // Steps over what separates the field ending at `stop` from field `f`; `next` is where `f` starts,
  // or end_ when the input ends there (an error in strict mode).
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool next_field(std::size_t stop, field f, std::size_t& next) noexcept {
    if (stop == end_) {
      next = end_;
      if (strict_ && f != field::input) return set_error(error_code::missing_field, end_, f);
      return true;
    }
    if (strict_) {
      if (text_[stop] != ' ') return set_separator_error(stop, f);
      if (stop + 1 == end_ || ends_field(text_[stop + 1])) {
        return stop + 1 == end_ ? set_error(error_code::unexpected_whitespace, stop, f, ' ')
                                : set_separator_error(stop + 1, f);
      }
      next = stop + 1;
      return true;
    }
    std::size_t at = stop;
    while (at < end_ && (is_blank(text_[at]) || text_[at] == '_')) ++at;
    if (at < end_ && is_line_break(text_[at])) return set_error(error_code::unexpected_whitespace, at, f, text_[at]);
    next = at;
    return true;
  }

  // ---------------------------------------------------------------------------------------------
  // Placement, and crazyhouse's pockets (parse_placement.hpp)
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_placement(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_placement_portable(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_placement(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] constexpr bool too_few_ranks(std::size_t at, int rank) noexcept;
  [[nodiscard]] constexpr bool mark_promoted(std::size_t i, int last_piece) noexcept;
  [[nodiscard]] constexpr bool parse_bracket_pockets(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] constexpr bool parse_pocket_letters(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] constexpr bool is_pocket(std::size_t at, std::size_t stop) const noexcept;
  [[nodiscard]] constexpr bool short_rank(std::size_t at, int rank, int file) noexcept;
  [[nodiscard]] static constexpr piece piece_from_code(unsigned code) noexcept;

  // ---------------------------------------------------------------------------------------------
  // Side to move, castling, en passant (parse_castling.hpp)
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_side_to_move(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_side_to_move(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_castling(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_castling(std::size_t at, std::size_t stop) noexcept;
  // The right one castling letter gives.
  struct castling_right {
    color side_color = color::white;
    castling_side side = castling_side::king_side;
    int file = 0;
  };
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool read_castling_letter(std::size_t i, castling_right& right) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool record_castling_right(std::size_t i, const castling_right& right,
                                                                     int& last_slot) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool castling_rooks_present(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_en_passant(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_en_passant(std::size_t at, std::size_t stop) noexcept;

  // ---------------------------------------------------------------------------------------------
  // Three-check's checks and the two counters (parse_counters.hpp)
  [[nodiscard]] constexpr bool is_checks_field(std::size_t at, std::size_t stop) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_checks(std::size_t at, std::size_t stop, int slot) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool read_after_counters(std::size_t stop) noexcept;
  constexpr bool missing_field(field f) noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_counters(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool fast_long_counters(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_counter(std::size_t& i, std::uint32_t& out) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_counter(std::size_t at, std::size_t stop, field f,
                                                             std::uint32_t& out) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool counter_byte_error(std::size_t i, std::size_t at, std::size_t stop,
                                                                  field f) noexcept;

  // ---------------------------------------------------------------------------------------------
  // The two passes, in outline (parse.hpp)
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool read_fast(position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr result<position> with_variant_fields(position p) noexcept;
  constexpr void add_notation_defaults(position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr result<position> run_careful() noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool read_carefully() noexcept;
  [[nodiscard]] constexpr bool pockets_present(std::size_t stop) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool notation_fields_present() noexcept;
};

}  // namespace fen::detail

#endif  // FEN_DETAIL_PARSE_FIELDS_HPP
// fen/detail/parse_placement.hpp: the parser's readers of the placement: the fast scan, the careful reader,
// crazyhouse's pockets.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_PLACEMENT_HPP
#define FEN_DETAIL_PARSE_PLACEMENT_HPP

namespace fen::detail {

FEN_DETAIL_MEMBERS_BEGIN

// ---------------------------------------------------------------------------------------------
// Placement
// From the start of the text to the first space, without a branch per byte. Each byte's piece
// code goes to a stage, where rank k (k = 0 for the FEN's first rank, the eighth) takes bytes
// 16k to 16k + 7, and each '/' leaves a marker in the gap after its rank; the bytes' entries
// are added up, and two digits in a row are gathered in a flag (see fast_placement_table).
// Each '/' moves on by 8, so its marker lands on byte 16k + 8 only when every rank before it
// covers exactly 8 squares. With all seven markers there, 7 '/' and 120 in all, every rank
// does, and none is empty: the markers come one after another at least 8 apart, and once the
// squares add up to 64 they all fall below byte 128, so the seven can only be where they
// should. The ranks are thus checked once at the end, not at each byte (which cost a fifth of
// parse's instructions), and the stage's ranks are then copied to the board 8 squares at a
// time. Two bytes a step, with one test for a space in either (on their entries, which are
// looked up anyway): that halves the branches, and is faster than both one and four. On
// success `i` is at the space.
constexpr bool parser::fast_placement(std::size_t& i, position& p) const noexcept {
#ifdef FEN_DETAIL_SSSE3
  // Where SSSE3 can be built, the portable scan runs only in constant expressions: at run time
  // the vector reader is the only one, and a processor without SSSE3 (x86 processors made before
  // about 2008) leaves every placement to the careful parser. Both readers in every translation
  // unit that parses cost more compile time than so rare a processor is worth; FEN_NO_SIMD
  // builds the portable scan alone, for one. (unit.simd runs both on every rank's shape.) The
  // test is the macro, not negated, so that GCC drops the portable scan from run-time code
  // before compiling it there (detail/macro_scope.hpp): 37 M fewer of g++ 12's instructions for
  // a file that parses (3070 -> 3033 M, callgrind, 2026-12; clang++ the same).
  if (FEN_DETAIL_CONSTANT_EVALUATED()) return fast_placement_portable(i, p);
  return has_ssse3() && fast_placement_ssse3(text_.data(), end_, i, p);
#else
  return fast_placement_portable(i, p);
#endif
}

// The portable scan (see fast_placement).
constexpr bool parser::fast_placement_portable(std::size_t& i, position& p) const noexcept {
  std::array<std::uint8_t, 128> stage = fast_blank_stage();
  std::uint64_t sum = 0;       // stage position (bits 0-15), '/' (32-39), bytes taken (40-47)
  std::uint64_t wrong = 0;     // bit 56: two digits in a row
  std::uint64_t previous = 0;  // the last byte's table entry
  const auto take = [&](unsigned char byte) {
    const std::uint64_t step = fast_placement_table[byte];
    // The byte's piece goes to the first square it covers (a digit's 0 to the first of its run).
    stage[static_cast<std::size_t>(sum & 127u)] = fast_piece_table[byte];
    wrong |= step & previous;
    sum += step;
    previous = step;
  };
  std::size_t at = 0;
  for (; at + 1 < end_; at += 2) {
    const auto first = static_cast<unsigned char>(text_[at]);
    const auto second = static_cast<unsigned char>(text_[at + 1]);
    if (((fast_placement_table[first] | fast_placement_table[second]) & fast_space_bit) != 0) break;
    take(first);
    take(second);
  }
  // The byte the loop stopped at: the space, or one byte before it. Taken either way, without
  // a branch on which (half the FENs have each): the space's entry adds nothing that is
  // tested, and its 0 goes to the stage after the last square covered, where nothing is read
  // (byte 120 after the last rank).
  if (at == end_) return false;
  const auto last = static_cast<unsigned char>(text_[at]);
  take(last);
  at += static_cast<std::size_t>(last != ' ');
  if (at == end_ || text_[at] != ' ' || at > 100) return false;
  const std::size_t length = at;
  i = length;
  const unsigned markers = stage[8] & stage[24] & stage[40] & stage[56] & stage[72] & stage[88] & stage[104];
  // The ranks to the board, the FEN's first rank (the eighth) last.
  if (is_constant_evaluated()) {
    for (std::size_t square_index = 0; square_index < 64; ++square_index) {
      const unsigned code = stage[16 * (7 - square_index / 8) + square_index % 8];
      p.board[square_index] = code == 0 ? piece{} : piece_from_code(code);
    }
  } else {
    // Each rank's eight codes, copied whole as the pieces they are (a piece is its code's byte).
    static_assert(sizeof(piece) == 1 && std::is_trivially_copyable_v<piece>, "a piece is one byte, its code");
    const auto copy_rank = [&](std::size_t k) {
      std::char_traits<char>::copy(reinterpret_cast<char*>(p.board.data() + 8 * (7 - k)),
                                   reinterpret_cast<const char*>(stage.data() + 16 * k), 8);
    };
    copy_rank(0), copy_rank(1), copy_rank(2), copy_rank(3), copy_rank(4), copy_rank(5), copy_rank(6), copy_rank(7);
  }
  return (sum & 0xFFFFFFFFFFFFu) == ((std::uint64_t{length} << 40) | (std::uint64_t{7} << 32) | 120u) &&
         (wrong & fast_digit_bit) == 0 && markers == fast_rank_marker;
}

constexpr bool parser::parse_placement(std::size_t at, std::size_t stop) noexcept {
  int rank = 7;
  int file = 0;
  bool after_digit = false;
  const bool crazyhouse = reads_pockets_;
  int last_piece = -1;  // the square of the piece letter just read, for a '~' after it
  for (std::size_t i = at; i < stop; ++i) {
    const char c = text_[i];
    const std::uint8_t kind = placement_table[static_cast<unsigned char>(c)];
    if (crazyhouse && (c == '~' || c == '[' || (c == '/' && rank == 0 && file == 8))) {
      if (c == '~') {
        if (!mark_promoted(i, last_piece)) return false;
        last_piece = -1;
        continue;
      }
      // The board ends here; the pockets follow, in brackets or as a ninth rank.
      if (file < 8) return short_rank(i, rank, file);
      if (rank > 0) return too_few_ranks(i, rank);
      if (c == '[') return parse_bracket_pockets(i + 1, stop);
      if (strict_) {  // brackets only
        set_error(error_code::invalid_pocket, i, field::placement, c);
        error_.expected = '[';
        return false;
      }
      return parse_pocket_letters(i + 1, stop);
    }
    last_piece = -1;
    if (kind >= 16) {
      if (file >= 8) return set_placement_error(error_code::rank_too_long, i, c, rank);
      last_piece = rank * 8 + file;
      pos_.board[static_cast<std::size_t>(last_piece)] = piece_from_code(kind - 16u);
      ++file;
      after_digit = false;
    } else if (kind >= 1 && kind <= 8) {
      if (after_digit) return set_error(error_code::adjacent_digits, i, field::placement, c);
      file += kind;
      if (file > 8) return set_placement_error(error_code::rank_too_long, i, c, rank);
      after_digit = true;
    } else if (kind == placement_slash) {
      if (file < 8) return short_rank(i, rank, file);
      if (rank == 0) {
        const error_code code = is_pocket(i + 1, stop) ? error_code::variant_not_supported : error_code::too_many_ranks;
        return set_error(code, i, field::placement, c);
      }
      --rank;
      file = 0;
      after_digit = false;
    } else if (kind == placement_bad_digit) {
      return set_error(error_code::invalid_empty_count, i, field::placement, c);
    } else if (!is_ascii(c)) {
      return set_error(error_code::non_ascii, i, field::placement, c);
    } else if (c == '~' || c == '[') {
      return set_error(error_code::variant_not_supported, i, field::placement, c);
    } else {
      return set_error(error_code::invalid_piece, i, field::placement, c);
    }
  }
  if (file < 8) return short_rank(stop, rank, file);
  if (rank > 0) return too_few_ranks(stop, rank);
  return true;
}

constexpr bool parser::too_few_ranks(std::size_t at, int rank) noexcept {
  set_error(error_code::too_few_ranks, at, field::placement);
  error_.count = static_cast<std::uint8_t>(8 - rank);
  return false;
}

// Crazyhouse: a '~' at `i` after the piece on square `last_piece` (-1: no piece letter just
// before) marks it promoted; only a knight, bishop, rook or queen can be.
constexpr bool parser::mark_promoted(std::size_t i, int last_piece) noexcept {
  if (last_piece < 0) return set_error(error_code::invalid_promoted_mark, i, field::placement, '~');
  const piece_type t = pos_.board[static_cast<std::size_t>(last_piece)].type();
  if (t == piece_type::pawn || t == piece_type::king)
    return set_error(error_code::invalid_promoted_mark, i, field::placement, '~');
  pos_.promoted |= std::uint64_t{1} << last_piece;
  return true;
}

// Crazyhouse: `[pieces]` from `at` (after the '[') to the field's end at `stop`.
constexpr bool parser::parse_bracket_pockets(std::size_t at, std::size_t stop) noexcept {
  std::size_t close = at;
  while (close < stop && text_[close] != ']') ++close;
  if (!parse_pocket_letters(at, close)) return false;
  if (close == stop) return set_error(error_code::invalid_pocket, stop, field::placement, '\0');
  if (close + 1 < stop) {
    set_error(error_code::invalid_pocket, close + 1, field::placement, text_[close + 1]);
    error_.count = 1;  // after the ']'
    return false;
  }
  return true;
}

// Crazyhouse: the pocket letters from `at` to `stop` (none: empty pockets).
constexpr bool parser::parse_pocket_letters(std::size_t at, std::size_t stop) noexcept {
  fen::pockets hand{};
  int total = 0;
  unsigned last_place = 0;  // strict: White's pieces before Black's, each from king to pawn
  for (std::size_t i = at; i < stop; ++i) {
    const char c = text_[i];
    const std::uint8_t kind = placement_table[static_cast<unsigned char>(c)];
    if (kind < 16) {
      if (!is_ascii(c)) return set_error(error_code::non_ascii, i, field::placement, c);
      return set_error(error_code::invalid_pocket, i, field::placement, c);
    }
    if (++total > 64) return set_error(error_code::pocket_too_large, i, field::placement, c);
    const piece p = piece_from_code(kind - 16u);
    const unsigned place = static_cast<unsigned>(p.color()) * 6u + (5u - static_cast<unsigned>(p.type()));
    if (strict_ && place < last_place) {
      set_error(error_code::invalid_pocket, i, field::placement, c);
      error_.count = 2;  // out of order
      return false;
    }
    last_place = place;
    hand.add(p);
  }
  pos_.pockets = std::optional<fen::pockets>(hand);
  return true;
}

// Whether a ninth "rank" from `at` to `stop` is only piece letters: crazyhouse's pockets, as
// some programs write them (`.../RNBQKBNR/Qp w`), rather than a board too tall.
constexpr bool parser::is_pocket(std::size_t at, std::size_t stop) const noexcept {
  if (at >= stop) return false;  // a '/' at the end is one too many, not an empty pocket
  for (; at < stop; ++at)
    if (placement_table[static_cast<unsigned char>(text_[at])] < 16) return false;
  return true;
}

constexpr bool parser::short_rank(std::size_t at, int rank, int file) noexcept {
  return set_placement_error(error_code::rank_too_short, at, '\0', rank, file);
}

constexpr piece parser::piece_from_code(unsigned code) noexcept {
  return piece(static_cast<color>(code >> 3), static_cast<piece_type>((code & 7u) - 1u));
}

FEN_DETAIL_MEMBERS_END

// The SSSE3 placement reader on `text`, where this build and processor have it: true, with what it
// returned in `taken` (and `length` and `p` as it set them); false where there is none. For the
// tests that compare it with the portable scan.
inline bool fast_placement_simd(std::string_view text, std::size_t& length, position& p, bool& taken) noexcept {
#ifdef FEN_DETAIL_SSSE3
  if (!has_ssse3()) return false;
  taken = fast_placement_ssse3(text.data(), text.size(), length, p);
  return true;
#else
  (void)text;
  (void)length;
  (void)p;
  (void)taken;
  return false;
#endif
}

}  // namespace fen::detail

#endif  // FEN_DETAIL_PARSE_PLACEMENT_HPP
// fen/detail/parse_castling.hpp: the parser's readers of the side to move, castling and en passant.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_CASTLING_HPP
#define FEN_DETAIL_PARSE_CASTLING_HPP

namespace fen::detail {

FEN_DETAIL_MEMBERS_BEGIN

// ---------------------------------------------------------------------------------------------
// Side to move
// ` w ` or ` b `: `i` starts at the space after the placement.
constexpr bool parser::fast_side_to_move(std::size_t& i, position& p) const noexcept {
  if (end_ - i < 4 || text_[i + 2] != ' ') return false;
  // Without a branch on the side: it changes from one FEN to the next, and a mispredicted
  // branch costs more than the whole test.
  const char side = text_[i + 1];
  p.side_to_move = static_cast<color>(side == 'b');
  i += 3;
  return static_cast<int>(side == 'w') + static_cast<int>(side == 'b') != 0;
}

constexpr bool parser::parse_side_to_move(std::size_t at, std::size_t stop) noexcept {
  const char c = text_[at];
  if (stop - at == 1 && (c == 'w' || c == 'b')) {
    pos_.side_to_move = c == 'w' ? color::white : color::black;
    return true;
  }
  if (c == 'w' || c == 'b')
    return field_error(error_code::invalid_side_to_move, at + 1, stop, field::side_to_move, text_[at + 1]);
  return field_error(error_code::invalid_side_to_move, at, stop, field::side_to_move, c);
}

// `-` or letters from KQkq in that order, then a space, each letter with its rook in its corner
// (as a game's rights always have it). That rook is the outermost one on its side whatever else
// is on the rank, and the rook strict mode wants; a right without it is left to the careful
// parser, and so is its look-up of the outermost rook.
constexpr bool parser::fast_castling(std::size_t& i, position& p) const noexcept {
  const std::size_t n = end_;
  if (text_[i] == '-') {
    ++i;
  } else {
    int last_slot = -1;
    for (; i < n && text_[i] != ' '; ++i) {
      const char c = text_[i];
      const int slot = c == 'K' ? 0 : c == 'Q' ? 1 : c == 'k' ? 2 : c == 'q' ? 3 : -1;
      if (slot <= last_slot) return false;
      last_slot = slot;
      const color side_color = slot < 2 ? color::white : color::black;
      const castling_side castle_side = (slot & 1) == 0 ? castling_side::king_side : castling_side::queen_side;
      const int corner = castle_side == castling_side::king_side ? 7 : 0;
      const int back_rank = slot < 2 ? 0 : 7;
      const piece rook(side_color, piece_type::rook);
      if (p.at(square(corner, back_rank)) != rook) return false;
      p.castling.set(side_color, castle_side, corner);
    }
    if (last_slot < 0) return false;
  }
  if (end_ - i < 2 || text_[i] != ' ') return false;
  ++i;
  return true;
}

constexpr bool parser::parse_castling(std::size_t at, std::size_t stop) noexcept {
  if (stop - at == 1 && text_[at] == '-') return true;
  int last_slot = -1;
  for (std::size_t i = at; i < stop; ++i) {
    castling_right right{};
    if (!read_castling_letter(i, right) || !record_castling_right(i, right, last_slot)) return false;
  }
  return !strict_ || castling_rooks_present(at, stop);
}

// What the castling letter at `i` means: the right it gives, or an error for a byte that is not a
// castling letter, a file letter on the king's file, and (strict) a file letter where X-FEN
// writes K, Q, k or q.
constexpr bool parser::read_castling_letter(std::size_t i, castling_right& right) noexcept {
  const char c = text_[i];
  if (c == '-') return set_error(error_code::castling_dash_mixed, i, field::castling, c);
  const bool white = c >= 'A' && c <= 'Z';
  const char upper = white ? c : static_cast<char>(c - ('a' - 'A'));
  if (!(upper == 'K' || upper == 'Q' || (upper >= 'A' && upper <= 'H'))) {
    if (!is_ascii(c)) return set_error(error_code::non_ascii, i, field::castling, c);
    return set_error(error_code::invalid_castling, i, field::castling, c);
  }
  right.side_color = white ? color::white : color::black;
  if (upper == 'K' || upper == 'Q') {
    right.side = upper == 'K' ? castling_side::king_side : castling_side::queen_side;
    right.file = castling_rook_file(pos_, right.side_color, right.side, castling_rules::chess960);
    return true;
  }
  right.file = upper - 'A';
  const int king_file = castling_king_file(pos_, right.side_color);
  if (right.file == king_file) return set_error(error_code::castling_king_file, i, field::castling, c);
  right.side = right.file > king_file ? castling_side::king_side : castling_side::queen_side;
  // Only a rook that is there has a canonical letter; a missing one is reported as missing.
  if (strict_ && right.file == castling_rook_file(pos_, right.side_color, right.side, castling_rules::chess960) &&
      pos_.at(square(right.file, white ? 0 : 7)) == piece(right.side_color, piece_type::rook)) {
    const char canonical = right.side == castling_side::king_side ? 'K' : 'Q';
    set_error(error_code::castling_not_canonical, i, field::castling, c);
    error_.expected = white ? canonical : static_cast<char>(canonical + ('a' - 'A'));
    return false;
  }
  return true;
}

// Records the right of the letter at `i`, or an error for a second rook for a right already
// given and (strict) a right written twice or out of KQkq order. `last_slot` is the order of the
// last right recorded.
constexpr bool parser::record_castling_right(std::size_t i, const castling_right& right, int& last_slot) noexcept {
  const char c = text_[i];
  if (const auto existing = pos_.castling.rook_file(right.side_color, right.side)) {
    if (*existing != right.file) return set_error(error_code::castling_conflict, i, field::castling, c);
    if (strict_) return set_error(error_code::castling_repeated, i, field::castling, c);
    return true;
  }
  const int slot = static_cast<int>(right.side_color) * 2 + static_cast<int>(right.side);
  if (strict_ && slot < last_slot) return set_error(error_code::castling_order, i, field::castling, c);
  last_slot = slot;
  pos_.castling.set(right.side_color, right.side, right.file);
  return true;
}

// Strict mode, once the field reads well: every right names a rook of its color on its back rank.
constexpr bool parser::castling_rooks_present(std::size_t at, std::size_t stop) noexcept {
  for (std::size_t i = at; i < stop; ++i) {
    const color side_color = text_[i] >= 'a' ? color::black : color::white;
    const char upper = static_cast<char>(text_[i] & ~0x20);
    const int file = upper == 'K'   ? *pos_.castling.rook_file(side_color, castling_side::king_side)
                     : upper == 'Q' ? *pos_.castling.rook_file(side_color, castling_side::queen_side)
                                    : upper - 'A';
    const square rook_square(file, side_color == color::white ? 0 : 7);
    if (pos_.at(rook_square) != piece(side_color, piece_type::rook)) {
      set_error(error_code::castling_rook_missing, i, field::castling, text_[i]);
      error_.square = rook_square;
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// En passant
// `-` or a square name, then a space.
constexpr bool parser::fast_en_passant(std::size_t& i, position& p) const noexcept {
  if (text_[i] == '-') {
    ++i;
  } else {
    if (end_ - i < 2) return false;
    const unsigned file = static_cast<unsigned char>(text_[i]) - unsigned{'a'};
    const unsigned rank = static_cast<unsigned char>(text_[i + 1]) - unsigned{'1'};
    if (file > 7 || rank > 7) return false;
    p.en_passant = std::optional<square>(square(static_cast<int>(file), static_cast<int>(rank)));
    i += 2;
  }
  if (i == end_) return true;  // four fields: read_fast decides
  if (end_ - i < 2 || text_[i] != ' ') return false;
  ++i;
  return true;
}

constexpr bool parser::parse_en_passant(std::size_t at, std::size_t stop) noexcept {
  const std::size_t length = stop - at;
  if (length == 1 && text_[at] == '-') return true;
  if (const auto target = square::from_name(std::string_view(text_.data() + at, length))) {
    pos_.en_passant = std::optional<square>(*target);
    return true;
  }
  // When the field starts with '-' or a square name, the byte after it is named ("-;", a NUL after
  // "-", "e3x"); any other field is not a square name.
  std::size_t good = 0;
  if (text_[at] == '-')
    good = 1;
  else if (length > 2 && text_[at] >= 'a' && text_[at] <= 'h' && text_[at + 1] >= '1' && text_[at + 1] <= '8')
    good = 2;
  if (good == 0 || good >= length)
    return field_error(error_code::invalid_en_passant, at, stop, field::en_passant, text_[at]);
  field_error(error_code::invalid_en_passant, at + good, stop, field::en_passant, text_[at + good]);
  if (error_.code == error_code::invalid_en_passant) error_.count = static_cast<std::uint8_t>(good);
  return false;
}

FEN_DETAIL_MEMBERS_END

}  // namespace fen::detail

#endif  // FEN_DETAIL_PARSE_CASTLING_HPP
// fen/detail/parse_counters.hpp: the parser's readers of three-check's checks and the two counters.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_COUNTERS_HPP
#define FEN_DETAIL_PARSE_COUNTERS_HPP

namespace fen::detail {

FEN_DETAIL_MEMBERS_BEGIN

// ---------------------------------------------------------------------------------------------
// Three-check's checks: `3+3` (remaining, before the counters) or `+0+0` (given, after them)
constexpr bool parser::is_checks_field(std::size_t at, std::size_t stop) const noexcept {
  if (!reads_checks_) return false;
  for (std::size_t i = at; i < stop; ++i)
    if (text_[i] == '+') return true;
  return false;
}

// The checks field from `at` to `stop`, which holds a '+'. `slot` is where it stands: 4 before
// the halfmove clock, 5 between the counters, 6 after them. Strict mode takes the remaining form
// in slot 4 and the given form in slot 6 only; lenient either form anywhere.
constexpr bool parser::parse_checks(std::size_t at, std::size_t stop, int slot) noexcept {
  if (pos_.checks) return set_error(error_code::invalid_check_count, at, field::checks, text_[at]);
  const bool given = text_[at] == '+';
  if (strict_ && slot != (given ? 6 : 4))
    return set_error(error_code::invalid_check_count, at, field::checks, text_[at]);
  // The form's bytes: [+]D+D, each D a digit 0-3.
  const std::size_t first = given ? at + 1 : at;
  const std::size_t length = first + 3 - at;
  for (std::size_t i = at; i < stop; ++i) {
    const char c = text_[i];
    const std::size_t k = i - first;  // 0: first count, 1: '+', 2: second count
    const bool fits = i < at + length && (i < first ? c == '+' : k == 1 ? c == '+' : c >= '0' && c <= '3');
    if (!fits) {
      if (!is_ascii(c)) return set_error(error_code::non_ascii, i, field::checks, c);
      return set_error(error_code::invalid_check_count, i, field::checks, c);
    }
  }
  if (stop - at < length) return set_error(error_code::invalid_check_count, stop, field::checks, '\0');
  const auto count = [&](std::size_t i) { return static_cast<std::uint8_t>(text_[i] - '0'); };
  remaining_checks checks{};
  checks.white = given ? static_cast<std::uint8_t>(3 - count(first)) : count(first);
  checks.black = given ? static_cast<std::uint8_t>(3 - count(first + 2)) : count(first + 2);
  pos_.checks = std::optional<remaining_checks>(checks);
  return true;
}

// The field after the counters, at `stop` (before the end): three-check's given checks (a second
// field of them is refused), or else text that has no place in a FEN.
constexpr bool parser::read_after_counters(std::size_t stop) noexcept {
  std::size_t at = stop;
  if (!next_field(stop, field::input, at)) return false;
  while (at < end_ && is_checks_field(at, field_end(at))) {
    stop = field_end(at);
    if (!parse_checks(at, stop, 6)) return false;
    if (stop == end_) return true;
    if (!next_field(stop, field::input, at)) return false;
  }
  if (stop == end_ || at == end_) return true;
  if (text_[at] == '+') return set_error(error_code::variant_not_supported, at, field::input, '+');
  return set_error(error_code::trailing_text, at, field::input, text_[at]);
}

// Field `f` is missing (error_ says so): in strict mode, when the variant has a checks field and
// none was read, the field missing before the counters is that one. Returns false.
constexpr bool parser::missing_field(field f) noexcept {
  if (strict_ && reads_checks_ && f == field::halfmove_clock && !pos_.checks &&
      error_.code == error_code::missing_field)
    error_.field = field::checks;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Counters
// The halfmove clock, a space, the fullmove number, and the end of the text. The common forms, a
// clock of 1 or 2 digits and a fullmove number of 1 to 3, are read without a branch on their
// lengths, which change from one FEN to the next; longer ones digit by digit.
constexpr bool parser::fast_counters(std::size_t& i, position& p) const noexcept {
  if (end_ - i < 3) return false;
  const auto digit = [this](std::size_t at) {
    return static_cast<unsigned>(static_cast<unsigned char>(text_[at])) - unsigned{'0'};
  };
  const auto is_space = [this](std::size_t at) { return static_cast<unsigned>(text_[at] == ' '); };
  // The clock: one digit then a space, or two digits (the first not 0) then a space. Masks and
  // sums stand for `?:` here, which compilers turn into branches.
  const unsigned first = digit(i);
  const unsigned second = digit(i + 1);
  const auto two = static_cast<unsigned>(second < 10);
  const unsigned clock = first + ((first * 9 + second) & (0u - two));
  const unsigned clock_read =
      static_cast<unsigned>(first < 10) & is_space(i + 1 + two) & ((two ^ 1u) | static_cast<unsigned>(first != 0));
  // The fullmove number: the rest of the text, 1 to 3 digits, the first not 0 unless alone.
  const std::size_t number_at = i + 2 + two;
  const std::size_t length = end_ - number_at;  // wraps when the text ends before it
  if ((clock_read & static_cast<unsigned>(length - 1 < 3)) == 0) return fast_long_counters(i, p);
  const auto has_tens = static_cast<unsigned>(length >= 2);
  const auto has_hundreds = static_cast<unsigned>(length >= 3);
  const unsigned ones = digit(end_ - 1);
  const unsigned tens = digit(end_ - 2);  // the text is longer than 3 bytes here
  const unsigned hundreds = digit(end_ - 3);
  p.halfmove_clock = clock;
  p.fullmove_number = ones + ((tens * 10) & (0u - has_tens)) + ((hundreds * 100) & (0u - has_hundreds));
  i = end_;
  const unsigned wrong = static_cast<unsigned>(ones > 9) | (static_cast<unsigned>(tens > 9) & has_tens) |
                         (static_cast<unsigned>(hundreds > 9) & has_hundreds) |
                         (static_cast<unsigned>(text_[number_at] == '0') & has_tens);
  return wrong == 0;
}

// The counters when one of them is longer, digit by digit.
constexpr bool parser::fast_long_counters(std::size_t& i, position& p) const noexcept {
  if (!fast_counter(i, p.halfmove_clock) || i == end_ || text_[i] != ' ') return false;
  ++i;
  return fast_counter(i, p.fullmove_number) && i == end_;
}

// A counter of 1 to 9 digits without a leading zero; `i` moves past it.
constexpr bool parser::fast_counter(std::size_t& i, std::uint32_t& out) const noexcept {
  const std::size_t start = i;
  std::uint32_t value = 0;
  for (; i < end_; ++i) {
    const std::uint32_t digit = static_cast<std::uint32_t>(static_cast<unsigned char>(text_[i])) - 48u;
    if (digit > 9) break;
    value = value * 10 + digit;  // wraps past 9 digits: such a counter is refused below
  }
  const std::size_t length = i - start;
  if (length == 0 || length > 9 || (length > 1 && text_[start] == '0')) return false;
  out = value;
  return true;
}

constexpr bool parser::parse_counter(std::size_t at, std::size_t stop, field f, std::uint32_t& out) noexcept {
  std::uint64_t value = 0;
  for (std::size_t i = at; i < stop; ++i) {
    const char c = text_[i];
    if (is_digit(c)) {
      value = value * 10 + static_cast<unsigned>(c - '0');
      if (value > 0xFFFFFFFFu) {
        // Report the counter's start, but only once the rest of it is known to be digits.
        for (std::size_t j = i; j < stop; ++j)
          if (!is_digit(text_[j])) return counter_byte_error(j, at, stop, f);
        return set_error(error_code::counter_out_of_range, at, f);
      }
      continue;
    }
    return counter_byte_error(i, at, stop, f);
  }
  if (stop - at > 1 && text_[at] == '0') return set_error(error_code::counter_leading_zero, at, f, '0');
  out = static_cast<std::uint32_t>(value);
  return true;
}

// A byte in a counter that is not a digit: a sign, a three-check counter, or just wrong.
constexpr bool parser::counter_byte_error(std::size_t i, std::size_t at, std::size_t stop, field f) noexcept {
  const char c = text_[i];
  if (!is_ascii(c)) return set_error(error_code::non_ascii, i, f, c);
  for (std::size_t j = at; j < stop; ++j)
    if (!is_ascii(text_[j])) return set_error(error_code::non_ascii, j, f, text_[j]);
  bool signed_number = (c == '+' || c == '-') && i == at && stop - at > 1;
  for (std::size_t j = at + 1; signed_number && j < stop; ++j) signed_number = is_digit(text_[j]);
  if (signed_number) return set_error(error_code::counter_sign, i, f, c);
  if (c == '+') return set_error(error_code::variant_not_supported, i, f, c);
  return set_error(error_code::invalid_counter, i, f, c);
}

FEN_DETAIL_MEMBERS_END

}  // namespace fen::detail

#endif  // FEN_DETAIL_PARSE_COUNTERS_HPP
// fen/detail/parse.hpp: parse: the parser's outline, and the entry point.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_HPP
#define FEN_DETAIL_PARSE_HPP

namespace fen {
/// \addtogroup parse
/// @{

namespace detail {

FEN_DETAIL_MEMBERS_BEGIN

// The parser (declared in parse_fields.hpp): both passes in outline.
constexpr result<position> parser::run() noexcept {
  // Most FENs are in the canonical form: a quick pass takes those. Anything else, and every
  // error, goes through the careful parser, which reports the first problem exactly.
  // The fast pass writes into the result that is returned, not into a position copied into it:
  // a copy reads the board right after the pass's 8-byte stores wrote it, and waits for them
  // (with g++ that cost a parse and serialize about a tenth of its time).
  result<position> r(blank_position());
  if (!read_fast(*r))
    r = run_careful();
  else if (reads_pockets_ || reads_checks_)
    r = with_variant_fields(*r);
  return r;
}

constexpr std::optional<position> parser::run_fast_only() const noexcept {
  position p = blank_position();
  if (read_fast(p)) return p;
  return std::nullopt;
}

constexpr result<position> parser::run_careful_only() noexcept { return run_careful(); }

// ---------------------------------------------------------------------------------------------
// The two passes, in outline
// The canonical form (single spaces, six fields, castling `-` or letters from KQkq in that
// order, counters without a leading zero and shorter than 10 digits), with the board checked
// as it is read, into `p`, a blank position. True with the whole FEN in `p`; or false, with `p`
// part written, which sends the FEN to run_careful. Each step moves `at` on to the next field.
constexpr bool parser::read_fast(position& p) const noexcept {
  std::size_t at = 0;
  // Four fields, the text ending right after the en passant field (an EPD line's, or a FEN's
  // without counters): lenient mode takes them, with the counters' defaults (0 and 1).
  return fast_placement(at, p) && fast_side_to_move(at, p) && fast_castling(at, p) && fast_en_passant(at, p) &&
         (at == end_ ? !strict_ || four_fields_ : fast_counters(at, p));
}

// A variant with fields of its own (pockets, checks), when the fast pass read the FEN: it was
// written without them, which lenient mode gives their start values (empty pockets, 3+3) and
// strict mode wants written (the careful parser says so).
constexpr result<position> parser::with_variant_fields(position p) noexcept {
  if (strict_) return run_careful();
  add_notation_defaults(p);
  return p;
}

// A variant's fields that were not written, at their start values (empty pockets, 3+3).
constexpr void parser::add_notation_defaults(position& p) const noexcept {
  if (reads_pockets_ && !p.pockets) p.pockets = std::optional<fen::pockets>(fen::pockets{});
  if (reads_checks_ && !p.checks) p.checks = std::optional<fen::remaining_checks>(fen::remaining_checks{});
}

constexpr result<position> parser::run_careful() noexcept {
  if (read_carefully()) return pos_;
  return error_;
}

// The careful parser's work: true with the position in pos_, or false with the error in error_
// (one result made at the end, not one at each of the many places that stop).
constexpr bool parser::read_carefully() noexcept {
  std::size_t begin = 0;
  if (!strict_) {
    while (begin < end_ && (ends_field(text_[begin]))) ++begin;
    while (end_ > begin && ends_field(text_[end_ - 1])) --end_;
  } else if (!text_.empty() && ends_field(text_[0])) {
    return set_separator_error(0, field::placement);
  }
  if (begin == end_) return set_error(error_code::empty_input, strict_ ? end_ : 0, field::input);

  // Field by field: each ends at the first byte that may separate fields.
  std::size_t at = begin;
  std::size_t stop = field_end(at);
  if (stop == at) return set_error(error_code::missing_field, at, field::placement);
  if (!parse_placement(at, stop) || !pockets_present(stop)) return false;

  for (int index = 1; index <= 5; ++index) {
    const auto f = static_cast<field>(index);
    if (four_fields_ && f == field::halfmove_clock && stop == end_) break;  // an EPD line's four fields
    if (!next_field(stop, f, at)) return missing_field(f);
    if (at == end_) break;  // lenient: the rest take their defaults
    stop = field_end(at);
    if (index >= 4 && is_checks_field(at, stop)) {
      // A variant's checks, where a counter may stand: the counter is the next field.
      if (!parse_checks(at, stop, index)) return false;
      --index;
      continue;
    }
    bool ok = false;
    switch (f) {
      case field::side_to_move: ok = parse_side_to_move(at, stop); break;
      case field::castling: ok = parse_castling(at, stop); break;
      case field::en_passant: ok = parse_en_passant(at, stop); break;
      case field::halfmove_clock: ok = parse_counter(at, stop, f, pos_.halfmove_clock); break;
      default: ok = parse_counter(at, stop, f, pos_.fullmove_number); break;
    }
    if (!ok) return false;
  }
  if (stop < end_ && !read_after_counters(stop)) return false;
  if (!notation_fields_present()) return false;
  add_notation_defaults(pos_);
  return true;
}

// Strict mode wants a variant's pockets, at the end of the placement (`stop`), and its checks
// written out.
constexpr bool parser::pockets_present(std::size_t stop) noexcept {
  if (!strict_ || !reads_pockets_ || pos_.pockets) return true;
  set_error(error_code::missing_field, stop, field::placement);
  error_.expected = '[';
  return false;
}

constexpr bool parser::notation_fields_present() noexcept {
  if (strict_ && reads_checks_ && !pos_.checks) return set_error(error_code::missing_field, end_, field::checks);
  return true;
}

FEN_DETAIL_MEMBERS_END

// What `parse` does, here in this translation unit.
[[nodiscard]] constexpr result<position> parse_here(std::string_view text, parse_options options) noexcept {
  return parser(text, options.mode == strictness::strict, options.rules.variant).run();
}
// The first four fields (and a variant's checks field), read strictly, the text ending where the
// halfmove clock would start; the counters keep their defaults. What strict EPD reads, in one pass.
[[nodiscard]] constexpr result<position> parse_four_fields_strictly(std::string_view text, fen::variant v) noexcept {
  return parser(text, true, v, true).run();
}
#if defined(FEN_SEPARATE_DEFINITIONS) || defined(FEN_DEFINITIONS)
// `parse` at run time, defined once in the program (see Configuration): not inline, not constexpr.
[[nodiscard]] result<position> parse_at_run_time(std::string_view text, parse_options options) noexcept;
#endif
}  // namespace detail

/// Reads a FEN. Never throws, never allocates, never reads outside `text` (which need not end
/// with a NUL). On failure the result holds the first problem: its code, byte offset and message.
///
///     auto r = fen::parse("8/8/8/8/8/8/8/8 w - - 0 1");               // lenient
///     auto s = fen::parse(text, fen::strictness::strict);             // canonical form only
[[nodiscard]] constexpr result<position> parse(std::string_view text, parse_options options = {}) noexcept {
#ifdef FEN_SEPARATE_DEFINITIONS
  if (FEN_DETAIL_CONSTANT_EVALUATED()) return detail::parse_here(text, options);
  return detail::parse_at_run_time(text, options);
#else
  return detail::parse_here(text, options);
#endif
}
#ifdef FEN_DEFINITIONS
// The one definition, in the translation unit that asked for it (see Configuration).
result<position> detail::parse_at_run_time(std::string_view text, parse_options options) noexcept {
  return parse_here(text, options);
}
#endif

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_PARSE_HPP
// fen/detail/layout.hpp: text_layout, layout, detect_castling: where each field and square is in a FEN text.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_LAYOUT_HPP
#define FEN_DETAIL_LAYOUT_HPP

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
// fen/detail/serialize_placement.hpp: castling_notation, serialize_options, and the portable number and placement
// writers.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SERIALIZE_PLACEMENT_HPP
#define FEN_DETAIL_SERIALIZE_PLACEMENT_HPP

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
// fen/detail/serialize_x86.hpp: serialize's SSSE3 placement writer: x86 only.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SERIALIZE_X86_HPP
#define FEN_DETAIL_SERIALIZE_X86_HPP

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
// fen/detail/rank_layouts.hpp: generated: serialize's rank layouts (do not edit: written by
// tools/print_tables/print_tables.cpp).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_RANK_LAYOUTS_HPP
#define FEN_DETAIL_RANK_LAYOUTS_HPP

namespace fen {
// =============================================================================================
// Generated tables: do not edit by hand; tools/print_tables/print_tables.cpp prints them
//
// Serialize's rank layouts: for each of the 256 sets of occupied files, 17 characters
// (what they mean: see rank_layout in serialize_placement.hpp).
// Literals, because a constexpr computation would cost every translation unit that includes
// fen compile time. `fen_print_tables detail/rank_layouts.hpp` prints this section; the ctest
// unit.generated_tables fails when it differs from what is here.
// =============================================================================================

// clang-format off
namespace detail {

inline constexpr char rank_layouts_text[256 * 17 + 1] =
    "8.......@@@@@@@@1.7......@@@@@@@@21.6.....@H@@@@@@3..6.....@H@@@@@@3"   // 0-3
    "2.5.....@@H@@@@@3.1.5....@@P@@@@@41..5....@HP@@@@@4...5....@HP@@@@@4"   // 4-7
    "3.4.....@@@H@@@@3.2.4....@@@P@@@@41.1.4...@H@X@@@@5..1.4...@H@X@@@@5"   // 8-11
    "2..4....@@HP@@@@4.1..4...@@PX@@@@51...4...@HPX@@@@5....4...@HPX@@@@5"   // 12-15
    "4.3.....@@@@H@@@3.3.3....@@@@P@@@41.2.3...@H@@X@@@5..2.3...@H@@X@@@5"   // 16-19
    "2.1.3...@@H@X@@@5.1.1.3..@@P@`@@@61..1.3..@HP@`@@@6...1.3..@HP@`@@@6"   // 20-23
    "3..3....@@@HP@@@4.2..3...@@@PX@@@51.1..3..@H@X`@@@6..1..3..@H@X`@@@6"   // 24-27
    "2...3...@@HPX@@@5.1...3..@@PX`@@@61....3..@HPX`@@@6.....3..@HPX`@@@6"   // 28-31
    "5.2.....@@@@@H@@3.4.2....@@@@@P@@41.3.2...@H@@@X@@5..3.2...@H@@@X@@5"   // 32-35
    "2.2.2...@@H@@X@@5.1.2.2..@@P@@`@@61..2.2..@HP@@`@@6...2.2..@HP@@`@@6"   // 36-39
    "3.1.2...@@@H@X@@5.2.1.2..@@@P@`@@61.1.1.2.@H@X@h@@7..1.1.2.@H@X@h@@7"   // 40-43
    "2..1.2..@@HP@`@@6.1..1.2.@@PX@h@@71...1.2.@HPX@h@@7....1.2.@HPX@h@@7"   // 44-47
    "4..2....@@@@HP@@4.3..2...@@@@PX@@51.2..2..@H@@X`@@6..2..2..@H@@X`@@6"   // 48-51
    "2.1..2..@@H@X`@@6.1.1..2.@@P@`h@@71..1..2.@HP@`h@@7...1..2.@HP@`h@@7"   // 52-55
    "3...2...@@@HPX@@5.2...2..@@@PX`@@61.1...2.@H@X`h@@7..1...2.@H@X`h@@7"   // 56-59
    "2....2..@@HPX`@@6.1....2.@@PX`h@@71.....2.@HPX`h@@7......2.@HPX`h@@7"   // 60-63
    "6.1.....@@@@@@H@3.5.1....@@@@@@P@41.4.1...@H@@@@X@5..4.1...@H@@@@X@5"   // 64-67
    "2.3.1...@@H@@@X@5.1.3.1..@@P@@@`@61..3.1..@HP@@@`@6...3.1..@HP@@@`@6"   // 68-71
    "3.2.1...@@@H@@X@5.2.2.1..@@@P@@`@61.1.2.1.@H@X@@h@7..1.2.1.@H@X@@h@7"   // 72-75
    "2..2.1..@@HP@@`@6.1..2.1.@@PX@@h@71...2.1.@HPX@@h@7....2.1.@HPX@@h@7"   // 76-79
    "4.1.1...@@@@H@X@5.3.1.1..@@@@P@`@61.2.1.1.@H@@X@h@7..2.1.1.@H@@X@h@7"   // 80-83
    "2.1.1.1.@@H@X@h@7.1.1.1.1@@P@`@p@81..1.1.1@HP@`@p@8...1.1.1@HP@`@p@8"   // 84-87
    "3..1.1..@@@HP@`@6.2..1.1.@@@PX@h@71.1..1.1@H@X`@p@8..1..1.1@H@X`@p@8"   // 88-91
    "2...1.1.@@HPX@h@7.1...1.1@@PX`@p@81....1.1@HPX`@p@8.....1.1@HPX`@p@8"   // 92-95
    "5..1....@@@@@HP@4.4..1...@@@@@PX@51.3..1..@H@@@X`@6..3..1..@H@@@X`@6"   // 96-99
    "2.2..1..@@H@@X`@6.1.2..1.@@P@@`h@71..2..1.@HP@@`h@7...2..1.@HP@@`h@7"   // 100-103
    "3.1..1..@@@H@X`@6.2.1..1.@@@P@`h@71.1.1..1@H@X@hp@8..1.1..1@H@X@hp@8"   // 104-107
    "2..1..1.@@HP@`h@7.1..1..1@@PX@hp@81...1..1@HPX@hp@8....1..1@HPX@hp@8"   // 108-111
    "4...1...@@@@HPX@5.3...1..@@@@PX`@61.2...1.@H@@X`h@7..2...1.@H@@X`h@7"   // 112-115
    "2.1...1.@@H@X`h@7.1.1...1@@P@`hp@81..1...1@HP@`hp@8...1...1@HP@`hp@8"   // 116-119
    "3....1..@@@HPX`@6.2....1.@@@PX`h@71.1....1@H@X`hp@8..1....1@H@X`hp@8"   // 120-123
    "2.....1.@@HPX`h@7.1.....1@@PX`hp@81......1@HPX`hp@8.......1@HPX`hp@8"   // 124-127
    "7.......@@@@@@@H2.6......@@@@@@@P31.5.....@H@@@@@X4..5.....@H@@@@@X4"   // 128-131
    "2.4.....@@H@@@@X4.1.4....@@P@@@@`51..4....@HP@@@@`5...4....@HP@@@@`5"   // 132-135
    "3.3.....@@@H@@@X4.2.3....@@@P@@@`51.1.3...@H@X@@@h6..1.3...@H@X@@@h6"   // 136-139
    "2..3....@@HP@@@`5.1..3...@@PX@@@h61...3...@HPX@@@h6....3...@HPX@@@h6"   // 140-143
    "4.2.....@@@@H@@X4.3.2....@@@@P@@`51.2.2...@H@@X@@h6..2.2...@H@@X@@h6"   // 144-147
    "2.1.2...@@H@X@@h6.1.1.2..@@P@`@@p71..1.2..@HP@`@@p7...1.2..@HP@`@@p7"   // 148-151
    "3..2....@@@HP@@`5.2..2...@@@PX@@h61.1..2..@H@X`@@p7..1..2..@H@X`@@p7"   // 152-155
    "2...2...@@HPX@@h6.1...2..@@PX`@@p71....2..@HPX`@@p7.....2..@HPX`@@p7"   // 156-159
    "5.1.....@@@@@H@X4.4.1....@@@@@P@`51.3.1...@H@@@X@h6..3.1...@H@@@X@h6"   // 160-163
    "2.2.1...@@H@@X@h6.1.2.1..@@P@@`@p71..2.1..@HP@@`@p7...2.1..@HP@@`@p7"   // 164-167
    "3.1.1...@@@H@X@h6.2.1.1..@@@P@`@p71.1.1.1.@H@X@h@x8..1.1.1.@H@X@h@x8"   // 168-171
    "2..1.1..@@HP@`@p7.1..1.1.@@PX@h@x81...1.1.@HPX@h@x8....1.1.@HPX@h@x8"   // 172-175
    "4..1....@@@@HP@`5.3..1...@@@@PX@h61.2..1..@H@@X`@p7..2..1..@H@@X`@p7"   // 176-179
    "2.1..1..@@H@X`@p7.1.1..1.@@P@`h@x81..1..1.@HP@`h@x8...1..1.@HP@`h@x8"   // 180-183
    "3...1...@@@HPX@h6.2...1..@@@PX`@p71.1...1.@H@X`h@x8..1...1.@H@X`h@x8"   // 184-187
    "2....1..@@HPX`@p7.1....1.@@PX`h@x81.....1.@HPX`h@x8......1.@HPX`h@x8"   // 188-191
    "6.......@@@@@@HP3.5......@@@@@@PX41.4.....@H@@@@X`5..4.....@H@@@@X`5"   // 192-195
    "2.3.....@@H@@@X`5.1.3....@@P@@@`h61..3....@HP@@@`h6...3....@HP@@@`h6"   // 196-199
    "3.2.....@@@H@@X`5.2.2....@@@P@@`h61.1.2...@H@X@@hp7..1.2...@H@X@@hp7"   // 200-203
    "2..2....@@HP@@`h6.1..2...@@PX@@hp71...2...@HPX@@hp7....2...@HPX@@hp7"   // 204-207
    "4.1.....@@@@H@X`5.3.1....@@@@P@`h61.2.1...@H@@X@hp7..2.1...@H@@X@hp7"   // 208-211
    "2.1.1...@@H@X@hp7.1.1.1..@@P@`@px81..1.1..@HP@`@px8...1.1..@HP@`@px8"   // 212-215
    "3..1....@@@HP@`h6.2..1...@@@PX@hp71.1..1..@H@X`@px8..1..1..@H@X`@px8"   // 216-219
    "2...1...@@HPX@hp7.1...1..@@PX`@px81....1..@HPX`@px8.....1..@HPX`@px8"   // 220-223
    "5.......@@@@@HPX4.4......@@@@@PX`51.3.....@H@@@X`h6..3.....@H@@@X`h6"   // 224-227
    "2.2.....@@H@@X`h6.1.2....@@P@@`hp71..2....@HP@@`hp7...2....@HP@@`hp7"   // 228-231
    "3.1.....@@@H@X`h6.2.1....@@@P@`hp71.1.1...@H@X@hpx8..1.1...@H@X@hpx8"   // 232-235
    "2..1....@@HP@`hp7.1..1...@@PX@hpx81...1...@HPX@hpx8....1...@HPX@hpx8"   // 236-239
    "4.......@@@@HPX`5.3......@@@@PX`h61.2.....@H@@X`hp7..2.....@H@@X`hp7"   // 240-243
    "2.1.....@@H@X`hp7.1.1....@@P@`hpx81..1....@HP@`hpx8...1....@HP@`hpx8"   // 244-247
    "3.......@@@HPX`h6.2......@@@PX`hp71.1.....@H@X`hpx8..1.....@H@X`hpx8"   // 248-251
    "2.......@@HPX`hp7.1......@@PX`hpx81.......@HPX`hpx8........@HPX`hpx8";  // 252-255

// Where set's 17 characters start (declared in serialize_placement.hpp).
constexpr const char* rank_layout(unsigned set) noexcept { return rank_layouts_text + 17 * set; }
}  // namespace detail
// clang-format on
// End of the generated tables.

}  // namespace fen

#endif  // FEN_DETAIL_RANK_LAYOUTS_HPP
// fen/detail/serialize.hpp: serialize, the castling, en passant and variant writers, and the _fen literal.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_SERIALIZE_HPP
#define FEN_DETAIL_SERIALIZE_HPP

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
// fen/detail/hash.hpp: std::hash for position, square, piece and castling_rights.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_HASH_HPP
#define FEN_DETAIL_HASH_HPP

// =============================================================================================
// Hashing
//
// std::hash for position, square, piece and castling_rights, so that they key std::unordered_map
// and std::unordered_set. Equal values hash equal; the position's hash mixes the board's 64 bytes
// eight at a time with every other field. For an opening book's key, see fen/polyglot.hpp.
// =============================================================================================

namespace fen::detail {
// One step of a multiply-xorshift mix (the multiplier is 2^64 over the golden ratio, odd).
[[nodiscard]] constexpr std::uint64_t hash_mix(std::uint64_t h, std::uint64_t v) noexcept {
  h = (h ^ v) * 0x9E3779B97F4A7C15u;
  return h ^ (h >> 29);
}
// The four rook files (0-7, 15 for no right), four bits each.
[[nodiscard]] constexpr std::uint64_t castling_hash(const castling_rights& c) noexcept {
  std::uint64_t h = 0;
  for (const color side : {color::white, color::black})
    for (const castling_side wing : {castling_side::king_side, castling_side::queen_side})
      h = (h << 4) | static_cast<std::uint64_t>(c.rook_file(side, wing).value_or(15));
  return h;
}
[[nodiscard]] constexpr std::uint64_t position_hash(const position& p) noexcept {
  std::uint64_t h = 0;
  for (int rank = 0; rank < 8; ++rank) h = hash_mix(h, rank_codes(p.board.data() + 8 * rank));
  const std::uint64_t ep = p.en_passant ? static_cast<std::uint64_t>(p.en_passant->index()) : 64u;
  h = hash_mix(
      h, castling_hash(p.castling) | (ep << 16) | (std::uint64_t{static_cast<std::uint8_t>(p.side_to_move)} << 24));
  h = hash_mix(h, p.halfmove_clock | (std::uint64_t{p.fullmove_number} << 32));
  if (p.promoted != 0) h = hash_mix(h, p.promoted);
  if (p.checks) h = hash_mix(h, 0x10000u | (std::uint64_t{p.checks->white} << 8) | p.checks->black);
  if (p.pockets) {
    std::uint64_t counts = 1;
    for (const color c : {color::white, color::black})
      for (int t = 0; t < 6; ++t)
        counts = (counts << 5) ^ static_cast<std::uint64_t>(p.pockets->count(c, static_cast<piece_type>(t)));
    h = hash_mix(h, counts);
  }
  return h;
}
}  // namespace fen::detail

namespace std {
/// \addtogroup position
/// @{

/// Hashes a position: every field that `==` compares.
template <>
struct hash<fen::position> {
  /// The position's hash: equal positions hash equal.
  std::size_t operator()(const fen::position& p) const noexcept {
    return static_cast<std::size_t>(fen::detail::position_hash(p));
  }
};
/// Hashes a square: its index.
template <>
struct hash<fen::square> {
  /// The square's hash: its index.
  std::size_t operator()(fen::square s) const noexcept { return static_cast<std::size_t>(s.index()); }
};
/// Hashes a piece: its code.
template <>
struct hash<fen::piece> {
  /// The piece's hash: its code.
  std::size_t operator()(fen::piece q) const noexcept { return static_cast<std::size_t>(q.code()); }
};
/// Hashes castling rights: the four rook files.
template <>
struct hash<fen::castling_rights> {
  /// The rights' hash: equal rights hash equal.
  std::size_t operator()(const fen::castling_rights& c) const noexcept {
    return static_cast<std::size_t>(fen::detail::castling_hash(c));
  }
};
/// @}
}  // namespace std

#endif  // FEN_DETAIL_HASH_HPP

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

#endif  // FEN_FEN_HPP
