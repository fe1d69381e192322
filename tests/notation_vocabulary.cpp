// The vocabulary: color, piece, square, castling rights, and the named positions.
#include "support.hpp"

using namespace fen::squares;
using fen::color;
using fen::piece;
using fen::piece_type;

TEST_CASE("color: opposite") {
  CHECK(fen::opposite(color::white) == color::black);
  CHECK(fen::opposite(color::black) == color::white);
}

TEST_CASE("piece: letters both ways for all twelve pieces, and none") {
  const std::string_view letters = "PNBRQKpnbrqk";
  int seen = 0;
  for (color c : {color::white, color::black}) {
    for (int t = 0; t < 6; ++t) {
      const piece p{c, static_cast<piece_type>(t)};
      CAPTURE(p);
      CHECK(p.color() == c);
      CHECK(p.type() == static_cast<piece_type>(t));
      CHECK(bool(p));
      CHECK_FALSE(p.is_none());
      CHECK(p.to_char() == letters[static_cast<std::size_t>(seen)]);
      const auto back = piece::from_char(p.to_char());
      REQUIRE(back.has_value());
      CHECK(*back == p);
      ++seen;
    }
  }
  CHECK(seen == 12);
  CHECK(piece{}.is_none());
  CHECK_FALSE(bool(piece{}));
  CHECK(piece{}.to_char() == '.');
  CHECK(fen::pieces::none == piece{});
  CHECK(fen::pieces::black_queen == piece(color::black, piece_type::queen));
  CHECK(sizeof(piece) == 1);
}

TEST_CASE("piece: no other byte is a piece letter") {
  for (int b = 0; b < 256; ++b) {
    const char c = static_cast<char>(b);
    const bool is_letter = std::string_view("PNBRQKpnbrqk").find(c) != std::string_view::npos && c != '\0';
    CAPTURE(b);
    CHECK(piece::from_char(c).has_value() == is_letter);
  }
}

TEST_CASE("square: index, file, rank and name agree for all 64") {
  for (int i = 0; i < 64; ++i) {
    const auto s = fen::square::from_index(i);
    CAPTURE(i);
    CHECK(s.index() == i);
    CHECK(s.file() == i % 8);
    CHECK(s.rank() == i / 8);
    CHECK(fen::square(s.file(), s.rank()) == s);
    const std::string name{static_cast<char>('a' + i % 8), static_cast<char>('1' + i / 8)};
    CHECK(s.name() == name);
    const auto parsed = fen::square::from_name(name);
    REQUIRE(parsed.has_value());
    CHECK(*parsed == s);
  }
  CHECK(a1.index() == 0);
  CHECK(h1.index() == 7);
  CHECK(a8.index() == 56);
  CHECK(h8.index() == 63);
  CHECK(e3.name() == "e3");
  CHECK(fen::square{} == a1);
}

TEST_CASE("square: names that are not squares") {
  for (std::string_view bad : {"", "e", "e33", "i1", "a0", "a9", "E3", "3e", " e3", "e3 ", "-"}) {
    CAPTURE(std::string(bad));
    CHECK_FALSE(fen::square::from_name(bad).has_value());
  }
}

TEST_CASE("castling rights: set, query, clear") {
  fen::castling_rights r;
  CHECK(r.empty());
  r.set(color::white, fen::castling_side::king_side, 6);
  CHECK_FALSE(r.empty());
  CHECK(r.has(color::white, fen::castling_side::king_side));
  CHECK_FALSE(r.has(color::white, fen::castling_side::queen_side));
  CHECK_FALSE(r.has(color::black, fen::castling_side::king_side));
  CHECK(r.rook_file(color::white, fen::castling_side::king_side) == 6);
  CHECK_FALSE(r.rook_file(color::black, fen::castling_side::queen_side).has_value());
  r.clear(color::white);
  CHECK(r.empty());
  const auto all = fen::castling_rights::standard();
  CHECK(all.rook_file(color::white, fen::castling_side::king_side) == 7);
  CHECK(all.rook_file(color::white, fen::castling_side::queen_side) == 0);
  CHECK(all.rook_file(color::black, fen::castling_side::king_side) == 7);
  CHECK(all.rook_file(color::black, fen::castling_side::queen_side) == 0);
  CHECK(all != r);
}

TEST_CASE("named positions") {
  CHECK(fen::start_position.at(e1) == fen::pieces::white_king);
  CHECK(fen::start_position.at(d8) == fen::pieces::black_queen);
  CHECK(fen::start_position.at(e4).is_none());
  CHECK(fen::start_position.castling == fen::castling_rights::standard());
  CHECK(fen::start_position.fullmove_number == 1);
  CHECK(fen::serialize(fen::start_position) == fen::start_fen);
  CHECK(fen::serialize(fen::empty_board) == "8/8/8/8/8/8/8/8 w - - 0 1");
  for (int i = 0; i < 64; ++i) CHECK(fen::empty_board.board[static_cast<std::size_t>(i)].is_none());
}

TEST_CASE("position: equality looks at every member") {
  const fen::position base = fen::start_position;
  fen::position p = base;
  CHECK(p == base);
  p.put(e4, fen::pieces::white_pawn);
  CHECK(p != base);
  p = base;
  p.side_to_move = color::black;
  CHECK(p != base);
  p = base;
  p.castling.clear(color::black, fen::castling_side::queen_side);
  CHECK(p != base);
  p = base;
  p.en_passant = e3;
  CHECK(p != base);
  p = base;
  p.halfmove_clock = 1;
  CHECK(p != base);
  p = base;
  p.fullmove_number = 2;
  CHECK(p != base);
}

TEST_CASE("fixed_string: converts to string_view and std::string") {
  const auto text = fen::serialize(fen::start_position);
  const std::string_view view = text;
  const std::string copy = text;
  CHECK(view == fen::start_fen);
  CHECK(copy == std::string(fen::start_fen));
  CHECK(text.size() == fen::start_fen.size());
  CHECK(std::string_view(text.c_str()) == fen::start_fen);
  CHECK(text == fen::start_fen);
  CHECK(fen::start_fen == text);
  CHECK(text != "8/8/8/8/8/8/8/8 w - - 0 1");
}

TEST_CASE("names of colors and piece types") {
  CHECK(fen::name(color::white) == "white");
  CHECK(fen::name(color::black) == "black");
  const std::string_view expected[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
  for (int t = 0; t < 6; ++t) CHECK(fen::name(static_cast<piece_type>(t)) == expected[t]);
  static_assert(fen::name(piece_type::queen) == "queen");
}
