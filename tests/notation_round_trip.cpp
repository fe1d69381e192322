// serialize(parse(s)) == s for every canonical s; parse(serialize(p)) == p for every p.
#include "support.hpp"

#include <random>

using fen_test::must_parse;

TEST_CASE("round trip: canonical FENs come back byte for byte") {
  for (std::string_view text : {
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
           "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
           "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
           "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
           "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
           "8/8/8/8/8/8/8/8 b - - 99 400",
           "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
           "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
       }) {
    CAPTURE(std::string(text));
    const auto p = fen::parse(text, fen::strictness::strict);
    if (text.find("HFhf") != std::string_view::npos) {
      // Shredder letters are not the canonical (X-FEN) form: strict refuses, lenient reads them.
      CHECK_FALSE(p.has_value());
      CHECK(fen::serialize(must_parse(text)) == "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
      continue;
    }
    REQUIRE(p.has_value());
    CHECK(fen::serialize(*p) == text);
  }
}

namespace {
// A position with random contents in every member, castling rights chosen so that each rook file
// is on its side of the king (the condition under which the round trip is promised).
fen::position random_position(std::mt19937& rng) {
  fen::position p{};
  std::uniform_int_distribution<int> square_content(0, 20);
  for (auto& pc : p.board) {
    const int v = square_content(rng);
    pc = v < 12 ? fen::piece(v < 6 ? fen::color::white : fen::color::black, static_cast<fen::piece_type>(v % 6))
                : fen::piece{};
  }
  p.side_to_move = rng() % 2 ? fen::color::white : fen::color::black;
  for (fen::color c : {fen::color::white, fen::color::black}) {
    const int rank = c == fen::color::white ? 0 : 7;
    int king = -1;
    for (int f = 0; f < 8; ++f)
      if (p.at(fen::square(f, rank)) == fen::piece(c, fen::piece_type::king)) {
        king = f;
        break;
      }
    const int pivot = king < 0 ? 4 : king;
    if (pivot < 7 && rng() % 2)
      p.castling.set(c, fen::castling_side::king_side,
                     pivot + 1 + static_cast<int>(rng() % static_cast<unsigned>(7 - pivot)));
    if (pivot > 0 && rng() % 2)
      p.castling.set(c, fen::castling_side::queen_side, static_cast<int>(rng() % static_cast<unsigned>(pivot)));
  }
  if (rng() % 3 == 0) p.en_passant = fen::square::from_index(static_cast<int>(rng() % 64));
  p.halfmove_clock = static_cast<std::uint32_t>(rng() % 4 == 0 ? rng() : rng() % 200);
  p.fullmove_number = static_cast<std::uint32_t>(rng() % 4 == 0 ? rng() : rng() % 500);
  return p;
}
}  // namespace

TEST_CASE("round trip: parse(serialize(p)) == p for random positions, in all three notations") {
  std::mt19937 rng(20261129);
  for (int i = 0; i < 20000; ++i) {
    const fen::position p = random_position(rng);
    const auto text = fen::serialize(p);
    CAPTURE(text);
    const auto back = fen::parse(text, fen::strictness::lenient);
    REQUIRE(back.has_value());
    CHECK(*back == p);
    const auto shredder = fen::serialize(p, {fen::castling_notation::shredder});
    CAPTURE(shredder);
    const auto from_shredder = fen::parse(shredder);
    REQUIRE(from_shredder.has_value());
    CHECK(*from_shredder == p);
    // Whatever strict mode accepts, it writes back unchanged.
    const auto strict = fen::parse(text, fen::strictness::strict);
    if (strict) CHECK(fen::serialize(*strict) == text);
  }
}
