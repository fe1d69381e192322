// Tests of the `fen` command-line tool: what the library says about a line, read the way the tool
// reads it, compared with what the tool printed (fen.hpp and validate.hpp for FEN lines, epd.hpp
// for EPD lines; the JSON output parsed by json_reader.hpp, field by field). Shared by the test
// files of tests/tool/, one a command (common.cpp says which).
#pragma once

#include <doctest/doctest.h>
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include "json_reader.hpp"
#include "tool_support.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tool_tests {

/// One JSON document per line of `out`.
inline std::vector<json> json_lines(const std::string& out) {
  std::vector<json> documents;
  if (!out.empty()) REQUIRE_MESSAGE(out.back() == '\n', "the JSON output does not end with a newline");
  for (const std::string& line : lines_of(out)) documents.push_back(json_reader(line).read_document());
  return documents;
}

// =============================================================================================
// What the library says about a line, compared with what the tool printed
// =============================================================================================

/// Checks what every object of `fen check --json` has, whatever the line: its members in order,
/// the schema, the line number, the input as it was read, and the kinds of "ok" and "problems".
inline void check_envelope(const json& object, std::size_t line_number, std::string_view input) {
  REQUIRE(object.type == json::kind::object);
  CHECK(object.keys() ==
        std::vector<std::string>{"schema", "file", "line", "input", "ok", "error", "fen", "set_aside", "problems"});
  CHECK(object["schema"].number == 1);
  CHECK(object["file"].type == json::kind::string);
  CHECK(object["line"].type == json::kind::number);
  CHECK(object["line"].number == static_cast<long long>(line_number));
  CHECK(object["input"].type == json::kind::string);
  CHECK(object["input"].text == with_replacements(input));
  CHECK(object["ok"].type == json::kind::boolean);
  REQUIRE(object["problems"].type == json::kind::array);
}

/// Checks the object of a line that does not parse: not ok, the error's code, field, offset and
/// words, no "fen" and no problems.
inline void check_error(const json& object, std::string_view code, std::size_t offset, std::string_view message,
                        std::string_view field) {
  CHECK_FALSE(object["ok"].boolean);
  const json& error = object["error"];
  REQUIRE(error.type == json::kind::object);
  CHECK(error.keys() == std::vector<std::string>{"code", "field", "offset", "message"});
  CHECK(error["code"].text == code);
  CHECK(error["field"].text == field);
  CHECK(error["offset"].number == static_cast<long long>(offset));
  CHECK(error["message"].text == message);
  CHECK(object["fen"].type == json::kind::null);
  CHECK(object["set_aside"].type == json::kind::null);
  CHECK(object["problems"].items.empty());
}

inline std::string square_name(fen::square s) {
  return std::string{static_cast<char>('a' + s.file()), static_cast<char>('1' + s.rank())};
}

/// Checks the "problems" of an object against the validator's `report`, one by one and in order.
inline void check_problems(const json& object, const fen::validation_report& report) {
  REQUIRE(object["problems"].items.size() == report.size());
  for (std::size_t i = 0; i < report.size(); ++i) {
    const json& problem = object["problems"].items[i];
    CHECK(problem.keys() == std::vector<std::string>{"code", "severity", "message", "square", "column"});
    CHECK(problem["code"].text == fen::name(report[i].code));
    CHECK(problem["severity"].text == fen::name(report[i].severity));
    CHECK(problem["message"].text == report[i].message().view());
    if (report[i].square)
      CHECK(problem["square"].text == square_name(*report[i].square));
    else
      CHECK(problem["square"].type == json::kind::null);
    CHECK(problem["column"].number >= 1);
  }
}

/// How the tool reads a file in these tests: by each line's content, a line of four fields or
/// fewer as FEN (`fen`) or EPD (`epd`, a file named .epd); or every line forced to one format
/// (--fen, --epd).
enum class as { fen, epd, forced_fen, forced_epd };

/// The JSON name of a field: "side to move" -> "side_to_move".
inline std::string json_field(fen::field f) {
  std::string name(fen::name(f));
  for (char& c : name)
    if (c == ' ') c = '_';
  return name;
}

/// The code `fen check` gives an EPD line that does not parse: the FEN code for a problem in the
/// four position fields, the EPD code for a problem in the operations.
inline std::string epd_code(const fen::epd_error& e) {
  return std::string(e.code == fen::epd_error_code::position ? fen::name(e.position_error.code) : fen::name(e.code));
}

/// What the library says of a line, read the way the tool reads it (lines.hpp): its error, or its
/// canonical form, its problems and the text set aside.
struct verdict {
  bool parsed = false;
  bool epd = false;
  std::string code;
  std::size_t offset = 0;
  std::string message;
  std::string field;
  std::string canonical;
  std::string set_aside;
  fen::validation_report report{};
};

// The tool judges each line by the rules its castling field shows: Chess960 for a file letter,
// standard chess otherwise.
inline verdict fen_verdict(std::string_view line, fen::strictness mode) {
  verdict v;
  const fen::rules rules = fen::detect_castling(line);
  const auto parsed = fen::parse(line, fen::parse_options{rules, mode});
  if (!parsed) {
    const fen::error& e = parsed.error();
    v.code = fen::name(e.code);
    v.offset = e.offset;
    v.message = e.message().str();
    v.field = json_field(e.field);
    return v;
  }
  v.parsed = true;
  v.canonical = fen::serialize(*parsed).str();
  v.report = fen::validate(*parsed, rules);
  return v;
}

inline verdict epd_verdict(std::string_view line, fen::strictness mode) {
  verdict v;
  v.epd = true;
  const fen::rules rules = fen::detect_castling(line);
  const auto parsed = fen::parse_epd(line, fen::parse_options{rules, mode});
  if (!parsed) {
    const fen::epd_error& e = parsed.error();
    v.code = epd_code(e);
    v.offset = e.offset;
    v.message = e.message().str();
    v.field = e.code == fen::epd_error_code::position ? json_field(e.position_error.field) : "operations";
    return v;
  }
  v.parsed = true;
  v.canonical = fen::to_string(*parsed);
  v.report = fen::validate(*parsed, rules);
  return v;
}

/// The tool's rule, spelled out again: a fifth field starting with a digit is a FEN's counters
/// (then EPD operations, or text set aside when they are not operations), any other fifth field
/// starts EPD operations, and four fields or fewer read as the file's hint says.
inline verdict library_verdict(std::string_view line, fen::strictness mode, as format) {
  if (format == as::forced_fen) return fen_verdict(line, mode);
  if (format == as::forced_epd) return epd_verdict(line, mode);
  std::vector<std::pair<std::size_t, std::size_t>> fields;
  for (std::size_t i = 0; fields.size() < 6;) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '_')) ++i;
    if (i == line.size()) break;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '_') ++i;
    fields.emplace_back(start, i);
  }
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (fields.size() >= 5 && digit(line[fields[4].first])) {
    std::size_t six_end = 0;
    bool counters = fields.size() == 6;
    for (std::size_t i = fields[4].first; counters && i < fields[4].second; ++i) counters = digit(line[i]);
    if (counters) {
      std::size_t i = fields[5].first;
      while (i < fields[5].second && digit(line[i])) ++i;
      if (i > fields[5].first && (i == fields[5].second || line[i] == ';')) six_end = i;
    }
    std::size_t rest = six_end;
    while (rest < line.size() && (line[rest] == ' ' || line[rest] == '\t')) ++rest;
    if (six_end == 0 || rest == line.size() || mode == fen::strictness::strict) return fen_verdict(line, mode);
    verdict six = fen_verdict(line.substr(0, six_end), mode);
    if (!six.parsed) return six;
    verdict operations = epd_verdict(line, mode);
    if (operations.parsed) return operations;
    std::size_t stop = line.size();
    while (stop > rest && (line[stop - 1] == ' ' || line[stop - 1] == '\t')) --stop;
    six.set_aside = std::string(line.substr(rest, stop - rest));
    six.canonical += " " + six.set_aside;
    return six;
  }
  if (fields.size() >= 5 || format == as::epd) return epd_verdict(line, mode);
  return fen_verdict(line, mode);
}

/// Checks one object of `fen check --json` against the library's own verdict on `input`; for an
/// EPD line, its "fen", the canonical EPD line, must read back as the same record and write itself.
inline void check_json_object(const json& object, std::size_t line_number, std::string_view input,
                              fen::strictness mode = fen::strictness::lenient, as format = as::fen) {
  CAPTURE(line_number);
  CAPTURE(std::string(input));
  check_envelope(object, line_number, input);
  const verdict v = library_verdict(input, mode, format);
  if (!v.parsed) {
    check_error(object, v.code, v.offset, v.message, v.field);
    return;
  }
  CHECK(object["ok"].boolean == v.report.ok());
  CHECK(object["error"].type == json::kind::null);
  REQUIRE(object["fen"].type == json::kind::string);
  // JSON's "fen" is the position alone; what was set aside after it is a member of its own.
  const std::string position_text =
      v.set_aside.empty() ? v.canonical : v.canonical.substr(0, v.canonical.size() - v.set_aside.size() - 1);
  CHECK(object["fen"].text == with_replacements(position_text));
  if (v.set_aside.empty())
    CHECK(object["set_aside"].type == json::kind::null);
  else
    CHECK(object["set_aside"].text == with_replacements(v.set_aside));
  check_problems(object, v.report);
  if (!v.epd) return;
  const std::string& canonical = object["fen"].text;
  const auto again = fen::parse_epd(canonical);
  REQUIRE_MESSAGE(again.has_value(), "the canonical line does not read back: ", again.error().message().str());
  CHECK(fen::to_string(*again) == canonical);
}

inline void check_epd_json_object(const json& object, std::size_t line_number, std::string_view input,
                                  fen::strictness mode) {
  check_json_object(object, line_number, input, mode, as::epd);
}

/// True when the library parses and validates `line` without a problem.
inline bool library_ok(std::string_view line, fen::strictness mode = fen::strictness::lenient, as format = as::fen) {
  const verdict v = library_verdict(line, mode, format);
  return v.parsed && v.report.ok();
}

inline bool skipped(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t");
  return first == std::string_view::npos || line[first] == '#' || line[first] == '%';
}

/// Runs `check --json ARGS` (standard input from `input_file` when given) and checks every object
/// against the lines of `content` (LF line ends; a CR before it is not part of the line), each read
/// as `format` says (forced when ARGS hold --fen or --epd).
inline void check_json_run(const std::string& args, const std::string& content, fen::strictness mode,
                           as format = as::fen, const std::string& input_file = "") {
  if (contains(args + " ", "--fen ")) format = as::forced_fen;
  if (contains(args + " ", "--epd ")) format = as::forced_epd;
  const run_result r = run("check --json " + args, input_file);
  const std::vector<json> objects = json_lines(r.out);
  std::size_t next = 0;
  bool all_ok = true;
  const auto lines = lines_of(content);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string_view line = lines[i];
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (skipped(line)) continue;
    REQUIRE(next < objects.size());
    check_json_object(objects[next++], i + 1, line, mode, format);
    all_ok = all_ok && library_ok(line, mode, format);
  }
  CHECK(next == objects.size());
  CHECK(r.status == (all_ok ? 0 : 1));
  CHECK(r.err.empty());
}

/// The lines of `fen check`'s text output that report line `line_number` of `path`, in order.
inline std::vector<std::string> reports_of(const std::string& out, const std::string& path, std::size_t line_number) {
  const std::string place = path + ":" + std::to_string(line_number) + ":";
  std::vector<std::string> found;
  for (const std::string& printed : lines_of(out))
    if (starts_with(printed, place)) found.push_back(printed.substr(place.size()));
  return found;
}

}  // namespace tool_tests
