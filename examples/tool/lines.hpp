// fen: the command-line tool. Files of FEN or EPD lines, as `check` and `normalize` read them:
// which format a file holds, the loop over every line of every file, and how a line that does
// not parse is reported.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#pragma once

#include "io.hpp"
#include "tool.hpp"

#include <fen/epd.hpp>
#include <fen/fen.hpp>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fen_tool {

// =============================================================================================
// FEN or EPD: what a file holds
// =============================================================================================

/// The format a file's name says: EPD for a name ending in .epd, FEN for one ending in .fen (in
/// capitals too), nothing for any other name.
std::optional<input_format> format_of_name(std::string_view name) noexcept;

/// The format a line shows, if any: when its first four fields read as a position and it has a
/// fifth field, EPD if that field starts with a letter (an opcode), FEN if not (a counter). A line
/// of four fields or fewer reads the same either way (but for the counters FEN writes), and a line
/// whose position does not read may be broken in either format: neither shows anything.
std::optional<input_format> format_shown_by(std::string_view line) noexcept;

// =============================================================================================
// Reading files line by line
// =============================================================================================

/// The file called `name` opened for reading, standard input for '-', or null when it cannot be
/// opened (said on standard error, naming command `c`).
std::FILE* open_input(command c, std::string_view name);

/// Says on standard error that file `shown` could not be read to its end.
void say_cannot_read(command c, std::string_view shown);

/// Calls `each(name, line_number, line, format)` for every line of every file named in `o.operands`
/// (standard input for none or '-'), the CR of a CRLF already removed, with the format of its file:
/// `o.format` when set, else what the file's name says, else what its lines show (the lines before
/// the first that shows it are held, then passed on in order; FEN when none does). Returns false
/// when a file could not be opened or read (said on standard error, naming the command); the other
/// files are still read. (A template, not a std::function: when the compiler could not inline the
/// per-line work into this loop, `fen check` took 7 % longer on a million lines.)
template <class Each>
bool for_each_line(command c, const options& o, Each&& each) {
  std::vector<std::string_view> names = o.operands;
  if (names.empty()) names.push_back("-");
  bool all_read = true;
  std::vector<std::string> held;
  for (const std::string_view name : names) {
    const bool is_stdin = name == "-";
    std::FILE* file = open_input(c, name);
    const std::string_view shown = is_stdin ? std::string_view("<stdin>") : name;
    if (file == nullptr) {
      all_read = false;
      continue;
    }
    line_reader reader(file);
    std::string_view line;
    std::size_t line_number = 0;
    const std::optional<input_format> named = o.format ? o.format : is_stdin ? std::nullopt : format_of_name(name);
    input_format format = named.value_or(input_format::fen);
    bool known = named.has_value();
    const auto pass_held = [&](input_format shown_format) {
      format = shown_format;
      known = true;
      for (std::size_t i = 0; i < held.size(); ++i) each(shown, i + 1, std::string_view(held[i]), format);
      held.clear();
    };
    while (reader.next(line)) {
      line = without_cr(line);
      ++line_number;
      if (!known) {
        if (const auto shows = is_skipped(line) ? std::nullopt : format_shown_by(line)) {
          pass_held(*shows);
        } else {
          held.emplace_back(line);
          continue;
        }
      }
      each(shown, line_number, line, format);
    }
    if (!known) pass_held(input_format::fen);
    if (reader.failed()) {
      say_cannot_read(c, shown);
      all_read = false;
    }
    if (!is_stdin) std::fclose(file);
  }
  return all_read;
}

/// Ends a run of `c` (check or normalize): writes out what `out` holds; the exit status: 2 when it
/// could not be written (said on standard error) or a file could not be read, 1 when `any_bad`,
/// 0 otherwise.
int end_of_run(command c, output& out, bool all_read, bool any_bad);

// =============================================================================================
// Lines that do not parse, and canonical EPD
// =============================================================================================

/// A line that does not parse, in either format: where, in words, and the code.
struct parse_failure {
  std::size_t offset = 0;
  fen::message_string message{};
  std::string_view code{};
};

parse_failure failure_of(const fen::error& e) noexcept;

/// A problem in an EPD line's four position fields has the code a FEN gets for it; a problem in its
/// operations, the EPD code.
parse_failure failure_of(const fen::epd_error& e) noexcept;

/// `FILE:LINE:COLUMN: message [code]`, then the line with a caret under COLUMN.
void put_diagnostic(output& out, std::string_view file, std::size_t line_number, std::string_view line,
                    std::size_t offset, std::string_view message, std::string_view code);

/// Writes `record` as a canonical EPD line into `text` (reused from line to line); a view of it.
std::string_view canonical_epd(const fen::epd_record& record, std::string& text, fen::serialize_options options = {});

}  // namespace fen_tool
