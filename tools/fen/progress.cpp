// fen: the command-line tool. The progress line (see progress.hpp).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "progress.hpp"

#include <fmt/format.h>

#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#ifdef _WIN32
#  include <io.h>
#  define FEN_TOOL_ISATTY(fd) _isatty(fd)
#  define FEN_TOOL_FILENO(f) _fileno(f)
#else
#  include <unistd.h>
#  define FEN_TOOL_ISATTY(fd) isatty(fd)
#  define FEN_TOOL_FILENO(f) fileno(f)
#endif

namespace fen_tool {
namespace {

// The size of a regular file (standard input's for '-'), or nothing (a pipe, a terminal).
std::optional<std::size_t> size_of(std::string_view name) {
  struct stat info {};
  const int status = name == "-" ? fstat(FEN_TOOL_FILENO(stdin), &info) : stat(std::string(name).c_str(), &info);
  if (status != 0 || (info.st_mode & S_IFMT) != S_IFREG) return std::nullopt;
  return static_cast<std::size_t>(info.st_size);
}

// 1234567 -> "1.23M", 12345 -> "12.3k", 123 -> "123".
std::string short_number(double n) {
  if (n >= 1e9) return fmt::format("{:.3g}G", n / 1e9);
  if (n >= 1e6) return fmt::format("{:.3g}M", n / 1e6);
  if (n >= 1e3) return fmt::format("{:.3g}k", n / 1e3);
  return fmt::format("{:.0f}", n);
}

// The meter whose line is on the terminal, cleared before the tool writes anything else.
progress_meter* on_terminal = nullptr;
void clear_on_terminal() {
  if (on_terminal != nullptr) on_terminal->clear();
}

}  // namespace

progress_meter::progress_meter(command c, const options& o, const std::vector<std::string_view>& names)
    : command_(c), interval_(std::chrono::milliseconds(250)) {
  terminal_ = FEN_TOOL_ISATTY(FEN_TOOL_FILENO(stderr)) != 0;
  on_ = o.progress == progress_mode::always || (o.progress == progress_mode::automatic && terminal_);
  if (!on_) return;
  delay_ = std::chrono::seconds(1);
  if (!terminal_) interval_ = std::chrono::seconds(1);
  if (const char* seconds = std::getenv("FEN_PROGRESS_SECONDS")) {
    const auto given = std::chrono::duration<double>(std::strtod(seconds, nullptr));
    delay_ = interval_ = std::chrono::duration_cast<std::chrono::steady_clock::duration>(given);
    lines_per_look_ = until_clock_ = 1;
  }
  for (const std::string_view name : names) {
    const std::optional<std::size_t> size = size_of(name);
    if (!size) {
      total_ = 0;
      break;
    }
    total_ += *size;
  }
  start_ = std::chrono::steady_clock::now();
  next_ = start_ + delay_;
}

void progress_meter::tick() {
  until_clock_ = lines_per_look_;
  const auto now = std::chrono::steady_clock::now();
  if (now < next_) return;
  next_ = now + interval_;
  draw(false);
}

void progress_meter::draw(bool last) {
  const auto lines = static_cast<double>(lines_);
  const double megabytes = static_cast<double>(bytes_) / 1e6;
  const double total = static_cast<double>(total_) / 1e6;
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string text = fmt::format("fen {}: {} lines, {:.1f} MB", command_name(command_), lines_, megabytes);
  if (total_ != 0) text += fmt::format(" of {:.1f} MB ({:.0f} %)", total, 100.0 * megabytes / total);
  if (seconds > 0) text += fmt::format(", {} lines/s, {:.1f} MB/s", short_number(lines / seconds), megabytes / seconds);
  if (last) text += ", done";
  if (terminal_ && !last)
    fmt::print(stderr, "\r{}\033[K", text);
  else
    fmt::print(stderr, "{}\n", text);
  std::fflush(stderr);
  drawn_ = terminal_ && !last;
  if (drawn_) {
    on_terminal = this;
    before_output_write = clear_on_terminal;
  }
}

void progress_meter::clear() {
  if (!drawn_) return;
  fmt::print(stderr, "\r\033[K");
  std::fflush(stderr);
  drawn_ = false;
}

void progress_meter::finish() {
  if (finished_ || !on_) return;
  finished_ = true;
  if (terminal_) {
    clear();
    if (on_terminal == this) {
      on_terminal = nullptr;
      before_output_write = nullptr;
    }
    return;
  }
  if (std::chrono::steady_clock::now() - start_ >= delay_) draw(true);  // the run lasted past the delay
}

}  // namespace fen_tool

#undef FEN_TOOL_ISATTY
#undef FEN_TOOL_FILENO
