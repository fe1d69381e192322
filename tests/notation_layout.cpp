// fen::layout: where each field and each square of a FEN text is, read with the parser's
// separators, for any text, never past its end.
#include "support.hpp"

#include <string>
#include <string_view>

using fen_test::must_parse;

namespace {

// For a text that parses: each square's byte is its piece letter, or a digit for an empty square,
// and each field's start is where the field's text is.
void check_agrees_with_parse(std::string_view text) {
  CAPTURE(text);
  fen_test::check_layout_squares(text, must_parse(text));
}

}  // namespace

TEST_CASE("layout: the start position, field by field and square by square") {
  constexpr std::string_view text = fen::start_fen;
  constexpr fen::text_layout where = fen::layout(text);
  static_assert(where.start_of(fen::field::placement) == 0);
  static_assert(where.start_of(fen::field::side_to_move) == 44);
  static_assert(where.start_of(fen::field::castling) == 46);
  static_assert(where.start_of(fen::field::en_passant) == 51);
  static_assert(where.start_of(fen::field::halfmove_clock) == 53);
  static_assert(where.start_of(fen::field::fullmove_number) == 55);
  static_assert(where.start_of(fen::field::input) == 0);
  static_assert(where.offset_of(fen::square(0, 7)) == 0);   // a8: 'r'
  static_assert(where.offset_of(fen::square(7, 0)) == 42);  // h1: 'R'
  // The eight squares of an empty rank are all its digit.
  for (int file = 0; file < 8; ++file) CHECK(where.offset_of(fen::square(file, 5)) == 18);  // rank 6: "8"
  check_agrees_with_parse(text);
}

TEST_CASE("layout: digits, lenient separators and left-out fields") {
  const std::string_view after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
  const fen::text_layout where = fen::layout(after_e4);
  CHECK(where.offset_of(fen::square(4, 3)) == 23);  // e4: 'P'
  CHECK(where.offset_of(fen::square(3, 3)) == 22);  // d4: the '4' before it
  CHECK(where.offset_of(fen::square(7, 3)) == 24);  // h4: the '3' after it
  CHECK(after_e4.substr(where.start_of(fen::field::en_passant), 2) == "e3");
  check_agrees_with_parse(after_e4);

  // Blanks before, runs of blanks and '_' between fields, as lenient mode reads them.
  const std::string_view lenient = " \t8/8/8/8/8/8/8/K6k_w  -\t-   0_1\r\n";
  const fen::text_layout l = fen::layout(lenient);
  CHECK(l.start_of(fen::field::placement) == 2);
  CHECK(lenient[l.start_of(fen::field::side_to_move)] == 'w');
  CHECK(lenient[l.start_of(fen::field::castling)] == '-');
  CHECK(lenient[l.start_of(fen::field::en_passant)] == '-');
  CHECK(lenient[l.start_of(fen::field::halfmove_clock)] == '0');
  CHECK(lenient[l.start_of(fen::field::fullmove_number)] == '1');
  check_agrees_with_parse(lenient);

  // A field the text leaves out starts at the end of the text.
  const std::string_view placement_only = "8/8/8/8/8/8/8/K6k";
  const fen::text_layout p = fen::layout(placement_only);
  CHECK(p.start_of(fen::field::side_to_move) == placement_only.size());
  CHECK(p.start_of(fen::field::fullmove_number) == placement_only.size());
  check_agrees_with_parse(placement_only);
}

TEST_CASE("layout: positions of every kind agree with parse") {
  for (const std::string_view text : {
           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
           "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
           "8/8/8/KPp4r/8/8/8/7k w - c6 0 2",
           "rnbqkbnr/pppppppp/n1n1n1n1/1N1N1N1N/n1n1n1n1/1N1N1N1N/PPPPPPPP/RNBQKBNR b KQkq h3 4294967295 4294967295",
       })
    check_agrees_with_parse(text);
}

TEST_CASE("layout: any text, every offset within it") {
  // Each prefix of texts that do not parse (too many ranks, long ranks, junk): never past the end.
  for (const std::string_view text : {
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8/8 w KQkq - 0 1",
           "ppppppppppppp/99999/88888888/1/2/3 w",
           "/////////////////",
           "\x01\xff\x80 ___ \t\t",
           "",
       }) {
    for (std::size_t size = 0; size <= text.size(); ++size) {
      const std::string_view prefix = text.substr(0, size);
      CAPTURE(prefix);
      const fen::text_layout where = fen::layout(prefix);
      for (const std::size_t at : where.fields) CHECK(at <= prefix.size());
      for (const std::size_t at : where.squares) CHECK(at <= prefix.size());
    }
  }
}
