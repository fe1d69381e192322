// fen/detail/epd_record.hpp: basic_epd_record, epd_record: a position and its operations.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/epd.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_EPD_RECORD_HPP
#define FEN_DETAIL_EPD_RECORD_HPP

#include "epd_operations.hpp"

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
