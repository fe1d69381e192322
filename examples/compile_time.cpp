// Compile time: parse, inspect and write positions in constant expressions. A table of test
// positions is checked by the compiler, so a typo in one of them stops the build instead of a test
// run, and costs nothing at run time.
#include <fen/fen.hpp>

#include <cstdio>
#include <optional>
#include <string_view>

using namespace fen::literals;

// A literal is parsed by the compiler. A bad one does not compile, and the message names the
// problem; uncomment this line to see it:
//   constexpr fen::position bad = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"_fen;
// error: call to non-'constexpr' function ... [with auto Code = fen::error_code::invalid_empty_count; ...]
constexpr fen::position start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"_fen;
static_assert(start == fen::start_position);
static_assert(start.at(fen::squares::e1) == fen::pieces::white_king);
static_assert(fen::serialize(start) == fen::start_fen);

// A table of named positions, the kind a test suite or an opening book carries.
struct named_position {
  std::string_view name;
  fen::position position;
};

constexpr named_position suite[] = {
    {"start", fen::start_position},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"_fen},
    {"endgame", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"_fen},
    {"en passant", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"_fen},
    {"chess960", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"_fen},
};

// Plain constexpr functions work on positions like on any other value.
constexpr int count(const fen::position& p, fen::piece wanted) {
  int n = 0;
  for (const fen::piece on_square : p.board) n += on_square == wanted ? 1 : 0;
  return n;
}

// How many men (pieces and pawns of both sides) stand on the board.
constexpr int count_men(const fen::position& p) { return 64 - count(p, fen::pieces::none); }

static_assert(count_men(suite[0].position) == 32);
static_assert(count(suite[1].position, fen::pieces::white_pawn) == 8);
static_assert(count(suite[2].position, fen::pieces::black_rook) == 1);
static_assert(suite[3].position.en_passant == fen::squares::f6);
// Chess960 castling rights keep their rook's file: HFhf is the h- and f-file rooks.
static_assert(suite[4].position.castling.rook_file(fen::color::white, fen::castling_side::queen_side) == 5);

// Errors are values too: their code, offset and message can be checked by the compiler.
constexpr auto bad = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra");
static_assert(!bad.has_value());
static_assert(bad.error().code == fen::error_code::trailing_text);
static_assert(bad.error().offset == 57);
static_assert(bad.error().message() == "input: text after the fullmove number");

// Writing is constexpr as well: the FEN of a position built at compile time.
constexpr fen::position after_e4 = [] {
  fen::position p = fen::start_position;
  p.put(fen::squares::e2, fen::pieces::none);
  p.put(fen::squares::e4, fen::pieces::white_pawn);
  p.side_to_move = fen::color::black;
  // C++17's std::optional assigns a value only at run time; assigning a whole optional is constexpr.
  p.en_passant = std::optional<fen::square>(fen::squares::e3);
  return p;
}();
constexpr fen::fen_string after_e4_text = fen::serialize(after_e4);
static_assert(after_e4_text == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");

int main() {
  // At run time the table is plain data: nothing is parsed here.
  for (const named_position& entry : suite)
    std::printf("%-11.*s %2d men  %s\n", static_cast<int>(entry.name.size()), entry.name.data(),
                count_men(entry.position), fen::serialize(entry.position).c_str());
  std::printf("after 1. e4: %s\n", after_e4_text.c_str());
  return 0;
}
