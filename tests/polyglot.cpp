// The Polyglot opening-book key (fen/polyglot.hpp): the format's published test keys, its layout
// number by number, the rules for castling and en passant, what is not hashed, and the keys of
// chess-tools (an independent implementation, in JavaScript) for the positions of
// tests/data/polyglot-keys.txt.
#include "support.hpp"

#include <fen/polyglot.hpp>

#include <cstdint>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

using fen::detail::polyglot_random;
using fen_test::must_parse;

namespace {
constexpr std::uint64_t turn_number = polyglot_random[780];
constexpr std::uint64_t castling_number(int slot) { return polyglot_random[768 + slot]; }
constexpr std::uint64_t en_passant_number(int file) { return polyglot_random[772 + file]; }

std::uint64_t key_of(std::string_view text) { return fen::polyglot_key(must_parse(text)); }

// 16 lower-case hex digits, as the data file writes a key and as a failed check shows one.
std::string hex(std::uint64_t key) {
  std::string text(16, '0');
  for (std::size_t i = 16; i-- > 0; key >>= 4) text[i] = "0123456789abcdef"[key & 15u];
  return text;
}

// The key as the data file writes it: 16 hex digits, or nothing.
std::optional<std::uint64_t> read_hex_key(std::string_view text) {
  if (text.size() != 16) return std::nullopt;
  std::uint64_t key = 0;
  for (char c : text) {
    int digit = -1;
    if (c >= '0' && c <= '9') digit = c - '0';
    if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
    if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
    if (digit < 0) return std::nullopt;
    key = key << 4 | static_cast<std::uint64_t>(digit);
  }
  return key;
}

// What a line of the data file says and what fen makes of it.
struct line_verdict {
  bool readable = false;       // FEN;key, the FEN parses and the key is 16 hex digits
  bool agrees = false;         // fen's key is the line's
  bool en_passant = false;     // the FEN names an en passant square
  bool pawn_ready = false;     // ... and a pawn of the side to move stands ready to capture
  std::uint64_t expected = 0;  // the line's key
  std::uint64_t actual = 0;    // fen's
};

line_verdict check_line(std::string_view line) {
  line_verdict v;
  const std::size_t semicolon = line.rfind(';');
  if (semicolon == std::string_view::npos) return v;
  const auto p = fen::parse(line.substr(0, semicolon));
  const auto key = read_hex_key(line.substr(semicolon + 1));
  if (!p || !key) return v;
  v.readable = true;
  v.expected = *key;
  v.actual = fen::polyglot_key(*p);
  v.agrees = v.actual == v.expected;
  v.en_passant = p->en_passant.has_value();
  v.pawn_ready = fen::en_passant_capture_pseudo_legal(*p);
  return v;
}
}  // namespace

// The key works in a constant expression.
static_assert(fen::polyglot_key(fen::start_position) == 0x463b96181691fc9c);
static_assert(fen::polyglot_key(*fen::parse("4k3/8/8/8/8/8/8/4K3 b - - 0 1")) ==
              (polyglot_random[64 * 11 + 4] ^ polyglot_random[64 * 10 + 60]));

TEST_CASE("polyglot: the format's published test keys") {
  // The positions after each line of moves from the start, as a game has them: the counters, and
  // the en passant square after every double push, as the format's own test positions write it.
  // (Checked by playing the moves with chess.js 0.10, which writes FEN so.)
  struct published {
    const char* moves;
    std::string_view fen;
    std::uint64_t key;
  };
  const published cases[] = {
      {"", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9c},
      {"e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196},
      {"e2e4 d7d5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0},
      {"e2e4 d7d5 e4e5", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4},
      {"e2e4 d7d5 e4e5 f7f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78},
      {"e2e4 d7d5 e4e5 f7f5 e1e2", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 1 3", 0x652a607ca3f242c1},
      {"e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 2 4",
       0x00fdd303c946bdd9},
      {"a2a4 b7b5 h2h4 b5b4 c2c4", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637},
      {"a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 1 4",
       0x5c3f9b829b279560},
  };
  for (const published& c : cases) {
    CAPTURE(c.moves);
    CHECK(fen::polyglot_key(must_parse(c.fen, fen_test::strict)) == c.key);
  }
}

TEST_CASE("polyglot: the table is the format's 781 numbers, in its order") {
  // An order-sensitive fingerprint of the published list (h = h * 0x100000001B3 + number, modulo
  // 2^64, offset 0 first), worked out from the list itself: a changed, lost or moved number fails.
  std::uint64_t h = 0;
  for (std::uint64_t number : polyglot_random) h = h * 0x100000001B3u + number;
  CHECK(std::size(polyglot_random) == 781);
  CHECK(h == 0x6b126b328ad6c8ca);
  CHECK(polyglot_random[0] == 0x9d39247e33776d41);
  CHECK(turn_number == 0xf8d626aaaf278509);
}

TEST_CASE("polyglot: each piece on each square takes the number 64 * kind + square") {
  // kind = 2 * type + (white ? 1 : 0): black pawn 0, white pawn 1, ..., black king 10, white king 11.
  for (int type = 0; type < 6; ++type) {
    for (fen::color c : {fen::color::black, fen::color::white}) {
      const fen::piece q(c, static_cast<fen::piece_type>(type));
      const int kind = 2 * type + (c == fen::color::white ? 1 : 0);
      for (int s = 0; s < 64; ++s) {
        fen::position p{};
        p.side_to_move = fen::color::black;  // no turn number
        p.put(fen::square::from_index(s), q);
        CAPTURE(q);
        CAPTURE(s);
        CHECK(fen::polyglot_key(p) == polyglot_random[64 * kind + s]);
      }
    }
  }
  CHECK(fen::polyglot_key(fen::empty_board) == turn_number);
  fen::position blank_black{};
  blank_black.side_to_move = fen::color::black;
  CHECK(fen::polyglot_key(blank_black) == 0);
}

TEST_CASE("polyglot: White to move takes number 780, Black none") {
  const std::uint64_t white = key_of("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  const std::uint64_t black = key_of("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 3");
  CHECK((white ^ black) == turn_number);
}

TEST_CASE("polyglot: castling rights of standard chess, each its number") {
  const std::string_view placement = "r3k2r/8/8/8/8/8/8/R3K2R w ";
  const std::uint64_t none = key_of(std::string(placement) + "- - 0 1");
  const struct {
    const char* letter;
    int slot;  // 768 + slot: white king side, white queen side, black king side, black queen side
  } rights[] = {{"K", 0}, {"Q", 1}, {"k", 2}, {"q", 3}};
  for (const auto& r : rights) {
    CAPTURE(r.letter);
    CHECK((key_of(std::string(placement) + r.letter + " - 0 1") ^ none) == castling_number(r.slot));
  }
  CHECK((key_of(std::string(placement) + "KQkq - 0 1") ^ none) ==
        (castling_number(0) ^ castling_number(1) ^ castling_number(2) ^ castling_number(3)));
  // Shredder-FEN letters for the same rooks are the same rights.
  CHECK(key_of(std::string(placement) + "HAha - 0 1") == key_of(std::string(placement) + "KQkq - 0 1"));
}

TEST_CASE("polyglot: a right whose king or rook is not in place does not count") {
  // chess-tools counts the FEN's letters as they stand, so these are checked here and not in the
  // data file: a right without its rook, or with the king off e1/e8, adds nothing.
  CHECK(key_of("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1") == key_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  CHECK(key_of("r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1") == key_of("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1"));
  CHECK(key_of("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1") == key_of("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1"));
  // A rook of the other color in the corner is not the right's rook.
  CHECK(key_of("r3k2r/8/8/8/8/8/8/r3K2R w KQkq - 0 1") == key_of("r3k2r/8/8/8/8/8/8/r3K2R w Kkq - 0 1"));
  // A right set by hand to a rook that is not in its corner.
  fen::position p = must_parse("r3k2r/8/8/8/8/8/8/R3K1R1 w kq - 0 1");
  const std::uint64_t without = fen::polyglot_key(p);
  p.castling.set(fen::color::white, fen::castling_side::king_side, 6);
  CHECK(fen::polyglot_key(p) == without);
}

TEST_CASE("polyglot: Chess960 rights count only where they are standard chess's") {
  // King on b1 (b8), rooks on a and e: neither side's rights count.
  CHECK(key_of("rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1") == key_of("rk2r3/8/8/8/8/8/8/RK2R3 w - - 0 1"));
  // King on e1, the king side rook on g1 (Shredder `G`): that right does not count, the a1 one does.
  CHECK(key_of("4k3/8/8/8/8/8/8/R3K1R1 w GA - 0 1") == key_of("4k3/8/8/8/8/8/8/R3K1R1 w Q - 0 1"));
  // Chess960 position 518 is the standard start: its rights count as KQkq.
  CHECK(key_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1") == 0x463b96181691fc9c);
}

TEST_CASE("polyglot: the en passant file counts only when a pawn of the side to move is ready") {
  struct ep_case {
    std::string_view with_square;
    std::string_view without;
    int file;  // the number 772 + file when a pawn is ready, -1 when none is
  };
  const ep_case cases[] = {
      // White to move: a pawn on the fifth rank beside the file.
      {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", 3},
      {"4k3/8/8/pP6/8/8/8/4K3 w - a6 0 2", "4k3/8/8/pP6/8/8/8/4K3 w - - 0 2", 0},
      {"4k3/8/8/6Pp/8/8/8/4K3 w - h6 0 2", "4k3/8/8/6Pp/8/8/8/4K3 w - - 0 2", 7},
      {"4k3/8/8/3PpP2/8/8/8/4K3 w - e6 0 2", "4k3/8/8/3PpP2/8/8/8/4K3 w - - 0 2", 4},
      // Black to move: a pawn on the fourth rank beside the file.
      {"4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", "4k3/8/8/8/3Pp3/8/8/4K3 b - - 0 1", 3},
      {"4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 1", "4k3/8/8/8/Pp6/8/8/4K3 b - - 0 1", 0},
      {"4k3/8/8/8/6pP/8/8/4K3 b - h3 0 1", "4k3/8/8/8/6pP/8/8/4K3 b - - 0 1", 7},
      // Ready, but the capture is illegal (the pawn is pinned): the file still counts.
      {"4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2", "4k3/8/8/KPp4r/8/8/8/8 w - - 0 2", 2},
      {"8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1", 4},
      // No pawn ready: the square written after every double push adds nothing.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", -1},
      {"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
       "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", -1},
      // Beside it, but the other side's pawns, or pieces, or a pawn on another rank.
      {"4k3/8/8/3ppp2/8/8/8/4K3 w - e6 0 2", "4k3/8/8/3ppp2/8/8/8/4K3 w - - 0 2", -1},
      {"4k3/8/8/3NpN2/8/8/8/4K3 w - e6 0 2", "4k3/8/8/3NpN2/8/8/8/4K3 w - - 0 2", -1},
      {"4k3/8/8/8/2nPn3/8/8/4K3 b - d3 0 1", "4k3/8/8/8/2nPn3/8/8/4K3 b - - 0 1", -1},
      {"4k3/8/3P4/4p3/8/8/8/4K3 w - e6 0 2", "4k3/8/3P4/4p3/8/8/8/4K3 w - - 0 2", -1},
      // A square on the wrong rank for the side to move names no double push.
      {"4k3/8/8/8/3Pp3/8/8/4K3 w - d3 0 1", "4k3/8/8/8/3Pp3/8/8/4K3 w - - 0 1", -1},
  };
  for (const ep_case& c : cases) {
    CAPTURE(c.with_square);
    const std::uint64_t difference = key_of(c.with_square) ^ key_of(c.without);
    CHECK(difference == (c.file < 0 ? 0 : en_passant_number(c.file)));
  }
}

TEST_CASE("polyglot: the counters and the variant fields are not hashed") {
  const fen::position p = must_parse("r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12");
  const std::uint64_t key = fen::polyglot_key(p);
  fen::position changed = p;
  changed.halfmove_clock = 99;
  changed.fullmove_number = 4000;
  CHECK(fen::polyglot_key(changed) == key);
  changed.pockets = fen::pockets{};
  changed.pockets->add(fen::pieces::white_queen);
  changed.pockets->add(fen::pieces::black_knight);
  changed.promoted = std::uint64_t{1} << fen::squares::a1.index();
  changed.checks = fen::remaining_checks{1, 2};
  CHECK(fen::polyglot_key(changed) == key);
  // As read from a variant's FEN too.
  const auto crazyhouse =
      fen::parse("r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/R~3K2R[Qn] w KQkq d6 0 12", fen::variant::crazyhouse);
  REQUIRE(crazyhouse);
  CHECK(fen::polyglot_key(*crazyhouse) == key);
  const auto three_check =
      fen::parse("r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 1+2 0 12", fen::variant::three_check);
  REQUIRE(three_check);
  CHECK(fen::polyglot_key(*three_check) == key);
}

TEST_CASE("polyglot: the checker of the data file fails on a wrong key") {
  const line_verdict right = check_line("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;463b96181691fc9c");
  CHECK(right.readable);
  CHECK(right.agrees);
  const line_verdict wrong = check_line("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;463b96181691fc9d");
  CHECK(wrong.readable);
  CHECK_FALSE(wrong.agrees);
  CHECK_FALSE(check_line("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;463b9618").readable);
  CHECK_FALSE(check_line("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").readable);
}

TEST_CASE("polyglot: keys agree with chess-tools on the positions of tests/data/polyglot-keys.txt") {
  const std::string path = std::string(FEN_TEST_DATA_DIR) + "/polyglot-keys.txt";
  std::ifstream in(path);
  REQUIRE_MESSAGE(in.good(), "cannot open ", path);
  std::string line;
  std::size_t positions = 0, disagreements = 0, unreadable = 0, ready = 0, not_ready = 0;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    ++positions;
    const line_verdict v = check_line(line);
    if (!v.readable) {
      if (++unreadable <= 5) FAIL_CHECK("cannot read the line: ", line);
      continue;
    }
    if (v.en_passant) ++(v.pawn_ready ? ready : not_ready);
    if (!v.agrees && ++disagreements <= 20) {
      CAPTURE(line);
      CHECK(hex(v.actual) == hex(v.expected));
    }
  }
  MESSAGE(path, ": ", positions, " positions, ", ready + not_ready, " with an en passant square (", ready,
          " with a pawn ready to capture, ", not_ready, " without)");
  CHECK(positions >= 3000);
  CHECK(unreadable == 0);
  CHECK(disagreements == 0);
  CHECK(ready > 0);
  CHECK(not_ready > 0);
}
