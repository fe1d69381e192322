// Chess960 start numbers (fen/detail/chess960.hpp): chess960_start(n) for all 960 numbers against the
// published table (python-chess's, tests/data/chess960_starts.txt), chess960_number and
// chess960_numbers back, Double Chess960, what is not a start, and constant expressions.
#include "support.hpp"

#include <fstream>
#include <string>

using namespace fen::literals;

TEST_CASE("chess960 numbers: the 960 starts agree with tests/data/chess960_starts.txt") {
  const std::string path = std::string(FEN_TEST_DATA_DIR) + "/chess960_starts.txt";
  std::ifstream in(path);
  REQUIRE_MESSAGE(in.good(), "cannot open ", path);
  std::string line;
  int expected_number = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    CAPTURE(line);
    const std::size_t tab = line.find('\t');
    REQUIRE(tab != std::string::npos);
    REQUIRE(line.substr(0, tab) == std::to_string(expected_number));
    const std::string text = line.substr(tab + 1);
    const std::optional<fen::position> start = fen::chess960_start(expected_number);
    REQUIRE(start);
    CHECK(fen::serialize(*start) == text);
    CHECK(*start == fen_test::must_parse(text, fen_test::strict));
    ++expected_number;
  }
  CHECK(expected_number == 960);
}

TEST_CASE("chess960 numbers: every start round-trips both ways") {
  for (int n = 0; n < 960; ++n) {
    CAPTURE(n);
    const fen::position p = fen::chess960_start(n).value();
    CHECK(fen::chess960_number(p) == n);
    CHECK(fen::chess960_numbers(p) == fen::chess960_start_numbers{n, n});
    CHECK(fen::validate(p, fen::rules::chess960()).ok());
    // White to move, counters 0 and 1, no en passant square, both rooks' rights for each colour.
    CHECK(p.side_to_move == fen::color::white);
    CHECK(p.halfmove_clock == 0);
    CHECK(p.fullmove_number == 1);
    CHECK_FALSE(p.en_passant);
    for (const fen::color c : {fen::color::white, fen::color::black})
      for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
        const std::optional<int> file = p.castling.rook_file(c, side);
        REQUIRE(file);
        CHECK(p.at(fen::square(*file, c == fen::color::white ? 0 : 7)) == fen::piece(c, fen::piece_type::rook));
      }
    // Only the back ranks are read: a game under way keeps its number while they stand.
    fen::position moved = p;
    moved.put(fen::squares::e2, fen::pieces::none);
    moved.put(fen::squares::e4, fen::pieces::white_pawn);
    moved.side_to_move = fen::color::black;
    CHECK(fen::chess960_number(moved) == n);
  }
  CHECK_FALSE(fen::chess960_start(-1));
  CHECK_FALSE(fen::chess960_start(960));
  CHECK_FALSE(fen::chess960_start(100000));
}

TEST_CASE("chess960 numbers: Double Chess960, and back ranks that are no start") {
  // White's rank 1 is start 0, Black's rank 8 start 518's: a number each, none for both.
  const fen::position double960 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"_fen;
  CHECK(fen::chess960_numbers(double960) == fen::chess960_start_numbers{0, 518});
  CHECK_FALSE(fen::chess960_number(double960));
  // A start's mirror image (files turned round) is another start; its colours swapped, no start.
  const fen::position start0 = fen::chess960_start(0).value();
  CHECK(fen::chess960_number(fen::flipped_horizontal(start0)).has_value());
  CHECK(fen::chess960_numbers(fen::colors_swapped(start0)) == fen::chess960_start_numbers{});
  CHECK(fen::chess960_number(fen::mirrored(start0)) == 0);

  struct not_a_start {
    std::string_view text;
    const char* why;
  };
  for (const not_a_start& c : {
           not_a_start{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1", "a square empty"},
           not_a_start{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNr w Qkq - 0 1", "a black piece on rank 1"},
           not_a_start{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNQBKBNR w KQkq - 0 1", "bishops on one colour"},
           not_a_start{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/KNBQRBNR w - - 0 1", "the king not between the rooks"},
           not_a_start{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNN w Qkq - 0 1", "three knights"},
           not_a_start{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RQBQKBNR w KQkq - 0 1", "two queens"},
           not_a_start{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBPKBNR w KQkq - 0 1", "a pawn on rank 1"},
           not_a_start{"8/8/8/8/8/8/8/8 w - - 0 1", "an empty board"},
       }) {
    CAPTURE(c.why);
    const fen::position p = fen_test::must_parse(c.text);
    CHECK_FALSE(fen::chess960_numbers(p).white);
    CHECK(fen::chess960_numbers(p).black ==
          (c.text.substr(0, 8) == "rnbqkbnr" ? std::optional<int>(518) : std::nullopt));
    CHECK_FALSE(fen::chess960_number(p));
  }
}

TEST_CASE("chess960 numbers: in constant expressions") {
  static_assert(fen::chess960_start(518) == fen::start_position);
  static_assert(fen::chess960_number(fen::start_position) == 518);
  static_assert(fen::chess960_start(0) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"_fen);
  static_assert(fen::chess960_start(959) == "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1"_fen);
  static_assert(fen::chess960_number("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"_fen) == 0);
  static_assert(fen::chess960_number("nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w KQkq - 0 1"_fen) == 325);
  static_assert(!fen::chess960_start(960));
  static_assert(!fen::chess960_number(fen::empty_board));
  static_assert(noexcept(fen::chess960_start(0))&& noexcept(fen::chess960_numbers(fen::empty_board)));
  CHECK(fen::chess960_numbers(fen::start_position).white == 518);
}
