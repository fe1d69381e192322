// Tests of the `fen` command-line tool on the shapes real files come in: opening books piped in
// without counters, Chess960 books written with KQkq, PGN games of other variants, CSV and TSV
// tables, lines that are not positions at all, and variant notation read without a flag.
#include <doctest/doctest.h>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include "tool_support.hpp"

#include <string>
#include <vector>

namespace {

using tool_tests::contains;
using tool_tests::joined;
using tool_tests::lines_of;
using tool_tests::quoted;
using tool_tests::replaced;
using tool_tests::run;
using tool_tests::run_result;
using tool_tests::write_file;

/// The last line of `out`: the summary of `fen check`.
std::string summary_of(const std::string& out) { return lines_of(out).back(); }

}  // namespace

TEST_CASE("counters_absent") {
  // An opening book's lines: four fields, the en passant square after every double push, so at
  // "move 1" with White to move (a FEN's default counters would make that unreachable).
  const std::vector<std::string> book = {
      "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6",
      "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6",
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3",
  };
  const std::string content = joined(book);
  const std::string named = write_file("book.epd", content);
  const std::string plain = write_file("book.txt", content);
  const run_result as_epd = run("check " + quoted(named));
  CHECK(as_epd.status == 0);
  CHECK(summary_of(as_epd.out) == "3 lines read: 3 positions: 3 parsed (3 ok, 0 with problems), 0 did not parse");
  // Piped, or under any other name: exactly what the .epd file gives.
  const run_result piped = run("check -", plain);
  CHECK(piped.status == 0);
  CHECK(piped.out == as_epd.out);
  CHECK(run("check " + quoted(plain)).out == as_epd.out);
  CHECK(run("check --fen " + quoted(plain)).out == as_epd.out);
  CHECK(run("check --json -", plain).out.find("en_passant_before_any_move") == std::string::npos);
  // With counters written, the same square at move 1 is a problem.
  const std::string six = write_file("six.fen", book[0] + " 0 1\n");
  CHECK(contains(run("check " + quoted(six)).out, "[en_passant_before_any_move]"));
  // A five-field line gives the halfmove clock only.
  const std::string five = write_file("five.txt", "4k3/8/8/8/8/8/8/4K3 w - - 300\n");
  CHECK_FALSE(contains(run("check " + quoted(five)).out, "[halfmove_clock_too_large]"));

  // fen show: the counters are "not given", and nothing that needs them is reported.
  const run_result shown = run("show " + quoted(book[0]));
  CHECK(shown.status == 0);
  CHECK(contains(shown.out, "halfmove clock   not given (written as 0)\n"));
  CHECK(contains(shown.out, "fullmove number  not given (written as 1)\n"));
  CHECK(contains(shown.out, "problems         none\n"));
  CHECK(run("show -", plain).out == shown.out);
  CHECK(run("show " + quoted(book[0] + " 0 1")).status == 1);
}

TEST_CASE("chess960_in_kqkq") {
  // Chess960 start positions written with KQkq, as X-FEN writes the outer rooks.
  const std::vector<std::string> book = {
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
      "nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w KQkq - 0 1",
  };
  const std::string path = write_file("frc.epd", joined(book));
  const run_result plain = run("check " + quoted(path));
  CHECK(plain.status == 1);
  CHECK(contains(plain.out,
                 "White may castle king side, but the white king stands on g1, not e1 as in standard "
                 "chess; the rights are Chess960's, written as KQkq: check with --chess960 "
                 "[castling_not_standard]"));
  CHECK(contains(plain.out,
                 "Chess960: 2 lines have castling rights written as KQkq that are Chess960's; with "
                 "--chess960, 2 have no problem\n"));
  const run_result chess960 = run("check --chess960 " + quoted(path));
  CHECK(chess960.status == 0);
  CHECK(summary_of(chess960.out) == "2 lines read: 2 positions: 2 parsed (2 ok, 0 with problems), 0 did not parse");
  CHECK_FALSE(contains(chess960.out, "Chess960:"));

  // A plain wrong KQkq (the king castled, the rights left on): not Chess960's either, and said so.
  const std::string castled = write_file("castled.fen", "r4rk1/8/8/8/8/8/8/R4RK1 w KQkq - 0 20\n");
  const run_result wrong = run("check " + quoted(castled));
  CHECK(wrong.status == 1);
  CHECK(contains(wrong.out, "nor are the rights Chess960's: "));
  CHECK_FALSE(contains(wrong.out, "check with --chess960"));
  CHECK_FALSE(contains(wrong.out, "Chess960: "));
}

TEST_CASE("pgn_variants") {
  const std::string frc = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9";
  const std::string games = joined({
      "[Event \"one\"]",
      "[Variant \"Chess960\"]",
      "[FEN \"" + frc + "\"]",
      "",
      "1. e4 *",
      "",  //
      "[Event \"two\"]",
      "[Variant \"fischerandom\"]",
      "[FEN \"" + frc + "\"]",
      "",
      "1. e4 *",
      "",
      "[Event \"three\"]",
      "[Variant \"Crazyhouse\"]",
      "[FEN \"rnb1kb1r/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1[QRbn] w kq - 0 10\"]",
      "",
      "*",
      "",
      "[Event \"four\"]",
      "[Variant \"Three-check\"]",
      "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1\"]",
      "",
      "*",
      "",
      "[Event \"five\"]",
      "[FEN \"" + frc + "\"]",
      "",
      "*",  // no [Variant]: standard chess
  });
  const std::string path = write_file("games.pgn", games);
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  const auto reports = lines_of(r.out);
  // Only the last game's position is judged by standard rules.
  for (const std::string& line : reports)
    if (contains(line, "[castling_not_standard]")) CHECK(tool_tests::starts_with(line, path + ":26:"));
  CHECK(contains(r.out,
                 "read by the rules of: standard chess 1, standard chess with Chess960 castling 2, "
                 "crazyhouse 1, three_check 1\n"));

  // A variant fen does not read is named, not judged by other rules.
  const std::string seirawan = write_file(
      "seirawan.pgn",
      joined({"[Event \"s\"]", "[Variant \"Seirawan\"]",
              "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1\"]", "", "*"}));
  const run_result s = run("check " + quoted(seirawan));
  CHECK(s.status == 1);
  CHECK(contains(s.out, "input: the game's [Variant] tag names a variant fen does not read [variant_not_supported]"));
  CHECK_FALSE(contains(s.out, "crazyhouse"));

  // Games without a [FEN] tag: counted, and a run with nothing else checked nothing.
  const std::string none =
      write_file("none.pgn", joined({"[Event \"a\"]", "", "1. e4 e5 *", "", "[Event \"b\"]", "", "1. d4 *"}));
  const run_result n = run("check " + quoted(none));
  CHECK(n.status == 1);
  CHECK(contains(n.out,
                 "PGN: 2 of 2 games have no [FEN] tag: they start from the standard position, with nothing "
                 "to check\n"));
  const std::string some = write_file("some.pgn", joined({"[Event \"a\"]", "", "1. e4 e5 *", "", "[Event \"b\"]",
                                                          "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]", "", "*"}));
  const run_result m = run("check " + quoted(some));
  CHECK(m.status == 0);
  CHECK(contains(m.out, "PGN: 1 of 2 games have no [FEN] tag"));
}

TEST_CASE("tables") {
  // The lichess puzzle export: a header row names the FEN column.
  const std::string puzzles =
      write_file("puzzles.csv", joined({"PuzzleId,FEN,Moves,Rating,Themes",
                                        "00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7,1760,"
                                        "crushing",
                                        "0000D,5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27,d3d6 f8d8,1500,"
                                        "advantage"}));
  const run_result p = run("check " + quoted(puzzles));
  CHECK(p.status == 0);
  CHECK(summary_of(p.out) ==
        "3 lines read: 2 positions: 2 parsed (2 ok, 0 with problems), 0 did not parse; set aside: 1 table header");
  // normalize writes each row back, the position in canonical form, the header row too.
  const std::string untidy =
      write_file("untidy.csv", joined({"id,fen,eval", "1,4k3/8/8/8/8/8/8/4K3  w  -  -  0  1,0.0"}));
  CHECK(run("normalize " + quoted(untidy)).out == joined({"id,fen,eval", "1,4k3/8/8/8/8/8/8/4K3 w - - 0 1,0.0"}));

  // The lichess openings TSV: column epd.
  const std::string openings =
      write_file("a.tsv", joined({"eco\tname\tpgn\tuci\tepd",
                                  "A00\tAmar Gambit\t1. Nh3 d5 2. g3 e5 3. f4\tg1h3 d7d5 g2g3 e7e5 f2f4\t"
                                  "rnbqkbnr/ppp2ppp/8/3pp3/5P2/6PN/PPPPP2P/RNBQKB1R b KQkq -"}));
  const run_result o = run("check " + quoted(openings));
  CHECK(o.status == 0);
  CHECK(summary_of(o.out) ==
        "2 lines read: 1 position: 1 parsed (1 ok, 0 with problems), 0 did not parse; set aside: 1 table header");

  // A FEN followed directly by ',': the rest of the row is set aside, and written back by normalize.
  const std::string rows = joined({"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1,true,white=0",
                                   "4k3/8/8/8/8/8/8/4K3 w - - 0 1,false,white=1"});
  const std::string rows_path = write_file("rows.csv", rows);
  const run_result r = run("check " + quoted(rows_path));
  CHECK(r.status == 0);
  CHECK(summary_of(r.out) ==
        "2 lines read: 2 positions: 2 parsed (2 ok, 0 with problems), 0 did not parse; set aside: 2 annotations");
  CHECK(run("normalize " + quoted(rows_path)).out == rows);
  // A comma inside EPD operations or free text after them is no row's end.
  const std::string epd = "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2, Ke2; c0 \"a, b\";";
  const std::string epd_path = write_file("commas.epd", epd + "\n5rk1/8/8/8/8/8/8/5RK1 w - - ; bm Rf7; A vs B, 2015\n");
  const run_result commas = run("check " + quoted(epd_path));
  CHECK(commas.status == 0);
  CHECK(summary_of(commas.out) == "2 lines read: 2 positions: 2 parsed (2 ok, 0 with problems), 0 did not parse");
  CHECK(lines_of(run("normalize " + quoted(epd_path)).out)[0] == "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2, Ke2; c0 \"a, b\";");

  // Reports give the row and the byte of the line where the position's problem is.
  const std::string bad = write_file(
      "bad.csv", joined({"id,FEN", "7,\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"", "8,\"4k3/8/8/8/8/8/8/4K3 w KQ - 0 1\""}));
  const run_result b = run("check " + quoted(bad));
  CHECK(b.status == 1);
  CHECK(contains(b.out, bad + ":3:26: illegal: White may castle king side, but there is no white rook on h1"));

  // --column: by number (a first row without a position is its header) or by name.
  const std::string numbered = write_file("numbered.csv", joined({"a;b,4k3/8/8/8/8/8/8/4K3 w - - 0 1,x"}));
  const run_result second = run("check --column 2 " + quoted(numbered));
  CHECK(second.status == 0);
  CHECK(summary_of(second.out) == "1 line read: 1 position: 1 parsed (1 ok, 0 with problems), 0 did not parse");
  CHECK(summary_of(run("check --column 1 " + quoted(numbered)).out) ==
        "1 line read: 0 positions: 0 parsed (0 ok, 0 with problems), 0 did not parse; set aside: 1 table header");
  const run_result short_row = run("check --column 4 " + quoted(numbered));
  CHECK(short_row.status == 1);
  CHECK(contains(short_row.out, "[column_not_found]"));
  const std::string named = write_file("named.csv", joined({"start,end",
                                                            "8/8/8/8/8/8/8/K6k w - - 0 1,"
                                                            "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}));
  const run_result by_name = run("check --column end " + quoted(named));
  CHECK(by_name.status == 0);
  CHECK(run("normalize --column=END " + quoted(named)).out == tool_tests::read_file(named));
  const run_result missing = run("check --column nowhere " + quoted(named));
  CHECK(missing.status == 1);
  CHECK(contains(missing.out, "[column_not_found]"));
  for (const std::string& args : {std::string("check --column"), std::string("check --column 0 x")}) {
    CAPTURE(args);
    CHECK(run(args).status == 2);
  }
  CHECK(contains(run("check --help").out, "--column NAME|N"));

  // Rows read as whole lines (no header names their column): one hint, in the summary.
  const std::string headless =
      write_file("headless.csv", joined({"00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,"
                                         "f2g3 e6e7,1760",
                                         "0000D,5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27,"
                                         "d3d6 f8d8,1500"}));
  const run_result h = run("check " + quoted(headless));
  CHECK(h.status == 1);
  CHECK(contains(h.out,
                 "2 lines that did not parse look like CSV or TSV rows: read them by the column of their "
                 "positions with --column N (or NAME)\n"));
  CHECK(run("check --column 2 " + quoted(headless)).status == 0);
}

TEST_CASE("not_positions") {
  const std::string path = write_file("moves.txt", joined({"e2e4 e7e5 g1f3 b8c6", "1. e4 e5 2. Nf3 Nc6 *",
                                                           "{\"fen\": \"8/8/8/8/8/8/8/K6k w - - 0 1\"}"}));
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  CHECK(contains(r.out, path + ":1:1: input: UCI moves (e2e4 e7e5 ...), not a position: give the FEN of the "
                               "position [uci_moves]"));
  CHECK(contains(r.out, path + ":2:1: input: PGN movetext (1. e4 e5 ...), not a position; a PGN game's position is "
                               "its [FEN \"...\"] tag [pgn_movetext]"));
  CHECK(contains(r.out, path + ":3:1: input: a JSON value, not a position"));
  CHECK(contains(r.out, "[json_row]"));
  CHECK_FALSE(contains(r.out, "piece letter"));
}

TEST_CASE("variant_notation") {
  // lichess's crazyhouse and three-check files, read with no flag.
  const std::vector<std::string> lines = {
      "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - -",                           // 1 pockets
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1",       // 2 an empty ninth rank
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",    // 3 checks before the counters
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +0+0",   // 4 checks given, after them
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 39 +2+0",  // 5 the same, not an annotation
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQkq - 0 1",  // 6 Seirawan's pieces
  };
  const std::string path = write_file("variants.txt", joined(lines));
  const run_result r = run("check " + quoted(path));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "read by the rules of: crazyhouse 2, three_check 3\n"));
  CHECK(summary_of(r.out) == "6 lines read: 6 positions: 5 parsed (5 ok, 0 with problems), 1 did not parse");
  CHECK(contains(r.out, path + ":6:45: placement: 'H' is not a piece crazyhouse has"));
  CHECK_FALSE(contains(r.out, "fen::variant"));
  const std::vector<std::string> written = lines_of(run("normalize " + quoted(path)).out);
  REQUIRE(written.size() == 5);
  CHECK(written[0] == "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1");
  CHECK(written[1] == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
  CHECK(written[4] == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1+3 1 39");
  // --variant still forces a game: another's notation is then an error that names the option.
  const run_result forced = run("check --variant standard " + quoted(path));
  CHECK(contains(forced.out, "check it with --variant crazyhouse [variant_not_supported]"));
  CHECK(contains(forced.out, "check it with --variant three_check [variant_not_supported]"));
  CHECK(contains(forced.out, path + ":2:44: placement: more than 8 ranks; an empty ninth rank holds crazyhouse "
                                    "pockets: check it with --variant crazyhouse [too_many_ranks]"));
  CHECK_FALSE(contains(forced.out, "read by the rules of"));
  // fen show reads the notation too.
  const run_result shown = run("show " + quoted(lines[0]));
  CHECK(contains(shown.out, "rules            crazyhouse\n"));
}

TEST_CASE("names_and_long_lines") {
  // A file name with control bytes is escaped in every message, as a line is.
  const std::string odd = write_file("odd\x1b[31mname.fen", "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1\n");
  const run_result r = run("check " + quoted(odd));
  CHECK(r.status == 1);
  CHECK_FALSE(contains(r.out, "\x1b"));
  CHECK(contains(r.out, "odd\\x1b[31mname.fen:1:"));
  const run_result missing = run("check " + quoted(odd + "\x1b"));
  CHECK_FALSE(contains(missing.err, "\x1b"));
  // fen show - skips a line too long to hold, and says so.
  const std::string text = std::string(std::size_t{1} << 21, 'x') + "\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\n";
  const run_result shown = run("show -", write_file("long.txt", text));
  CHECK(shown.status == 0);
  CHECK(contains(shown.err, "fen show: <stdin>:1: input: the line is longer than 1048576 bytes; it is skipped unread"));
}

TEST_CASE("normalize_canonical") {
  // A line in canonical form is copied (strict parsing took it); any other is written again, and
  // options other than the defaults write every line again.
  const std::vector<std::string> lines = {
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",    // canonical
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR  b  KQkq e3 0 1",  // two blanks
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b kqKQ e3 0 1",    // castling out of order
      "1k2r2r/pppppppp/8/8/8/8/PPPPPPPP/1K2R2R w Ee - 0 1",             // X-FEN inner rooks, canonical
      " 4k3/8/8/8/8/8/8/4K3 w - - 0 1",                                 // a blank before it
  };
  const std::string path = write_file("canonical.fen", joined(lines));
  const std::string first = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
  CHECK(run("normalize " + quoted(path)).out ==
        joined({first, first, first, lines[3], "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}));
  CHECK(run("normalize --castling=shredder " + quoted(path)).out ==
        joined({replaced(first, "KQkq", "HAha"), replaced(first, "KQkq", "HAha"), replaced(first, "KQkq", "HAha"),
                "1k2r2r/pppppppp/8/8/8/8/PPPPPPPP/1K2R2R w Ee - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}));
  CHECK(lines_of(run("normalize --en-passant=legal " + quoted(path)).out)[0] ==
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  // --strict refuses the blank before a FEN.
  const run_result strict = run("normalize --strict " + quoted(path));
  CHECK(strict.status == 1);
  CHECK(contains(strict.err, path + ":5:1: "));
}
