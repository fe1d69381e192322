// fen/detail/epd_operations.hpp: EPD's capacities, and its vocabulary: epd_operand_kind, epd_operand, epd_operands,
// epd_operation, and the table of the opcodes treated apart (hmvc, fmvn).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_OPERATIONS_HPP
#define FEN_DETAIL_EPD_OPERATIONS_HPP

#include "../fen.hpp"
#include "macro_scope.hpp"

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
