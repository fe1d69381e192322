// Pictures (fen/svg.hpp): the structure of what fen::svg writes, read back with a small XML reader
// of the test's own: the document's size and view box, one piece a occupied square where the
// orientation puts it, the highlights, the arrows, the coordinates, the pockets and the checks
// left, the same bytes for the same input, and the colours svg_color::parse takes and refuses.
// That the pictures are well-formed XML is checked by a real parser (xmllint, svg.well_formed),
// and what they look like by a browser (browser.svg_render): tests/svg/.
#include "support.hpp"

#include <fen/svg.hpp>

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

using fen_test::must_parse;

namespace {

// ---------------------------------------------------------------------------------------------
// A small reader of the XML fen::svg writes: elements, their attributes and their text, in
// document order. It fails (`ok` false) on a tag it cannot read or one closed out of order.
struct element {
  std::string name;
  std::map<std::string, std::string> attributes;
  std::string text;  // the text directly inside it
  int parent = -1;   // index in the list, -1 for the root

  [[nodiscard]] std::string at(const std::string& key) const {
    const auto found = attributes.find(key);
    return found == attributes.end() ? std::string() : found->second;
  }
  [[nodiscard]] bool has(const std::string& key) const { return attributes.count(key) != 0; }
  [[nodiscard]] bool has_class(const std::string& word) const {
    const std::string classes = " " + at("class") + " ";
    return classes.find(" " + word + " ") != std::string::npos;
  }
};

struct document {
  std::vector<element> elements;
  bool ok = false;

  // The elements with this class, in document order.
  [[nodiscard]] std::vector<const element*> of_class(const std::string& word) const {
    std::vector<const element*> found;
    for (const element& e : elements)
      if (e.has_class(word)) found.push_back(&e);
    return found;
  }
  [[nodiscard]] std::vector<const element*> named(const std::string& name) const {
    std::vector<const element*> found;
    for (const element& e : elements)
      if (e.name == name) found.push_back(&e);
    return found;
  }
  [[nodiscard]] std::vector<const element*> children(const element& of, const std::string& name) const {
    std::vector<const element*> found;
    for (const element& e : elements)
      if (e.parent >= 0 && &elements[static_cast<std::size_t>(e.parent)] == &of && e.name == name) found.push_back(&e);
    return found;
  }
  // The one element with this class and data-square, or null.
  [[nodiscard]] const element* on(const std::string& word, std::string_view square) const {
    for (const element& e : elements)
      if (e.has_class(word) && e.at("data-square") == square) return &e;
    return nullptr;
  }
};

document read_xml(std::string_view text) {
  document d;
  std::vector<int> open;
  std::size_t i = 0;
  auto name_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == ':';
  };
  while (i < text.size()) {
    if (text[i] != '<') {
      const std::size_t end = text.find('<', i);
      if (!open.empty()) d.elements[static_cast<std::size_t>(open.back())].text += std::string(text.substr(i, end - i));
      if (end == std::string_view::npos) break;
      i = end;
      continue;
    }
    if (text.substr(i, 2) == "</") {
      const std::size_t end = text.find('>', i);
      if (end == std::string_view::npos || open.empty()) return d;
      if (text.substr(i + 2, end - i - 2) != d.elements[static_cast<std::size_t>(open.back())].name) return d;
      open.pop_back();
      i = end + 1;
      continue;
    }
    element e;
    e.parent = open.empty() ? -1 : open.back();
    ++i;
    while (i < text.size() && name_char(text[i])) e.name += text[i++];
    if (e.name.empty()) return d;
    bool closed = false;
    while (true) {
      while (i < text.size() && (text[i] == ' ' || text[i] == '\n')) ++i;
      if (i >= text.size()) return d;
      if (text[i] == '>') {
        ++i;
        break;
      }
      if (text.substr(i, 2) == "/>") {
        i += 2;
        closed = true;
        break;
      }
      std::string key;
      while (i < text.size() && name_char(text[i])) key += text[i++];
      if (key.empty() || text.substr(i, 2) != "=\"") return d;
      i += 2;
      const std::size_t end = text.find('"', i);
      if (end == std::string_view::npos || e.attributes.count(key) != 0) return d;
      e.attributes[key] = std::string(text.substr(i, end - i));
      i = end + 1;
    }
    d.elements.push_back(e);
    if (!closed) open.push_back(static_cast<int>(d.elements.size() - 1));
  }
  d.ok = open.empty() && !d.elements.empty() && d.elements[0].name == "svg";
  return d;
}

document picture(const fen::position& p, const fen::svg_options& o = {}) {
  const document d = read_xml(fen::svg(p, o));
  REQUIRE(d.ok);
  return d;
}

int number(const std::string& text) { return std::stoi(text); }

fen::position parse_as(std::string_view text, fen::variant v) {
  const fen::result<fen::position> r = fen::parse(text, v);
  INFO("input: ", std::string(text));
  REQUIRE(r.has_value());
  return *r;
}

// The square's rect and its piece's translation, as numbers.
std::pair<int, int> corner_of_square(const document& d, std::string_view name) {
  const element* rect = d.on("square", name);
  REQUIRE(rect != nullptr);
  return {number(rect->at("x")), number(rect->at("y"))};
}

std::pair<int, int> corner_of_piece(const document& d, std::string_view name) {
  const element* group = d.on("piece", name);
  REQUIRE(group != nullptr);
  const std::string place = group->at("transform");  // translate(x y)
  REQUIRE(place.rfind("translate(", 0) == 0);
  const std::size_t blank = place.find(' ');
  return {number(place.substr(10, blank - 10)), number(place.substr(blank + 1))};
}

const std::string_view positions[] = {
    fen::start_fen,
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "r3k2r/pp1n1ppp/2p1pn2/q2p4/1bPP4/2N1PN2/PPQ2PPP/R3KB1R w KQkq - 4 9",
    "bnrqkbrn/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBRN w GCgc - 0 1",
};

}  // namespace

TEST_CASE("svg: a standalone document with its namespace, view box and size") {
  const document d = picture(fen::start_position);
  const element& root = d.elements[0];
  CHECK(root.at("xmlns") == "http://www.w3.org/2000/svg");
  CHECK(root.at("viewBox") == "0 0 800 800");
  CHECK(root.at("width") == "400");
  CHECK(root.at("height") == "400");
  CHECK(d.named("desc").size() == 1);
  CHECK(d.named("desc")[0]->text == fen::start_fen);

  fen::svg_options o;
  o.size = 0;
  const document scaled = picture(fen::start_position, o);
  CHECK_FALSE(scaled.elements[0].has("width"));
  CHECK_FALSE(scaled.elements[0].has("height"));
  CHECK(scaled.elements[0].at("viewBox") == "0 0 800 800");

  // Coordinates outside widen the view box by 40 on the left and under the board; the height
  // follows the width in proportion.
  o.size = 630;
  o.coordinates = fen::svg_coordinates::outside;
  const document margins = picture(fen::start_position, o);
  CHECK(margins.elements[0].at("viewBox") == "0 0 840 840");
  CHECK(margins.elements[0].at("width") == "630");
  CHECK(margins.elements[0].at("height") == "630");

  // Strips above and below (pockets): 110 each way, the height rounded.
  const fen::position house = parse_as("8/8/8/8/8/8/8/8[Qp] w - - 0 1", fen::variant::crazyhouse);
  o.coordinates = fen::svg_coordinates::none;
  o.size = 401;
  const document strips = picture(house, o);
  CHECK(strips.elements[0].at("viewBox") == "0 0 800 1020");
  CHECK(strips.elements[0].at("height") == "511");  // 401 * 1020 / 800 = 511.275
}

TEST_CASE("svg: 64 squares, light and dark, and one piece a occupied square") {
  for (const std::string_view text : positions) {
    CAPTURE(text);
    const fen::position p = must_parse(text);
    const document d = picture(p);
    CHECK(d.of_class("square").size() == 64);
    std::size_t occupied = 0;
    for (const fen::square s : fen::all_squares) {
      CAPTURE(s.name());
      const element* rect = d.on("square", s.name());
      REQUIRE(rect != nullptr);
      const bool light = (s.file() + s.rank()) % 2 == 1;
      CHECK(rect->has_class(light ? "light" : "dark"));
      CHECK(rect->at("fill") == (light ? "#ecdcbf" : "#a87f5b"));
      const element* piece = d.on("piece", s.name());
      if (p.at(s).is_none()) {
        CHECK(piece == nullptr);
        continue;
      }
      ++occupied;
      REQUIRE(piece != nullptr);
      CHECK(piece->at("data-piece") == std::string(1, p.at(s).to_char()));
      CHECK(piece->at("fill") == (p.at(s).color() == fen::color::white ? "#ffffff" : "#2b2b2b"));
      CHECK_FALSE(d.children(*piece, "path").empty());
    }
    CHECK(d.of_class("piece").size() == occupied);
  }
}

TEST_CASE("svg: White at the bottom puts a1 bottom left, Black at the bottom top right") {
  const fen::position p = must_parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  fen::svg_options o;
  const document white = picture(p, o);
  CHECK(corner_of_square(white, "a1") == std::make_pair(0, 700));
  CHECK(corner_of_square(white, "h1") == std::make_pair(700, 700));
  CHECK(corner_of_square(white, "a8") == std::make_pair(0, 0));
  CHECK(corner_of_square(white, "e4") == std::make_pair(400, 400));
  CHECK(corner_of_piece(white, "a1") == std::make_pair(0, 700));
  CHECK(corner_of_piece(white, "e8") == std::make_pair(400, 0));

  o.bottom = fen::color::black;
  const document black = picture(p, o);
  CHECK(corner_of_square(black, "a1") == std::make_pair(700, 0));
  CHECK(corner_of_square(black, "h8") == std::make_pair(0, 700));
  CHECK(corner_of_square(black, "e4") == std::make_pair(300, 300));
  CHECK(corner_of_piece(black, "a1") == std::make_pair(700, 0));
  CHECK(corner_of_piece(black, "e8") == std::make_pair(300, 700));
  CHECK(corner_of_piece(black, "h8") == std::make_pair(0, 700));

  // With coordinates outside, the board moves 40 to the right; the rows stay.
  o.coordinates = fen::svg_coordinates::outside;
  const document margin = picture(p, o);
  CHECK(corner_of_square(margin, "a1") == std::make_pair(740, 0));
  CHECK(corner_of_piece(margin, "h8") == std::make_pair(40, 700));
}

TEST_CASE("svg: coordinates around or on the board, in the orientation's order") {
  for (const fen::color bottom : {fen::color::white, fen::color::black}) {
    for (const fen::svg_coordinates where : {fen::svg_coordinates::outside, fen::svg_coordinates::inside}) {
      CAPTURE(fen::name(bottom));
      CAPTURE(static_cast<int>(where));
      fen::svg_options o;
      o.bottom = bottom;
      o.coordinates = where;
      const document d = picture(fen::start_position, o);
      const std::vector<const element*> texts = d.named("text");
      REQUIRE(texts.size() == 16);
      std::string files;
      std::string ranks;
      for (const element* t : texts) (t->text[0] >= 'a' ? files : ranks) += t->text;
      CHECK(files == (bottom == fen::color::white ? "abcdefgh" : "hgfedcba"));
      CHECK(ranks == (bottom == fen::color::white ? "87654321" : "12345678"));
      // Left to right and top to bottom.
      int last_x = -1;
      int last_y = -1;
      for (const element* t : texts) {
        if (t->text[0] >= 'a') {
          CHECK(number(t->at("x")) > last_x);
          last_x = number(t->at("x"));
        } else {
          CHECK(number(t->at("y")) > last_y);
          last_y = number(t->at("y"));
        }
      }
      if (where == fen::svg_coordinates::outside) {
        for (const element* t : texts) CHECK((t->text[0] >= 'a' ? number(t->at("y")) > 800 : number(t->at("x")) < 40));
      } else {
        for (const element* t : texts) CHECK(number(t->at("x")) >= 0);
      }
    }
  }
  const document none = picture(fen::start_position);
  CHECK(none.named("text").empty());

  // Values outside the enumerators, as a cast gives them: no coordinates, and Black at the bottom.
  fen::svg_options cast;
  cast.coordinates = static_cast<fen::svg_coordinates>(7);
  cast.bottom = static_cast<fen::color>(5);
  const document odd = picture(fen::start_position, cast);
  CHECK(odd.named("text").empty());
  CHECK(odd.elements[0].at("viewBox") == "0 0 800 800");
  CHECK(corner_of_square(odd, "a1") == std::make_pair(700, 0));
}

TEST_CASE("svg: highlighted squares, under the pieces") {
  fen::svg_options o;
  o.highlight = fen::squares::e2.bit() | fen::squares::e4.bit() | fen::squares::h8.bit();
  o.colors.highlight = fen::svg_color{0x12, 0x34, 0x56};
  o.bottom = fen::color::black;
  const document d = picture(must_parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), o);
  const std::vector<const element*> marks = d.of_class("highlight");
  REQUIRE(marks.size() == 3);
  CHECK(marks[0]->at("data-square") == "e2");
  CHECK(marks[1]->at("data-square") == "e4");
  CHECK(marks[2]->at("data-square") == "h8");
  for (const element* m : marks) {
    CHECK(m->at("fill") == "#123456");
    CHECK(std::make_pair(number(m->at("x")), number(m->at("y"))) == corner_of_square(d, m->at("data-square")));
  }
  // Drawn before the pieces, so under them.
  const element* first_piece = d.of_class("piece")[0];
  CHECK(marks[2] < first_piece);
  CHECK(picture(fen::start_position).of_class("highlight").empty());
}

TEST_CASE("svg: arrows over the pieces, a ring for a square to itself") {
  fen::svg_options o;
  o.arrows = {
      {fen::squares::g1, fen::squares::f3}, {fen::squares::e2, fen::squares::e4}, {fen::squares::d8, fen::squares::d8}};
  o.colors.arrow = *fen::svg_color::parse("#0a0");
  const document d = picture(fen::start_position, o);
  const std::vector<const element*> arrows = d.of_class("arrow");
  REQUIRE(arrows.size() == 3);
  CHECK(arrows[0]->at("data-from") == "g1");
  CHECK(arrows[0]->at("data-to") == "f3");
  CHECK(arrows[2]->at("data-from") == "d8");
  const std::vector<const element*> last_piece = d.of_class("piece");
  CHECK(arrows[0] > last_piece.back());  // after the pieces: over them

  // e2-e4 from White's side: straight up the e-file (x 450), from 20 units past e2's centre (650)
  // to 10 short of e4's (450), a shaft 16 wide and a head 44 wide.
  const std::vector<const element*> shape = d.children(*arrows[1], "polygon");
  REQUIRE(shape.size() == 1);
  CHECK(shape[0]->at("points") == "458,630 458,500 472,500 450,460 428,500 442,500 442,630");
  CHECK(shape[0]->at("fill") == "#00aa00");
  const std::vector<const element*> ring = d.children(*arrows[2], "circle");
  REQUIRE(ring.size() == 1);
  CHECK(ring[0]->at("cx") == "350");
  CHECK(ring[0]->at("cy") == "50");

  // A slanted arrow's points are tenths, computed with integers: the same on every machine.
  const std::vector<const element*> knight = d.children(*arrows[0], "polygon");
  REQUIRE(knight.size() == 1);
  CHECK(knight[0]->at("points") == "648.2,728.5 579.5,591.1 592,584.9 554.5,558.9 552.7,604.6 565.2,598.3 633.9,735.7");

  // From Black's side the same arrow points down the picture.
  o.bottom = fen::color::black;
  o.arrows = {{fen::squares::e2, fen::squares::e4}};
  const document flipped = picture(fen::start_position, o);
  CHECK(flipped.children(*flipped.of_class("arrow")[0], "polygon")[0]->at("points") ==
        "342,170 342,300 328,300 350,340 372,300 358,300 358,170");
}

TEST_CASE("svg: pockets beside the board, each side's on its edge, with counts") {
  const fen::position p =
      parse_as("r1b1k2r/ppp2ppp/2n5/3qp3/1b6/2NP1N2/PPP2PPP/R1BQKB1R[NPpqq] w KQkq - 0 8", fen::variant::crazyhouse);
  for (const fen::color bottom : {fen::color::white, fen::color::black}) {
    CAPTURE(fen::name(bottom));
    fen::svg_options o;
    o.bottom = bottom;
    const document d = picture(p, o);
    const std::vector<const element*> strips = d.of_class("strip");
    REQUIRE(strips.size() == 2);
    CHECK(strips[0]->at("data-color") == fen::name(fen::opposite(bottom)));  // the top one
    CHECK(strips[1]->at("data-color") == fen::name(bottom));
    CHECK(number(d.children(*strips[0], "rect")[0]->at("y")) == 0);
    CHECK(number(d.children(*strips[1], "rect")[0]->at("y")) == 920);
    std::map<std::string, std::string> counts;
    for (const element* pocket : d.of_class("pocket")) counts[pocket->at("data-piece")] = pocket->at("data-count");
    const std::map<std::string, std::string> expected = {{"P", "1"}, {"N", "1"}, {"B", "0"}, {"R", "0"}, {"Q", "0"},
                                                         {"p", "1"}, {"n", "0"}, {"b", "0"}, {"r", "0"}, {"q", "2"}};
    CHECK(counts == expected);
    CHECK(d.of_class("pocket").size() == 10);  // no king in hand: none drawn
    CHECK(d.of_class("piece").size() == 29);   // the board's pieces alone
  }
  // A king in a pocket (which validate reports) is drawn too.
  fen::position king = p;
  king.pockets->set(fen::color::white, fen::piece_type::king, 1);
  CHECK(picture(king).of_class("pocket").size() == 11);
  // Standard chess: no strips.
  CHECK(picture(fen::start_position).of_class("strip").empty());
  CHECK(picture(parse_as("8/8/8/8/8/8/8/8[] w - - 0 1", fen::variant::crazyhouse)).of_class("pocket").size() == 10);
}

TEST_CASE("svg: the checks each side has left, three-check") {
  const fen::position p =
      parse_as("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+1 0 1", fen::variant::three_check);
  const document d = picture(p);
  const std::vector<const element*> checks = d.of_class("checks");
  REQUIRE(checks.size() == 2);
  CHECK(checks[0]->at("data-checks") == "1");  // Black's, at the top
  CHECK(checks[1]->at("data-checks") == "2");
  CHECK(d.of_class("pocket").empty());
  CHECK(picture(fen::start_position).of_class("checks").empty());
}

TEST_CASE("svg: the same position and options give the same bytes") {
  const fen::position p = must_parse(positions[3]);
  fen::svg_options o;
  o.coordinates = fen::svg_coordinates::inside;
  o.arrows = {{fen::squares::b4, fen::squares::c3}, {fen::squares::a5, fen::squares::e1}};
  o.highlight = fen::squares::b4.bit();
  const std::string first = fen::svg(p, o);
  const fen::svg_options copy = o;
  CHECK(fen::svg(p, copy) == first);
  CHECK(fen::svg(must_parse(positions[3]), o) == first);
  o.bottom = fen::color::black;
  CHECK(fen::svg(p, o) != first);
}

TEST_CASE("svg_color: #rgb, #rrggbb and a few names; nothing else") {
  struct row {
    std::string_view text;
    std::optional<std::string_view> color;
  };
  const row rows[] = {
      {"#000", "#000000"},
      {"#fff", "#ffffff"},
      {"#C33", "#cc3333"},
      {"#1f6fb4", "#1f6fb4"},
      {"#1F6FB4", "#1f6fb4"},
      {"red", "#ff0000"},
      {"Orange", "#ffa500"},
      {"GREY", "#808080"},
      {"gray", "#808080"},
      {"aqua", "#00ffff"},
      {"", std::nullopt},
      {"#", std::nullopt},
      {"#12", std::nullopt},
      {"#12345", std::nullopt},
      {"#1234567", std::nullopt},
      {"#ggg", std::nullopt},
      {"123456", std::nullopt},
      {" red", std::nullopt},
      {"red ", std::nullopt},
      {"rebeccapurple", std::nullopt},
      {"rgb(1,2,3)", std::nullopt},
      {"url(#x)", std::nullopt},
      {"red\"/><script>", std::nullopt},
      {"#fff\"", std::nullopt},
      {"transparent", std::nullopt},
  };
  for (const row& r : rows) {
    CAPTURE(r.text);
    const std::optional<fen::svg_color> c = fen::svg_color::parse(r.text);
    REQUIRE(c.has_value() == r.color.has_value());
    if (c) CHECK(c->to_string() == *r.color);
  }
  static_assert(fen::svg_color::parse("#abc") == fen::svg_color{0xaa, 0xbb, 0xcc}, "parsed at compile time");
  static_assert(!fen::svg_color::parse("#abcd"), "four digits are no colour");

  // The colours chosen are the only colours of the squares, written from the numbers.
  fen::svg_options o;
  o.colors.light = *fen::svg_color::parse("white");
  o.colors.dark = fen::svg_color{1, 2, 3};
  const document d = picture(fen::start_position, o);
  CHECK(d.on("square", "a1")->at("fill") == "#010203");
  CHECK(d.on("square", "b1")->at("fill") == "#ffffff");
}

TEST_CASE("svg_piece: one piece as a picture of its own") {
  const document knight = read_xml(fen::svg_piece(fen::pieces::black_knight, 45));
  REQUIRE(knight.ok);
  CHECK(knight.elements[0].at("viewBox") == "0 0 100 100");
  CHECK(knight.elements[0].at("width") == "45");
  CHECK(knight.elements[0].at("height") == "45");
  REQUIRE(knight.of_class("piece").size() == 1);
  CHECK(knight.of_class("piece")[0]->at("data-piece") == "n");
  CHECK(knight.of_class("piece")[0]->at("fill") == "#2b2b2b");

  const document fits = read_xml(fen::svg_piece(fen::pieces::white_queen));
  REQUIRE(fits.ok);
  CHECK_FALSE(fits.elements[0].has("width"));
  CHECK(fits.of_class("piece")[0]->at("fill") == "#ffffff");

  const document nothing = read_xml(fen::svg_piece(fen::pieces::none));
  REQUIRE(nothing.ok);
  CHECK(nothing.elements.size() == 1);

  // The board draws the same parts.
  const std::string board = fen::svg(must_parse("8/8/8/8/8/8/8/n7 w - - 0 1"));
  const std::string alone = fen::svg_piece(fen::pieces::black_knight);
  const std::string parts = alone.substr(alone.find("<path"), alone.rfind("</g>") - alone.find("<path"));
  CHECK(board.find(parts) != std::string::npos);
}
