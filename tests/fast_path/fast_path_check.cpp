// parse takes most FENs through a fast pass and everything else through the careful parser. The
// two must agree: for every input the fast pass takes, the same position; for every other input,
// the careful parser's answer. This program checks that on the corpus, on every line of it
// changed at random (bytes replaced, removed, inserted, repeated, cut), and on generated back
// ranks with every castling field, in both modes, calling each pass on its own and `parse`.
//
//     fast_path_check [corpus.fen [mutations per line]]
//
// Without a corpus it checks a few positions of its own, changed in the same ways.
// Exits 1 on the first few differences, which it prints.
#include <fen/fen.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace {

long checked = 0;
long taken = 0;  // inputs the fast pass takes
long differences = 0;

bool same(const fen::result<fen::position>& a, const fen::result<fen::position>& b) {
  if (a.has_value() != b.has_value()) return false;
  return a ? *a == *b : a.error() == b.error();
}

void check(const std::string& text) {
  for (const auto mode : {fen::strictness::lenient, fen::strictness::strict}) {
    const bool strict = mode == fen::strictness::strict;
    const auto parsed = fen::parse(text, mode);
    const auto fast = fen::detail::parser(text, strict).run_fast_only();
    const auto careful = fen::detail::parser(text, strict).run_careful_only();
    ++checked;
    if (fast) ++taken;
    // What the fast pass takes, the careful parser reads the same; parse answers as the careful parser.
    const bool agree = (!fast || (careful && *fast == *careful)) && same(parsed, careful);
    if (!agree && ++differences <= 10) {
      std::printf("DIFFERENT (%s): \"%s\"\n  fast:    %s\n  parse:   %s\n  careful: %s\n",
                  strict ? "strict" : "lenient", text.c_str(), fast ? fen::serialize(*fast).c_str() : "(not taken)",
                  parsed ? fen::serialize(*parsed).c_str() : fen::name(parsed.error().code).data(),
                  careful ? fen::serialize(*careful).c_str() : fen::name(careful.error().code).data());
    }
  }
}

// Random changes of the kinds that reach every branch of both parsers.
std::string mutate(std::string s, std::mt19937_64& rng) {
  static const std::string alphabet = "pnbrqkPNBRQK0123456789/ -_\t\r\nwbKQkqABCDEFGHabcdefgh+~[]\x80\xff";
  const int changes = 1 + static_cast<int>(rng() % 3);
  for (int i = 0; i < changes && !s.empty(); ++i) {
    const std::size_t at = rng() % s.size();
    switch (rng() % 6) {
      case 0: s[at] = alphabet[rng() % alphabet.size()]; break;
      case 1: s.erase(at, 1); break;
      case 2: s.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
      case 3: s.erase(at, 1 + rng() % 4); break;
      case 4: {
        // Each draw its own statement: the order of a call's arguments is the compiler's choice.
        const std::size_t from = rng() % s.size();
        const std::size_t length = 1 + rng() % 8;
        s.insert(at, s.substr(from, length));
        break;
      }
      default: s.resize(at); break;
    }
  }
  return s;
}

// Back ranks of kings, rooks (of either color) and knights, with each castling field.
void check_castling(std::mt19937_64& rng, int boards) {
  static const char* const fields[] = {"-",  "K",  "Q",  "k",   "q",   "KQ",  "Kk",    "Kq",
                                       "Qk", "Qq", "kq", "KQk", "KQq", "Kkq", "Qkq",   "KQkq",
                                       "QK", "kK", "KK", "A",   "Hh",  "B",   "KQkqA", "qkQK"};
  for (int b = 0; b < boards; ++b) {
    fen::position p{};
    for (const int rank : {0, 7}) {
      for (int file = 0; file < 8; ++file) {
        fen::color c = rank == 0 ? fen::color::white : fen::color::black;
        if (rng() % 5 == 0) c = fen::opposite(c);
        switch (rng() % 6) {
          case 0: p.put(fen::square(file, rank), fen::piece(c, fen::piece_type::rook)); break;
          case 1: p.put(fen::square(file, rank), fen::piece(c, fen::piece_type::king)); break;
          case 2: p.put(fen::square(file, rank), fen::piece(c, fen::piece_type::knight)); break;
          default: break;
        }
      }
    }
    std::string placement(fen::serialize(p).view());
    placement.resize(placement.find(' '));
    for (const char* field : fields) check(placement + " w " + field + " - 0 1");
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> lines;
  int mutations = 2;
  if (argc > 1) {
    std::ifstream in(argv[1]);
    if (!in) {
      std::fprintf(stderr, "fast_path_check: cannot open %s\n", argv[1]);
      return 2;
    }
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    if (argc > 2) mutations = std::atoi(argv[2]);
  } else {
    lines = {std::string(fen::start_fen),
             "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
             "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
             "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
             "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 99 100",
             "4k3/8/8/8/8/8/8/4K2R w K - 12 345"};
    mutations = 20000;
  }
  std::mt19937_64 rng(20260101);
  for (const std::string& line : lines) {
    check(line);
    for (int m = 0; m < mutations; ++m) check(mutate(line, rng));
  }
  const char* const counters[] = {"0",          "00",         "01", "9",  "10", "999999999", "1000000000",
                                  "4294967295", "4294967296", "+1", "-1", "1a", ""};
  for (const char* halfmove : counters)
    for (const char* fullmove : counters) check(std::string("8/8/8/8/8/8/8/8 w - - ") + halfmove + " " + fullmove);
  check_castling(rng, 5000);
  std::printf("%zu lines, %ld parses compared (%ld of them taken by the fast pass), %ld different\n", lines.size(),
              checked, taken, differences);
  return differences == 0 && !lines.empty() ? 0 : 1;
}
