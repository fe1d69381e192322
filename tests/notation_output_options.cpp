// The output options: every combination of fen::serialize_options and fen::en_passant_output
// writes text that fits fen::max_fen_length and reads back as the position written; the en passant
// choice is one transform (fen::with_en_passant) that the FEN and EPD writers both take.
#include "notation_output_options.hpp"
#include "support.hpp"

#include <fen/epd.hpp>

#include <cstdint>
#include <optional>
#include <string>

using fen_test::must_parse;

namespace {

// The longest text a position can have: a promoted knight, bishop, rook or queen on every square,
// each with its '~' (sixteen bytes a rank), 64 pieces in the pockets, every castling right, an en
// passant square, three-check counts of three digits (a count the parser never gives, but a
// position can hold) and the largest counters.
constexpr fen::position longest() {
  fen::position p = fen::parse(
                        "r~n~b~q~q~b~n~r~/q~q~q~q~q~q~q~q~/n~n~n~n~n~n~n~n~/b~b~b~b~b~b~b~b~/"
                        "B~B~B~B~B~B~B~B~/N~N~N~N~N~N~N~N~/Q~Q~Q~Q~Q~Q~Q~Q~/R~N~B~Q~Q~B~N~R~"
                        "[KQQQRRBBNNPPPPPPPPPPPPPPPPPPPPPPkqqqrrbbnnpppppppppppppppppppppp] b KQkq h3 "
                        "4294967295 4294967295",
                        {fen::variant::crazyhouse})
                        .value_or(fen::position{});
  p.checks = std::optional<fen::remaining_checks>(fen::remaining_checks{255, 255});
  return p;
}

// Constant evaluation refuses a write past the end of the writer's buffer, so serializing the
// longest position here, with every notation, proves the bound at compile time.
constexpr bool every_notation_fits() {
  for (int n = 0; fen::name(static_cast<fen::castling_notation>(n)) != "unknown"; ++n)
    for (int k = 0; fen::name(static_cast<fen::check_notation>(k)) != "unknown"; ++k) {
      const fen::serialize_options o{static_cast<fen::castling_notation>(n), static_cast<fen::check_notation>(k)};
      if (fen::serialize(longest(), o).size() > fen::max_fen_length) return false;
      if (fen::serialize(longest(), o, fen::en_passant_output::only_if_legal).size() > fen::max_fen_length)
        return false;
    }
  return true;
}
static_assert(longest().pockets && longest().pockets->total() == fen::pockets::capacity());
static_assert(longest().promoted == ~std::uint64_t{0});
static_assert(every_notation_fits());

}  // namespace

TEST_CASE("output options: the longest position fits max_fen_length with every option") {
  const fen::position p = longest();
  CHECK(fen::serialize(p).size() == fen::max_fen_length);  // the bound is the longest text, not more
  for (const fen::serialize_options o : fen_test::each_serialize_options())
    for (const fen::en_passant_output e : fen_test::values_of<fen::en_passant_output>()) {
      CAPTURE(fen::name(o.castling));
      CAPTURE(fen::name(o.checks));
      CAPTURE(fen::name(e));
      CHECK(fen::serialize(p, o, e).size() <= fen::max_fen_length);
    }
}

TEST_CASE("output options: every combination reads back as the position written") {
  struct text_and_rules {
    std::string_view text;
    fen::rules rules;
  };
  const text_and_rules texts[] = {
      {fen::start_fen, {}},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", {}},
      {"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", {}},                       // Chess960: inner rooks
      {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", {}},  // a legal capture
      // The variants' own fields: pockets and promoted pieces, and three-check's checks.
      {"r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[QRbnp] b KQkq - 0 1", {fen::variant::crazyhouse}},
      {"4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1", {fen::variant::crazyhouse}},
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+2 0 1", {fen::variant::three_check}},
      {"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0+3 0 1", {fen::variant::three_check, fen::castling_rules::chess960}},
  };
  const auto read = [](std::string_view text, fen::rules rules) {
    CAPTURE(text);
    const auto r = fen::parse(text, rules);
    REQUIRE_MESSAGE(r.has_value(), doctest::StringMaker<fen::result<fen::position>>::convert(r));
    return *r;
  };
  for (const auto& t : texts) {
    CAPTURE(t.text);
    const fen::position p = read(t.text, t.rules);
    for (const fen::serialize_options o : fen_test::each_serialize_options()) {
      CAPTURE(fen::name(o.castling));
      CAPTURE(fen::name(o.checks));
      CHECK(read(fen::serialize(p, o), t.rules) == p);
      for (const fen::en_passant_output e : fen_test::values_of<fen::en_passant_output>())
        CHECK(read(fen::serialize(p, o, e), t.rules) == fen::with_en_passant(p, e));
    }
  }
}

TEST_CASE("output options: with_en_passant changes the en passant square only, and only when asked") {
  // e3 after 1. e4: no black pawn can take, so only_if_legal writes '-'.
  const fen::position after_e4 = must_parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  CHECK(fen::with_en_passant(after_e4, fen::en_passant_output::as_stored) == after_e4);
  fen::position without = after_e4;
  without.en_passant.reset();
  CHECK(fen::with_en_passant(after_e4, fen::en_passant_output::only_if_legal) == without);
  // A capture that exposes the king to the rook on h5 is not legal: the square goes.
  const fen::position pinned = must_parse("8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
  CHECK_FALSE(fen::with_en_passant(pinned, fen::en_passant_output::only_if_legal).en_passant);
  // A legal capture keeps it.
  const fen::position legal = must_parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  CHECK(fen::with_en_passant(legal, fen::en_passant_output::only_if_legal) == legal);
  static_assert(!fen::with_en_passant(fen::parse("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").value(),
                                      fen::en_passant_output::only_if_legal)
                     .en_passant);
}

TEST_CASE("output options: the EPD writers take the same transform") {
  fen::epd_record r =
      fen::parse_epd("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"after e4\";").value();
  CHECK(fen::to_string(r) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"after e4\";");
  r.position = fen::with_en_passant(r.position, fen::en_passant_output::only_if_legal);
  CHECK(fen::to_string(r) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"after e4\";");
  CHECK(fen::to_string(r, {fen::castling_notation::shredder}) ==
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - id \"after e4\";");
}

TEST_CASE("output options: each option's values have names") {
  CHECK(fen::name(fen::castling_notation::standard) == "standard");
  CHECK(fen::name(fen::castling_notation::xfen) == "xfen");
  CHECK(fen::name(fen::castling_notation::shredder) == "shredder");
  CHECK(fen::name(static_cast<fen::castling_notation>(3)) == "unknown");
  CHECK(fen::name(fen::en_passant_output::as_stored) == "as_stored");
  CHECK(fen::name(fen::en_passant_output::only_if_legal) == "only_if_legal");
  CHECK(fen::name(fen::en_passant_output::only_if_pseudo_legal) == "only_if_pseudo_legal");
  CHECK(fen::name(static_cast<fen::en_passant_output>(3)) == "unknown");
  CHECK(fen::name(fen::check_notation::remaining) == "remaining");
  CHECK(fen::name(fen::check_notation::given) == "given");
  CHECK(fen::name(static_cast<fen::check_notation>(2)) == "unknown");
  CHECK(fen_test::values_of<fen::castling_notation>().size() == 3);
  CHECK(fen_test::values_of<fen::check_notation>().size() == 2);
  CHECK(fen_test::each_serialize_options().size() == 6);
}

TEST_CASE("output options: the compiler's count of serialize_options fields") {
  CHECK(fen_test::serialize_option_fields == 2);  // castling, checks
  struct three {
    int a = 0;
    bool b = false;
    fen::castling_notation c = fen::castling_notation::xfen;
  };
  CHECK(fen_test::detail::count_fields<three>(0) == 3);
}
