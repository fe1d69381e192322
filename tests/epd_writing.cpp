// EPD lines written: a position plus operations to a line (to_epd, add), the canonical form byte
// for byte, castling notations, and lines that do not fit.
#include "epd_support.hpp"

#include <array>
#include <string>

using namespace epd_test;

TEST_CASE("epd: an EPD record to a position, and a position plus operations to an EPD line") {
  const auto p = must_parse("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", fen_test::strict);
  const std::string placement = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -";

  auto record = fen::to_epd(p);
  CHECK(record.position == p);
  REQUIRE(record.add("bm", {epd_operand::unquoted("Bb5")}));
  REQUIRE(record.add("id", {epd_operand::quoted("Ruy \"Lopez\" \\ 1")}));
  REQUIRE(record.add("ce", {epd_operand::unquoted("+25")}));
  REQUIRE(record.add("pv", {epd_operand::unquoted("Bb5"), epd_operand::unquoted("a6"), epd_operand::unquoted("Ba4")}));
  const std::string text = fen::to_string(record);
  CHECK(text == placement + R"( hmvc 2; fmvn 3; bm Bb5; id "Ruy \"Lopez\" \\ 1"; ce +25; pv Bb5 a6 Ba4;)");
  const auto back = must_parse_epd(text, strict);
  CHECK(back.position == p);
  CHECK(back == record);
  CHECK(back.find("id")->operands[0].str() == "Ruy \"Lopez\" \\ 1");
  CHECK(back.find("ce")->operands[0].kind == epd_operand_kind::number);

  // The counters: omitted, written when not 0 and 1 (the default), always.
  CHECK(fen::to_string(fen::to_epd(p, fen::epd_counters::omit)) == placement);
  CHECK(fen::to_string(fen::to_epd(p, fen::epd_counters::always)) == placement + " hmvc 2; fmvn 3;");
  CHECK(fen::to_string(fen::to_epd(fen::start_position)) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
  CHECK(fen::to_string(fen::to_epd(fen::start_position, fen::epd_counters::always)) ==
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 0; fmvn 1;");
  auto only_half = fen::start_position;
  only_half.halfmove_clock = 7;
  CHECK(fen::to_string(fen::to_epd(only_half)) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 7;");
  // Without counters the position comes back with 0 and 1.
  const std::string omitted_text = fen::to_string(fen::to_epd(p, fen::epd_counters::omit));
  const auto omitted = must_parse_epd(omitted_text, strict);
  CHECK(omitted.position.halfmove_clock == 0);
  CHECK(omitted.position.fullmove_number == 1);
  CHECK(omitted.position.board == p.board);
  // Every position comes back whole with the default.
  for (std::uint32_t half : {0u, 1u, 99u, 4294967295u})
    for (std::uint32_t full : {0u, 1u, 2u, 4294967295u}) {
      auto q = p;
      q.halfmove_clock = half;
      q.fullmove_number = full;
      const std::string q_text = fen::to_string(fen::to_epd(q));
      CHECK(must_parse_epd(q_text, strict).position == q);
    }
}

TEST_CASE("epd: add refuses what it cannot write, and leaves the record as it was") {
  auto record = fen::to_epd(fen::empty_board);
  const auto before = fen::to_string(record);
  CHECK_FALSE(record.add(""));
  CHECK_FALSE(record.add("1bm"));
  CHECK_FALSE(record.add("b m"));
  CHECK_FALSE(record.add("bm;"));
  CHECK_FALSE(record.add("abcdefghijklmnop"));
  CHECK_FALSE(record.add("bm", {epd_operand::unquoted("")}));
  CHECK_FALSE(record.add("bm", {epd_operand::unquoted("e4 e5")}));
  CHECK_FALSE(record.add("bm", {epd_operand::unquoted("e4;")}));
  CHECK_FALSE(record.add("bm", {epd_operand::unquoted("e\"4")}));
  CHECK_FALSE(record.add("bm", {epd_operand::unquoted("caf\xC3\xA9")}));
  CHECK_FALSE(record.add("bm", {epd_operand::unquoted("e\t4")}));
  CHECK_FALSE(record.add("bm", {epd_operand{epd_operand_kind::number, "e4", false}}));
  CHECK_FALSE(record.add("bm", {epd_operand{epd_operand_kind::symbol, "12", false}}));
  CHECK_FALSE(record.add("c0", {epd_operand::quoted("two\nlines")}));
  CHECK_FALSE(record.add("hmvc", {epd_operand::unquoted("3")}));
  CHECK(record.empty());
  CHECK(fen::to_string(record) == before);

  REQUIRE(record.add("hmvc"));
  CHECK_FALSE(record.add("hmvc"));  // once only
  REQUIRE(record.add("bm", {epd_operand::unquoted("e4")}));
  CHECK_FALSE(record.add("bm", {epd_operand::unquoted("d4")}));
  REQUIRE(record.add("abcdefghijklmno"));
  REQUIRE(record.add("c0", {epd_operand::quoted("")}));
  record.position.halfmove_clock = 5;
  CHECK(fen::to_string(record) == line("hmvc 5; bm e4; abcdefghijklmno; c0 \"\";"));

  // Capacity: a full record takes nothing more.
  fen::basic_epd_record<2, 3> small{};
  REQUIRE(small.add("a", {epd_operand::unquoted("1"), epd_operand::unquoted("2")}));
  CHECK_FALSE(small.add("b", {epd_operand::unquoted("1"), epd_operand::unquoted("2")}));
  REQUIRE(small.add("b", {epd_operand::unquoted("3")}));
  CHECK_FALSE(small.add("c"));
  CHECK(small.size() == 2);
  CHECK(small.operand_count() == 3);
  CHECK(fen::to_string(small) == line("a 1 2; b 3;"));
}

TEST_CASE("epd: canonical lines come back byte for byte") {
  for (
      std::string_view text : {
          "8/8/8/8/8/8/8/8 w - -",
          "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3",
          "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 hmvc 0; fmvn 1;",
          R"(1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";)",
          R"(r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q - bm Rxf4; c0 "Rxf4 \"!\" is best \\ solid"; id "ERET 001";)",
          R"(bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - noop; acd 20; acs 3; ce -12; pv Nb4 c4 Nc2;)",
          R"(2r1rkrr/8/8/8/8/8/8/RR1K1R1R w FBge - c0 "";)",
      }) {
    CAPTURE(std::string(text));
    const auto r = must_parse_epd(text, strict);
    CHECK(fen::to_string(r) == text);
    const auto fixed = fen::serialize_epd(r);
    REQUIRE(fixed.has_value());
    CHECK(*fixed == text);
    std::array<char, 256> buffer{};
    const std::size_t n = fen::write_epd(r, buffer.data(), buffer.size());
    CHECK(std::string_view(buffer.data(), n) == text);
    CHECK(must_parse_epd(text, lenient) == r);
  }
}

TEST_CASE("epd: writing: castling notations, a line too long for its string, a buffer too small") {
  const auto r = must_parse_epd("2r1rkrr/8/8/8/8/8/8/RR1K1R1R w KBge - bm Kc2;", strict);
  CHECK(fen::to_string(r, {fen::castling_notation::shredder}) == "2r1rkrr/8/8/8/8/8/8/RR1K1R1R w HBge - bm Kc2;");
  CHECK(fen::to_string(r, {fen::castling_notation::standard}) == "2r1rkrr/8/8/8/8/8/8/RR1K1R1R w KQkq - bm Kc2;");
  CHECK(*fen::serialize_epd(r, {fen::castling_notation::shredder}) == "2r1rkrr/8/8/8/8/8/8/RR1K1R1R w HBge - bm Kc2;");

  const std::string text = fen::to_string(r);
  const auto exact = fen::serialize_epd<45>(r);
  REQUIRE(text.size() == 45);
  REQUIRE(exact.has_value());
  CHECK(*exact == text);
  const auto short_of_one = fen::serialize_epd<44>(r);
  REQUIRE_FALSE(short_of_one.has_value());
  CHECK(short_of_one.error().code == E::line_too_long);
  CHECK(short_of_one.error().capacity == 44);
  CHECK(short_of_one.error().message() == "output: the EPD line is longer than 44 bytes; choose a larger capacity");

  std::array<char, 16> small{};
  small.fill('#');
  CHECK(fen::write_epd(r, small.data(), 10) == text.size());
  CHECK(std::string(small.data(), 16) == text.substr(0, 10) + "######");

  // A string longer than the default capacity: serialize_epd says so, to_string writes it.
  const std::string comment(3000, 'x');
  auto big = fen::to_epd(fen::empty_board);
  REQUIRE(big.add("c0", {epd_operand::quoted(comment)}));
  CHECK(fen::serialize_epd(big).error().code == E::line_too_long);
  CHECK(fen::serialize_epd<4095>(big).has_value());
  CHECK(fen::to_string(big) == line("c0 \"" + comment + "\";"));
}
