// Printing with {fmt}: fen/fmt.hpp teaches {fmt} the library's types. A position prints as its FEN
// or as a board diagram, a parse error with a caret under the offending byte, a validation report
// as one problem per line.
#include <fen/fmt.hpp>
#include <fen/validate.hpp>

#include <fmt/format.h>

#include <string>
#include <string_view>

int main() {
  const std::string_view text = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
  const fen::position p = fen::parse(text).value();

  // The FEN, and the FEN inside other text: fmt::format returns a std::string.
  fmt::print("{}\n", p);
  const std::string line = fmt::format("position: [{}]", p);
  fmt::print("{}\n\n", line);

  // Diagrams: d for ASCII letters, u for figurines; add c for coordinates, f to see it from Black's side.
  fmt::print("{:dc}\n\n", p);
  fmt::print("{:ufc}\n\n", p);

  // Pieces and squares, with the usual string specs for the square.
  using namespace fen::squares;
  for (const fen::square s : {h5, c4, f6, e8}) fmt::print("{:>3}: {} {:u} {:n}\n", s, p.at(s), p.at(s), p.at(s));

  // A parse error: the message alone, or with the input and a caret under the offending byte.
  const std::string_view typo = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4 ?";
  const auto bad = fen::parse(typo);
  fmt::print("\n{} [{}]\n", bad.error(), bad.error().code);
  fmt::print("{}\n\n", fen::with_input(bad.error(), typo));

  // A validation report: one problem per line, each with its severity; "no problems" when clean.
  // {:c} adds each problem's code.
  fen::position edited = p;
  edited.put(e8, fen::piece{});             // the black king taken off the board
  edited.put(a1, fen::pieces::white_pawn);  // and a pawn where none can stand
  fmt::print("{}\n", fen::validate(p));
  fmt::print("{:c}\n", fen::validate(edited));
  return 0;
}
