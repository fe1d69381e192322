// fen/detail/epd_errors.hpp: epd_error_code, epd_error and its message, epd_parse_error.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_ERRORS_HPP
#define FEN_DETAIL_EPD_ERRORS_HPP

#include "epd_operations.hpp"

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
