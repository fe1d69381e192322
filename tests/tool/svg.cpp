// Tests of `fen svg` and `fen show --svg` (tools/fen/svg.cpp): the picture is fen::svg's for the
// options given, one piece element per occupied square, the orientation, a variant's pockets, a
// file's first position or one picture a position, and the usage errors.
#include <doctest/doctest.h>
#include <fen/fen.hpp>
#include <fen/svg.hpp>

#include "tool_support.hpp"

#include <cstddef>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>

namespace {

using tool_tests::contains;
using tool_tests::quoted;
using tool_tests::read_file;
using tool_tests::run;
using tool_tests::run_result;
using tool_tests::starts_with;
using tool_tests::work_folder;
using tool_tests::write_file;

// The pieces a picture draws: data-square to data-piece, from each element that has both.
std::map<std::string, std::string> pieces_of(const std::string& picture) {
  std::map<std::string, std::string> pieces;
  for (std::size_t at = picture.find("data-piece=\""); at != std::string::npos;
       at = picture.find("data-piece=\"", at + 1)) {
    const std::size_t tag = picture.rfind('<', at);
    const std::size_t square = picture.find("data-square=\"", tag);
    REQUIRE(square < at);
    pieces[picture.substr(square + 13, 2)] = picture.substr(at + 12, 1);
  }
  return pieces;
}

// The pieces of `p` as pieces_of gives them.
std::map<std::string, std::string> pieces_of(const fen::position& p) {
  std::map<std::string, std::string> pieces;
  for (int i = 0; i < 64; ++i) {
    const fen::square s = fen::square::from_index(i);
    if (p.at(s)) pieces[std::string(s.name())] = std::string(1, p.at(s).to_char());
  }
  return pieces;
}

// The same options with --black for --flip.
std::string replaced_flip(const std::string& options) { return tool_tests::replaced(options, "--flip", "--black"); }

const std::string sicilian = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";

}  // namespace

TEST_CASE("svg") {
  const run_result drawn = run("svg " + sicilian);  // unquoted: the arguments are joined
  CHECK(drawn.status == 0);
  CHECK(starts_with(drawn.out, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
  CHECK(drawn.out.back() == '\n');
  const fen::position p = *fen::parse(sicilian);
  CHECK(drawn.out == fen::svg(p));
  CHECK(pieces_of(drawn.out) == pieces_of(p));
  CHECK(pieces_of(drawn.out).size() == 32);
  // Well-formed XML, where xmllint is installed to say so (svg.well_formed checks the library's
  // pictures with it too).
  if (std::system("command -v xmllint > /dev/null 2>&1") == 0) {
    const std::string picture = tool_tests::write_file("drawn.svg", drawn.out);
    CHECK(std::system(("xmllint --noout " + quoted(picture)).c_str()) == 0);
  }

  // The options are fen::svg_options's.
  fen::svg_options o;
  o.size = 240;
  o.bottom = fen::color::black;
  o.coordinates = fen::svg_coordinates::outside;
  o.colors.light = *fen::svg_color::parse("#eee");
  o.colors.dark = *fen::svg_color::parse("teal");
  o.colors.highlight = *fen::svg_color::parse("#FF0000");
  o.colors.arrow = *fen::svg_color::parse("navy");
  o.highlight = fen::squares::e2.bit() | fen::squares::e4.bit() | fen::squares::c5.bit();
  o.arrows = {{fen::squares::g1, fen::squares::f3}, {fen::squares::d2, fen::squares::d4}};
  const std::string options =
      "--size 240 --flip --coordinates=outside --light '#eee' --dark teal --highlight-color '#FF0000' "
      "--arrow-color navy --highlight e2,e4 --highlight c5 --arrow g1-f3 --arrow d2-d4 ";
  CHECK(run("svg " + options + quoted(sicilian)).out == fen::svg(p, o));
  CHECK(run("svg " + replaced_flip(options) + quoted(sicilian)).out == fen::svg(p, o));
  CHECK(run("show --svg " + options + quoted(sicilian)).out == fen::svg(p, o));

  // The orientation: a1 bottom left, or top right with Black at the bottom.
  CHECK(contains(drawn.out, "data-square=\"a1\" x=\"0\" y=\"700\""));
  const std::string flipped = run("svg --black " + quoted(sicilian)).out;
  CHECK(contains(flipped, "data-square=\"a1\" x=\"700\" y=\"0\""));
  CHECK(pieces_of(flipped) == pieces_of(p));

  // A variant's position is read as fen show reads it: pockets choose crazyhouse, and are drawn.
  const std::string zh = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1";
  const run_result pockets = run("svg " + quoted(zh));
  CHECK(pockets.status == 0);
  CHECK(pockets.out == fen::svg(*fen::parse(zh, fen::parse_options{fen::variant::crazyhouse})));
  CHECK(contains(pockets.out, "class=\"strip\""));
  const std::string three_check = "4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 1";
  CHECK(run("svg " + quoted(three_check)).out ==
        fen::svg(*fen::parse(three_check, fen::parse_options{fen::variant::three_check})));

  // --output: the picture in a file.
  const std::string picture = (work_folder() / "board.svg").string();
  const run_result to_file = run("svg -o " + quoted(picture) + " " + quoted(sicilian));
  CHECK(to_file.status == 0);
  CHECK(to_file.out.empty());
  CHECK(read_file(picture) == fen::svg(p));
}

TEST_CASE("svg_files") {
  const std::string file = write_file(
      "three.fen", "# three positions\n" + std::string(fen::start_fen) + "\nnot a position\n" + sicilian + "\n");
  // The first position, and a word that the others were not drawn.
  const run_result first = run("svg " + quoted(file));
  CHECK(first.status == 0);
  CHECK(first.out == fen::svg(fen::start_position));
  CHECK(contains(first.err, "drew the first position only"));
  // From standard input too.
  CHECK(run("svg -", file).out == fen::svg(fen::start_position));
  CHECK(run("show --svg -", file).out == fen::svg(fen::start_position));
  // One picture a position with %n: numbered as the positions are read, bad lines counted.
  const std::string pattern = (work_folder() / "board-%n.svg").string();
  const run_result each = run("svg --output " + quoted(pattern) + " " + quoted(file));
  CHECK(each.status == 1);  // a line that does not parse
  CHECK(contains(each.err, "three.fen:3:2: "));
  CHECK(read_file((work_folder() / "board-1.svg").string()) == fen::svg(fen::start_position));
  CHECK(read_file((work_folder() / "board-3.svg").string()) == fen::svg(*fen::parse(sicilian)));
  CHECK_FALSE(std::filesystem::exists(work_folder() / "board-2.svg"));
}

TEST_CASE("svg_usage") {
  const std::string start(fen::start_fen);
  for (const std::string bad : {"--light nope", "--dark '#12'", "--highlight-color 'rgb(1,2,3)'", "--arrow-color ''"}) {
    CAPTURE(bad);
    const run_result r = run("svg " + bad + " " + quoted(start));
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(contains(r.err, "takes a colour: #rgb or #rrggbb"));
    CHECK(contains(r.err, "aqua"));
  }
  const run_result square = run("svg --highlight e4,i9 " + quoted(start));
  CHECK(square.status == 2);
  CHECK(contains(square.err, "'i9' is not a square"));
  for (const std::string bad : {"e2e4", "e2-", "e2-e9", "x"}) {
    CAPTURE(bad);
    const run_result r = run("svg --arrow " + bad + " " + quoted(start));
    CHECK(r.status == 2);
    CHECK(contains(r.err, "--arrow takes FROM-TO, two squares such as e2-e4"));
  }
  CHECK(run("svg --coordinates=left " + quoted(start)).status == 2);
  CHECK(run("svg --size big " + quoted(start)).status == 2);
  CHECK(run("svg").status == 2);
  // A picture option of show needs --svg.
  const run_result show = run("show --size 100 " + quoted(start));
  CHECK(show.status == 2);
  CHECK(contains(show.err, "--size draws a picture: give --svg too"));
  // A FEN that does not parse: the message and a caret on standard error, nothing drawn.
  const run_result bad = run("svg " + quoted("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
  CHECK(bad.status == 1);
  CHECK(bad.out.empty());
  CHECK(contains(bad.err, "^"));
}
