// fmt.hpp: {fmt} formatters for fen's types: FEN text, board diagrams, errors with a caret under
// the offending byte, and validation reports.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// An optional layer: `fen/fen.hpp` never includes this header, and it is the only one that needs
// {fmt} (version 9 or later). It includes `fen/validate.hpp`, for the report's formatter, and
// `fen/epd.hpp`, for the EPD types'. `fen/ostream.hpp` prints the same text on a std::ostream.
//
//     fmt::print("{}\n", pos);                          // the FEN
//     fmt::print("{:dc}\n", pos);                       // a board diagram with coordinates
//     fmt::print("{:uf}\n", pos);                       // Unicode figurines, Black at the bottom
//     fmt::print("{} on {}\n", pos.at(sq), sq);         // "N on f3"
//     auto r = fen::parse(text);
//     if (!r) fmt::print("{}\n", fen::with_input(r.error(), text));   // message, text, caret
//     fmt::print("{}\n", fen::parse_epd(line).value());  // an EPD line, as fen::write_epd writes it
//
// Contents, in the order of the banners below:
//   Vocabulary in words      figurine, what the formatters print for pieces
//   Errors with their input  caret, with_input, and the writers of texts, carets, diagrams, problems
//   Formatters               the spec letters' shared parser, then one fmt::formatter per type
//
// ---------------------------------------------------------------------------------------------
// Format specs
//
//   fen::position    {}     the FEN (X-FEN castling, en passant as stored), as fen::serialize writes it:
//                           crazyhouse's pockets and `~`, three-check's checks (`3+3`) included
//                    {:d}   an 8-line diagram in ASCII: FEN letters, '.' for an empty square,
//                           files separated by a space, rank 8 first, no newline after rank 1
//                    {:u}   the same with Unicode figurines (U+2654-U+265F) and U+00B7 for empty
//                    f      added to d or u: flipped, seen from Black's side (rank 1 first, h-file left)
//                    c      added to d or u: coordinates, rank digits on the left and a ninth line
//                           with the file letters
//                           Under the board, each on a line of its own, a variant's state when the
//                           position holds it: "pockets: [QRbn]" (crazyhouse's pieces in hand, as
//                           FEN writes them; figurines with u), "promoted: d8" (its `~` pieces),
//                           "checks to give: White 3, Black 2" (three-check)
//   fen::piece       {}     the FEN letter ('.' for no piece); {:u} the figurine; {:n} the name in
//                           words ("white knight", "no piece")
//   fen::square, fen::color, fen::piece_type, fen::error_code, fen::field, fen::error, fen::fixed_string
//                    text   "e4", "white", "knight", "invalid_castling", "side to move", the error's
//                           message, the string; every spec of a string works ({:>4}, {:-<20})
//   fen::severity, fen::problem_code
//                    text   "illegal", "unreachable"; a problem code's stable name
//   fen::problem     {}     "illegal: Black has no king"; {:c} adds the code in brackets: " [no_king]"
//   fen::validation_report
//                    {}     one problem per line as above ({:c} adds the codes), no newline after
//                           the last; "no problems" for a report without any
//   fen::basic_epd_record (fen::epd_record and every other size)
//                    {}     the EPD line, as fen::write_epd and fen::to_string write it (any length)
//   fen::epd_operand text   its value: a string's text with its escapes undone, without the quotes
//                           (`say "hi"`); a number or a symbol as written; string specs work
//   fen::epd_operand_kind, fen::epd_error_code, fen::epd_error
//                    text   "string"; a code's stable name, "invalid_opcode"; the error's message
//   fen::with_input(error, text)
//                    {}     three lines: the message, the text, and a caret under the offending byte
//   fen::caret(text, offset)
//                    {}     two lines: the text, and a caret under byte `offset`
//
// In the last two, the text is indented by four spaces; bytes outside printable ASCII are shown as
// `\xNN` (a tab as `\t`) so the caret stays under its byte whatever the terminal; a text longer than
// 100 bytes is shown as an 80-byte window around the caret, with `...` where it was cut. Neither
// ends with a newline.
//
// Values out of range
//
// Every formatter takes any value its type's bytes can hold (an enum cast from any number, a
// piece or square copied in with memcpy) and prints something defined, never reading past an
// array. What it prints is what the core reads the value as, so that fen/ostream.hpp, which calls
// the same functions, prints the same:
//   - an enum prints `fen::name(value)`, which gives a value without an enumerator the fallback
//     its comment documents (a color other than white is black, a code without a name "unknown");
//   - a piece is read by its letter, `piece::to_char()`: the figurine ({:u}) and the name ({:n})
//     follow the letter, and a byte no piece has, whose letter is '?', prints '?' with {} and
//     {:u} and "unknown piece" with {:n};
//   - a square is read by its index modulo 64, as `square::from_index` reads it: a byte of 200
//     prints "a2".
// ---------------------------------------------------------------------------------------------

#ifndef FEN_FMT_HPP
#define FEN_FMT_HPP

#include "epd.hpp"
#include "fen.hpp"
#include "validate.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string_view>

namespace fen {
/// \addtogroup formatting
/// @{

// =============================================================================================
// Vocabulary in words
//
// What the formatters print for the vocabulary: the names come from `fen::name` (fen.hpp); the
// figurines live here.
// =============================================================================================

/// The Unicode chess figurine of a piece (UTF-8, U+2654 to U+265F), or U+00B7 (a middle dot) for
/// no piece. Read from the piece's letter (`piece::to_char`), so that it always shows what the
/// letter says: "?" for a byte no piece has (letter '?').
constexpr std::string_view figurine(piece p) noexcept {
  switch (p.to_char()) {
    case 'P': return "\u2659";
    case 'N': return "\u2658";
    case 'B': return "\u2657";
    case 'R': return "\u2656";
    case 'Q': return "\u2655";
    case 'K': return "\u2654";
    case 'p': return "\u265F";
    case 'n': return "\u265E";
    case 'b': return "\u265D";
    case 'r': return "\u265C";
    case 'q': return "\u265B";
    case 'k': return "\u265A";
    case '.': return "\u00B7";
    default: return "?";
  }
}

// =============================================================================================
// Errors with their input
// =============================================================================================

/// A text and a byte in it, for `fmt::format("{}", fen::caret(text, offset))`: the text on one
/// line and a caret under byte `offset` on the next. Holds a view: the text must outlive it.
struct marked_text {
  /// The text; a view, so it must outlive this.
  std::string_view text;
  /// The byte the caret goes under (past the end: the end).
  std::size_t offset = 0;
};

/// Marks byte `offset` of `text` (an offset past the end marks the end).
///
///     fmt::print("{}\n", fen::caret("8/8/8/8/8/8/8/9 w - - 0 1", 14));
constexpr marked_text caret(std::string_view text, std::size_t offset) noexcept { return {text, offset}; }

/// A parse error and the text it was found in, for `fmt::format("{}", fen::with_input(e, text))`.
/// Holds a view: the text must outlive it. `text` must be what was given to `fen::parse`.
struct error_with_input {
  /// The parse error.
  fen::error error;
  /// The text it was found in; a view, so it must outlive this.
  std::string_view text;
};

/// Pairs a parse error with its input, to print the message and a caret under the offending byte:
///
///     castling: 'X' is not a castling letter (KQkq, A-H or a-h, or '-' for none)
///         rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1
///                                                         ^
constexpr error_with_input with_input(const error& e, std::string_view text) noexcept { return {e, text}; }

namespace detail {

inline constexpr std::size_t caret_window_threshold = 100;  // longer texts are cut...
inline constexpr std::size_t caret_window = 80;             // ...to this many bytes...
inline constexpr std::size_t caret_context = 40;            // ...with at most this many before the caret
inline constexpr std::string_view caret_indent = "    ";

// How many columns a byte takes once written by `write_shown_byte`.
constexpr std::size_t shown_width(char c) noexcept {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7F) return 1;
  return c == '\t' ? 2 : 4;
}

template <class Out>
Out write_text(Out out, std::string_view s) {
  return std::copy(s.begin(), s.end(), out);
}

template <class Out>
Out write_repeated(Out out, char c, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) *out++ = c;
  return out;
}

template <class Out>
Out write_shown_byte(Out out, char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7F) {
    *out++ = c;
  } else if (c == '\t') {
    out = write_text(out, "\\t");
  } else {
    constexpr char hex[] = "0123456789ABCDEF";
    out = write_text(out, "\\x");
    *out++ = hex[u >> 4];
    *out++ = hex[u & 15u];
  }
  return out;
}

// The text (or a window of it) on one line, a caret under byte `offset` on the next.
template <class Out>
Out write_marked(Out out, std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  std::size_t begin = 0;
  std::size_t end = text.size();
  if (text.size() > caret_window_threshold) {
    begin = offset > caret_context ? offset - caret_context : 0;
    end = std::min(text.size(), begin + caret_window);
    begin = end - caret_window;  // a caret near the end still gets a full window
  }
  const std::string_view cut = "...";
  out = write_text(out, caret_indent);
  std::size_t column = 0;
  if (begin > 0) {
    out = write_text(out, cut);
    column += cut.size();
  }
  for (std::size_t i = begin; i < end; ++i) {
    out = write_shown_byte(out, text[i]);
    if (i < offset) column += shown_width(text[i]);
  }
  if (end < text.size()) out = write_text(out, cut);
  *out++ = '\n';
  out = write_text(out, caret_indent);
  out = write_repeated(out, ' ', column);
  *out++ = '^';
  return out;
}

template <class Out>
Out write_small_number(Out out, unsigned n) {
  if (n >= 10) out = write_small_number(out, n / 10);
  *out++ = static_cast<char>('0' + n % 10);
  return out;
}

// The lines a diagram has under the board for a variant's state, each after a newline:
//   pockets: [QRbn]                   crazyhouse's pieces in hand, White's then Black's, each from
//                                     king to pawn as FEN writes them (figurines for Unicode)
//   promoted: d8 f1                   crazyhouse's promoted pieces (`~` in FEN), when there are any
//   checks to give: White 3, Black 2  three-check's remaining checks
template <class Out>
Out write_variant_lines(Out out, const position& p, bool unicode) {
  if (p.pockets) {
    out = write_text(out, "\npockets: [");
    for (color c : {color::white, color::black})
      for (int t = 5; t >= 0; --t) {
        const piece q(c, static_cast<piece_type>(t));
        for (int n = p.pockets->count(c, q.type()); n > 0; --n) {
          if (unicode)
            out = write_text(out, figurine(q));
          else
            *out++ = q.to_char();
        }
      }
    *out++ = ']';
  }
  bool first_promoted = true;
  for (int s = 0; s < 64; ++s) {
    const piece q = p.board[static_cast<std::size_t>(s)];
    if (((p.promoted >> s) & 1u) == 0 || q.is_none() || q.type() == piece_type::pawn || q.type() == piece_type::king)
      continue;
    out = write_text(out, first_promoted ? "\npromoted: " : " ");
    first_promoted = false;
    *out++ = static_cast<char>('a' + s % 8);
    *out++ = static_cast<char>('1' + s / 8);
  }
  if (p.checks) {
    out = write_text(out, "\nchecks to give: White ");
    out = write_small_number(out, p.checks->white);
    out = write_text(out, ", Black ");
    out = write_small_number(out, p.checks->black);
  }
  return out;
}

// The 8 (or 9, with coordinates) lines of a board diagram, then the variant's lines
// (`write_variant_lines`).
template <class Out>
Out write_diagram(Out out, const position& p, bool unicode, bool flipped, bool coordinates) {
  for (int row = 0; row < 8; ++row) {
    const int rank = flipped ? row : 7 - row;
    if (row != 0) *out++ = '\n';
    if (coordinates) {
      *out++ = static_cast<char>('1' + rank);
      *out++ = ' ';
    }
    for (int column = 0; column < 8; ++column) {
      const int file = flipped ? 7 - column : column;
      if (column != 0) *out++ = ' ';
      const piece pc = p.at(square(file, rank));
      if (unicode)
        out = write_text(out, figurine(pc));
      else
        *out++ = pc.to_char();
    }
  }
  if (coordinates) {
    out = write_text(out, "\n ");
    for (int column = 0; column < 8; ++column) {
      *out++ = ' ';
      *out++ = static_cast<char>('a' + (flipped ? 7 - column : column));
    }
  }
  return write_variant_lines(out, p, unicode);
}

// "illegal: Black has no king", and " [no_king]" when asked.
template <class Out>
Out write_problem(Out out, const problem& p, bool with_code) {
  out = write_text(out, name(p.severity));
  out = write_text(out, ": ");
  out = write_text(out, p.message().view());
  if (with_code) {
    out = write_text(out, " [");
    out = write_text(out, name(p.code));
    *out++ = ']';
  }
  return out;
}

// Parses a spec made of letters from `allowed`, each at most once: the letters seen as a bit set
// (bit i for allowed[i]), and where the spec ends ('}'). A bad spec sets `error`, which the
// formatter throws from namespace fmt, where FMT_THROW works with every {fmt} version.
template <class ParseContext>
constexpr auto parse_letters(ParseContext& ctx, std::string_view allowed, unsigned& seen, const char*& error)
    -> decltype(ctx.begin()) {
  auto it = ctx.begin();
  const auto end = ctx.end();
  seen = 0;
  for (; it != end && *it != '}'; ++it) {
    const std::size_t index = allowed.find(*it);
    if (index == std::string_view::npos) {
      error = "fen: unknown letter in a format spec";
      break;
    }
    const unsigned bit = 1u << index;
    if ((seen & bit) != 0) {
      error = "fen: a letter is repeated in a format spec";
      break;
    }
    seen |= bit;
  }
  return it;
}

// Stands for a spec made of `Letters`, each at most once: fmt::formatter<letters_spec<...>> below
// parses it, and the formatters whose spec is such letters derive from that formatter.
template <char... Letters>
struct letters_spec {};

}  // namespace detail
/// @}
}  // namespace fen

namespace fen::detail {
/// The base of the formatters whose text is `fen::name(value)`: string specs apply (`{:>12}`).
template <class T>
struct name_formatter : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(T value, FormatContext& ctx) const -> decltype(ctx.out()) {
    const std::string_view text = fen::name(value);
    return fmt::formatter<fmt::string_view>::format(fmt::string_view(text.data(), text.size()), ctx);
  }
};

/// The base of the formatters whose text is `value.message()` (the errors): string specs apply.
template <class T>
struct message_formatter : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const T& value, FormatContext& ctx) const -> decltype(ctx.out()) {
    const message_string message = value.message();
    return fmt::formatter<fmt::string_view>::format(fmt::string_view(message.data(), message.size()), ctx);
  }
};
}  // namespace fen::detail

// =============================================================================================
// Formatters
// =============================================================================================

namespace fmt {
/// \addtogroup formatting
/// @{

/// The base of the formatters whose spec is letters from `Letters`, each at most once ({:c}, {:dc},
/// or none at all): `parse` reads them into `spec`, bit i for the i-th of `Letters`. A formatter
/// that also refuses some combinations checks `spec` after calling it. (A formatter of a fen type
/// so that it lives in namespace fmt, where FMT_THROW works with every {fmt} version.)
template <char... Letters>
struct formatter<fen::detail::letters_spec<Letters...>> {
  unsigned spec = 0;

  template <class ParseContext>
  constexpr auto parse(ParseContext& ctx) -> decltype(ctx.begin()) {
    constexpr char letters[] = {Letters..., '\0'};
    const char* error = nullptr;
    auto it = fen::detail::parse_letters(ctx, std::string_view(letters, sizeof...(Letters)), spec, error);
    if (error != nullptr) FMT_THROW(format_error(error));
    return it;
  }
};

/// A position: the FEN by default; `{:d}`/`{:u}` a diagram, with `f` flipped and `c` coordinates.
template <>
struct formatter<fen::position> : formatter<fen::detail::letters_spec<'d', 'u', 'f', 'c'>> {
  enum : unsigned { diagram = 1, unicode = 2, flipped = 4, coordinates = 8 };

  template <class ParseContext>
  /// Reads the spec: `d` or `u`, then `f` and `c`; any other spec is a fmt::format_error.
  constexpr auto parse(ParseContext& ctx) -> decltype(ctx.begin()) {
    auto it = formatter<fen::detail::letters_spec<'d', 'u', 'f', 'c'>>::parse(ctx);
    if ((spec & diagram) != 0 && (spec & unicode) != 0)
      FMT_THROW(format_error("fen: a position spec has 'd' (ASCII) or 'u' (Unicode), not both"));
    if ((spec & (flipped | coordinates)) != 0 && (spec & (diagram | unicode)) == 0)
      FMT_THROW(format_error("fen: 'f' and 'c' need a diagram: write {:df}, {:dc}, {:uf} ..."));
    return it;
  }

  template <class FormatContext>
  /// Writes the FEN, or the diagram the spec asks for.
  auto format(const fen::position& p, FormatContext& ctx) const -> decltype(ctx.out()) {
    if ((spec & (diagram | unicode)) == 0) return fen::detail::write_text(ctx.out(), fen::serialize(p).view());
    return fen::detail::write_diagram(ctx.out(), p, (spec & unicode) != 0, (spec & flipped) != 0,
                                      (spec & coordinates) != 0);
  }
};

/// A piece: its FEN letter by default, `{:u}` its figurine, `{:n}` its name ("white knight"). All
/// three are read from the letter (`piece::to_char`): a byte no piece has prints '?', '?' and
/// "unknown piece".
template <>
struct formatter<fen::piece> : formatter<fen::detail::letters_spec<'u', 'n'>> {
  template <class ParseContext>
  /// Reads the spec: `u` or `n`, not both.
  constexpr auto parse(ParseContext& ctx) -> decltype(ctx.begin()) {
    auto it = formatter<fen::detail::letters_spec<'u', 'n'>>::parse(ctx);
    if (spec == 3) FMT_THROW(format_error("fen: a piece spec has 'u' or 'n', not both"));
    return it;
  }

  template <class FormatContext>
  /// Writes the letter, the figurine or the name.
  auto format(fen::piece p, FormatContext& ctx) const -> decltype(ctx.out()) {
    auto out = ctx.out();
    if (spec == 1) return fen::detail::write_text(out, fen::figurine(p));
    if (spec == 2) {
      const char letter = p.to_char();
      if (letter == '.') return fen::detail::write_text(out, "no piece");
      const std::optional<fen::piece> known = fen::piece::from_char(letter);
      if (!known) return fen::detail::write_text(out, "unknown piece");
      out = fen::detail::write_text(out, fen::name(known->color()));
      *out++ = ' ';
      return fen::detail::write_text(out, fen::name(known->type()));
    }
    *out++ = p.to_char();
    return out;
  }
};

/// A square's name: "e4". String specs apply: `{:>3}`. (Read through `square::from_index`, so that
/// a byte above 63 names the square of its index modulo 64.)
template <>
struct formatter<fen::square> : formatter<string_view> {
  template <class FormatContext>
  /// Writes the name, as the string spec says.
  auto format(fen::square s, FormatContext& ctx) const -> decltype(ctx.out()) {
    const std::string_view text = fen::square::from_index(s.index()).name();
    return formatter<string_view>::format(string_view(text.data(), text.size()), ctx);
  }
};

/// "white" or "black".
template <>
struct formatter<fen::color> : fen::detail::name_formatter<fen::color> {};

/// "pawn" ... "king".
template <>
struct formatter<fen::piece_type> : fen::detail::name_formatter<fen::piece_type> {};

/// An error code's stable name: "invalid_castling".
template <>
struct formatter<fen::error_code> : fen::detail::name_formatter<fen::error_code> {};

/// A field's name in words: "side to move".
template <>
struct formatter<fen::field> : fen::detail::name_formatter<fen::field> {};

/// A fixed-capacity string (what `fen::serialize` and `fen::error::message` return).
template <std::size_t N>
struct formatter<fen::fixed_string<N>> : formatter<string_view> {
  template <class FormatContext>
  /// Writes the string, as the string spec says.
  auto format(const fen::fixed_string<N>& s, FormatContext& ctx) const -> decltype(ctx.out()) {
    return formatter<string_view>::format(string_view(s.data(), s.size()), ctx);
  }
};

/// A parse error: its message, "castling: 'X' is not a castling letter ...". String specs apply.
template <>
struct formatter<fen::error> : fen::detail::message_formatter<fen::error> {};

/// "illegal" or "unreachable".
template <>
struct formatter<fen::severity> : fen::detail::name_formatter<fen::severity> {};

/// A problem code's stable name: "too_many_kings".
template <>
struct formatter<fen::problem_code> : fen::detail::name_formatter<fen::problem_code> {};

/// A validation problem: "illegal: Black has no king"; `{:c}` adds " [no_king]".
template <>
struct formatter<fen::problem> : formatter<fen::detail::letters_spec<'c'>> {
  template <class FormatContext>
  /// Writes the severity and the message, with `c` the code too.
  auto format(const fen::problem& p, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fen::detail::write_problem(ctx.out(), p, spec != 0);
  }
};

/// A validation report: one problem per line, or "no problems"; `{:c}` adds the codes.
template <>
struct formatter<fen::validation_report> : formatter<fen::detail::letters_spec<'c'>> {
  template <class FormatContext>
  /// Writes one problem per line, or "no problems".
  auto format(const fen::validation_report& report, FormatContext& ctx) const -> decltype(ctx.out()) {
    auto out = ctx.out();
    if (report.empty()) return fen::detail::write_text(out, "no problems");
    bool first = true;
    for (const fen::problem& p : report) {
      if (!first) *out++ = '\n';
      first = false;
      out = fen::detail::write_problem(out, p, spec != 0);
    }
    return out;
  }
};

/// An EPD record: its line, as `fen::write_epd` (and `fen::to_string`) writes it, however long.
template <std::size_t MaxOperations, std::size_t MaxOperands>
struct formatter<fen::basic_epd_record<MaxOperations, MaxOperands>> : formatter<fen::detail::letters_spec<>> {
  template <class FormatContext>
  /// Writes the record's EPD line.
  auto format(const fen::basic_epd_record<MaxOperations, MaxOperands>& record, FormatContext& ctx) const
      -> decltype(ctx.out()) {
    // Written into a buffer on the stack (the usual line fits), and again into a larger one when
    // write_epd says the line is longer.
    basic_memory_buffer<char, fen::max_epd_length> line;
    line.resize(line.capacity());
    const std::size_t size = fen::write_epd(record, line.data(), line.size());
    if (size > line.size()) {
      line.resize(size);
      (void)fen::write_epd(record, line.data(), line.size());
    }
    return fen::detail::write_text(ctx.out(), std::string_view(line.data(), size));
  }
};

/// An EPD operand: its value (a string's text with its escapes undone, no quotes; a number or a
/// symbol as written). String specs apply: `{:>6}`.
template <>
struct formatter<fen::epd_operand> : formatter<string_view> {
  template <class FormatContext>
  /// Writes the operand's value, as the string spec says.
  auto format(const fen::epd_operand& operand, FormatContext& ctx) const -> decltype(ctx.out()) {
    basic_memory_buffer<char, 256> value;
    value.resize(operand.size());
    (void)operand.unescape_to(value.data(), value.size());
    return formatter<string_view>::format(string_view(value.data(), value.size()), ctx);
  }
};

/// "symbol", "number" or "string".
template <>
struct formatter<fen::epd_operand_kind> : fen::detail::name_formatter<fen::epd_operand_kind> {};

/// An EPD error code's stable name: "unterminated_string".
template <>
struct formatter<fen::epd_error_code> : fen::detail::name_formatter<fen::epd_error_code> {};

/// An EPD error: its message, "string operand: no closing '\"'". String specs apply.
template <>
struct formatter<fen::epd_error> : fen::detail::message_formatter<fen::epd_error> {};

/// A text with a caret under one byte: two lines, no newline at the end.
template <>
struct formatter<fen::marked_text> : formatter<fen::detail::letters_spec<>> {
  template <class FormatContext>
  /// Writes the text, and the caret on the next line.
  auto format(const fen::marked_text& m, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fen::detail::write_marked(ctx.out(), m.text, m.offset);
  }
};

/// A parse error with its input: the message, then the text and a caret (three lines).
template <>
struct formatter<fen::error_with_input> : formatter<fen::detail::letters_spec<>> {
  template <class FormatContext>
  /// Writes the message, then the text and the caret.
  auto format(const fen::error_with_input& e, FormatContext& ctx) const -> decltype(ctx.out()) {
    auto out = fen::detail::write_text(ctx.out(), e.error.message().view());
    *out++ = '\n';
    return fen::detail::write_marked(out, e.text, e.error.offset);
  }
};

/// @}
}  // namespace fmt

#endif  // FEN_FMT_HPP
