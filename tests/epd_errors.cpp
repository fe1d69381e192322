// EPD errors: every code with its offset in both modes, the messages, the capacities, the names of
// the codes, and what value() throws.
#include "epd_support.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace epd_test;

TEST_CASE("epd: malformed operations, each with its code and offset, in both modes") {
  struct bad_case {
    std::string_view operations;
    E code;
    std::size_t offset;
  };
  const bad_case cases[] = {
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
  for (const auto& c : cases) check_fails_both(line(c.operations), c.code, at(c.offset));
  // What lenient mode reads as real files write it (tests/epd_lenient.cpp), strict refuses.
  const bad_case strict_cases[] = {
      {";", E::missing_opcode, 0},
      {"bm e4; ;", E::missing_opcode, 7},
      {"0 1", E::invalid_opcode, 0},
      {"- bm e4;", E::invalid_opcode, 0},
  };
  for (const auto& c : strict_cases) fen_test::check_fails(line(c.operations), c.code, at(c.offset), strict);
  // Right after the fourth field.
  check_fails_both(std::string(board) + "_bm e4;", E::invalid_opcode, board.size());
  check_fails_both(std::string(board) + "\nbm e4;", E::unexpected_whitespace, board.size());
}

TEST_CASE("epd: the messages name the part and say what is wrong") {
  struct message_case {
    std::string_view operations;
    std::string_view message;
  };
  const message_case cases[] = {
      {"_x;", "opcode: '_' cannot start an opcode; an opcode starts with a letter"},
      // Free text after the operations that starts with a digit is no counter: no hint about counters.
      {"bm Qd1+; 1 good move", "opcode: '1' cannot start an opcode; an opcode starts with a letter"},
      {"bm: e4;", "opcode: ':' cannot stand in an opcode (letters, digits, '_'); a blank goes before each operand"},
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
      message_case{"0 1",
                   "opcode: '0' cannot start an opcode; EPD has no counter fields (write hmvc and fmvn operations)"},
      message_case{";", "operation: ';' with no opcode before it"},
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

TEST_CASE("epd: the facts a message needs are typed fields") {
  const std::string counter_text = line("0 1");
  const auto counter = fen::parse_epd(counter_text, strict);
  REQUIRE_FALSE(counter);
  CHECK(counter.error().at_opcode_start);
  CHECK_FALSE(counter.error().after_operation);
  CHECK_FALSE(counter.error().after_string);
  const std::string note_text = line("bm Qd1+; 12 is a note");
  const auto note = fen::parse_epd(note_text);
  REQUIRE_FALSE(note);
  CHECK(note.error().at_opcode_start);
  CHECK(note.error().after_operation);
  const std::string inside_text = line("bm: e4;");
  const auto inside = fen::parse_epd(inside_text);
  REQUIRE_FALSE(inside);
  CHECK(inside.error().code == fen::epd_error_code::invalid_opcode);
  CHECK_FALSE(inside.error().at_opcode_start);
  const std::string glued_text = line("id \"a\"b;");
  const auto glued = fen::parse_epd(glued_text);
  REQUIRE_FALSE(glued);
  CHECK(glued.error().code == fen::epd_error_code::invalid_operand);
  CHECK(glued.error().after_string);
  const std::string unquoted_text = line("bm e4\"x\";");
  const auto unquoted = fen::parse_epd(unquoted_text);
  REQUIRE_FALSE(unquoted);
  CHECK_FALSE(unquoted.error().after_string);
  // A line break where an opcode would start is a line break, and says nothing of opcodes.
  const std::string broken_text = line("bm e4;\nid x;");
  const auto broken = fen::parse_epd(broken_text);
  REQUIRE_FALSE(broken);
  CHECK(broken.error().code == fen::epd_error_code::unexpected_whitespace);
  CHECK_FALSE(broken.error().at_opcode_start);
  CHECK(broken.error().capacity == 0);
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
  check_fails_both(line(ops + " extra;"), E::too_many_operations, last);
  std::string operands = "pv";
  for (std::size_t i = 0; i < fen::default_epd_operands; ++i) operands += " e4";
  const std::string all_operands = line(operands + ";");
  CHECK(must_parse_epd(all_operands, strict).operand_count() == 256);
  check_fails_both(line(operands + " e5;"), E::too_many_operands, line(operands).size() + 1);
  // A larger record takes it.
  const std::string one_more = line(operands + " e5;");
  CHECK(fen::parse_epd<fen::basic_epd_record<64, 512>>(one_more).has_value());
}

TEST_CASE("epd: every code has its own name, and messages that fit") {
  std::vector<std::string> names;
  constexpr auto last = static_cast<unsigned>(fen::detail::last_epd_error_code);
  static_assert(last >= 16, "codes are never removed");
  for (unsigned value = 1; value <= last; ++value) {
    const auto code = static_cast<E>(value);
    CAPTURE(value);
    const std::string name(fen::name(code));
    CHECK(name != "unknown");
    for (const auto& other : names) CHECK(other != name);
    names.push_back(name);
    for (int byte = 0; byte < 256; byte += 7) {
      for (std::size_t number : {std::size_t{0}, std::size_t{1}, std::size_t{0} - 1}) {
        fen::epd_error e{};
        e.code = code;
        e.byte = static_cast<char>(byte);
        e.capacity = number;
        e.at_opcode_start = number == 1;
        e.after_string = number == 1;
        e.position_error.code = F::castling_not_canonical;
        e.position_error.field = fen::field::castling;
        const auto message = e.message();
        CHECK_FALSE(message.empty());
        CHECK(message.size() < fen::max_message_length);  // never cut short
        CHECK(message.view().find(": ") != std::string_view::npos);
      }
    }
  }
  CHECK(fen::name(static_cast<E>(last + 1)) == "unknown");
  CHECK(fen::name(static_cast<E>(99)) == "unknown");
}

TEST_CASE("epd: value() throws epd_parse_error with the code, offset and message") {
  const std::string bad_text = line("bm e4; _x;");
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
  CHECK(static_cast<int>(E::counter_conflict) == 17);
#if FEN_EXCEPTIONS
  CHECK_THROWS_AS((void)bad.value(), fen::epd_parse_error);
  CHECK_THROWS_AS((void)bad.value(), std::runtime_error);
  try {
    (void)bad.value();
  } catch (const fen::epd_parse_error& e) {
    CHECK(e.code() == E::invalid_opcode);
    CHECK(e.offset() == at(7));
    CHECK(std::string(e.what()) == "opcode: '_' cannot start an opcode; an opcode starts with a letter");
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

TEST_CASE("epd: every code up to the last is what some line gives") {
  struct producing_case {
    std::string text;
    fen::strictness mode;
  };
  const producing_case cases[] = {
      {"8/8/8/8/8/8/8/9 w - - bm e4;", lenient},  // position
      {line("b-m e4;"), lenient},                 // invalid_opcode
      {line("abcdefghijklmnop;"), strict},        // opcode_too_long
      {line(";"), strict},                        // missing_opcode
      {line("bm e4"), strict},                    // missing_semicolon
      {line("id \"x"), lenient},                  // unterminated_string
      {line("c0 \"\\x\";"), strict},              // invalid_escape
      {line("bm e\"4;"), lenient},                // invalid_operand
      {line("bm \xC3\xA9;"), lenient},            // non_ascii
      {line("bm  e4;"), strict},                  // unexpected_whitespace
      {line("bm e4;id x;"), strict},              // missing_space
      {line("hmvc x;"), lenient},                 // invalid_counter
      {line("bm e4; bm d4;"), strict},            // duplicate_opcode
      {line("0 1 hmvc 2;"), lenient},             // counter_conflict
  };
  std::vector<E> seen;
  for (const auto& c : cases) {
    const auto r = fen::parse_epd(c.text, c.mode);
    REQUIRE_FALSE(r.has_value());
    seen.push_back(r.error().code);
  }
  const std::string two_operations = line("a; b;");
  seen.push_back(fen::parse_epd<fen::basic_epd_record<1, 1>>(two_operations).error().code);
  const std::string two_operands = line("a 1 2;");
  seen.push_back(fen::parse_epd<fen::basic_epd_record<1, 1>>(two_operands).error().code);
  seen.push_back(fen::serialize_epd<4>(fen::to_epd(fen::empty_board)).error().code);
  for (unsigned value = 1; value <= static_cast<unsigned>(fen::detail::last_epd_error_code); ++value) {
    CAPTURE(value);
    CHECK(std::count(seen.begin(), seen.end(), static_cast<E>(value)) == 1);
  }
}
