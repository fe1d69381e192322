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

// "standard, xfen or shredder".
std::string castling_notation_names() {
  std::string names;
  for (int n = 0; fen::name(static_cast<fen::castling_notation>(n)) != "unknown"; ++n)
    names += (n == 0 ? "" : ", ") + std::string(fen::name(static_cast<fen::castling_notation>(n)));
  const std::size_t last = names.rfind(", ");
  if (last != std::string::npos) names.replace(last, 2, " or ");
  return names;
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
    const std::size_t equals = arg.find('=');
    const std::string_view key = arg.substr(0, equals);
    std::string_view value = equals == std::string_view::npos ? std::string_view() : arg.substr(equals + 1);
    const bool has_value = equals != std::string_view::npos;
    const bool takes_value =
        key == "--castling" || key == "--en-passant" || key == "--max-errors" || key == "--fail-on";
    // `--max-errors N` and `--fail-on WHAT` take their value as the next argument too.
    if (!has_value && (key == "--max-errors" || key == "--fail-on") && k + 1 < args.size()) value = args[++k];
    if (has_value && !takes_value) return usage_error(c, fmt::format("option '{}' takes no value", key));
    if (arg == "--") {
      only_operands = true;
    } else if (arg == "-h" || arg == "--help") {
      fmt::print("{}", help_of(c));
      return all_good;
    } else if (arg == "--strict") {
      o.mode = fen::strictness::strict;
    } else if (arg == "--json" && c == command::check) {
      o.json = true;
    } else if (arg == "--quiet" && c != command::show) {
      o.quiet = true;
    } else if (key == "--max-errors" && c != command::show) {
      std::size_t n = 0;
      bool digits = !value.empty() && value.size() <= 18;
      for (const char d : value) {
        if (d < '0' || d > '9') digits = false;
        n = n * 10 + static_cast<std::size_t>(d - '0');
      }
      if (!digits) return usage_error(c, fmt::format("--max-errors takes a number of lines, not '{}'", value));
      o.max_errors = n;
    } else if (key == "--fail-on" && c == command::check) {
      if (value == "parse")
        o.failing = fail_on::parse;
      else if (value == "illegal")
        o.failing = fail_on::illegal;
      else if (value == "any")
        o.failing = fail_on::any;
      else
        return usage_error(c, fmt::format("--fail-on takes parse, illegal or any, not '{}'", value));
    } else if ((arg == "--epd" || arg == "--fen") && c != command::show) {
      const input_format format = arg == "--epd" ? input_format::epd : input_format::fen;
      if (o.format && *o.format != format) return usage_error(c, "give --epd or --fen, not both");
      o.format = format;
    } else if (arg == "--unicode" && c == command::show) {
      o.unicode = true;
    } else if (arg == "--flip" && c == command::show) {
      o.flip = true;
    } else if (key == "--castling" && c == command::normalize) {
      const auto notation = castling_notation_named(value);
      if (!notation)
        return usage_error(c, fmt::format("--castling takes {}, not '{}'", castling_notation_names(), value));
      o.serialize.castling = *notation;
    } else if (key == "--en-passant" && c == command::normalize) {
      if (value == "as-stored")
        o.en_passant = fen::en_passant_output::as_stored;
      else if (value == "legal")
        o.en_passant = fen::en_passant_output::only_if_legal;
      else
        return usage_error(c, fmt::format("--en-passant takes as-stored or legal, not '{}'", value));
    } else {
      return usage_error(c, fmt::format("unknown option '{}'", arg));
    }
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
    fmt::print("{}", main_help);
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
  // {fmt} throws when it cannot write (a full disk, a closed pipe): exit status 2, as for any write
  // error.
  try {
    return fen_tool::run_main(argc, argv);
  } catch (const std::system_error& e) {
    std::fprintf(stderr, "fen: cannot write the output: %s\n", e.what());
    return fen_tool::usage_or_io_error;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "fen: %s\n", e.what());
    return fen_tool::usage_or_io_error;
  }
}
