// Tests of `fen check` (tools/fen/check.cpp): its JSON, each line's report at its place, the lines
// set aside, problem columns, hints, --quiet, --max-errors and --fail-on, and the corpus.
#include <doctest/doctest.h>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include "samples.hpp"
#include "tool_support.hpp"
#include "verdicts.hpp"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace {

using tool_tests::check_json_run;
using tool_tests::contains;
using tool_tests::decode_utf8;
using tool_tests::environment;
using tool_tests::joined;
using tool_tests::json;
using tool_tests::json_lines;
using tool_tests::lines_of;
using tool_tests::mixed_lines;
using tool_tests::quoted;
using tool_tests::read_file;
using tool_tests::run;
using tool_tests::run_result;
using tool_tests::skipped;
using tool_tests::starts_with;
using tool_tests::write_file;

}  // namespace

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
