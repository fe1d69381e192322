// Tests of the `fen` command-line tool on the file formats it reads by their content: EPD files
// (checked, their errors, JSON, and how EPD is told from FEN), each layout real files use, perft
// files and PGN.
#include <doctest/doctest.h>
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include "samples.hpp"
#include "tool_support.hpp"
#include "verdicts.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace {

using tool_tests::as;
using tool_tests::check_epd_json_object;
using tool_tests::check_json_object;
using tool_tests::check_json_run;
using tool_tests::contains;
using tool_tests::epd_canonical;
using tool_tests::epd_code;
using tool_tests::epd_lines;
using tool_tests::joined;
using tool_tests::json;
using tool_tests::json_lines;
using tool_tests::lines_of;
using tool_tests::mixed_lines;
using tool_tests::quoted;
using tool_tests::reports_of;
using tool_tests::run;
using tool_tests::run_result;
using tool_tests::skipped;
using tool_tests::starts_with;
using tool_tests::write_file;

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
