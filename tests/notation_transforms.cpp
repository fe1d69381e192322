// The transforms (fen/detail/transform.hpp): mirrored, flipped_vertical, flipped_horizontal, rotated and
// colors_swapped. Each field made to match (pockets, checks, promoted marks, en passant, castling); the
// laws they keep (each one twice, and how they compose); what validate says after them; in constant
// expressions; and agreement with python-chess on the table of tests/data/python_chess_transforms.txt.
// The corpus cases (named corpus: ..., so that unit.transforms leaves them out) need FEN_CORPUS_MAIN(_LINES)
// and FEN_CORPUS_EP_ALWAYS(_LINES), which ctest gives the corpus entries of tests/CMakeLists.txt; by hand,
// the four set to the corpus files in build/corpus/ and their line counts (10000 and 1316 for the sample),
// run `build/tests/fen_tests --source-file='*notation_transforms.cpp'`.
#include "support.hpp"

#include <fen/validate.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

using namespace fen::literals;

namespace {

using fen_test::must_parse;

/// `p` without its castling rights: what flipped_vertical, rotated and colors_swapped leave of them.
fen::position without_castling(fen::position p) {
  p.castling = fen::castling_rights{};
  return p;
}

/// The laws every position keeps. Each transform undoes itself (those that drop every castling right
/// undo themselves but for the rights); rotated is the two flips in either order; mirrored is the
/// vertical flip with the colours swapped, and the three commute, equal but for the castling rights
/// the intermediate positions drop.
void check_laws(const fen::position& p) {
  CAPTURE(p);
  const fen::position bare = without_castling(p);
  CHECK(fen::mirrored(fen::mirrored(p)) == p);
  CHECK(fen::flipped_horizontal(fen::flipped_horizontal(p)) == p);
  CHECK(fen::flipped_vertical(fen::flipped_vertical(p)) == bare);
  CHECK(fen::rotated(fen::rotated(p)) == bare);
  CHECK(fen::colors_swapped(fen::colors_swapped(p)) == bare);

  CHECK(fen::rotated(p) == fen::flipped_vertical(fen::flipped_horizontal(p)));
  CHECK(fen::rotated(p) == fen::flipped_horizontal(fen::flipped_vertical(p)));
  CHECK(fen::flipped_horizontal(fen::mirrored(p)) == fen::mirrored(fen::flipped_horizontal(p)));

  CHECK(without_castling(fen::mirrored(p)) == fen::colors_swapped(fen::flipped_vertical(p)));
  CHECK(without_castling(fen::mirrored(p)) == fen::flipped_vertical(fen::colors_swapped(p)));
  CHECK(fen::colors_swapped(p) == fen::flipped_vertical(fen::mirrored(p)));
  CHECK(fen::colors_swapped(p) == fen::mirrored(fen::flipped_vertical(p)));
  CHECK(fen::flipped_vertical(p) == fen::colors_swapped(fen::mirrored(p)));
  CHECK(fen::rotated(fen::mirrored(p)) == fen::mirrored(fen::rotated(p)));

  // Without castling rights, every law holds exactly.
  CHECK(fen::flipped_vertical(fen::flipped_vertical(bare)) == bare);
  CHECK(fen::mirrored(bare) == fen::colors_swapped(fen::flipped_vertical(bare)));

  // mirrored and flipped_horizontal keep every right; the other three drop every one.
  CHECK(fen::flipped_vertical(p).castling.empty());
  CHECK(fen::rotated(p).castling.empty());
  CHECK(fen::colors_swapped(p).castling.empty());
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const fen::castling_side other =
          side == fen::castling_side::king_side ? fen::castling_side::queen_side : fen::castling_side::king_side;
      const std::optional<int> file = p.castling.rook_file(c, side);
      CHECK(fen::mirrored(p).castling.rook_file(fen::opposite(c), side) == file);
      CHECK(fen::flipped_horizontal(p).castling.rook_file(c, other) ==
            (file ? std::optional<int>(7 - *file) : std::nullopt));
    }
  }

  // What no transform touches.
  for (const fen::position& t : {fen::mirrored(p), fen::flipped_vertical(p), fen::flipped_horizontal(p),
                                 fen::rotated(p), fen::colors_swapped(p)}) {
    CHECK(t.halfmove_clock == p.halfmove_clock);
    CHECK(t.fullmove_number == p.fullmove_number);
    CHECK(t.pockets.has_value() == p.pockets.has_value());
    CHECK(t.checks.has_value() == p.checks.has_value());
    CHECK(t.en_passant.has_value() == p.en_passant.has_value());
  }
}

/// The problem codes of `p` by `rules`, in the report's order.
std::vector<fen::problem_code> codes_of(const fen::position& p, fen::rules rules = {}) {
  std::vector<fen::problem_code> codes;
  for (const fen::problem& problem : fen::validate(p, rules)) codes.push_back(problem.code);
  return codes;
}

/// The codes that count the half-moves played from the fullmove number and the side to move: with
/// the other side to move (mirrored, colors_swapped), one half-move more or fewer has been played.
bool counts_half_moves(fen::problem_code c) {
  return c == fen::problem_code::en_passant_before_any_move || c == fen::problem_code::halfmove_clock_too_large;
}

std::vector<fen::problem_code> codes_but_half_moves(const fen::position& p, fen::rules rules = {}) {
  std::vector<fen::problem_code> codes = codes_of(p, rules);
  codes.erase(std::remove_if(codes.begin(), codes.end(), counts_half_moves), codes.end());
  return codes;
}

// Positions made by hand: pockets, checks to give, promoted marks, Chess960 rights, en passant
// squares, rights whose rook is not there; each with the rules it is read by.
struct sample {
  std::string_view text;
  fen::rules rules;
};
const sample samples[] = {
    {fen::start_fen, {}},
    {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", {}},
    {"r3k2r/8/8/8/8/8/8/R3K2R b Kq - 10 40", {}},
    {"8/8/8/8/8/8/6k1/4K2R w K - 0 1", {}},
    {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", {}},  // a right without its rook: carried all the same
    {"2r1rkrr/8/8/8/8/8/8/RR1K1R1R w FBge - 0 1", fen::rules::chess960()},
    {"rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", fen::rules::chess960()},
    {"rk6/8/8/8/8/8/8/RK6 w Qq - 0 1", fen::rules::chess960()},
    {"r2q1rk1/ppp2ppp/2n1b3/3Q~4/8/8/PPP2PPP/R1B1K1NR[NBppb] w KQ - 0 12", fen::variant::crazyhouse},
    {"4k3/1N~6/8/8/8/8/6b~1/4K3[QRBNPqrbnp] b - - 0 50", fen::variant::crazyhouse},
    {"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR[] w KQkq d6 0 3", fen::variant::crazyhouse},
    {"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 2+3 3 3", fen::variant::three_check},
    {"rnbqkbnr/pppp1ppp/8/8/4pP2/8/PPPPP1PP/RNBQKBNR b KQkq f3 3+1 0 2", fen::variant::three_check},
    {"8/8/8/8/8/8/8/8 w - - 0 1", {}},
};

}  // namespace

TEST_CASE("transforms: each field, on the start position and after 1. e4") {
  const fen::position start = fen::start_position;
  fen::position black_to_move = start;
  black_to_move.side_to_move = fen::color::black;
  CHECK(fen::mirrored(start) == black_to_move);
  CHECK(fen::serialize(fen::flipped_vertical(start)) == "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w - - 0 1");
  CHECK(fen::serialize(fen::rotated(start)) == "RNBKQBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbkqbnr w - - 0 1");
  CHECK(fen::serialize(fen::colors_swapped(start)) == "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr b - - 0 1");

  // The rights stay with their rooks, on the other side of the king: h1's king-side right is a1's
  // queen-side one now (king on d1), a Chess960 right. X-FEN writes it KQkq all the same.
  const fen::position flipped = fen::flipped_horizontal(start);
  CHECK(fen::serialize(flipped) == "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1");
  CHECK(flipped.castling.rook_file(fen::color::white, fen::castling_side::queen_side) == 0);
  CHECK(flipped.castling.rook_file(fen::color::white, fen::castling_side::king_side) == 7);
  CHECK(flipped.castling.rook_file(fen::color::black, fen::castling_side::queen_side) == 0);
  CHECK(flipped.castling.rook_file(fen::color::black, fen::castling_side::king_side) == 7);

  const fen::position e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"_fen;
  CHECK(fen::serialize(fen::mirrored(e4)) == "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1");
  CHECK(fen::serialize(fen::flipped_horizontal(e4)) == "rnbkqbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBKQBNR b KQkq d3 0 1");
  CHECK(fen::serialize(fen::rotated(e4)) == "RNBKQBNR/PPP1PPPP/8/3P4/8/8/pppppppp/rnbkqbnr b - d6 0 1");
  // The en passant square is moved with the board, not judged again: e3 stays e3 here.
  CHECK(fen::serialize(fen::colors_swapped(e4)) == "RNBQKBNR/PPPPPPPP/8/8/4p3/8/pppp1ppp/rnbqkbnr w - e3 0 1");
}

TEST_CASE("transforms: pockets, checks and promoted marks go with their side and square") {
  const fen::position zh =
      fen::parse("r2q1rk1/ppp2ppp/2n1b3/3Q~4/8/8/PPP2PPP/R1B1K1NR[NBppb] w KQ - 0 12", fen::variant::crazyhouse)
          .value();
  const fen::position m = fen::mirrored(zh);
  REQUIRE(m.pockets);
  CHECK(m.pockets->count(fen::color::white, fen::piece_type::pawn) == 2);
  CHECK(m.pockets->count(fen::color::white, fen::piece_type::bishop) == 1);
  CHECK(m.pockets->count(fen::color::black, fen::piece_type::knight) == 1);
  CHECK(m.pockets->count(fen::color::black, fen::piece_type::bishop) == 1);
  CHECK(m.pockets->total() == zh.pockets->total());
  CHECK(m.promoted == fen::squares::d4.bit());
  CHECK(m.at(fen::squares::d4) == fen::pieces::black_queen);
  CHECK(fen::flipped_horizontal(zh).promoted == fen::squares::e5.bit());
  CHECK(fen::rotated(zh).promoted == fen::squares::e4.bit());
  CHECK(fen::colors_swapped(zh).promoted == zh.promoted);
  CHECK(fen::flipped_vertical(zh).pockets == zh.pockets);
  CHECK(m.castling.rook_file(fen::color::black, fen::castling_side::king_side) == 7);
  CHECK(m.castling.rook_file(fen::color::black, fen::castling_side::queen_side) == 0);

  const fen::position three = fen::parse("4k3/8/8/8/8/8/8/R3K3 w Q - 1+2 0 30", fen::variant::three_check).value();
  REQUIRE(fen::mirrored(three).checks);
  CHECK(fen::mirrored(three).checks->white == 2);
  CHECK(fen::mirrored(three).checks->black == 1);
  CHECK(fen::colors_swapped(three).checks == fen::mirrored(three).checks);
  CHECK(fen::rotated(three).checks == three.checks);
}

TEST_CASE("transforms: the laws on positions made by hand") {
  for (const sample& s : samples) {
    const fen::position p = fen::parse(s.text, s.rules).value();
    check_laws(p);
  }
}

TEST_CASE("transforms: a right keeps its side and file exactly where the king and rook stay on their back rank") {
  // Chess960 with inner rooks: every right kept by mirrored and flipped_horizontal, X-FEN letters
  // moved with them.
  const fen::position p = "2r1rkrr/8/8/8/8/8/8/RR1K1R1R w FBge - 0 1"_fen;
  CHECK(fen::serialize(fen::mirrored(p)) == "rr1k1r1r/8/8/8/8/8/8/2R1RKRR b GEfb - 0 1");
  CHECK(fen::serialize(fen::flipped_horizontal(p)) == "rrkr1r2/8/8/8/8/8/8/R1R1K1RR w GCdb - 0 1");

  // A right whose rook is not there is carried the same way, not dropped: a transform fixes
  // nothing (fen::repaired does), and mirrored stays its own inverse.
  const fen::position no_rook = "4k3/8/8/8/8/8/8/4K3 w K - 0 1"_fen;
  CHECK(fen::serialize(fen::mirrored(no_rook)) == "4k3/8/8/8/8/8/8/4K3 b k - 0 1");
  CHECK(codes_of(fen::mirrored(no_rook)) == codes_of(no_rook));
}

TEST_CASE("transforms: what validate says after each") {
  // mirrored: the same problems, but for the two codes that count the half-moves played, which
  // depend on the side to move. After 1. e4, Black to move at move 1; mirrored, White is to move at
  // move 1 with an en passant square, before any move.
  const fen::position e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"_fen;
  CHECK(codes_of(e4).empty());
  CHECK(codes_of(fen::mirrored(e4)) == std::vector<fen::problem_code>{fen::problem_code::en_passant_before_any_move});
  const fen::position three_half_moves = "r1bqkbnr/pppppppp/n7/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 3 2"_fen;
  CHECK(codes_of(three_half_moves).empty());
  CHECK(codes_of(fen::mirrored(three_half_moves)) ==
        std::vector<fen::problem_code>{fen::problem_code::halfmove_clock_too_large});

  // Positions with problems: the same ones after mirrored.
  for (const std::string_view text : {"4k3/8/8/8/8/8/4R3/3KK3 w - - 0 1", "r3k2r/8/8/8/8/8/8/4K3 b KQ - 0 1",
                                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 5 1",
                                      "P7/8/8/8/8/8/8/k1K5 b - - 0 1", "4k3/8/8/8/8/8/8/4K3 w K - 0 1"}) {
    CAPTURE(text);
    const fen::position p = must_parse(text);
    CHECK_FALSE(codes_of(p).empty());
    CHECK(codes_but_half_moves(fen::mirrored(p)) == codes_but_half_moves(p));
  }

  // flipped_horizontal: castling rights become Chess960 rights, which standard chess reports (and
  // which python-chess's standard mode drops); without rights, or by Chess960 rules, the same problems.
  const fen::position flipped = fen::flipped_horizontal(fen::start_position);
  CHECK(codes_of(flipped) == std::vector<fen::problem_code>(4, fen::problem_code::castling_not_standard));
  CHECK(codes_of(flipped, fen::rules::chess960()).empty());
  CHECK(fen::repaired(flipped) == "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"_fen);
  CHECK(codes_of(fen::flipped_horizontal(without_castling(fen::start_position))).empty());

  // The other three turn pawns round: an en passant square lands on the wrong rank, a pawn's check
  // points the other way.
  CHECK(codes_of(fen::flipped_vertical(e4)) ==
        std::vector<fen::problem_code>{fen::problem_code::en_passant_wrong_rank});
  CHECK(codes_of(fen::rotated(e4)) == std::vector<fen::problem_code>{fen::problem_code::en_passant_wrong_rank});
  CHECK(codes_of(fen::colors_swapped(e4)) ==
        std::vector<fen::problem_code>{fen::problem_code::en_passant_wrong_rank,
                                       fen::problem_code::en_passant_before_any_move});
  const fen::position pawn_check = "8/8/8/8/4P3/3k4/8/4K3 w - - 0 40"_fen;
  CHECK(codes_of(pawn_check).empty());
  CHECK(codes_of(fen::flipped_vertical(pawn_check)) ==
        std::vector<fen::problem_code>{fen::problem_code::opponent_in_check});
}

TEST_CASE("transforms: in constant expressions") {
  constexpr fen::position e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"_fen;
  static_assert(fen::mirrored(fen::mirrored(e4)) == e4);
  static_assert(fen::mirrored(e4) == "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1"_fen);
  static_assert(fen::flipped_horizontal(fen::flipped_horizontal(e4)) == e4);
  static_assert(fen::rotated(e4) == fen::flipped_vertical(fen::flipped_horizontal(e4)));
  static_assert(fen::colors_swapped(fen::start_position) == fen::flipped_vertical(fen::mirrored(fen::start_position)));
  static_assert(fen::serialize(fen::flipped_horizontal(fen::start_position)) ==
                "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1");
  static_assert(noexcept(fen::mirrored(e4))&& noexcept(fen::colors_swapped(e4)));
  CHECK(fen::mirrored(e4).en_passant == fen::squares::e6);
}

TEST_CASE("transforms: agree with python-chess on tests/data/python_chess_transforms.txt") {
  // Each line: the rule set, python-chess's mode, the input, the transform, python-chess's FEN. Both
  // FENs are read by the rule set and every field compared. python-chess in standard mode drops the
  // rights of a king off the e-file, which flipped_horizontal keeps (see above): its rows were made
  // in chess960 mode, where python-chess keeps them too.
  const std::string path = std::string(FEN_TEST_DATA_DIR) + "/python_chess_transforms.txt";
  std::ifstream in(path);
  REQUIRE_MESSAGE(in.good(), "cannot open ", path);
  std::string line;
  std::size_t rows = 0, with_rights_after = 0;
  std::size_t by_transform[5] = {};
  const std::string_view names[5] = {"mirrored", "flipped_vertical", "flipped_horizontal", "rotated", "colors_swapped"};
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    CAPTURE(line);
    std::vector<std::string> columns;
    for (std::size_t start = 0;;) {
      const std::size_t tab = line.find('\t', start);
      columns.push_back(line.substr(start, tab - start));
      if (tab == std::string::npos) break;
      start = tab + 1;
    }
    REQUIRE(columns.size() == 5);
    ++rows;
    fen::rules rules{};
    if (columns[0] == "chess960")
      rules = fen::rules::chess960();
    else if (columns[0] != "standard")
      rules = fen::variant_from_name(columns[0]).value();
    CHECK((columns[1] == "standard" || columns[1] == "chess960"));
    const fen::position input = fen::parse(columns[2], rules).value();
    const fen::position expected = fen::parse(columns[4], rules).value();
    const std::size_t which =
        static_cast<std::size_t>(std::find(std::begin(names), std::end(names), columns[3]) - std::begin(names));
    REQUIRE(which < 5);
    ++by_transform[which];
    const fen::position actual = which == 0   ? fen::mirrored(input)
                                 : which == 1 ? fen::flipped_vertical(input)
                                 : which == 2 ? fen::flipped_horizontal(input)
                                 : which == 3 ? fen::rotated(input)
                                              : fen::colors_swapped(input);
    CHECK(actual == expected);
    if (!expected.castling.empty()) ++with_rights_after;
  }
  MESSAGE(path, ": ", rows, " rows");
  CHECK(rows == 200);
  for (const std::size_t count : by_transform) CHECK(count == 40);
  CHECK(with_rights_after > 40);
}

// ---------------------------------------------------------------------------------------------
// The corpus: every law on every line, and validate before and after.

namespace {
void check_corpus(const char* variable) {
  std::size_t failures = 0, counter_codes = 0;
  fen_test::read_corpus(variable, [&](const std::string& line) {
    const fen::position p = fen::parse(line).value();
    const fen::position bare = without_castling(p);
    bool good = fen::mirrored(fen::mirrored(p)) == p && fen::flipped_horizontal(fen::flipped_horizontal(p)) == p &&
                fen::flipped_vertical(fen::flipped_vertical(p)) == bare && fen::rotated(fen::rotated(p)) == bare &&
                fen::colors_swapped(fen::colors_swapped(p)) == bare &&
                fen::rotated(p) == fen::flipped_vertical(fen::flipped_horizontal(p)) &&
                fen::rotated(p) == fen::flipped_horizontal(fen::flipped_vertical(p)) &&
                without_castling(fen::mirrored(p)) == fen::colors_swapped(fen::flipped_vertical(p)) &&
                fen::colors_swapped(p) == fen::flipped_vertical(fen::mirrored(p)) &&
                fen::flipped_vertical(p) == fen::colors_swapped(fen::mirrored(p));
    // validate: the same codes after mirrored (but those that count the half-moves played); the same
    // after flipped_horizontal by Chess960 rules, and by standard rules without castling rights.
    const std::vector<fen::problem_code> codes = codes_of(p);
    good = good && codes_but_half_moves(fen::mirrored(p)) == codes_but_half_moves(p) &&
           codes_of(fen::flipped_horizontal(p), fen::rules::chess960()) == codes_of(p, fen::rules::chess960()) &&
           codes_of(fen::flipped_horizontal(bare)) == codes_of(bare);
    if (codes_of(fen::mirrored(p)) != codes) ++counter_codes;
    if (!good && ++failures <= 5) {
      CAPTURE(line);
      check_laws(p);
      CHECK(codes_but_half_moves(fen::mirrored(p)) == codes_but_half_moves(p));
      CHECK(codes_of(fen::flipped_horizontal(bare)) == codes_of(bare));
    }
  });
  MESSAGE(std::string(variable), ": ", counter_codes,
          " positions where mirrored adds a code that counts the half-moves played");
  CHECK(failures == 0);
}
}  // namespace

TEST_CASE("corpus: the transform laws and validate after mirrored on positions from played games") {
  check_corpus("FEN_CORPUS_MAIN");
}

TEST_CASE("corpus: the transform laws and validate after mirrored with en passant after every double push") {
  check_corpus("FEN_CORPUS_EP_ALWAYS");
}
