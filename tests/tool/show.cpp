// Tests of `fen show` (tools/fen/show.cpp): the board, the fields, and what is wrong.
#include <doctest/doctest.h>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include "samples.hpp"
#include "tool_support.hpp"

#include <string>
#include <vector>

namespace {

using tool_tests::contains;
using tool_tests::lines_of;
using tool_tests::mixed_lines;
using tool_tests::quoted;
using tool_tests::run;
using tool_tests::run_result;

}  // namespace

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

TEST_CASE("show_chess960_start") {
  // A Chess960 start's number, when both back ranks hold one; each side's for Double Chess960.
  CHECK(contains(run("show bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1").out, "\nChess960 start   0\n"));
  CHECK(contains(run("show --chess960 rkrnnqbb/pppppppp/8/8/4P3/8/PPPP1PPP/RKRNNQBB b KQkq - 0 1").out,
                 "\nChess960 start   959\n"));
  CHECK(contains(run("show rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1").out,
                 "\nChess960 start   White 0, Black 518 (Double Chess960)\n"));
  // The standard start's back ranks: said with Chess960 castling only (every game of chess starts there).
  const std::string start(fen::start_fen);
  CHECK(contains(run("show --chess960 " + start).out, "\nChess960 start   518 (the standard start)\n"));
  CHECK_FALSE(contains(run("show " + start).out, "Chess960 start"));
  // A back rank that is no start: no line.
  CHECK_FALSE(contains(run("show bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRK1 w Qkq - 0 1").out, "Chess960 start"));
  CHECK_FALSE(contains(run("show 4k3/8/8/8/8/8/8/4K3 w - - 0 1").out, "Chess960 start"));
  CHECK(contains(run("show --help").out, "Chess960 start"));
}
