// fen/detail/parse_counters.hpp: the parser's readers of three-check's checks and the two counters.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_COUNTERS_HPP
#define FEN_DETAIL_PARSE_COUNTERS_HPP

#include "macro_scope.hpp"
#include "parse_castling.hpp"

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
