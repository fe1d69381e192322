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

namespace {
// The placement scans of the fast pass: the portable one, and the SSSE3 reader where this build and
// processor have it.
struct placement_scans : fen::detail::parser {
  explicit placement_scans(std::string_view text) : parser(text, false) {}
  struct answer {
    bool taken = false;
    std::size_t length = 0;
    fen::position position{};
  };
  answer portable() const {
    answer a;
    a.position = fen::detail::blank_position();
    a.taken = fast_placement_portable(a.length, a.position);
    return a;
  }
};

// Whether the two scans agree on `text`: the same answer, and on a placement taken the same length
// and board; except that the SSSE3 reader leaves a placement of 64 bytes or more (beyond its wide
// reads) to the careful parser, which the portable scan takes. True when this build or processor
// has no SSSE3 reader.
bool scans_agree(const std::string& text, bool& has_simd) {
  const placement_scans::answer portable = placement_scans(text).portable();
  placement_scans::answer simd;
  simd.position = fen::detail::blank_position();
  has_simd = fen::detail::fast_placement_simd(text, simd.length, simd.position, simd.taken);
  if (!has_simd) return true;
  if (!simd.taken && portable.taken) return portable.length >= 64;
  if (simd.taken != portable.taken) return false;
  return !portable.taken || (simd.length == portable.length && simd.position.board == portable.position.board);
}

// A rank's text for a set of occupied files (bit f = file f), the pieces drawn from `letters`.
std::string rank_text(unsigned set, const char* letters, unsigned& next) {
  std::string text;
  int empty = 0;
  for (unsigned file = 0; file < 8; ++file) {
    if (((set >> file) & 1u) == 0) {
      ++empty;
      continue;
    }
    if (empty != 0) text += static_cast<char>('0' + empty);
    empty = 0;
    text += letters[next++ % 12];
  }
  if (empty != 0) text += static_cast<char>('0' + empty);
  return text;
}
}  // namespace

TEST_CASE("simd: the SSSE3 placement reader takes and refuses what the portable scan does, rank shape by shape") {
  const char* letters = "PNBRQKpnbrqk";
  unsigned next = 0;
  bool has_simd = false;
  CHECK(scans_agree(std::string(fen::start_fen), has_simd));
  if (!has_simd) {
    MESSAGE("this build or processor has no SIMD placement reader: parse scans the portable way only");
    return;
  }
  // Every set of occupied files, on every rank, the other ranks empty or full.
  const std::string tail = " w - - 0 1";
  for (unsigned rank = 0; rank < 8; ++rank) {
    for (unsigned set = 0; set < 256; ++set) {
      for (const char* other : {"8", "pppppppp", "1p1p1p1p", "p6p"}) {
        std::string placement;
        for (unsigned r = 0; r < 8; ++r) {
          if (r != 0) placement += '/';
          placement += r == rank ? rank_text(set, letters, next) : std::string(other);
        }
        CAPTURE(placement);
        CHECK(scans_agree(placement + tail, has_simd));
      }
    }
  }
  // Ranks that do not add up, and bytes that have no place, in each rank of the start position.
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
  const std::string wrong_ranks[] = {"",    "7",   "9",  "0",  "44", "17",       "ppppppp",   "ppppppppp", "4p4",
                                     "3p3", "p7p", "x7", "8/", "p6", "2pp2pp2p", "pppppppp8", "4\t3",      "P1P1P1P1P"};
  for (std::size_t rank = 0; rank < 8; ++rank) {
    for (const std::string& wrong : wrong_ranks) {
      std::string placement;
      std::size_t at = 0;
      for (std::size_t r = 0; r < 8; ++r) {
        const std::size_t end = start.find('/', at);
        const std::string original = start.substr(at, end == std::string::npos ? std::string::npos : end - at);
        if (r != 0) placement += '/';
        placement += r == rank ? wrong : original;
        at = end + 1;
      }
      CAPTURE(placement);
      CHECK(scans_agree(placement + tail, has_simd));
      CHECK(scans_agree(placement + " b", has_simd));
    }
  }
  // Too few and too many ranks, and texts too short for the reader's wide reads.
  for (const std::string text : {"8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8 w",
                                 "8/8/8/8/8/8/8/8", "k7/8/8/8/8/8/8/7K w"}) {
    CAPTURE(text);
    CHECK(scans_agree(text, has_simd));
  }
}
