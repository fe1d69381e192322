// EPD lines read: the position fields as fen::parse reads them, operations as views into the line,
// what strict mode refuses and lenient mode takes, and random edits that never read outside it.
#include "epd_support.hpp"

#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

using namespace epd_test;

namespace {
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
    check_fails(c.text, c.code, c.offset, strict);
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

  // A full FEN is not a strict EPD line: its halfmove clock reads as an opcode. (Lenient reads its
  // counters as hmvc and fmvn: tests/epd_lenient.cpp.)
  const std::string fen_line = "8/8/8/8/8/8/8/8 w - - 0 1";
  fen_test::check_fails(fen_line, E::invalid_opcode, 22, strict);
  fen_test::check_fails(fen_line + " bm e4;", E::invalid_opcode, 22, strict);
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
