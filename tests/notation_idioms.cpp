// What C++ users and chess programmers reach for beyond FEN itself: bitboards and the squares of a
// set, square arithmetic that cannot wrap, the invariant of `piece`, enum values outside the
// enumerators, std::hash, and the chaining of `result`.
#include "support.hpp"

#include <fen/validate.hpp>

#include <algorithm>
#include <array>
#include <cstring>
#include <iterator>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

using namespace fen::literals;

namespace {

constexpr fen::piece_type all_types[] = {fen::piece_type::pawn, fen::piece_type::knight, fen::piece_type::bishop,
                                         fen::piece_type::rook, fen::piece_type::queen,  fen::piece_type::king};

// A piece from a raw byte, as a program that copies boards in from elsewhere may make one.
fen::piece piece_from_byte(unsigned value) {
  fen::piece q{};
  const auto byte = static_cast<unsigned char>(value);
  std::memcpy(&q, &byte, 1);
  return q;
}

fen::position random_position(std::minstd_rand& rng) {
  fen::position p{};
  for (fen::square s : fen::all_squares) {
    const auto r = static_cast<unsigned>(rng() % 24);
    if (r < 12) p.put(s, fen::piece(r < 6 ? fen::color::white : fen::color::black, all_types[r % 6]));
  }
  return p;
}

}  // namespace

TEST_CASE("idioms: squares::all lists the 64 squares in index order") {
  static_assert(fen::all_squares.size() == 64);
  static_assert(fen::all_squares[0] == fen::squares::a1 && fen::all_squares[63] == fen::squares::h8);
  for (int i = 0; i < 64; ++i) CHECK(fen::all_squares[static_cast<std::size_t>(i)].index() == i);
  CHECK(std::is_sorted(fen::all_squares.begin(), fen::all_squares.end()));
}

TEST_CASE("idioms: square arithmetic gives no square off the board") {
  static_assert(!fen::squares::h1.offset(1, 0));
  static_assert(!fen::squares::a1.offset(0, -1));
  static_assert(!fen::squares::a8.offset(0, 1));
  static_assert(*fen::squares::e2.offset(0, 2) == fen::squares::e4);
  static_assert(*fen::squares::g1.offset(-1, 2) == fen::squares::f3);
  static_assert(!fen::square::from_coords(8, 0) && !fen::square::from_coords(0, -1));
  static_assert(*fen::square::from_coords(4, 3) == fen::squares::e4);
  // Every step of a knight from every square, against the coordinates worked out by hand.
  const int steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  int on_board = 0;
  for (fen::square s : fen::all_squares) {
    for (const auto& step : steps) {
      const int file = s.file() + step[0];
      const int rank = s.rank() + step[1];
      const auto to = s.offset(step[0], step[1]);
      const bool inside = file >= 0 && file < 8 && rank >= 0 && rank < 8;
      REQUIRE(to.has_value() == inside);
      if (to) {
        CHECK(to->file() == file);
        CHECK(to->rank() == rank);
        ++on_board;
      }
    }
  }
  CHECK(on_board == 336);  // the knight moves on an empty board
  // Far off the board, in every direction, and the int limits.
  CHECK_FALSE(fen::squares::d4.offset(1000, 0));
  CHECK_FALSE(fen::squares::d4.offset(0, -1000));
  CHECK_FALSE(fen::square::from_coords(-2147483647 - 1, 0));
  CHECK_FALSE(fen::square::from_coords(0, 2147483647));
}

TEST_CASE("idioms: squares compare by index") {
  using namespace fen::squares;
  static_assert(a1 < b1 && h1 < a2 && a2 <= a2 && h8 > g8 && e4 >= e4 && !(e4 > e5));
  std::set<fen::square> ordered{h8, a1, e4};
  CHECK(*ordered.begin() == a1);
  CHECK(*ordered.rbegin() == h8);
}

TEST_CASE("idioms: the invariant of piece, and no piece's type and color") {
  static_assert(fen::piece{}.type() == fen::piece_type::none);
  static_assert(fen::piece{}.color() == fen::color::white);
  static_assert(fen::piece{}.is_none() && fen::piece{}.code() == 0);
  static_assert(fen::piece(fen::color::black, fen::piece_type::none).is_none());
  static_assert(fen::name(fen::piece_type::none) == "none");
  // The twelve pieces have the codes 1-6 and 9-14, and give back their color and type.
  std::vector<unsigned> codes;
  for (fen::color c : {fen::color::white, fen::color::black}) {
    for (fen::piece_type t : all_types) {
      const fen::piece q(c, t);
      CHECK(q.color() == c);
      CHECK(q.type() == t);
      CHECK_FALSE(q.is_none());
      codes.push_back(q.code());
    }
  }
  CHECK(codes == std::vector<unsigned>{1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14});
}

TEST_CASE("idioms: enum values outside the enumerators are taken as documented") {
  // Any color but white counts as black; any type above king as none; any side but king side as
  // queen side. Run under the sanitizers, these would stop at a read outside an array.
  for (unsigned value = 2; value < 256; value += 37) {
    CAPTURE(value);
    const auto odd_color = static_cast<fen::color>(value);
    const auto odd_type = static_cast<fen::piece_type>(value < 7 ? value + 7 : value);
    const auto odd_side = static_cast<fen::castling_side>(value);
    CHECK(fen::name(odd_color) == "black");
    CHECK(fen::opposite(odd_color) == fen::color::white);
    CHECK(fen::name(odd_type) == "none");
    const fen::piece q(odd_color, fen::piece_type::rook);
    CHECK(q == fen::pieces::black_rook);
    CHECK(fen::piece(fen::color::white, odd_type).is_none());

    fen::castling_rights rights;
    rights.set(odd_color, odd_side, 2);
    CHECK(rights.rook_file(fen::color::black, fen::castling_side::queen_side) == 2);
    CHECK(rights.has(odd_color, odd_side));
    rights.clear(odd_color);
    CHECK(rights.empty());

    fen::pockets hand;
    hand.set(odd_color, fen::piece_type::queen, 2);
    hand.set(fen::color::white, odd_type, 5);
    CHECK(hand.count(fen::color::black, fen::piece_type::queen) == 2);
    CHECK(hand.count(fen::color::white, odd_type) == 0);
    CHECK(hand.total() == 2);

    const fen::remaining_checks checks{1, 2};
    CHECK(checks.of(odd_color) == 2);

    const fen::bitboards sets = fen::to_bitboards(fen::start_position);
    CHECK(sets.of(odd_color) == sets.of(fen::color::black));
    CHECK(sets.of(odd_type) == 0);

    // The validator and its helpers, with a side to move that is no enumerator: Black's move.
    fen::position p = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"_fen;
    p.side_to_move = odd_color;
    fen::position as_black = p;
    as_black.side_to_move = fen::color::black;
    CHECK(fen::validate(p).size() == fen::validate(as_black).size());
    CHECK(fen::checkers(p, odd_color) == fen::checkers(as_black, fen::color::black));
    CHECK(fen::attackers(p, fen::squares::e8, odd_color) ==
          fen::attackers(as_black, fen::squares::e8, fen::color::black));
    CHECK(fen::serialize(p) == fen::serialize(as_black));
    CHECK(fen::allowed_castling(p) == fen::allowed_castling(as_black));
  }
}

TEST_CASE("idioms: a piece's byte copied in from elsewhere is read by its low four bits") {
  for (unsigned byte = 0; byte < 256; ++byte) {
    CAPTURE(byte);
    const fen::piece q = piece_from_byte(byte);
    CHECK(q.code() == (byte & 15u));
    const unsigned code = byte & 15u;
    const bool is_piece = code != 0 && code != 7 && code != 8 && code != 15;
    CHECK((q.type() == fen::piece_type::none) == !is_piece);
    if (is_piece) CHECK(q.to_char() == fen::piece(q.color(), q.type()).to_char());
    if (!is_piece && code != 0) CHECK(q.to_char() == '?');
    fen::position p{};
    p.put(fen::squares::d4, q);
    // In a set only when it is one of the twelve pieces, and the sets agree with each other.
    const fen::bitboards sets = fen::to_bitboards(p);
    CHECK((sets.occupied() != 0) == is_piece);
    CHECK(fen::from_bitboards(sets).has_value());
    fen::pockets hand;
    hand.add(q);
    CHECK(hand.total() == (is_piece ? 1 : 0));
  }
}

TEST_CASE("idioms: bitboards of a position, and a position from bitboards") {
  const fen::position p = "r3k2r/pppq1ppp/2n2n2/3pp3/1b1PP1b1/2N2N2/PPPQ1PPP/R3K2R w KQkq - 4 8"_fen;
  const fen::bitboards sets = fen::to_bitboards(p);
  using namespace fen::squares;
  CHECK(sets.of(fen::pieces::white_king) == e1.bit());
  CHECK(sets.of(fen::pieces::black_rook) == (a8.bit() | h8.bit()));
  CHECK(sets.of(fen::color::white, fen::piece_type::knight) == (c3.bit() | f3.bit()));
  CHECK(sets.of(fen::piece_type::bishop) == (b4.bit() | g4.bit()));
  CHECK(fen::square_count(sets.occupied()) == 30);
  CHECK(fen::square_count(sets.of(fen::color::white)) == 14);
  CHECK(sets.of(fen::pieces::none) == 0);
  CHECK(fen::contains(sets.of(fen::piece_type::queen), d2));
  CHECK_FALSE(fen::contains(sets.of(fen::piece_type::queen), d1));

  // Square by square, against the board, on random boards; and back again.
  std::minstd_rand rng(2024);
  for (int i = 0; i < 500; ++i) {
    const fen::position q = random_position(rng);
    const fen::bitboards b = fen::to_bitboards(q);
    for (fen::square s : fen::all_squares) {
      const fen::piece on = q.at(s);
      CHECK(fen::contains(b.occupied(), s) == !on.is_none());
      if (!on.is_none()) {
        CHECK(fen::contains(b.of(on), s));
        CHECK(fen::contains(b.of(on.color()), s));
        CHECK(fen::contains(b.of(on.type()), s));
      }
    }
    const auto back = fen::from_bitboards(b);
    REQUIRE(back.has_value());
    CHECK(back->board == q.board);
    CHECK(fen::to_bitboards(*back) == b);
  }
  static_assert(fen::to_bitboards(*fen::from_bitboards(fen::to_bitboards(fen::start_position))) ==
                fen::to_bitboards(fen::start_position));
}

TEST_CASE("idioms: from_bitboards refuses sets that contradict each other") {
  using namespace fen::squares;
  fen::bitboards sets{};
  sets.colors[0] = e1.bit();
  sets.types[5] = e1.bit();
  REQUIRE(fen::from_bitboards(sets).has_value());
  CHECK(fen::from_bitboards(sets)->at(e1) == fen::pieces::white_king);
  CHECK(fen::from_bitboards(sets)->side_to_move == fen::color::white);
  CHECK(fen::from_bitboards(sets)->fullmove_number == 1);

  fen::bitboards both_colors = sets;
  both_colors.colors[1] = e1.bit();
  CHECK_FALSE(fen::from_bitboards(both_colors));
  fen::bitboards two_types = sets;
  two_types.types[4] = e1.bit();
  CHECK_FALSE(fen::from_bitboards(two_types));
  fen::bitboards no_type = sets;
  no_type.colors[0] |= d1.bit();
  CHECK_FALSE(fen::from_bitboards(no_type));
  fen::bitboards no_color = sets;
  no_color.types[0] = d2.bit();
  CHECK_FALSE(fen::from_bitboards(no_color));
}

TEST_CASE("idioms: squares_in walks a set from its lowest square") {
  using namespace fen::squares;
  const fen::bitboard set = a1.bit() | e4.bit() | h8.bit();
  std::vector<fen::square> seen(fen::squares_in(set).begin(), fen::squares_in(set).end());
  CHECK(seen == std::vector<fen::square>{a1, e4, h8});
  CHECK(fen::squares_in(set).size() == 3);
  CHECK(fen::squares_in(0).empty());
  CHECK(fen::squares_in(0).begin() == fen::squares_in(0).end());
  CHECK(std::distance(fen::squares_in(~fen::bitboard{0}).begin(), fen::squares_in(~fen::bitboard{0}).end()) == 64);
  // In a constant expression too.
  constexpr int files_of_rooks = [] {
    int sum = 0;
    for (fen::square s : fen::squares_in(fen::to_bitboards(fen::start_position).of(fen::piece_type::rook)))
      sum += s.file();
    return sum;
  }();
  static_assert(files_of_rooks == 14);
}

TEST_CASE("idioms: std::hash keys unordered containers, equal values hashing equal") {
  std::unordered_set<fen::position> positions;
  std::minstd_rand rng(7);
  std::vector<fen::position> made;
  for (int i = 0; i < 2000; ++i) {
    fen::position p = random_position(rng);
    p.side_to_move = (rng() & 1u) != 0 ? fen::color::black : fen::color::white;
    p.halfmove_clock = static_cast<std::uint32_t>(rng() % 3);
    made.push_back(p);
    positions.insert(p);
  }
  for (const fen::position& p : made) {
    CHECK(positions.count(p) == 1);
    fen::position copy = p;
    CHECK(std::hash<fen::position>{}(copy) == std::hash<fen::position>{}(p));
  }
  // Each field changes the hash (a collision here is possible in principle, not for these).
  const fen::position start = fen::start_position;
  const std::size_t h = std::hash<fen::position>{}(start);
  fen::position changed = start;
  changed.side_to_move = fen::color::black;
  CHECK(std::hash<fen::position>{}(changed) != h);
  changed = start;
  changed.castling.clear(fen::color::white);
  CHECK(std::hash<fen::position>{}(changed) != h);
  changed = start;
  changed.en_passant = fen::squares::e3;
  CHECK(std::hash<fen::position>{}(changed) != h);
  changed = start;
  changed.halfmove_clock = 1;
  CHECK(std::hash<fen::position>{}(changed) != h);
  changed = start;
  changed.fullmove_number = 2;
  CHECK(std::hash<fen::position>{}(changed) != h);
  changed = start;
  changed.put(fen::squares::e2, fen::pieces::none);
  CHECK(std::hash<fen::position>{}(changed) != h);
  changed = start;
  changed.pockets = fen::pockets{};
  CHECK(std::hash<fen::position>{}(changed) != h);

  std::unordered_map<fen::square, int> by_square;
  for (fen::square s : fen::all_squares) by_square[s] = s.index();
  CHECK(by_square.size() == 64);
  CHECK(by_square.at(fen::squares::e4) == 28);
  std::unordered_set<fen::piece> kinds;
  for (fen::square s : fen::all_squares) kinds.insert(fen::start_position.at(s));
  CHECK(kinds.size() == 13);
  std::unordered_set<fen::castling_rights> rights{fen::castling_rights{}, fen::castling_rights::standard(),
                                                  fen::start_position.castling};
  CHECK(rights.size() == 2);
}

TEST_CASE("idioms: result chains like std::expected") {
  const auto round_trip = [](const fen::position& p) { return fen::parse(fen::serialize(p)); };
  const auto text_of = [](const fen::position& p) { return fen::serialize(p); };

  const auto good = fen::parse(fen::start_fen).and_then(round_trip);
  REQUIRE(good);
  CHECK(*good == fen::start_position);
  const auto bad = fen::parse("8/8/8 w - - 0 1").and_then(round_trip);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == fen::error_code::too_few_ranks);

  const fen::result<fen::fen_string> text = fen::parse(fen::start_fen).transform(text_of);
  REQUIRE(text);
  CHECK(*text == fen::start_fen);
  const auto no_text = fen::parse("9/8/8/8/8/8/8/8").transform(text_of);
  REQUIRE_FALSE(no_text);
  CHECK(no_text.error().code == fen::error_code::invalid_empty_count);

  const auto fallback =
      fen::parse("").or_else([](const fen::error&) { return fen::result<fen::position>(fen::empty_board); });
  REQUIRE(fallback);
  CHECK(*fallback == fen::empty_board);
  const auto kept = fen::parse(fen::start_fen).or_else([](const fen::error&) {
    return fen::result<fen::position>(fen::empty_board);
  });
  CHECK(*kept == fen::start_position);

  const auto code = fen::parse("").transform_error([](const fen::error& e) { return e.code; });
  REQUIRE_FALSE(code);
  CHECK(code.error() == fen::error_code::empty_input);
  const fen::error fallback_error = fen::parse("9").error();
  REQUIRE(fallback_error.code == fen::error_code::invalid_empty_count);
  CHECK(fen::parse("").error_or(fallback_error).code == fen::error_code::empty_input);
  CHECK(fen::parse(fen::start_fen).error_or(fallback_error).code == fen::error_code::invalid_empty_count);

  // value() of a temporary is the value itself, which may bind to an rvalue reference.
  fen::position&& moved = fen::parse(fen::start_fen).value();
  CHECK(moved == fen::start_position);

  // All of it in a constant expression.
  constexpr auto halfmoves =
      fen::parse("8/8/8/8/8/8/8/8 w - - 7 1").transform([](const fen::position& p) { return p.halfmove_clock; });
  static_assert(halfmoves && *halfmoves == 7);
}

#if defined(__cpp_lib_expected) && __cpp_lib_expected >= 202202L
TEST_CASE("idioms: result converts to std::expected") {
  const std::expected<fen::position, fen::error> good = fen::parse(fen::start_fen);
  REQUIRE(good.has_value());
  CHECK(*good == fen::start_position);
  const std::expected<fen::position, fen::error> bad = fen::parse("8/8/8/8/8/8/8/8 x");
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.error().code == fen::error_code::invalid_side_to_move);
  CHECK(fen::parse(fen::start_fen).to_expected().value() == fen::start_position);
  // A chain of fen's, then the conversion.
  const std::expected<fen::position, fen::error> from_chain =
      fen::parse(fen::start_fen).transform([](const fen::position& p) { return fen::repaired(p); });
  CHECK(from_chain.value() == fen::start_position);
}
#endif
