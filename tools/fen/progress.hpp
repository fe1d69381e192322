// fen: the command-line tool. The progress line of the commands that read files (check, normalize,
// stats, dedup): lines and bytes read, the rate, and how far through when the input's size is known.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// On standard error, and only there: redrawn in place (`\r`) a few times a second when standard
// error is a terminal and the run has lasted a second, cleared at the end; never when it is not a
// terminal (a pipe, a file), unless --progress forces it, which then writes plain lines, one a
// second, and a last one at the end. FEN_PROGRESS_SECONDS (a number of seconds, such as 0) sets both
// the delay and the interval, so that tests see it on a short run.

#pragma once

#include "io.hpp"
#include "tool.hpp"

#include <chrono>
#include <cstddef>
#include <string_view>
#include <vector>

namespace fen_tool {

class progress_meter {
 public:
  /// For a run of `c` over `names` (standard input for '-'), as `o.progress` says.
  progress_meter(command c, const options& o, const std::vector<std::string_view>& names);
  progress_meter(const progress_meter&) = delete;
  progress_meter& operator=(const progress_meter&) = delete;
  ~progress_meter() { finish(); }

  /// One more line read, of `bytes` bytes with its line end. Looks at the clock every so many lines.
  void line(std::size_t bytes) noexcept {
    ++lines_;
    bytes_ += bytes;
    if (on_ && --until_clock_ == 0) tick();
  }

  /// Ends the line: cleared on a terminal, a last plain line otherwise (when one was due).
  void finish();

  /// Clears the line from the terminal, if it is there (before the tool writes something else
  /// there: io.hpp's `before_output_write`); the next tick draws it again.
  void clear();

 private:
  void tick();
  void draw(bool last);

  command command_;
  bool on_ = false;
  bool terminal_ = false;
  bool drawn_ = false;  // a line is on the terminal, to be cleared
  bool finished_ = false;
  std::size_t total_ = 0;  // the input's size in bytes, 0 when unknown
  std::size_t lines_ = 0;
  std::size_t bytes_ = 0;
  std::size_t lines_per_look_ = 4096;
  std::size_t until_clock_ = 4096;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point next_;
  std::chrono::steady_clock::duration delay_{};
  std::chrono::steady_clock::duration interval_;
};

}  // namespace fen_tool
