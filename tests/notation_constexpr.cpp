// Compile time: everything in fen.hpp works inside static_assert under C++17. This file is checked
// by the compiler; the test cases below repeat a few checks at run time so that a constexpr-only
// bug cannot hide behind the other.
#include "support.hpp"

#include <array>

using namespace fen::literals;
using namespace fen::squares;
using E = fen::error_code;

namespace {
constexpr auto start = fen::parse(fen::start_fen);
static_assert(start.has_value());
static_assert(*start == fen::start_position);
static_assert(start->castling == fen::castling_rights::standard());
static_assert(fen::serialize(*start) == fen::start_fen);
static_assert(fen::serialize(fen::start_position).size() == fen::start_fen.size());

// Inspecting a parsed position.
constexpr fen::position after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"_fen;
static_assert(after_e4.side_to_move == fen::color::black);
static_assert(after_e4.en_passant == e3);
static_assert(after_e4.at(e4) == fen::pieces::white_pawn);
static_assert(after_e4.at(e2).is_none());
static_assert(after_e4.castling.rook_file(fen::color::black, fen::castling_side::queen_side) == 0);

// Errors, with their codes and offsets, at compile time.
constexpr auto bad = fen::parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1");
static_assert(!bad.has_value());
static_assert(bad.error().code == E::invalid_en_passant);
static_assert(bad.error().offset == 53);
static_assert(bad.error().message() ==
              "en passant: must be '-' or a square name such as e3 (lower-case file, then rank)");
static_assert(fen::parse(" 8/8/8/8/8/8/8/8 w - - 0 1", fen::strictness::strict).error().code ==
              E::unexpected_whitespace);

// Changing a position and writing it, all in a constant expression.
constexpr fen::position castled() {
  fen::position p = fen::start_position;
  p.put(e1, fen::piece{});
  p.put(h1, fen::piece{});
  p.put(g1, fen::pieces::white_king);
  p.put(f1, fen::pieces::white_rook);
  p.castling.clear(fen::color::white);
  p.side_to_move = fen::color::black;
  return p;
}
static_assert(fen::serialize(castled()) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 b kq - 0 1");
static_assert(fen::serialize(castled(), {fen::castling_notation::shredder}) ==
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 b ha - 0 1");

// A constexpr table of positions.
constexpr std::array<fen::position, 3> table = {
    fen::start_position,
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1"_fen,
    "8/8/8/8/8/8/8/8 w - - 0 1"_fen,
};
static_assert(table[2] == fen::empty_board);
static_assert(table[1].at(e8) == fen::pieces::black_king);

// The vocabulary.
static_assert(fen::square::from_name("g7") == g7);
static_assert(g7.name() == "g7");
static_assert(fen::piece::from_char('q') == fen::pieces::black_queen);
static_assert(fen::opposite(fen::color::white) == fen::color::black);
}  // namespace

TEST_CASE("constexpr: the compile-time results hold at run time too") {
  CHECK(*start == fen::start_position);
  CHECK(bad.error().offset == 53);
  CHECK(fen::serialize(castled()) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 b kq - 0 1");
  CHECK(table[1] == fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1").value());
  static_assert(fen::serialize(table[1]) == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST_CASE("constexpr: the literal throws at run time for a bad FEN") {
#if FEN_EXCEPTIONS
  const char* text = "8/8/8 w - - 0 1";
  CHECK_THROWS_AS(fen::literals::operator""_fen(text, std::char_traits<char>::length(text)), fen::parse_error);
#else
  CHECK(true);
#endif
}
