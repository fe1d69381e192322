// fen-edit: the board editor. The session's input and output: reading one command a line, echoing
// it in scripted mode, and where the editor's words and errors go.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "editor.hpp"

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string_view>

namespace fen_edit {

namespace {

/// The errno of the first failed write to standard output ([0]) and standard error ([1]); 0 when
/// none failed, or when the failure set no errno.
int write_errors[2] = {0, 0};
bool write_failure_reported = false;

int& write_error(std::FILE* stream) noexcept { return write_errors[stream == stderr ? 1 : 0]; }

void remember_write_error(std::FILE* stream, int error) noexcept {
  if (write_error(stream) == 0) write_error(stream) = error;
}

/// "fen-edit: cannot write to standard output: No space left on device", on `to`.
void report_write_failure(std::FILE* to, const char* stream_name, int error) noexcept {
  std::fputs("fen-edit: cannot write to ", to);
  std::fputs(stream_name, to);
  if (error != 0) {
    std::fputs(": ", to);
    std::fputs(std::strerror(error), to);
  }
  std::fputs("\n", to);
  std::fflush(to);
}

constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

}  // namespace

void write_text(std::FILE* stream, std::string_view text) noexcept {
  if (text.empty()) return;
  errno = 0;
  if (std::fwrite(text.data(), 1, text.size(), stream) != text.size()) remember_write_error(stream, errno);
}

bool flush_stream(std::FILE* stream) noexcept {
  errno = 0;
  if (std::fflush(stream) != 0) remember_write_error(stream, errno);
  return std::ferror(stream) == 0;
}

bool output_failed() noexcept {
  const bool out_ok = flush_stream(stdout);
  const bool err_ok = flush_stream(stderr);
  if (out_ok && err_ok) return false;
  if (!write_failure_reported) {
    write_failure_reported = true;
    if (!out_ok && err_ok) report_write_failure(stderr, "standard output", write_errors[0]);
    if (!err_ok && out_ok) report_write_failure(stdout, "standard error", write_errors[1]);
    // Both failed: there is nowhere left to say it; the exit status does.
  }
  return true;
}

std::string printable(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto byte = static_cast<unsigned char>(s[i]);
    const auto next = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : 0u;
    if (byte == 0xC2 && next >= 0x80 && next <= 0x9F) {  // a C1 control, U+0080 to U+009F, in UTF-8
      out += fmt::format("\\x{:02x}\\x{:02x}", byte, next);
      ++i;
    } else if ((byte < 0x20 && byte != '\n') || byte == 0x7F) {
      out += fmt::format("\\x{:02x}", byte);
    } else {
      out += s[i];
    }
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
    // A write that failed (to a full disk, a closed terminal) ends the session: what the editor
    // says would be lost.
    if (output_failed()) return usage_or_command_error;
    int read_error = 0;
    const read_status status = read_line(line, read_error);
    if (status == read_status::end) break;
    if (status == read_status::failed) {
      if (!scripted_) say("\n");
      flush_stream(stdout);
      write_text(stderr, fmt::format("fen-edit: cannot read standard input{}{}\n", read_error != 0 ? ": " : "",
                                     read_error != 0 ? std::strerror(read_error) : ""));
      return finish(usage_or_command_error);
    }
    ++line_number_;
    if (line_number_ == 1 && std::string_view(line).substr(0, byte_order_mark.size()) == byte_order_mark) {
      line.erase(0, byte_order_mark.size());
      note("skipped the UTF-8 byte-order mark (EF BB BF) at the start of the input");
    }
    if (status == read_status::too_long) {
      error(fmt::format("the line is longer than {} bytes; it was skipped", max_line_length));
      continue;
    }
    const std::string_view command = trim(line);
    if (command.empty() || command.front() == '#') continue;
    if (scripted_ && !quiet_) {
      write_text(stdout, fmt::format("{}> {}\n", echoed_ ? "\n" : "", printable(command)));
      echoed_ = true;
    }
    if (const std::optional<int> end = execute(command)) return finish(*end);
  }
  if (!scripted_) say("\n");
  return finish(success);
}

/// The next line of standard input without its line end. A line longer than max_line_length is
/// read to its end but not kept (read_status::too_long, `line` empty). At a read error, what was
/// read of the line is dropped (read_status::failed, the errno in `read_error`).
session::read_status session::read_line(std::string& line, int& read_error) {
  line.clear();
  bool too_long = false;
  bool any = false;
  int c = 0;
  errno = 0;
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
  if (c == EOF && std::ferror(stdin) != 0) {
    read_error = errno;
    line.clear();
    return read_status::failed;
  }
  if (!any) return read_status::end;
  if (too_long) return read_status::too_long;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return read_status::line;
}

/// Where the editor's own words go: standard output, or standard error in quiet mode.
std::FILE* session::words_stream() const noexcept { return quiet_ ? stderr : stdout; }

/// Says something about the position (a dropped right, the problems at `done`).
void session::say(const std::string& text) const {
  flush_stream(stdout);
  write_text(words_stream(), text);
  flush_stream(words_stream());
}

/// A command that could not be carried out: one line on standard error (naming the line in
/// scripted mode), and in scripted mode an exit status of 2 at the end.
void session::error(const std::string& text) {
  flush_stream(stdout);
  if (scripted_)
    write_text(stderr, fmt::format("line {}: error: {}\n", line_number_, printable(text)));
  else
    write_text(stderr, fmt::format("error: {}\n", printable(text)));
  flush_stream(stderr);
  if (scripted_) command_failed_ = true;
}

/// Something the editor did on its own with the input (it skipped a byte-order mark): one line on
/// standard error, naming the line in scripted mode. The exit status stays as it is.
void session::note(const std::string& text) const {
  flush_stream(stdout);
  if (scripted_)
    write_text(stderr, fmt::format("line {}: note: {}\n", line_number_, printable(text)));
  else
    write_text(stderr, fmt::format("note: {}\n", printable(text)));
  flush_stream(stderr);
}

int session::finish(int status) const {
  if (output_failed()) return usage_or_command_error;
  if (status == success && command_failed_) return usage_or_command_error;
  return status;
}

}  // namespace fen_edit
