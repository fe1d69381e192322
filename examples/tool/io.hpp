// fen: the command-line tool. Input and output in large blocks: one output buffer, written out a
// block at a time, and a reader that hands out a file's lines as views into its block.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// Both are used once or more for every line of a file, so what runs per line is defined here, where
// the compiler can inline it; what runs per block is in io.cpp.

#pragma once

#include <fmt/format.h>

#include <cstdio>
#include <cstring>
#include <iterator>
#include <string_view>
#include <utility>
#include <vector>

namespace fen_tool {

// =============================================================================================
// Output: one buffer, written out in large blocks
// =============================================================================================

class output {
 public:
  explicit output(std::FILE* file) noexcept : file_(file) {}
  output(const output&) = delete;
  output& operator=(const output&) = delete;
  ~output() { flush(); }

  fmt::memory_buffer& buffer() noexcept { return buffer_; }
  void put(std::string_view s) { buffer_.append(s.data(), s.data() + s.size()); }
  void put(char c) { buffer_.push_back(c); }
  void put_number(std::size_t n) {
    const fmt::format_int digits(n);
    buffer_.append(digits.data(), digits.data() + digits.size());
  }
  template <class... Args>
  void print(fmt::format_string<Args...> format, Args&&... args) {
    fmt::format_to(std::back_inserter(buffer_), format, std::forward<Args>(args)...);
  }
  /// Writes the buffer out once it holds a block's worth.
  void maybe_flush() {
    if (buffer_.size() >= block_size) flush();
  }
  void flush();
  bool failed() const noexcept { return failed_; }

 private:
  static constexpr std::size_t block_size = std::size_t{1} << 16;
  std::FILE* file_;
  fmt::memory_buffer buffer_;
  bool failed_ = false;
};

// =============================================================================================
// Input: lines from a file, read in large blocks
// =============================================================================================

class line_reader {
 public:
  explicit line_reader(std::FILE* file) : file_(file), buffer_(std::size_t{1} << 16) {}

  /// The next line, without its LF; false at the end of the input (or on a read error).
  /// The view stays valid until the next call.
  bool next(std::string_view& line) {
    for (;;) {
      const char* start = buffer_.data() + begin_;
      if (const void* found = std::memchr(start, '\n', end_ - begin_)) {
        const auto stop = static_cast<const char*>(found);
        line = std::string_view(start, static_cast<std::size_t>(stop - start));
        begin_ += line.size() + 1;
        return true;
      }
      if (at_end_) {
        if (begin_ == end_) return false;
        line = std::string_view(start, end_ - begin_);  // the last line, without a newline
        begin_ = end_;
        return true;
      }
      fill();
    }
  }
  bool failed() const noexcept { return failed_; }

 private:
  void fill();

  std::FILE* file_;
  std::vector<char> buffer_;
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
  bool at_end_ = false;
  bool failed_ = false;
};

// =============================================================================================
// Lines
// =============================================================================================

constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t'; }

/// True for a line `check` and `normalize` skip: nothing but blanks, or '#' first.
constexpr bool is_skipped(std::string_view line) noexcept {
  for (char c : line) {
    if (c == '#') return true;
    if (!is_blank(c)) return false;
  }
  return true;
}

/// The line without the CR of a CRLF line end.
constexpr std::string_view without_cr(std::string_view line) noexcept {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

}  // namespace fen_tool
