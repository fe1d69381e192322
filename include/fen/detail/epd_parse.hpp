// fen/detail/epd_parse.hpp: the EPD parser, and parse_epd.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_PARSE_HPP
#define FEN_DETAIL_EPD_PARSE_HPP

#include "epd_errors.hpp"
#include "epd_record.hpp"

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
