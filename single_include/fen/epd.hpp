// single_include/fen/epd.hpp: generated from include/fen/epd.hpp and the detail/ headers it
// includes, by cmake/fen_single_header.cmake. Do not edit: edit those, then run
// `cmake --build build --target single_headers` (the ctest unit.single_headers compares).

// epd.hpp: read and write EPD lines (Extended Position Description): a position plus operations.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// An EPD line is the first four FEN fields (placement, side to move, castling, en passant), then
// zero or more operations, each an opcode, its operands and a `;`:
//
//     2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";
//
//     auto r = fen::parse_epd(line);                 // the record, or an epd_error
//     if (!r) std::puts(r.error().message().c_str());
//     auto best = r->find("bm");                     // std::optional<fen::epd_operation>
//     fen::position p = r->position;                 // counters from hmvc/fmvn, or 0 and 1
//     std::string text = fen::to_string(*r);         // the canonical line
//
// Zero copy: a record holds views into the line it was parsed from (opcodes and operands are
// std::string_view), so the line must outlive the record (`parse_epd` refuses a temporary
// std::string for that reason). A string operand keeps its text as written, escapes included;
// `epd_operand::unescape_to`, `value_equals` and `str` give its value.
//
// Operands are kept as text, of three kinds: a string ("..." with `\"` and `\\` escapes), a number
// (an optional sign, digits, and an optional fraction: `12`, `-35`, `+0.5`), and a symbol: any other
// run of printing ASCII bytes without a blank, `;` or `"` (a SAN move such as `Nf3` or `e8=Q+`; this
// is not a SAN parser). `hmvc` and `fmvn` set the position's halfmove clock and fullmove number
// (one table, `detail::epd_special_opcodes`, says so for every place that treats them apart).
//
// What it holds, one concern a header under fen/detail/ (included in this order):
//   epd_operations.hpp   capacities (max_epd_opcode_length, default_epd_operations, max_epd_length
//                        ...), epd_operand_kind, epd_operand, epd_operands, epd_operation
//   epd_record.hpp       basic_epd_record, epd_record
//   epd_errors.hpp       epd_error_code, epd_error, epd_parse_error
//   epd_parse.hpp        the parser, parse_epd
//   epd_serialize.hpp    to_epd, to_string
// single_include/fen/epd.hpp is all of them in one file, beside single_include/fen/fen.hpp.
//
// ---------------------------------------------------------------------------------------------
// What `parse_epd` accepts
//
// Strict mode takes exactly the canonical form that `serialize_epd` writes: the four position fields
// as strict `fen::parse` takes them, then, for each operation, one space, the opcode (a letter,
// then up to 14 letters, digits or `_`), a space before each operand, and `;` right after the last
// operand (or the opcode); nothing after the last `;`. Each opcode appears at most once. Strings
// use only the escapes `\"` and `\\`.
//
// Lenient mode (the default) also takes, and nothing more:
//   1. what lenient `fen::parse` takes in the four position fields (blanks around and between them,
//      `_` between them, castling letters in any order, Shredder-FEN, letters whose rook is missing);
//   2. runs of blanks (space, tab) wherever a space stands, blanks before a `;`, and blanks and line
//      endings (CR, LF) at the end of the line;
//   3. no blank between a `;` and the next opcode;
//   4. no `;` after the last operation, at the end of the line;
//   5. opcodes longer than 15 characters;
//   6. an opcode written twice (but `hmvc` and `fmvn`: their values would contradict); `find`
//      returns the first;
//   7. a backslash in a string that escapes neither `"` nor `\`: it stands for itself;
//   8. a full FEN's counters after the fourth field, one or two (`... w - - 0 1 bm e4`), read as
//      `fen::parse` reads counters and kept as `hmvc` and `fmvn` operations at the record's start;
//      a later `hmvc` or `fmvn` with the same value is that operation again, with another value the
//      error `counter_conflict` (strict: EPD has no counter fields, `invalid_opcode` at the `0`);
//   9. a `;` before the first operation, and empty operations (`;;`) (strict: `missing_opcode`);
//  10. ERET's extra `-` after the en passant field (`... w q - - bm Rxf4;`) (strict: `invalid_opcode`).
//
// Always errors, in both modes: fewer than four position fields, a counter with a `+` (three-check:
// `variant_not_supported`), an opcode that does not start with a letter or holds another byte, a
// string without its closing quote, a `"`
// inside an unquoted operand or right after a string, a byte outside ASCII outside a string, a line
// break inside the line, an `hmvc` or `fmvn` without exactly one counter (digits, no sign, no leading
// zero, at most 4294967295), and more operations or operands than the record holds.
// ---------------------------------------------------------------------------------------------

#ifndef FEN_EPD_HPP
#define FEN_EPD_HPP

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

// fen/detail/epd_operations.hpp: EPD's capacities, and its vocabulary: epd_operand_kind, epd_operand, epd_operands,
// epd_operation, and the table of the opcodes treated apart (hmvc, fmvn).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_OPERATIONS_HPP
#define FEN_DETAIL_EPD_OPERATIONS_HPP

namespace fen {
/// \addtogroup epd
/// @{

// =============================================================================================
// Configuration: capacities
// =============================================================================================

/// The longest opcode strict mode takes (the PGN standard's limit).
inline constexpr std::size_t max_epd_opcode_length = 15;
/// How many operations `fen::epd_record` holds.
inline constexpr std::size_t default_epd_operations = 32;
/// How many operands `fen::epd_record` holds, over all its operations together.
inline constexpr std::size_t default_epd_operands = 256;
/// The longest line `serialize_epd` writes by default (its template argument chooses another).
inline constexpr std::size_t max_epd_length = 2047;

// =============================================================================================
// Vocabulary: operands and operations
// =============================================================================================

/// The three kinds of operand.
enum class epd_operand_kind : std::uint8_t {
  symbol = 0,  ///< an unquoted word that is not a number: a SAN move (`Nf3`, `O-O`, `e8=Q+`), `-`, ...
  number = 1,  ///< an optional sign, digits, and an optional fraction: `12`, `-35`, `+0.5`
  string = 2,  ///< a quoted string: `"WAC.001"`
};

/// How a kind of operand is named: "symbol", "number", "string" ("unknown" for no kind).
[[nodiscard]] constexpr std::string_view name(epd_operand_kind k) noexcept {
  switch (k) {
    case epd_operand_kind::symbol: return "symbol";
    case epd_operand_kind::number: return "number";
    case epd_operand_kind::string: return "string";
  }
  return "unknown";
}

namespace detail {
constexpr bool is_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_opcode_byte(char c) noexcept { return is_letter(c) || is_digit(c) || c == '_'; }
// A byte that may stand in an unquoted operand: printing ASCII but blank, ';' and '"'.
constexpr bool is_unquoted_byte(char c) noexcept { return c > ' ' && c < 0x7F && c != ';' && c != '"'; }

// An optional sign, one or more digits, then optionally '.' and one or more digits.
constexpr bool is_epd_number(std::string_view t) noexcept {
  std::size_t i = 0;
  if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
  const std::size_t digits = i;
  while (i < t.size() && is_digit(t[i])) ++i;
  if (i == digits) return false;
  if (i == t.size()) return true;
  if (t[i] != '.') return false;
  const std::size_t fraction = ++i;
  while (i < t.size() && is_digit(t[i])) ++i;
  return i > fraction && i == t.size();
}

constexpr bool is_valid_opcode(std::string_view t) noexcept {
  if (t.empty() || t.size() > max_epd_opcode_length || !is_letter(t[0])) return false;
  for (char c : t)
    if (!is_opcode_byte(c)) return false;
  return true;
}

// The opcodes that set a field of the position instead of standing for themselves, one row each.
// Everything that treats them apart reads this table: the parser (each takes `operands` counters
// and may not be written twice; without it the field keeps `default_value`), `add` (no operands:
// the value is the position's), `==` (operands not compared), `to_epd` (written unless default)
// and the writer (the value written from the position). `field` names it to users
// (`epd_opcode_for`, `epd_error::opcode_field`), so each field has one row at most (the EPD tests
// check it); `counter` is where the value lives.
struct epd_special_opcode {
  std::string_view name;
  fen::field field;
  std::uint32_t position::*counter;
  std::uint32_t default_value;
  std::size_t operands;
};
inline constexpr epd_special_opcode epd_special_opcodes[] = {
    {"hmvc", field::halfmove_clock, &position::halfmove_clock, 0, 1},
    {"fmvn", field::fullmove_number, &position::fullmove_number, 1, 1},
};

// The row of `opcode` in the table, or `no_special_opcode` for an opcode that stands for itself.
// (A row, not a pointer into the table: g++ does not fold a comparison of such a pointer with null
// in a constant expression under -fsanitize=undefined or -fno-delete-null-pointer-checks.) Row by
// row as a template rather than a loop, so that each comparison is with a known name: GCC 12 then
// compares as it does with a literal ("hmvc"); with the loop, parse_epd ran about 30 instructions
// more an operation (callgrind).
inline constexpr std::size_t no_special_opcode = std::size(epd_special_opcodes);
template <std::size_t Row = 0>
constexpr std::size_t find_special_opcode(std::string_view opcode) noexcept {
  if constexpr (Row == std::size(epd_special_opcodes))
    return no_special_opcode;
  else
    return opcode == epd_special_opcodes[Row].name ? Row : find_special_opcode<Row + 1>(opcode);
}

// In string text as written: `\"` or `\\` at `i`, which stand for the second byte.
constexpr bool is_escape_at(std::string_view t, std::size_t i) noexcept {
  return t[i] == '\\' && i + 1 < t.size() && (t[i + 1] == '"' || t[i + 1] == '\\');
}

// A counter as EPD's hmvc and fmvn take it, and FEN's counter fields: digits, no sign, no leading
// zero, at most 4294967295.
constexpr bool read_counter(std::string_view t, std::uint32_t& out) noexcept {
  if (t.empty() || t.size() > 10 || (t.size() > 1 && t[0] == '0')) return false;
  std::uint64_t value = 0;
  for (char c : t) {
    if (!is_digit(c)) return false;
    value = value * 10 + static_cast<unsigned>(c - '0');
  }
  if (value > 0xFFFFFFFFu) return false;
  out = static_cast<std::uint32_t>(value);
  return true;
}
}  // namespace detail

/// One operand of an operation: its kind and its text, a view into the line it was read from.
///
///     op.operands[0].kind == fen::epd_operand_kind::string
///     op.operands[0].text        // as written between the quotes: `say \"hi\"`
///     op.operands[0].str()       // the value: `say "hi"` (allocates)
struct epd_operand {
  /// What the operand is: a symbol, a number or a string.
  epd_operand_kind kind = epd_operand_kind::symbol;
  /// The operand as written; for a string, what stands between the quotes.
  std::string_view text{};
  /// True when `text` is string text as written in a line, so that `\"` and `\\` stand for `"` and
  /// `\`. False when `text` is the value itself (operands made with `quoted`, and non-strings).
  bool escaped = false;

  /// An unquoted operand: a number when `text` reads as one, a symbol otherwise.
  [[nodiscard]] static constexpr epd_operand unquoted(std::string_view word) noexcept {
    return epd_operand{detail::is_epd_number(word) ? epd_operand_kind::number : epd_operand_kind::symbol, word, false};
  }
  /// A string operand whose value is `value` (written with quotes, and escapes where needed).
  [[nodiscard]] static constexpr epd_operand quoted(std::string_view value) noexcept {
    return epd_operand{epd_operand_kind::string, value, false};
  }

  /// True when the value differs from `text`: a string with `\"` or `\\` in it.
  [[nodiscard]] constexpr bool has_escapes() const noexcept {
    if (!escaped) return false;
    for (std::size_t i = 0; i < text.size(); ++i)
      if (detail::is_escape_at(text, i)) return true;
    return false;
  }
  /// The length of the value.
  [[nodiscard]] constexpr std::size_t size() const noexcept {
    std::size_t n = 0;
    for (std::size_t i = 0; i < text.size(); ++i, ++n)
      if (escaped && detail::is_escape_at(text, i)) ++i;
    return n;
  }
  /// Writes the value into `out`, at most `capacity` bytes (no terminating NUL), and returns its
  /// full length: more than `capacity` means it did not fit, like snprintf.
  ///
  ///     char buffer[256];
  ///     std::size_t n = op.operands[0].unescape_to(buffer, sizeof buffer);
  [[nodiscard]] constexpr std::size_t unescape_to(char* out, std::size_t capacity) const noexcept {
    std::size_t n = 0;
    for (std::size_t i = 0; i < text.size(); ++i, ++n) {
      if (escaped && detail::is_escape_at(text, i)) ++i;
      if (n < capacity) out[n] = text[i];
    }
    return n;
  }
  /// True when the value is `value`.
  [[nodiscard]] constexpr bool value_equals(std::string_view value) const noexcept {
    std::size_t n = 0;
    for (std::size_t i = 0; i < text.size(); ++i, ++n) {
      if (escaped && detail::is_escape_at(text, i)) ++i;
      if (n >= value.size() || value[n] != text[i]) return false;
    }
    return n == value.size();
  }
  /// The value as a std::string (allocates).
  [[nodiscard]] std::string str() const {
    std::string s(size(), '\0');
    (void)unescape_to(s.data(), s.size());  // the size is known
    return s;
  }
  /// A number without a fraction that fits in 64 bits, or nothing.
  [[nodiscard]] constexpr std::optional<std::int64_t> as_integer() const noexcept {
    if (kind != epd_operand_kind::number || text.empty()) return std::nullopt;
    std::size_t i = 0;
    const bool negative = text[0] == '-';
    if (text[0] == '+' || text[0] == '-') ++i;
    std::uint64_t magnitude = 0;
    const std::uint64_t limit = negative ? std::uint64_t{1} << 63 : (std::uint64_t{1} << 63) - 1;
    for (; i < text.size(); ++i) {
      if (!detail::is_digit(text[i])) return std::nullopt;
      const auto digit = static_cast<unsigned>(text[i] - '0');
      if (magnitude > (limit - digit) / 10) return std::nullopt;
      magnitude = magnitude * 10 + digit;
    }
    if (!negative) return static_cast<std::int64_t>(magnitude);
    if (magnitude == std::uint64_t{1} << 63)
      return static_cast<std::int64_t>(-static_cast<std::int64_t>(magnitude - 1) - 1);
    return -static_cast<std::int64_t>(magnitude);
  }

  /// Same kind and same value (however the value is written).
  [[nodiscard]] friend constexpr bool operator==(const epd_operand& a, const epd_operand& b) noexcept {
    if (a.kind != b.kind) return false;
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.text.size() && j < b.text.size()) {
      if (a.escaped && detail::is_escape_at(a.text, i)) ++i;
      if (b.escaped && detail::is_escape_at(b.text, j)) ++j;
      if (a.text[i] != b.text[j]) return false;
      ++i;
      ++j;
    }
    return i == a.text.size() && j == b.text.size();
  }
  /// Another kind or another value.
  [[nodiscard]] friend constexpr bool operator!=(const epd_operand& a, const epd_operand& b) noexcept {
    return !(a == b);
  }
};

/// The operands of one operation: a view into the record that holds them.
class epd_operands {
 public:
  /// No operands.
  constexpr epd_operands() noexcept = default;
  /// The `count` operands that start at `data` (which must outlive this view).
  constexpr epd_operands(const epd_operand* data, std::size_t count) noexcept : data_(data), size_(count) {}

  /// The number of operands.
  [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
  /// True when the operation has no operands.
  [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
  /// The first operand, for a range-based for loop.
  [[nodiscard]] constexpr const epd_operand* begin() const noexcept { return data_; }
  /// One past the last operand.
  [[nodiscard]] constexpr const epd_operand* end() const noexcept { return data_ + size_; }
  /// Operand `i` (0 to size() - 1), in the order of the line.
  [[nodiscard]] constexpr const epd_operand& operator[](std::size_t i) const noexcept { return data_[i]; }
  /// The first operand; the operation must have one.
  [[nodiscard]] constexpr const epd_operand& front() const noexcept { return data_[0]; }

 private:
  const epd_operand* data_ = nullptr;
  std::size_t size_ = 0;
};

/// One operation: its opcode and its operands. A view: valid while the record (and the line it
/// was read from) lives.
struct epd_operation {
  /// The opcode as written: "bm", "id", "hmvc".
  std::string_view opcode{};
  /// Its operands, in the order of the line (none for an operation such as `noop;`).
  epd_operands operands{};
};

/// The opcode whose operation holds position field `f` in an EPD line: "hmvc" for the halfmove
/// clock, "fmvn" for the fullmove number; empty for the fields every line has.
///
///     record.find(fen::epd_opcode_for(fen::field::halfmove_clock))  // the hmvc operation, if any
[[nodiscard]] constexpr std::string_view epd_opcode_for(field f) noexcept {
  for (const detail::epd_special_opcode& s : detail::epd_special_opcodes)
    if (s.field == f) return s.name;
  return {};
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_EPD_OPERATIONS_HPP
// fen/detail/epd_record.hpp: basic_epd_record, epd_record: a position and its operations.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_RECORD_HPP
#define FEN_DETAIL_EPD_RECORD_HPP

namespace fen {
/// \addtogroup epd
/// @{

// =============================================================================================
// Record
// =============================================================================================

/// When `to_epd` writes the position's counters as `hmvc` and `fmvn` operations.
enum class epd_counters : std::uint8_t {
  omit = 0,            ///< never (a reader takes 0 and 1)
  if_not_default = 1,  ///< each when it is not its default (halfmove clock 0, fullmove number 1), so that
                       ///< the position comes back whole; the default
  always = 2,          ///< both, always
};

namespace detail {
template <class Record>
class epd_parser;
// Where an operation's operands are in the record's shared array.
struct epd_slot {
  std::string_view opcode{};
  std::size_t first = 0;
  std::size_t count = 0;
};
}  // namespace detail

/// A position and up to `MaxOperations` operations with up to `MaxOperands` operands in all.
/// `fen::epd_record` is the usual size (32 operations, 256 operands); choose another where lines
/// hold more (long `pv` lines) or to keep records small.
///
/// The position's halfmove clock and fullmove number are the values of its `hmvc` and `fmvn`
/// operations, or 0 and 1 (`counter()` tells which the line gave). An `hmvc` or `fmvn` operation is written with the
/// value in `position`, whatever operands it holds: change the counters in `position`, not in the operation.
template <std::size_t MaxOperations, std::size_t MaxOperands>
class basic_epd_record {
 public:
  /// The four position fields, and the counters (see above).
  fen::position position{};

  /// The most operations the record holds: `MaxOperations`.
  [[nodiscard]] static constexpr std::size_t operation_capacity() noexcept { return MaxOperations; }
  /// The most operands the record holds, all operations together: `MaxOperands`.
  [[nodiscard]] static constexpr std::size_t operand_capacity() noexcept { return MaxOperands; }

  /// The number of operations.
  [[nodiscard]] constexpr std::size_t size() const noexcept { return operation_count_; }
  /// True when the record has no operations.
  [[nodiscard]] constexpr bool empty() const noexcept { return operation_count_ == 0; }
  /// The number of operands, all operations together.
  [[nodiscard]] constexpr std::size_t operand_count() const noexcept { return operand_count_; }

  /// Operation `i` (0 to size() - 1), in the order of the line.
  [[nodiscard]] constexpr epd_operation operator[](std::size_t i) const noexcept {
    const detail::epd_slot& s = slots_[i];
    return epd_operation{s.opcode, epd_operands(operands_.data() + s.first, s.count)};
  }

  /// Walks the operations in order; each step gives an `epd_operation`.
  class iterator {
   public:
    /// At operation `index` of `record` (`record->size()`: the end).
    constexpr iterator(const basic_epd_record* record, std::size_t index) noexcept : record_(record), index_(index) {}
    /// The operation it is at.
    [[nodiscard]] constexpr epd_operation operator*() const noexcept { return (*record_)[index_]; }
    /// Moves to the next operation.
    constexpr iterator& operator++() noexcept {
      ++index_;
      return *this;
    }
    /// At the same operation (of the same record).
    [[nodiscard]] friend constexpr bool operator==(const iterator& a, const iterator& b) noexcept {
      return a.index_ == b.index_;
    }
    /// At another operation.
    [[nodiscard]] friend constexpr bool operator!=(const iterator& a, const iterator& b) noexcept {
      return a.index_ != b.index_;
    }

   private:
    const basic_epd_record* record_;
    std::size_t index_;
  };
  /// At the first operation.
  [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(this, 0); }
  /// Past the last operation.
  [[nodiscard]] constexpr iterator end() const noexcept { return iterator(this, operation_count_); }

  /// The first operation with this opcode, or nothing.
  ///
  ///     if (auto bm = record.find("bm")) use(bm->operands[0].text);
  [[nodiscard]] constexpr std::optional<epd_operation> find(std::string_view opcode) const noexcept {
    for (std::size_t i = 0; i < operation_count_; ++i)
      if (slots_[i].opcode == opcode) return (*this)[i];
    return std::nullopt;
  }
  /// True when the record has an operation with this opcode.
  [[nodiscard]] constexpr bool contains(std::string_view opcode) const noexcept { return find(opcode).has_value(); }

  /// The counter the line gives for `f` (`field::halfmove_clock` or `field::fullmove_number`): by
  /// its `hmvc` or `fmvn` operation (which lenient reading also makes of a FEN counter after the
  /// fourth field), or nothing when the line gives none: the position then holds the default (0,
  /// 1), which says nothing of the game. `fen::validate(record)` leaves such counters alone.
  [[nodiscard]] constexpr std::optional<std::uint32_t> counter(fen::field f) const noexcept {
    for (const detail::epd_special_opcode& s : detail::epd_special_opcodes)
      if (s.field == f && contains(s.name)) return position.*s.counter;
    return std::nullopt;
  }

  /// Appends an operation; false, and the record unchanged, when it cannot be written as strict
  /// mode reads it: an opcode that is not a letter then up to 14 letters, digits or `_`, or that
  /// the record already holds; an unquoted operand that is empty or holds a blank, `;`, `"`, a
  /// control byte or a byte outside ASCII; a string with a line break; `hmvc` or `fmvn` with
  /// operands (their values are the position's counters); or no room left. Views are kept, not
  /// copied: the texts must outlive the record.
  ///
  ///     record.add("bm", {fen::epd_operand::unquoted("Nf3")});
  ///     record.add("id", {fen::epd_operand::quoted("test \"1\"")});
  ///     record.add("hmvc");  // written with position.halfmove_clock
  [[nodiscard]] constexpr bool add(std::string_view opcode, std::initializer_list<epd_operand> operands = {}) noexcept {
    if (!detail::is_valid_opcode(opcode) || contains(opcode)) return false;
    if (detail::find_special_opcode(opcode) != detail::no_special_opcode && operands.size() != 0) return false;
    if (operation_count_ == MaxOperations || operands.size() > MaxOperands - operand_count_) return false;
    for (const epd_operand& o : operands) {
      if (o.kind == epd_operand_kind::string) {
        for (char c : o.text)
          if (detail::is_line_break(c)) return false;
        continue;
      }
      if (o.text.empty() || o.escaped || detail::is_epd_number(o.text) != (o.kind == epd_operand_kind::number))
        return false;
      for (char c : o.text)
        if (!detail::is_unquoted_byte(c)) return false;
    }
    slots_[operation_count_++] = detail::epd_slot{opcode, operand_count_, operands.size()};
    for (const epd_operand& o : operands) operands_[operand_count_++] = o;
    return true;
  }

  /// The same position (counters included) and the same operations in the same order, each with
  /// the same opcode and operands of the same kinds and values. The operands of `hmvc` and `fmvn`
  /// are not compared: their values are the position's counters.
  [[nodiscard]] friend constexpr bool operator==(const basic_epd_record& a, const basic_epd_record& b) noexcept {
    if (a.position != b.position || a.operation_count_ != b.operation_count_) return false;
    for (std::size_t i = 0; i < a.operation_count_; ++i) {
      const epd_operation x = a[i];
      const epd_operation y = b[i];
      if (x.opcode != y.opcode) return false;
      if (detail::find_special_opcode(x.opcode) != detail::no_special_opcode) continue;
      if (x.operands.size() != y.operands.size()) return false;
      for (std::size_t j = 0; j < x.operands.size(); ++j)
        if (x.operands[j] != y.operands[j]) return false;
    }
    return true;
  }
  /// Not equal, as `==` compares.
  [[nodiscard]] friend constexpr bool operator!=(const basic_epd_record& a, const basic_epd_record& b) noexcept {
    return !(a == b);
  }

 private:
  template <class Record>
  friend class detail::epd_parser;

  std::array<detail::epd_slot, MaxOperations> slots_{};
  std::array<epd_operand, MaxOperands> operands_{};
  std::size_t operation_count_ = 0;
  std::size_t operand_count_ = 0;
};

/// A record of the usual size: 32 operations, 256 operands in all.
using epd_record = basic_epd_record<default_epd_operations, default_epd_operands>;

/// A record for `p`, ready for `add`: its counters as `hmvc` and `fmvn` operations as `counters` says
/// (by default each one that is not 0 or 1, so that the position comes back whole).
///
///     auto record = fen::to_epd(p);
///     record.add("bm", {fen::epd_operand::unquoted("e4")});
///     std::string line = fen::to_string(record);
template <class Record = epd_record>
[[nodiscard]] constexpr Record to_epd(const position& p,
                                      epd_counters counters = epd_counters::if_not_default) noexcept {
  static_assert(Record::operation_capacity() >= std::size(detail::epd_special_opcodes),
                "to_epd needs room for an operation per position field that EPD writes as one (hmvc, fmvn)");
  Record record{};
  record.position = p;
  const bool always = counters == epd_counters::always;
  const bool if_not_default = counters == epd_counters::if_not_default;
  for (const detail::epd_special_opcode& s : detail::epd_special_opcodes)
    if (always || (if_not_default && p.*s.counter != s.default_value)) (void)record.add(s.name);
  return record;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_EPD_RECORD_HPP
// fen/detail/epd_errors.hpp: epd_error_code, epd_error and its message, epd_parse_error.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_ERRORS_HPP
#define FEN_DETAIL_EPD_ERRORS_HPP

namespace fen {
/// \addtogroup epd
/// @{

// =============================================================================================
// Errors
//
// The first problem in the line: a stable code, the byte offset where it starts, and plain words.
// A problem in the four position fields is a `fen::error` (the same codes and words as `fen::parse`),
// with its offset counted from the start of the line.
// =============================================================================================

/// Why an EPD line was refused (or, for `line_too_long`, not written). The values are stable.
enum class epd_error_code : std::uint8_t {
  position = 1,                ///< a problem in the four position fields: `epd_error::position_error` says which
  invalid_opcode = 2,          ///< an opcode that does not start with a letter, or a byte that cannot stand in one
  opcode_too_long = 3,         ///< strict: an opcode longer than 15 characters
  missing_opcode = 4,          ///< a `;` with no opcode before it
  missing_semicolon = 5,       ///< strict: the last operation not ended by `;`
  unterminated_string = 6,     ///< a `"` with no closing `"`
  invalid_escape = 7,          ///< strict: a backslash in a string that escapes neither `"` nor `\`
  invalid_operand = 8,         ///< a `"` inside an unquoted operand, a byte right after a string, a control byte
  non_ascii = 9,               ///< a byte outside ASCII outside a string
  unexpected_whitespace = 10,  ///< strict: any blank but one space between parts; both: a line break inside
  missing_space = 11,          ///< strict: no space between `;` and the next opcode
  too_many_operations = 12,    ///< more operations than the record holds
  too_many_operands = 13,      ///< more operands than the record holds
  invalid_counter = 14,        ///< `hmvc` or `fmvn` without exactly one counter (0 to 4294967295)
  duplicate_opcode = 15,       ///< an opcode written twice (strict; `hmvc` and `fmvn`: both modes)
  line_too_long = 16,          ///< writing: the line does not fit in the string's capacity
  counter_conflict = 17,       ///< lenient: `hmvc`/`fmvn` with another value than the counter after the fourth field
};

/// The stable snake_case name of a code, as in the table of docs/epd.md: "invalid_opcode".
[[nodiscard]] constexpr std::string_view name(epd_error_code code) noexcept {
  using namespace std::string_view_literals;  // `sv` literals: see traits(variant)
  switch (code) {
    case epd_error_code::position: return "position"sv;
    case epd_error_code::invalid_opcode: return "invalid_opcode"sv;
    case epd_error_code::opcode_too_long: return "opcode_too_long"sv;
    case epd_error_code::missing_opcode: return "missing_opcode"sv;
    case epd_error_code::missing_semicolon: return "missing_semicolon"sv;
    case epd_error_code::unterminated_string: return "unterminated_string"sv;
    case epd_error_code::invalid_escape: return "invalid_escape"sv;
    case epd_error_code::invalid_operand: return "invalid_operand"sv;
    case epd_error_code::non_ascii: return "non_ascii"sv;
    case epd_error_code::unexpected_whitespace: return "unexpected_whitespace"sv;
    case epd_error_code::missing_space: return "missing_space"sv;
    case epd_error_code::too_many_operations: return "too_many_operations"sv;
    case epd_error_code::too_many_operands: return "too_many_operands"sv;
    case epd_error_code::invalid_counter: return "invalid_counter"sv;
    case epd_error_code::duplicate_opcode: return "duplicate_opcode"sv;
    case epd_error_code::line_too_long: return "line_too_long"sv;
    case epd_error_code::counter_conflict: return "counter_conflict"sv;
  }
  return "unknown"sv;
}

namespace detail {
// The highest EPD error code, read from `name` above (see find_last_code in fen.hpp).
inline constexpr epd_error_code last_epd_error_code = find_last_code<epd_error_code>();
}  // namespace detail

/// The first problem `parse_epd` found (or why `serialize_epd` could not write a line).
struct epd_error {
  /// What the problem is.
  epd_error_code code = epd_error_code::position;
  /// Byte offset into the line where the problem starts (may equal the line's size).
  std::size_t offset = 0;
  /// For `epd_error_code::position`: the problem in the four position fields, its offset counted
  /// from the start of the line (the same as `offset`).
  fen::error position_error{};
  /// The offending byte, where the code has one.
  char byte = '\0';
  /// When the problem is with an operation whose opcode sets a position field (`hmvc`, `fmvn`):
  /// that field, and `epd_opcode_for(*opcode_field)` the opcode. Always for `invalid_counter`; for
  /// `duplicate_opcode` and `too_many_operations` when the opcode is one of those. (A field, not
  /// the opcode's text: beside `byte` it fits in the struct's padding, and it views nothing.)
  std::optional<fen::field> opcode_field{};
  /// The capacity that was exceeded: operations (`too_many_operations`), operands
  /// (`too_many_operands`), bytes (`line_too_long`); 0 otherwise.
  std::size_t capacity = 0;
  /// `invalid_opcode`: the byte is where an opcode starts (so a digit there is a counter's, unless
  /// `after_operation`).
  bool at_opcode_start = false;
  /// `invalid_opcode` at an opcode's start: operations (or a FEN's counters) came before it, so a
  /// digit there is free text after them, not a counter.
  bool after_operation = false;
  /// `invalid_operand`: the byte comes right after a string's closing quote.
  bool after_string = false;

  /// Plain words, naming the part: "opcode: ':' cannot stand in an opcode ...". For a problem in
  /// the position fields, `position_error.message()`: "castling: 'X' is not a castling letter ...".
  [[nodiscard]] constexpr message_string message() const noexcept;

  /// Every member the same.
  [[nodiscard]] friend constexpr bool operator==(const epd_error& a, const epd_error& b) noexcept {
    return a.code == b.code && a.offset == b.offset && a.position_error == b.position_error && a.byte == b.byte &&
           a.capacity == b.capacity && a.at_opcode_start == b.at_opcode_start &&
           a.after_operation == b.after_operation && a.after_string == b.after_string &&
           a.opcode_field == b.opcode_field;
  }
  /// Some member different.
  [[nodiscard]] friend constexpr bool operator!=(const epd_error& a, const epd_error& b) noexcept { return !(a == b); }
};

namespace detail {
// The words of an EPD error, one writer for each part of the line. `epd_error_writer_for`, at the
// end, names each code's writer: a new code is given its writer there (the compiler asks), and its
// words in that writer's switch. The position fields have fen's words (error_messages.hpp).

// fen's words, but for a field left out: they speak of six fields, and an EPD line has four.
constexpr void write_epd_position_error(message_string& m, const epd_error& e) noexcept {
  const fen::error& p = e.position_error;
  if (p.code != error_code::missing_field || p.field == field::checks || p.expected != '\0') {
    m = p.message();
    return;
  }
  m.append(name(p.field));
  m.append(": missing; an EPD line starts with the four position fields");
}

// ---------------------------------------------------------------------------------------------
// Opcodes: invalid_opcode, opcode_too_long, duplicate_opcode
// ---------------------------------------------------------------------------------------------

constexpr void write_invalid_opcode(message_string& m, const epd_error& e) noexcept {
  m.append("opcode: ");
  append_quoted_byte(m, e.byte);
  if (e.at_opcode_start && is_digit(e.byte) && !e.after_operation)
    m.append(" cannot start an opcode; EPD has no counter fields (write hmvc and fmvn operations)");
  else if (e.at_opcode_start)
    m.append(" cannot start an opcode; an opcode starts with a letter");
  else
    m.append(" cannot stand in an opcode (letters, digits, '_'); a blank goes before each operand");
}

constexpr void write_epd_opcode_error(message_string& m, const epd_error& e) noexcept {
  switch (e.code) {
    case epd_error_code::invalid_opcode: write_invalid_opcode(m, e); return;
    case epd_error_code::opcode_too_long: m.append("opcode: longer than 15 characters"); return;
    case epd_error_code::duplicate_opcode: m.append("opcode: written twice; an opcode appears once in a line"); return;
    default: return;  // another part's code: epd_error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Operations and what separates them: missing_opcode, missing_semicolon, non_ascii,
// unexpected_whitespace, missing_space
// ---------------------------------------------------------------------------------------------

constexpr void write_epd_whitespace(message_string& m, const epd_error& e) noexcept {
  if (e.byte == '\r' || e.byte == '\n')
    m.append("operations: a line break inside the EPD line");
  else if (e.byte == '\t')
    m.append("operations: a tab; strict mode wants one space before each operation and operand");
  else
    m.append(
        "operations: an extra blank; strict mode wants one space before each operation and operand, none "
        "before ';'");
}

constexpr void write_epd_operation_error(message_string& m, const epd_error& e) noexcept {
  switch (e.code) {
    case epd_error_code::missing_opcode: m.append("operation: ';' with no opcode before it"); return;
    case epd_error_code::missing_semicolon:
      m.append("operation: not ended by ';'; strict mode wants ';' after every operation");
      return;
    case epd_error_code::non_ascii:
      m.append("operations: ");
      append_quoted_byte(m, e.byte);
      m.append(" is not ASCII; outside quoted strings an EPD line is plain ASCII");
      return;
    case epd_error_code::unexpected_whitespace: write_epd_whitespace(m, e); return;
    case epd_error_code::missing_space:
      m.append("operations: no space after ';'; strict mode wants one space between operations");
      return;
    default: return;  // another part's code: epd_error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Operands: unterminated_string, invalid_escape, invalid_operand
// ---------------------------------------------------------------------------------------------

constexpr void write_invalid_operand(message_string& m, const epd_error& e) noexcept {
  m.append("operand: ");
  append_quoted_byte(m, e.byte);
  if (e.after_string)
    m.append(" right after a closing quote; a blank or ';' goes after a string");
  else if (e.byte == '"')
    m.append(" cannot stand inside an unquoted operand; quote the whole operand");
  else
    m.append(" cannot stand in an operand");
}

constexpr void write_epd_operand_error(message_string& m, const epd_error& e) noexcept {
  switch (e.code) {
    case epd_error_code::unterminated_string: m.append("string operand: no closing '\"'"); return;
    case epd_error_code::invalid_escape:
      m.append("string operand: a backslash escapes '\"' or '\\' only; write '\\\\' for a backslash");
      return;
    case epd_error_code::invalid_operand: write_invalid_operand(m, e); return;
    default: return;  // another part's code: epd_error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Capacities: too_many_operations, too_many_operands, line_too_long
// ---------------------------------------------------------------------------------------------

constexpr void write_epd_capacity_error(message_string& m, const epd_error& e) noexcept {
  switch (e.code) {
    case epd_error_code::too_many_operations:
      m.append("operations: more than ");
      append_decimal(m, e.capacity);
      m.append("; the record holds ");
      append_decimal(m, e.capacity);
      m.append(" (fen::basic_epd_record sets the capacity)");
      return;
    case epd_error_code::too_many_operands:
      m.append("operands: more than ");
      append_decimal(m, e.capacity);
      m.append(" in all; the record holds ");
      append_decimal(m, e.capacity);
      m.append(" (fen::basic_epd_record sets the capacity)");
      return;
    case epd_error_code::line_too_long:
      m.append("output: the EPD line is longer than ");
      append_decimal(m, e.capacity);
      m.append(" bytes; choose a larger capacity");
      return;
    default: return;  // another part's code: epd_error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Counter operations (hmvc, fmvn): invalid_counter, counter_conflict
// ---------------------------------------------------------------------------------------------

constexpr void write_epd_counter_error(message_string& m, const epd_error& e) noexcept {
  m.append(e.opcode_field ? epd_opcode_for(*e.opcode_field) : std::string_view("counter"));
  switch (e.code) {
    case epd_error_code::invalid_counter:
      m.append(": wants one whole number from 0 to 4294967295, with no sign or leading zero");
      return;
    case epd_error_code::counter_conflict:
      m.append(": another value than the counter written after the position fields");
      return;
    default: return;  // another part's code: epd_error_writer_for sends none here
  }
}

// ---------------------------------------------------------------------------------------------
// Each code's writer
// ---------------------------------------------------------------------------------------------

using epd_error_writer = void (*)(message_string&, const epd_error&) noexcept;

// The words of a value that is no code: none (a writer, never a null pointer; see write_no_error).
constexpr void write_no_epd_error(message_string&, const epd_error&) noexcept {}

// The one place that names each code's writer. No `default:`, so that a compiler warns (-Wswitch,
// part of -Wall) about a code left out.
[[nodiscard]] constexpr epd_error_writer epd_error_writer_for(epd_error_code code) noexcept {
  using c = epd_error_code;
  switch (code) {
    case c::position: return write_epd_position_error;
    case c::invalid_opcode: return write_epd_opcode_error;
    case c::opcode_too_long: return write_epd_opcode_error;
    case c::missing_opcode: return write_epd_operation_error;
    case c::missing_semicolon: return write_epd_operation_error;
    case c::unterminated_string: return write_epd_operand_error;
    case c::invalid_escape: return write_epd_operand_error;
    case c::invalid_operand: return write_epd_operand_error;
    case c::non_ascii: return write_epd_operation_error;
    case c::unexpected_whitespace: return write_epd_operation_error;
    case c::missing_space: return write_epd_operation_error;
    case c::too_many_operations: return write_epd_capacity_error;
    case c::too_many_operands: return write_epd_capacity_error;
    case c::invalid_counter: return write_epd_counter_error;
    case c::duplicate_opcode: return write_epd_opcode_error;
    case c::line_too_long: return write_epd_capacity_error;
    case c::counter_conflict: return write_epd_counter_error;
  }
  return write_no_epd_error;
}
}  // namespace detail

constexpr message_string epd_error::message() const noexcept {
  message_string m;
  detail::epd_error_writer_for(code)(m, *this);
  return m;
}

#if FEN_EXCEPTIONS
/// What `epd_result::value()` throws for a line that did not parse.
using epd_parse_error = basic_parse_error<fen::epd_error>;
#endif

namespace detail {
// Throws (or aborts) at run time; refuses to compile in a constant expression, at a call to
// fen::bad_literal whose template argument names the code: the FEN code for a problem in the
// position fields ("bad_literal<fen::error_code::invalid_castling, fen::epd_error>"), the EPD code
// otherwise ("bad_literal<fen::epd_error_code::unterminated_string, fen::epd_error>").
constexpr void epd_fail(const epd_error& e) {
  if (e.code == epd_error_code::position)
    fail_in<1, static_cast<unsigned>(last_error_code)>(e.position_error.code, e);
  else  // from 2: position (1) is the case above
    fail_in<2, static_cast<unsigned>(last_epd_error_code)>(e.code, e);
}
}  // namespace detail

namespace detail {
template <>
struct failure<epd_error> {
  static constexpr void raise(const epd_error& e) { epd_fail(e); }
};
}  // namespace detail

/// A value or the `epd_error` that kept it from being made: `fen::result` with that error type.
template <class T>
using epd_result = result<T, epd_error>;

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_EPD_ERRORS_HPP
// fen/detail/epd_parse.hpp: the EPD parser, and parse_epd.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_PARSE_HPP
#define FEN_DETAIL_EPD_PARSE_HPP

namespace fen {
/// \addtogroup epd_parse
/// @{

// =============================================================================================
// Parse
// =============================================================================================

namespace detail {

// Reads a line into a record that may hold an earlier line: only its counts are reset, and only
// the operations and operands the line has are written (the rest of its arrays is left as it is,
// never read).
template <class Record>
class epd_parser {
 public:
  constexpr epd_parser(std::string_view text, bool strict, fen::rules rules, Record& record) noexcept
      : text_(text), end_(text.size()), strict_(strict), rules_(rules), record_(record) {}

  // True when the line was read into the record; otherwise false, `error()` the first problem,
  // and the record empty (the default position, no operations).
  constexpr bool run() noexcept {
    record_.operation_count_ = 0;
    record_.operand_count_ = 0;
    if (read()) return true;
    record_.position = fen::position{};
    record_.operation_count_ = 0;
    record_.operand_count_ = 0;
    return false;
  }
  [[nodiscard]] constexpr const epd_error& error() const noexcept { return error_; }

 private:
  template <std::size_t Capacity>
  struct opcode_index;
  template <std::size_t Capacity>
  friend struct opcode_index;

  constexpr bool read() noexcept {
    // A large record looks opcodes up in an index, so that strict mode's duplicate check stays
    // linear; the usual sizes compare with each earlier opcode, which is faster there.
    if constexpr (Record::operation_capacity() > opcode_index_threshold) {
      if (strict_) {
        index_type index{};
        index_ = &index;
        return read_line();
      }
    }
    return read_line();
  }

  constexpr bool read_line() noexcept {
    if (!strict_)
      while (end_ > 0 && (is_blank(text_[end_ - 1]) || is_line_break(text_[end_ - 1]))) --end_;
    std::size_t at = 0;
    if (!position_fields(at)) return false;
    if (record_.operation_count_ == 0) skip_extra_dash(at);  // right after the fields, not after counters
    if (at == end_) return true;
    if (!separator(at, false)) return false;
    while (true) {
      if (!strict_ && !skip_empty_operations(at)) return false;
      if (at == end_) return true;
      if (!operation(at)) return false;
      if (at == end_) return true;
      if (!separator(at, true)) return false;
    }
  }

  std::string_view text_;
  std::size_t end_;
  bool strict_;
  fen::rules rules_;  // whose notation the position fields are in
  Record& record_;
  epd_error error_{};
  // The special opcodes (by row of epd_special_opcodes) whose value came from a FEN counter.
  unsigned from_counters_ = 0;

  // ---------------------------------------------------------------------------------------------
  // The opcode index of a large record in strict mode: open addressing over the opcodes read so
  // far, two slots an operation, each the operation's number plus one (0: empty).
  static constexpr std::size_t opcode_index_threshold = 64;
  static constexpr std::size_t index_size(std::size_t operations) noexcept {
    std::size_t size = 1;
    while (size < 2 * operations) size *= 2;
    return size;
  }
  template <std::size_t Capacity>
  struct opcode_index {
    std::array<std::size_t, index_size(Capacity)> slots{};
    static constexpr std::size_t hash(std::string_view opcode) noexcept {
      std::size_t h = 14695981039346656037ull & static_cast<std::size_t>(-1);
      for (char c : opcode) h = (h ^ static_cast<unsigned char>(c)) * (1099511628211ull & static_cast<std::size_t>(-1));
      return h;
    }
  };
  using index_type =
      opcode_index<(Record::operation_capacity() > opcode_index_threshold ? Record::operation_capacity() : 1)>;
  index_type* index_ = nullptr;

  // Whether an operation with `opcode` was read before, by the index or by comparing.
  constexpr bool seen(std::string_view opcode) const noexcept {
    if (index_ == nullptr) return record_.contains(opcode);
    const std::size_t mask = index_->slots.size() - 1;
    for (std::size_t i = index_type::hash(opcode) & mask;; i = (i + 1) & mask) {
      const std::size_t entry = index_->slots[i];
      if (entry == 0) return false;
      if (record_.slots_[entry - 1].opcode == opcode) return true;
    }
  }
  // Enters the operation just appended (the last) in the index.
  constexpr void remember_last() noexcept {
    if (index_ == nullptr) return;
    const std::size_t number = record_.operation_count_;
    const std::size_t mask = index_->slots.size() - 1;
    std::size_t i = index_type::hash(record_.slots_[number - 1].opcode) & mask;
    while (index_->slots[i] != 0) i = (i + 1) & mask;
    index_->slots[i] = number;
  }

  constexpr bool set_error(epd_error_code code, std::size_t offset, char byte = '\0') noexcept {
    error_.code = code;
    error_.offset = offset;
    error_.byte = byte;
    return false;
  }
  constexpr bool capacity_error(epd_error_code code, std::size_t offset, char byte, std::size_t capacity) noexcept {
    error_.capacity = capacity;
    return set_error(code, offset, byte);
  }
  // A problem with the operation of the special opcode of row `special` (no_special_opcode for an
  // opcode that stands for itself).
  constexpr bool operation_error(epd_error_code code, std::size_t offset, std::size_t special,
                                 std::size_t capacity = 0) noexcept {
    // Assigned as a whole optional: that assignment is trivial, so constexpr in C++17 too (assigning
    // a field to an optional is constexpr from C++20 only).
    if (special != no_special_opcode) error_.opcode_field = std::optional<field>(epd_special_opcodes[special].field);
    return capacity_error(code, offset, '\0', capacity);
  }
  constexpr bool position_failure(const fen::error& e) noexcept {
    error_.position_error = e;
    return set_error(epd_error_code::position, e.offset);
  }

  // The four position fields, read by fen::parse; `at` ends where the fourth field ends.
  constexpr bool position_fields(std::size_t& at) noexcept {
    std::size_t stop = 0;
    for (int index = 0; index < 4; ++index) {
      at = stop;
      while (at < end_ && ends_field(text_[at])) ++at;
      if (at == end_) return missing_field(index);
      stop = at;
      while (stop < end_ && !ends_field(text_[stop])) ++stop;
    }
    // A variant's remaining checks (three-check's `1+1`) stand with the four fields, as a fifth.
    if (traits_of(rules_.variant).checks) {
      const std::size_t next = skip_blanks(stop);
      const std::size_t token = token_end(next);
      bool checks = false;
      for (std::size_t i = next; next != stop && i < token; ++i) checks = checks || text_[i] == '+';
      if (checks) stop = token;
    }
    // Strict mode reads the fields once, strictly, ending where a FEN's counters would start.
    result<position> read = blank_position();  // (not position{}: see blank_position)
    if (strict_) {
      read = detail::parse_four_fields_strictly(text_.substr(0, stop), rules_.variant);
      if (!read) return position_failure(read.error());
    }
    // A FEN's counters after the fourth field, read with the fields by one fen::parse (lenient
    // mode; strict leaves them to the opcode reader, which refuses them). In both modes a counter
    // with a '+' is three-check's, and says so.
    std::size_t counter_at[2]{};
    std::size_t counters = 0;
    std::size_t end = stop;
    for (std::size_t next = skip_blanks(end); counters < 2 && next != end && next < end_ && is_digit(text_[next]);
         next = skip_blanks(end)) {
      const std::size_t token = token_end(next);
      for (std::size_t i = next; i < token; ++i)
        if (text_[i] == '+') return position_failure(fen::parse(text_.substr(0, token), {rules_}).error());
      if (strict_) break;
      counter_at[counters++] = next;
      end = token;
    }
    if (!strict_) read = fen::parse(text_.substr(0, end), {rules_, strictness::lenient});
    if (!read) return position_failure(read.error());
    record_.position = *read;
    // The fields an EPD line sets with operations have their defaults until one does; the counters
    // written as FEN fields are those operations.
    for (std::size_t row = counters; row < std::size(epd_special_opcodes); ++row)
      record_.position.*epd_special_opcodes[row].counter = epd_special_opcodes[row].default_value;
    for (std::size_t row = 0; row < counters; ++row)
      if (!counter_operation(row, counter_at[row])) return false;
    at = end;
    return true;
  }
  constexpr std::size_t skip_blanks(std::size_t at) const noexcept {
    while (at < end_ && is_blank(text_[at])) ++at;
    return at;
  }
  // Lenient: ERET's extra '-' after the en passant field ("... w k - - bm Kg2;"), skipped.
  constexpr void skip_extra_dash(std::size_t& at) const noexcept {
    const std::size_t start = skip_blanks(at);
    if (!strict_ && start != at && start < end_ && text_[start] == '-' && token_end(start) == start + 1) at = start + 1;
  }
  // Where the word at `at` ends: where a FEN field ends (a blank, a line break, '_'), at a ';', or
  // at the end.
  constexpr std::size_t token_end(std::size_t at) const noexcept {
    while (at < end_ && !ends_field(text_[at]) && text_[at] != ';') ++at;
    return at;
  }
  // The operation of special opcode `row` for the FEN counter at `at`, as if the line wrote it.
  constexpr bool counter_operation(std::size_t row, std::size_t at) noexcept {
    const epd_special_opcode& special = epd_special_opcodes[row];
    if (record_.operation_count_ == Record::operation_capacity())
      return operation_error(epd_error_code::too_many_operations, at, row, Record::operation_capacity());
    if (record_.operand_count_ == Record::operand_capacity())
      return capacity_error(epd_error_code::too_many_operands, at, text_[at], Record::operand_capacity());
    const std::size_t stop = token_end(at);
    record_.operands_[record_.operand_count_] = epd_operand::unquoted(text_.substr(at, stop - at));
    record_.slots_[record_.operation_count_++] = epd_slot{special.name, record_.operand_count_++, 1};
    remember_last();
    from_counters_ |= 1u << row;
    return true;
  }
  // Lenient: the ';' of empty operations (";;", or one before the first opcode) and the blanks
  // after each; `at` moves to the next opcode or the end.
  constexpr bool skip_empty_operations(std::size_t& at) noexcept {
    while (at < end_ && text_[at] == ';') {
      ++at;
      if (at < end_ && !separator(at, false)) return false;
    }
    return true;
  }

  // Fewer than four fields: a problem in those there are comes first.
  constexpr bool missing_field(int index) noexcept {
    const auto r = fen::parse(text_.substr(0, end_), {rules_, strict_ ? strictness::strict : strictness::lenient});
    if (!r) return position_failure(r.error());
    fen::error e{};
    e.code = error_code::missing_field;
    e.offset = end_;
    e.field = static_cast<field>(index);
    return position_failure(e);
  }

  // What stands before an operation: `at` is on the byte after the fourth field or after a `;`,
  // and moves to the opcode.
  constexpr bool separator(std::size_t& at, bool after_semicolon) noexcept {
    const char c = text_[at];
    if (strict_) {
      if (c != ' ') {
        if (is_blank(c) || is_line_break(c)) return set_error(epd_error_code::unexpected_whitespace, at, c);
        if (after_semicolon) return set_error(epd_error_code::missing_space, at, c);
        return true;  // '_' after the fourth field: the opcode names it
      }
      if (at + 1 == end_) return set_error(epd_error_code::unexpected_whitespace, at, c);
      const char next = text_[at + 1];
      if (is_blank(next) || is_line_break(next)) return set_error(epd_error_code::unexpected_whitespace, at + 1, next);
      ++at;
      return true;
    }
    while (at < end_ && is_blank(text_[at])) ++at;
    if (at < end_ && is_line_break(text_[at])) return set_error(epd_error_code::unexpected_whitespace, at, text_[at]);
    return true;
  }

  constexpr bool byte_error(epd_error_code code, std::size_t at) noexcept {
    const char c = text_[at];
    if (is_line_break(c)) return set_error(epd_error_code::unexpected_whitespace, at, c);
    if (!is_ascii(c)) return set_error(epd_error_code::non_ascii, at, c);
    return set_error(code, at, c);
  }

  // One operation, from its opcode to after its `;` (or to the end of the line, lenient).
  constexpr bool operation(std::size_t& at) noexcept {
    const std::size_t start = at;
    if (text_[at] == ';') return set_error(epd_error_code::missing_opcode, at, ';');
    if (!is_letter(text_[at])) {
      byte_error(epd_error_code::invalid_opcode, at);
      error_.at_opcode_start = error_.code == epd_error_code::invalid_opcode;  // not for a line break
      error_.after_operation = error_.at_opcode_start && record_.operation_count_ != 0;
      return false;
    }
    while (at < end_ && is_opcode_byte(text_[at])) ++at;
    const std::string_view opcode = text_.substr(start, at - start);
    if (strict_ && opcode.size() > max_epd_opcode_length) return set_error(epd_error_code::opcode_too_long, start);
    if (at < end_ && text_[at] != ';' && !is_blank(text_[at])) return byte_error(epd_error_code::invalid_opcode, at);
    const std::size_t special = find_special_opcode(opcode);
    const bool is_special = special != no_special_opcode;
    // An hmvc or fmvn that a FEN counter before it gave already: the same value is the same
    // operation once more, another is a conflict.
    const bool after_counter = is_special && (from_counters_ & (1u << special)) != 0;
    const std::uint32_t counter_value = after_counter ? record_.position.*epd_special_opcodes[special].counter : 0;
    if (!after_counter && (strict_ || is_special) && seen(opcode))
      return operation_error(epd_error_code::duplicate_opcode, start, special);
    // (An hmvc or fmvn after its counter adds nothing to the record: neither it nor its operand
    // counts against the capacities.)
    if (!after_counter && record_.operation_count_ == Record::operation_capacity())
      return operation_error(epd_error_code::too_many_operations, start, special, Record::operation_capacity());
    const std::size_t first = record_.operand_count_;
    std::size_t count = 0;
    while (true) {
      if (at == end_) {
        if (strict_) return set_error(epd_error_code::missing_semicolon, at);
        break;
      }
      if (text_[at] == ';') {
        ++at;
        break;
      }
      if (!separator(at, false)) return false;
      if (text_[at] == ';') {
        if (strict_) return set_error(epd_error_code::unexpected_whitespace, at - 1, text_[at - 1]);
        ++at;
        break;
      }
      const std::size_t operand_start = at;
      epd_operand o{};
      if (!operand(at, o)) return false;
      if (is_special && !special_operand(special, o, count, operand_start)) return false;
      ++count;
      if (after_counter) continue;
      if (record_.operand_count_ == Record::operand_capacity())
        return capacity_error(epd_error_code::too_many_operands, operand_start, text_[operand_start],
                              Record::operand_capacity());
      record_.operands_[record_.operand_count_++] = o;
    }
    if (is_special && count < epd_special_opcodes[special].operands)
      return operation_error(epd_error_code::invalid_counter, text_[at - 1] == ';' ? at - 1 : at, special);
    if (after_counter) {
      from_counters_ &= ~(1u << special);  // a second hmvc is a duplicate again
      if (record_.position.*epd_special_opcodes[special].counter != counter_value)
        return operation_error(epd_error_code::counter_conflict, start, special);
      return true;
    }
    record_.slots_[record_.operation_count_++] = epd_slot{opcode, first, count};
    remember_last();
    return true;
  }

  // One operand at `at` (not a blank, not ';'); `at` moves past it.
  constexpr bool operand(std::size_t& at, epd_operand& out) noexcept {
    const std::size_t start = at;
    if (text_[at] == '"') {
      std::size_t i = at + 1;
      for (;; ++i) {
        if (i == end_) return set_error(epd_error_code::unterminated_string, start, '"');
        const char c = text_[i];
        if (c == '"') break;
        if (is_line_break(c)) return set_error(epd_error_code::unexpected_whitespace, i, c);
        if (c != '\\') continue;
        if (i + 1 < end_ && (text_[i + 1] == '"' || text_[i + 1] == '\\'))
          ++i;
        else if (strict_)
          return set_error(epd_error_code::invalid_escape, i, c);
      }
      at = i + 1;
      if (at < end_ && text_[at] != ';' && !is_blank(text_[at])) {
        byte_error(epd_error_code::invalid_operand, at);
        error_.after_string = error_.code == epd_error_code::invalid_operand;  // not for a line break
        return false;
      }
      out = epd_operand{epd_operand_kind::string, text_.substr(start + 1, i - start - 1), true};
      return true;
    }
    while (at < end_ && !is_blank(text_[at]) && text_[at] != ';') {
      if (!is_unquoted_byte(text_[at])) return byte_error(epd_error_code::invalid_operand, at);
      ++at;
    }
    out = epd_operand::unquoted(text_.substr(start, at - start));
    return true;
  }

  // Operand `count` (from 0) of an opcode that sets a position field: a counter, which goes into
  // the position; no more than the opcode takes.
  constexpr bool special_operand(std::size_t row, const epd_operand& o, std::size_t count, std::size_t at) noexcept {
    const epd_special_opcode& special = epd_special_opcodes[row];
    std::uint32_t value = 0;
    if (count >= special.operands || o.kind != epd_operand_kind::number || !read_counter(o.text, value))
      return operation_error(epd_error_code::invalid_counter, at, row);
    record_.position.*special.counter = value;
    return true;
  }
};

}  // namespace detail

/// Reads one EPD line. Never throws, never allocates, never reads outside `line` (which need not end
/// with a NUL). The record views `line`: keep the line alive while the record is used. On failure the
/// result holds the first problem: its code, byte offset and message.
///
///     auto r = fen::parse_epd(line);                                   // lenient
///     auto s = fen::parse_epd(line, fen::strictness::strict);          // canonical form only
///     auto big = fen::parse_epd<fen::basic_epd_record<64, 1024>>(line); // room for more
template <class Record = epd_record>
[[nodiscard]] constexpr epd_result<Record> parse_epd(std::string_view line, parse_options options = {}) noexcept {
  Record record{};
  detail::epd_parser<Record> parser(line, options.mode == strictness::strict, options.rules, record);
  if (!parser.run()) return parser.error();
  return record;
}
/// Reads one EPD line from a NUL-terminated string, as the `std::string_view` overload does.
template <class Record = epd_record>
[[nodiscard]] constexpr epd_result<Record> parse_epd(const char* line, parse_options options = {}) noexcept {
  return parse_epd<Record>(std::string_view(line), options);
}
/// Reads one EPD line from a `fen::fixed_string` (which must outlive the record), as the
/// `std::string_view` overload does.
template <class Record = epd_record, std::size_t N>
[[nodiscard]] constexpr epd_result<Record> parse_epd(const fixed_string<N>& line, parse_options options = {}) noexcept {
  return parse_epd<Record>(line.view(), options);
}
/// Not from a temporary string: the record would view text that is gone. Keep the line in a
/// variable (or pass a std::string_view, taking care of its lifetime yourself).
template <class Record = epd_record>
epd_result<Record> parse_epd(std::string&& line, parse_options options = {}) = delete;
/// Not from a temporary `fen::fixed_string` either, for the same reason.
template <class Record = epd_record, std::size_t N>
epd_result<Record> parse_epd(fixed_string<N>&& line, parse_options options = {}) = delete;

/// Reads one EPD line into `record`, which may hold an earlier line: the same result as
/// `parse_epd(line, options)`, without making a new record and copying it out. Only what the line
/// has is written (the position, then each operation and operand; the record's arrays are not
/// cleared), so a reader of many lines pays for each line's size, not the record's capacity. The
/// record then holds this line alone; on failure it is empty (the default position, no
/// operations). The result points to `record`, or holds the first problem.
///
///     fen::epd_record record;                      // once
///     for (std::string_view line : lines)
///       if (auto r = fen::parse_epd(line, record)) use(record); else report(r.error());
template <std::size_t MaxOperations, std::size_t MaxOperands>
[[nodiscard]] constexpr epd_result<basic_epd_record<MaxOperations, MaxOperands>*> parse_epd(
    std::string_view line, basic_epd_record<MaxOperations, MaxOperands>& record, parse_options options = {}) noexcept {
  using Record = basic_epd_record<MaxOperations, MaxOperands>;
  detail::epd_parser<Record> parser(line, options.mode == strictness::strict, options.rules, record);
  if (!parser.run()) return parser.error();
  return &record;
}
/// Reads a NUL-terminated line into `record`, as the `std::string_view` overload does.
template <std::size_t MaxOperations, std::size_t MaxOperands>
[[nodiscard]] constexpr epd_result<basic_epd_record<MaxOperations, MaxOperands>*> parse_epd(
    const char* line, basic_epd_record<MaxOperations, MaxOperands>& record, parse_options options = {}) noexcept {
  return parse_epd(std::string_view(line), record, options);
}
/// Reads a `fen::fixed_string` (which must outlive the record) into `record`.
template <std::size_t N, std::size_t MaxOperations, std::size_t MaxOperands>
[[nodiscard]] constexpr epd_result<basic_epd_record<MaxOperations, MaxOperands>*> parse_epd(
    const fixed_string<N>& line, basic_epd_record<MaxOperations, MaxOperands>& record,
    parse_options options = {}) noexcept {
  return parse_epd(line.view(), record, options);
}
/// Not from a temporary string into a record either: the record would view text that is gone.
template <std::size_t MaxOperations, std::size_t MaxOperands>
epd_result<basic_epd_record<MaxOperations, MaxOperands>*> parse_epd(
    std::string&& line, basic_epd_record<MaxOperations, MaxOperands>& record, parse_options options = {}) = delete;
/// Nor from a temporary `fen::fixed_string`.
template <std::size_t N, std::size_t MaxOperations, std::size_t MaxOperands>
epd_result<basic_epd_record<MaxOperations, MaxOperands>*> parse_epd(
    fixed_string<N>&& line, basic_epd_record<MaxOperations, MaxOperands>& record, parse_options options = {}) = delete;

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_EPD_PARSE_HPP
// fen/detail/epd_serialize.hpp: to_epd, to_string: an EPD record written out.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_SERIALIZE_HPP
#define FEN_DETAIL_EPD_SERIALIZE_HPP

namespace fen {
/// \addtogroup epd_serialize
/// @{

// =============================================================================================
// Serialize
// =============================================================================================

/// A line `serialize_epd` writes.
using epd_string = fixed_string<max_epd_length>;

namespace detail {
// Counts what would be written.
struct epd_length_sink {
  std::size_t size = 0;
  constexpr void push_back(char) noexcept { ++size; }
  constexpr void append(std::string_view s) noexcept { size += s.size(); }
};
// Writes into a buffer, as much as fits, and counts it all.
struct epd_buffer_sink {
  char* data;
  std::size_t capacity;
  std::size_t size;
  constexpr void push_back(char c) noexcept {
    if (size < capacity) data[size] = c;
    ++size;
  }
  constexpr void append(std::string_view s) noexcept {
    for (char c : s) push_back(c);
  }
};

template <class Sink, class Record>
constexpr void write_epd_line(Sink& out, const Record& record, serialize_options options) noexcept {
  // The four position fields, and three-check's remaining checks as a fifth: an EPD line has no
  // counters for the given form to follow.
  serialize_options fields = options;
  fields.checks = check_notation::remaining;
  const fen_string fen = serialize(record.position, fields);
  const int stop = record.position.checks ? 5 : 4;
  int spaces = 0;
  for (char c : fen) {
    if (c == ' ' && ++spaces == stop) break;
    out.push_back(c);
  }
  for (const epd_operation op : record) {
    out.push_back(' ');
    out.append(op.opcode);
    if (const std::size_t special = find_special_opcode(op.opcode); special != no_special_opcode) {
      out.push_back(' ');
      append_decimal(out, record.position.*epd_special_opcodes[special].counter);
    } else {
      for (const epd_operand& o : op.operands) {
        out.push_back(' ');
        if (o.kind != epd_operand_kind::string) {
          out.append(o.text);
          continue;
        }
        out.push_back('"');
        for (std::size_t i = 0; i < o.text.size(); ++i) {
          if (o.escaped && is_escape_at(o.text, i)) ++i;
          if (o.text[i] == '"' || o.text[i] == '\\') out.push_back('\\');
          out.push_back(o.text[i]);
        }
        out.push_back('"');
      }
    }
    out.push_back(';');
  }
}
}  // namespace detail

/// Writes a record as one canonical EPD line into `out`, at most `capacity` bytes (no terminating
/// NUL), and returns the line's full length: more than `capacity` means it did not fit.
/// The canonical form: the four position fields as `fen::serialize` writes them, then for each
/// operation a space, the opcode, a space and each operand (strings quoted, `"` and `\` escaped),
/// and `;`.
template <std::size_t MaxOperations, std::size_t MaxOperands>
[[nodiscard]] constexpr std::size_t write_epd(const basic_epd_record<MaxOperations, MaxOperands>& record, char* out,
                                              std::size_t capacity, serialize_options options = {}) noexcept {
  detail::epd_buffer_sink sink{out, capacity, 0};
  detail::write_epd_line(sink, record, options);
  return sink.size;
}

/// Writes a record as one canonical EPD line in a fixed-capacity string (no allocation; works in a
/// constant expression), or the error `line_too_long` when the line needs more than `Capacity` bytes.
///
///     fen::serialize_epd(record).value()            // up to max_epd_length (2047) bytes
///     fen::serialize_epd<8191>(record)              // longer lines
template <std::size_t Capacity = max_epd_length, std::size_t MaxOperations, std::size_t MaxOperands>
[[nodiscard]] constexpr epd_result<fixed_string<Capacity>> serialize_epd(
    const basic_epd_record<MaxOperations, MaxOperands>& record, serialize_options options = {}) noexcept {
  detail::epd_length_sink length{};
  detail::write_epd_line(length, record, options);
  if (length.size > Capacity) {
    epd_error e{};
    e.code = epd_error_code::line_too_long;
    e.offset = Capacity;
    e.capacity = Capacity;
    return e;
  }
  fixed_string<Capacity> line;
  detail::write_epd_line(line, record, options);
  return line;
}

/// Writes a record as one canonical EPD line in a std::string (allocates; never fails).
template <std::size_t MaxOperations, std::size_t MaxOperands>
[[nodiscard]] std::string to_string(const basic_epd_record<MaxOperations, MaxOperands>& record,
                                    serialize_options options = {}) {
  std::string line;
  detail::epd_length_sink length{};
  detail::write_epd_line(length, record, options);
  line.reserve(length.size);
  detail::write_epd_line(line, record, options);
  return line;
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_EPD_SERIALIZE_HPP

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

#endif  // FEN_EPD_HPP
