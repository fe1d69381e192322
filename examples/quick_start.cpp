// Quick start: parse a FEN, look at it, change it, write it back, and see what a bad one says.
#include <fen/fen.hpp>

#include <cstdio>
#include <string>

int main() {
  // Parse. The result holds a position, or an error with a code, a byte offset and plain words.
  const auto parsed = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  if (!parsed) {
    std::printf("unexpected: %s\n", parsed.error().message().c_str());
    return 1;
  }
  fen::position pos = *parsed;

  // Inspect: squares by name, pieces by color and type.
  using namespace fen::squares;
  const fen::piece on_e2 = pos.at(e2);
  std::printf("e2 holds '%c'; %s to move\n", on_e2.to_char(),
              pos.side_to_move == fen::color::white ? "White" : "Black");

  // Change: play 1. e4 by hand (the library reads and writes positions; it does not play moves).
  pos.put(e2, fen::piece{});
  pos.put(e4, fen::pieces::white_pawn);
  pos.en_passant = e3;
  pos.side_to_move = fen::color::black;

  // Write: a fixed-capacity string that converts to std::string_view and std::string.
  const std::string text = fen::serialize(pos);
  std::printf("after 1. e4: %s\n", text.c_str());

  // A broken FEN says what is wrong and where.
  const std::string_view broken = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const auto bad = fen::parse(broken);
  std::printf("%.*s\n%*s^ byte %zu: %s\n", static_cast<int>(broken.size()), broken.data(),
              static_cast<int>(bad.error().offset), "", bad.error().offset, bad.error().message().c_str());
  return bad ? 1 : 0;
}
