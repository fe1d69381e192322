// Tests of the `fen` command-line tool (tools/fen/): it is run on files written here,
// and what it prints is read back and compared with what the library itself says about each line
// (fen.hpp and validate.hpp for FEN files, epd.hpp for EPD files). The JSON output is parsed by the
// small reader in json_reader.hpp, field by field.
//
// Environment: FEN_TOOL, the tool to run; FEN_TOOL_WORK, a folder for this test case's files;
// FEN_CORPUS_MAIN and FEN_CORPUS_MAIN_LINES, the corpus file and its line count (test case `corpus` only).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include "json_reader.hpp"
#include "tool_support.hpp"

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using tool_tests::contains;
using tool_tests::decode_utf8;
using tool_tests::environment;
using tool_tests::joined;
using tool_tests::json;
using tool_tests::json_reader;
using tool_tests::lines_of;
using tool_tests::quoted;
using tool_tests::read_file;
using tool_tests::replaced;
using tool_tests::run;
using tool_tests::run_result;
using tool_tests::starts_with;
using tool_tests::with_replacements;
using tool_tests::work_folder;
using tool_tests::write_file;

/// One JSON document per line of `out`.
std::vector<json> json_lines(const std::string& out) {
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
void check_envelope(const json& object, std::size_t line_number, std::string_view input) {
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
void check_error(const json& object, std::string_view code, std::size_t offset, std::string_view message,
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

std::string square_name(fen::square s) {
  return std::string{static_cast<char>('a' + s.file()), static_cast<char>('1' + s.rank())};
}

/// Checks the "problems" of an object against the validator's `report`, one by one and in order.
void check_problems(const json& object, const fen::validation_report& report) {
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
std::string json_field(fen::field f) {
  std::string name(fen::name(f));
  for (char& c : name)
    if (c == ' ') c = '_';
  return name;
}

/// The code `fen check` gives an EPD line that does not parse: the FEN code for a problem in the
/// four position fields, the EPD code for a problem in the operations.
std::string epd_code(const fen::epd_error& e) {
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
verdict fen_verdict(std::string_view line, fen::strictness mode) {
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

verdict epd_verdict(std::string_view line, fen::strictness mode) {
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
verdict library_verdict(std::string_view line, fen::strictness mode, as format) {
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
void check_json_object(const json& object, std::size_t line_number, std::string_view input,
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

void check_epd_json_object(const json& object, std::size_t line_number, std::string_view input, fen::strictness mode) {
  check_json_object(object, line_number, input, mode, as::epd);
}

/// True when the library parses and validates `line` without a problem.
bool library_ok(std::string_view line, fen::strictness mode = fen::strictness::lenient, as format = as::fen) {
  const verdict v = library_verdict(line, mode, format);
  return v.parsed && v.report.ok();
}

bool skipped(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t");
  return first == std::string_view::npos || line[first] == '#' || line[first] == '%';
}

/// Runs `check --json ARGS` (standard input from `input_file` when given) and checks every object
/// against the lines of `content` (LF line ends; a CR before it is not part of the line), each read
/// as `format` says (forced when ARGS hold --fen or --epd).
void check_json_run(const std::string& args, const std::string& content, fen::strictness mode, as format = as::fen,
                    const std::string& input_file = "") {
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

// Lines of every kind: good, lenient only, each kind of parse error, and positions that parse but
// that the validator should object to.
const std::vector<std::string> mixed_lines = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w  KQkq  -",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_HAha_-_0_1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 trailing",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2K w - - 0 1",
    "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
    "4k3/8/8/8/8/8/8/4K3 w - - 200 1",
    "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
};

// =============================================================================================
// EPD: what the library says about a line, compared with what the tool printed
// =============================================================================================

// EPD lines of every kind: canonical, lenient only, with counters, strings with escapes and UTF-8,
// positions the validator objects to, and each kind of error, in the position fields and after.
const std::vector<std::string> epd_lines = {
    // 0-7: parse, no problem
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";",
    "8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - -  bm Rxb2;id \"WAC.002\"",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; c0 \"Scholar's mate\"; acd 12; "
    "ce +32767; pv Qxf7#;",
    "4k3/8/8/8/8/8/8/4K3 w - - id \"say \\\"hi\\\" \\\\ back\";",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 hmvc 0; fmvn 1;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw  HAha -\tbm e4 d4 ;  id \"start\"",
    "4k3/8/8/8/8/8/8/4K3 w - -",
    "4k3/8/8/8/8/8/8/4K3 w - - c0 \"caf\xC3\xA9\";",
    // 8-10: parse, with problems
    "4k3/8/8/8/8/8/8/4K3 w KQ - fmvn 0; id \"two problems\";",
    "4k3/8/8/8/8/8/8/4K3 w - e6 hmvc 5; fmvn 2;",
    "4k3/8/8/8/8/8/8/4K3 w - - hmvc 200; fmvn 3;",
    // 11-18: do not parse
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - bm e4;",
    "4k3/8/8/8/8/8/8/4K3 w - - bm: e4;",
    "4k3/8/8/8/8/8/8/4K3 w -",
    "4k3/8/8/8/8/8/8/4K3 w - - bm e4; 7 x;",
    "4k3/8/8/8/8/8/8/4K3 w - - hmvc -1;",
    "4k3/8/8/8/8/8/8/4K3 w - - hmvc 1; hmvc 2;",
    "4k3/8/8/8/8/8/8/4K3 w - - bm e\"4;",
};

// What `fen normalize` writes for epd_lines[0] to [10], spelled out.
const std::vector<std::string> epd_canonical = {
    epd_lines[0],                                                                    // already canonical
    "8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - bm Rxb2; id \"WAC.002\";",           // blanks, ';'
    epd_lines[2],                                                                    // as written
    epd_lines[3],                                                                    // as written
    epd_lines[4],                                                                    // as written
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4 d4; id \"start\";",  // tabs, HAha, ';'
    epd_lines[6],                                                                    // as written
    epd_lines[7],                                                                    // as written
    epd_lines[8],                                                                    // as written
    epd_lines[9],                                                                    // as written
    epd_lines[10],                                                                   // as written
};

/// The lines of `fen check`'s text output that report line `line_number` of `path`, in order.
std::vector<std::string> reports_of(const std::string& out, const std::string& path, std::size_t line_number) {
  const std::string place = path + ":" + std::to_string(line_number) + ":";
  std::vector<std::string> found;
  for (const std::string& printed : lines_of(out))
    if (starts_with(printed, place)) found.push_back(printed.substr(place.size()));
  return found;
}

}  // namespace

// =============================================================================================
// The test cases; each is one ctest entry, tool.<name>
// =============================================================================================

TEST_CASE("help_and_usage") {
  const run_result main_help = run("--help");
  CHECK(main_help.status == 0);
  CHECK(contains(main_help.out, "usage: fen COMMAND"));
  CHECK(run("help").out == main_help.out);
  CHECK(run("-h").out == main_help.out);
  for (const std::string command : {"show", "check", "normalize"}) {
    CAPTURE(command);
    const run_result help = run(command + " --help");
    CHECK(help.status == 0);
    CHECK(starts_with(help.out, "usage: fen " + command));
    CHECK(run("help " + command).out == help.out);
    CHECK(run(command + " -h").out == help.out);
  }
  CHECK(contains(run("check --help").out, "CR"));
  CHECK(contains(run("normalize --help").out, "CR"));

  const run_result version = run("--version");
  CHECK(version.status == 0);
  CHECK(version.out == "fen " + std::to_string(FEN_VERSION_MAJOR) + "." + std::to_string(FEN_VERSION_MINOR) + "." +
                           std::to_string(FEN_VERSION_PATCH) + "\n");

  // Usage errors: status 2 and a word on standard error, nothing on standard output.
  for (const std::string args : {"", "frob", "help frob", "check --bogus", "check --castling=xfen", "check --json=yes",
                                 "normalize --castling=bogus", "normalize --castling", "normalize --en-passant=never",
                                 "normalize --json", "show", "show --json 8/8/8/8/8/8/8/8"}) {
    CAPTURE(args);
    const run_result r = run(args);
    CHECK(r.status == 2);
    CHECK_FALSE(r.err.empty());
    if (!args.empty()) CHECK(r.out.empty());
  }
  CHECK(contains(run("frob").err, "'frob'"));
  CHECK(contains(run("check --bogus").err, "'--bogus'"));
}

TEST_CASE("exit_status") {
  const std::string good = write_file("good.fen", joined({mixed_lines[0], mixed_lines[1], mixed_lines[2]}));
  const std::string bad_parse = write_file("bad_parse.fen", joined({mixed_lines[0], mixed_lines[5]}));
  const std::string illegal = write_file("illegal.fen", joined({mixed_lines[0], "8/8/8/8/8/8/8/8 w - - 0 1"}));
  const std::string empty = write_file("empty.fen", "");
  const std::string only_comments = write_file("comments.fen", "# nothing here\n\n");
  REQUIRE_FALSE(library_ok("8/8/8/8/8/8/8/8 w - - 0 1"));  // no kings: the validator must say so

  CHECK(run("check " + quoted(good)).status == 0);
  CHECK(run("check --json " + quoted(good)).status == 0);
  CHECK(run("check " + quoted(bad_parse)).status == 1);
  CHECK(run("check " + quoted(illegal)).status == 1);
  CHECK(run("check --json " + quoted(illegal)).status == 1);
  CHECK(run("check " + quoted(good) + " " + quoted(bad_parse)).status == 1);
  CHECK(run("check " + quoted(empty)).status == 0);
  CHECK(run("check " + quoted(only_comments)).status == 0);
  CHECK(run("check " + quoted(good) + " " + quoted((work_folder() / "missing.fen").string())).status == 2);
  CHECK(run("check " + quoted(bad_parse) + " " + quoted((work_folder() / "missing.fen").string())).status == 2);

  CHECK(run("normalize " + quoted(good)).status == 0);
  CHECK(run("normalize " + quoted(illegal)).status == 0);  // normalize does not validate
  CHECK(run("normalize " + quoted(bad_parse)).status == 1);

  CHECK(run("show " + quoted(mixed_lines[0])).status == 0);
  CHECK(run("show " + quoted(mixed_lines[5])).status == 1);
  CHECK(run("show " + quoted("8/8/8/8/8/8/8/8 w - - 0 1")).status == 1);

  // Strict mode makes lenient-only lines bad.
  const std::string lenient_only = write_file("lenient.fen", joined({mixed_lines[3]}));
  CHECK(run("check " + quoted(lenient_only)).status == 0);
  CHECK(run("check --strict " + quoted(lenient_only)).status == 1);
}

TEST_CASE("json") {
  const std::string content = "# a mixed file\n" + joined(mixed_lines);
  const std::string path = write_file("mixed.fen", content);
  check_json_run(quoted(path), content, fen::strictness::lenient);
  check_json_run("--strict " + quoted(path), content, fen::strictness::strict);
  // The sample has lines of every verdict, so the comparison above saw each kind of object.
  std::size_t parse_errors = 0;
  std::size_t with_problems = 0;
  std::size_t good = 0;
  for (const std::string& line : mixed_lines) {
    const auto parsed = fen::parse(line);
    if (!parsed)
      ++parse_errors;
    else if (!fen::validate(*parsed, fen::detect_castling(line)).ok())
      ++with_problems;
    else
      ++good;
  }
  CHECK(parse_errors >= 4);
  CHECK(with_problems >= 4);
  CHECK(good >= 3);
}

TEST_CASE("json_strings") {
  // Quotes, backslashes, control bytes, well-formed UTF-8 and bytes that are not UTF-8.
  const std::vector<std::string> lines = {
      "x\"quoted\" \\backslash\\",  // (a line that starts with '"' is a quoted FEN, refused)
      std::string("nul\0byte", 8),
      "bell\x07 escape\x1b delete\x7f tab\tinside",
      "caf\xC3\xA9 \xE2\x99\x94 \xF0\x9F\x98\x80",  // é, a king figurine, an emoji
      "bad \xFF byte",
      "lone \xC3 lead",
      "overlong \xC0\xAF slash",
      "surrogate \xED\xA0\x80 half",
      "too big \xF4\x90\x80\x80",
      "cut \xE2\x99",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\xC3\xA9 w KQkq - 0 1",
  };
  const std::string content = joined(lines);
  const std::string path = write_file("strings.fen", content);
  const run_result r = run("check --json " + quoted(path));
  // Raw output: no control byte but the newlines between objects, and UTF-8 throughout.
  for (std::size_t i = 0; i < r.out.size();) {
    const auto [cp, length] = decode_utf8(r.out, i);
    REQUIRE_MESSAGE(length != 0, "the output is not UTF-8 at byte ", i);
    CHECK((cp >= 0x20 || cp == '\n'));
    i += length;
  }
  check_json_run(quoted(path), content, fen::strictness::lenient);
  // And the replacement itself, spelled out once.
  const std::vector<json> objects = json_lines(r.out);
  REQUIRE(objects.size() == lines.size());
  CHECK(objects[4]["input"].text == "bad \xEF\xBF\xBD byte");
  CHECK(objects[0]["input"].text == lines[0]);
  CHECK(objects[1]["input"].text == lines[1]);
  CHECK(objects[3]["input"].text == lines[3]);
}

TEST_CASE("locations") {
  const std::vector<std::string> lines = {
      mixed_lines[0],                                                // 1 good
      mixed_lines[5],                                                // 2 castling letter
      "",                                                            // 3 blank
      mixed_lines[6],                                                // 4 '9'
      mixed_lines[0] + "x",                                          // 5 a counter's trailing byte
      "# comment",                                                   // 6
      mixed_lines[9],                                                // 7 seven ranks
      "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x",  // 8 a counter, after blanks
      "8/8/8/8/8/8/8/8 w - - 0 1",                                   // 9 parses, no kings
      mixed_lines[1],                                                // 10 good
  };
  const std::string path = write_file("places.fen", joined(lines));
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  const auto out = lines_of(r.out);

  // Each parse error: the header, the line, and the caret under the offending byte.
  std::size_t unparsed = 0;
  std::size_t with_problems = 0;
  std::size_t positions = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (skipped(line)) continue;
    ++positions;
    const auto parsed = fen::parse(line);
    const std::string place = path + ":" + std::to_string(i + 1) + ":";
    if (parsed) {
      const fen::validation_report report = fen::validate(*parsed, fen::detect_castling(line));
      if (report.ok()) {
        for (const std::string& printed : out) CHECK_FALSE(starts_with(printed, place));
        continue;
      }
      ++with_problems;
      // Every problem gets its own header: FILE:LINE:COLUMN: severity: message [code].
      for (const fen::problem& p : report) {
        const std::string tail = std::string(": ") + std::string(fen::name(p.severity)) + ": " + p.message().str() +
                                 " [" + std::string(fen::name(p.code)) + "]";
        bool found = false;
        for (std::size_t k = 0; k + 2 < out.size(); ++k) {
          if (!starts_with(out[k], place) || out[k].size() < tail.size() ||
              out[k].compare(out[k].size() - tail.size(), tail.size(), tail) != 0)
            continue;
          found = true;
          const std::string column_text = out[k].substr(place.size(), out[k].size() - tail.size() - place.size());
          const std::size_t column = std::stoul(column_text);
          CHECK(column >= 1);
          CHECK(column <= line.size() + 1);
          CHECK(out[k + 1] == "    " + line);
          CHECK(out[k + 2] == std::string(4 + column - 1, ' ') + "^");
        }
        CHECK_MESSAGE(found, "no report for ", std::string(fen::name(p.code)), " on line ", i + 1);
      }
      continue;
    }
    ++unparsed;
    const fen::error& e = parsed.error();
    const std::string header =
        place + std::to_string(e.offset + 1) + ": " + e.message().str() + " [" + std::string(fen::name(e.code)) + "]";
    std::size_t k = 0;
    while (k < out.size() && out[k] != header) ++k;
    REQUIRE_MESSAGE(k + 2 < out.size(), "no header ", header);
    CHECK(out[k + 1] == "    " + line);
    CHECK(out[k + 2] == std::string(4 + e.offset, ' ') + "^");
  }
  CHECK(unparsed == 5);
  CHECK(with_problems == 1);
  REQUIRE_FALSE(out.empty());
  CHECK(out.back() == std::to_string(lines.size()) + " lines read: " + std::to_string(positions) +
                          " positions: " + std::to_string(positions - unparsed) + " parsed (" +
                          std::to_string(positions - unparsed - with_problems) + " ok, " +
                          std::to_string(with_problems) + " with problems), " + std::to_string(unparsed) +
                          " did not parse; set aside: 2 blank or comment");
}

TEST_CASE("skipped_lines") {
  const std::vector<std::string> lines = {
      "# a header",               // 1
      "",                         // 2
      "   ",                      // 3
      "\t",                       // 4
      "  # an indented comment",  // 5
      mixed_lines[0],             // 6
      "#" + mixed_lines[5],       // 7 a bad FEN commented out
      mixed_lines[5],             // 8
      " \t ",                     // 9
  };
  const std::string content = joined(lines);
  const std::string path = write_file("skips.fen", content);
  const run_result json_run = run("check --json " + quoted(path));
  const std::vector<json> objects = json_lines(json_run.out);
  REQUIRE(objects.size() == 2);
  CHECK(objects[0]["line"].number == 6);
  CHECK(objects[1]["line"].number == 8);
  check_json_run(quoted(path), content, fen::strictness::lenient);

  const run_result text_run = run("check " + quoted(path));
  CHECK(text_run.status == 1);
  CHECK(contains(text_run.out, path + ":8:"));
  CHECK_FALSE(contains(text_run.out, path + ":7:"));
  CHECK(lines_of(text_run.out).back() ==
        "9 lines read: 2 positions: 1 parsed (1 ok, 0 with problems), 1 did not parse; set aside: 7 blank or comment");

  const run_result normalized = run("normalize " + quoted(path));
  CHECK(normalized.out == std::string(fen::serialize(*fen::parse(mixed_lines[0]))) + "\n");
  CHECK(contains(normalized.err, path + ":8:"));
}

TEST_CASE("crlf") {
  const std::string lf_content = joined(mixed_lines);
  const std::string crlf_content = joined(mixed_lines, "\r\n");
  const std::string lf = write_file("unix.fen", lf_content);
  const std::string crlf = write_file("windows.fen", crlf_content);

  // The same verdicts, the same JSON, the same places: the CR is gone before parsing.
  check_json_run(quoted(crlf), crlf_content, fen::strictness::lenient);
  check_json_run("--strict " + quoted(crlf), crlf_content, fen::strictness::strict);
  CHECK(replaced(run("check --json " + quoted(crlf)).out, crlf, lf) == run("check --json " + quoted(lf)).out);
  std::string lf_text = run("check " + quoted(lf)).out;
  std::string crlf_text = run("check " + quoted(crlf)).out;
  for (std::size_t at = lf_text.find(lf); at != std::string::npos; at = lf_text.find(lf, at))
    lf_text.replace(at, lf.size(), crlf);
  CHECK(crlf_text == lf_text);
  CHECK(run("normalize " + quoted(crlf)).out == run("normalize " + quoted(lf)).out);

  // Strict mode takes a canonical FEN with a CRLF line end.
  const std::string canonical = write_file("canonical_crlf.fen", mixed_lines[0] + "\r\n" + mixed_lines[1] + "\r\n");
  CHECK(run("check --strict " + quoted(canonical)).status == 0);
  CHECK(run("normalize --strict " + quoted(canonical)).out == joined({mixed_lines[0], mixed_lines[1]}));
}

TEST_CASE("no_final_newline") {
  // A last line without a newline is read, whether it is good or bad, alone or after others.
  const std::string one_good = write_file("one_good.fen", mixed_lines[0]);
  const run_result r1 = run("check --json " + quoted(one_good));
  const auto objects1 = json_lines(r1.out);
  REQUIRE(objects1.size() == 1);
  check_json_object(objects1[0], 1, mixed_lines[0]);
  CHECK(r1.status == 0);
  CHECK(run("normalize " + quoted(one_good)).out == mixed_lines[0] + "\n");

  const std::string content = mixed_lines[0] + "\n" + mixed_lines[1] + "\n" + mixed_lines[5];
  const std::string path = write_file("last_bad.fen", content);
  check_json_run(quoted(path), content, fen::strictness::lenient);
  const run_result text = run("check " + quoted(path));
  CHECK(text.status == 1);
  CHECK(contains(text.out, path + ":3:49: "));

  const std::string crlf_last = write_file("crlf_last.fen", mixed_lines[0] + "\r\n" + mixed_lines[1] + "\r");
  CHECK(run("check --strict " + quoted(crlf_last)).status == 0);
}

TEST_CASE("missing_file") {
  const std::string good = write_file("good.fen", joined({mixed_lines[0], mixed_lines[1]}));
  const std::string missing = (work_folder() / "no such file.fen").string();
  const run_result r = run("check " + quoted(missing) + " " + quoted(good));
  CHECK(r.status == 2);
  CHECK(contains(r.err, "'" + missing + "'"));
  CHECK(lines_of(r.err).size() == 1);
  // The other file is still checked.
  CHECK(lines_of(r.out).back() == "2 lines read: 2 positions: 2 parsed (2 ok, 0 with problems), 0 did not parse");

  const run_result json_run = run("check --json " + quoted(good) + " " + quoted(missing));
  CHECK(json_run.status == 2);
  CHECK(json_lines(json_run.out).size() == 2);
  CHECK(contains(json_run.err, "'" + missing + "'"));

  const run_result normalized = run("normalize " + quoted(missing) + " " + quoted(good));
  CHECK(normalized.status == 2);
  CHECK(normalized.out == joined({mixed_lines[0], mixed_lines[1]}));
  CHECK(contains(normalized.err, "'" + missing + "'"));

  // A folder opens but cannot be read.
  const run_result folder = run("check " + quoted(work_folder().string()));
  CHECK(folder.status == 2);
  CHECK_FALSE(folder.err.empty());
}

TEST_CASE("standard_input") {
  const std::string content = joined({mixed_lines[0], mixed_lines[5]});
  const std::string path = write_file("input.fen", content);
  const run_result implicit = run("check", path);
  const run_result dash = run("check -", path);
  CHECK(implicit.status == 1);
  CHECK(implicit.out == dash.out);
  CHECK(contains(implicit.out, "<stdin>:2:49: "));

  const std::string other = write_file("other.fen", joined({mixed_lines[1]}));
  const run_result mixed = run("check --json " + quoted(other) + " - " + quoted(other), path);
  const auto objects = json_lines(mixed.out);
  REQUIRE(objects.size() == 4);
  check_json_object(objects[0], 1, mixed_lines[1]);
  check_json_object(objects[1], 1, mixed_lines[0]);
  check_json_object(objects[2], 2, mixed_lines[5]);
  check_json_object(objects[3], 1, mixed_lines[1]);

  CHECK(run("normalize", path).out == std::string(fen::serialize(*fen::parse(mixed_lines[0]))) + "\n");
  const run_result shown = run("show -", path);
  CHECK(shown.status == 0);
  CHECK(contains(shown.out, mixed_lines[0]));
}

TEST_CASE("long_input") {
  // Enough lines of different lengths that many cross the tool's read blocks, every one checked.
  std::string content;
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < 30000; ++i) {
    std::string line = mixed_lines[i % mixed_lines.size()];
    if (i % 7 == 3) line.insert(line.find_first_of(" _"), std::string(i % 50, ' '));  // lenient runs of blanks
    if (i % 11 == 5) line = "# comment " + std::to_string(i);
    lines.push_back(line);
  }
  // A line far longer than a read block, bad, and one long but good (lenient blanks).
  lines.push_back(std::string(300000, 'p'));
  lines.push_back("8/8/8/8/8/8/8/4K2k" + std::string(200000, ' ') + "w - - 0 1");
  lines.push_back(mixed_lines[0]);
  content = joined(lines);
  const std::string path = write_file("long.fen", content);
  check_json_run(quoted(path), content, fen::strictness::lenient);

  // The long bad line is reported at its place, and its text is cut around the caret.
  const run_result text = run("check " + quoted(path));
  const auto out = lines_of(text.out);
  const auto e = fen::parse(lines[30000]).error();
  const std::string header = path + ":30001:" + std::to_string(e.offset + 1) + ": ";
  std::size_t k = 0;
  while (k < out.size() && !starts_with(out[k], header)) ++k;
  REQUIRE(k + 2 < out.size());
  CHECK(out[k + 1].size() < 200);
  CHECK(out[k + 2].back() == '^');
}

TEST_CASE("normalize") {
  const std::vector<std::string> lines = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w  KQkq  -",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_HAha_-_0_1",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK - 0 1",
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
      mixed_lines[5],
      "8/8/8/8/8/8/8/8",
  };
  const std::string content = joined(lines);
  const std::string path = write_file("normalize.fen", content);

  struct variant {
    std::string args;
    fen::serialize_options options;
    fen::en_passant_output en_passant;
  };
  const variant variants[] = {
      {"", {fen::castling_notation::xfen}, fen::en_passant_output::as_stored},
      {"--castling=xfen --en-passant=as-stored", {fen::castling_notation::xfen}, fen::en_passant_output::as_stored},
      {"--castling=standard", {fen::castling_notation::standard}, fen::en_passant_output::as_stored},
      {"--castling=shredder", {fen::castling_notation::shredder}, fen::en_passant_output::as_stored},
      {"--en-passant=legal", {fen::castling_notation::xfen}, fen::en_passant_output::only_if_legal},
      {"--castling=shredder --en-passant=legal",
       {fen::castling_notation::shredder},
       fen::en_passant_output::only_if_legal},
      {"--en-passant=pseudo-legal", {fen::castling_notation::xfen}, fen::en_passant_output::only_if_pseudo_legal},
  };
  for (const fen::strictness mode : {fen::strictness::lenient, fen::strictness::strict}) {
    for (const variant& v : variants) {
      const std::string args = (mode == fen::strictness::strict ? "--strict " : "") + v.args;
      CAPTURE(args);
      const run_result r = run("normalize " + args + " " + quoted(path));
      std::string expected_out;
      std::size_t bad = 0;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto parsed = fen::parse(lines[i], mode);
        if (parsed) {
          expected_out += std::string(fen::serialize(*parsed, v.options, v.en_passant)) + "\n";
        } else {
          ++bad;
          CHECK(contains(r.err, path + ":" + std::to_string(i + 1) + ":" + std::to_string(parsed.error().offset + 1) +
                                    ": " + parsed.error().message().str()));
        }
      }
      CHECK(r.out == expected_out);
      CHECK(r.status == (bad == 0 ? 0 : 1));
    }
  }
  // The options change something on this sample, so the comparisons above mean something.
  CHECK(run("normalize --castling=shredder " + quoted(path)).out != run("normalize " + quoted(path)).out);
  // Normalizing is idempotent: its output normalizes to itself.
  const std::string once = write_file("once.fen", run("normalize " + quoted(path)).out);
  CHECK(run("normalize --strict " + quoted(once)).out == read_file(once));
}

TEST_CASE("show") {
  const std::string start(fen::start_fen);
  // Given unquoted, as six arguments.
  const run_result r = run(start);
  CHECK(r.status == 2);  // not a command
  const run_result shown = run("show " + start);
  CHECK(shown.status == 0);
  const auto out = lines_of(shown.out);
  REQUIRE(out.size() > 10);
  CHECK(out[0] == "8 r n b q k b n r");
  CHECK(out[7] == "1 R N B Q K B N R");
  CHECK(out[8] == "  a b c d e f g h");
  CHECK(contains(shown.out, "FEN              " + start + "\n"));
  CHECK(contains(shown.out, "side to move     White\n"));
  CHECK(contains(shown.out, "problems         none\n"));

  const auto flipped = lines_of(run("show --flip " + quoted(start)).out);
  CHECK(flipped[0] == "1 R N B K Q B N R");
  CHECK(flipped[8] == "  h g f e d c b a");
  CHECK(contains(run("show --unicode " + quoted(start)).out, "\xE2\x99\x9C"));  // a black rook

  // A lenient FEN is shown in canonical form, with the text as written.
  const run_result lenient = run("show " + quoted(mixed_lines[3]));
  CHECK(contains(lenient.out, "FEN              " + std::string(fen::serialize(*fen::parse(mixed_lines[3])))));
  CHECK(contains(lenient.out, "as written       " + mixed_lines[3]));

  // A FEN that does not parse: the message and a caret.
  const run_result bad = run("show " + quoted(mixed_lines[5]));
  CHECK(bad.status == 1);
  const auto e = fen::parse(mixed_lines[5]).error();
  CHECK(bad.out == e.message().str() + "\n    " + mixed_lines[5] + "\n" + std::string(4 + e.offset, ' ') + "^\n");

  // A position with problems: each in words.
  for (const std::string& line : mixed_lines) {
    const auto parsed = fen::parse(line);
    if (!parsed) continue;
    const fen::validation_report report = fen::validate(*parsed, fen::detect_castling(line));
    const run_result s = run("show " + quoted(line));
    CAPTURE(line);
    CHECK(s.status == (report.ok() ? 0 : 1));
    for (const fen::problem& p : report) CHECK(contains(s.out, p.message().str()));
  }
}

TEST_CASE("corpus") {
  const std::string corpus = environment("FEN_CORPUS_MAIN");
  const std::string content = read_file(corpus);
  const std::size_t line_count = lines_of(content).size();
  REQUIRE(std::to_string(line_count) == environment("FEN_CORPUS_MAIN_LINES"));

  const run_result checked = run("check " + quoted(corpus));
  CHECK(checked.status == 0);
  const std::string n = std::to_string(line_count);
  CHECK(checked.out ==
        n + " lines read: " + n + " positions: " + n + " parsed (" + n + " ok, 0 with problems), 0 did not parse\n");
  CHECK(run("check --strict " + quoted(corpus)).status == 0);

  // Every line is canonical, so normalize writes the file back byte for byte ...
  CHECK(run("normalize --strict " + quoted(corpus)).out == content);
  // ... and the corpus writes en passant only when a capture is legal, so that option changes nothing.
  CHECK(run("normalize --en-passant=legal " + quoted(corpus)).out == content);

  // The JSON: one object per line, each ok, its FEN the line itself.
  const run_result json_run = run("check --json " + quoted(corpus));
  CHECK(json_run.status == 0);
  const std::vector<json> objects = json_lines(json_run.out);
  REQUIRE(objects.size() == line_count);
  const auto lines = lines_of(content);
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < objects.size(); ++i) {
    const json& o = objects[i];
    const bool same = o["line"].number == static_cast<long long>(i + 1) && o["input"].text == lines[i] &&
                      o["ok"].boolean && o["error"].type == json::kind::null && o["fen"].text == lines[i] &&
                      o["problems"].items.empty();
    if (!same && ++mismatches <= 5) FAIL_CHECK("line ", i + 1, " differs: ", lines[i]);
  }
  CHECK(mismatches == 0);
}

TEST_CASE("problem_columns") {
  // Where `check` points for a problem: the field it is about, or its square in the placement.
  const std::string castling_and_fullmove = "4k3/8/8/8/8/8/8/4K3 w KQ - 0 0";
  const std::string kings = "4k3/8/8/8/8/8/8/3KK3 w - - 0 1";
  const std::string en_passant = "4k3/8/8/8/8/8/8/4K3   w  -  e6  0  2";
  const std::string path = write_file("columns.fen", joined({castling_and_fullmove, kings, en_passant}));
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  const auto column_of = [&](std::size_t line, fen::problem_code code) -> std::size_t {
    const std::string tail = " [" + std::string(fen::name(code)) + "]";
    const std::string place = path + ":" + std::to_string(line) + ":";
    for (const std::string& out : lines_of(r.out)) {
      if (starts_with(out, place) && out.size() > tail.size() &&
          out.compare(out.size() - tail.size(), tail.size(), tail) == 0)
        return std::stoul(out.substr(place.size()));
    }
    FAIL("no ", std::string(fen::name(code)), " on line ", line);
    return 0;
  };
  CHECK(column_of(1, fen::problem_code::castling_without_rook) == castling_and_fullmove.find(" KQ ") + 2);
  CHECK(column_of(1, fen::problem_code::fullmove_zero) == castling_and_fullmove.rfind(' ') + 2);
  CHECK(column_of(2, fen::problem_code::too_many_kings) == kings.find("KK") + 1);
  CHECK(column_of(3, fen::problem_code::en_passant_without_pawn) == en_passant.find("e6") + 1);
}

// =============================================================================================
// EPD files
// =============================================================================================

TEST_CASE("epd_check") {
  // Good lines, with a comment and a blank line: every position checked, nothing reported.
  std::vector<std::string> good(epd_lines.begin(), epd_lines.begin() + 8);
  good.insert(good.begin(), "# from a test suite");
  good.insert(good.begin() + 4, "");
  const std::string path = write_file("suite.epd", joined(good));
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(
      r.out ==
      "10 lines read: 8 positions: 8 parsed (8 ok, 0 with problems), 0 did not parse; set aside: 2 blank or comment\n");

  // --strict takes the canonical lines only; the others are reported with the EPD error.
  const run_result strict = run("check --strict " + quoted(path));
  CHECK(strict.status == 1);
  std::size_t unparsed = 0;
  for (std::size_t i = 0; i < good.size(); ++i) {
    if (skipped(good[i])) continue;
    CAPTURE(good[i]);
    const auto parsed = fen::parse_epd(good[i], fen::strictness::strict);
    const auto reports = reports_of(strict.out, path, i + 1);
    if (parsed) {
      CHECK(reports.empty());
      continue;
    }
    ++unparsed;
    const fen::epd_error& e = parsed.error();
    REQUIRE(reports.size() == 1);
    CHECK(reports[0] == std::to_string(e.offset + 1) + ": " + e.message().str() + " [" + epd_code(e) + "]");
  }
  CHECK(unparsed == 2);  // epd_lines[1] and [5]
  CHECK(lines_of(strict.out).back() ==
        "10 lines read: 8 positions: 6 parsed (6 ok, 0 with problems), 2 did not parse; set aside: 2 blank or comment");
  CHECK(contains(strict.out, path + ":3:" + std::to_string(epd_lines[1].find("  bm") + 2) +
                                 ": operations: an extra blank; strict mode wants one space before each operation "
                                 "and operand, none before ';' [unexpected_whitespace]\n"));

  // Positions the validator objects to: each problem at its field, a counter's at the value of its
  // hmvc or fmvn operation.
  const std::string problems =
      write_file("problems.epd", joined({epd_lines[8], epd_lines[9], epd_lines[10], epd_lines[0]}));
  const run_result p = run("check " + quoted(problems));
  CHECK(p.status == 1);
  CHECK(reports_of(p.out, problems, 1) ==
        std::vector<std::string>{
            "23: illegal: White may castle king side, but there is no white rook on h1 [castling_without_rook]",
            "23: illegal: White may castle queen side, but there is no white rook on a1 [castling_without_rook]",
            std::to_string(epd_lines[8].find("fmvn 0") + 6) +
                ": unreachable: the fullmove number is 0; it starts at 1 and grows after each Black move "
                "[fullmove_zero]"});
  const std::size_t e6 = epd_lines[9].find("e6") + 1;
  const std::size_t hmvc5 = epd_lines[9].find("hmvc 5") + 6;
  CHECK(reports_of(p.out, problems, 2) ==
        std::vector<std::string>{
            std::to_string(e6) +
                ": illegal: en passant square e6 says a black pawn just moved from e7 to e5, but there is no black "
                "pawn on e5 [en_passant_without_pawn]",
            std::to_string(hmvc5) +
                ": unreachable: en passant square e6 says the last move was a pawn move, so the halfmove clock must "
                "be 0, not 5 [en_passant_halfmove_clock]",
            std::to_string(hmvc5) +
                ": unreachable: the halfmove clock is 5, but only 2 half-moves have been played by move 2 with "
                "White to move [halfmove_clock_too_large]"});
  CHECK(reports_of(p.out, problems, 3).size() == 1);
  CHECK(starts_with(reports_of(p.out, problems, 3)[0], std::to_string(epd_lines[10].find("200") + 1) + ": "));
  CHECK(reports_of(p.out, problems, 4).empty());
  CHECK(lines_of(p.out).back() == "4 lines read: 4 positions: 4 parsed (1 ok, 3 with problems), 0 did not parse");
  // Each report is followed by the line and a caret under its column.
  const auto out = lines_of(p.out);
  for (std::size_t k = 0; k + 2 < out.size(); ++k) {
    if (!starts_with(out[k], problems + ":")) continue;
    const std::size_t line = std::stoul(out[k].substr(problems.size() + 1));
    const std::size_t column = std::stoul(out[k].substr(out[k].find(':', problems.size() + 1) + 1));
    const std::string& text = line == 1 ? epd_lines[8] : line == 2 ? epd_lines[9] : epd_lines[10];
    CHECK(out[k + 1] == "    " + text);
    CHECK(out[k + 2] == std::string(4 + column - 1, ' ') + "^");
  }
}

TEST_CASE("epd_errors") {
  // A broken line is reported as FILE:LINE:COLUMN: message [code], with the line and a caret; the
  // code is the FEN code for a problem in the position fields, the EPD code after them.
  std::vector<std::string> lines = {epd_lines[0]};
  lines.insert(lines.end(), epd_lines.begin() + 11, epd_lines.end());
  const std::string path = write_file("broken.epd", joined(lines));
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  const auto out = lines_of(r.out);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    CAPTURE(lines[i]);
    const auto parsed = fen::parse_epd(lines[i]);
    REQUIRE_FALSE(parsed.has_value());
    const fen::epd_error& e = parsed.error();
    const std::string header = path + ":" + std::to_string(i + 1) + ":" + std::to_string(e.offset + 1) + ": " +
                               e.message().str() + " [" + epd_code(e) + "]";
    std::size_t k = 0;
    while (k < out.size() && out[k] != header) ++k;
    REQUIRE_MESSAGE(k + 2 < out.size(), "no header ", header);
    CHECK(out[k + 1] == "    " + lines[i]);
    CHECK(out[k + 2] == std::string(4 + e.offset, ' ') + "^");
  }
  CHECK(out.back() == "9 lines read: 9 positions: 1 parsed (1 ok, 0 with problems), 8 did not parse");

  // The same places and codes, spelled out.
  const auto header_of = [&](std::size_t line) {
    const auto reports = reports_of(r.out, path, line);
    REQUIRE(reports.size() == 1);
    return reports[0];
  };
  CHECK(header_of(2) ==
        std::to_string(epd_lines[11].find("\"WAC") + 1) + ": string operand: no closing '\"' [unterminated_string]");
  CHECK(header_of(3) ==
        "49: castling: 'X' is not a castling letter (KQkq, A-H or a-h, or '-' for none) "
        "[invalid_castling]");
  CHECK(header_of(4) ==
        "29: opcode: ':' cannot stand in an opcode (letters, digits, '_'); a blank goes before each operand "
        "[invalid_opcode]");
  CHECK(header_of(5) == "24: en passant: missing; an EPD line starts with the four position fields [missing_field]");
  CHECK(header_of(6) == "34: opcode: '7' cannot start an opcode; an opcode starts with a letter [invalid_opcode]");
  CHECK(header_of(7) ==
        "32: hmvc: wants one whole number from 0 to 4294967295, with no sign or leading zero "
        "[invalid_counter]");
  CHECK(header_of(8) == "35: opcode: written twice; an opcode appears once in a line [duplicate_opcode]");
  CHECK(header_of(9) ==
        "31: operand: '\"' cannot stand inside an unquoted operand; quote the whole operand "
        "[invalid_operand]");

  // normalize: the same reports on standard error, the good line on standard output.
  const run_result n = run("normalize " + quoted(path));
  CHECK(n.status == 1);
  CHECK(n.out == epd_lines[0] + "\n");
  std::string expected_err;
  for (std::size_t k = 0; k < out.size() && !starts_with(out[k], "did not parse: "); ++k) expected_err += out[k] + "\n";
  CHECK(n.err == expected_err);
}

TEST_CASE("epd_normalize") {
  const std::string content = "# normalize me\n" + joined(epd_lines);
  const std::string path = write_file("normalize.epd", content);
  const run_result r = run("normalize " + quoted(path));
  CHECK(r.status == 1);
  // Each line that parses, in canonical form, operations kept in their order byte for byte.
  CHECK(r.out == joined(epd_canonical));
  for (std::size_t i = 11; i < epd_lines.size(); ++i)
    CHECK(contains(r.err, path + ":" + std::to_string(i + 2) + ":" +
                              std::to_string(fen::parse_epd(epd_lines[i]).error().offset + 1) + ": "));

  // The options apply to the position fields, as the library's writer does with them.
  struct variant {
    std::string args;
    fen::serialize_options options;
    bool only_legal_en_passant;
  };
  const variant variants[] = {
      {"", {fen::castling_notation::xfen}, false},
      {"--castling=standard", {fen::castling_notation::standard}, false},
      {"--castling=shredder", {fen::castling_notation::shredder}, false},
      {"--en-passant=legal", {fen::castling_notation::xfen}, true},
      {"--castling=shredder --en-passant=legal --epd", {fen::castling_notation::shredder}, true},
  };
  for (const fen::strictness mode : {fen::strictness::lenient, fen::strictness::strict}) {
    for (const variant& v : variants) {
      const std::string args = (mode == fen::strictness::strict ? "--strict " : "") + v.args;
      CAPTURE(args);
      const run_result n = run("normalize " + args + " " + quoted(path));
      std::string expected;
      for (const std::string& line : epd_lines) {
        auto parsed = fen::parse_epd(line, mode);
        if (!parsed) continue;
        if (v.only_legal_en_passant && !fen::en_passant_capture_legal(parsed->position))
          parsed->position.en_passant.reset();
        expected += fen::to_string(*parsed, v.options) + "\n";
      }
      CHECK(n.out == expected);
      CHECK(n.status == 1);
    }
  }
  // Spelled out: Shredder-FEN castling, and an en passant square no pawn can take, dropped.
  const auto shredder = lines_of(run("normalize --castling=shredder " + quoted(path)).out);
  REQUIRE(shredder.size() == epd_canonical.size());
  CHECK(shredder[2] ==
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w HAha - bm Qxf7#; "
        "c0 \"Scholar's mate\"; acd 12; ce +32767; pv Qxf7#;");
  const auto legal = lines_of(run("normalize --en-passant=legal " + quoted(path)).out);
  REQUIRE(legal.size() == epd_canonical.size());
  CHECK(legal[4] == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - hmvc 0; fmvn 1;");
  CHECK(legal[0] == epd_canonical[0]);

  // Idempotent: the output normalizes to itself. Strict mode takes all of it but the castling right
  // whose rook is missing (which strict mode refuses in a FEN too).
  const std::string once = write_file("once.epd", r.out);
  const run_result again = run("normalize " + quoted(once));
  CHECK(again.status == 0);
  CHECK(again.out == r.out);
  std::vector<std::string> strict_lines = epd_canonical;
  strict_lines.erase(strict_lines.begin() + 8);
  const run_result strict = run("normalize --strict " + quoted(once));
  CHECK(strict.out == joined(strict_lines));
  CHECK(contains(strict.err,
                 once + ":9:23: castling: 'K' needs a rook on h1, and there is none [castling_rook_missing]"));
}

TEST_CASE("epd_json") {
  const std::string content = "# json\n" + joined(epd_lines);
  const std::string path = write_file("json.epd", content);
  check_json_run(quoted(path), content, fen::strictness::lenient, as::epd);
  check_json_run("--strict " + quoted(path), content, fen::strictness::strict, as::epd);

  // A few fields spelled out: "fen" holds the canonical EPD line, operations included.
  const std::vector<json> objects = json_lines(run("check --json " + quoted(path)).out);
  REQUIRE(objects.size() == epd_lines.size());
  CHECK(objects[1]["line"].number == 3);
  CHECK(objects[1]["fen"].text == "8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - bm Rxb2; id \"WAC.002\";");
  CHECK(objects[3]["fen"].text == "4k3/8/8/8/8/8/8/4K3 w - - id \"say \\\"hi\\\" \\\\ back\";");
  CHECK(objects[6]["fen"].text == "4k3/8/8/8/8/8/8/4K3 w - -");
  CHECK(objects[7]["fen"].text == "4k3/8/8/8/8/8/8/4K3 w - - c0 \"caf\xC3\xA9\";");
  CHECK(objects[8]["ok"].boolean == false);
  CHECK(objects[8]["error"].type == json::kind::null);
  REQUIRE(objects[8]["problems"].items.size() == 3);
  CHECK(objects[8]["problems"].items[2]["code"].text == "fullmove_zero");
  const json& unterminated = objects[11]["error"];
  CHECK(unterminated["code"].text == "unterminated_string");
  CHECK(unterminated["offset"].number == static_cast<long long>(epd_lines[11].find("\"WAC")));
  CHECK(objects[12]["error"]["code"].text == "invalid_castling");
  CHECK(objects[12]["error"]["offset"].number == 48);
  CHECK(objects[13]["error"]["code"].text == "invalid_opcode");
  CHECK(objects[11]["fen"].type == json::kind::null);
}

TEST_CASE("epd_detection") {
  // An EPD file without --epd: by its name (.epd in any case), and by its lines under any other
  // name and on standard input. Every way reads it as --epd does.
  const std::string content = joined(epd_lines);
  const std::string named = write_file("suite.epd", content);
  const std::string capitals = write_file("SUITE.EPD", content);
  const std::string text = write_file("suite.txt", content);
  const std::string forced = run("normalize --epd " + quoted(text)).out;
  CHECK(forced == joined(epd_canonical));
  for (const std::string& args : {quoted(named), quoted(capitals), quoted(text), std::string("-")}) {
    CAPTURE(args);
    CHECK(run("normalize " + args, text).out == forced);
    check_json_run(args, content, fen::strictness::lenient, as::epd, text);
  }
  const std::string checked = run("check --epd " + quoted(text)).out;
  CHECK(run("check " + quoted(text)).out == checked);
  std::string from_stdin = run("check", text).out;
  for (std::size_t at = from_stdin.find("<stdin>:"); at != std::string::npos; at = from_stdin.find("<stdin>:", at))
    from_stdin.replace(at, 7, text);
  CHECK(from_stdin == checked);

  // A line of four fields or fewer (FEN or EPD alike) is written as the file's name says, else as
  // the last line before it that parsed and showed its format, else as FEN. A line that does not
  // parse shows nothing: it does not change how the lines after it are read.
  const std::vector<std::string> late = {
      "# no operations at first",  // 1
      epd_lines[6],                // 2 four fields, nothing shown yet: FEN
      epd_lines[12],               // 3 operations, but the position does not read (castling): shows nothing
      epd_lines[14],               // 4 three fields: still FEN
      epd_lines[0],                // 5 EPD
      epd_lines[6],                // 6 four fields: EPD
  };
  const std::string late_path = write_file("late.txt", joined(late));
  const run_result late_normalized = run("normalize " + quoted(late_path));
  CHECK(late_normalized.out ==
        joined({"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", epd_lines[0], epd_lines[6]}));
  CHECK(contains(late_normalized.err, late_path + ":3:49: castling: 'X' is not a castling letter"));
  const run_result late_checked = run("check " + quoted(late_path));
  CHECK(lines_of(late_checked.out).back() ==
        "6 lines read: 5 positions: 4 parsed (4 ok, 0 with problems), 1 did not parse; set aside: 1 blank or comment");
  // The same lines without the one that does not parse are written the same.
  std::vector<std::string> without_bad = late;
  without_bad.erase(without_bad.begin() + 2);
  const std::string without_path = write_file("late_without.txt", joined(without_bad));
  CHECK(run("normalize " + quoted(without_path)).out == late_normalized.out);

  // A FEN file is never taken for EPD: not the mixed sample (good lines, lenient ones of four
  // fields, every kind of error), not a file of four-field FENs, whatever its name, on standard
  // input too. Its errors are FEN errors, and normalize writes six fields.
  const std::string fen_content = joined(mixed_lines);
  const std::string fen_named = write_file("mixed.fen", fen_content);
  const std::string fen_text = write_file("mixed.txt", fen_content);
  const std::string fen_capitals = write_file("MIXED.FEN", fen_content);
  for (const std::string& args :
       {quoted(fen_named), quoted(fen_text), quoted(fen_capitals), std::string("-"), "--fen " + quoted(fen_text)}) {
    CAPTURE(args);
    check_json_run(args, fen_content, fen::strictness::lenient, as::fen, fen_text);
    if (!starts_with(args, "--fen"))  // (which refuses the text after a FEN's counters)
      CHECK(run("normalize " + args, fen_text).out == run("normalize " + quoted(fen_named)).out);
  }
  const std::vector<std::string> short_fens = {"# four fields", "4k3/8/8/8/8/8/8/4K3 w - -",
                                               "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w  KQkq  -",
                                               "8/8/8/8/8/8/8/4K2k"};
  const std::string short_path = write_file("short.txt", joined(short_fens));
  CHECK(run("normalize " + quoted(short_path)).out ==
        joined({"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "8/8/8/8/8/8/8/4K2k w - - 0 1"}));
  CHECK(run("normalize", short_path).out == run("normalize " + quoted(short_path)).out);
  CHECK(run("check " + quoted(short_path)).status == 0);
  // Four-field FENs, then full ones, then one whose word after the counters reads as an EPD operation.
  const std::string fen_late = write_file("fen_late.txt", joined({short_fens[1], mixed_lines[1], mixed_lines[8]}));
  const run_result fen_late_run = run("normalize " + quoted(fen_late));
  CHECK(fen_late_run.out == joined({"4k3/8/8/8/8/8/8/4K3 w - - 0 1", mixed_lines[1],
                                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 0; fmvn 1; trailing;"}));
  CHECK(fen_late_run.err.empty());

  // Several files in one run, each read in its own format.
  const run_result both = run("check --json " + quoted(fen_named) + " - " + quoted(named), text);
  const auto objects = json_lines(both.out);
  REQUIRE(objects.size() == 2 * epd_lines.size() + mixed_lines.size());
  for (std::size_t i = 0; i < mixed_lines.size(); ++i) check_json_object(objects[i], i + 1, mixed_lines[i]);
  for (std::size_t i = 0; i < epd_lines.size(); ++i) {
    check_epd_json_object(objects[mixed_lines.size() + i], i + 1, epd_lines[i], fen::strictness::lenient);
    check_epd_json_object(objects[mixed_lines.size() + epd_lines.size() + i], i + 1, epd_lines[i],
                          fen::strictness::lenient);
  }

  // --fen and --epd override the name and the lines: each line then fails with that format's error.
  const run_result as_fen = run("check --fen " + quoted(named));
  CHECK(as_fen.status == 1);
  CHECK(contains(as_fen.out, named + ":1:57: halfmove clock: 'b' is not a digit"));
  // Read as FEN, only epd_lines[6] and [14] (three fields) parse.
  CHECK(lines_of(as_fen.out).back() ==
        "19 lines read: 19 positions: 2 parsed (2 ok, 0 with problems), 17 did not parse");
  // Read as EPD, a FEN's counters are hmvc and fmvn; text after them must be operations.
  const run_result as_epd = run("check --epd " + quoted(fen_named));
  CHECK(as_epd.status == 1);
  CHECK(reports_of(as_epd.out, fen_named, 1).empty());
  CHECK(starts_with(run("normalize --epd " + quoted(fen_named)).out,
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 0; fmvn 1;\n"));
  CHECK(run("normalize --epd " + quoted(short_path)).out ==
        joined({"4k3/8/8/8/8/8/8/4K3 w - -", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"}));

  // Usage: not both, and only for check and normalize.
  for (const std::string args : {"check --epd --fen", "normalize --fen --epd", "show --epd 8/8/8/8/8/8/8/8",
                                 "check --epd=yes", "normalize --fen=1"}) {
    CAPTURE(args);
    const run_result u = run(args);
    CHECK(u.status == 2);
    CHECK(u.out.empty());
    CHECK_FALSE(u.err.empty());
  }
  CHECK(run("check --epd --epd " + quoted(named)).status == 1);  // repeated is fine
  for (const std::string command : {"check", "normalize"}) {
    const std::string help = run(command + " --help").out;
    CHECK(contains(help, "--epd"));
    CHECK(contains(help, "--fen"));
    CHECK(contains(help, ".epd"));
  }
  CHECK(contains(run("check --help").out, "canonical EPD"));
}

// =============================================================================================
// Real-world files: each layout read by its content, hints, encodings, size, options
// =============================================================================================

namespace {

/// Runs `fen ARGS` with standard output to `out_target` (such as /dev/full); standard error is kept.
run_result run_to(const std::string& args, const std::string& out_target) {
  const std::string err_path = (work_folder() / "stderr.txt").string();
  const std::string command =
      quoted(environment("FEN_TOOL")) + " " + args + " > " + out_target + " 2> " + quoted(err_path) + " < /dev/null";
  const int raw = std::system(command.c_str());
  run_result r;
  REQUIRE_MESSAGE(WIFEXITED(raw), "the tool did not exit normally: ", command);
  r.status = WEXITSTATUS(raw);
  r.err = read_file(err_path);
  return r;
}

// One line of each layout real files use (see the README's "EPD files").
const std::vector<std::string> layout_lines = {
    // 1 EPD: four fields, then operations
    "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";",
    // 2 a six-field FEN in a file named .epd
    "rnbqkbnr/p1ppp1pp/1p3p2/8/2P5/7P/PP1PPPP1/RN1QKBNR w KQkq - 0 3",
    // 3, 4 a FEN, then perft counts
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 ;D1 21 ;D2 528",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ; D1 20; D2 400",
    // 5, 6 a FEN, then text that is not operations: set aside
    "r2qkbnr/ppp1pppp/2np4/8/2PP2b1/5N2/PP2PPPP/RNBQK2R w KQkq - 1 4; v=-328",
    "r2qkbnr/ppp1pppp/2np4/8/2PP2b1/5N2/PP2PPPP/RNBQK2R w KQkq - 1 4 ; +0.35 after 20 s",
    // 7, 8 a FEN, then operations, with or without ';' before
    "5N1r/5n1n/ppp3R1/5K2/7k/6p1/6PN/8 w - - 0 1 bm g6g4",
    "5N1r/5n1n/ppp3R1/5K2/7k/6p1/6PN/8 w - - 0 1 id \"CCR01\"; bm Qb3;",
    // 9, 10 ';' before the first opcode, ';;'
    "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - ; bm Qd1 + ; id BK.01",
    "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1;; id BK.01;",
    // 11 ERET's extra '-'
    "6k1/8/8/8/8/8/8/4K2R w K - - bm Kg2;",
    // 12 EPD without counters: no problem of the move number (en passant at "move 1")
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 bm Nf3;",
};

}  // namespace

TEST_CASE("layouts") {
  const std::string path = write_file("layouts.epd", joined(layout_lines));
  const run_result checked = run("check " + quoted(path));
  CHECK(checked.status == 0);
  CHECK(checked.err.empty());
  CHECK(checked.out ==
        "12 lines read: 12 positions: 12 parsed (12 ok, 0 with problems), 0 did not parse; set aside: 2 annotations\n");
  const run_result normalized = run("normalize " + quoted(path));
  CHECK(normalized.status == 0);
  CHECK(normalized.err.empty());
  CHECK(normalized.out ==
        joined({
            layout_lines[0],
            layout_lines[1],
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - hmvc 2; fmvn 9; D1 21; D2 528;",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 0; fmvn 1; D1 20; D2 400;",
            "r2qkbnr/ppp1pppp/2np4/8/2PP2b1/5N2/PP2PPPP/RNBQK2R w KQkq - 1 4 ; v=-328",
            "r2qkbnr/ppp1pppp/2np4/8/2PP2b1/5N2/PP2PPPP/RNBQK2R w KQkq - 1 4 ; +0.35 after 20 s",
            "5N1r/5n1n/ppp3R1/5K2/7k/6p1/6PN/8 w - - hmvc 0; fmvn 1; bm g6g4;",
            "5N1r/5n1n/ppp3R1/5K2/7k/6p1/6PN/8 w - - hmvc 0; fmvn 1; id \"CCR01\"; bm Qb3;",
            "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1 +; id BK.01;",
            "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1; id BK.01;",
            "6k1/8/8/8/8/8/8/4K2R w K - bm Kg2;",
            layout_lines[11],
        }));
  // The same lines under another name and on standard input: the content decides, not the name.
  const std::string text = write_file("layouts.txt", joined(layout_lines));
  CHECK(run("normalize " + quoted(text)).out == normalized.out);
  CHECK(run("normalize", text).out == normalized.out);
  check_json_run(quoted(path), joined(layout_lines), fen::strictness::lenient, as::epd);

  // The text set aside, in JSON; and a counter problem points at the FEN counter.
  const auto objects = json_lines(run("check --json " + quoted(path)).out);
  REQUIRE(objects.size() == layout_lines.size());
  CHECK(objects[4]["set_aside"].text == "; v=-328");
  CHECK(objects[5]["set_aside"].text == "; +0.35 after 20 s");
  CHECK(objects[2]["set_aside"].type == json::kind::null);
  const std::string counters = write_file("counters.epd",
                                          "4k3/8/8/8/8/8/8/4K3 w - - 0 0 ;D1 5\n"
                                          "4k3/8/8/8/8/8/8/4K3 w - - 9 1; v=1\n");
  CHECK(run("check " + quoted(counters)).out ==
        counters +
            ":1:29: unreachable: the fullmove number is 0; it starts at 1 and grows after each Black move "
            "[fullmove_zero]\n"
            "    4k3/8/8/8/8/8/8/4K3 w - - 0 0 ;D1 5\n"
            "                                ^\n" +
            counters +
            ":2:27: unreachable: the halfmove clock is 9, but no half-move has been played by move 1 with White "
            "to move [halfmove_clock_too_large]\n"
            "    4k3/8/8/8/8/8/8/4K3 w - - 9 1; v=1\n"
            "                              ^\n"
            "problems: fullmove_zero 1, halfmove_clock_too_large 1\n"
            "2 lines read: 2 positions: 2 parsed (0 ok, 2 with problems), 0 did not parse; set aside: 1 annotation\n");

  // Strict mode takes nothing after a FEN's counters: neither operations nor text set aside.
  const run_result strict = run("check --strict " + quoted(path));
  CHECK(reports_of(strict.out, path, 5) ==
        std::vector<std::string>{
            "64: fullmove number: ';' is not a digit; a counter is a whole number [invalid_counter]"});
  CHECK(reports_of(strict.out, path, 7) ==
        std::vector<std::string>{"45: input: text after the fullmove number [trailing_text]"});

  // --fen and --epd force the format: a FEN's operations are then trailing text, and EPD reads
  // the counters as hmvc and fmvn but refuses text that is not operations.
  const run_result as_fen = run("check --fen " + quoted(path));
  CHECK(as_fen.status == 1);
  CHECK(contains(as_fen.out, path + ":3:67: input: text after the fullmove number [trailing_text]"));
  const run_result as_epd = run("check --epd " + quoted(path));
  CHECK(as_epd.status == 1);
  CHECK(reports_of(as_epd.out, path, 5) ==
        std::vector<std::string>{"67: opcode: '=' cannot stand in an opcode (letters, digits, '_'); a blank goes "
                                 "before each operand [invalid_opcode]"});
}

TEST_CASE("hints") {
  // A UCI command and a quoted FEN are not read as positions: each is reported with what it is.
  const std::string path = write_file("hints.txt",
                                      "position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves e1e2\n"
                                      "  position startpos moves e2e4\n"
                                      "\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n"
                                      "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  CHECK(r.out == path +
                     ":1:1: input: a UCI position command, not a position: give the FEN alone [uci_position]\n"
                     "    position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves e1e2\n"
                     "    ^\n" +
                     path +
                     ":2:3: input: a UCI position command, not a position: give the FEN alone [uci_position]\n"
                     "      position startpos moves e2e4\n"
                     "      ^\n" +
                     path +
                     ":3:1: input: a quoted FEN: remove the quotes [quoted_fen]\n"
                     "    \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n"
                     "    ^\n"
                     "did not parse: uci_position 2, quoted_fen 1\n"
                     "4 lines read: 4 positions: 1 parsed (1 ok, 0 with problems), 3 did not parse\n");
  const run_result n = run("normalize " + quoted(path));
  CHECK(n.status == 1);
  CHECK(n.out == "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
  CHECK(lines_of(n.err).size() == 9);
  const auto objects = json_lines(run("check --json " + quoted(path)).out);
  REQUIRE(objects.size() == 4);
  CHECK(objects[1]["error"]["code"].text == "uci_position");
  CHECK(objects[1]["error"]["field"].text == "input");
  CHECK(objects[1]["error"]["offset"].number == 2);
  CHECK(objects[2]["error"]["code"].text == "quoted_fen");
}

TEST_CASE("perft_files") {
  // python-chess's .perft files: `epd` lines are positions (EPD), `id` and `perft` lines are not.
  const std::string path = write_file("suite.perft",
                                      "id start\n"
                                      "epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n"
                                      "perft 1 20\n"
                                      "perft 2 400\n"
                                      "\n"
                                      "id broken\n"
                                      "epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq -\n"
                                      "perft 1 20\n");
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  CHECK(r.out ==
        path +
            ":7:53: castling: 'X' is not a castling letter (KQkq, A-H or a-h, or '-' for none) "
            "[invalid_castling]\n"
            "    epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq -\n"
            "                                                        ^\n"
            "did not parse: invalid_castling 1\n"
            "8 lines read: 2 positions: 1 parsed (1 ok, 0 with problems), 1 did not parse; set aside: 1 blank or "
            "comment, 5 not a position\n");
  CHECK(run("normalize " + quoted(path)).out == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n");
  const auto objects = json_lines(run("check --json " + quoted(path)).out);
  REQUIRE(objects.size() == 2);
  CHECK(objects[1]["error"]["offset"].number == 52);
}

TEST_CASE("pgn") {
  // A PGN file: each [FEN "..."] tag is checked, COLUMN in the line; the rest is set aside. By the
  // name .pgn, or by a first line that is a PGN tag.
  const std::string games =
      "[Event \"x\"]\n"
      "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n"
      "[SetUp \"1\"]\n"
      "\n"
      "1. Ke2 Kd7 *\n"
      "\n"
      "[FEN \"4k3/8/8/8/8/8/8/4K3 w KQ - 0 1\"]\n"
      "{a comment} 1. e4 *\n"
      "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 x\"]\n";
  const std::string expected_tail =
      ":7:29: illegal: White may castle king side, but there is no white rook on h1 [castling_without_rook]\n"
      "    [FEN \"4k3/8/8/8/8/8/8/4K3 w KQ - 0 1\"]\n"
      "                                ^\n";
  for (const std::string name : {"games.pgn", "games.txt"}) {
    CAPTURE(name);
    const std::string path = write_file(name, games);
    const run_result r = run("check " + quoted(path));
    CHECK(r.status == 1);
    CHECK(r.out ==
          path + expected_tail + path +
              ":7:29: illegal: White may castle queen side, but there is no white rook on a1 [castling_without_rook]\n"
              "    [FEN \"4k3/8/8/8/8/8/8/4K3 w KQ - 0 1\"]\n"
              "                                ^\n" +
              path +
              ":9:35: fullmove number: 'x' is not a digit; a counter is a whole number [invalid_counter]\n"
              "    [FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 x\"]\n"
              "                                      ^\n"
              "did not parse: invalid_counter 1\n"
              "problems: castling_without_rook 2\n"
              "9 lines read: 3 positions: 2 parsed (1 ok, 1 with problems), 1 did not parse; set aside: 2 blank or "
              "comment, "
              "4 not a position\n");
    CHECK(run("normalize " + quoted(path)).out == "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/4K3 w KQ - 0 1\n");
    const auto objects = json_lines(run("check --json " + quoted(path)).out);
    REQUIRE(objects.size() == 3);
    CHECK(objects[1]["problems"].items[0]["column"].number == 29);
    CHECK(objects[2]["error"]["offset"].number == 34);
  }
}

TEST_CASE("encodings") {
  // A UTF-8 byte-order mark is skipped, and said once on standard error; '%' starts a comment.
  const std::string bom = write_file("bom.epd",
                                     "\xEF\xBB\xBF% a comment\n4k3/8/8/8/8/8/8/4K3 w - - bm Ke2;\n"
                                     "\xEF\xBB\xBF"
                                     "4k3/8/8/8/8/8/8/4K3 w - -\n");
  const run_result r = run("check " + quoted(bom));
  CHECK(r.status == 1);
  CHECK(r.err == "fen check: " + bom + ": skipped the UTF-8 byte-order mark at its start\n");
  CHECK(r.out ==
        bom +
            ":3:1: placement: byte 0xEF is not ASCII; FEN is plain ASCII text [non_ascii]\n"
            "    \\xEF\\xBB\\xBF4k3/8/8/8/8/8/8/4K3 w - -\n"
            "    ^\n"
            "did not parse: non_ascii 1\n"
            "3 lines read: 2 positions: 1 parsed (1 ok, 0 with problems), 1 did not parse; set aside: 1 blank or "
            "comment\n");
  // UTF-16, with a byte-order mark either way or without one: named once, not read, status 2; the
  // other files are still read.
  const std::string good = write_file("good.fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
  for (const std::string& bytes : {std::string("\xFF\xFE"
                                               "4\0k\0"
                                               "3\0/\0\n\0",
                                               12),
                                   std::string("\xFE\xFF\0"
                                               "4\0k\0"
                                               "3\0/\0\n",
                                               12),
                                   std::string("4\0k\0"
                                               "3\0/\0"
                                               "8\0/\0\n\0",
                                               14)}) {
    const std::string path = write_file("wide.epd", bytes);
    const run_result w = run("check " + quoted(path) + " " + quoted(good));
    CHECK(w.status == 2);
    CHECK(w.err == "fen check: " + path + " looks like UTF-16; fen reads ASCII/UTF-8\n");
    CHECK(w.out == "1 line read: 1 position: 1 parsed (1 ok, 0 with problems), 0 did not parse\n");
    const run_result n = run("normalize " + quoted(path));
    CHECK(n.status == 2);
    CHECK(n.out.empty());
    CHECK(n.err == "fen normalize: " + path + " looks like UTF-16; fen reads ASCII/UTF-8\n");
  }
  // NUL bytes at the end of a line (a C string's terminator, as several EPD suites have them) are
  // dropped and said once a file; they do not make the file UTF-16. A NUL inside a line is an error.
  const std::string nul = write_file("nul.epd", std::string("4k3/8/8/8/8/8/8/4K3 w - - bm Ke2;\0\n"
                                                            "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;\0\0\r\n"
                                                            "4k3/8/8/8/8/8/8/4K3 w - -\0 bm Kd2;\n",
                                                            107));
  const run_result z = run("check " + quoted(nul));
  CHECK(z.status == 1);
  CHECK(z.err == "fen check: " + nul + ": dropped the NUL bytes at the end of 2 lines\n");
  CHECK(z.out.find(nul + ":3:26: en passant: byte 0x00 cannot stand in the field") == 0);
  CHECK(z.out.find("3 lines read: 3 positions: 2 parsed (2 ok, 0 with problems), 1 did not parse") !=
        std::string::npos);
  const run_result zn = run("normalize " + quoted(nul));
  CHECK(zn.out == "4k3/8/8/8/8/8/8/4K3 w - - bm Ke2;\n4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;\n");
}

TEST_CASE("line_limit") {
  // No line is held whole beyond 1 MiB: a longer one is reported with its place and skipped; a line
  // of exactly 1 MiB is read.
  const std::size_t limit = std::size_t{1} << 20;
  const std::string good = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  const std::string content = good + "\n" + "8/8/8/8/8/8/8/4K2k w - - 0 1" + std::string(limit - 28, ' ') + "\n" +
                              std::string(limit + 1, 'q') + "\n" + std::string(3 * limit, 'r') + "\n" + good;
  const std::string path = write_file("long.fen", content);
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  CHECK(r.out == path + ":3: input: the line is longer than 1048576 bytes; it is skipped unread [line_too_long]\n" +
                     path + ":4: input: the line is longer than 1048576 bytes; it is skipped unread [line_too_long]\n" +
                     "did not parse: line_too_long 2\n"
                     "5 lines read: 5 positions: 3 parsed (3 ok, 0 with problems), 2 did not parse\n");
  const auto objects = json_lines(run("check --json " + quoted(path)).out);
  REQUIRE(objects.size() == 5);
  CHECK(objects[2]["input"].type == json::kind::null);
  CHECK(objects[2]["error"]["code"].text == "line_too_long");
  CHECK(objects[3]["line"].number == 4);
  const run_result n = run("normalize " + quoted(path));
  CHECK(n.status == 1);
  CHECK(n.out == joined({good, "8/8/8/8/8/8/8/4K2k w - - 0 1", good}));
  CHECK(n.err == path + ":3: input: the line is longer than 1048576 bytes; it is skipped unread [line_too_long]\n" +
                     path + ":4: input: the line is longer than 1048576 bytes; it is skipped unread [line_too_long]\n");
  // The last line, too long and without a newline.
  const std::string last = write_file("last.fen", good + "\n" + std::string(limit + 5, 'k'));
  CHECK(lines_of(run("check " + quoted(last)).out).back() ==
        "2 lines read: 2 positions: 1 parsed (1 ok, 0 with problems), 1 did not parse");
}

TEST_CASE("write_errors") {
  // Every write error is exit status 2, said on standard error.
  const std::string path = write_file("some.fen", joined(mixed_lines));
  for (const std::string& args : std::vector<std::string>{"show 4k3/8/8/8/8/8/8/4K3 w - - 0 1", "check " + quoted(path),
                                                          "check --json " + quoted(path), "normalize " + quoted(path),
                                                          "--help", "check --help", "help normalize", "--version"}) {
    CAPTURE(args);
    const run_result r = run_to(args, "/dev/full");
    CHECK(r.status == 2);
    CHECK(contains(r.err, "cannot write the output"));
  }
  // Standard error full: normalize's reports cannot be written.
  const std::string command =
      quoted(environment("FEN_TOOL")) + " normalize " + quoted(path) + " > /dev/null 2> /dev/full < /dev/null";
  const int raw = std::system(command.c_str());
  REQUIRE(WIFEXITED(raw));
  CHECK(WEXITSTATUS(raw) == 2);
}

TEST_CASE("options") {
  const std::string path = write_file("mixed.fen", joined(mixed_lines));
  const run_result all = run("check " + quoted(path));
  const std::string summary =
      "did not parse: invalid_castling 1, invalid_empty_count 1, invalid_en_passant 1, too_few_ranks 1\n"
      "problems: castling_without_rook 4, no_king 2, board_empty 1, en_passant_before_any_move 1, "
      "en_passant_wrong_rank 1, fullmove_zero 1, halfmove_clock_too_large 1, opponent_in_check 1, "
      "pawn_on_back_rank 1, too_many_kings 1\n";
  CHECK(contains(all.out, summary));

  // --quiet: the summary only.
  const run_result quiet = run("check --quiet " + quoted(path));
  CHECK(quiet.status == 1);
  CHECK(quiet.out == summary + lines_of(all.out).back() + "\n");
  CHECK(run("normalize --quiet " + quoted(path)).err.empty());

  // --max-errors N: the first N bad lines reported, all counted.
  const run_result two = run("check --max-errors 2 " + quoted(path));
  CHECK(two.status == 1);
  CHECK(two.out == path +
                       ":6:49: castling: 'X' is not a castling letter (KQkq, A-H or a-h, or '-' for none) "
                       "[invalid_castling]\n"
                       "    " +
                       mixed_lines[5] + "\n" + std::string(52, ' ') + "^\n" + path +
                       ":7:19: placement: '9' is not a count of empty squares (1 to 8) [invalid_empty_count]\n"
                       "    " +
                       mixed_lines[6] + "\n" + std::string(22, ' ') + "^\n" + summary +
                       "reported the first 2 bad lines; 10 more not shown\n" + lines_of(all.out).back() + "\n");
  CHECK(run("check --max-errors=2 " + quoted(path)).out == two.out);
  CHECK(run("check --max-errors 0 " + quoted(path)).out ==
        summary + "reported the first 0 bad lines; 12 more not shown\n" + lines_of(all.out).back() + "\n");
  CHECK(lines_of(run("normalize --max-errors 1 " + quoted(path)).err).size() == 3);
  CHECK(json_lines(run("check --json --max-errors 1 " + quoted(path)).out).size() == 7);  // 6 good, 1 bad

  // --fail-on: what makes the status 1. any (the default): any problem; illegal: an illegal
  // position or a line that does not parse; parse: only a line that does not parse.
  const std::string unreachable = write_file("unreachable.fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 0\n");
  const std::string illegal = write_file("illegal.fen", "4k3/8/8/8/8/8/8/4K2K w - - 0 1\n");
  const std::string broken = write_file("broken.fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 x\n");
  const std::vector<std::pair<std::string, std::vector<int>>> statuses = {{"", {1, 1, 1}},
                                                                          {"--fail-on=any ", {1, 1, 1}},
                                                                          {"--fail-on=illegal ", {0, 1, 1}},
                                                                          {"--fail-on parse ", {0, 0, 1}}};
  for (const auto& entry : statuses) {
    const std::string& option = entry.first;
    const std::vector<int>& expected = entry.second;
    CAPTURE(option);
    CHECK(run("check " + option + quoted(unreachable)).status == expected[0]);
    CHECK(run("check " + option + quoted(illegal)).status == expected[1]);
    CHECK(run("check " + option + quoted(broken)).status == expected[2]);
  }
  // Usage errors.
  for (const std::string args :
       {"check --max-errors", "check --max-errors=x", "check --max-errors -1", "check --fail-on=never",
        "check --fail-on", "normalize --fail-on=any", "check --quiet --json", "show --quiet 8/8/8/8/8/8/8/8"}) {
    CAPTURE(args);
    const run_result u = run(args);
    CHECK(u.status == 2);
    CHECK(u.out.empty());
    CHECK_FALSE(u.err.empty());
  }
  for (const std::string option : {"--quiet", "--max-errors", "--fail-on"})
    CHECK(contains(run("check --help").out, option));
}

TEST_CASE("json_fields") {
  // The members of every object, spelled out: the schema, the file, the error's field, each
  // problem's square and column, the text set aside.
  const std::string path = write_file("fields.epd",
                                      "4k3/8/8/8/8/8/8/4K3 w KQXq - 0 1\n"
                                      "4k3/8/8/8/8/8/8/4K2K w - - 0 1; v=12\n"
                                      "4k3/8/8/8/8/8/8/4K3 w - - bm Ke2; id \"a\n");
  const run_result r = run("check --json " + quoted(path));
  CHECK(r.status == 1);
  CHECK(r.out ==
        "{\"schema\":1,\"file\":\"" + path +
            "\",\"line\":1,\"input\":\"4k3/8/8/8/8/8/8/4K3 w KQXq - 0 1\",\"ok\":false,\"error\":{\"code\":"
            "\"invalid_castling\",\"field\":\"castling\",\"offset\":24,\"message\":\"castling: 'X' is not a castling "
            "letter (KQkq, A-H or a-h, or '-' for none)\"},\"fen\":null,\"set_aside\":null,\"problems\":[]}\n"
            "{\"schema\":1,\"file\":\"" +
            path +
            "\",\"line\":2,\"input\":\"4k3/8/8/8/8/8/8/4K2K w - - 0 1; v=12\",\"ok\":false,\"error\":null,\"fen\":"
            "\"4k3/8/8/8/8/8/8/4K2K w - - 0 1\",\"set_aside\":\"; v=12\",\"problems\":[{\"code\":"
            "\"too_many_kings\",\"severity\":\"illegal\",\"message\":\"White has two kings: e1 and h1\",\"square\":"
            "\"e1\",\"column\":18}]}\n"
            "{\"schema\":1,\"file\":\"" +
            path +
            "\",\"line\":3,\"input\":\"4k3/8/8/8/8/8/8/4K3 w - - bm Ke2; id \\\"a\",\"ok\":false,\"error\":{\"code\":"
            "\"unterminated_string\",\"field\":\"operations\",\"offset\":37,\"message\":\"string operand: no closing "
            "'\\\"'\"},\"fen\":null,\"set_aside\":null,\"problems\":[]}\n");
  CHECK(contains(json_lines(run("check --json", path).out)[0]["file"].text, "<stdin>"));
}

TEST_CASE("rules") {
  // --variant: a variant's notation reads only under its rules.
  const std::string pocket = "rnb1kb1r/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1[QRbn] w kq - 0 10";
  const std::string pocket_file = write_file("pocket.fen", pocket + "\n");
  const run_result plain = run("check " + quoted(pocket_file));  // the pockets say crazyhouse
  CHECK(plain.status == 0);
  CHECK(contains(plain.out, "read by the rules of: crazyhouse 1\n"));
  const run_result forced = run("check --variant standard " + quoted(pocket_file));
  CHECK(forced.status == 1);
  CHECK(contains(forced.out,
                 "'[' starts crazyhouse pockets; check it with --variant crazyhouse [variant_not_supported]"));
  for (const std::string name : {"crazyhouse", "zh", "Crazyhouse"}) {
    CAPTURE(name);
    const run_result zh = run("check --variant " + name + " " + quoted(pocket_file));
    CHECK(zh.status == 0);
    CHECK(contains(zh.out, "1 parsed (1 ok, 0 with problems), 0 did not parse"));
  }
  CHECK(run("check --variant=crazyhouse " + quoted(pocket_file)).status == 0);
  // normalize writes the variant's notation back: the ninth rank becomes brackets.
  const std::string ninth = write_file("ninth.fen", "rnb1kb1r/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1/QRbn w kq - 0 10\n");
  const run_result zh_normal = run("normalize --variant crazyhouse " + quoted(ninth));
  CHECK(zh_normal.status == 0);
  CHECK(zh_normal.out == pocket + "\n");
  const run_result zh_show = run("show --variant crazyhouse " + quoted(pocket));
  CHECK(zh_show.status == 0);
  CHECK(contains(zh_show.out, "rules            crazyhouse\n"));
  CHECK(contains(zh_show.out, "pockets          White QR, Black bn\n"));
  CHECK(contains(zh_show.out, "pockets: [QRbn]"));

  const std::string three = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+2 0 1";
  const std::string three_file =
      write_file("three.fen", three + "\n" + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +0+1\n");
  CHECK(run("check " + quoted(three_file)).status == 0);  // the checks fields say three-check
  CHECK(contains(run("check " + quoted(three_file)).out, "read by the rules of: three_check 2\n"));
  CHECK(contains(run("check --variant standard " + quoted(three_file)).out,
                 "check it with --variant three_check [variant_not_supported]"));
  const run_result three_check = run("check --variant three_check " + quoted(three_file));
  CHECK(three_check.status == 0);
  CHECK(contains(three_check.out, "2 parsed (2 ok, 0 with problems)"));
  CHECK(run("check --variant 3check " + quoted(three_file)).status == 0);
  CHECK(run("normalize --variant three-check " + quoted(three_file)).out == three + "\n" + three + "\n");
  const run_result three_show = run("show --variant three_check " + quoted(three));
  CHECK(three_show.status == 0);
  CHECK(contains(three_show.out, "checks to give   White 3, Black 2\n"));

  // Castling: standard by default, so a king off e1 with rights is castling_not_standard...
  const std::string off_e1 = "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1";
  const std::string off_e1_file = write_file("off_e1.fen", off_e1 + "\n");
  const run_result standard = run("check " + quoted(off_e1_file));
  CHECK(standard.status == 1);
  CHECK(contains(standard.out, "[castling_not_standard]"));
  // ... pointed at the castling field (column 27), saying that the rights are Chess960's...
  CHECK(contains(standard.out, off_e1_file + ":1:27: "));
  CHECK(contains(standard.out,
                 "; the rights are Chess960's, written as KQkq: check with --chess960 "
                 "[castling_not_standard]"));
  CHECK(contains(standard.out,
                 "Chess960: 1 line has castling rights written as KQkq that are Chess960's; with "
                 "--chess960, 1 has no problem\n"));
  CHECK(run("show " + quoted(off_e1)).status == 1);
  // ... and clean under --chess960.
  const run_result chess960 = run("check --chess960 " + quoted(off_e1_file));
  CHECK(chess960.status == 0);
  CHECK(contains(chess960.out, "1 parsed (1 ok, 0 with problems)"));
  const run_result chess960_show = run("show --chess960 " + quoted(off_e1));
  CHECK(chess960_show.status == 0);
  CHECK(contains(chess960_show.out, "rules            standard chess with Chess960 castling\n"));
  CHECK(run("check --json --chess960 " + quoted(off_e1_file)).status == 0);

  // A file letter in the castling field says Chess960 on its own.
  const std::string shredder = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1";
  const std::string shredder_file = write_file("shredder.fen", shredder + "\n" + off_e1 + "\n");
  const run_result detected = run("check " + quoted(shredder_file));
  CHECK(detected.status == 1);  // the second line: standard rules
  CHECK(contains(detected.out, "2 parsed (1 ok, 1 with problems)"));
  CHECK_FALSE(contains(detected.out, shredder_file + ":1:"));
  CHECK(run("check --chess960 " + quoted(shredder_file)).status == 0);
  CHECK(run("show " + quoted(shredder)).status == 0);
  // The same position written KQkq is judged by standard rules.
  const std::string kqkq = write_file("kqkq.fen", "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\n");
  CHECK(contains(run("check " + quoted(kqkq)).out, "[castling_not_standard]"));
  CHECK(run("check --chess960 " + quoted(kqkq)).status == 0);

  // A bad variant is a usage error that names the variants.
  for (const std::string& args :
       std::vector<std::string>{"check --variant chess961", "show --variant=bughouse " + off_e1, "normalize --variant",
                                "check --chess960=yes"}) {
    CAPTURE(args);
    const run_result u = run(args);
    CHECK(u.status == 2);
    CHECK(u.out.empty());
    CHECK_FALSE(u.err.empty());
  }
  CHECK(contains(run("check --variant chess961").err,
                 "--variant takes standard, crazyhouse, three_check, antichess, atomic, king_of_the_hill, "
                 "racing_kings, horde or giveaway, not 'chess961'"));
  for (const std::string command : {"show", "check", "normalize"}) {
    CAPTURE(command);
    const std::string help = run(command + " --help").out;
    CHECK(contains(help, "--variant NAME"));
    CHECK(contains(help, "--chess960"));
  }
}
