// fen: the command-line tool. Files of FEN or EPD lines (see lines.hpp).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "lines.hpp"

#include <fen/fmt.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace fen_tool {

std::optional<input_format> format_of_name(std::string_view name) noexcept {
  const auto ends_with = [name](std::string_view extension) {
    if (name.size() < extension.size()) return false;
    const std::string_view end = name.substr(name.size() - extension.size());
    for (std::size_t i = 0; i < end.size(); ++i) {
      const char c = end[i] >= 'A' && end[i] <= 'Z' ? static_cast<char>(end[i] - 'A' + 'a') : end[i];
      if (c != extension[i]) return false;
    }
    return true;
  };
  if (ends_with(".epd")) return input_format::epd;
  if (ends_with(".fen")) return input_format::fen;
  return std::nullopt;
}

std::optional<input_format> format_shown_by(std::string_view line) noexcept {
  const auto separator = [](char c) { return is_blank(c) || c == '_' || c == '\r' || c == '\n'; };
  std::size_t i = 0;
  for (int field = 0; field < 4; ++field) {
    while (i < line.size() && separator(line[i])) ++i;
    if (i == line.size()) return std::nullopt;
    while (i < line.size() && !separator(line[i])) ++i;
  }
  const std::size_t position_end = i;
  while (i < line.size() && separator(line[i])) ++i;
  if (i == line.size() || !fen::parse(line.substr(0, position_end))) return std::nullopt;
  const char c = line[i];
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ? input_format::epd : input_format::fen;
}

std::FILE* open_input(command c, std::string_view name) {
  if (name == "-") return stdin;
  const std::string path(name);
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr)
    fmt::print(stderr, "fen {}: cannot open '{}': {}\n", command_name(c), name, std::strerror(errno));
  return file;
}

void say_cannot_read(command c, std::string_view shown) {
  fmt::print(stderr, "fen {}: cannot read '{}': {}\n", command_name(c), shown, std::strerror(errno));
}

int end_of_run(command c, output& out, bool all_read, bool any_bad) {
  out.flush();
  if (out.failed()) {
    fmt::print(stderr, "fen {}: cannot write the output: {}\n", command_name(c), std::strerror(errno));
    return usage_or_io_error;
  }
  if (!all_read) return usage_or_io_error;
  return any_bad ? some_bad : all_good;
}

parse_failure failure_of(const fen::error& e) noexcept { return {e.offset, e.message(), fen::name(e.code)}; }

parse_failure failure_of(const fen::epd_error& e) noexcept {
  const std::string_view code =
      e.code == fen::epd_error_code::position ? fen::name(e.position_error.code) : fen::name(e.code);
  return {e.offset, e.message(), code};
}

void put_diagnostic(output& out, std::string_view file, std::size_t line_number, std::string_view line,
                    std::size_t offset, std::string_view message, std::string_view code) {
  out.print("{}:{}:{}: {} [{}]\n{}\n", file, line_number, offset + 1, message, code, fen::caret(line, offset));
}

std::string_view canonical_epd(const fen::epd_record& record, std::string& text, fen::serialize_options options) {
  text.resize(text.capacity());
  std::size_t size = fen::write_epd(record, text.data(), text.size(), options);
  if (size > text.size()) {
    text.resize(size);
    size = fen::write_epd(record, text.data(), text.size(), options);
  }
  return std::string_view(text.data(), size);
}

}  // namespace fen_tool
