// Tests of `fen stats` and `fen dedup` (tools/fen/stats.cpp, dedup.cpp, distinct.cpp), and of the
// progress line the commands that read files draw (progress.cpp). The counts are checked against a
// count made here with the library alone, on hand-made files (duplicates, bad lines, EPD) and on
// the corpus.
#include <doctest/doctest.h>
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/polyglot.hpp>
#include <fen/validate.hpp>

#include "json_reader.hpp"
#include "tool_support.hpp"

#include <cstddef>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace {

using tool_tests::contains;
using tool_tests::environment;
using tool_tests::joined;
using tool_tests::json;
using tool_tests::json_reader;
using tool_tests::lines_of;
using tool_tests::quoted;
using tool_tests::read_file;
using tool_tests::run;
using tool_tests::run_result;
using tool_tests::write_file;

// What the library alone says of a set of lines, each a FEN or an EPD line (none of another kind).
struct expected {
  std::size_t positions = 0;
  std::size_t parsed = 0;
  std::size_t with_problems = 0;
  std::set<std::string> distinct;  // the FEN with counters 0 and 1
  std::size_t white = 0;
  std::size_t en_passant = 0;
  std::map<std::string, std::size_t> castling;
  std::map<std::string, std::size_t> material;
  std::map<std::string, std::size_t> problems;
};

// A position's material signature from its FEN's placement, counted letter by letter.
std::string signature_of(const std::string& fen) {
  const std::string placement = fen.substr(0, fen.find(' '));
  std::string white;
  std::string black;
  for (const char letter : std::string("KQRBNP")) {
    for (const char c : placement) {
      if (c == letter) white += letter;
      if (c == letter - 'A' + 'a') black += letter;
    }
  }
  return white + "v" + black;
}

std::optional<fen::position> read_line(const std::string& line) {
  if (const auto p = fen::parse(line)) return *p;
  if (const auto record = fen::parse_epd(line)) return record->position;
  return std::nullopt;
}

expected count(const std::vector<std::string>& lines) {
  expected e;
  for (const std::string& line : lines) {
    if (line.empty() || line[0] == '#') continue;
    ++e.positions;
    const std::optional<fen::position> read = read_line(line);
    if (!read) continue;
    ++e.parsed;
    fen::position p = *read;
    p.halfmove_clock = 0;
    p.fullmove_number = 1;
    const std::string text(fen::serialize(p).view());
    e.distinct.insert(text);
    e.white += p.side_to_move == fen::color::white;
    e.en_passant += p.en_passant.has_value();
    const std::size_t side = text.find(' ');
    const std::size_t castling = text.find(' ', side + 1) + 1;
    ++e.castling[text.substr(castling, text.find(' ', castling) - castling)];
    ++e.material[signature_of(text)];
  }
  return e;
}

// The stats --json object of `file`, compared with what the library says of its lines.
void check_stats(const std::string& file, const std::vector<std::string>& lines) {
  const expected e = count(lines);
  const run_result r = run("stats --json --top 0 " + quoted(file));
  CHECK(r.status == 0);
  const json s = json_reader(r.out).read_document();
  CHECK(s["schema"].number == 1);
  CHECK(s["lines"].number == static_cast<long long>(lines.size()));
  CHECK(s["positions"].number == static_cast<long long>(e.positions));
  CHECK(s["parsed"].number == static_cast<long long>(e.parsed));
  CHECK(s["did_not_parse"].number == static_cast<long long>(e.positions - e.parsed));
  CHECK(s["distinct"].number == static_cast<long long>(e.distinct.size()));
  CHECK(s["repeats"].number == static_cast<long long>(e.parsed - e.distinct.size()));
  CHECK(s["side_to_move"]["white"].number == static_cast<long long>(e.white));
  CHECK(s["side_to_move"]["black"].number == static_cast<long long>(e.parsed - e.white));
  CHECK(s["en_passant"].number == static_cast<long long>(e.en_passant));
  std::map<std::string, std::size_t> castling;
  for (std::size_t i = 0; i < s["castling"].names.size(); ++i)
    castling[s["castling"].names[i]] = static_cast<std::size_t>(s["castling"].values[i].number);
  CHECK(castling == e.castling);
  std::map<std::string, std::size_t> material;
  for (const json& m : s["material"].items)
    material[m["signature"].text] = static_cast<std::size_t>(m["positions"].number);
  CHECK(material == e.material);
  CHECK(s["signatures"].number == static_cast<long long>(e.material.size()));
  // Most frequent first.
  for (std::size_t i = 1; i < s["material"].items.size(); ++i)
    CHECK(s["material"].items[i - 1]["positions"].number >= s["material"].items[i]["positions"].number);
}

const std::vector<std::string> hand_made = {
    "# opening positions, some twice",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - bm Kg2; id \"EPD\";",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    "",
    "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/4R3/3KK3 w - - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/4K3 b kq - 7 40",
};

}  // namespace

TEST_CASE("stats") {
  const std::string file = write_file("mixed.fen", joined(hand_made));
  check_stats(file, hand_made);

  // The text: problems and errors by code, as fen check counts them.
  const run_result text = run("stats " + quoted(file));
  CHECK(text.status == 0);
  const run_result checked = run("check --quiet " + quoted(file));
  CHECK(contains(text.out, "did not parse     invalid_castling 1, invalid_empty_count 1\n"));
  CHECK(contains(checked.out, "did not parse: invalid_castling 1, invalid_empty_count 1\n"));
  CHECK(contains(text.out, "problems          opponent_in_check 1, too_many_kings 1\n"));
  CHECK(contains(text.out, "distinct          6 (--same=position)\n"));
  CHECK(contains(text.out, "repeats           3 lines repeat an earlier position\n"));
  CHECK(contains(text.out, "set aside         2 blank or comment\n"));
  // --same, --top.
  const json all = json_reader(run("stats --json --same=all " + quoted(file)).out).read_document();
  CHECK(all["distinct"].number == 8);
  CHECK(all["same"].text == "all");
  const json top = json_reader(run("stats --json --top 2 " + quoted(file)).out).read_document();
  CHECK(top["material"].items.size() == 2);
  CHECK(top["material"].items[0]["signature"].text == "KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP");
  CHECK(top["material"].items[0]["positions"].number == 3);
  CHECK(top["problems"]["too_many_kings"].number == 1);
  CHECK(top["errors"]["invalid_castling"].number == 1);
  CHECK(top["with_problems"].number == 1);
  // Standard input, and several files: one count over all.
  CHECK(run("stats --json -", file).out == run("stats --json " + quoted(file)).out);
  const json twice = json_reader(run("stats --json " + quoted(file) + " " + quoted(file)).out).read_document();
  CHECK(twice["distinct"].number == 6);
  CHECK(twice["repeats"].number == 2 * 9 - 6);
  CHECK(run("stats --top x " + quoted(file)).status == 2);
  CHECK(run("stats --same=board " + quoted(file)).status == 2);
}

TEST_CASE("stats_corpus") {
  const std::string corpus = environment("FEN_CORPUS_MAIN");
  const std::vector<std::string> lines = lines_of(read_file(corpus));
  REQUIRE(std::to_string(lines.size()) == environment("FEN_CORPUS_MAIN_LINES"));
  check_stats(corpus, lines);
  // dedup writes the first line of each distinct position, in order.
  std::set<std::string> seen;
  std::vector<std::string> first;
  for (const std::string& line : lines) {
    fen::position p = *fen::parse(line);
    p.halfmove_clock = 0;
    p.fullmove_number = 1;
    if (seen.insert(std::string(fen::serialize(p).view())).second) first.push_back(line);
  }
  const run_result deduped = run("dedup " + quoted(corpus) + " " + quoted(corpus));
  CHECK(deduped.status == 0);
  CHECK(deduped.out == joined(first));
  // By Polyglot key: as many as the distinct keys.
  std::set<std::uint64_t> keys;
  for (const std::string& line : lines) keys.insert(fen::polyglot_key(*fen::parse(line)));
  CHECK(lines_of(run("dedup --same=polyglot " + quoted(corpus)).out).size() == keys.size());
}

TEST_CASE("dedup") {
  const std::string a = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const std::string a_later = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3";
  const std::string b = "4k3/8/8/8/8/8/8/4K2R w K - bm Kg2; id \"EPD\";";
  const std::string b_fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
  // The same pieces; an en passant square no pawn can take: another position, the same Polyglot key.
  const std::string c_square = "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1";
  const std::string c = "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1";
  const std::string bad = "4k3/9/8/8/8/8/8/4K3 w - - 0 1";
  const std::string file =
      write_file("dups.fen", joined({a, "# a comment", b, a_later, bad, b_fen, c_square, c, a, ""}));
  const run_result position = run("dedup " + quoted(file));
  CHECK(position.status == 1);  // a line that does not parse
  CHECK(position.out == joined({a, b, c_square, c}));
  CHECK(contains(position.err, "dups.fen:5:"));
  CHECK(contains(position.err,
                 "fen dedup: 10 lines read: 4 written, 3 duplicates dropped, 1 did not parse, 2 set aside\n"));
  CHECK(run("dedup --same=position " + quoted(file)).out == position.out);
  CHECK(run("dedup --same=all " + quoted(file)).out == joined({a, b, a_later, c_square, c}));
  CHECK(run("dedup --same=polyglot " + quoted(file)).out == joined({a, b, c_square}));
  const run_result quiet = run("dedup --quiet " + quoted(file));
  CHECK(quiet.err.empty());
  CHECK(quiet.out == position.out);

  // A table: its header once, each row whole.
  const std::string table = write_file("book.csv", "FEN,score\n" + a + ",0.2\n" + a_later + ",0.3\n" + c + ",1\n");
  const run_result rows = run("dedup " + quoted(table) + " " + quoted(table));
  CHECK(rows.status == 0);
  CHECK(rows.out == "FEN,score\n" + a + ",0.2\n" + c + ",1\n");
}

TEST_CASE("progress") {
  const std::string file = write_file("some.fen", joined({std::string(fen::start_fen), std::string(fen::start_fen)}));
  // Piped, as ctest runs it: no progress line without --progress.
  for (const std::string command : {"check", "normalize", "stats", "dedup"}) {
    CAPTURE(command);
    CHECK_FALSE(contains(run(command + " " + quoted(file)).err, "MB"));
  }
  // Forced, with no delay (FEN_PROGRESS_SECONDS): plain lines, the last one ending the run.
  REQUIRE(setenv("FEN_PROGRESS_SECONDS", "0", 1) == 0);
  for (const std::string command : {"check", "normalize", "stats", "dedup"}) {
    CAPTURE(command);
    const run_result r = run(command + " --progress " + quoted(file));
    CHECK(contains(r.err, "fen " + command + ": 2 lines, 0.0 MB of 0.0 MB (100 %)"));
    CHECK(contains(r.err, ", done\n"));
    CHECK_FALSE(contains(r.err, "\r"));
    CHECK(run(command + " --progress --no-progress " + quoted(file)).err == run(command + " " + quoted(file)).err);
  }
  // Standard input from a pipe: no size, so no percentage.
  const run_result piped = run("check --progress -", file);  // (a file as standard input: its size is known)
  CHECK(contains(piped.err, "(100 %)"));
  REQUIRE(unsetenv("FEN_PROGRESS_SECONDS") == 0);
}
