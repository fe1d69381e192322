// Tests of `fen normalize` (tools/fen/normalize.cpp): FEN and EPD lines written in canonical form,
// with each option, and idempotent.
#include <doctest/doctest.h>
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include "samples.hpp"
#include "tool_support.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace {

using tool_tests::contains;
using tool_tests::epd_canonical;
using tool_tests::epd_lines;
using tool_tests::joined;
using tool_tests::lines_of;
using tool_tests::mixed_lines;
using tool_tests::quoted;
using tool_tests::read_file;
using tool_tests::run;
using tool_tests::run_result;
using tool_tests::write_file;

}  // namespace

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

TEST_CASE("normalize_transforms") {
  // Each transform is the library's on every line, FEN and EPD alike; several are applied in the
  // order given.
  const std::vector<std::string> lines = {
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
      "r2q1rk1/ppp2ppp/2n1b3/3Q~4/8/8/PPP2PPP/R1B1K1NR[NBppb] w KQ - 0 12",
      "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 2+3 3 3",
      "2r1rkrr/8/8/8/8/8/8/RR1K1R1R w FBge - 0 1",
  };
  const std::string path = write_file("transforms.fen", joined(lines));
  const std::vector<fen::rules> rules = {{}, fen::variant::crazyhouse, fen::variant::three_check, {}};
  using transform = fen::position (*)(const fen::position&) noexcept;
  struct option {
    std::string args;
    std::vector<transform> in_order;
  };
  const option options[] = {
      {"--mirror", {fen::mirrored}},
      {"--flip-vertical", {fen::flipped_vertical}},
      {"--flip-horizontal", {fen::flipped_horizontal}},
      {"--rotate", {fen::rotated}},
      {"--swap-colors", {fen::colors_swapped}},
      {"--flip-vertical --flip-horizontal", {fen::flipped_vertical, fen::flipped_horizontal}},
      {"--mirror --flip-horizontal --swap-colors", {fen::mirrored, fen::flipped_horizontal, fen::colors_swapped}},
      {"--mirror --mirror", {fen::mirrored, fen::mirrored}},
  };
  for (const option& o : options) {
    CAPTURE(o.args);
    const run_result r = run("normalize " + o.args + " " + quoted(path));
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    const std::vector<std::string> out = lines_of(r.out);
    REQUIRE(out.size() == lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
      fen::position p = fen::parse(lines[i], rules[i]).value();
      for (const transform t : o.in_order) p = t(p);
      fen::serialize_options written{};
      written.checks = fen::check_notation::remaining;
      CHECK(out[i] == std::string(fen::serialize(p, written).view()));
    }
  }
  CHECK(run("normalize --mirror --mirror " + quoted(path)).out == run("normalize " + quoted(path)).out);
  CHECK(run("normalize --rotate " + quoted(path)).out ==
        run("normalize --flip-horizontal --flip-vertical " + quoted(path)).out);
  // What the help says of them, as fixed examples.
  const std::vector<std::string> e4 = lines_of(run("normalize --mirror " + quoted(path)).out);
  CHECK(e4[0] == "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1");
  CHECK(e4[1] == "r1b1k1nr/ppp2ppp/8/8/3q~4/2N1B3/PPP2PPP/R2Q1RK1[BPPbn] b kq - 0 12");
  CHECK(lines_of(run("normalize --flip-horizontal " + quoted(path)).out)[0] ==
        "rnbkqbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBKQBNR b KQkq d3 0 1");

  // An EPD line keeps its operations; a CSV row its other columns; --en-passant judges the
  // transformed position (after --flip-vertical, e6 with Black to move is on the wrong rank).
  const std::string epd =
      write_file("transforms.epd", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 bm e5; id \"x\";\n");
  CHECK(run("normalize --mirror " + quoted(epd)).out ==
        "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 bm e5; id \"x\";\n");
  const std::string csv = write_file("transforms.csv", "fen,rating\n4k3/8/8/8/8/8/8/R3K3 w Q - 0 1,1500\n");
  CHECK(run("normalize --swap-colors " + quoted(csv)).out == "fen,rating\n4K3/8/8/8/8/8/8/r3k3 b - - 0 1,1500\n");
  CHECK(lines_of(run("normalize --flip-vertical --en-passant=pseudo-legal " + quoted(path)).out)[0] ==
        "RNBQKBNR/PPPP1PPP/8/4P3/8/8/pppppppp/rnbqkbnr b - - 0 1");

  // The transforms are normalize's alone.
  for (const std::string args : {"check --mirror", "show --rotate 8/8/8/8/8/8/8/8", "normalize --mirror=yes"}) {
    CAPTURE(args);
    const run_result u = run(args);
    CHECK(u.status == 2);
    CHECK_FALSE(u.err.empty());
  }
  const std::string help = run("normalize --help").out;
  for (const std::string option : {"--mirror", "--flip-vertical", "--flip-horizontal", "--rotate", "--swap-colors"})
    CHECK(contains(help, option));
}
