// The opcodes that set a position field (hmvc, fmvn): read into the position, exactly one counter,
// once a line, written from the position; checked row by row from the library's table of them.
#include "epd_support.hpp"

#include <iterator>
#include <string>
#include <vector>

using namespace epd_test;

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
    check_fails_both(text, code, at(c.offset));
  }
  // Lenient, at the end of the line without ';'.
  check_fails(line("hmvc"), E::invalid_counter, at(4), lenient);
  check_fails(line("hmvc"), E::missing_semicolon, at(4), strict);
  const std::string fmvn = line("fmvn x;");
  CHECK(fen::parse_epd(fmvn).error().message() ==
        "fmvn: wants one whole number from 0 to 4294967295, with no sign or leading zero");
  const std::string hmvc = line("hmvc;");
  CHECK(fen::parse_epd(hmvc).error().message() ==
        "hmvc: wants one whole number from 0 to 4294967295, with no sign or leading zero");
}

// Each row of the table of opcodes that set a position field, checked the same way, so that a row
// added there is tested everywhere such an opcode is treated apart.
TEST_CASE("epd: every opcode that sets a position field, row by row") {
  std::vector<std::string_view> names;
  for (const fen::detail::epd_special_opcode& s : fen::detail::epd_special_opcodes) {
    const std::string name(s.name);
    CAPTURE(name);
    for (const auto other : names) CHECK(other != s.name);
    names.push_back(s.name);
    CHECK(fen::epd_opcode_for(s.field) == s.name);
    CHECK(s.operands == 1);  // the parser and the writer take one counter

    // Without it the field has its default; with it, its value, in both modes.
    const std::string without_text = line("bm e4;");
    CHECK(must_parse_epd(without_text, strict).position.*s.counter == s.default_value);
    const std::string with_text = line(name + " 7;");
    CHECK(must_parse_epd(with_text, strict).position.*s.counter == 7);
    CHECK(must_parse_epd(with_text, lenient).position.*s.counter == 7);

    // Errors name it, in both modes: no counter, one too many, not a counter, written twice.
    struct error_case {
      std::string operations;
      E code;
      std::size_t offset;
    };
    const error_case errors[] = {
        {name + ";", E::invalid_counter, name.size()},
        {name + " 1 2;", E::invalid_counter, name.size() + 3},
        {name + " -1;", E::invalid_counter, name.size() + 1},
        {"bm e4; " + name + " 1; " + name + " 1;", E::duplicate_opcode, 7 + name.size() + 4},
    };
    for (const auto& c : errors) {
      const std::string text = line(c.operations);
      check_fails_both(text, c.code, at(c.offset));
      const auto r = fen::parse_epd(text);
      CHECK(r.error().opcode_field == s.field);
      CHECK(r.error().byte == '\0');
    }
    const std::string bad_text = line(name + " x;");
    CHECK(fen::parse_epd(bad_text).error().message() ==
          name + ": wants one whole number from 0 to 4294967295, with no sign or leading zero");
    const std::string full_text = line("a; " + name + " 1;");
    const auto full = fen::parse_epd<fen::basic_epd_record<1, 4>>(full_text);
    CHECK(full.error().code == E::too_many_operations);
    CHECK(full.error().opcode_field == s.field);

    // add takes it without operands only: its value is the position's.
    auto record = fen::to_epd(fen::empty_board, fen::epd_counters::omit);
    CHECK_FALSE(record.add(s.name, {epd_operand::unquoted("3")}));
    REQUIRE(record.add(s.name));
    record.position.*s.counter = 42;
    CHECK(fen::to_string(record) == line(name + " 42;"));

    // to_epd writes it when the field is not its default (by default), always, or never.
    auto p = fen::empty_board;
    p.*s.counter = s.default_value;
    CHECK_FALSE(fen::to_epd(p).contains(s.name));
    CHECK(fen::to_epd(p, fen::epd_counters::always).contains(s.name));
    p.*s.counter = s.default_value + 1;
    CHECK(fen::to_epd(p).contains(s.name));
    CHECK_FALSE(fen::to_epd(p, fen::epd_counters::omit).contains(s.name));

    // Records compare by the position, not by the operands written for it.
    const std::string one_text = line(name + " 5;");
    const auto one = must_parse_epd(one_text);
    auto two = fen::to_epd(one.position, fen::epd_counters::omit);
    REQUIRE(two.add(s.name));  // no operand, where `one` has "5"
    CHECK(one == two);
    two.position.*s.counter = 6;
    CHECK(one != two);
  }
  CHECK(names.size() == std::size(fen::detail::epd_special_opcodes));
  CHECK(fen::epd_opcode_for(fen::field::castling).empty());
  // Other opcodes are not named in errors.
  const std::string twice_text = line("bm e4; bm d4;");
  CHECK_FALSE(fen::parse_epd(twice_text, strict).error().opcode_field.has_value());
}
