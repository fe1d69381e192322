// EPD lines: the four position fields, then operations (`opcode operand... ;`). Reading (strict and
// lenient), the operands' kinds and values, the counters, every error with its code and offset, the
// capacities, writing the canonical form, and all of it in constant expressions.
#include "support.hpp"

#include <fen/epd.hpp>

#include <array>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

using fen::epd_operand;
using fen::epd_operand_kind;
using fen_test::must_parse;
using E = fen::epd_error_code;
using F = fen::error_code;

namespace {
constexpr auto strict = fen::strictness::strict;
constexpr auto lenient = fen::strictness::lenient;

// An empty board: the position fields most cases use, and where their operations start.
constexpr std::string_view board = "8/8/8/8/8/8/8/8 w - -";
std::string line(std::string_view operations) { return std::string(board) + " " + std::string(operations); }
// The offset in `line(operations)` of byte `i` of the operations.
constexpr std::size_t at(std::size_t i) { return board.size() + 1 + i; }

// The record views the line: a temporary line would leave it viewing nothing, so there is no
// overload for one (as in fen::parse_epd).
fen::epd_record must_parse_epd(std::string&& text, fen::strictness mode = lenient) = delete;
fen::epd_record must_parse_epd(std::string_view text, fen::strictness mode = lenient) {
  const auto r = fen::parse_epd(text, mode);
  INFO("input: ", std::string(text));
  REQUIRE_MESSAGE(r.has_value(), doctest::StringMaker<fen::epd_error>::convert(r.error()));
  return *r;
}
fen::epd_record must_parse_epd(const char* text, fen::strictness mode = lenient) {
  return must_parse_epd(std::string_view(text), mode);
}

void check_epd_fails(std::string_view text, E code, std::size_t offset, fen::strictness mode) {
  CAPTURE(std::string(text));
  const std::string mode_name = mode == strict ? "strict" : "lenient";
  CAPTURE(mode_name);
  const auto r = fen::parse_epd(text, mode);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == code);
  CHECK(r.error().offset == offset);
  CHECK(r.error().offset <= text.size());
  CHECK_FALSE(r.error().message().empty());
}

void check_epd_fails_both(std::string_view text, E code, std::size_t offset) {
  check_epd_fails(text, code, offset, lenient);
  check_epd_fails(text, code, offset, strict);
}

// True when `view` lies inside `text`: a view into the line, not a copy.
bool inside(std::string_view view, std::string_view text) {
  return view.data() >= text.data() && view.data() + view.size() <= text.data() + text.size();
}
}  // namespace

TEST_CASE("epd: a line from a test suite, read into views of the line") {
  const std::string text = R"(2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";)";
  for (auto mode : {strict, lenient}) {
    const auto r = must_parse_epd(text, mode);
    CHECK(r.position == must_parse("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", fen_test::strict));
    REQUIRE(r.size() == 2);
    CHECK(r.operand_count() == 2);
    CHECK(r[0].opcode == "bm");
    REQUIRE(r[0].operands.size() == 1);
    CHECK(r[0].operands[0].kind == epd_operand_kind::symbol);
    CHECK(r[0].operands[0].text == "Qg6");
    CHECK(r[1].opcode == "id");
    CHECK(r[1].operands[0].kind == epd_operand_kind::string);
    CHECK(r[1].operands[0].text == "WAC.001");
    CHECK(r[1].operands[0].value_equals("WAC.001"));
    // Zero copy: every opcode and operand is a view into the line.
    for (const fen::epd_operation op : r) {
      CHECK(inside(op.opcode, text));
      for (const auto& o : op.operands) CHECK(inside(o.text, text));
    }
    CHECK(fen::to_string(r) == text);
  }
}

namespace {
// Whether parse_epd takes an argument of type T.
template <class T, class = void>
struct parses : std::false_type {};
template <class T>
struct parses<T, std::void_t<decltype(fen::parse_epd(std::declval<T>()))>> : std::true_type {};
// A record views its line, so parse_epd refuses a temporary string, which would be gone before the
// record is used; lines in variables, literals and views are taken.
static_assert(parses<std::string_view>::value);
static_assert(parses<const char*>::value);
static_assert(parses<std::string&>::value);
static_assert(parses<const std::string&>::value);
static_assert(parses<fen::epd_string&>::value);
static_assert(!parses<std::string>::value);
static_assert(!parses<std::string&&>::value);
static_assert(!parses<fen::epd_string>::value);
}  // namespace

TEST_CASE("epd: a line in a fixed-capacity string, as serialize_epd writes it") {
  auto record = fen::to_epd(fen::start_position);
  REQUIRE(record.add("bm", {epd_operand::unquoted("e4")}));
  const auto written = fen::serialize_epd(record);
  REQUIRE(written.has_value());
  const fen::epd_string& text = *written;
  const auto back = fen::parse_epd(text, strict);
  REQUIRE(back.has_value());
  CHECK(*back == record);
  CHECK(inside(back->find("bm")->operands[0].text, text.view()));
}

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
  check_epd_fails(text, E::unterminated_string, at(3), lenient);
  check_epd_fails(text, E::invalid_escape, at(6), strict);  // `\g` comes first
  const std::string lone = line(R"(c0 "C:\games";)");
  check_epd_fails(lone, E::invalid_escape, at(6), strict);
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

TEST_CASE("epd: hmvc and fmvn set the counters; without them, 0 and 1") {
  const std::string none_text = line("bm e4;");
  const auto none = must_parse_epd(none_text, strict);
  CHECK(none.position.halfmove_clock == 0);
  CHECK(none.position.fullmove_number == 1);
  const std::string both_text = line("hmvc 12; bm e4; fmvn 40;");
  const auto both = must_parse_epd(both_text, strict);
  CHECK(both.position.halfmove_clock == 12);
  CHECK(both.position.fullmove_number == 40);
  CHECK(both.position == must_parse("8/8/8/8/8/8/8/8 w - - 12 40", fen_test::strict));
  const std::string edges_text = line("hmvc 4294967295; fmvn 0;");
  const auto edges = must_parse_epd(edges_text, strict);
  CHECK(edges.position.halfmove_clock == 4294967295u);
  CHECK(edges.position.fullmove_number == 0);
  CHECK(fen::to_string(edges) == line("hmvc 4294967295; fmvn 0;"));
  // The operations stay where they were, with their operand as written.
  CHECK(both[0].opcode == "hmvc");
  CHECK(both[0].operands[0].text == "12");
  CHECK(both[2].opcode == "fmvn");
  // The position holds the counters: a changed counter is written.
  auto changed = both;
  changed.position.halfmove_clock = 3;
  CHECK(fen::to_string(changed) == line("hmvc 3; bm e4; fmvn 40;"));
}

TEST_CASE("epd: hmvc and fmvn want exactly one counter") {
  struct counter_case {
    std::string_view operations;
    std::size_t offset;
  };
  const counter_case cases[] = {
      {"hmvc;", 4},     {"hmvc -1;", 5},         {"hmvc +1;", 5},          {"hmvc 01;", 5},        {"hmvc 00;", 5},
      {"hmvc 1.5;", 5}, {"hmvc 4294967296;", 5}, {"hmvc 99999999999;", 5}, {"hmvc x;", 5},         {"hmvc \"3\";", 5},
      {"hmvc 3 4;", 7}, {"fmvn 3 4;", 7},        {"bm e4; fmvn;", 11},     {"hmvc 1; hmvc 1;", 8},
  };
  for (const auto& c : cases) {
    const std::string text = line(c.operations);
    const E code = c.operations == "hmvc 1; hmvc 1;" ? E::duplicate_opcode : E::invalid_counter;
    check_epd_fails_both(text, code, at(c.offset));
  }
  // Lenient, at the end of the line without ';'.
  check_epd_fails(line("hmvc"), E::invalid_counter, at(4), lenient);
  check_epd_fails(line("hmvc"), E::missing_semicolon, at(4), strict);
  const std::string fmvn = line("fmvn x;");
  CHECK(fen::parse_epd(fmvn).error().message() ==
        "fmvn: wants one whole number from 0 to 4294967295, with no sign or leading zero");
  const std::string hmvc = line("hmvc;");
  CHECK(fen::parse_epd(hmvc).error().message() ==
        "hmvc: wants one whole number from 0 to 4294967295, with no sign or leading zero");
}

TEST_CASE("epd: malformed operations, each with its code and offset, in both modes") {
  struct bad_case {
    std::string_view operations;
    E code;
    std::size_t offset;
  };
  const bad_case cases[] = {
      {";", E::missing_opcode, 0},
      {"bm e4; ;", E::missing_opcode, 7},
      {"0 1", E::invalid_opcode, 0},
      {"_x;", E::invalid_opcode, 0},
      {"\"x\";", E::invalid_opcode, 0},
      {"bm: e4;", E::invalid_opcode, 2},
      {"b-m e4;", E::invalid_opcode, 1},
      {"c0\"x\";", E::invalid_opcode, 2},
      {"id \"abc", E::unterminated_string, 3},
      {"id \"abc\\\";", E::unterminated_string, 3},
      {"id \"abc;", E::unterminated_string, 3},
      {"id \"abc\"x;", E::invalid_operand, 8},
      {"id \"a\"\"b\";", E::invalid_operand, 6},
      {"bm e4\"x\";", E::invalid_operand, 5},
      {"bm e\x01;", E::invalid_operand, 4},
      {"bm e\x7F;", E::invalid_operand, 4},
      {"bm \xC3\xA9;", E::non_ascii, 3},
      {"b\xC3\xA9 x;", E::non_ascii, 1},
      {"\xC3\xA9;", E::non_ascii, 0},
      {"id \"x\"\xC3\xA9;", E::non_ascii, 6},
      {"bm e4;\nid x;", E::unexpected_whitespace, 6},
      {"bm\ne4;", E::unexpected_whitespace, 2},
      {"bm e4\r;", E::unexpected_whitespace, 5},
      {"id \"a\nb\";", E::unexpected_whitespace, 5},
      {"bm e4; hmvc 1; hmvc 2;", E::duplicate_opcode, 15},
      {"fmvn 1; fmvn 1;", E::duplicate_opcode, 8},
  };
  for (const auto& c : cases) check_epd_fails_both(line(c.operations), c.code, at(c.offset));
  // Right after the fourth field.
  check_epd_fails_both(std::string(board) + "_bm e4;", E::invalid_opcode, board.size());
  check_epd_fails_both(std::string(board) + "\nbm e4;", E::unexpected_whitespace, board.size());
}

TEST_CASE("epd: the messages name the part and say what is wrong") {
  struct message_case {
    std::string_view operations;
    std::string_view message;
  };
  const message_case cases[] = {
      {"0 1", "opcode: '0' cannot start an opcode; EPD has no counter fields (write hmvc and fmvn operations)"},
      {"_x;", "opcode: '_' cannot start an opcode; an opcode starts with a letter"},
      {"bm: e4;", "opcode: ':' cannot stand in an opcode (letters, digits, '_'); a blank goes before each operand"},
      {";", "operation: ';' with no opcode before it"},
      {"id \"abc", "string operand: no closing '\"'"},
      {"id \"a\"b;", "operand: 'b' right after a closing quote; a blank or ';' goes after a string"},
      {"bm e4\"x\";", "operand: '\"' cannot stand inside an unquoted operand; quote the whole operand"},
      {"bm e\x01;", "operand: byte 0x01 cannot stand in an operand"},
      {"bm \xC3\xA9;", "operations: byte 0xC3 is not ASCII; outside quoted strings an EPD line is plain ASCII"},
      {"bm e4;\nid x;", "operations: a line break inside the EPD line"},
  };
  for (const auto& c : cases) {
    const std::string text = line(c.operations);
    const auto r = fen::parse_epd(text);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message() == c.message);
  }
  const auto strict_cases = {
      message_case{"bm e4", "operation: not ended by ';'; strict mode wants ';' after every operation"},
      message_case{"bm e4;id x;", "operations: no space after ';'; strict mode wants one space between operations"},
      message_case{"bm\te4;", "operations: a tab; strict mode wants one space before each operation and operand"},
      message_case{"bm e4 ;",
                   "operations: an extra blank; strict mode wants one space before each operation and "
                   "operand, none before ';'"},
      message_case{"c0 \"C:\\x\";",
                   "string operand: a backslash escapes '\"' or '\\' only; write '\\\\' for a backslash"},
      message_case{"abcdefghijklmnop;", "opcode: longer than 15 characters"},
      message_case{"bm e4; bm d4;", "opcode: written twice; an opcode appears once in a line"},
  };
  for (const auto& c : strict_cases) {
    const std::string text = line(c.operations);
    const auto r = fen::parse_epd(text, strict);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message() == c.message);
  }
}

TEST_CASE("epd: what strict mode refuses and lenient mode takes, written back in canonical form") {
  struct lenient_case {
    std::string text;
    E code;
    std::size_t offset;
    std::string canonical;
  };
  const std::string b(board);
  const lenient_case cases[] = {
      {line("bm e4;  id x;"), E::unexpected_whitespace, at(7), line("bm e4; id x;")},
      {line("bm  e4;"), E::unexpected_whitespace, at(3), line("bm e4;")},
      {b + "  bm e4;", E::unexpected_whitespace, at(0), line("bm e4;")},
      {b + "\tbm e4;", E::unexpected_whitespace, board.size(), line("bm e4;")},
      {line("bm\te4;"), E::unexpected_whitespace, at(2), line("bm e4;")},
      {line("bm e4\t\td4 ;"), E::unexpected_whitespace, at(5), line("bm e4 d4;")},
      {line("bm e4 ;"), E::unexpected_whitespace, at(5), line("bm e4;")},
      {line("noop ;"), E::unexpected_whitespace, at(4), line("noop;")},
      {line("bm e4; "), E::unexpected_whitespace, at(6), line("bm e4;")},
      {b + " ", E::unexpected_whitespace, board.size(), b},
      {line("bm e4;\r\n"), E::unexpected_whitespace, at(6), line("bm e4;")},
      {line("bm e4;\n"), E::unexpected_whitespace, at(6), line("bm e4;")},
      {line("bm e4"), E::missing_semicolon, at(5), line("bm e4;")},
      {line("bm e4; id \"x\""), E::missing_semicolon, at(13), line("bm e4; id \"x\";")},
      {line("noop"), E::missing_semicolon, at(4), line("noop;")},
      {line("bm e4;id x;"), E::missing_space, at(6), line("bm e4; id x;")},
      {line("id \"x\";bm e4;"), E::missing_space, at(7), line("id \"x\"; bm e4;")},
      {line("abcdefghijklmnop x;"), E::opcode_too_long, at(0), line("abcdefghijklmnop x;")},
      {line("bm e4; bm d4;"), E::duplicate_opcode, at(7), line("bm e4; bm d4;")},
      {line("c0 \"C:\\games\";"), E::invalid_escape, at(6), line("c0 \"C:\\\\games\";")},
  };
  for (const auto& c : cases) {
    CAPTURE(c.text);
    check_epd_fails(c.text, c.code, c.offset, strict);
    const auto r = must_parse_epd(c.text, lenient);
    CHECK(fen::to_string(r) == c.canonical);
  }
  // 15 characters is the longest opcode strict mode takes.
  const std::string longest = line("abcdefghijklmno x;");
  CHECK(must_parse_epd(longest, strict).contains("abcdefghijklmno"));
  // A repeated opcode: find gives the first.
  const std::string twice = line("bm e4; bm d4;");
  CHECK(must_parse_epd(twice).find("bm")->operands[0].text == "e4");
  // Lenient mode without the final ';' reads the rest of the line as operands.
  const std::string no_semicolon = line("bm e4 id \"x\"");
  const auto rest = must_parse_epd(no_semicolon);
  REQUIRE(rest.size() == 1);
  CHECK(rest[0].operands.size() == 3);
}

TEST_CASE("epd: the position fields are read as fen::parse reads them, errors at line offsets") {
  struct position_case {
    std::string text;
    F code;
    std::size_t offset;
  };
  const position_case both[] = {
      {"8/8/8/8/8/8/8/9 w - - bm e4;", F::invalid_empty_count, 14},
      {"8/8/8/8/8/8/8/8 x - - bm e4;", F::invalid_side_to_move, 16},
      {"8/8/8/8/8/8/8/8 w KX - bm e4;", F::invalid_castling, 19},
      {"8/8/8/8/8/8/8/8 w - e9 bm e4;", F::invalid_en_passant, 20},
      {"8/8/8/8/8/8/8/8 w - bm e4;", F::invalid_en_passant, 20},
      {"8/8/8/8/8/8/8/8 w -", F::missing_field, 19},
      {"8/8/8/8/8/8/8/8 w", F::missing_field, 17},
      {"8/8/8/8/8/8/8/8", F::missing_field, 15},
      {"", F::empty_input, 0},
      {"8/8/8/8/8/8/8/8 w -\nbm e4;", F::unexpected_whitespace, 19},
  };
  for (const auto& c : both) {
    for (auto mode : {strict, lenient}) {
      CAPTURE(c.text);
      CAPTURE(mode == strict);
      const auto r = fen::parse_epd(c.text, mode);
      REQUIRE_FALSE(r.has_value());
      CHECK(r.error().code == E::position);
      CHECK(r.error().position_error.code == c.code);
      CHECK(r.error().position_error.offset == c.offset);
      CHECK(r.error().offset == c.offset);
    }
  }
  CHECK(fen::parse_epd("8/8/8/8/8/8/8/8 w -").error().message() ==
        "en passant: missing; an EPD line starts with the four position fields");
  CHECK(fen::parse_epd("8/8/8/8/8/8/8/8 w KX - bm e4;").error().message() ==
        "castling: 'X' is not a castling letter (KQkq, A-H or a-h, or '-' for none)");
  CHECK(fen::parse_epd("8/8/8/8/8/8/8/8 w KX - bm e4;").error().position_error.field == fen::field::castling);

  // Strict: the position fields as strict fen::parse takes them.
  const position_case strict_only[] = {
      {" 8/8/8/8/8/8/8/8 w - - bm e4;", F::unexpected_whitespace, 0},
      {"8/8/8/8/8/8/8/8  w - - bm e4;", F::unexpected_whitespace, 16},
      {"8/8/8/8/8/8/8/8_w - - bm e4;", F::underscore_separator, 15},
      {"r3k2r/8/8/8/8/8/8/R3K2R w HAha - bm e4;", F::castling_not_canonical, 26},
      {"4k3/8/8/8/8/8/8/4K3 w K - bm e4;", F::castling_rook_missing, 22},
  };
  for (const auto& c : strict_only) {
    CAPTURE(c.text);
    const auto r = fen::parse_epd(c.text, strict);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().code == E::position);
    CHECK(r.error().position_error.code == c.code);
    CHECK(r.error().offset == c.offset);
    CHECK(fen::parse_epd(c.text, lenient).has_value());
  }
  // Lenient reads Shredder-FEN and writes X-FEN; a right whose rook is missing is kept.
  CHECK(fen::to_string(must_parse_epd("r3k2r/8/8/8/8/8/8/R3K2R w HAha - bm e4;")) ==
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - bm e4;");
  CHECK(must_parse_epd("4k3/8/8/8/8/8/8/4K3 w K - bm e4;")
            .position.castling.rook_file(fen::color::white, fen::castling_side::king_side) == 7);
  // Lenient takes blanks and '_' around and between the position fields.
  CHECK(fen::to_string(must_parse_epd("  8/8/8/8/8/8/8/8_w\t- -   bm e4;  ")) == line("bm e4;"));

  // A full FEN is not an EPD line: its halfmove clock reads as an opcode.
  const std::string fen_line = "8/8/8/8/8/8/8/8 w - - 0 1";
  check_epd_fails_both(fen_line, E::invalid_opcode, 22);
  check_epd_fails_both(fen_line + " bm e4;", E::invalid_opcode, 22);
}

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

TEST_CASE("epd: capacities: a clear error, never a silent truncation") {
  using small_record = fen::basic_epd_record<2, 3>;
  const std::string two_operations = line("a; b;");
  CHECK(fen::parse_epd<small_record>(two_operations).has_value());
  const std::string three_operands = line("a 1 2 3;");
  CHECK(fen::parse_epd<small_record>(three_operands).has_value());
  struct capacity_case {
    std::string_view operations;
    E code;
    std::size_t offset;
  };
  const capacity_case cases[] = {
      {"a; b; c;", E::too_many_operations, 6},
      {"a 1 2 3 4;", E::too_many_operands, 8},
      {"a 1 2; b 3 4;", E::too_many_operands, 11},
      {"a \"x\" \"y\" \"z\" \"w\";", E::too_many_operands, 14},
  };
  for (const auto& c : cases) {
    for (auto mode : {strict, lenient}) {
      const std::string text = line(c.operations);
      CAPTURE(text);
      const auto r = fen::parse_epd<small_record>(text, mode);
      REQUIRE_FALSE(r.has_value());
      CHECK(r.error().code == c.code);
      CHECK(r.error().offset == at(c.offset));
    }
  }
  const std::string three_operations = line("a; b; c;");
  CHECK(fen::parse_epd<small_record>(three_operations).error().message() ==
        "operations: more than 2; the record holds 2 (fen::basic_epd_record sets the capacity)");
  const std::string four_operands = line("a 1 2 3 4;");
  CHECK(fen::parse_epd<small_record>(four_operands).error().message() ==
        "operands: more than 3 in all; the record holds 3 (fen::basic_epd_record sets the capacity)");

  // The usual record: 32 operations, 256 operands.
  std::string ops;
  for (std::size_t i = 0; i < fen::default_epd_operations; ++i) ops += "op" + std::to_string(i) + "; ";
  ops.pop_back();
  const std::string full = line(ops);
  CHECK(must_parse_epd(full, strict).size() == 32);
  const std::size_t last = line(ops).size() + 1;
  check_epd_fails_both(line(ops + " extra;"), E::too_many_operations, last);
  std::string operands = "pv";
  for (std::size_t i = 0; i < fen::default_epd_operands; ++i) operands += " e4";
  const std::string all_operands = line(operands + ";");
  CHECK(must_parse_epd(all_operands, strict).operand_count() == 256);
  check_epd_fails_both(line(operands + " e5;"), E::too_many_operands, line(operands).size() + 1);
  // A larger record takes it.
  const std::string one_more = line(operands + " e5;");
  CHECK(fen::parse_epd<fen::basic_epd_record<64, 512>>(one_more).has_value());
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
  CHECK(short_of_one.error().info == 44);
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

TEST_CASE("epd: every code has its own name, and messages that fit") {
  std::vector<std::string> names;
  for (int value = 1; value <= 16; ++value) {
    const auto code = static_cast<E>(value);
    CAPTURE(value);
    const std::string name(fen::name(code));
    CHECK(name != "unknown");
    for (const auto& other : names) CHECK(other != name);
    names.push_back(name);
    for (int byte = 0; byte < 256; byte += 7) {
      for (std::size_t info : {std::size_t{0}, std::size_t{1}, std::size_t{0} - 1}) {
        fen::epd_error e{};
        e.code = code;
        e.byte = static_cast<char>(byte);
        e.info = info;
        e.position_error.code = F::castling_not_canonical;
        e.position_error.field = fen::field::castling;
        const auto message = e.message();
        CHECK_FALSE(message.empty());
        CHECK(message.size() < fen::max_message_length);  // never cut short
        CHECK(message.view().find(": ") != std::string_view::npos);
      }
    }
  }
  CHECK(fen::name(static_cast<E>(99)) == "unknown");
}

TEST_CASE("epd: value() throws epd_parse_error with the code, offset and message") {
  const std::string bad_text = line("bm e4; ;");
  const auto bad = fen::parse_epd(bad_text);
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.value_or(fen::epd_record{}).empty());
  const std::string good_text = line("bm e4;");
  const auto good = fen::parse_epd(good_text);
  CHECK(good.value().size() == 1);
  CHECK(fen::name(E::position) == "position");
  CHECK(fen::name(E::line_too_long) == "line_too_long");
  CHECK(static_cast<int>(E::missing_opcode) == 4);
  CHECK(static_cast<int>(E::line_too_long) == 16);
#if FEN_EXCEPTIONS
  CHECK_THROWS_AS(bad.value(), fen::epd_parse_error);
  CHECK_THROWS_AS(bad.value(), std::runtime_error);
  try {
    (void)bad.value();
  } catch (const fen::epd_parse_error& e) {
    CHECK(e.code() == E::missing_opcode);
    CHECK(e.offset() == at(7));
    CHECK(std::string(e.what()) == "operation: ';' with no opcode before it");
  }
  const auto bad_position = fen::parse_epd("8/8/8/8/8/8/8/9 w - - bm e4;");
  try {
    (void)bad_position.value();
  } catch (const fen::epd_parse_error& e) {
    CHECK(e.code() == E::position);
    CHECK(e.error().position_error.code == F::invalid_empty_count);
    CHECK(std::string(e.what()) == "placement: '9' is not a count of empty squares (1 to 8)");
  }
#endif
}

TEST_CASE("epd: random edits never read outside the line; what strict mode takes is canonical") {
  const std::string seeds[] = {
      R"(2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";)",
      R"(8/8/8/8/8/8/8/8 w - - hmvc 3; fmvn 7; c0 "a \"b\" \\ c"; pv e4 e5; ce -1.5; noop;)",
      R"(r3k2r/8/8/8/8/8/8/R3K2R b KQkq - am O-O; c1 "x";)",
  };
  const char alphabet[] = " \t;\"\\ae0123_-.+\n\r\xC3KQkqhmvcfn";
  std::mt19937 rng(20261129);
  int strict_accepted = 0;
  int lenient_accepted = 0;
  for (int i = 0; i < 30000; ++i) {
    std::string text = seeds[rng() % 3];
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits; ++e) {
      const std::size_t where = rng() % (text.size() + 1);
      const char c = alphabet[rng() % (sizeof alphabet - 1)];
      switch (rng() % 3) {
        case 0: text.insert(where, 1, c); break;
        case 1:
          if (where < text.size()) text.erase(where, 1);
          break;
        default:
          if (where < text.size()) text[where] = c;
          break;
      }
    }
    CAPTURE(text);
    // Copied into a buffer of its exact size, so that a read past the end is caught by sanitizers.
    const std::vector<char> bytes(text.begin(), text.end());
    const std::string_view view(bytes.data(), bytes.size());
    const auto s = fen::parse_epd(view, strict);
    const auto l = fen::parse_epd(view, lenient);
    if (!s) CHECK(s.error().offset <= view.size());
    if (!l) CHECK(l.error().offset <= view.size());
    if (s) {
      ++strict_accepted;
      CHECK(fen::to_string(*s) == text);
      REQUIRE(l.has_value());
      CHECK(*l == *s);
    }
    if (l) {
      ++lenient_accepted;
      const std::string canonical = fen::to_string(*l);
      const auto again = fen::parse_epd(canonical);
      REQUIRE(again.has_value());
      CHECK(*again == *l);
      CHECK(fen::to_string(*again) == canonical);
    }
  }
  // The edits leave enough lines readable for the properties to mean something.
  CHECK(strict_accepted > 1000);
  CHECK(lenient_accepted > strict_accepted);
}

// ---------------------------------------------------------------------------------------------
// Compile time: an EPD line read, inspected and written inside static_assert.
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
