// EPD operands: the three kinds, numbers as integers, and string escapes kept as written with the
// value read without copying.
#include "epd_support.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

using namespace epd_test;

TEST_CASE("epd: operands of every kind") {
  const std::string text =
      line(R"(pv e4 e5 Nf3 Nc6 Bb5 O-O-O e8=Q+ Qxf7# 0-0 -- -; ce -35; acd 12; acs +7; sv 0.25; dm -1.5; noop; )"
           R"(c0 "a comment; with a semicolon"; c1 ""; c2 "caf)"
           "\xC3\xA9"
           R"("; c3 "tab	inside"; bogus 1e6 .5 5. +-3 12a;)");
  const auto r = must_parse_epd(text, strict);
  CHECK(fen::to_string(r) == text);

  const auto pv = r.find("pv");
  REQUIRE(pv);
  const std::vector<std::string_view> moves = {"e4",    "e5",    "Nf3", "Nc6", "Bb5", "O-O-O",
                                               "e8=Q+", "Qxf7#", "0-0", "--",  "-"};
  REQUIRE(pv->operands.size() == moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    CAPTURE(i);
    CHECK(pv->operands[i].kind == epd_operand_kind::symbol);
    CHECK(pv->operands[i].text == moves[i]);
    CHECK_FALSE(pv->operands[i].as_integer().has_value());
  }

  struct number_case {
    std::string_view opcode;
    std::string_view text;
    std::optional<std::int64_t> integer;
  };
  for (const number_case& c : {number_case{"ce", "-35", -35}, number_case{"acd", "12", 12}, number_case{"acs", "+7", 7},
                               number_case{"sv", "0.25", std::nullopt}, number_case{"dm", "-1.5", std::nullopt}}) {
    CAPTURE(std::string(c.opcode));
    const auto op = r.find(c.opcode);
    REQUIRE(op);
    REQUIRE(op->operands.size() == 1);
    CHECK(op->operands[0].kind == epd_operand_kind::number);
    CHECK(op->operands[0].text == c.text);
    CHECK(op->operands[0].as_integer() == c.integer);
  }

  const auto noop = r.find("noop");
  REQUIRE(noop);
  CHECK(noop->operands.empty());

  CHECK(r.find("c0")->operands[0].str() == "a comment; with a semicolon");
  CHECK(r.find("c1")->operands[0].kind == epd_operand_kind::string);
  CHECK(r.find("c1")->operands[0].str().empty());
  CHECK(r.find("c1")->operands[0].size() == 0);
  CHECK(r.find("c2")->operands[0].str() == "caf\xC3\xA9");  // any byte inside a string
  CHECK(r.find("c3")->operands[0].str() == "tab\tinside");

  // Things that look almost like numbers are symbols.
  const auto bogus = r.find("bogus");
  REQUIRE(bogus);
  REQUIRE(bogus->operands.size() == 5);
  for (const auto& o : bogus->operands) {
    CAPTURE(std::string(o.text));
    CHECK(o.kind == epd_operand_kind::symbol);
  }

  CHECK_FALSE(r.find("bm").has_value());
  CHECK_FALSE(r.contains("PV"));  // opcodes are case-sensitive
  CHECK(r.contains("pv"));
}

TEST_CASE("epd: each kind of operand has a name") {
  CHECK(fen::name(epd_operand_kind::symbol) == "symbol");
  CHECK(fen::name(epd_operand_kind::number) == "number");
  CHECK(fen::name(epd_operand_kind::string) == "string");
  CHECK(fen::name(static_cast<epd_operand_kind>(3)) == "unknown");
  static_assert(fen::name(epd_operand::unquoted("-1.5").kind) == "number");
}

TEST_CASE("epd: numbers as integers, at the edges of 64 bits") {
  const std::string text = line(
      "a 9223372036854775807; b -9223372036854775808; c 9223372036854775808; "
      "d -9223372036854775809; e 0; f -0; g 007;");
  const auto r = must_parse_epd(text);
  CHECK(r.find("a")->operands[0].as_integer() == INT64_MAX);
  CHECK(r.find("b")->operands[0].as_integer() == INT64_MIN);
  CHECK_FALSE(r.find("c")->operands[0].as_integer().has_value());
  CHECK_FALSE(r.find("d")->operands[0].as_integer().has_value());
  CHECK(r.find("e")->operands[0].as_integer() == 0);
  CHECK(r.find("f")->operands[0].as_integer() == 0);
  CHECK(r.find("g")->operands[0].as_integer() == 7);
  CHECK_FALSE(epd_operand::quoted("12").as_integer().has_value());
}

TEST_CASE("epd: string escapes stay as written; the value is there without copying the line") {
  const std::string text = line(R"(c0 "say \"hi\" to C:\\games"; c1 "plain";)");
  const auto r = must_parse_epd(text, strict);
  const epd_operand& o = r.find("c0")->operands[0];
  CHECK(o.text == R"(say \"hi\" to C:\\games)");
  CHECK(o.escaped);
  CHECK(o.has_escapes());
  const std::string value = R"(say "hi" to C:\games)";
  CHECK(o.size() == value.size());
  CHECK(o.str() == value);
  CHECK(o.value_equals(value));
  CHECK_FALSE(o.value_equals(o.text));
  CHECK_FALSE(o.value_equals(value.substr(0, value.size() - 1)));
  CHECK_FALSE(o.value_equals(value + "s"));

  // Into a fixed buffer: the full length, and only what fits is written.
  std::array<char, 64> buffer{};
  CHECK(o.unescape_to(buffer.data(), buffer.size()) == value.size());
  CHECK(std::string(buffer.data(), value.size()) == value);
  std::array<char, 8> small{};
  small.fill('#');
  CHECK(o.unescape_to(small.data(), 5) == value.size());
  CHECK(std::string(small.data(), 8) == "say \"###");

  const epd_operand& plain = r.find("c1")->operands[0];
  CHECK_FALSE(plain.has_escapes());
  CHECK(plain.text == "plain");

  // The same value however it is written.
  CHECK(o == epd_operand::quoted(value));
  CHECK(o != epd_operand::quoted(o.text));
  CHECK(epd_operand::quoted("Nf3") != epd_operand::unquoted("Nf3"));
  CHECK(fen::to_string(r) == text);
}

TEST_CASE("epd: a backslash that escapes nothing: strict refuses, lenient keeps it") {
  const std::string text = line(R"(c0 "C:\games\";)");  // `\"` at the end escapes the quote
  check_fails(text, E::unterminated_string, at(3), lenient);
  check_fails(text, E::invalid_escape, at(6), strict);  // `\g` comes first
  const std::string lone = line(R"(c0 "C:\games";)");
  check_fails(lone, E::invalid_escape, at(6), strict);
  const auto r = must_parse_epd(lone);
  CHECK(r.find("c0")->operands[0].str() == R"(C:\games)");
  CHECK(fen::to_string(r) == line(R"(c0 "C:\\games";)"));
  const std::string canonical = fen::to_string(r);
  CHECK(must_parse_epd(canonical, strict) == r);
  // A lone backslash at the very end of a string's text.
  const std::string at_end = line(R"(c0 "a\ ";)");
  const auto end = must_parse_epd(at_end);
  CHECK(end.find("c0")->operands[0].str() == "a\\ ");
}
