// fen/detail/fixed_string.hpp: what serialize and messages return: a string whose characters live inside it.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_FIXED_STRING_HPP
#define FEN_DETAIL_FIXED_STRING_HPP

#include "config.hpp"
#include "macro_scope.hpp"

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
