// fen-edit: the board editor. The session's input and output: reading one command a line, echoing
// it in scripted mode, and where the editor's words and errors go.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "editor.hpp"

#include <fmt/format.h>

#include <cstdio>

namespace fen_edit {

std::string printable(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (const char c : s) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && c != '\n') || byte == 0x7F)
      out += fmt::format("\\x{:02x}", byte);
    else
      out += c;
  }
  return out;
}

int session::run() {
  if (!scripted_) {
    say("fen-edit: a board editor for FEN. Type 'help' for the commands, 'done' when finished.\n");
    show();
  }
  std::string line;
  for (;;) {
    if (!scripted_) say("\nfen-edit> ");
    bool too_long = false;
    if (!read_line(line, too_long)) break;
    ++line_number_;
    if (too_long) {
      error(fmt::format("the line is longer than {} bytes; it was skipped", max_line_length));
      continue;
    }
    const std::string_view command = trim(line);
    if (command.empty() || command.front() == '#') continue;
    if (scripted_ && !quiet_) {
      if (echoed_) std::fputs("\n", stdout);
      fmt::print("> {}\n", printable(command));
      echoed_ = true;
    }
    if (const std::optional<int> status = execute(command)) return finish(*status);
  }
  if (!scripted_) say("\n");
  return finish(success);
}

/// The next line of standard input without its line end; false at its end. A line longer than
/// max_line_length is read to its end but not kept: `too_long` says so, and `line` is empty.
bool session::read_line(std::string& line, bool& too_long) {
  line.clear();
  too_long = false;
  int c = 0;
  bool any = false;
  while ((c = std::getchar()) != EOF) {
    any = true;
    if (c == '\n') break;
    if (too_long) continue;
    if (line.size() == max_line_length) {
      too_long = true;
      line.clear();
      continue;
    }
    line.push_back(static_cast<char>(c));
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return any;
}

/// Where the editor's own words go: standard output, or standard error in quiet mode.
std::FILE* session::words_stream() const noexcept { return quiet_ ? stderr : stdout; }

/// Says something about the position (a dropped right, the problems at `done`).
void session::say(const std::string& text) const {
  std::fflush(stdout);
  std::fputs(text.c_str(), words_stream());
  std::fflush(words_stream());
}

/// A command that could not be carried out: one line on standard error (naming the line in
/// scripted mode), and in scripted mode an exit status of 2 at the end.
void session::error(const std::string& text) {
  std::fflush(stdout);
  if (scripted_)
    fmt::print(stderr, "line {}: error: {}\n", line_number_, printable(text));
  else
    fmt::print(stderr, "error: {}\n", printable(text));
  std::fflush(stderr);
  if (scripted_) command_failed_ = true;
}

int session::finish(int status) const {
  std::fflush(stdout);
  if (std::ferror(stdout) != 0) return usage_or_command_error;
  if (status == success && command_failed_) return usage_or_command_error;
  return status;
}

}  // namespace fen_edit
