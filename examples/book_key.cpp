// An opening book's key: fen::polyglot_key gives a position's 64-bit key in the Polyglot book
// format, the number a book (`.bin`) files the position's moves under. It is made of the board,
// the side to move, the castling rights and, when a pawn could take, the en passant file; not of
// the counters. So one key stands for one position however its FEN is written, which makes it a
// good key for a table of your own.
#include <fen/fen.hpp>
#include <fen/polyglot.hpp>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace {

// A FEN's key, or nothing when the text is not a FEN.
std::optional<std::uint64_t> key_of(std::string_view text) {
  const auto parsed = fen::parse(text);
  if (!parsed) return std::nullopt;
  return fen::polyglot_key(*parsed);
}

void show(std::string_view label, std::string_view text) {
  if (const auto key = key_of(text))
    std::printf("%016" PRIx64 "  %-16.*s  %.*s\n", *key, static_cast<int>(label.size()), label.data(),
                static_cast<int>(text.size()), text.data());
}

// A toy book: for some positions, the moves played from them and in how many games.
struct book_move {
  std::string_view move;
  int games;
};
struct book_entry {
  std::string_view fen;
  std::vector<book_move> moves;
};

}  // namespace

int main() {
  show("start", fen::start_fen);
  show("1. e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  // No black pawn can take on e3, so the square does not count: written or not, the same key.
  show("1. e4 (no e3)", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  // After 1. e4 d5 2. e5 f5 the e5 pawn can take on f6, so the square is part of the key.
  show("2. e5 f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  show("2. e5 f5 (no f6)", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");

  // The book, filed by key. The last position is 1. d4 Nf6 2. c4, with the en passant square c3
  // some programs write after every double push.
  const book_entry entries[] = {
      {fen::start_fen, {{"e4", 412}, {"d4", 380}, {"Nf3", 97}}},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", {{"c5", 180}, {"e5", 161}}},
      {"rnbqkb1r/pppppppp/5n2/8/2PP4/8/PP2PPPP/RNBQKBNR b KQkq c3 0 2", {{"e6", 120}, {"g6", 88}}},
  };
  std::unordered_map<std::uint64_t, std::vector<book_move>> book;
  for (const book_entry& entry : entries)
    if (const auto key = key_of(entry.fen)) book[*key] = entry.moves;

  // Positions looked up as other programs write them: without the en passant square, with other
  // counters, reached by another move order (1. c4 Nf6 2. d4), and one the book does not have.
  const std::string_view lookups[] = {
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12 40",
      "rnbqkb1r/pppppppp/5n2/8/2PP4/8/PP2PPPP/RNBQKBNR b KQkq d3 0 2",
      "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
  };
  std::puts("");
  for (const std::string_view text : lookups) {
    std::printf("%.*s\n ", static_cast<int>(text.size()), text.data());
    const auto key = key_of(text);
    const auto found = key ? book.find(*key) : book.end();
    if (found == book.end()) {
      std::puts(" not in the book");
      continue;
    }
    for (const book_move& m : found->second)
      std::printf(" %.*s (%d games)", static_cast<int>(m.move.size()), m.move.data(), m.games);
    std::puts("");
  }
  return 0;
}
