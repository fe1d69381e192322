// Chess960 castling in the three notations: standard `KQkq`, X-FEN (`KQkq` for the outermost rook on a
// side, the rook's file letter for an inner one) and Shredder-FEN (file letters always). Each letter
// is resolved against the board, by color: a right holds the file of its rook.
#include "support.hpp"

#include <fen/validate.hpp>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <string_view>

using fen::castling_side;
using fen::color;
using fen_test::check_fails;
using fen_test::check_fails_both;
using fen_test::must_parse;
using E = fen::error_code;

namespace {
constexpr auto K = castling_side::king_side;
constexpr auto Q = castling_side::queen_side;

// The back rank of Chess960 start position `n` (0-959), White's letters, by the standard numbering
// scheme: the light-squared bishop on b, d, f or h (n % 4), the dark-squared bishop on a, c, e or g
// (next % 4), the queen on one of the six empty squares left (next % 6), the two knights by the table
// below (next, 0-9) on the five left, then rook, king, rook on the three left, in that order.
std::string start_rank(int n) {
  std::string rank(8, ' ');
  rank[static_cast<std::size_t>(2 * (n % 4) + 1)] = 'B';
  n /= 4;
  rank[static_cast<std::size_t>(2 * (n % 4))] = 'B';
  n /= 4;
  // Puts `piece` on the `index`-th empty square, counting from the a-file.
  const auto put_on_empty = [&rank](int index, char piece) {
    for (auto& square : rank) {
      if (square != ' ') continue;
      if (index-- == 0) {
        square = piece;
        return;
      }
    }
  };
  put_on_empty(n % 6, 'Q');
  n /= 6;
  constexpr int knights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
  // The knight further right first, so that the other one's index still counts the same squares.
  put_on_empty(knights[n][1], 'N');
  put_on_empty(knights[n][0], 'N');
  put_on_empty(0, 'R');
  put_on_empty(0, 'K');
  put_on_empty(0, 'R');
  return rank;
}

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(c - 'A' + 'a');
  return s;
}

// A full FEN with White's back rank from `white` and Black's from `black` (White's letters).
std::string fen_with(const std::string& white, const std::string& black, std::string_view castling) {
  return lower(black) + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w " + std::string(castling) + " - 0 1";
}

std::size_t castling_at(std::string_view text) { return text.find(' ') + 3; }

// The files of the two rooks on a back rank: queen side (left) and king side (right).
int left_rook(const std::string& rank) { return static_cast<int>(rank.find('R')); }
int right_rook(const std::string& rank) { return static_cast<int>(rank.rfind('R')); }

char file_letter(int file, color c) { return static_cast<char>((c == color::white ? 'A' : 'a') + file); }

bool is_start_rank(const std::string& rank) {
  const auto bishop1 = rank.find('B');
  const auto bishop2 = rank.rfind('B');
  const auto king = rank.find('K');
  return (bishop1 + bishop2) % 2 == 1 && rank.find('R') < king && king < rank.rfind('R');
}
}  // namespace

TEST_CASE("chess960: the numbering scheme gives the 960 start positions, each once") {
  CHECK(start_rank(0) == "BBQNNRKR");
  CHECK(start_rank(1) == "BQNBNRKR");
  CHECK(start_rank(2) == "BQNNRBKR");
  CHECK(start_rank(518) == "RNBQKBNR");
  CHECK(start_rank(959) == "RKRNNQBB");

  // Independently: every arrangement of the eight pieces with the bishops on opposite colors and the
  // king between the rooks. There are 960, and the numbering gives exactly those.
  std::set<std::string> by_rule;
  std::string pieces = "BBKNNQRR";
  do {
    if (is_start_rank(pieces)) by_rule.insert(pieces);
  } while (std::next_permutation(pieces.begin(), pieces.end()));
  CHECK(by_rule.size() == 960);

  std::set<std::string> numbered;
  for (int n = 0; n < 960; ++n) {
    const std::string rank = start_rank(n);
    CAPTURE(n);
    CAPTURE(rank);
    CHECK(is_start_rank(rank));
    numbered.insert(rank);
  }
  CHECK(numbered == by_rule);
}

TEST_CASE("chess960: #518 is the standard start position, read the same in all three notations") {
  const std::string rank = start_rank(518);
  CHECK(fen_with(rank, rank, "KQkq") == fen::start_fen);
  const auto xfen = must_parse(fen::start_fen, fen_test::strict);
  CHECK(xfen == fen::start_position);
  const auto shredder = must_parse(fen_with(rank, rank, "HAha"));
  CHECK(shredder == fen::start_position);
  // Shredder letters in any order, as some programs write them.
  CHECK(must_parse(fen_with(rank, rank, "AHah")) == fen::start_position);
  CHECK(fen::serialize(fen::start_position, {fen::castling_notation::standard}) == fen::start_fen);
  CHECK(fen::serialize(fen::start_position, {fen::castling_notation::xfen}) == fen::start_fen);
  CHECK(fen::serialize(fen::start_position, {fen::castling_notation::shredder}) == fen_with(rank, rank, "HAha"));
}

TEST_CASE("chess960: every start position round trips in X-FEN (strict) and Shredder-FEN (lenient)") {
  for (int n = 0; n < 960; ++n) {
    const std::string rank = start_rank(n);
    CAPTURE(n);
    const std::string text = fen_with(rank, rank, "KQkq");
    CAPTURE(text);
    const auto p = must_parse(text, fen_test::strict);
    const int left = left_rook(rank);
    const int right = right_rook(rank);
    CHECK(p.castling.rook_file(color::white, K) == right);
    CHECK(p.castling.rook_file(color::white, Q) == left);
    CHECK(p.castling.rook_file(color::black, K) == right);
    CHECK(p.castling.rook_file(color::black, Q) == left);
    // Only outermost rooks: X-FEN and standard write KQkq.
    CHECK(fen::serialize(p) == text);
    CHECK(fen::serialize(p, {fen::castling_notation::standard}) == text);

    const std::string letters = {file_letter(right, color::white), file_letter(left, color::white),
                                 file_letter(right, color::black), file_letter(left, color::black)};
    const std::string shredder_text = fen_with(rank, rank, letters);
    const auto shredder = fen::serialize(p, {fen::castling_notation::shredder});
    CHECK(shredder == shredder_text);
    CHECK(must_parse(shredder) == p);
    // Strict mode wants the X-FEN letter for an outermost rook.
    check_fails(shredder_text, E::castling_not_canonical, castling_at(shredder_text), fen_test::strict);
  }
}

TEST_CASE("chess960: every subset of rights in every start position, in both notations") {
  const char xfen_letters[] = {'K', 'Q', 'k', 'q'};
  for (int n = 0; n < 960; ++n) {
    const std::string rank = start_rank(n);
    const int files[] = {right_rook(rank), left_rook(rank), right_rook(rank), left_rook(rank)};
    for (unsigned mask = 1; mask < 16; ++mask) {
      std::string xfen;
      std::string shredder;
      for (unsigned bit = 0; bit < 4; ++bit) {
        if (!(mask & (1u << bit))) continue;
        xfen += xfen_letters[bit];
        shredder += file_letter(files[bit], bit < 2 ? color::white : color::black);
      }
      const std::string text = fen_with(rank, rank, xfen);
      CAPTURE(text);
      const auto p = must_parse(text, fen_test::strict);
      for (unsigned bit = 0; bit < 4; ++bit) {
        const color c = bit < 2 ? color::white : color::black;
        const castling_side side = bit % 2 == 0 ? K : Q;
        if (mask & (1u << bit))
          CHECK(p.castling.rook_file(c, side) == files[bit]);
        else
          CHECK_FALSE(p.castling.has(c, side));
      }
      CHECK(fen::serialize(p) == text);
      CHECK(fen::serialize(p, {fen::castling_notation::shredder}) == fen_with(rank, rank, shredder));
      CHECK(must_parse(fen_with(rank, rank, shredder)) == p);
    }
  }
}

TEST_CASE("chess960: White and Black from different start positions, each resolved on its own rank") {
  for (int n = 0; n < 960; ++n) {
    const std::string white = start_rank(n);
    const std::string black = start_rank((n * 7 + 389) % 960);
    const std::string text = fen_with(white, black, "KQkq");
    CAPTURE(text);
    const auto p = must_parse(text, fen_test::strict);
    CHECK(p.castling.rook_file(color::white, K) == right_rook(white));
    CHECK(p.castling.rook_file(color::white, Q) == left_rook(white));
    CHECK(p.castling.rook_file(color::black, K) == right_rook(black));
    CHECK(p.castling.rook_file(color::black, Q) == left_rook(black));
    CHECK(fen::serialize(p) == text);
    const auto shredder = fen::serialize(p, {fen::castling_notation::shredder});
    CHECK(must_parse(shredder) == p);
  }
}

TEST_CASE("chess960: White and Black from different start positions cannot both keep their rights") {
  // Both colors start from one back rank, so by Chess960 rules two start ranks that differ
  // contradict each other: the kings' files (castling_king_files_differ, and every right goes), or
  // else the rooks' files of a side (castling_rook_files_differ, and that side's rights go).
  const fen::rules chess960 = fen::rules::chess960();
  int kings_apart = 0;
  int rooks_apart = 0;
  for (int n = 0; n < 960; ++n) {
    const std::string white = start_rank(n);
    const std::string black = start_rank((n * 7 + 389) % 960);
    const std::string text = fen_with(white, black, "KQkq");
    CAPTURE(text);
    const auto p = must_parse(text, fen_test::strict);
    const auto report = fen::validate(p, chess960);
    const bool kings_differ = white.find('K') != black.find('K');
    const bool sides_differ[2] = {right_rook(white) != right_rook(black), left_rook(white) != left_rook(black)};
    fen::castling_rights kept;
    if (kings_differ) {
      ++kings_apart;
      CHECK(report.size() == 1);
      CHECK(report.count(fen::problem_code::castling_king_files_differ) == 1);
    } else {
      std::size_t expected = 0;
      for (int i = 0; i < 2; ++i) {
        const castling_side side = i == 0 ? K : Q;
        if (sides_differ[i]) {
          ++expected;
          continue;
        }
        kept.set(color::white, side, *p.castling.rook_file(color::white, side));
        kept.set(color::black, side, *p.castling.rook_file(color::black, side));
      }
      rooks_apart += expected > 0 ? 1 : 0;
      CHECK(report.size() == expected);
      CHECK(report.count(fen::problem_code::castling_rook_files_differ) == expected);
    }
    CHECK(report.legal());
    CHECK(fen::allowed_castling(p, chess960) == p.castling);  // each right alone is sound
    CHECK(fen::repaired(p, chess960).castling == kept);
    CHECK(fen::validate(fen::repaired(p, chess960), chess960).ok());
    // Standard rules never compare them: the squares are fixed.
    CHECK_FALSE(fen::validate(p).has(fen::problem_code::castling_king_files_differ));
    CHECK_FALSE(fen::validate(p).has(fen::problem_code::castling_rook_files_differ));
  }
  CHECK(kings_apart > 0);
  CHECK(rooks_apart > 0);
}

// A board with two rooks on each side of each king:
//   White: king d1; queen side a1 (outer) and b1 (inner); king side f1 (inner) and h1 (outer).
//   Black: king f8; queen side c8 (outer) and e8 (inner); king side g8 (inner) and h8 (outer).
TEST_CASE("chess960: inner and outer rooks on both sides, both colors, every combination") {
  const std::string placement = "2r1rkrr/8/8/8/8/8/8/RR1K1R1R";
  // For each right (white king side, white queen side, black king side, black queen side):
  // the outer rook's file and the inner rook's file.
  const int outer[] = {7, 0, 7, 2};
  const int inner[] = {5, 1, 6, 4};
  const char xfen_letter[] = {'K', 'Q', 'k', 'q'};
  int combinations = 0;
  // Each right: 0 none, 1 the outer rook, 2 the inner rook.
  for (int code = 0; code < 81; ++code) {
    int choice[4] = {code % 3, code / 3 % 3, code / 9 % 3, code / 27 % 3};
    std::string xfen;
    std::string shredder;
    std::string standard;
    bool any_outer = false;
    std::size_t first_outer = 0;
    for (int right = 0; right < 4; ++right) {
      if (choice[right] == 0) continue;
      const color c = right < 2 ? color::white : color::black;
      const int file = choice[right] == 1 ? outer[right] : inner[right];
      if (choice[right] == 1 && !any_outer) {
        any_outer = true;
        first_outer = shredder.size();
      }
      xfen += choice[right] == 1 ? xfen_letter[right] : file_letter(file, c);
      shredder += file_letter(file, c);
      standard += xfen_letter[right];
    }
    if (xfen.empty()) xfen = shredder = standard = "-";
    const std::string text = placement + " w " + xfen + " - 0 1";
    const std::string shredder_text = placement + " w " + shredder + " - 0 1";
    CAPTURE(text);
    const auto p = must_parse(text, fen_test::strict);
    for (int right = 0; right < 4; ++right) {
      const color c = right < 2 ? color::white : color::black;
      const castling_side side = right % 2 == 0 ? K : Q;
      if (choice[right] == 0)
        CHECK_FALSE(p.castling.has(c, side));
      else
        CHECK(p.castling.rook_file(c, side) == (choice[right] == 1 ? outer[right] : inner[right]));
    }
    CHECK(fen::serialize(p) == text);
    CHECK(fen::serialize(p, {fen::castling_notation::xfen}) == text);
    CHECK(fen::serialize(p, {fen::castling_notation::shredder}) == shredder_text);
    CHECK(fen::serialize(p, {fen::castling_notation::standard}) == placement + " w " + standard + " - 0 1");
    CHECK(must_parse(shredder_text) == p);
    // Strict mode takes Shredder letters only where they are the X-FEN letters (inner rooks).
    if (any_outer)
      check_fails(shredder_text, E::castling_not_canonical, placement.size() + 3 + first_outer, fen_test::strict);
    else
      CHECK(must_parse(shredder_text, fen_test::strict) == p);
    ++combinations;
  }
  CHECK(combinations == 81);
}

TEST_CASE("chess960: standard notation writes KQkq, which reads back as the outermost rooks") {
  const std::string placement = "2r1rkrr/8/8/8/8/8/8/RR1K1R1R";
  const auto inner = must_parse(placement + " w FBge - 0 1", fen_test::strict);
  const auto standard = fen::serialize(inner, {fen::castling_notation::standard});
  CHECK(standard == placement + " w KQkq - 0 1");
  const auto outer = must_parse(standard, fen_test::strict);
  CHECK(outer.castling.rook_file(color::white, K) == 7);
  CHECK(outer.castling.rook_file(color::white, Q) == 0);
  CHECK(outer.castling.rook_file(color::black, K) == 7);
  CHECK(outer.castling.rook_file(color::black, Q) == 2);
  CHECK(outer != inner);  // the standard notation cannot name an inner rook
}

TEST_CASE("chess960: a white letter never picks a black rook, nor a black letter a white one") {
  // A black rook on h1 and a white rook on f1: White's K is the f1 rook.
  const std::string_view mixed = "4k3/8/8/8/8/8/8/4KR1r";
  const auto p = must_parse(std::string(mixed) + " w K - 0 1", fen_test::strict);
  CHECK(p.castling.rook_file(color::white, K) == 5);
  // H names the h1 square, where there is no white rook.
  const std::string h = std::string(mixed) + " w H - 0 1";
  check_fails(h, E::castling_rook_missing, mixed.size() + 3, fen_test::strict);
  CHECK(fen::parse(h, fen::strictness::strict).error().message() ==
        "castling: 'H' needs a rook on h1, and there is none");
  CHECK(must_parse(h).castling.rook_file(color::white, K) == 7);

  // A white rook on a8 and a black rook on c8: Black's q is the c8 rook.
  const std::string_view black = "R1r1k3/8/8/8/8/8/8/4K3";
  const auto b = must_parse(std::string(black) + " w q - 0 1", fen_test::strict);
  CHECK(b.castling.rook_file(color::black, Q) == 2);
  check_fails(std::string(black) + " w a - 0 1", E::castling_rook_missing, black.size() + 3, fen_test::strict);

  // Only the other color's rooks in the corners: no rights in strict mode, and lenient mode keeps
  // the corner files without finding anything else.
  const std::string_view corners = "R3k2R/8/8/8/8/8/8/r3K2r";
  for (std::string_view letters : {"K", "Q", "k", "q"}) {
    const std::string text = std::string(corners) + " w " + std::string(letters) + " - 0 1";
    check_fails(text, E::castling_rook_missing, corners.size() + 3, fen_test::strict);
  }
  const auto lenient = must_parse(std::string(corners) + " w KQkq - 0 1");
  CHECK(lenient.castling == fen::castling_rights::standard());

  // The other color's rook beyond one's own: rooks b1 (white) and a1 (black), king e1: Q is b1.
  const auto beyond = must_parse("4k3/8/8/8/8/8/8/rR2K3 w Q - 0 1", fen_test::strict);
  CHECK(beyond.castling.rook_file(color::white, Q) == 1);
  CHECK(fen::serialize(beyond) == "4k3/8/8/8/8/8/8/rR2K3 w Q - 0 1");
  CHECK(fen::serialize(beyond, {fen::castling_notation::shredder}) == "4k3/8/8/8/8/8/8/rR2K3 w B - 0 1");
}

TEST_CASE("chess960: rights whose rook is missing: strict refuses, lenient keeps them") {
  struct missing_case {
    std::string_view placement;
    std::string_view letter;
    color c;
    castling_side side;
    int file;
    std::string_view square;
  };
  const missing_case cases[] = {
      // KQkq with no rook on that side: the standard corner.
      {"4k3/8/8/8/8/8/8/4K3", "K", color::white, K, 7, "h1"},
      {"4k3/8/8/8/8/8/8/4K3", "Q", color::white, Q, 0, "a1"},
      {"4k3/8/8/8/8/8/8/4K3", "k", color::black, K, 7, "h8"},
      {"4k3/8/8/8/8/8/8/4K3", "q", color::black, Q, 0, "a8"},
      // A file letter with nothing on its square (Chess960 kings on b and g).
      {"6k1/8/8/8/8/8/8/1K6", "G", color::white, K, 6, "g1"},
      {"6k1/8/8/8/8/8/8/1K6", "A", color::white, Q, 0, "a1"},
      {"6k1/8/8/8/8/8/8/1K6", "h", color::black, K, 7, "h8"},
      {"6k1/8/8/8/8/8/8/1K6", "c", color::black, Q, 2, "c8"},
      // A file letter on the outermost file with no rook on that side at all: the rook is missing,
      // whatever X-FEN would have written.
      {"4k3/8/8/8/8/8/8/4K3", "H", color::white, K, 7, "h1"},
      {"4k3/8/8/8/8/8/8/4K3", "a", color::black, Q, 0, "a8"},
      // A letter whose square is empty while another rook stands on that side.
      {"4k3/8/8/8/8/8/8/4K1R1", "H", color::white, K, 7, "h1"},
      {"1r2k3/8/8/8/8/8/8/4K3", "a", color::black, Q, 0, "a8"},
      // A piece other than a rook on the square.
      {"4k3/8/8/8/8/8/8/4K2N", "K", color::white, K, 7, "h1"},
      {"4k2q/8/8/8/8/8/8/4K3", "k", color::black, K, 7, "h8"},
  };
  for (const auto& c : cases) {
    const std::string text = std::string(c.placement) + " w " + std::string(c.letter) + " - 0 1";
    CAPTURE(text);
    check_fails(text, E::castling_rook_missing, c.placement.size() + 3, fen_test::strict);
    const auto r = fen::parse(text, fen::strictness::strict);
    CHECK(r.error().message() ==
          "castling: '" + std::string(c.letter) + "' needs a rook on " + std::string(c.square) + ", and there is none");
    // Never silently dropped: lenient mode keeps the right, with the file the letter names.
    const auto p = must_parse(text);
    CHECK(p.castling.rook_file(c.c, c.side) == c.file);
    CHECK(must_parse(fen::serialize(p)) == p);
    CHECK(must_parse(fen::serialize(p, {fen::castling_notation::shredder})) == p);
  }
  // The strict error names the first letter whose rook is missing.
  const std::string no_a1 = "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1";
  check_fails(no_a1, E::castling_rook_missing, castling_at(no_a1) + 1, fen_test::strict);
  const std::string no_h8 = "r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  check_fails(no_h8, E::castling_rook_missing, castling_at(no_h8) + 2, fen_test::strict);
}

TEST_CASE("chess960: kings not on the back rank") {
  // K and Q stand for the corners; file letters are judged against the e-file.
  const auto corners = must_parse("r6r/4k3/8/8/8/8/4K3/R6R w KQkq - 0 1", fen_test::strict);
  CHECK(corners.castling == fen::castling_rights::standard());
  CHECK(fen::serialize(corners) == "r6r/4k3/8/8/8/8/4K3/R6R w KQkq - 0 1");
  CHECK(fen::serialize(corners, {fen::castling_notation::shredder}) == "r6r/4k3/8/8/8/8/4K3/R6R w HAha - 0 1");

  // An inner rook with the king off the back rank: its file letter, on the e-file's king side.
  const std::string_view inner = "8/4k3/8/8/8/8/4K3/1R4RR";
  const auto g = must_parse(std::string(inner) + " w GB - 0 1", fen_test::strict);
  CHECK(g.castling.rook_file(color::white, K) == 6);
  CHECK(g.castling.rook_file(color::white, Q) == 1);
  CHECK(fen::serialize(g) == std::string(inner) + " w GB - 0 1");
  check_fails(std::string(inner) + " w H - 0 1", E::castling_not_canonical, inner.size() + 3, fen_test::strict);

  // K with no rook in the corner: strict refuses, lenient keeps file h.
  const std::string_view no_corner = "4k3/8/8/8/8/8/4K3/6R1";
  check_fails(std::string(no_corner) + " w K - 0 1", E::castling_rook_missing, no_corner.size() + 3, fen_test::strict);
  CHECK(must_parse(std::string(no_corner) + " w K - 0 1").castling.rook_file(color::white, K) == 7);

  // The e-file stands for the king, so 'E' and 'e' name no side.
  for (std::string_view text : {"4k3/8/8/8/8/8/4K3/4R3 w E - 0 1", "4r3/4k3/8/8/8/8/8/4K3 w e - 0 1"})
    check_fails_both(text, E::castling_king_file, castling_at(text));

  // A king on the back rank of the other color does not count: White's king on e8 and Black's on e1.
  const auto swapped = must_parse("r3K2r/8/8/8/8/8/8/R3k2R w KQkq - 0 1", fen_test::strict);
  CHECK(swapped.castling == fen::castling_rights::standard());
}

TEST_CASE("chess960: the king's own file, and a king in the corner") {
  // White's king on b1 and Black's on g8: 'B' and 'g' are the kings' files.
  for (std::string_view text : {"1r4kr/8/8/8/8/8/8/RK4R1 w B - 0 1", "1r4kr/8/8/8/8/8/8/RK4R1 w g - 0 1"})
    check_fails_both(text, E::castling_king_file, castling_at(text));
  const auto p = must_parse("1r4kr/8/8/8/8/8/8/RK4R1 w KQkq - 0 1", fen_test::strict);
  CHECK(p.castling.rook_file(color::white, K) == 6);
  CHECK(p.castling.rook_file(color::white, Q) == 0);
  CHECK(p.castling.rook_file(color::black, K) == 7);
  CHECK(p.castling.rook_file(color::black, Q) == 1);
  CHECK(fen::serialize(p, {fen::castling_notation::shredder}) == "1r4kr/8/8/8/8/8/8/RK4R1 w GAhb - 0 1");
  // A king in the h-corner has no king side: K names no rook.
  const std::string_view corner_king = "4k3/8/8/8/8/8/8/R6K w K - 0 1";
  check_fails(corner_king, E::castling_rook_missing, castling_at(corner_king), fen_test::strict);
  const auto q = must_parse("4k3/8/8/8/8/8/8/R6K w Q - 0 1", fen_test::strict);
  CHECK(q.castling.rook_file(color::white, Q) == 0);
}

TEST_CASE("chess960: every start position validates clean by Chess960 rules, and only 18 by standard ones") {
  // Standard chess castles with the king on e1/e8 and the rooks on a and h: each other right is
  // castling_not_standard. Of the 960 start positions, those with R on a, K on e and R on h (the
  // bishops, queen and knights anywhere on b, c, d, f, g: 2 x 3 x 3 = 18) are clean; #518 is one.
  const fen::rules chess960 = fen::rules::chess960();
  const castling_side sides[] = {K, Q};
  int clean_by_standard = 0;
  for (int n = 0; n < 960; ++n) {
    const std::string rank = start_rank(n);
    const std::string text = fen_with(rank, rank, "KQkq");
    CAPTURE(n);
    CAPTURE(text);
    const auto p = must_parse(text, fen_test::strict);
    REQUIRE(p.castling.rook_file(color::white, K) == right_rook(rank));

    // Chess960: nothing to say, nothing to repair.
    const auto report960 = fen::validate(p, chess960);
    CHECK(report960.ok());
    CHECK(fen::allowed_castling(p, chess960) == p.castling);
    CHECK(fen::repaired(p, chess960) == p);
    for (color c : {color::white, color::black})
      for (castling_side side : sides) CHECK_FALSE(fen::castling_problem(p, c, side, chess960).has_value());
    // The same for a variant played from Chess960 starts (atomic960, crazyhouse960, ...).
    for (fen::variant v :
         {fen::variant::atomic, fen::variant::crazyhouse, fen::variant::three_check, fen::variant::king_of_the_hill})
      CHECK(fen::validate(p, fen::rules{v, fen::castling_rules::chess960}).ok());

    // Standard: a right is fine when its king is on the e-file and its rook in the corner.
    const bool king_on_e = rank.find('K') == 4;
    const bool rights_ok[2] = {king_on_e && right_rook(rank) == 7, king_on_e && left_rook(rank) == 0};
    const auto report = fen::validate(p);
    std::size_t expected = 0;
    fen::castling_rights allowed;
    for (color c : {color::white, color::black}) {
      for (int i = 0; i < 2; ++i) {
        const auto problem = fen::castling_problem(p, c, sides[i]);
        if (rights_ok[i]) {
          allowed.set(c, sides[i], *p.castling.rook_file(c, sides[i]));
          CHECK_FALSE(problem.has_value());
          continue;
        }
        ++expected;
        REQUIRE(problem.has_value());
        CHECK(problem->code == fen::problem_code::castling_not_standard);
        CHECK(problem->color == c);
        CHECK(problem->side == sides[i]);
        CHECK(problem->message().view().find("Chess960") != std::string_view::npos);
      }
    }
    CHECK(report.size() == expected);
    CHECK(report.count(fen::problem_code::castling_not_standard) == expected);
    CHECK(fen::allowed_castling(p) == allowed);
    CHECK(fen::repaired(p).castling == allowed);
    CHECK(fen::validate(fen::repaired(p)).ok());
    // Flagged exactly when the king is off the e-file or a rook off its corner.
    const bool standard_start = rank[0] == 'R' && rank[4] == 'K' && rank[7] == 'R';
    CHECK(report.ok() == standard_start);
    if (report.ok()) ++clean_by_standard;
    if (n == 518) CHECK(report.ok());

    // Shredder-FEN names the same rooks: the same answers.
    const auto shredder = must_parse(fen::serialize(p, {fen::castling_notation::shredder}));
    CHECK(fen::validate(shredder, chess960).ok());
    CHECK(fen::validate(shredder).size() == expected);
  }
  CHECK(clean_by_standard == 18);
}
