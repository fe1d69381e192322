// Chess-variant notation: crazyhouse's pockets (`[QRbn]` or a ninth rank) and promoted pieces (`Q~`),
// three-check's checks (`3+3` remaining before the counters, `+0+0` given after them), read under
// their variant and refused as variant_not_supported under any other; the rules vocabulary
// (fen::variant, variant_from_name, fen::rules, detect_castling); fen::layout on variant text.
#include "support.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

using fen_test::lenient;
using fen_test::strict;
using E = fen::error_code;

namespace {

constexpr fen::rules crazyhouse{fen::variant::crazyhouse};
constexpr fen::rules three_check{fen::variant::three_check};

/// Parses `text` under `rules` in `mode`, which must succeed; the position it gives.
fen::position must_parse_as(std::string_view text, fen::rules rules, fen::strictness mode = lenient) {
  INFO("input: ", std::string(text));
  const auto r = fen::parse(text, {rules, mode});
  REQUIRE_MESSAGE(r.has_value(), doctest::StringMaker<fen::result<fen::position>>::convert(r));
  return *r;
}

/// Checks that `text` fails under `rules` in `mode` with `code` at `offset` in `field`, and, when
/// one is given, with that message.
void check_fails_as(std::string_view text, fen::rules rules, fen::strictness mode, E code, std::size_t offset,
                    fen::field field, std::string_view message = {}) {
  CAPTURE(std::string(text));
  CAPTURE(fen::name(rules.variant));
  const std::string mode_name = mode == strict ? "strict" : "lenient";
  CAPTURE(mode_name);
  const auto r = fen::parse(text, {rules, mode});
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == code);
  CHECK(r.error().offset == offset);
  CHECK(r.error().field == field);
  CHECK(r.error().offset <= text.size());
  const std::string written(r.error().message().view());
  CHECK(written.size() < fen::max_message_length);
  CHECK(written.rfind(std::string(fen::name(field)) + ": ", 0) == 0);
  if (!message.empty()) CHECK(written == message);
}

void check_fails_both_as(std::string_view text, fen::rules rules, E code, std::size_t offset, fen::field field,
                         std::string_view message = {}) {
  check_fails_as(text, rules, lenient, code, offset, field, message);
  check_fails_as(text, rules, strict, code, offset, field, message);
}

std::string serialized(const fen::position& p, fen::serialize_options o = {}) {
  return std::string(fen::serialize(p, o).view());
}

constexpr std::uint64_t bit(fen::square s) { return std::uint64_t{1} << s.index(); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// The rules vocabulary
// ---------------------------------------------------------------------------------------------

TEST_CASE("variant notation: variant names, and variant_from_name with its aliases") {
  struct named {
    fen::variant v;
    std::string_view name;
  };
  constexpr named all[] = {
      {fen::variant::standard, "standard"},
      {fen::variant::crazyhouse, "crazyhouse"},
      {fen::variant::three_check, "three_check"},
      {fen::variant::antichess, "antichess"},
      {fen::variant::atomic, "atomic"},
      {fen::variant::king_of_the_hill, "king_of_the_hill"},
      {fen::variant::racing_kings, "racing_kings"},
      {fen::variant::horde, "horde"},
      {fen::variant::giveaway, "giveaway"},
  };
  for (const named& n : all) {
    CAPTURE(n.name);
    CHECK(fen::name(n.v) == n.name);
    CHECK(fen::variant_from_name(n.name) == n.v);
  }
  CHECK(fen::name(static_cast<fen::variant>(9)) == "unknown");
  static_assert(static_cast<int>(fen::variant::standard) == 0 && static_cast<int>(fen::variant::horde) == 7 &&
                static_cast<int>(fen::variant::giveaway) == 8);

  // Any case, '-' or ' ' for '_'.
  CHECK(fen::variant_from_name("Three-Check") == fen::variant::three_check);
  CHECK(fen::variant_from_name("three check") == fen::variant::three_check);
  CHECK(fen::variant_from_name("CRAZYHOUSE") == fen::variant::crazyhouse);
  CHECK(fen::variant_from_name("King-of-the-Hill") == fen::variant::king_of_the_hill);
  CHECK(fen::variant_from_name("Racing Kings") == fen::variant::racing_kings);
  // The names other programs use.
  CHECK(fen::variant_from_name("chess") == fen::variant::standard);
  CHECK(fen::variant_from_name("zh") == fen::variant::crazyhouse);
  CHECK(fen::variant_from_name("ZH") == fen::variant::crazyhouse);
  CHECK(fen::variant_from_name("3check") == fen::variant::three_check);
  CHECK(fen::variant_from_name("threecheck") == fen::variant::three_check);
  CHECK(fen::variant_from_name("ThreeCheck") == fen::variant::three_check);
  CHECK(fen::variant_from_name("giveaway") == fen::variant::giveaway);
  CHECK(fen::variant_from_name("suicide") == fen::variant::giveaway);
  CHECK(fen::variant_from_name("koth") == fen::variant::king_of_the_hill);
  CHECK(fen::variant_from_name("kingofthehill") == fen::variant::king_of_the_hill);
  CHECK(fen::variant_from_name("racingkings") == fen::variant::racing_kings);
  // Nothing for anything else.
  for (const std::string_view other :
       {"", "chess960", "crazy house", "three__check", "3-check", "horde ", " atomic", "zhh", "suicides", "unknown"}) {
    CAPTURE(other);
    CHECK_FALSE(fen::variant_from_name(other).has_value());
  }
  static_assert(fen::variant_from_name("Crazyhouse") == fen::variant::crazyhouse);
  static_assert(!fen::variant_from_name("losers"));
}

TEST_CASE("variant notation: rules, castling_rules and parse_options") {
  constexpr fen::rules standard{};
  static_assert(standard.variant == fen::variant::standard && standard.castling == fen::castling_rules::standard);
  static_assert(fen::rules::chess960() == fen::rules{fen::variant::standard, fen::castling_rules::chess960});
  static_assert(fen::rules{fen::variant::atomic} != fen::rules{fen::variant::atomic, fen::castling_rules::chess960});
  static_assert(fen::rules{fen::variant::atomic} == fen::rules{fen::variant::atomic});
  CHECK(fen::name(fen::castling_rules::standard) == "standard");
  CHECK(fen::name(fen::castling_rules::chess960) == "chess960");
  CHECK(fen::name(static_cast<fen::castling_rules>(2)) == "unknown");

  // parse_options converts from a strictness, from rules, and from both.
  const fen::parse_options from_mode = strict;
  CHECK(from_mode.mode == strict);
  CHECK(from_mode.rules == fen::rules{});
  const fen::parse_options from_rules = fen::rules{fen::variant::crazyhouse};
  CHECK(from_rules.mode == lenient);
  CHECK(from_rules.rules.variant == fen::variant::crazyhouse);
  const fen::parse_options both{fen::variant::three_check, fen::strictness::strict};
  CHECK(both.mode == strict);
  CHECK(both.rules == three_check);
  // Castling letters read the same under every rule set.
  const std::string_view shredder = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1";
  CHECK(must_parse_as(shredder, fen::rules::chess960()) == fen_test::must_parse(shredder));
}

TEST_CASE("variant notation: detect_castling") {
  const fen::rules chess960 = fen::rules::chess960();
  // A file letter in the castling field: Chess960 castling, the variant kept.
  CHECK(fen::detect_castling("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1") == chess960);
  CHECK(fen::detect_castling("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1") == chess960);
  CHECK(fen::detect_castling("1r2k2r/8/8/8/8/8/8/1R2K2R w KBkb - 0 1") == chess960);  // X-FEN, inner rook
  CHECK(fen::detect_castling("r3k2r/8/8/8/8/8/8/R3K2R w a - 0 1") == chess960);
  CHECK(fen::detect_castling("r3k2r/8/8/8/8/8/8/R3K2R w H - 0 1") == chess960);
  CHECK(fen::detect_castling("  r3k2r/8/8/8/8/8/8/R3K2R_w__Hh") == chess960);  // lenient separators
  CHECK(fen::detect_castling("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", crazyhouse) ==
        fen::rules{fen::variant::crazyhouse, fen::castling_rules::chess960});
  CHECK(fen::detect_castling("1r2k1r1/8/8/8/8/8/8/1R2K1R1[Qn] w GBgb - 0 1", crazyhouse) ==
        fen::rules{fen::variant::crazyhouse, fen::castling_rules::chess960});
  // KQkq, '-', or no castling field: `asked` as it is.
  for (const fen::rules asked : {fen::rules{}, chess960, three_check, fen::rules{fen::variant::atomic}}) {
    CAPTURE(fen::name(asked.variant));
    CAPTURE(fen::name(asked.castling));
    CHECK(fen::detect_castling(fen::start_fen, asked) == asked);
    CHECK(fen::detect_castling("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", asked) == asked);
    CHECK(fen::detect_castling("8/8/8/8/8/8/8/K6k w - - 0 1", asked) == asked);
    CHECK(fen::detect_castling("8/8/8/8/8/8/8/K6k w", asked) == asked);
    CHECK(fen::detect_castling("8/8/8/8/8/8/8/K6k", asked) == asked);
    CHECK(fen::detect_castling("", asked) == asked);
  }
  CHECK(fen::detect_castling(fen::start_fen) == fen::rules{});
  // The letters of other fields do not count: only the castling field's.
  CHECK(fen::detect_castling("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1") == fen::rules{});
  CHECK(fen::detect_castling("8/8/8/8/8/8/8/K6k b - e3 0 1") == fen::rules{});
  static_assert(fen::detect_castling("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1").castling == fen::castling_rules::chess960);
  static_assert(fen::detect_castling(fen::start_fen, three_check) == three_check);
}

// detect_castling as it was first written: the castling field where fen::layout starts it. The
// function finds that field itself now, without the layout; the cases below pin that both agree.
fen::rules detect_castling_by_layout(std::string_view text, fen::rules asked = {}) {
  for (std::size_t i = fen::layout(text).start_of(fen::field::castling);
       i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r' && text[i] != '\n' && text[i] != '_';
       ++i)
    if ((text[i] >= 'A' && text[i] <= 'H') || (text[i] >= 'a' && text[i] <= 'h')) {
      asked.castling = fen::castling_rules::chess960;
      break;
    }
  return asked;
}

TEST_CASE("variant notation: detect_castling on odd text") {
  const fen::rules chess960 = fen::rules::chess960();
  struct row {
    std::string_view text;
    bool chess960;
  };
  const row rows[] = {
      {"", false},
      {" ", false},
      {"_", false},
      {"H", false},  // the placement alone
      {"a b", false},
      {"a b c", true},
      {"a b C", true},
      {"a b I", false},
      {"a b -", false},
      {"a b Ka", true},
      {"a b KQ", false},
      {"x y h", true},
      {"  \t_8/8/8/8/8/8/8/K6k _\tw\t_ \tHa", true},  // leading and mixed separators
      {"8/8/8/8/8/8/8/K6k w\r\nHa", true},            // line breaks separate too
      {"8/8/8/8/8/8/8/K6k w KQ\nh", false},           // after the field: another field's
      {"8/8/8/8/8/8/8/K6k w KQ_h", false},
      {"8/8/8/8/8/8/8/K6k w KQh;", true},
      {"8/8/8/8/8/8/8/K6k\tw\t", false},  // no castling field
      {"8/8/8/8/8/8/8/K6k w_", false},
      {"___w___a", false},  // only two fields: "w" and "a"
      {"___p___w___a", true},
      {"r3k2r/8/8/8/8/8/8/R3K2R[Ab Cd] w KQkq - 0 1", false},  // a blank in a pocket ends the placement
      {"r3k2r/8/8/8/8/8/8/R3K2R[AbCd] w KQkq - 0 1", false},
      {"r3k2r/8/8/8/8/8/8/R3K2R[] w HAha - 0 1", true},
      {"r3k2r/8/8/8/8/8/8/R3K2R/QNbb w Hh - 0 1", true},  // the pocket as a ninth rank
      {"r3k2r/8/8/8/8/8/Q~7/R3K2R w Kq - 0 1", false},    // a promoted piece
      {"r3k2r/8/8/8/8/8/Q~7/R3K2R w ~a - 0 1", true},
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3+3 0 1", false},  // three-check's checks come after
      {"r3k2r/8/8/8/8/8/8/R3K2R w 3+3 KQkq 0 1", false},
      {"r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1 +0+0", false},
      {"r3k2r/8/8/8/8/8/8/R3K2R w Kq - bm a4; id \"h\";", false},
      {"r3k2r/8/8/8/8/8/8/R3K2R w Kq\x80"
       "a - 0 1",
       true},
      {"r3k2r/8/8/8/8/8/8/R3K2R w \x80\xff - 0 1", false},
  };
  for (const row& r : rows) {
    CAPTURE(r.text);
    CHECK(fen::detect_castling(r.text) == (r.chess960 ? chess960 : fen::rules{}));
    CHECK(fen::detect_castling(r.text, crazyhouse) == detect_castling_by_layout(r.text, crazyhouse));
    CHECK(fen::detect_castling(r.text) == detect_castling_by_layout(r.text));
  }
  // Every text of up to 6 bytes from an alphabet of separators, field bytes and castling letters,
  // and longer random ones: the same as by the layout.
  const char alphabet[] = {' ', '_', '\t', '\n', 'a', 'K', 'h', '/', '-', '~', '[', '+', '1'};
  std::string text;
  for (std::size_t length = 0; length <= 6; ++length) {
    std::size_t combinations = 1;
    for (std::size_t k = 0; k < length; ++k) combinations *= std::size(alphabet);
    for (std::size_t n = 0; n < combinations; ++n) {
      text.clear();
      for (std::size_t k = 0, m = n; k < length; ++k, m /= std::size(alphabet))
        text += alphabet[m % std::size(alphabet)];
      if (fen::detect_castling(text) != detect_castling_by_layout(text)) {
        CAPTURE(text);
        FAIL("detect_castling differs from the castling field of fen::layout");
      }
    }
  }
  std::uint32_t seed = 12345;
  const auto next = [&seed] {
    seed = seed * 1664525u + 1013904223u;
    return seed >> 8;
  };
  for (int n = 0; n < 20000; ++n) {
    text.assign(fen::start_fen);
    for (std::uint32_t edits = next() % 6; edits > 0; --edits) {
      const std::size_t at = next() % (text.size() + 1);
      const char c = next() % 3 == 0 ? alphabet[next() % std::size(alphabet)] : static_cast<char>(next() % 256);
      if (next() % 2 == 0 && at < text.size())
        text[at] = c;
      else if (next() % 2 == 0 && at < text.size())
        text.erase(at, 1);
      else
        text.insert(at, 1, c);
    }
    if (fen::detect_castling(text) != detect_castling_by_layout(text)) {
      CAPTURE(text);
      FAIL("detect_castling differs from the castling field of fen::layout");
    }
  }
  static_assert(fen::detect_castling("  _8/8/8/8/8/8/8/K6k_\tw__a").castling == fen::castling_rules::chess960);
  static_assert(fen::detect_castling("8/8/8/8/8/8/8/K6k w").castling == fen::castling_rules::standard);
  static_assert(fen::detect_castling("a").castling == fen::castling_rules::standard);
}

// ---------------------------------------------------------------------------------------------
// Crazyhouse: pockets and promoted pieces
// ---------------------------------------------------------------------------------------------

TEST_CASE("variant notation: the pockets type") {
  fen::pockets hand;
  CHECK(hand.empty());
  CHECK(hand.total() == 0);
  CHECK(fen::pockets::capacity() == 64);
  hand.add(fen::pieces::white_queen);
  hand.add(fen::pieces::white_queen);
  hand.add(fen::pieces::black_knight);
  hand.add(fen::piece{});  // no piece: nothing changes
  CHECK_FALSE(hand.empty());
  CHECK(hand.count(fen::color::white, fen::piece_type::queen) == 2);
  CHECK(hand.count(fen::color::black, fen::piece_type::knight) == 1);
  CHECK(hand.count(fen::color::black, fen::piece_type::queen) == 0);
  CHECK(hand.total(fen::color::white) == 2);
  CHECK(hand.total(fen::color::black) == 1);
  CHECK(hand.total() == 3);
  hand.set(fen::color::black, fen::piece_type::pawn, -4);  // at least 0
  CHECK(hand.count(fen::color::black, fen::piece_type::pawn) == 0);
  hand.set(fen::color::black, fen::piece_type::pawn, 100);  // at most what keeps 64 in all
  CHECK(hand.count(fen::color::black, fen::piece_type::pawn) == 61);
  CHECK(hand.total() == 64);
  hand.add(fen::pieces::white_rook);  // full: nothing changes
  CHECK(hand.count(fen::color::white, fen::piece_type::rook) == 0);
  CHECK(hand.total() == 64);
  hand.set(fen::color::white, fen::piece_type::queen, 0);
  CHECK(hand.total() == 62);
  fen::pockets other;
  CHECK(other != hand);
  other.set(fen::color::black, fen::piece_type::pawn, 61);
  other.set(fen::color::black, fen::piece_type::knight, 1);
  CHECK(other == hand);
}

TEST_CASE("variant notation: pockets in brackets, read and written") {
  // Written White's pieces first, then Black's, each from king to pawn.
  const fen::position p = must_parse_as("r1bqk2r/8/8/8/8/8/8/R3K2R[pnQbRqK] w KQkq - 0 1", crazyhouse);
  REQUIRE(p.pockets.has_value());
  CHECK(p.pockets->count(fen::color::white, fen::piece_type::king) == 1);
  CHECK(p.pockets->count(fen::color::white, fen::piece_type::queen) == 1);
  CHECK(p.pockets->count(fen::color::white, fen::piece_type::rook) == 1);
  CHECK(p.pockets->count(fen::color::black, fen::piece_type::queen) == 1);
  CHECK(p.pockets->count(fen::color::black, fen::piece_type::bishop) == 1);
  CHECK(p.pockets->count(fen::color::black, fen::piece_type::knight) == 1);
  CHECK(p.pockets->count(fen::color::black, fen::piece_type::pawn) == 1);
  CHECK(p.pockets->total() == 7);
  CHECK(p.promoted == 0);
  CHECK_FALSE(p.checks.has_value());
  CHECK(serialized(p) == "r1bqk2r/8/8/8/8/8/8/R3K2R[KQRqbnp] w KQkq - 0 1");
  CHECK(must_parse_as(serialized(p), crazyhouse, strict) == p);

  // Every canonical text reads back as itself, in both modes.
  for (const std::string_view text : {
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
           "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[QRRBBNPPqbnp] b KQkq - 3 12",
           "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1",
           "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1",
           "4k3/1Q~6/8/8/4b3/8/Kpp5/2n~5[PPq] b - - 0 40",
       }) {
    CAPTURE(text);
    for (const fen::strictness mode : {lenient, strict})
      CHECK(serialized(must_parse_as(text, crazyhouse, mode)) == text);
  }

  // 64 pieces in the pockets at most.
  const std::string full = "8/8/8/8/8/8/8/K6k[" + std::string(32, 'P') + std::string(32, 'p') + "] w - - 0 1";
  const fen::position most = must_parse_as(full, crazyhouse, strict);
  CHECK(most.pockets->total() == 64);
  CHECK(serialized(most) == full);
}

TEST_CASE("variant notation: pockets as a ninth rank are read, and written in brackets") {
  // Some programs write the pockets as a ninth rank of piece letters; an empty one is a bare '/'.
  const fen::position bracket =
      must_parse_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qnp] w KQkq - 0 1", crazyhouse);
  const fen::position ninth = must_parse_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/pnQ w KQkq - 0 1", crazyhouse);
  CHECK(ninth == bracket);
  CHECK(serialized(ninth) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qnp] w KQkq - 0 1");

  const fen::position empty = must_parse_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", crazyhouse);
  REQUIRE(empty.pockets.has_value());
  CHECK(empty.pockets->empty());
  CHECK(serialized(empty) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");

  // Strict mode takes only what serialize writes: the bracket form. A ninth rank, even an empty
  // one, is invalid_pocket at its '/'.
  const std::string_view lenient_only =
      "placement: pockets written as a ninth rank are read in lenient mode only; strict mode wants [brackets]";
  check_fails_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/pnQ w KQkq - 0 1", crazyhouse, strict, E::invalid_pocket,
                 43, fen::field::placement, lenient_only);
  check_fails_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", crazyhouse, strict, E::invalid_pocket, 43,
                 fen::field::placement, lenient_only);
  check_fails_as("4k3/8/8/8/8/8/8/4K3/x w - - 0 1", crazyhouse, strict, E::invalid_pocket, 19, fen::field::placement,
                 lenient_only);
}

TEST_CASE("variant notation: promoted pieces") {
  const fen::position p = must_parse_as("4k3/1Q~6/8/8/4b3/8/Kpp5/2n~5[] b - - 0 1", crazyhouse, strict);
  CHECK(p.promoted == (bit(fen::squares::b7) | bit(fen::squares::c1)));
  CHECK(p.at(fen::squares::b7) == fen::pieces::white_queen);
  CHECK(p.at(fen::squares::c1) == fen::pieces::black_knight);
  // Each of N, B, R, Q, of both colors, may be marked.
  const fen::position all = must_parse_as("n~b~r~q~k3/8/8/8/8/8/8/N~B~R~Q~K3[] w - - 0 1", crazyhouse, strict);
  CHECK(all.promoted == 0x0F0000000000000FULL);
  CHECK(serialized(all) == "n~b~r~q~k3/8/8/8/8/8/8/N~B~R~Q~K3[] w - - 0 1");
  // A mark is part of the position: equality sees it.
  const fen::position unmarked = must_parse_as("4k3/1Q6/8/8/4b3/8/Kpp5/2n5[] b - - 0 1", crazyhouse, strict);
  CHECK(unmarked != p);
  fen::position marked = unmarked;
  marked.promoted = p.promoted;
  CHECK(marked == p);

  // serialize writes '~' only after a promoted knight, bishop, rook or queen: a mark on a pawn, a
  // king or an empty square is not written.
  fen::position odd = unmarked;
  odd.promoted = bit(fen::squares::a2) | bit(fen::squares::e8) | bit(fen::squares::h1) | bit(fen::squares::b7);
  CHECK(serialized(odd) == "4k3/1Q~6/8/8/4b3/8/Kpp5/2n5[] b - - 0 1");
  // A mark under another variant is written the same way (serialize writes what the position holds).
  fen::position standard = fen_test::must_parse("4k3/1Q6/8/8/8/8/8/4K3 w - - 0 1");
  standard.promoted = bit(fen::squares::b7);
  CHECK(serialized(standard) == "4k3/1Q~6/8/8/8/8/8/4K3 w - - 0 1");
}

TEST_CASE("variant notation: crazyhouse without pockets: lenient gives empty ones, strict refuses") {
  const std::string_view text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const fen::position p = must_parse_as(text, crazyhouse);
  REQUIRE(p.pockets.has_value());
  CHECK(p.pockets->empty());
  CHECK_FALSE(p.checks.has_value());
  CHECK(serialized(p) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
  // The same board read as standard chess has no pockets at all: the positions differ.
  const fen::position chess = fen_test::must_parse(text);
  CHECK_FALSE(chess.pockets.has_value());
  CHECK(chess != p);
  // Lenient: the placement alone, with its pockets and promoted pieces.
  const fen::position bare = must_parse_as("4k3/1Q~6/8/8/8/8/8/4K3", crazyhouse);
  CHECK(serialized(bare) == "4k3/1Q~6/8/8/8/8/8/4K3[] w - - 0 1");
  const fen::position fast_path_shape = must_parse_as("4k3/8/8/8/8/8/8/4K3 w - - 0 1", crazyhouse);
  CHECK(fast_path_shape.pockets == fen::pockets{});

  // Strict: the pockets must be written, in brackets, '[]' when empty; the offset is the end of
  // the placement and error.expected is '['.
  check_fails_as(text, crazyhouse, strict, E::missing_field, 43, fen::field::placement,
                 "placement: the crazyhouse pockets are missing; strict mode wants them, '[]' when empty");
  const auto r = fen::parse(text, {crazyhouse, strict});
  REQUIRE_FALSE(r);
  CHECK(r.error().expected == '[');
  check_fails_as("4k3/1Q~6/8/8/8/8/8/4K3 w - - 0 1", crazyhouse, strict, E::missing_field, 22, fen::field::placement);
}

TEST_CASE("variant notation: crazyhouse errors, with their offsets, fields and messages") {
  const std::string_view not_letter = "placement: 'x' is not a piece letter (PNBRQK, pnbrqk) in a crazyhouse pocket";
  const std::string_view mark = "placement: '~' marks a promoted knight, bishop, rook or queen, and follows its letter";
  // invalid_pocket: a byte that is not a piece letter, in either form.
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Qx] w - - 0 1", crazyhouse, E::invalid_pocket, 19, fen::field::placement,
                      not_letter);
  check_fails_as("8/8/8/8/8/8/8/K6k/Qx w - - 0 1", crazyhouse, lenient, E::invalid_pocket, 19, fen::field::placement,
                 not_letter);
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Q1] w - - 0 1", crazyhouse, E::invalid_pocket, 19, fen::field::placement,
                      "placement: '1' is not a piece letter (PNBRQK, pnbrqk) in a crazyhouse pocket");
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Q~] w - - 0 1", crazyhouse, E::invalid_pocket, 19, fen::field::placement,
                      "placement: '~' is not a piece letter (PNBRQK, pnbrqk) in a crazyhouse pocket");
  check_fails_as("8/8/8/8/8/8/8/K6k/Q/q w - - 0 1", crazyhouse, lenient, E::invalid_pocket, 19, fen::field::placement);
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Q/q] w - - 0 1", crazyhouse, E::invalid_pocket, 19, fen::field::placement);
  check_fails_as("8/8/8/8/8/8/8/K6k/Q[] w - - 0 1", crazyhouse, lenient, E::invalid_pocket, 19, fen::field::placement);
  check_fails_as("8/8/8/8/8/8/8/8/8 w - - 0 1", crazyhouse, lenient, E::invalid_pocket, 16, fen::field::placement);
  check_fails_as("8/8/8/8/8/8/8/8/8 w - - 0 1", crazyhouse, strict, E::invalid_pocket, 15, fen::field::placement);
  // invalid_pocket: a '[' without its ']' (the offset is the end of the field).
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Qn w - - 0 1", crazyhouse, E::invalid_pocket, 20, fen::field::placement,
                      "placement: a pocket opened with '[' needs its ']'");
  check_fails_as("8/8/8/8/8/8/8/K6k[Qn", crazyhouse, lenient, E::invalid_pocket, 20, fen::field::placement);
  // invalid_pocket: text after the ']'.
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Qn]x w - - 0 1", crazyhouse, E::invalid_pocket, 21, fen::field::placement,
                      "placement: 'x' after the pocket's ']'; the field ends there");
  check_fails_both_as("8/8/8/8/8/8/8/K6k[]] w - - 0 1", crazyhouse, E::invalid_pocket, 19, fen::field::placement,
                      "placement: ']' after the pocket's ']'; the field ends there");
  // A byte outside ASCII in the pockets is non_ascii, as anywhere else.
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Q\xC3\xA9] w - - 0 1", crazyhouse, E::non_ascii, 19, fen::field::placement,
                      "placement: byte 0xC3 is not ASCII; FEN is plain ASCII text");
  // The board ends before the pockets: a short rank, too few ranks.
  check_fails_both_as("8/8/8/8/8/8/8/K5k[] w - - 0 1", crazyhouse, E::rank_too_short, 17, fen::field::placement);
  check_fails_both_as("8/8/8/8/8/8/K6k[] w - - 0 1", crazyhouse, E::too_few_ranks, 15, fen::field::placement);

  // pocket_too_large: the 65th piece, in either form.
  const std::string too_many = "8/8/8/8/8/8/8/K6k[" + std::string(65, 'p') + "] w - - 0 1";
  check_fails_both_as(too_many, crazyhouse, E::pocket_too_large, 18 + 64, fen::field::placement,
                      "placement: more than 64 pieces in the pockets");
  const std::string too_many_rank = "8/8/8/8/8/8/8/K6k/" + std::string(40, 'Q') + std::string(30, 'q') + " w - - 0 1";
  check_fails_as(too_many_rank, crazyhouse, lenient, E::pocket_too_large, 18 + 64, fen::field::placement);
  check_fails_as(too_many_rank, crazyhouse, strict, E::invalid_pocket, 17, fen::field::placement);

  // invalid_promoted_mark: '~' after a pawn, a king, a digit, a '/', at the start, or twice.
  check_fails_both_as("4k3/8/8/8/8/8/P~7/4K3[] w - - 0 1", crazyhouse, E::invalid_promoted_mark, 15,
                      fen::field::placement, mark);
  check_fails_both_as("4k3/8/8/8/8/8/8/4K~3[] w - - 0 1", crazyhouse, E::invalid_promoted_mark, 18,
                      fen::field::placement, mark);
  check_fails_both_as("4k~3/8/8/8/8/8/8/4K3[] w - - 0 1", crazyhouse, E::invalid_promoted_mark, 2,
                      fen::field::placement, mark);
  check_fails_both_as("4k3/1p~6/8/8/8/8/8/4K3[] w - - 0 1", crazyhouse, E::invalid_promoted_mark, 6,
                      fen::field::placement, mark);
  check_fails_both_as("4k3/8/8/8/8/8/8/1~3K3[] w - - 0 1", crazyhouse, E::invalid_promoted_mark, 17,
                      fen::field::placement, mark);
  check_fails_both_as("~4k3/8/8/8/8/8/8/4K3[] w - - 0 1", crazyhouse, E::invalid_promoted_mark, 0,
                      fen::field::placement, mark);
  check_fails_both_as("4k3/8/~8/8/8/8/8/4K3[] w - - 0 1", crazyhouse, E::invalid_promoted_mark, 6,
                      fen::field::placement, mark);
  check_fails_both_as("4k3/8/8/8/8/8/8/Q~~3K3[] w - - 0 1", crazyhouse, E::invalid_promoted_mark, 18,
                      fen::field::placement, mark);
  // A mark after the last piece of rank 1, just before the pockets, is a mark on it.
  CHECK(must_parse_as("4k3/8/8/8/8/8/8/4K2R~[] w - - 0 1", crazyhouse, strict).promoted == bit(fen::squares::h1));

  // Three-check's checks are not crazyhouse's.
  check_fails_both_as("4k3/8/8/8/8/8/8/4K3[] w - - 3+3 0 1", crazyhouse, E::variant_not_supported, 29,
                      fen::field::halfmove_clock,
                      "halfmove clock: '+' counts checks in three-check; read it with fen::variant::three_check");
}

// ---------------------------------------------------------------------------------------------
// Three-check
// ---------------------------------------------------------------------------------------------

TEST_CASE("variant notation: three-check's two notations, read and written") {
  const std::string_view remaining = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+2 0 1";
  const std::string_view given = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +2+1";
  const fen::position p = must_parse_as(remaining, three_check, strict);
  REQUIRE(p.checks.has_value());
  CHECK(p.checks->white == 1);
  CHECK(p.checks->black == 2);
  CHECK(p.checks->of(fen::color::white) == 1);
  CHECK(p.checks->of(fen::color::black) == 2);
  CHECK_FALSE(p.pockets.has_value());
  CHECK(must_parse_as(given, three_check, strict) == p);  // given = 3 - remaining
  // Remaining before the counters by default, given after them on request.
  CHECK(serialized(p) == remaining);
  CHECK(serialized(p, {fen::castling_notation::xfen, fen::check_notation::remaining}) == remaining);
  CHECK(serialized(p, {fen::castling_notation::xfen, fen::check_notation::given}) == given);
  CHECK(serialized(p, {fen::castling_notation::shredder, fen::check_notation::given}) ==
        "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1 +2+1");
  CHECK(fen::serialize_options{}.checks == fen::check_notation::remaining);

  // Each count from 0 to 3, in both notations, reads back in both modes.
  for (int w = 0; w <= 3; ++w)
    for (int b = 0; b <= 3; ++b) {
      fen::position q = p;
      q.checks = fen::remaining_checks{static_cast<std::uint8_t>(w), static_cast<std::uint8_t>(b)};
      for (const fen::check_notation n : {fen::check_notation::remaining, fen::check_notation::given}) {
        const std::string text = serialized(q, {fen::castling_notation::xfen, n});
        CAPTURE(text);
        CHECK(must_parse_as(text, three_check, strict) == q);
        CHECK(must_parse_as(text, three_check, lenient) == q);
      }
    }
  // The start values, and a position without checks writes none in either notation.
  CHECK(fen::remaining_checks{} == fen::remaining_checks{3, 3});
  CHECK(fen::remaining_checks{1, 3} != fen::remaining_checks{3, 1});
  const fen::position chess = fen_test::must_parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(serialized(chess, {fen::castling_notation::xfen, fen::check_notation::given}) ==
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(fen::name(fen::check_notation::remaining) == "remaining");
  CHECK(fen::name(fen::check_notation::given) == "given");
}

TEST_CASE("variant notation: three-check, lenient: either form in either place, {3,3} without one") {
  const fen::position expected = must_parse_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+2 0 1", three_check, strict);
  for (const std::string_view text : {
           "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+2 0 1",
           "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - +2+1 0 1",  // given before the counters
           "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 1+2",   // remaining after them
           "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +2+1",
           "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1+2 1",  // between the counters
           "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+2",      // the counters left out
           "r3k2r/8/8/8/8/8/8/R3K2R_w_KQkq_-_1+2_0_1",
           "  r3k2r/8/8/8/8/8/8/R3K2R w KQkq -  0  1  +2+1 \r\n",
       }) {
    CAPTURE(text);
    CHECK(must_parse_as(text, three_check) == expected);
  }
  // Without the field: 3+3, written out.
  const fen::position fresh = must_parse_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", three_check);
  REQUIRE(fresh.checks.has_value());
  CHECK(*fresh.checks == fen::remaining_checks{3, 3});
  CHECK(serialized(fresh) == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3+3 0 1");
  CHECK(serialized(fresh, {fen::castling_notation::xfen, fen::check_notation::given}) ==
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +0+0");
  CHECK(must_parse_as("r3k2r/8/8/8/8/8/8/R3K2R", three_check) ==
        must_parse_as("r3k2r/8/8/8/8/8/8/R3K2R w - - 3+3 0 1", three_check, strict));
  // The same text read as standard chess has no checks: the positions differ.
  CHECK(fen_test::must_parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") != fresh);
}

TEST_CASE("variant notation: three-check, strict: each form in its place, and the field required") {
  const std::string_view words = "three-check writes the checks as 3+3 (remaining, 0 to 3) or +0+0 (given)";
  // Given before the counters, remaining after them or between them: refused where they stand.
  check_fails_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - +2+1 0 1", three_check, strict, E::invalid_check_count, 33,
                 fen::field::checks, "checks: '+' cannot stand here; " + std::string(words));
  check_fails_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 1+2", three_check, strict, E::invalid_check_count, 37,
                 fen::field::checks, "checks: '1' cannot stand here; " + std::string(words));
  check_fails_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1+2 1", three_check, strict, E::invalid_check_count, 35,
                 fen::field::checks);
  // Without the field: missing_field, in the checks field, at the end of the text.
  check_fails_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", three_check, strict, E::missing_field, 36, fen::field::checks,
                 "checks: missing; strict mode wants three-check's checks, 3+3 before the counters or +0+0 after them");
  // The counters are still required.
  check_fails_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+1", three_check, strict, E::missing_field, 36,
                 fen::field::halfmove_clock);
}

TEST_CASE("variant notation: three-check errors, with their offsets, fields and messages") {
  const std::string words = "three-check writes the checks as 3+3 (remaining, 0 to 3) or +0+0 (given)";
  const std::string_view base = "8/8/8/8/8/8/8/K6k w - - ";  // the checks field starts at 24
  const auto at = [&](std::string_view rest) { return std::string(base) + std::string(rest); };
  // A count above 3, in either form.
  check_fails_both_as(at("4+0 0 1"), three_check, E::invalid_check_count, 24, fen::field::checks,
                      "checks: '4' cannot stand here; " + words);
  check_fails_both_as(at("0+4 0 1"), three_check, E::invalid_check_count, 26, fen::field::checks);
  check_fails_both_as(at("0 1 +0+4"), three_check, E::invalid_check_count, 31, fen::field::checks);
  check_fails_both_as(at("0 1 +9+0"), three_check, E::invalid_check_count, 29, fen::field::checks);
  // Too long, too short, other bytes.
  check_fails_both_as(at("3+33 0 1"), three_check, E::invalid_check_count, 27, fen::field::checks);
  check_fails_both_as(at("33+3 0 1"), three_check, E::invalid_check_count, 25, fen::field::checks);
  check_fails_both_as(at("3+ 0 1"), three_check, E::invalid_check_count, 26, fen::field::checks,
                      "checks: the field ends too soon; " + words);
  check_fails_both_as(at("0 1 +0+"), three_check, E::invalid_check_count, 31, fen::field::checks);
  check_fails_both_as(at("0 1 +"), three_check, E::invalid_check_count, 29, fen::field::checks);
  check_fails_both_as(at("3-3+ 0 1"), three_check, E::invalid_check_count, 25, fen::field::checks);
  check_fails_both_as(at("3++3 0 1"), three_check, E::invalid_check_count, 26, fen::field::checks);
  check_fails_both_as(at("3+\xC3\xA9 0 1"), three_check, E::non_ascii, 26, fen::field::checks,
                      "checks: byte 0xC3 is not ASCII; FEN is plain ASCII text");
  // A second checks field.
  check_fails_both_as(at("3+3 3+3 0 1"), three_check, E::invalid_check_count, 28, fen::field::checks,
                      "checks: '3' cannot stand here; " + words);
  check_fails_both_as(at("3+3 0 1 +0+0"), three_check, E::invalid_check_count, 32, fen::field::checks,
                      "checks: '+' cannot stand here; " + words);
  // Text after the given checks is trailing text, as after the fullmove number.
  check_fails_both_as(at("0 1 +0+0 bm"), three_check, E::trailing_text, 33, fen::field::input);
  // Crazyhouse's notation is not three-check's.
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Qn] w - - 3+3 0 1", three_check, E::variant_not_supported, 17,
                      fen::field::placement,
                      "placement: '[' starts crazyhouse pockets; read it with fen::variant::crazyhouse");
  check_fails_both_as("8/8/8/8/8/8/8/Q~6k w - - 3+3 0 1", three_check, E::variant_not_supported, 15,
                      fen::field::placement);
}

// ---------------------------------------------------------------------------------------------
// Under any other variant, variant notation is not supported
// ---------------------------------------------------------------------------------------------

TEST_CASE("variant notation: variant_not_supported under the standard variant, for each notation") {
  const std::string_view pockets = "placement: '[' starts crazyhouse pockets; read it with fen::variant::crazyhouse";
  const std::string_view ninth =
      "placement: a ninth rank of pieces holds crazyhouse pockets; read it with fen::variant::crazyhouse";
  const std::string_view mark =
      "placement: '~' marks a promoted piece in crazyhouse; read it with fen::variant::crazyhouse";
  const std::string_view before =
      "halfmove clock: '+' counts checks in three-check; read it with fen::variant::three_check";
  const std::string_view after = "input: '+' counts checks in three-check; read it with fen::variant::three_check";
  const std::string_view between =
      "fullmove number: '+' counts checks in three-check; read it with fen::variant::three_check";
  for (const fen::rules rules : {fen::rules{}, fen::rules::chess960(), fen::rules{fen::variant::atomic},
                                 fen::rules{fen::variant::antichess}, fen::rules{fen::variant::king_of_the_hill},
                                 fen::rules{fen::variant::racing_kings}, fen::rules{fen::variant::horde}}) {
    check_fails_both_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1", rules, E::variant_not_supported,
                        43, fen::field::placement, pockets);
    check_fails_both_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", rules, E::variant_not_supported,
                        43, fen::field::placement, pockets);
    check_fails_both_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qn w KQkq - 0 1", rules, E::variant_not_supported,
                        43, fen::field::placement, ninth);
    check_fails_both_as("4k3/1Q~6/8/8/8/8/8/4K3 w - - 0 1", rules, E::variant_not_supported, 6, fen::field::placement,
                        mark);
    check_fails_both_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3+3 0 1", rules, E::variant_not_supported, 34,
                        fen::field::halfmove_clock, before);
    check_fails_both_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +0+0", rules, E::variant_not_supported, 37,
                        fen::field::input, after);
    check_fails_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 3+3 1", rules, lenient, E::variant_not_supported, 36,
                   fen::field::fullmove_number, between);
  }
  // An empty ninth rank is no pocket outside crazyhouse: a ninth rank that is not there.
  check_fails_both_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", {}, E::too_many_ranks, 43,
                      fen::field::placement);
  // The parse_options made from a strictness alone read standard chess.
  CHECK(fen::parse("4k3/1Q~6/8/8/8/8/8/4K3 w - - 0 1", strict).error().code == E::variant_not_supported);
  CHECK(fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +0+0").error().code == E::variant_not_supported);
}

// ---------------------------------------------------------------------------------------------
// python-chess's perft positions
// ---------------------------------------------------------------------------------------------

TEST_CASE("variant notation: python-chess perft lines parse under their variant") {
  const fen::position drops = must_parse_as("2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - -", crazyhouse);
  REQUIRE(drops.pockets.has_value());
  CHECK(drops.pockets->total() == 10);
  for (const fen::color c : {fen::color::white, fen::color::black})
    for (const fen::piece_type t : {fen::piece_type::pawn, fen::piece_type::knight, fen::piece_type::bishop,
                                    fen::piece_type::rook, fen::piece_type::queen})
      CHECK(drops.pockets->count(c, t) == 1);
  CHECK(serialized(drops) == "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1");

  const fen::position promoted = must_parse_as("4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - -", crazyhouse);
  REQUIRE(promoted.pockets.has_value());
  CHECK(promoted.pockets->empty());
  CHECK(promoted.promoted == bit(fen::squares::b7));
  CHECK(promoted.side_to_move == fen::color::black);
  CHECK(serialized(promoted) == "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1");

  const fen::position empty =
      must_parse_as("r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq -", crazyhouse);
  REQUIRE(empty.pockets.has_value());
  CHECK(empty.pockets->empty());
  CHECK(serialized(empty) == "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1");

  const fen::position checks = must_parse_as("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+1", three_check);
  REQUIRE(checks.checks.has_value());
  CHECK(*checks.checks == fen::remaining_checks{1, 1});
  CHECK(checks.halfmove_clock == 0);
  CHECK(checks.fullmove_number == 1);
  CHECK(serialized(checks) == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+1 0 1");
  CHECK(serialized(checks, {fen::castling_notation::xfen, fen::check_notation::given}) ==
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +2+2");
}

// ---------------------------------------------------------------------------------------------
// fen::layout on variant text
// ---------------------------------------------------------------------------------------------

TEST_CASE("variant notation: layout skips the '~' and the pockets") {
  const std::string_view text = "r~3k2r/1Q~6/8/8/8/8/8/R3K2N~[Qn] b kq - 0 1";
  const fen::position p = must_parse_as(text, crazyhouse, strict);
  const fen::text_layout where = fen::layout(text);
  CHECK(where.offset_of(fen::squares::a8) == 0);  // 'r', the '~' after it at 1
  CHECK(where.offset_of(fen::squares::b8) == 2);  // the '3'
  CHECK(where.offset_of(fen::squares::d8) == 2);
  CHECK(where.offset_of(fen::squares::e8) == 3);   // 'k'
  CHECK(where.offset_of(fen::squares::h8) == 5);   // 'r'
  CHECK(where.offset_of(fen::squares::a7) == 7);   // '1'
  CHECK(where.offset_of(fen::squares::b7) == 8);   // 'Q'
  CHECK(where.offset_of(fen::squares::c7) == 10);  // '6', after the '~' at 9
  CHECK(where.offset_of(fen::squares::h7) == 10);
  CHECK(where.offset_of(fen::squares::h1) == 26);  // 'N', before its '~' and the pockets
  fen_test::check_layout_squares(text, p);
  CHECK(text.substr(where.start_of(fen::field::side_to_move), 1) == "b");
  CHECK(text.substr(where.start_of(fen::field::castling), 2) == "kq");
  CHECK(text.substr(where.start_of(fen::field::fullmove_number)) == "1");
  // The ninth-rank form: the pockets are past rank 1, and no square points into them.
  const std::string_view ninth = "r~3k2r/8/8/8/8/8/8/R3K2R/Qn w - - 0 1";
  const fen::text_layout n = fen::layout(ninth);
  CHECK(n.offset_of(fen::squares::h1) == 23);
  CHECK(ninth[n.start_of(fen::field::side_to_move)] == 'w');
  static_assert(fen::layout("Q~7/8/8/8/8/8/8/8[] w - - 0 1").offset_of(fen::squares::b8) == 2);
}

// ---------------------------------------------------------------------------------------------
// At compile time
// ---------------------------------------------------------------------------------------------

namespace {
constexpr fen::position zh = fen::parse("4k3/1Q~6/8/8/4b3/8/Kpp5/2n~5[QRbn] b - - 0 1", crazyhouse).value();
static_assert(zh.pockets && zh.pockets->total() == 4);
static_assert(zh.pockets->count(fen::color::black, fen::piece_type::knight) == 1);
static_assert(zh.promoted == (bit(fen::squares::b7) | bit(fen::squares::c1)));
static_assert(fen::serialize(zh) == "4k3/1Q~6/8/8/4b3/8/Kpp5/2n~5[QRbn] b - - 0 1");
static_assert(fen::serialize(fen::parse("4k3/8/8/8/8/8/8/4K3/pnQR w - - 0 1", crazyhouse).value()) ==
              "4k3/8/8/8/8/8/8/4K3[QRnp] w - - 0 1");
static_assert(fen::parse("4k3/8/8/8/8/8/8/4K3/pnQR w - - 0 1", {crazyhouse, fen::strictness::strict}).error().code ==
              E::invalid_pocket);
static_assert(fen::serialize(fen::parse("4k3/8/8/8/8/8/8/4K3 w - -", crazyhouse).value()) ==
              "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");

constexpr fen::position three = fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +1+2", three_check).value();
static_assert(three.checks && three.checks->white == 2 && three.checks->black == 1);
static_assert(fen::serialize(three) == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 2+1 0 1");
static_assert(fen::serialize(three, {fen::castling_notation::xfen, fen::check_notation::given}) ==
              "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +1+2");
static_assert(fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 2+1 0 1",
                         {fen::variant::three_check, fen::strictness::strict})
                  .value() == three);
static_assert(fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", three_check).value().checks ==
              fen::remaining_checks{3, 3});

// Each new code at compile time, with its offset.
static_assert(fen::parse("8/8/8/8/8/8/8/K6k[Qx] w - - 0 1", crazyhouse).error().code == E::invalid_pocket);
static_assert(fen::parse("8/8/8/8/8/8/8/K6k[Qx] w - - 0 1", crazyhouse).error().offset == 19);
static_assert(fen::parse("4k3/8/8/8/8/8/P~7/4K3[] w - - 0 1", crazyhouse).error().code == E::invalid_promoted_mark);
static_assert(fen::parse("8/8/8/8/8/8/8/K6k w - - 4+0 0 1", three_check).error().code == E::invalid_check_count);
static_assert(fen::parse("8/8/8/8/8/8/8/K6k w - - 0 1", {three_check, fen::strictness::strict}).error().field ==
              fen::field::checks);
static_assert(fen::parse("8/8/8/8/8/8/8/K6k[Qn] w - - 0 1").error().code == E::variant_not_supported);
static_assert(fen::name(E::pocket_too_large) == "pocket_too_large");
static_assert(fen::name(fen::field::checks) == "checks");
}  // namespace

TEST_CASE("variant notation: the compile-time results agree with run time") {
  CHECK(fen::parse("4k3/1Q~6/8/8/4b3/8/Kpp5/2n~5[QRbn] b - - 0 1", crazyhouse).value() == zh);
  CHECK(fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 +1+2", three_check).value() == three);
  CHECK(fen::name(E::invalid_pocket) == "invalid_pocket");
  CHECK(fen::name(E::pocket_too_large) == "pocket_too_large");
  CHECK(fen::name(E::invalid_promoted_mark) == "invalid_promoted_mark");
  CHECK(fen::name(E::invalid_check_count) == "invalid_check_count");
}

// A second given field after the counters is invalid_check_count, as for `3+3 0 1 +0+0`.
TEST_CASE("variant notation: a second given checks field is invalid_check_count") {
  check_fails_both_as("8/8/8/8/8/8/8/K6k w - - 0 1 +0+0 +0+0", three_check, E::invalid_check_count, 33,
                      fen::field::checks);
}

// A '/' inside the pockets (a tenth rank, or `[Q/q]`) is a byte that is not a piece letter, in
// either mode.
TEST_CASE("variant notation: a '/' inside the pockets is named as a byte that is not a piece letter") {
  const std::string_view slash = "placement: '/' is not a piece letter (PNBRQK, pnbrqk) in a crazyhouse pocket";
  check_fails_as("8/8/8/8/8/8/8/K6k/Q/q w - - 0 1", crazyhouse, lenient, E::invalid_pocket, 19, fen::field::placement,
                 slash);
  check_fails_both_as("8/8/8/8/8/8/8/K6k[Q/q] w - - 0 1", crazyhouse, E::invalid_pocket, 19, fen::field::placement,
                      slash);
}

// Strict mode wants the pockets as serialize writes them: White's pieces, then Black's, each from
// king to pawn. Lenient mode reads any order.
TEST_CASE("variant notation: strict pockets are in serialize's order") {
  const std::string_view text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[RnQb] w KQkq - 0 1";
  check_fails_as(text, crazyhouse, strict, E::invalid_pocket, 46, fen::field::placement,
                 "placement: 'Q' is out of order; strict mode wants White's pieces, then Black's, each from king to "
                 "pawn");
  const fen::position p = must_parse_as(text, crazyhouse, lenient);
  CHECK(fen::serialize(p) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRbn] w KQkq - 0 1");
  CHECK(fen::parse(fen::serialize(p), {crazyhouse, strict}).value() == p);
}

TEST_CASE("variant notation: the traits table has a row for every variant, and the loops reach each") {
  // The last variant is derived from the table: a new enumerator is in every loop at once. This
  // test names the count, so that adding one is a decision here too (its README row, its names).
  static_assert(fen::variant_count == 9 && fen::last_variant == fen::variant::giveaway);
  static_assert(fen::traits(fen::variant::crazyhouse).pockets && fen::traits(fen::variant::three_check).checks);
  for (unsigned v = 0; v < fen::variant_count; ++v) {
    const auto variant = static_cast<fen::variant>(v);
    const fen::variant_traits t = fen::traits(variant);
    CAPTURE(t.name);
    CHECK(t.name != "unknown");
    CHECK(fen::name(variant) == t.name);
    CHECK(!t.words.empty());
    CHECK(fen::variant_from_name(t.name) == variant);
    for (const std::string_view alias : t.aliases)
      if (!alias.empty()) CHECK(fen::variant_from_name(alias) == variant);
    // Only a variant that writes them reads pockets or checks without variant_not_supported.
    const auto pockets = fen::parse("8/8/8/8/8/8/8/8[Q] w - - 0 1", {variant});
    CHECK(static_cast<bool>(pockets) == t.pockets);
    const auto checks = fen::parse("8/8/8/8/8/8/8/8 w - - 3+3 0 1", {variant});
    CHECK(static_cast<bool>(checks) == t.checks);
  }
  CHECK(fen::traits(static_cast<fen::variant>(fen::variant_count)).name == "unknown");
}
