// fen: the command-line tool. What its files share: the commands, their options and exit statuses,
// and where each command and its help text live.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// The files: fen_tool.cpp (main: options and dispatch), help.cpp (the main help and `fen help`),
// io (the output buffer and the block line reader, its line limit), lines (what each line is and
// how its position is read: FEN, EPD, a FEN and text set aside, PGN tags, .perft lines; the file
// loop that check and normalize share), json (JSON output), location (where `fen check` points for
// a problem), and one file per command with its help text: show.cpp, check.cpp, normalize.cpp.

#pragma once

#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string_view>
#include <vector>

namespace fen_tool {

enum exit_status : int { all_good = 0, some_bad = 1, usage_or_io_error = 2 };

enum class command { show, check, normalize };

constexpr std::string_view command_name(command c) noexcept {
  switch (c) {
    case command::show: return "show";
    case command::check: return "check";
    case command::normalize: return "normalize";
  }
  return "";
}

/// How a position's text is read: as a FEN, or as an EPD line.
enum class input_format { fen, epd };

/// What makes `fen check` exit with status 1 (--fail-on): a line that does not parse (or is refused),
/// that or an illegal position, or that or any problem at all (the default).
enum class fail_on { parse, illegal, any };

/// A board transform of `fen normalize` (--mirror, --flip-vertical, --flip-horizontal, --rotate,
/// --swap-colors): fen::mirrored, flipped_vertical, flipped_horizontal, rotated, colors_swapped.
enum class board_transform { mirror, flip_vertical, flip_horizontal, rotate, swap_colors };

/// `p` with each transform of `transforms` applied, in their order.
fen::position transformed(fen::position p, const std::vector<board_transform>& transforms) noexcept;

struct options {
  fen::strictness mode = fen::strictness::lenient;
  /// Set by --fen or --epd, which force it; otherwise each line's content says (lines.hpp).
  std::optional<input_format> format;
  bool json = false;
  bool quiet = false;                     ///< --quiet: the summary only (normalize: no diagnostics)
  std::optional<std::size_t> max_errors;  ///< --max-errors N: report the first N bad lines only
  fail_on failing = fail_on::any;         ///< --fail-on
  bool unicode = false;
  bool flip = false;
  fen::serialize_options serialize{};
  fen::en_passant_output en_passant = fen::en_passant_output::as_stored;
  fen::variant variant = fen::variant::standard;  ///< --variant NAME
  bool variant_given = false;                     ///< --variant was given: no line's notation chooses
  bool chess960 = false;                          ///< --chess960: Chess960 castling for every line
  /// --column NAME|N: the column of a CSV or TSV file that holds the positions (N counts from 1).
  std::string_view column_name{};
  std::size_t column_number = 0;
  /// normalize: the board transforms to apply to each position, in the order given.
  std::vector<board_transform> transforms;
  std::vector<std::string_view> operands;
};

// Each help text stands beside the code of its command (help.cpp for the main one).
extern const std::string_view main_help;
extern const std::string_view show_help;
extern const std::string_view check_help;
extern const std::string_view normalize_help;

/// Writes `text` to standard output as it is. A failure is not reported here: main looks at
/// standard output once at the end (exit status 2). (Not fmt::print, which throws when it cannot
/// write, and aborts in a build without exceptions.)
inline void put_stdout(std::string_view text) noexcept { std::fwrite(text.data(), 1, text.size(), stdout); }

/// The help text of `c`.
std::string_view help_of(command c) noexcept;

/// Says on standard error what was wrong with the command line of `c`; the exit status for it.
int usage_error(command c, std::string_view what);

/// `fen help [COMMAND]`: `args` are the words after `help`.
int run_help(const std::vector<std::string_view>& args);

/// The command called `name`, if there is one.
std::optional<command> command_named(std::string_view name) noexcept;

int run_show(const options& o);
int run_check(const options& o);
int run_normalize(const options& o);

}  // namespace fen_tool
