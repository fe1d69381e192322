// fen: the command-line tool. The main help text, `fen help [COMMAND]`, and how a usage error is
// said.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "tool.hpp"

#include <fmt/format.h>

#include <cstdio>
#include <iterator>
#include <string>

namespace fen_tool {

const std::string_view main_help = R"(fen: read, write and check chess positions in FEN

usage: fen COMMAND [OPTIONS] [ARGUMENTS]

commands:
  show FEN              the board, every field in words, and every problem found
  check [FILE...]       check the positions of files (FEN, EPD, PGN tags), one a line; report
                        each bad line with its place, and a summary
  normalize [FILE...]   write each position back in canonical form, one per line
  svg FEN|FILE          draw a position as an SVG picture
  stats [FILE...]       count what files of positions hold: sides, castling, material, problems,
                        distinct positions
  dedup [FILE...]       write each distinct position once, its line as it was read
  help [COMMAND]        this text, or a command's

options:
  -h, --help            this text
  --version             the version of fen

Run 'fen COMMAND --help' for a command's options.
)";

std::string_view help_of(command c) noexcept {
  switch (c) {
    case command::show: return show_help;
    case command::check: return check_help;
    case command::normalize: return normalize_help;
    case command::svg: return svg_help;
    case command::stats: return stats_help;
    case command::dedup: return dedup_help;
  }
  return main_help;
}

std::optional<command> command_named(std::string_view name) noexcept {
  for (const command candidate : all_commands)
    if (command_name(candidate) == name) return candidate;
  return std::nullopt;
}

std::string command_names() {
  std::string names;
  for (const command c : all_commands) {
    if (!names.empty()) names += c == all_commands[std::size(all_commands) - 1] ? " and " : ", ";
    names += command_name(c);
  }
  return names;
}

int usage_error(command c, std::string_view what) {
  fmt::print(stderr, "fen {}: {}\nRun 'fen {} --help' for its usage.\n", command_name(c), what, command_name(c));
  return usage_or_io_error;
}

int run_help(const std::vector<std::string_view>& args) {
  if (args.empty()) {
    put_stdout(main_help);
    return all_good;
  }
  const std::optional<command> c = command_named(args[0]);
  if (!c) {
    fmt::print(stderr, "fen help: no command '{}'; the commands are {}\n", args[0], command_names());
    return usage_or_io_error;
  }
  put_stdout(help_of(*c));
  return all_good;
}

}  // namespace fen_tool
