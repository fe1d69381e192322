// fen: the command-line tool. What its files share: the commands, their options and exit statuses,
// and where each command and its help text live.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// The files: fen_tool.cpp (main: options and dispatch), help.cpp (the main help and `fen help`),
// io (the output buffer and the block line reader, its line limit), lines (what each line is and
// how its position is read: FEN, EPD, a FEN and text set aside, PGN tags, .perft lines; the file
// loop that every command reading files shares), json (JSON output), location (where `fen check`
// points for a problem), tally (counts by name, most frequent first), distinct (the store of
// distinct positions that stats and dedup share), progress (the progress line on standard error),
// and one file per command with its help text: show.cpp, check.cpp, normalize.cpp, svg.cpp,
// stats.cpp, dedup.cpp.

#pragma once

#include <fen/fen.hpp>
#include <fen/svg.hpp>
#include <fen/validate.hpp>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fen_tool {

enum exit_status : int { all_good = 0, some_bad = 1, usage_or_io_error = 2 };

enum class command { show, check, normalize, svg, stats, dedup };

/// Every command, in the order the main help lists them.
inline constexpr command all_commands[] = {command::show, command::check, command::normalize,
                                           command::svg,  command::stats, command::dedup};

constexpr std::string_view command_name(command c) noexcept {
  switch (c) {
    case command::show: return "show";
    case command::check: return "check";
    case command::normalize: return "normalize";
    case command::svg: return "svg";
    case command::stats: return "stats";
    case command::dedup: return "dedup";
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

/// When two positions are the same for `fen stats` and `fen dedup` (--same): every field, counters
/// included; every field but the counters (the default); the same Polyglot key.
enum class sameness { all, position, polyglot };

/// Whether the progress line is drawn on standard error (--progress, --no-progress): when standard
/// error is a terminal (the default), always, never.
enum class progress_mode { automatic, always, never };

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
  /// svg, show --svg: the picture's options (--size, --flip, --coordinates, the colours, --highlight,
  /// --arrow), where to write it (--output: empty for standard output), and, for show, whether to
  /// draw it (--svg) and the first picture option given (an error without --svg).
  fen::svg_options picture{};
  std::string_view output_name{};
  bool svg = false;
  std::string_view picture_option{};
  /// stats, dedup: when two positions are the same (--same); stats: how many material signatures
  /// to list (--top; 0 for all).
  sameness same = sameness::position;
  std::size_t top = 10;
  progress_mode progress = progress_mode::automatic;  ///< check, normalize, stats, dedup
  std::vector<std::string_view> operands;
};

// Each help text stands beside the code of its command (help.cpp for the main one).
extern const std::string_view main_help;
extern const std::string_view show_help;
extern const std::string_view check_help;
extern const std::string_view normalize_help;
extern const std::string_view svg_help;
extern const std::string_view stats_help;
extern const std::string_view dedup_help;

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

/// "show, check, normalize, svg, stats and dedup".
std::string command_names();

/// The command called `name`, if there is one.
std::optional<command> command_named(std::string_view name) noexcept;

int run_show(const options& o);
int run_check(const options& o);
int run_normalize(const options& o);
int run_svg(const options& o);
int run_stats(const options& o);
int run_dedup(const options& o);

/// Draws the position `text` holds (`fen show --svg`, `fen svg FEN`) as `o` says: the picture on
/// standard output or in --output's file; the exit status.
int draw_text(command c, const options& o, std::string_view text);

}  // namespace fen_tool
