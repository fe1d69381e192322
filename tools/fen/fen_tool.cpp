// fen: the command-line tool. Shows a FEN as a board and in words, checks files of FENs or of EPD
// lines (one per line) and writes them back in canonical form. Run `fen --help`.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// This file is main: it picks the command and reads its options. Each command, with its help
// text, is in a file of its own (show.cpp, check.cpp, normalize.cpp, svg.cpp, stats.cpp, dedup.cpp,
// help.cpp); tool.hpp lists the others.

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

// The commands that take an option, one bit each.
constexpr unsigned bit(command c) noexcept { return 1u << static_cast<unsigned>(c); }
constexpr unsigned show = bit(command::show), check = bit(command::check), normalize = bit(command::normalize),
                   svg = bit(command::svg), stats = bit(command::stats), dedup = bit(command::dedup);
constexpr unsigned file_readers = check | normalize | stats | dedup;  // every line of every file
constexpr unsigned pictures = show | svg;

struct option_row {
  std::string_view name;  // "--strict", or "--castling" for "--castling=VALUE"
  unsigned commands;      // the commands that take it
  enum { flag, value, value_or_next } takes;
  option_setter set;
};

// A number of at most `most`, or nothing.
std::optional<std::size_t> number_in(std::string_view value, std::size_t most) {
  std::size_t n = 0;
  if (value.empty() || value.size() > 18) return std::nullopt;
  for (const char d : value) {
    if (d < '0' || d > '9') return std::nullopt;
    n = n * 10 + static_cast<std::size_t>(d - '0');
  }
  if (n > most) return std::nullopt;
  return n;
}

std::optional<std::string> set_max_errors(std::string_view value, options& o) {
  const std::optional<std::size_t> n = number_in(value, std::size_t{999999999999999999});
  if (!n) return fmt::format("--max-errors takes a number of lines, not '{}'", value);
  o.max_errors = *n;
  return std::nullopt;
}

std::optional<std::string> set_top(std::string_view value, options& o) {
  const std::optional<std::size_t> n = number_in(value, std::size_t{999999999999999999});
  if (!n) return fmt::format("--top takes a number of material signatures (0 for all), not '{}'", value);
  o.top = *n;
  return std::nullopt;
}

std::optional<std::string> set_same(std::string_view value, options& o) {
  if (value == "all")
    o.same = sameness::all;
  else if (value == "position")
    o.same = sameness::position;
  else if (value == "polyglot")
    o.same = sameness::polyglot;
  else
    return fmt::format("--same takes all, position or polyglot, not '{}'", value);
  return std::nullopt;
}

template <progress_mode Mode>
std::optional<std::string> set_progress(std::string_view, options& o) {
  o.progress = Mode;
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// The picture's options (svg, show --svg). Each notes its name, so that show can say it needs --svg.

std::optional<std::string> picture_option(std::string_view name, options& o) {
  if (o.picture_option.empty()) o.picture_option = name;
  return std::nullopt;
}

std::optional<std::string> set_size(std::string_view value, options& o) {
  const std::optional<std::size_t> n = number_in(value, 100000);
  if (!n) return fmt::format("--size takes a width in pixels, 0 to 100000 (0: none given), not '{}'", value);
  o.picture.size = static_cast<unsigned>(*n);
  return picture_option("--size", o);
}

std::optional<std::string> set_coordinates(std::string_view value, options& o) {
  if (value == "none")
    o.picture.coordinates = fen::svg_coordinates::none;
  else if (value == "outside")
    o.picture.coordinates = fen::svg_coordinates::outside;
  else if (value == "inside")
    o.picture.coordinates = fen::svg_coordinates::inside;
  else
    return fmt::format("--coordinates takes none, outside or inside, not '{}'", value);
  return picture_option("--coordinates", o);
}

// The colour options: which member of svg_colors each sets.
template <fen::svg_color fen::svg_colors::*Member>
std::optional<std::string> set_color(std::string_view value, options& o) {
  constexpr std::string_view names[] = {"--light", "--dark", "--highlight-color", "--arrow-color"};
  constexpr fen::svg_color fen::svg_colors::*members[] = {&fen::svg_colors::light, &fen::svg_colors::dark,
                                                          &fen::svg_colors::highlight, &fen::svg_colors::arrow};
  std::string_view name;
  for (std::size_t i = 0; i < 4; ++i)
    if (members[i] == Member) name = names[i];
  const std::optional<fen::svg_color> color = fen::svg_color::parse(value);
  if (!color) {
    std::string known;
    for (const auto& named : fen::detail::svg_color_names)
      known += (known.empty() ? "" : ", ") + std::string(named.name);
    return fmt::format("{} takes a colour: #rgb or #rrggbb (hex digits), or one of {}; not '{}'", name, known, value);
  }
  o.picture.colors.*Member = *color;
  return picture_option(name, o);
}

std::optional<std::string> set_highlight(std::string_view value, options& o) {
  for (std::size_t start = 0;;) {
    const std::size_t comma = value.find(',', start);
    const std::string_view name = value.substr(start, comma == std::string_view::npos ? comma : comma - start);
    const std::optional<fen::square> s = fen::square::from_name(name);
    if (!s)
      return fmt::format("--highlight takes squares such as e4, or e2,e4 for several; '{}' is not a square", name);
    o.picture.highlight |= s->bit();
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return picture_option("--highlight", o);
}

std::optional<std::string> set_arrow(std::string_view value, options& o) {
  const std::size_t dash = value.find('-');
  const std::optional<fen::square> from =
      dash == 2 ? fen::square::from_name(value.substr(0, 2)) : std::optional<fen::square>();
  const std::optional<fen::square> to =
      dash == 2 ? fen::square::from_name(value.substr(3)) : std::optional<fen::square>();
  if (!from || !to) return fmt::format("--arrow takes FROM-TO, two squares such as e2-e4; not '{}'", value);
  o.picture.arrows.push_back({*from, *to});
  return picture_option("--arrow", o);
}

std::optional<std::string> set_output(std::string_view value, options& o) {
  if (value.empty()) return std::string("--output takes the name of a file (%n in it: one picture a position)");
  o.output_name = value;
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

// name, the commands that take it, how it takes a value, what it does.
constexpr option_row option_rows[] = {
    {"--strict", show | file_readers | svg, option_row::flag,
     [](std::string_view, options& o) -> std::optional<std::string> {
       o.mode = fen::strictness::strict;
       return std::nullopt;
     }},
    {"--json", check | stats, option_row::flag, set_true<&options::json>},
    {"--quiet", check | normalize | dedup, option_row::flag, set_true<&options::quiet>},
    {"--max-errors", check | normalize | dedup, option_row::value_or_next, set_max_errors},
    {"--fail-on", check, option_row::value_or_next, set_fail_on},
    {"--epd", file_readers | svg, option_row::flag,
     [](std::string_view, options& o) { return set_format(input_format::epd, o); }},
    {"--fen", file_readers | svg, option_row::flag,
     [](std::string_view, options& o) { return set_format(input_format::fen, o); }},
    {"--unicode", show, option_row::flag, set_true<&options::unicode>},
    {"--flip", pictures, option_row::flag, set_true<&options::flip>},
    {"--black", pictures, option_row::flag, set_true<&options::flip>},
    {"--castling", normalize, option_row::value, set_castling},
    {"--en-passant", normalize, option_row::value, set_en_passant},
    {"--variant", show | file_readers | svg, option_row::value_or_next, set_variant},
    {"--chess960", show | file_readers | svg, option_row::flag, set_true<&options::chess960>},
    {"--column", file_readers | svg, option_row::value_or_next, set_column},
    {"--mirror", normalize, option_row::flag, add_transform<board_transform::mirror>},
    {"--flip-vertical", normalize, option_row::flag, add_transform<board_transform::flip_vertical>},
    {"--flip-horizontal", normalize, option_row::flag, add_transform<board_transform::flip_horizontal>},
    {"--rotate", normalize, option_row::flag, add_transform<board_transform::rotate>},
    {"--swap-colors", normalize, option_row::flag, add_transform<board_transform::swap_colors>},
    {"--svg", show, option_row::flag, set_true<&options::svg>},
    {"--size", pictures, option_row::value_or_next, set_size},
    {"--coordinates", pictures, option_row::value_or_next, set_coordinates},
    {"--light", pictures, option_row::value_or_next, set_color<&fen::svg_colors::light>},
    {"--dark", pictures, option_row::value_or_next, set_color<&fen::svg_colors::dark>},
    {"--highlight-color", pictures, option_row::value_or_next, set_color<&fen::svg_colors::highlight>},
    {"--arrow-color", pictures, option_row::value_or_next, set_color<&fen::svg_colors::arrow>},
    {"--highlight", pictures, option_row::value_or_next, set_highlight},
    {"--arrow", pictures, option_row::value_or_next, set_arrow},
    {"--output", pictures, option_row::value_or_next, set_output},
    {"-o", pictures, option_row::value_or_next, set_output},
    {"--top", stats, option_row::value_or_next, set_top},
    {"--same", stats | dedup, option_row::value_or_next, set_same},
    {"--progress", file_readers, option_row::flag, set_progress<progress_mode::always>},
    {"--no-progress", file_readers, option_row::flag, set_progress<progress_mode::never>},
};

// The row of option `key` for command `c`, if `c` takes it.
const option_row* option_named(command c, std::string_view key) noexcept {
  for (const option_row& row : option_rows) {
    if (row.name == key && (row.commands & bit(c)) != 0) return &row;
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
  if (c == command::show && !o.svg && (!o.picture_option.empty() || !o.output_name.empty()))
    return usage_error(c, fmt::format("{} draws a picture: give --svg too",
                                      o.picture_option.empty() ? std::string_view("--output") : o.picture_option));
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
    case command::svg: return run_svg(o);
    case command::stats: return run_stats(o);
    case command::dedup: return run_dedup(o);
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
    fmt::print(stderr, "fen: no command '{}'; the commands are {}. Run 'fen --help'.\n", first, command_names());
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
