// Tests of the `fen` command-line tool (tools/fen/): what all its commands share. Help and usage,
// exit statuses, input (CRLF, no final newline, a missing file, standard input, long input,
// encodings, the line limit), write errors, and the rules options (--variant, --chess960). The
// other files hold one command each: check.cpp, normalize.cpp, show.cpp; formats.cpp the file
// formats read by content (EPD, perft files, PGN), real_inputs.cpp the shapes real files come in.
// The tool is run on files written here, and what it prints is read back and compared with what
// the library itself says about each line (verdicts.hpp).
//
// Environment: FEN_TOOL, the tool to run; FEN_TOOL_WORK, a folder for this test case's files;
// FEN_CORPUS_MAIN and FEN_CORPUS_MAIN_LINES, the corpus file and its line count (test case `corpus`
// in check.cpp only).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
#include <fen/fen.hpp>

#include "samples.hpp"
#include "tool_support.hpp"
#include "verdicts.hpp"

#include <sys/wait.h>

#include <cstddef>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

using tool_tests::check_json_object;
using tool_tests::check_json_run;
using tool_tests::contains;
using tool_tests::environment;
using tool_tests::joined;
using tool_tests::json;
using tool_tests::json_lines;
using tool_tests::library_ok;
using tool_tests::lines_of;
using tool_tests::mixed_lines;
using tool_tests::quoted;
using tool_tests::read_file;
using tool_tests::replaced;
using tool_tests::run;
using tool_tests::run_result;
using tool_tests::starts_with;
using tool_tests::work_folder;
using tool_tests::write_file;

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

}  // namespace

TEST_CASE("help_and_usage") {
  const run_result main_help = run("--help");
  CHECK(main_help.status == 0);
  CHECK(contains(main_help.out, "usage: fen COMMAND"));
  CHECK(run("help").out == main_help.out);
  CHECK(run("-h").out == main_help.out);
  for (const std::string command : {"show", "check", "normalize", "svg", "stats", "dedup"}) {
    CAPTURE(command);
    const run_result help = run(command + " --help");
    CHECK(help.status == 0);
    CHECK(starts_with(help.out, "usage: fen " + command));
    CHECK(run("help " + command).out == help.out);
    CHECK(run(command + " -h").out == help.out);
    CHECK(contains(main_help.out, "\n  " + command + " "));
    // --variant's list names every variant of the library's table: a new one is a failure here
    // until the help says what it is. (svg, stats and dedup send the reader to show's and check's.)
    if (command == "svg" || command == "stats" || command == "dedup") continue;
    for (unsigned v = 0; v < fen::variant_count; ++v) {
      const std::string name(fen::name(static_cast<fen::variant>(v)));
      CAPTURE(name);
      CHECK(contains(help.out, name));
    }
  }
  // fen(1) lists --variant's names too (tools/fen/fen.1, beside this file's folder's parent).
  std::string page_path = __FILE__;
  page_path = page_path.substr(0, page_path.find_last_of("/\\") + 1) + "../../tools/fen/fen.1";
  std::ifstream page_file(page_path, std::ios::binary);
  REQUIRE_MESSAGE(page_file.good(), "cannot open the man page ", page_path);
  const std::string page((std::istreambuf_iterator<char>(page_file)), std::istreambuf_iterator<char>());
  for (unsigned v = 0; v < fen::variant_count; ++v) {
    const std::string name(fen::name(static_cast<fen::variant>(v)));
    CAPTURE(name);
    CHECK(contains(page, name));
  }
  CHECK(contains(run("check --help").out, "CR"));
  CHECK(contains(run("normalize --help").out, "CR"));

  const run_result version = run("--version");
  CHECK(version.status == 0);
  CHECK(version.out == "fen " + std::to_string(FEN_VERSION_MAJOR) + "." + std::to_string(FEN_VERSION_MINOR) + "." +
                           std::to_string(FEN_VERSION_PATCH) + "\n");

  // Usage errors: status 2 and a word on standard error, nothing on standard output.
  for (const std::string args : {"",
                                 "frob",
                                 "help frob",
                                 "check --bogus",
                                 "check --castling=xfen",
                                 "check --json=yes",
                                 "normalize --castling=bogus",
                                 "normalize --castling",
                                 "normalize --en-passant=never",
                                 "normalize --json",
                                 "show",
                                 "show --json 8/8/8/8/8/8/8/8",
                                 "stats --castling=xfen",
                                 "dedup --json",
                                 "dedup --top 3",
                                 "svg --top 3 8/8/8/8/8/8/8/8",
                                 "check --same=all",
                                 "show --arrow e2-e4 8/8/8/8/8/8/8/8",
                                 "check --size 3",
                                 "stats --svg"}) {
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
