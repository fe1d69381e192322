// Field 1, piece placement: ranks 8 to 1, files a to h, digits for empty runs, '/' between ranks.
#include "support.hpp"

using namespace fen::squares;
using fen_test::check_fails_both;
using fen_test::must_parse;
using E = fen::error_code;

TEST_CASE("placement: every piece letter lands on its square") {
  const auto p = must_parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(p == fen::start_position);
  const auto q = must_parse("7k/8/8/3Q4/8/8/8/K7 w - - 0 1");
  CHECK(q.at(h8) == fen::pieces::black_king);
  CHECK(q.at(a1) == fen::pieces::white_king);
  CHECK(q.at(d5) == fen::pieces::white_queen);
  int occupied = 0;
  for (auto pc : q.board) occupied += pc ? 1 : 0;
  CHECK(occupied == 3);
}

TEST_CASE("placement: ranks read from 8 down to 1, files from a to h") {
  const auto p = must_parse("p7/1p6/2p5/3p4/4p3/5p2/6p1/7p w - - 0 1");
  for (int i = 0; i < 8; ++i) {
    CAPTURE(i);
    CHECK(p.at(fen::square(i, 7 - i)) == fen::pieces::black_pawn);
  }
}

TEST_CASE("placement: every split of a rank into digits and pieces") {
  // All 256 ways to fill a rank with empty squares and knights, written canonically.
  for (unsigned mask = 0; mask < 256; ++mask) {
    std::string rank;
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      if (mask & (1u << file)) {
        if (empty) rank += static_cast<char>('0' + empty);
        empty = 0;
        rank += 'N';
      } else {
        ++empty;
      }
    }
    if (empty) rank += static_cast<char>('0' + empty);
    const std::string text = "k7/8/8/" + rank + "/8/8/8/7K w - - 0 1";
    CAPTURE(text);
    const auto p = must_parse(text, fen_test::strict);
    for (int file = 0; file < 8; ++file) CHECK(bool(p.at(fen::square(file, 4))) == bool(mask & (1u << file)));
    CHECK(fen::serialize(p) == text);
  }
}

TEST_CASE("placement: an empty board and a full one") {
  CHECK(must_parse("8/8/8/8/8/8/8/8 w - - 0 1") == fen::empty_board);
  const auto full = must_parse("qqqqqqqq/qqqqqqqq/qqqqqqqq/qqqqqqqq/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ w - - 0 1");
  for (auto pc : full.board) CHECK(bool(pc));
}

TEST_CASE("placement: ranks that do not add up to 8 squares") {
  const fen_test::bad_case cases[] = {
      {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::invalid_empty_count, 18},
      {"rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::invalid_empty_count, 18},
      {"rnbqkbnr/pppppppp/80/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::invalid_empty_count, 19},
      {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::rank_too_long, 17},
      {"rnbqkbnr/pppppppp/7p1/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::rank_too_long, 20},
      {"rnbqkbnr/pppppppp/p8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::rank_too_long, 19},
      {"rnbqkbnr/pppppppp/5/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::rank_too_short, 19},
      {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::rank_too_short, 16},
      {"rnbqkbnr//8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::rank_too_short, 9},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", E::rank_too_short, 42},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/ w KQkq - 0 1", E::rank_too_short, 35},
      {"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::adjacent_digits, 19},
      {"rnbqkbnr/pppppppp/2p11p2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::adjacent_digits, 21},
  };
  for (const auto& c : cases) check_fails_both(c.text, c.code, c.offset);
}

TEST_CASE("placement: not exactly 8 ranks") {
  const fen_test::bad_case cases[] = {
      {"8/8/8/8/8/8/8 w - - 0 1", E::too_few_ranks, 13},
      {"8 w - - 0 1", E::too_few_ranks, 1},
      {"8/8/8/8/8/8/8/8/8 w - - 0 1", E::too_many_ranks, 15},
      {"8/8/8/8/8/8/8/8/ w - - 0 1", E::too_many_ranks, 15},
      {"8/8/8/8/8/8/8/", E::rank_too_short, 14},
  };
  for (const auto& c : cases) check_fails_both(c.text, c.code, c.offset);
  // Crazyhouse pockets written as a ninth rank (only piece letters) are named as such; a ninth
  // rank with a digit is one too many.
  check_fails_both("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qn w KQkq - 0 1", E::variant_not_supported, 43);
  check_fails_both("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/QRBNPqrbnp w KQkq - 0 1", E::variant_not_supported, 43);
  check_fails_both("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Q1 w KQkq - 0 1", E::too_many_ranks, 43);
  CHECK(fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qn w KQkq - 0 1").error().message() ==
        "placement: a ninth rank of pieces holds crazyhouse pockets; read it with fen::variant::crazyhouse");
}

TEST_CASE("placement: bytes that are not pieces") {
  const fen_test::bad_case cases[] = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", E::invalid_piece, 42},
      {"rnbqkbnr/pppppppp/8/8/4x3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::invalid_piece, 23},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR- w KQkq - 0 1", E::invalid_piece, 43},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRw KQkq - 0 1", E::invalid_piece, 43},
      {std::string_view("rnbqkbnr/pppppppp/8/8/8/\0/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 56), E::invalid_piece, 24},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ\xE2\x99\x94"
       "BNR w KQkq - 0 1",
       E::non_ascii, 39},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB~R w KQkq - 0 1", E::variant_not_supported, 41},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1", E::variant_not_supported, 43},
  };
  for (const auto& c : cases) check_fails_both(c.text, c.code, c.offset);
}

TEST_CASE("placement: the error message names the field and the rank") {
  const auto r = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1");
  REQUIRE_FALSE(r);
  CHECK(r.error().field == fen::field::placement);
  CHECK(r.error().message() == "placement: rank 1 has only 7 squares; a rank has 8");
  const auto s = fen::parse("rnbqkbnr/pppppppp/8/8/4x3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(s.error().message() == "placement: 'x' is not a piece letter (PNBRQK, pnbrqk), a digit or '/'");
}
