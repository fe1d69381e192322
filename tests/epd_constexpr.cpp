// EPD in constant expressions: a line read, inspected and written inside static_assert, its
// errors with their codes and offsets, and the same results at run time.
#include "epd_support.hpp"

using namespace epd_test;

namespace {
constexpr std::string_view wac_line =
    R"(2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";)";
constexpr auto wac = fen::parse_epd(wac_line, fen::strictness::strict);
static_assert(wac.has_value());
static_assert(wac->size() == 2);
static_assert(wac->position.at(fen::squares::g1) == fen::pieces::white_king);
static_assert(wac->position.fullmove_number == 1);
static_assert(wac->find("bm")->operands[0].kind == epd_operand_kind::symbol);
static_assert(wac->find("bm")->operands[0].text == "Qg6");
static_assert(wac->find("id")->operands[0].value_equals("WAC.001"));
static_assert(!wac->contains("ce"));
static_assert(*fen::serialize_epd(*wac) == wac_line);

constexpr auto counted = fen::parse_epd(R"(8/8/8/8/8/8/8/8 b - - hmvc 12; fmvn 40; c0 "say \"hi\""; ce -3;)");
static_assert(counted->position.halfmove_clock == 12);
static_assert(counted->position.fullmove_number == 40);
static_assert(counted->find("c0")->operands[0].value_equals("say \"hi\""));
static_assert(counted->find("c0")->operands[0].size() == 8);
static_assert(*counted->find("ce")->operands[0].as_integer() == -3);

constexpr bool unescapes_into_a_buffer() {
  char buffer[16]{};
  const std::size_t n = counted->find("c0")->operands[0].unescape_to(buffer, sizeof buffer);
  return n == 8 && buffer[4] == '"' && buffer[7] == '"';
}
static_assert(unescapes_into_a_buffer());

constexpr auto built() {
  auto record = fen::to_epd(fen::start_position, fen::epd_counters::always);
  (void)record.add("bm", {epd_operand::unquoted("e4")});
  (void)record.add("id", {epd_operand::quoted("a \"quote\"")});
  return fen::serialize_epd(record);
}
static_assert(*built() ==
              R"(rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 0; fmvn 1; bm e4; id "a \"quote\"";)");

// Errors, with their codes and offsets.
static_assert(fen::parse_epd("8/8/8/8/8/8/8/8 w - - bm e4", fen::strictness::strict).error().code ==
              E::missing_semicolon);
static_assert(fen::parse_epd("8/8/8/8/8/8/8/8 w - - bm e4", fen::strictness::strict).error().offset == 27);
static_assert(fen::parse_epd("8/8/8/8/8/8/8/9 w - - bm e4;").error().position_error.code == F::invalid_empty_count);
static_assert(fen::parse_epd("8/8/8/8/8/8/8/8 w - - id \"x;").error().offset == 25);
static_assert(fen::parse_epd<fen::basic_epd_record<1, 1>>("8/8/8/8/8/8/8/8 w - - a; b;").error().code ==
              E::too_many_operations);
static_assert(fen::serialize_epd<10>(*wac).error().code == E::line_too_long);
static_assert(fen::parse_epd("8/8/8/8/8/8/8/8 w - - fmvn x;").error().opcode_field == fen::field::fullmove_number);
static_assert(fen::parse_epd("8/8/8/8/8/8/8/8 w - - hmvc 1; hmvc 1;").error().opcode_field ==
              fen::field::halfmove_clock);
static_assert(fen::parse_epd("8/8/8/8/8/8/8/8 w - - fmvn x;").error().message() ==
              "fmvn: wants one whole number from 0 to 4294967295, with no sign or leading zero");
}  // namespace

TEST_CASE("epd: the compile-time results hold at run time too") {
  const auto r = fen::parse_epd(wac_line, fen::strictness::strict);
  REQUIRE(r.has_value());
  CHECK(*r == *wac);
  const auto line_built = built();
  REQUIRE(line_built.has_value());
  CHECK(fen::to_string(*fen::parse_epd(line_built->view(), fen::strictness::strict)) == line_built->view());
  CHECK(counted->find("c0")->operands[0].str() == "say \"hi\"");
}
