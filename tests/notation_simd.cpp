// serialize writes the placement with SIMD instructions where the processor has them (SSSE3 on
// x86) and with portable code everywhere else and in constant expressions. The SIMD writer must
// write the same bytes as the portable one for every board, including boards no FEN describes.
#include "support.hpp"

#include <cstring>
#include <random>
#include <string>

namespace {

// The placement by the portable writer, and by the SIMD writer when there is one.
std::string portable_placement(const fen::position& p) {
  char out[fen::max_fen_length + 8]{};
  const std::size_t end = fen::detail::write_placement(out, 0, p);
  return std::string(out, end);
}

// The placement by the SIMD writer, when this build and processor have it.
bool simd_placement(const fen::position& p, std::string& text) {
  char out[fen::max_fen_length + 8]{};
  std::size_t end = 0;
  if (!fen::detail::write_placement_simd(out, p, end)) return false;
  text.assign(out, end);
  return true;
}

// A board with the pieces chosen at random from `codes`; about `occupied` squares in 64 hold one.
fen::position random_board(std::mt19937& rng, const std::vector<unsigned>& codes, unsigned occupied) {
  fen::position p{};
  for (std::size_t i = 0; i < 64; ++i) {
    if (rng() % 64 >= occupied) continue;
    const unsigned code = codes[rng() % codes.size()];
    p.board[i] = fen::piece(static_cast<fen::color>(code >> 3), static_cast<fen::piece_type>((code & 7u) - 1u));
  }
  return p;
}

}  // namespace

TEST_CASE("simd: the SIMD placement writer writes what the portable one does") {
  std::string text;
  {
    char out[fen::max_fen_length + 8]{};
    std::size_t end = 0;
    if (!fen::detail::write_placement_simd(out, fen::start_position, end)) {
      MESSAGE("this build or processor has no SIMD placement writer: serialize uses the portable one only");
      CHECK(fen::serialize(fen::start_position) == fen::start_fen);
      return;
    }
    CHECK(std::string(out, end) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  }
  {
    REQUIRE(simd_placement(fen::start_position, text));
    CHECK(text == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");

    std::mt19937 rng(2026);
    const std::vector<unsigned> pieces = {1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14};
    // Every set of occupied files on every rank, the other ranks at random.
    for (unsigned rank = 0; rank < 8; ++rank) {
      for (unsigned set = 0; set < 256; ++set) {
        fen::position p = random_board(rng, pieces, 24);
        for (unsigned file = 0; file < 8; ++file)
          p.board[8 * rank + file] =
              (set >> file) & 1u ? fen::piece(fen::color::black, fen::piece_type::queen) : fen::pieces::none;
        CAPTURE(rank);
        CAPTURE(set);
        REQUIRE(simd_placement(p, text));
        CHECK(text == portable_placement(p));
      }
    }
    // Boards at random, from empty to full.
    for (unsigned occupied = 0; occupied <= 64; occupied += 4) {
      for (int i = 0; i < 200; ++i) {
        const fen::position p = random_board(rng, pieces, occupied);
        REQUIRE(simd_placement(p, text));
        CHECK(text == portable_placement(p));
      }
    }
  }
}

TEST_CASE("simd: codes no FEN letter stands for are written as the portable writer writes them") {
  // No constructor makes a byte outside the pieces' codes, but a byte copied in can be anything:
  // it is read by its low four bits (`piece::code`), so 7, 8 and 15 are written as '?', and
  // 16, 23, 200 and 255 as 0 ('.'), 7, 8 and 15.
  std::mt19937 rng(960);
  for (const unsigned odd_byte : {7u, 8u, 15u, 16u, 23u, 200u, 255u}) {
    for (int i = 0; i < 50; ++i) {
      fen::position p = random_board(rng, {1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14}, 20);
      fen::piece odd{};
      const auto byte = static_cast<unsigned char>(odd_byte);
      std::memcpy(&odd, &byte, 1);
      REQUIRE(odd.code() == (odd_byte & 15u));
      p.board[rng() % 64] = odd;
      std::string text;
      CAPTURE(odd_byte);
      if (simd_placement(p, text)) CHECK(text == portable_placement(p));
      CHECK(std::string_view(fen::serialize(p)).substr(0, portable_placement(p).size()) == portable_placement(p));
    }
  }
}

TEST_CASE("simd: serialize gives the same text at run time and in a constant expression") {
  static constexpr fen::position p =
      fen::parse("r1bqk2r/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQkq - 12 11").value();
  constexpr fen::fen_string at_compile_time = fen::serialize(p);
  const fen::fen_string at_run_time = fen::serialize(p);
  CHECK(at_compile_time == at_run_time);
  CHECK(at_run_time == "r1bqk2r/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQkq - 12 11");
}
