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

/// Called before an `output` writes its buffer out, when set: the progress line (progress.cpp)
/// clears itself there, so that what is written does not land after it on the terminal.
inline void (*before_output_write)() = nullptr;

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

/// What `line_reader::next` found.
enum class read_status { line, too_long, end };

class line_reader {
 public:
  /// The longest line held whole; a longer one is skipped without being stored.
  static constexpr std::size_t default_max_line = std::size_t{1} << 20;

  explicit line_reader(std::FILE* file, std::size_t max_line = default_max_line)
      : file_(file), max_line_(max_line), buffer_(std::size_t{1} << 16) {}

  /// The next line, without its LF (`line`, valid until the next call); `too_long` for a line
  /// longer than the limit (its bytes are skipped to the next LF, never held whole; `line` is
  /// empty); `end` at the end of the input (or on a read error).
  read_status next(std::string_view& line) {
    for (;;) {
      if (const void* found = std::memchr(buffer_.data() + scanned_, '\n', end_ - scanned_)) {
        const auto stop = static_cast<std::size_t>(static_cast<const char*>(found) - buffer_.data());
        const char* start = buffer_.data() + begin_;
        const bool too_long = skipping_ || stop - begin_ > max_line_;
        begin_ = scanned_ = stop + 1;
        if (too_long) {
          skipping_ = false;
          line = std::string_view();
          return read_status::too_long;
        }
        line = std::string_view(start, static_cast<std::size_t>(buffer_.data() + stop - start));
        return read_status::line;
      }
      scanned_ = end_;
      if (skipping_ || end_ - begin_ > max_line_) {  // drop what is read of a line too long
        skipping_ = true;
        begin_ = end_;
      }
      if (at_end_) {
        if (skipping_) {
          skipping_ = false;
          line = std::string_view();
          return read_status::too_long;
        }
        if (begin_ == end_) return read_status::end;
        line = std::string_view(buffer_.data() + begin_, end_ - begin_);  // the last line, without a newline
        begin_ = scanned_ = end_;
        return read_status::line;
      }
      fill();
    }
  }

  /// The first bytes still to be read (up to `n`, fewer at the end of the input), not consumed.
  std::string_view peek(std::size_t n) {
    while (end_ - begin_ < n && !at_end_) fill();
    const std::size_t have = end_ - begin_ < n ? end_ - begin_ : n;
    return std::string_view(buffer_.data() + begin_, have);
  }
  /// Consumes `n` bytes that `peek` showed.
  void skip(std::size_t n) noexcept {
    begin_ += n;
    if (scanned_ < begin_) scanned_ = begin_;
  }

  std::size_t max_line() const noexcept { return max_line_; }
  bool failed() const noexcept { return failed_; }

 private:
  void fill();

  std::FILE* file_;
  std::size_t max_line_;
  std::vector<char> buffer_;
  std::size_t begin_ = 0;  // the unread bytes are [begin_, end_)
  std::size_t end_ = 0;
  std::size_t scanned_ = 0;  // [begin_, scanned_) holds no LF
  bool at_end_ = false;
  bool failed_ = false;
  bool skipping_ = false;  // in a line too long, up to its LF
};

// =============================================================================================
// Lines
// =============================================================================================

constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t'; }

/// True for a line `check` and `normalize` skip: nothing but blanks, or '#' or '%' first.
constexpr bool is_skipped(std::string_view line) noexcept {
  for (char c : line) {
    if (c == '#' || c == '%') return true;
    if (!is_blank(c)) return false;
  }
  return true;
}

/// The line without the CR of a CRLF line end.
constexpr std::string_view without_cr(std::string_view line) noexcept {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

/// `line` without the NUL bytes at its end: some programs end each line with the C string's
/// terminator before the newline (several EPD suites in the wild do). Only at the end: a NUL
/// anywhere else is an error of the line.
constexpr std::string_view without_final_nuls(std::string_view line) noexcept {
  while (!line.empty() && line.back() == '\0') line.remove_suffix(1);
  return line;
}

}  // namespace fen_tool
