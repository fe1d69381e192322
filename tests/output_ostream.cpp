// The operator<< of fen/ostream.hpp: each type's text on a std::ostream, values out of range, the
// stream's width and fill, and fen.hpp's own operator<< for fixed strings beside them. (That the
// text is what {fmt} prints with fen/fmt.hpp is checked in output_fmt.cpp, which has {fmt}.)
#include "epd_support.hpp"
#include "output_support.hpp"
#include "support.hpp"

#include <fen/ostream.hpp>

#include <iomanip>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

using ostream_test::for_every_byte;
using ostream_test::holding;
using ostream_test::streamed;

TEST_CASE("ostream: a position prints as its FEN") {
  CHECK(streamed(fen::start_position) == fen::start_fen);
  const std::string_view samples[] = {
      "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 3 9",
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
      "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
      "8/8/8/8/8/8/8/8 b - - 300 0",
  };
  for (const std::string_view text : samples) {
    CAPTURE(std::string(text));
    const fen::position p = fen_test::must_parse(text);
    CHECK(streamed(p) == text);
    CHECK(streamed(p) == fen::serialize(p).view());
  }
  // A variant's notation is what serialize writes: pockets and `~`, the checks to give.
  const auto crazyhouse = fen::parse("rQ~b1kb1r/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1[RRbnp] w kq - 0 10",
                                     fen::rules{fen::variant::crazyhouse});
  REQUIRE(crazyhouse.has_value());
  CHECK(streamed(*crazyhouse) == "rQ~b1kb1r/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1[RRbnp] w kq - 0 10");
  const auto three_check = fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 20", fen::rules{fen::variant::three_check});
  REQUIRE(three_check.has_value());
  CHECK(streamed(*three_check) == "4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 20");
}

TEST_CASE("ostream: pieces print as their letters, squares as their names") {
  CHECK(streamed(fen::pieces::white_knight) == "N");
  CHECK(streamed(fen::pieces::black_king) == "k");
  CHECK(streamed(fen::piece{}) == ".");
  for (const fen::color c : {fen::color::white, fen::color::black})
    for (unsigned t = 0; t < 6; ++t) {
      const fen::piece p{c, static_cast<fen::piece_type>(t)};
      CHECK(streamed(p) == std::string(1, p.to_char()));
    }
  CHECK(streamed(fen::squares::e4) == "e4");
  for (int index = 0; index < 64; ++index) {
    const fen::square s = fen::square::from_index(index);
    CHECK(streamed(s) == s.name());
  }
  const fen::position p = fen_test::must_parse("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  std::ostringstream out;
  out << p.at(fen::squares::f3) << " on " << fen::squares::f3 << ", " << p.at(fen::squares::e5) << " on "
      << fen::squares::e5;
  CHECK(out.str() == "N on f3, p on e5");
}

TEST_CASE("ostream: enums print as their names") {
  CHECK(streamed(fen::color::white) == "white");
  CHECK(streamed(fen::color::black) == "black");
  CHECK(streamed(fen::piece_type::knight) == "knight");
  CHECK(streamed(fen::error_code::invalid_castling) == "invalid_castling");
  CHECK(streamed(fen::field::side_to_move) == "side to move");
  CHECK(streamed(fen::severity::illegal) == "illegal");
  CHECK(streamed(fen::severity::unreachable) == "unreachable");
  CHECK(streamed(fen::problem_code::no_king) == "no_king");
  CHECK(streamed(fen::epd_operand_kind::string) == "string");
  CHECK(streamed(fen::epd_error_code::unterminated_string) == "unterminated_string");
}

TEST_CASE("ostream: values out of range print as the core reads them") {
  // Enums: every byte, by fen::name's fallback for the values without an enumerator.
  ostream_test::for_every_enum_value([](auto e) { CHECK(streamed(e) == fen::name(e)); });
  CHECK(streamed(static_cast<fen::error_code>(200)) == "unknown");
  CHECK(streamed(static_cast<fen::epd_error_code>(0)) == "unknown");
  // A piece made of enums out of range, and every byte a piece can hold: its letter, '?' for a
  // byte no piece has.
  const fen::piece odd{static_cast<fen::color>(7), static_cast<fen::piece_type>(200)};
  CHECK(streamed(odd) == std::string(1, odd.to_char()));
  for_every_byte<fen::piece>([](fen::piece p) { CHECK(streamed(p) == std::string(1, p.to_char())); });
  CHECK(streamed(holding<fen::piece>(7)) == "?");
  // A square: every byte, by its index modulo 64.
  for_every_byte<fen::square>(
      [](fen::square s) { CHECK(streamed(s) == fen::square::from_index(s.index() % 64).name()); });
  CHECK(streamed(holding<fen::square>(200)) == "a2");
  // A problem with a code and severity out of range: the names' fallbacks, and no message.
  fen::problem strange{};
  strange.code = static_cast<fen::problem_code>(250);
  strange.severity = static_cast<fen::severity>(9);
  CHECK(streamed(strange) == std::string(fen::name(strange.severity)) + ": " + strange.message().str());
}

TEST_CASE("ostream: errors print as their messages") {
  const auto r = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1");
  REQUIRE_FALSE(r.has_value());
  CHECK(streamed(r.error()) == r.error().message().view());
  CHECK(streamed(r.error()) == "castling: 'X' is not a castling letter (KQkq, A-H or a-h, or '-' for none)");
  const std::string_view line = "8/8/8/8/8/8/8/8 w - - id \"open";
  const auto e = fen::parse_epd(line);
  REQUIRE_FALSE(e.has_value());
  CHECK(streamed(e.error()) == e.error().message().view());
  CHECK(streamed(e.error()) == "string operand: no closing '\"'");
  // A problem in the position fields prints as the FEN error it holds.
  const std::string_view bad_position = "8/8/8/8/8/8/8/9 w - - bm e4;";
  const auto p = fen::parse_epd(bad_position);
  REQUIRE_FALSE(p.has_value());
  CHECK(streamed(p.error()) == p.error().position_error.message().view());
}

TEST_CASE("ostream: a problem prints as its severity and message, a report as one problem per line") {
  const fen::validation_report report = fen::validate(fen_test::must_parse("4k3/8/8/8/8/8/4R3/3KK3 w - - 0 1"));
  REQUIRE(report.size() >= 2);
  std::string expected;
  for (const fen::problem& p : report) {
    const std::string line = std::string(fen::name(p.severity)) + ": " + p.message().str();
    CHECK(streamed(p) == line);
    expected += (expected.empty() ? "" : "\n") + line;
  }
  CHECK(streamed(report) == expected);
  CHECK(streamed(fen::validate(fen::start_position)) == "no problems");
  const fen::validation_report one = fen::validate(fen_test::must_parse("4k3/8/8/8/8/8/8/8 w - - 0 1"));
  REQUIRE(one.size() == 1);
  CHECK(streamed(one) == "illegal: White has no king");
}

TEST_CASE("ostream: an EPD record prints as its line, an operand as its value") {
  using namespace epd_test;
  const std::string_view lines[] = {
      "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";",
      "8/8/8/8/8/8/8/8 w - - hmvc 12; fmvn 40; c0 \"say \\\"hi\\\" \\\\ ok\"; ce -35; pv e4 e5 Nf3;",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
      "4k3/8/8/8/8/8/8/4K3 w - -\tbm Kd2 ;id \"lenient\"",  // lenient: written back canonical
  };
  for (const std::string_view text : lines) {
    CAPTURE(std::string(text));
    const fen::epd_record record = must_parse_epd(text);
    CHECK(streamed(record) == fen::to_string(record));
  }
  CHECK(streamed(must_parse_epd(lines[0])) == lines[0]);
  CHECK(streamed(must_parse_epd(lines[3])) == "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"lenient\";");
  // Another record size, and a line longer than serialize_epd's default capacity.
  fen::basic_epd_record<2, 2> small = fen::to_epd<fen::basic_epd_record<2, 2>>(fen::start_position);
  const std::string long_value(3000, 'x');
  REQUIRE(small.add("c0", {fen::epd_operand::quoted(long_value)}));
  const std::string long_line = streamed(small);
  CHECK(long_line.size() > fen::max_epd_length);
  CHECK(long_line == fen::to_string(small));

  const fen::epd_record record = must_parse_epd(lines[1]);
  CHECK(streamed(record.find("c0")->operands[0]) == "say \"hi\" \\ ok");
  CHECK(streamed(record.find("ce")->operands[0]) == "-35");
  CHECK(streamed(record.find("pv")->operands[2]) == "Nf3");
  CHECK(streamed(fen::epd_operand::quoted("a \"b\"")) == "a \"b\"");
}

TEST_CASE("ostream: fixed strings stream through fen.hpp's operator<<, unambiguously") {
  // serialize and message return fixed strings, which convert to std::string_view and std::string
  // as well: the call must still pick one operator, and print the characters.
  using stream = std::ostream&;
  static_assert(std::is_same_v<decltype(std::declval<stream>() << fen::serialize(fen::start_position)), stream>);
  static_assert(std::is_same_v<decltype(std::declval<stream>() << std::declval<fen::message_string>()), stream>);
  static_assert(std::is_same_v<decltype(std::declval<stream>() << std::declval<fen::epd_string>()), stream>);
  std::ostringstream out;
  out << fen::serialize(fen::start_position) << '|' << fen::parse("9").error().message() << '|'
      << fen::serialize_epd(fen::to_epd(fen::start_position)).value();
  CHECK(out.str() == std::string(fen::start_fen) + "|" + fen::parse("9").error().message().str() + "|" +
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
}

TEST_CASE("ostream: width, fill and adjustment apply to the whole text, and the width is reset") {
  {
    std::ostringstream out;
    out << std::setw(4) << fen::squares::e4 << '|' << fen::squares::e4;  // the width is for one output
    CHECK(out.str() == "  e4|e4");
    CHECK(out.width() == 0);
  }
  {
    std::ostringstream out;
    out << std::left << std::setfill('*') << std::setw(7) << fen::color::white << '|' << std::setw(3)
        << fen::pieces::black_queen << '|' << std::right << std::setw(6) << fen::error_code::non_ascii;
    CHECK(out.str() == "white**|q**|non_ascii");  // a text wider than the width is not cut
  }
  {
    std::ostringstream out;
    out << std::setw(70) << fen::start_position;
    CHECK(out.str() == std::string(70 - fen::start_fen.size(), ' ') + std::string(fen::start_fen));
  }
  {
    // A report of several lines is padded as one text, before its first line.
    const fen::validation_report report = fen::validate(fen_test::must_parse("4k3/8/8/8/8/8/4R3/3KK3 w - - 0 1"));
    const std::string text = streamed(report);
    std::ostringstream out;
    out << std::setfill('.') << std::setw(static_cast<int>(text.size() + 3)) << report;
    CHECK(out.str() == "..." + text);
  }
  {
    // A stream that has failed stays so, and nothing is written.
    std::ostringstream out;
    out.setstate(std::ios::failbit);
    out << fen::start_position << fen::squares::a1 << fen::validate(fen::start_position);
    CHECK(out.str().empty());
    CHECK(out.fail());
  }
}
