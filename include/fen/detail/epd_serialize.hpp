// fen/detail/epd_serialize.hpp: to_epd, to_string: an EPD record written out.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_SERIALIZE_HPP
#define FEN_DETAIL_EPD_SERIALIZE_HPP

#include "epd_record.hpp"

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
