// EPD lines read into a record that is kept from line to line (`parse_epd(line, record)`): the same
// results as `parse_epd(line)`, and a reused record holds nothing of an earlier line.
#include "epd_support.hpp"

#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

using namespace epd_test;

namespace {
// Everything a reader can see of a record the same, the operands of hmvc and fmvn included (which
// `==` leaves out).
template <class Record>
bool same_record(const Record& a, const Record& b) {
  if (a != b || a.size() != b.size() || a.operand_count() != b.operand_count()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].opcode != b[i].opcode || a[i].operands.size() != b[i].operands.size()) return false;
    for (std::size_t j = 0; j < a[i].operands.size(); ++j) {
      const epd_operand& x = a[i].operands[j];
      const epd_operand& y = b[i].operands[j];
      if (x.kind != y.kind || x.text != y.text || x.escaped != y.escaped) return false;
    }
  }
  return true;
}

// Reads `text` into `record` and checks that it gives what a fresh parse_epd gives.
template <class Record>
void check_reads_as_fresh(std::string_view text, Record& record, fen::parse_options options) {
  CAPTURE(text);
  const auto fresh = fen::parse_epd<Record>(text, options);
  const auto into = fen::parse_epd(text, record, options);
  REQUIRE(into.has_value() == fresh.has_value());
  if (fresh) {
    CHECK(*into == &record);
    CHECK(same_record(record, *fresh));
  } else {
    CHECK(into.error() == fresh.error());
    CHECK(same_record(record, Record{}));  // empty after a failure
  }
}

template <class T, class = void>
struct parses_into : std::false_type {};
template <class T>
struct parses_into<T, std::void_t<decltype(fen::parse_epd(std::declval<T>(), std::declval<fen::epd_record&>()))>>
    : std::true_type {};
}  // namespace

TEST_CASE("epd into a record: the same record and errors as parse_epd") {
  const std::string lines[] = {
      R"(2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";)",
      R"(8/8/8/8/8/8/8/8 w - - hmvc 3; fmvn 7; c0 "a \"b\" \\ c"; pv e4 e5; ce -1.5; noop;)",
      "8/8/8/8/8/8/8/8 b - -",
      "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 12 40 bm O-O;",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
      "  8/8/8/8/8/8/8/8_w_-_- ;; bm e4 \t",
      "r3k2r/8/8/8/8/8/8/R3K2R w q - - bm Rxf4;",
      "8/8/8/8/8/8/8/8 w - - bm e4; bm d4;",
      "8/8/8/8/8/8/8/8 w - - hmvc 1; hmvc 2;",  // errors: duplicate_opcode
      "8/8/8/8/8/8/8/8 w - - 3 hmvc 4;",        // counter_conflict
      "8/8/8/8/8/8/8/8 w - - id \"open",        // unterminated_string
      "8/8/8/8/8/8/8/8 w -",                    // a missing field
      "8/8/8/8/8/8/8/9 w - - bm e4;",           // a position error
      "",
  };
  for (const fen::strictness mode : {strict, lenient}) {
    CAPTURE(static_cast<int>(mode));
    // One record for all the lines, in order and in reverse: each reads as if the record were new.
    fen::epd_record record;
    for (const std::string& text : lines) check_reads_as_fresh(text, record, mode);
    for (auto it = std::rbegin(lines); it != std::rend(lines); ++it) check_reads_as_fresh(*it, record, mode);
  }
  // The other overloads: a NUL-terminated line and a fixed_string; temporaries refused.
  fen::epd_record record;
  REQUIRE(fen::parse_epd("8/8/8/8/8/8/8/8 w - - bm e4;", record).has_value());
  CHECK(record.find("bm")->operands[0].text == "e4");
  const fen::epd_string written = fen::serialize_epd(record).value();
  REQUIRE(fen::parse_epd(written, record, strict).has_value());
  CHECK(record.find("bm")->operands[0].text.data() >= written.data());
  static_assert(parses_into<std::string_view>::value);
  static_assert(parses_into<const char*>::value);
  static_assert(parses_into<const std::string&>::value);
  static_assert(!parses_into<std::string>::value);
  static_assert(!parses_into<std::string&&>::value);
  static_assert(!parses_into<fen::epd_string>::value);
  // An lvalue of parse_options or strictness still picks the overload that makes a record.
  const fen::parse_options options = strict;
  static_assert(
      std::is_same_v<decltype(fen::parse_epd(std::string_view(), options)), fen::epd_result<fen::epd_record>>);
  const fen::strictness mode = strict;
  static_assert(std::is_same_v<decltype(fen::parse_epd(std::string_view(), mode)), fen::epd_result<fen::epd_record>>);
}

TEST_CASE("epd into a record: a reused record holds nothing of the previous line") {
  const std::string many = R"(r3k2r/8/8/8/8/8/8/R3K2R b KQkq e3 hmvc 9; fmvn 30; pv a b c d; id "x"; c0 "y";)";
  const std::string none = "8/8/8/8/8/8/8/8 w - -";
  const std::string one = "8/8/8/8/8/8/8/8 w - - bm e4;";
  fen::epd_record record;
  REQUIRE(fen::parse_epd(many, record).has_value());
  CHECK(record.size() == 5);
  CHECK(record.operand_count() == 8);
  CHECK(record.position.halfmove_clock == 9);

  REQUIRE(fen::parse_epd(none, record).has_value());
  CHECK(record.empty());
  CHECK(record.operand_count() == 0);
  CHECK(record.begin() == record.end());
  CHECK_FALSE(record.contains("pv"));
  CHECK_FALSE(record.counter(fen::field::halfmove_clock).has_value());
  CHECK(record.position == must_parse("8/8/8/8/8/8/8/8 w - - 0 1"));
  CHECK(fen::to_string(record) == none);

  REQUIRE(fen::parse_epd(many, record).has_value());
  REQUIRE(fen::parse_epd(one, record).has_value());
  REQUIRE(record.size() == 1);
  CHECK(record.operand_count() == 1);
  CHECK(record[0].opcode == "bm");
  CHECK(record[0].operands.size() == 1);
  CHECK_FALSE(record.find("id").has_value());
  CHECK(record.position.fullmove_number == 1);
  CHECK(fen::to_string(record) == one);
  // add() after a reuse appends after this line's operations, not the earlier line's.
  REQUIRE(record.add("id", {epd_operand::quoted("z")}));
  CHECK(fen::to_string(record) == one + R"( id "z";)");

  // A failure leaves it empty: the default position and no operations.
  REQUIRE(fen::parse_epd(many, record).has_value());
  const std::string open_string = none + " bm e4; id \"open";
  const auto failed = fen::parse_epd(open_string, record);
  REQUIRE_FALSE(failed.has_value());
  CHECK(failed.error().code == E::unterminated_string);
  CHECK(record.empty());
  CHECK(record.operand_count() == 0);
  CHECK(record.position == fen::position{});
  const auto bad_position = fen::parse_epd("8/8/8/8/8/8/8/8 x - - bm e4;", record);
  REQUIRE_FALSE(bad_position.has_value());
  CHECK(bad_position.error().code == E::position);
  CHECK(record == fen::epd_record{});
}

TEST_CASE("epd into a record: a large record in strict mode (its opcode index) and full records") {
  using big = fen::basic_epd_record<100, 200>;
  std::string full = std::string(board);
  for (int i = 0; i < 100; ++i) full += " o" + std::to_string(i) + " " + std::to_string(i) + ";";
  big record;
  for (const fen::strictness mode : {strict, lenient}) {
    check_reads_as_fresh(full, record, mode);
    CHECK(record.size() == 100);
    // The opcodes of the line before are not duplicates of this line's.
    check_reads_as_fresh(line("o5 1; o6 2;"), record, mode);
    CHECK(record.size() == 2);
    check_reads_as_fresh(full + " o5 1;", record, mode);  // too_many_operations
    check_reads_as_fresh(line("o5 1; o5 2;"), record, mode);
  }
  // A small record: its capacities are met by this line alone.
  using small = fen::basic_epd_record<2, 2>;
  small s;
  check_reads_as_fresh(line("a 1; b 2;"), s, lenient);
  check_reads_as_fresh(line("c 1 2;"), s, lenient);
  check_reads_as_fresh(line("c 1 2 3;"), s, lenient);  // too_many_operands
  check_reads_as_fresh(line("a; b; c;"), s, lenient);  // too_many_operations
  check_reads_as_fresh(line("a; b;"), s, lenient);
}

TEST_CASE("epd into a record: random lines into one record read as into a new one") {
  const std::string seeds[] = {
      R"(2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";)",
      R"(8/8/8/8/8/8/8/8 w - - hmvc 3; fmvn 7; c0 "a \"b\" \\ c"; pv e4 e5; ce -1.5; noop;)",
      R"(r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 4 9 am O-O; c1 "x";)",
      "8/8/8/8/8/8/8/8 w - -",
  };
  const char alphabet[] = " \t;\"\\ae0123_-.+\n\r\xC3KQkqhmvcfn";
  std::mt19937 rng(20260101);
  fen::epd_record strict_record;
  fen::epd_record lenient_record;
  std::vector<std::string> texts;  // the records view them: kept until the next line is read
  for (int i = 0; i < 5000; ++i) {
    std::string text = seeds[rng() % std::size(seeds)];
    for (int e = static_cast<int>(rng() % 4); e > 0; --e) {
      const std::size_t where = rng() % (text.size() + 1);
      const char c = alphabet[rng() % (sizeof alphabet - 1)];
      if (rng() % 2 == 0)
        text.insert(where, 1, c);
      else if (where < text.size())
        text.erase(where, 1);
    }
    check_reads_as_fresh(text, strict_record, strict);
    check_reads_as_fresh(text, lenient_record, lenient);
  }
}

namespace {
// In a constant expression: one record, three lines; each reads whole, and the last holds only itself.
constexpr bool reads_three_lines_into_one_record() {
  fen::epd_record record;
  if (!fen::parse_epd(R"(8/8/8/8/8/8/8/8 w - - hmvc 4; pv e4 e5 d4; id "a";)", record)) return false;
  if (record.size() != 3 || record.operand_count() != 5 || record.position.halfmove_clock != 4) return false;
  if (fen::parse_epd("8/8/8/8/8/8/8/8 w - - bm", record, strict)) return false;  // no ';'
  if (!record.empty() || record.position != fen::position{}) return false;
  if (!fen::parse_epd("8/8/8/8/8/8/8/8 b - - bm e4;", record, strict)) return false;
  return record.size() == 1 && record.operand_count() == 1 && record.position.halfmove_clock == 0 &&
         record.find("bm")->operands[0].text == "e4" && !record.contains("id");
}
static_assert(reads_three_lines_into_one_record());
}  // namespace

TEST_CASE("epd into a record: the compile-time reuse holds at run time too") {
  CHECK(reads_three_lines_into_one_record());
}
