// The {fmt} formatters of fen/fmt.hpp: FEN text, board diagrams, the vocabulary, errors with a caret,
// validation reports, EPD records and errors, values out of range; and that fen/ostream.hpp's
// operator<< prints what {} prints.
#include "epd_support.hpp"
#include "output_support.hpp"
#include "support.hpp"

#include <fen/fmt.hpp>
#include <fen/ostream.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (;;) {
    const std::size_t stop = text.find('\n', start);
    lines.push_back(text.substr(start, stop == std::string::npos ? std::string::npos : stop - start));
    if (stop == std::string::npos) return lines;
    start = stop + 1;
  }
}

// Positions with something on most kinds of square: the start, a middlegame, Chess960, bare kings.
const std::string_view sample_fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 3 9",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
    "8/8/4k3/8/8/3K4/8/8 b - - 12 60",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
};

// The piece a diagram shows for one square, read back from its text.
fen::piece piece_from_ascii(char c) {
  if (c == '.') return fen::piece{};
  const auto p = fen::piece::from_char(c);
  REQUIRE_MESSAGE(p.has_value(), "not a piece letter: ", c);
  return *p;
}

fen::piece piece_from_figurine(std::string_view text) {
  const fen::piece all[] = {fen::pieces::none,         fen::pieces::white_pawn, fen::pieces::white_knight,
                            fen::pieces::white_bishop, fen::pieces::white_rook, fen::pieces::white_queen,
                            fen::pieces::white_king,   fen::pieces::black_pawn, fen::pieces::black_knight,
                            fen::pieces::black_bishop, fen::pieces::black_rook, fen::pieces::black_queen,
                            fen::pieces::black_king};
  for (const fen::piece p : all)
    if (fen::figurine(p) == text) return p;
  FAIL("not a figurine: ", std::string(text));
  return fen::piece{};
}

// Splits a diagram line of 8 cells separated by single spaces (cells may be several bytes long).
std::vector<std::string> cells_of(const std::string& line) {
  std::vector<std::string> cells;
  std::size_t start = 0;
  for (;;) {
    const std::size_t stop = line.find(' ', start);
    cells.push_back(line.substr(start, stop == std::string::npos ? std::string::npos : stop - start));
    if (stop == std::string::npos) return cells;
    start = stop + 1;
  }
}

}  // namespace

TEST_CASE("fmt: a position prints as its FEN") {
  for (const std::string_view text : sample_fens) {
    CAPTURE(std::string(text));
    const fen::position p = fen_test::must_parse(text);
    CHECK(fmt::format("{}", p) == std::string(fen::serialize(p)));
    CHECK(fmt::format("{}", p) == text);  // every sample is canonical
  }
  CHECK(fmt::format("{}", fen::start_position) == fen::start_fen);
}

TEST_CASE("fmt: an ASCII diagram shows every square where it stands") {
  CHECK(fmt::format("{:d}", fen::start_position) ==
        "r n b q k b n r\n"
        "p p p p p p p p\n"
        ". . . . . . . .\n"
        ". . . . . . . .\n"
        ". . . . . . . .\n"
        ". . . . . . . .\n"
        "P P P P P P P P\n"
        "R N B Q K B N R");
  for (const std::string_view text : sample_fens) {
    CAPTURE(std::string(text));
    const fen::position p = fen_test::must_parse(text);
    const auto lines = split_lines(fmt::format("{:d}", p));
    REQUIRE(lines.size() == 8);
    for (int row = 0; row < 8; ++row) {
      const auto cells = cells_of(lines[static_cast<std::size_t>(row)]);
      REQUIRE(cells.size() == 8);
      for (int file = 0; file < 8; ++file) {
        const std::string& cell = cells[static_cast<std::size_t>(file)];
        REQUIRE(cell.size() == 1);
        CHECK(piece_from_ascii(cell[0]) == p.at(fen::square(file, 7 - row)));
      }
    }
  }
}

TEST_CASE("fmt: a flipped diagram is the board turned half round") {
  for (const std::string_view text : sample_fens) {
    CAPTURE(std::string(text));
    const fen::position p = fen_test::must_parse(text);
    const auto normal = split_lines(fmt::format("{:d}", p));
    const auto flipped = split_lines(fmt::format("{:df}", p));
    REQUIRE(flipped.size() == 8);
    for (std::size_t row = 0; row < 8; ++row) {
      const std::string& line = normal[7 - row];
      CHECK(flipped[row] == std::string(line.rbegin(), line.rend()));
    }
  }
}

TEST_CASE("fmt: coordinates name the ranks and files on every side") {
  const fen::position p = fen_test::must_parse(sample_fens[1]);
  const auto plain = split_lines(fmt::format("{:d}", p));
  for (const bool flip : {false, true}) {
    CAPTURE(flip);
    const auto lines = split_lines(fmt::format(fmt::runtime(flip ? "{:dfc}" : "{:dc}"), p));
    REQUIRE(lines.size() == 9);
    for (std::size_t row = 0; row < 8; ++row) {
      const int rank = flip ? static_cast<int>(row) : 7 - static_cast<int>(row);
      CHECK(lines[row][0] == static_cast<char>('1' + rank));
      CHECK(lines[row][1] == ' ');
      const std::string& board_line = plain[static_cast<std::size_t>(7 - rank)];
      CHECK(lines[row].substr(2) == (flip ? std::string(board_line.rbegin(), board_line.rend()) : board_line));
    }
    CHECK(lines[8] == (flip ? "  h g f e d c b a" : "  a b c d e f g h"));
  }
  // The flags may come in any order.
  CHECK(fmt::format("{:cfd}", p) == fmt::format("{:dfc}", p));
}

TEST_CASE("fmt: a Unicode diagram shows figurines") {
  for (const std::string_view text : sample_fens) {
    CAPTURE(std::string(text));
    const fen::position p = fen_test::must_parse(text);
    for (const bool flip : {false, true}) {
      const auto lines = split_lines(fmt::format(fmt::runtime(flip ? "{:uf}" : "{:u}"), p));
      REQUIRE(lines.size() == 8);
      for (int row = 0; row < 8; ++row) {
        const auto cells = cells_of(lines[static_cast<std::size_t>(row)]);
        REQUIRE(cells.size() == 8);
        for (int column = 0; column < 8; ++column) {
          const fen::square s = flip ? fen::square(7 - column, row) : fen::square(column, 7 - row);
          CHECK(piece_from_figurine(cells[static_cast<std::size_t>(column)]) == p.at(s));
        }
      }
    }
  }
  CHECK(fen::figurine(fen::pieces::white_king) == "\u2654");
  CHECK(fen::figurine(fen::pieces::black_pawn) == "\u265F");
  CHECK(split_lines(fmt::format("{:uc}", fen::start_position)).size() == 9);
}

#if FEN_EXCEPTIONS  // without exceptions, {fmt} reports a bad spec by aborting
TEST_CASE("fmt: a bad spec is a format error") {
  const fen::position p = fen::start_position;
  for (const char* spec : {"{:x}", "{:dd}", "{:du}", "{:f}", "{:c}", "{:d>}", "{:10}"}) {
    CAPTURE(spec);
    CHECK_THROWS_AS((void)fmt::format(fmt::runtime(spec), p), fmt::format_error);
  }
  CHECK_THROWS_AS((void)fmt::format(fmt::runtime("{:un}"), fen::pieces::white_rook), fmt::format_error);
  CHECK_THROWS_AS((void)fmt::format(fmt::runtime("{:q}"), fen::pieces::white_rook), fmt::format_error);
  CHECK_THROWS_AS((void)fmt::format(fmt::runtime("{:x}"), fen::caret("a", 0)), fmt::format_error);
  CHECK_THROWS_AS((void)fmt::format(fmt::runtime("{:cc}"), fen::validate(fen::start_position)), fmt::format_error);
}

TEST_CASE("fmt: a bad spec says what is wrong, the letters first") {
  constexpr const char* unknown = "fen: unknown letter in a format spec";
  constexpr const char* repeated = "fen: a letter is repeated in a format spec";
  const fen::position p = fen::start_position;
  const fen::validation_report report = fen::validate(*fen::parse("4k3/8/8/8/8/8/8/8 w - - 0 1"));
  const fen::error e = fen::parse("9/8/8/8/8/8/8/8 w - - 0 1").error();
  struct {
    const char* spec;
    const char* message;
  } const position_specs[] = {
      {"{:x}", unknown},
      {"{:dd}", repeated},
      {"{:du}", "fen: a position spec has 'd' (ASCII) or 'u' (Unicode), not both"},
      {"{:f}", "fen: 'f' and 'c' need a diagram: write {:df}, {:dc}, {:uf} ..."},
      {"{:c}", "fen: 'f' and 'c' need a diagram: write {:df}, {:dc}, {:uf} ..."},
      {"{:dux}", unknown},  // a bad letter is reported before a bad combination
      {"{:ff}", repeated},
      {"{:10}", unknown},
  };
  for (const auto& c : position_specs) {
    CAPTURE(c.spec);
    CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime(c.spec), p), c.message, fmt::format_error);
  }
  const fen::piece rook = fen::pieces::white_rook;
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:un}"), rook), "fen: a piece spec has 'u' or 'n', not both",
                       fmt::format_error);
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:uu}"), rook), repeated, fmt::format_error);
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:unx}"), rook), unknown, fmt::format_error);
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:x}"), report[0]), unknown, fmt::format_error);
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:cc}"), report[0]), repeated, fmt::format_error);
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:x}"), report), unknown, fmt::format_error);
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:cc}"), report), repeated, fmt::format_error);
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:c}"), fen::caret("a", 0)), unknown, fmt::format_error);
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:c}"), fen::with_input(e, "9")), unknown, fmt::format_error);
  // The letters each formatter takes still work, and an empty spec is the default.
  CHECK(fmt::format("{:c}", report[0]) == fmt::format("{}", report[0]) + " [no_king]");
  CHECK(fmt::format("{:}", fen::caret("a", 0)) == fmt::format("{}", fen::caret("a", 0)));
  CHECK(fmt::format("{:n}", rook) == "white rook");
  CHECK(fmt::format("{:cd}", p) == fmt::format("{:dc}", p));
}
#endif

TEST_CASE("fmt: pieces print as letters, figurines and names") {
  const fen::color colors[] = {fen::color::white, fen::color::black};
  const fen::piece_type types[] = {fen::piece_type::pawn, fen::piece_type::knight, fen::piece_type::bishop,
                                   fen::piece_type::rook, fen::piece_type::queen,  fen::piece_type::king};
  for (const fen::color c : colors) {
    for (const fen::piece_type t : types) {
      const fen::piece p{c, t};
      CAPTURE(p);
      CHECK(fmt::format("{}", p) == std::string(1, p.to_char()));
      CHECK(fmt::format("{:u}", p) == fen::figurine(p));
      CHECK(fmt::format("{:n}", p) == fmt::format("{} {}", c, t));
    }
  }
  CHECK(fmt::format("{:n}", fen::pieces::black_knight) == "black knight");
  CHECK(fmt::format("{}|{:u}|{:n}", fen::piece{}, fen::piece{}, fen::piece{}) == ".|\u00B7|no piece");
}

TEST_CASE("fmt: squares, colors and piece types print as words, with string specs") {
  for (int index = 0; index < 64; ++index) {
    const fen::square s = fen::square::from_index(index);
    CHECK(fmt::format("{}", s) == s.name());
    CHECK(fmt::format("[{:>3}]", s) == "[ " + std::string(s.name()) + "]");
  }
  CHECK(fmt::format("{} {}", fen::color::white, fen::color::black) == "white black");
  CHECK(fmt::format("{:-^9}", fen::color::black) == "--black--");
  CHECK(fmt::format("{} {} {} {} {} {}", fen::piece_type::pawn, fen::piece_type::knight, fen::piece_type::bishop,
                    fen::piece_type::rook, fen::piece_type::queen,
                    fen::piece_type::king) == "pawn knight bishop rook queen king");
}

TEST_CASE("fmt: error codes and fields print as their stable names") {
  for (unsigned value = 1; value <= static_cast<unsigned>(fen::detail::last_error_code); ++value) {
    const auto code = static_cast<fen::error_code>(value);
    CHECK(fmt::format("{}", code) == fen::name(code));
  }
  for (unsigned value = 0; value <= 6; ++value) {
    const auto f = static_cast<fen::field>(value);
    CHECK(fmt::format("{}", f) == fen::name(f));
  }
  CHECK(fmt::format("{:>20}", fen::error_code::rank_too_long) == "       rank_too_long");
}

TEST_CASE("fmt: fixed strings and errors print as their text") {
  const fen::fen_string s = fen::serialize(fen::start_position);
  CHECK(fmt::format("{}", s) == fen::start_fen);
  CHECK(fmt::format("[{:.8}]", s) == "[rnbqkbnr]");
  const auto r = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1");
  REQUIRE_FALSE(r.has_value());
  CHECK(fmt::format("{}", r.error()) == r.error().message().view());
  CHECK(fmt::format("{}", r.error().message()) == r.error().message().view());
}

namespace {
// The column the caret line points at: the number of spaces before '^', less the indent.
std::size_t caret_column(const std::string& caret_line) {
  const std::size_t at = caret_line.find('^');
  REQUIRE(at != std::string::npos);
  REQUIRE(caret_line.find_first_not_of(' ') == at);  // only spaces before it
  REQUIRE(at + 1 == caret_line.size());              // nothing after it
  REQUIRE(at >= fen::detail::caret_indent.size());
  return at - fen::detail::caret_indent.size();
}
}  // namespace

TEST_CASE("fmt: an error with its input puts a caret under the offending byte") {
  // Inputs that fail at their first byte, in the middle and at the very end.
  const std::string_view inputs[] = {
      "xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1",
      "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 01 1",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP",
  };
  for (const std::string_view text : inputs) {
    for (const fen::strictness mode : {fen_test::lenient, fen_test::strict}) {
      const auto r = fen::parse(text, mode);
      if (r) continue;  // lenient takes the short ones
      CAPTURE(std::string(text));
      CAPTURE(r.error());
      const auto lines = split_lines(fmt::format("{}", fen::with_input(r.error(), text)));
      REQUIRE(lines.size() == 3);
      CHECK(lines[0] == r.error().message().view());
      CHECK(lines[1] == std::string(fen::detail::caret_indent) + std::string(text));
      CHECK(caret_column(lines[2]) == r.error().offset);
    }
  }
}

TEST_CASE("fmt: the caret stays under its byte when bytes are shown escaped") {
  // A tab shows as \t (2 columns), a byte outside ASCII as \xNN (4 columns).
  const std::string text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1 \xC3\xA9";
  const auto r = fen::parse(text);
  REQUIRE_FALSE(r.has_value());
  const auto lines = split_lines(fmt::format("{}", fen::with_input(r.error(), text)));
  REQUIRE(lines.size() == 3);
  CHECK(lines[1] == "    rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\\tw KQkq - 0 1 \\xC3\\xA9");
  // Every byte before the offset is printable but the tab, which takes one column more.
  CHECK(caret_column(lines[2]) == r.error().offset + 1);
  CHECK(lines[1].substr(fen::detail::caret_indent.size() + caret_column(lines[2]), 4) == "\\xC3");

  const auto control = split_lines(fmt::format("{}", fen::caret(std::string_view("a\0b\x7F"
                                                                                 "c",
                                                                                 5),
                                                                4)));
  REQUIRE(control.size() == 2);
  CHECK(control[0] == "    a\\x00b\\x7Fc");
  CHECK(caret_column(control[1]) == 1 + 4 + 1 + 4);
}

TEST_CASE("fmt: a caret can mark the end of the text, and stays there past it") {
  const auto at_end = split_lines(fmt::format("{}", fen::caret("8/8/8", 5)));
  REQUIRE(at_end.size() == 2);
  CHECK(at_end[0] == "    8/8/8");
  CHECK(caret_column(at_end[1]) == 5);
  CHECK(fmt::format("{}", fen::caret("8/8/8", 500)) == fmt::format("{}", fen::caret("8/8/8", 5)));
  CHECK(fmt::format("{}", fen::caret("", 0)) == "    \n    ^");
}

TEST_CASE("fmt: a long text is cut to a window around the caret") {
  // Letters from a simple generator, so that no 80-byte window occurs twice.
  std::string text(300, 'a');
  std::uint32_t state = 12345;
  for (char& c : text) {
    state = state * 1103515245u + 12345u;
    c = static_cast<char>('a' + (state >> 16) % 26);
  }
  for (const std::size_t offset :
       {std::size_t{0}, std::size_t{10}, std::size_t{150}, std::size_t{290}, std::size_t{300}}) {
    CAPTURE(offset);
    const auto lines = split_lines(fmt::format("{}", fen::caret(text, offset)));
    REQUIRE(lines.size() == 2);
    std::string shown = lines[0].substr(fen::detail::caret_indent.size());
    const bool cut_before = shown.compare(0, 3, "...") == 0;
    const bool cut_after = shown.size() >= 3 && shown.compare(shown.size() - 3, 3, "...") == 0;
    CHECK(cut_before == (offset > fen::detail::caret_context));
    CHECK(cut_after == (offset + fen::detail::caret_window - fen::detail::caret_context < text.size()));
    const std::size_t column = caret_column(lines[1]);
    // The window is a piece of the text, and the caret is under the byte at `offset`.
    const std::string window = shown.substr(cut_before ? 3 : 0, fen::detail::caret_window);
    const std::size_t first = text.find(window);
    REQUIRE(first != std::string::npos);
    CHECK(first + column - (cut_before ? 3 : 0) == offset);
    CHECK(window.size() == fen::detail::caret_window);
  }
  // A text up to the threshold is never cut.
  const std::string short_text(fen::detail::caret_window_threshold, 'x');
  CHECK(split_lines(fmt::format("{}", fen::caret(short_text, 99)))[0].find("...") == std::string::npos);
}

TEST_CASE("fmt: severities and problem codes print as their stable names") {
  CHECK(fmt::format("{} {}", fen::severity::illegal, fen::severity::unreachable) == "illegal unreachable");
  for (int value = fen::detail::first_problem_code; value <= fen::detail::last_problem_code; ++value) {
    const auto code = static_cast<fen::problem_code>(value);
    CHECK(fmt::format("{}", code) == fen::name(code));
    CHECK(fmt::format("[{:<30}]", code).size() == 32);
  }
}

TEST_CASE("fmt: a problem prints as its severity and message, a report as one problem per line") {
  const std::string_view samples[] = {
      "4k3/8/8/8/8/8/4R3/3KK3 w - - 0 1",                            // two kings, opponent in check
      "rnbqkbnr/pppp1ppp/8/8/8/7R/PPPPPPPP/RNBQKBN1 w KQkq e6 0 2",  // castling, en passant
      "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 0",                       // unreachable only
      "8/8/8/8/8/8/8/8 w - - 0 1",                                   // an empty board
  };
  for (const std::string_view text : samples) {
    CAPTURE(std::string(text));
    const fen::validation_report report = fen::validate(fen_test::must_parse(text));
    REQUIRE_FALSE(report.empty());
    const auto lines = split_lines(fmt::format("{}", report));
    const auto coded = split_lines(fmt::format("{:c}", report));
    REQUIRE(lines.size() == report.size());
    REQUIRE(coded.size() == report.size());
    for (std::size_t i = 0; i < report.size(); ++i) {
      const fen::problem& p = report[i];
      const std::string plain = std::string(fen::name(p.severity)) + ": " + p.message().str();
      CHECK(fmt::format("{}", p) == plain);
      CHECK(lines[i] == plain);
      CHECK(fmt::format("{:c}", p) == plain + " [" + std::string(fen::name(p.code)) + "]");
      CHECK(coded[i] == fmt::format("{:c}", p));
    }
  }
  CHECK(fmt::format("{}", fen::validate(fen::start_position)) == "no problems");
  CHECK(fmt::format("{:c}", fen::validate(fen::start_position)) == "no problems");
}

TEST_CASE("fmt: a crazyhouse diagram shows the pockets and the promoted pieces under the board") {
  const std::string_view text = "rQ~b1kb1r/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1[RRbnp] w kq - 0 10";
  const auto parsed = fen::parse(text, fen::rules{fen::variant::crazyhouse});
  REQUIRE(parsed.has_value());
  // {} goes through serialize: the pockets and the '~' are written back.
  CHECK(fmt::format("{}", *parsed) == text);
  const std::vector<std::string> lines = split_lines(fmt::format("{:d}", *parsed));
  REQUIRE(lines.size() == 10);
  CHECK(lines[0] == "r Q b . k b . r");
  CHECK(lines[8] == "pockets: [RRbnp]");
  CHECK(lines[9] == "promoted: b8");
  const std::vector<std::string> coordinates = split_lines(fmt::format("{:dfc}", *parsed));
  REQUIRE(coordinates.size() == 11);
  CHECK(coordinates[8] == "  h g f e d c b a");
  CHECK(coordinates[9] == "pockets: [RRbnp]");
  CHECK(coordinates[10] == "promoted: b8");
  CHECK(split_lines(fmt::format("{:u}", *parsed))[8] == "pockets: [\u2656\u2656\u265D\u265E\u265F]");
  // Empty pockets are still shown: the position is a crazyhouse one.
  const auto empty = fen::parse("4k3/8/8/8/8/8/8/4K3[] w - - 0 1", fen::rules{fen::variant::crazyhouse});
  REQUIRE(empty.has_value());
  CHECK(split_lines(fmt::format("{:d}", *empty)).back() == "pockets: []");
  CHECK(fmt::format("{}", *empty) == "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
}

TEST_CASE("fmt: a three-check diagram shows the checks each side still has to give") {
  const auto parsed = fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 20", fen::rules{fen::variant::three_check});
  REQUIRE(parsed.has_value());
  CHECK(fmt::format("{}", *parsed) == "4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 20");
  const std::vector<std::string> lines = split_lines(fmt::format("{:dc}", *parsed));
  REQUIRE(lines.size() == 10);
  CHECK(lines[8] == "  a b c d e f g h");
  CHECK(lines[9] == "checks to give: White 2, Black 3");
  // A standard position has no lines under its board.
  CHECK(split_lines(fmt::format("{:dc}", fen::start_position)).size() == 9);
}

// ---------------------------------------------------------------------------------------------
// EPD
// ---------------------------------------------------------------------------------------------

namespace {
const std::string_view sample_epd_lines[] = {
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";",
    "8/8/8/8/8/8/8/8 w - - hmvc 12; fmvn 40; c0 \"say \\\"hi\\\" \\\\ ok\"; ce -35; pv e4 e5 Nf3;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
    "4k3/8/8/8/8/8/8/4K3 w - -\tbm Kd2 ;id \"lenient\"",  // lenient: written back canonical
};
}  // namespace

TEST_CASE("fmt: an EPD record prints as its line, however long") {
  using namespace epd_test;
  for (const std::string_view text : sample_epd_lines) {
    CAPTURE(std::string(text));
    const fen::epd_record record = must_parse_epd(text);
    CHECK(fmt::format("{}", record) == fen::to_string(record));
  }
  CHECK(fmt::format("{}", must_parse_epd(sample_epd_lines[0])) == sample_epd_lines[0]);
  CHECK(fmt::format("{}", must_parse_epd(sample_epd_lines[3])) == "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"lenient\";");
  // A line just within the buffer on the stack, one just past it, and one far past it; another
  // record size.
  for (const std::size_t extra : {std::size_t{0}, std::size_t{1}, std::size_t{3000}}) {
    auto record = fen::to_epd<fen::basic_epd_record<2, 2>>(fen::start_position);
    const std::string start_line = fen::to_string(record);
    const std::size_t around = start_line.size() + std::string_view(" c0 \"\";").size();
    const std::string value(fen::max_epd_length - around + extra, 'x');
    REQUIRE(record.add("c0", {fen::epd_operand::quoted(value)}));
    CAPTURE(extra);
    const std::string line = fmt::format("{}", record);
    CHECK(line.size() == fen::max_epd_length + extra);
    CHECK(line == fen::to_string(record));
  }
  CHECK(fmt::format("[{}]", fen::to_epd(fen::start_position)) ==
        "[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -]");
#if FEN_EXCEPTIONS
  CHECK_THROWS_WITH_AS((void)fmt::format(fmt::runtime("{:d}"), fen::to_epd(fen::start_position)),
                       "fen: unknown letter in a format spec", fmt::format_error);
#endif
}

TEST_CASE("fmt: EPD operands print as their values, kinds, codes and errors as words") {
  using namespace epd_test;
  const fen::epd_record record = must_parse_epd(sample_epd_lines[1]);
  CHECK(fmt::format("{}", record.find("c0")->operands[0]) == "say \"hi\" \\ ok");
  CHECK(fmt::format("{}", record.find("ce")->operands[0]) == "-35");
  CHECK(fmt::format("{} {}", record.find("pv")->operands[0], record.find("pv")->operands[2]) == "e4 Nf3");
  CHECK(fmt::format("[{:>6}]", record.find("pv")->operands[2]) == "[   Nf3]");
  CHECK(fmt::format("[{:.3}]", record.find("c0")->operands[0]) == "[say]");
  CHECK(fmt::format("{}", fen::epd_operand::quoted("a \"b\"")) == "a \"b\"");
  const std::string long_value(1000, 'v');  // longer than the formatter's buffer on the stack
  CHECK(fmt::format("{}", fen::epd_operand::quoted(long_value)) == long_value);
  CHECK(fmt::format("{}", fen::epd_operand{}) == "");

  CHECK(fmt::format("{} {} {}", fen::epd_operand_kind::symbol, fen::epd_operand_kind::number,
                    fen::epd_operand_kind::string) == "symbol number string");
  for (unsigned value = 1; value <= static_cast<unsigned>(fen::detail::last_epd_error_code); ++value) {
    const auto code = static_cast<fen::epd_error_code>(value);
    CHECK(fmt::format("{}", code) == fen::name(code));
  }
  CHECK(fmt::format("{:>22}", fen::epd_error_code::invalid_opcode) == "        invalid_opcode");

  const std::string_view unterminated = "8/8/8/8/8/8/8/8 w - - id \"open";
  const auto e = fen::parse_epd(unterminated);
  REQUIRE_FALSE(e.has_value());
  CHECK(fmt::format("{}", e.error()) == "string operand: no closing '\"'");
  CHECK(fmt::format("{:.6}", e.error()) == "string");
  const std::string_view bad_position = "8/8/8/8/8/8/8/9 w - - bm e4;";
  const auto p = fen::parse_epd(bad_position);
  REQUIRE_FALSE(p.has_value());
  CHECK(fmt::format("{}", p.error()) == p.error().position_error.message().view());
}

// ---------------------------------------------------------------------------------------------
// Values out of range, and fen/ostream.hpp beside {fmt}
// ---------------------------------------------------------------------------------------------

using ostream_test::for_every_byte;
using ostream_test::holding;
using ostream_test::streamed;

TEST_CASE("fmt: every byte of a piece prints defined text, its three views agreeing") {
  for_every_byte<fen::piece>([](fen::piece p) {
    const char letter = p.to_char();
    CHECK(fmt::format("{}", p) == std::string(1, letter));
    CHECK(fmt::format("{:u}", p) == fen::figurine(p));
    const auto known = fen::piece::from_char(letter);
    if (letter == '.') {
      CHECK(fmt::format("{:u}|{:n}", p, p) == "\u00B7|no piece");
    } else if (known) {
      CHECK(fen::figurine(p) == fen::figurine(*known));
      CHECK(fmt::format("{:n}", p) == fmt::format("{:n}", *known));
    } else {
      CHECK(fmt::format("{}|{:u}|{:n}", p, p, p) == "?|?|unknown piece");
    }
  });
  // Codes 7, 8 and 15 are no piece's; a piece made of enums out of range is still one of the 13.
  CHECK(fmt::format("{:u}", holding<fen::piece>(7)) == "?");
  CHECK(fmt::format("{:u}", holding<fen::piece>(15)) == "?");
  const fen::piece odd{static_cast<fen::color>(7), static_cast<fen::piece_type>(200)};
  CHECK(fmt::format("{}|{:u}", odd, odd) == fmt::format("{}|{}", odd.to_char(), fen::figurine(odd)));
  // A diagram shows such a byte as its letter, or '?'.
  fen::position p{};
  p.board[0] = holding<fen::piece>(7);
  p.board[1] = holding<fen::piece>(8);
  CHECK(split_lines(fmt::format("{:d}", p))[7] == "? ? . . . . . .");
  CHECK(split_lines(fmt::format("{:u}", p))[7] == "? ? \u00B7 \u00B7 \u00B7 \u00B7 \u00B7 \u00B7");
}

TEST_CASE("fmt: every byte of a square and of each enum prints defined text") {
  for_every_byte<fen::square>([](fen::square s) {
    CHECK(fmt::format("{}", s) == fen::square::from_index(s.index() % 64).name());
    CHECK(streamed(s) == fmt::format("{}", s));
  });
  CHECK(fmt::format("{}", holding<fen::square>(200)) == "a2");
  // Every byte of each enum: {} prints fen::name, and the stream prints the same.
  ostream_test::for_every_enum_value([](auto e) {
    CHECK(fmt::format("{}", e) == fen::name(e));
    CHECK(streamed(e) == fmt::format("{}", e));
  });
  CHECK(fmt::format("{}", static_cast<fen::problem_code>(200)) == "unknown");
  // The pieces' names: {:n} of a piece made of enums out of range.
  for (unsigned c = 0; c < 256; c += 7)
    for (unsigned t = 0; t < 256; t += 5) {
      const fen::piece q{static_cast<fen::color>(c), static_cast<fen::piece_type>(t)};
      const std::string named = fmt::format("{:n}", q);
      CHECK((named == "no piece" || named == fmt::format("{} {}", q.color(), q.type())));
    }
  // A problem with a code and severity out of range.
  fen::problem strange{};
  strange.code = static_cast<fen::problem_code>(250);
  strange.severity = static_cast<fen::severity>(9);
  CHECK(fmt::format("{}", strange) == std::string(fen::name(strange.severity)) + ": " + strange.message().str());
  CHECK(fmt::format("{:c}", strange) == fmt::format("{}", strange) + " [unknown]");
}

TEST_CASE("fmt: fen/ostream.hpp prints what {} prints, for every type") {
  using namespace epd_test;
  // Positions (FEN and a variant's notation), and the pieces and squares on them.
  for (const std::string_view text : sample_fens) {
    CAPTURE(std::string(text));
    const fen::position p = fen_test::must_parse(text);
    CHECK(streamed(p) == fmt::format("{}", p));
    for (int index = 0; index < 64; ++index) {
      const fen::square s = fen::square::from_index(index);
      CHECK(streamed(s) == fmt::format("{}", s));
      CHECK(streamed(p.at(s)) == fmt::format("{}", p.at(s)));
    }
    const fen::validation_report report = fen::validate(p);
    CHECK(streamed(report) == fmt::format("{}", report));
  }
  const auto crazyhouse = fen::parse("rQ~b1kb1r/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1[RRbnp] w kq - 0 10",
                                     fen::rules{fen::variant::crazyhouse});
  REQUIRE(crazyhouse.has_value());
  CHECK(streamed(*crazyhouse) == fmt::format("{}", *crazyhouse));
  for_every_byte<fen::piece>([](fen::piece q) { CHECK(streamed(q) == fmt::format("{}", q)); });

  // Errors: FEN and EPD, in every field they can be in.
  const std::string_view bad_fens[] = {
      "",
      "9/8/8/8/8/8/8/8 w - - 0 1",
      "8/8/8/8/8/8/8/8 x - - 0 1",
      "8/8/8/8/8/8/8/8 w KQX - 0 1",
      "8/8/8/8/8/8/8/8 w - e9 0 1",
      "8/8/8/8/8/8/8/8 w - - 01 1",
      "8/8/8/8/8/8/8/8 w - - 0 1 x",
  };
  for (const std::string_view text : bad_fens) {
    const auto r = fen::parse(text);
    REQUIRE_FALSE(r.has_value());
    CHECK(streamed(r.error()) == fmt::format("{}", r.error()));
    CHECK(streamed(r.error().code) == fmt::format("{}", r.error().code));
    CHECK(streamed(r.error().field) == fmt::format("{}", r.error().field));
  }
  const std::string_view bad_epds[] = {
      "8/8/8/8/8/8/8/8 w - - id \"open", "8/8/8/8/8/8/8/8 w - - 9x;", "8/8/8/8/8/8/8/8 w - - hmvc x;",
      "8/8/8/8/8/8/8/9 w - - bm e4;",    "8/8/8/8/8/8/8/8 w - -",
  };
  for (const std::string_view text : bad_epds) {
    CAPTURE(std::string(text));
    const auto r = fen::parse_epd(text, fen_test::strict);
    if (r) continue;
    CHECK(streamed(r.error()) == fmt::format("{}", r.error()));
    CHECK(streamed(r.error().code) == fmt::format("{}", r.error().code));
  }

  // Validation: problems one by one, and reports.
  for (const std::string_view text : {"4k3/8/8/8/8/8/4R3/3KK3 w - - 0 1", "8/8/8/8/8/8/8/8 w - - 0 0"}) {
    const fen::validation_report report = fen::validate(fen_test::must_parse(text));
    CHECK(streamed(report) == fmt::format("{}", report));
    for (const fen::problem& p : report) {
      CHECK(streamed(p) == fmt::format("{}", p));
      CHECK(streamed(p.code) == fmt::format("{}", p.code));
      CHECK(streamed(p.severity) == fmt::format("{}", p.severity));
    }
  }

  // EPD records, operands and operand kinds.
  for (const std::string_view text : sample_epd_lines) {
    const fen::epd_record record = must_parse_epd(text);
    CHECK(streamed(record) == fmt::format("{}", record));
    for (const fen::epd_operation op : record)
      for (const fen::epd_operand& o : op.operands) {
        CHECK(streamed(o) == fmt::format("{}", o));
        CHECK(streamed(o.kind) == fmt::format("{}", o.kind));
      }
  }

  // The vocabulary's names.
  for (const fen::color c : {fen::color::white, fen::color::black}) CHECK(streamed(c) == fmt::format("{}", c));
  for (unsigned t = 0; t < 6; ++t) {
    const auto type = static_cast<fen::piece_type>(t);
    CHECK(streamed(type) == fmt::format("{}", type));
  }
}
