// fen: the command-line tool. What the output buffer and the line reader do once a block.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "io.hpp"

namespace fen_tool {

void output::flush() {
  if (buffer_.size() != 0 && before_output_write != nullptr) before_output_write();
  if (buffer_.size() != 0 && std::fwrite(buffer_.data(), 1, buffer_.size(), file_) != buffer_.size()) failed_ = true;
  buffer_.clear();
  if (std::fflush(file_) != 0) failed_ = true;
}

// Moves the unfinished line to the front, makes room (doubling only for a line longer than the
// buffer: up to the line limit and a block) and reads the next block.
void line_reader::fill() {
  const std::size_t kept = end_ - begin_;
  if (begin_ != 0 && kept != 0) std::memmove(buffer_.data(), buffer_.data() + begin_, kept);
  scanned_ -= begin_;
  begin_ = 0;
  end_ = kept;
  if (end_ == buffer_.size()) buffer_.resize(buffer_.size() * 2);
  const std::size_t got = std::fread(buffer_.data() + end_, 1, buffer_.size() - end_, file_);
  end_ += got;
  if (got == 0) {
    at_end_ = true;
    failed_ = std::ferror(file_) != 0;
  }
}

}  // namespace fen_tool
