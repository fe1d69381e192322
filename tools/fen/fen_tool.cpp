// fen: the command-line tool. Shows a FEN as a board and in words, checks files of FENs or of EPD
// lines (one per line) and writes them back in canonical form. Run `fen --help`.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// This file is main: it picks the command and reads its options. Each command, with its help
// text, is in a file of its own (show.cpp, check.cpp, normalize.cpp, help.cpp); tool.hpp lists
// the others.

#include "tool.hpp"

#include <fen/fen.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace fen_tool {
namespace {

// The castling notations by their library names, so that a new one is an option here without an
// edit.
std::optional<fen::castling_notation> castling_notation_named(std::string_view name) {
  for (int n = 0; fen::name(static_cast<fen::castling_notation>(n)) != "unknown"; ++n)
    if (name == fen::name(static_cast<fen::castling_notation>(n))) return static_cast<fen::castling_notation>(n);
  return std::nullopt;
}

// Every value of a library enum by its name, from 0 while fen::name knows it: "standard, xfen or
// shredder" for castling_notation, "standard, crazyhouse, ... or giveaway" for variant.
template <class Enum>
std::string names_of() {
  std::string names;
  for (int n = 0; fen::name(static_cast<Enum>(n)) != "unknown"; ++n)
    names += (n == 0 ? "" : ", ") + std::string(fen::name(static_cast<Enum>(n)));
  const std::size_t last = names.rfind(", ");
  if (last != std::string::npos) names.replace(last, 2, " or ");
  return names;
}
std::string castling_notation_names() { return names_of<fen::castling_notation>(); }
std::string variant_names() { return names_of<fen::variant>(); }

// ---------------------------------------------------------------------------------------------
// The options: one row each, with the commands that take it and what it does. A row's `set`
// returns what is wrong with the value, or nothing.

using option_setter = std::optional<std::string> (*)(std::string_view value, options& o);

struct option_row {
  std::string_view name;        // "--strict", or "--castling" for "--castling=VALUE"
  bool show, check, normalize;  // the commands that take it
  enum { flag, value, value_or_next } takes;
  option_setter set;
};

std::optional<std::string> set_max_errors(std::string_view value, options& o) {
  std::size_t n = 0;
  bool digits = !value.empty() && value.size() <= 18;
  for (const char d : value) {
    if (d < '0' || d > '9') digits = false;
    n = n * 10 + static_cast<std::size_t>(d - '0');
  }
  if (!digits) return fmt::format("--max-errors takes a number of lines, not '{}'", value);
  o.max_errors = n;
  return std::nullopt;
}

std::optional<std::string> set_fail_on(std::string_view value, options& o) {
  if (value == "parse")
    o.failing = fail_on::parse;
  else if (value == "illegal")
    o.failing = fail_on::illegal;
  else if (value == "any")
    o.failing = fail_on::any;
  else
    return fmt::format("--fail-on takes parse, illegal or any, not '{}'", value);
  return std::nullopt;
}

std::optional<std::string> set_format(input_format format, options& o) {
  if (o.format && *o.format != format) return std::string("give --epd or --fen, not both");
  o.format = format;
  return std::nullopt;
}

std::optional<std::string> set_castling(std::string_view value, options& o) {
  const auto notation = castling_notation_named(value);
  if (!notation) return fmt::format("--castling takes {}, not '{}'", castling_notation_names(), value);
  o.serialize.castling = *notation;
  return std::nullopt;
}

std::optional<std::string> set_en_passant(std::string_view value, options& o) {
  if (value == "as-stored")
    o.en_passant = fen::en_passant_output::as_stored;
  else if (value == "legal")
    o.en_passant = fen::en_passant_output::only_if_legal;
  else if (value == "pseudo-legal")
    o.en_passant = fen::en_passant_output::only_if_pseudo_legal;
  else
    return fmt::format("--en-passant takes as-stored, legal or pseudo-legal, not '{}'", value);
  return std::nullopt;
}

std::optional<std::string> set_variant(std::string_view value, options& o) {
  const std::optional<fen::variant> v = fen::variant_from_name(value);
  if (!v) return fmt::format("--variant takes {}, not '{}'", variant_names(), value);
  o.variant = *v;
  o.variant_given = true;
  return std::nullopt;
}

std::optional<std::string> set_column(std::string_view value, options& o) {
  if (value.empty()) return std::string("--column takes the name of a column or its number (from 1)");
  std::size_t n = 0;
  bool digits = true;
  for (const char c : value) {
    if (c < '0' || c > '9') digits = false;
    if (digits && n < 1000000) n = n * 10 + static_cast<std::size_t>(c - '0');
  }
  if (digits && n == 0) return std::string("--column counts columns from 1");
  o.column_number = digits ? n : 0;
  o.column_name = digits ? std::string_view() : value;
  return std::nullopt;
}

// A flag that turns a member of `options` on.
template <bool options::*Member>
std::optional<std::string> set_true(std::string_view, options& o) {
  o.*Member = true;
  return std::nullopt;
}

// A transform flag of normalize: adds its transform, after those given before it.
template <board_transform Transform>
std::optional<std::string> add_transform(std::string_view, options& o) {
  o.transforms.push_back(Transform);
  return std::nullopt;
}

// name, whether show, check and normalize take it, how it takes a value, what it does.
constexpr option_row option_rows[] = {
    {"--strict", true, true, true, option_row::flag,
     [](std::string_view, options& o) -> std::optional<std::string> {
       o.mode = fen::strictness::strict;
       return std::nullopt;
     }},
    {"--json", false, true, false, option_row::flag, set_true<&options::json>},
    {"--quiet", false, true, true, option_row::flag, set_true<&options::quiet>},
    {"--max-errors", false, true, true, option_row::value_or_next, set_max_errors},
    {"--fail-on", false, true, false, option_row::value_or_next, set_fail_on},
    {"--epd", false, true, true, option_row::flag,
     [](std::string_view, options& o) { return set_format(input_format::epd, o); }},
    {"--fen", false, true, true, option_row::flag,
     [](std::string_view, options& o) { return set_format(input_format::fen, o); }},
    {"--unicode", true, false, false, option_row::flag, set_true<&options::unicode>},
    {"--flip", true, false, false, option_row::flag, set_true<&options::flip>},
    {"--castling", false, false, true, option_row::value, set_castling},
    {"--en-passant", false, false, true, option_row::value, set_en_passant},
    {"--variant", true, true, true, option_row::value_or_next, set_variant},
    {"--chess960", true, true, true, option_row::flag, set_true<&options::chess960>},
    {"--column", false, true, true, option_row::value_or_next, set_column},
    {"--mirror", false, false, true, option_row::flag, add_transform<board_transform::mirror>},
    {"--flip-vertical", false, false, true, option_row::flag, add_transform<board_transform::flip_vertical>},
    {"--flip-horizontal", false, false, true, option_row::flag, add_transform<board_transform::flip_horizontal>},
    {"--rotate", false, false, true, option_row::flag, add_transform<board_transform::rotate>},
    {"--swap-colors", false, false, true, option_row::flag, add_transform<board_transform::swap_colors>},
};

// The row of option `key` for command `c`, if `c` takes it.
const option_row* option_named(command c, std::string_view key) noexcept {
  for (const option_row& row : option_rows) {
    const bool taken = c == command::show ? row.show : c == command::check ? row.check : row.normalize;
    if (row.name == key && taken) return &row;
  }
  return nullptr;
}

/// Reads the options of `c` from `args`. Returns -1 to go on, or the exit status.
int parse_options(command c, const std::vector<std::string_view>& args, options& o) {
  bool only_operands = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    const std::string_view arg = args[k];
    if (only_operands || arg.size() < 2 || arg[0] != '-') {
      o.operands.push_back(arg);
      continue;
    }
    if (arg == "--") {
      only_operands = true;
      continue;
    }
    if (arg == "-h" || arg == "--help") {
      put_stdout(help_of(c));
      return all_good;
    }
    const std::size_t equals = arg.find('=');
    const std::string_view key = arg.substr(0, equals);
    const option_row* row = option_named(c, key);
    if (row == nullptr) return usage_error(c, fmt::format("unknown option '{}'", arg));
    std::string_view value;
    if (equals != std::string_view::npos) {
      if (row->takes == option_row::flag) return usage_error(c, fmt::format("option '{}' takes no value", key));
      value = arg.substr(equals + 1);
    } else if (row->takes == option_row::value_or_next && k + 1 < args.size()) {
      value = args[++k];  // `--max-errors N`, `--fail-on WHAT`
    }
    if (const std::optional<std::string> wrong = row->set(value, o)) return usage_error(c, *wrong);
  }
  if (o.quiet && o.json) return usage_error(c, "give --quiet or --json, not both");
  return -1;
}

/// `status`, or 2 when standard output could not be written (said on standard error).
int written(int status) {
  if (std::fflush(stdout) == 0 && std::ferror(stdout) == 0) return status;
  fmt::print(stderr, "fen: cannot write the output: {}\n", std::strerror(errno));
  return usage_or_io_error;
}

int run(command c, const options& o) {
  switch (c) {
    case command::show: return run_show(o);
    case command::check: return run_check(o);
    case command::normalize: return run_normalize(o);
  }
  return usage_or_io_error;
}

}  // namespace
}  // namespace fen_tool

namespace fen_tool {
namespace {
int run_main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  if (args.empty()) {
    fmt::print(stderr, "{}", main_help);
    return usage_or_io_error;
  }
  const std::string_view first = args[0];
  args.erase(args.begin());
  if (first == "-h" || first == "--help") {
    put_stdout(main_help);
    return written(all_good);
  }
  if (first == "--version") {
    fmt::print("fen {}.{}.{}\n", FEN_VERSION_MAJOR, FEN_VERSION_MINOR, FEN_VERSION_PATCH);
    return written(all_good);
  }
  if (first == "help") return written(run_help(args));
  const std::optional<command> c = command_named(first);
  if (!c) {
    fmt::print(stderr, "fen: no command '{}'; the commands are show, check and normalize. Run 'fen --help'.\n", first);
    return usage_or_io_error;
  }
  options o;
  int status = parse_options(*c, args, o);
  if (status < 0) status = run(*c, o);
  // Every write error is exit status 2: what is still buffered, and any earlier failure.
  if (std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
    if (status != usage_or_io_error)
      fmt::print(stderr, "fen {}: cannot write the output: {}\n", command_name(*c), std::strerror(errno));
    return usage_or_io_error;
  }
  if (std::fflush(stderr) != 0 || std::ferror(stderr) != 0) return usage_or_io_error;
  return status;
}
}  // namespace
}  // namespace fen_tool

int main(int argc, char** argv) {
#if FEN_EXCEPTIONS
  // {fmt} throws when it cannot write (a full disk, a closed pipe): exit status 2, as for any write
  // error. (Built without exceptions, {fmt} aborts instead.)
  try {
    return fen_tool::run_main(argc, argv);
  } catch (const std::system_error& e) {
    std::fprintf(stderr, "fen: cannot write the output: %s\n", e.what());
    return fen_tool::usage_or_io_error;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "fen: %s\n", e.what());
    return fen_tool::usage_or_io_error;
  }
#else
  return fen_tool::run_main(argc, argv);
#endif
}
