// The pictures the SVG tests look at (tests/svg/CMakeLists.txt):
//
//   fen_svg_pictures <test folder> <docs folder>
//
// writes into <test folder> pictures of fen::svg with every option (each orientation, both kinds
// of coordinates, highlights, arrows, pockets, checks left, other colours, the twelve pieces on
// both square colours), and manifest.json: for each picture, where its board and its pocket cells
// are in pixels, and what the middle of each square must show (its colour, a white or a black
// piece, or nothing to look at where an arrow passes). That is worked out here from the position,
// the orientation and the layout docs/svg.md gives, not asked of fen::svg.
// It writes into <docs folder> the three pictures of docs/svg.md (start.svg, chess960.svg,
// crazyhouse.svg).
#include <fen/svg.hpp>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

// The layout as docs/svg.md gives it, in the view box's units.
constexpr int square_units = 100;
constexpr int margin_units = 40;  // coordinates outside: left of the board and under it
constexpr int strip_units = 100;  // pockets or checks: a strip above and below the board,
constexpr int gap_units = 10;     // this far from it

struct picture {
  std::string name;
  std::string fen;
  fen::rules rules;
  fen::svg_options options;
  bool for_docs = false;
};

fen::svg_options with(unsigned size, fen::color bottom, fen::svg_coordinates coordinates) {
  fen::svg_options o;
  o.size = size;
  o.bottom = bottom;
  o.coordinates = coordinates;
  return o;
}

std::vector<picture> pictures() {
  using namespace fen::squares;
  std::vector<picture> list;
  list.push_back({"start", std::string(fen::start_fen), fen::rules{}, fen::svg_options{}, true});
  list.push_back({"chess960", "bnrqkbrn/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBRN w KQkq - 0 1", fen::rules::chess960(),
                  with(420, fen::color::black, fen::svg_coordinates::outside), true});
  {
    picture house{"crazyhouse", "r1b1k2r/ppp2ppp/2n5/3qp3/1b6/2NP1N2/PPP2PPP/R1BQKB1R[NPp] w KQkq - 0 8",
                  fen::rules(fen::variant::crazyhouse), with(400, fen::color::white, fen::svg_coordinates::inside),
                  true};
    house.options.highlight = d8.bit() | d5.bit();
    house.options.arrows = {{c3, d5}};
    list.push_back(house);
  }
  const std::string uneven = "r3k2r/pp1n1ppp/2p1pn2/q2p4/1bPP4/2N1PN2/PPQ2PPP/R3KB1R w KQkq - 4 9";
  list.push_back(
      {"uneven_white_inside", uneven, fen::rules{}, with(480, fen::color::white, fen::svg_coordinates::inside)});
  list.push_back({"uneven_black", uneven, fen::rules{}, with(400, fen::color::black, fen::svg_coordinates::none)});
  list.push_back(
      {"uneven_black_outside", uneven, fen::rules{}, with(360, fen::color::black, fen::svg_coordinates::outside)});
  // The twelve pieces, each on a light and a dark square.
  list.push_back({"every_piece", "KQRBNPkq/rbnpKQRB/NPkqrbnp/8/8/KQRBNPkq/rbnpKQRB/NPkqrbnp w - - 0 1", fen::rules{},
                  with(400, fen::color::white, fen::svg_coordinates::none)});
  list.push_back({"empty", "8/8/8/8/8/8/8/8 w - - 0 1", fen::rules{},
                  with(320, fen::color::black, fen::svg_coordinates::outside)});
  {
    picture checks{"three_check", "rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2+3 2 3",
                   fen::rules(fen::variant::three_check), with(400, fen::color::black, fen::svg_coordinates::none)};
    checks.options.highlight = c4.bit() | f7.bit();
    checks.options.arrows = {{c4, f7}, {e8, e8}};
    list.push_back(checks);
  }
  {
    picture colours{"colours", uneven, fen::rules{}, with(400, fen::color::white, fen::svg_coordinates::outside)};
    colours.options.colors.light = *fen::svg_color::parse("#c8e0f0");
    colours.options.colors.dark = *fen::svg_color::parse("#5a7fa0");
    colours.options.colors.highlight = *fen::svg_color::parse("lime");
    colours.options.colors.arrow = *fen::svg_color::parse("red");
    colours.options.highlight = e1.bit() | a5.bit();
    colours.options.arrows = {{a5, e1}};
    list.push_back(colours);
  }
  return list;
}

std::string hex(fen::svg_color c) { return std::string(c.to_string().view()); }

fen::svg_color blend(fen::svg_color under, fen::svg_color over) {  // over at half opacity
  auto half = [](int a, int b) { return static_cast<std::uint8_t>((a + b + 1) / 2); };
  return {half(under.red, over.red), half(under.green, over.green), half(under.blue, over.blue)};
}

// The square shown at `column` and `row` (0 at the left and the top) from `bottom`'s side, and
// back.
fen::square shown_at(int column, int row, fen::color bottom) {
  return bottom == fen::color::white ? fen::square(column, 7 - row) : fen::square(7 - column, row);
}
int shown_column(fen::square s, fen::color bottom) { return bottom == fen::color::white ? s.file() : 7 - s.file(); }
int shown_row(fen::square s, fen::color bottom) { return bottom == fen::color::white ? 7 - s.rank() : s.rank(); }

// The squares an arrow covers where the test looks (the middle, and the strip at the left edge half
// way up): those within 36 units of an arrow's line from centre to centre (its head is 22 wide on
// each side), and the square a ring goes round.
fen::bitboard under_arrows(const fen::svg_options& o) {
  fen::bitboard covered = 0;
  const auto centre_x = [&](fen::square s) { return (shown_column(s, o.bottom) + 0.5) * square_units; };
  const auto centre_y = [&](fen::square s) { return (shown_row(s, o.bottom) + 0.5) * square_units; };
  for (const fen::svg_arrow& a : o.arrows) {
    covered |= a.from.bit() | a.to.bit();
    const double ax = centre_x(a.from), ay = centre_y(a.from), bx = centre_x(a.to), by = centre_y(a.to);
    const double length2 = (bx - ax) * (bx - ax) + (by - ay) * (by - ay);
    if (length2 == 0) continue;
    for (const fen::square s : fen::all_squares) {
      for (const double dx : {0.0, -43.5}) {  // the middle, the edge
        const double px = centre_x(s) + dx, py = centre_y(s);
        double t = ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const double qx = ax + t * (bx - ax) - px, qy = ay + t * (by - ay) - py;
        if (qx * qx + qy * qy < 36.0 * 36.0) covered |= s.bit();
      }
    }
  }
  return covered;
}

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", value);
  return text;
}

// The picture's entry in manifest.json.
std::string describe(const picture& pic, const fen::position& p) {
  const fen::svg_options& o = pic.options;
  const bool strips = p.pockets.has_value() || p.checks.has_value();
  const int margin = o.coordinates == fen::svg_coordinates::outside ? margin_units : 0;
  const int view_width = margin + 8 * square_units;
  const int view_height = (strips ? 2 * (strip_units + gap_units) : 0) + 8 * square_units + margin;
  const double scale = static_cast<double>(o.size) / view_width;
  const int board_x = margin;
  const int board_y = strips ? strip_units + gap_units : 0;

  std::string out = "{\"name\": \"" + pic.name + "\", \"file\": \"" + pic.name + ".svg\"";
  out += ", \"docs\": " + std::string(pic.for_docs ? "true" : "false");
  out += ", \"width\": " + std::to_string(o.size);
  out += ", \"height\": " + number(static_cast<double>(view_height) * scale);
  out += ", \"board\": {\"x\": " + number(board_x * scale) + ", \"y\": " + number(board_y * scale) +
         ", \"square\": " + number(square_units * scale) + "}";
  out += ",\n  \"cells\": [";
  const fen::bitboard skip = under_arrows(o);
  for (int row = 0; row < 8; ++row) {
    for (int column = 0; column < 8; ++column) {
      const fen::square s = shown_at(column, row, o.bottom);
      const bool light = (s.file() + s.rank()) % 2 == 1;
      fen::svg_color ground = light ? o.colors.light : o.colors.dark;
      if ((o.highlight & s.bit()) != 0) ground = blend(ground, o.colors.highlight);
      const fen::piece q = p.at(s);
      const char* shows = q.is_none() ? "" : q.color() == fen::color::white ? "white" : "black";
      if (row != 0 || column != 0) out += ", ";
      out += "{\"square\": \"" + std::string(s.name()) + "\", \"ground\": \"" + hex(ground) + "\", \"piece\": \"" +
             shows + "\", \"skip\": " + ((skip & s.bit()) != 0 ? "true" : "false") + "}";
    }
    if (row != 7) out += "\n           ";
  }
  out += "],\n  \"pockets\": [";
  if (p.pockets) {
    bool first = true;
    for (const fen::color side : {fen::opposite(o.bottom), o.bottom}) {
      const int y = side == o.bottom ? board_y + 8 * square_units + margin + gap_units : 0;
      int cell = 0;
      for (int t = 0; t < 6; ++t) {
        const auto type = static_cast<fen::piece_type>(t);
        const int count = p.pockets->count(side, type);
        if (type == fen::piece_type::king && count == 0) continue;
        const int x = board_x + square_units * cell++;
        if (count == 0) continue;
        out += first ? "" : ", ";
        first = false;
        out += "{\"x\": " + number(x * scale) + ", \"y\": " + number(y * scale) + ", \"piece\": \"" +
               std::string(fen::name(side)) + "\"}";
      }
    }
  }
  out += "]}";
  return out;
}

bool write(const std::string& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  file.close();
  if (!file) std::fprintf(stderr, "fen_svg_pictures: cannot write %s\n", path.c_str());
  return static_cast<bool>(file);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: fen_svg_pictures <test folder> <docs folder>\n");
    return 2;
  }
  const std::string tests = argv[1];
  const std::string docs = argv[2];
  std::string manifest = "[\n";
  bool first = true;
  for (const picture& pic : pictures()) {
    const fen::result<fen::position> p = fen::parse(pic.fen, fen::parse_options(pic.rules));
    if (!p) {
      std::fprintf(stderr, "fen_svg_pictures: %s: %s\n", pic.name.c_str(), p.error().message().c_str());
      return 1;
    }
    const std::string text = fen::svg(*p, pic.options);
    if (!write(tests + "/" + pic.name + ".svg", text)) return 1;
    if (pic.for_docs && !write(docs + "/" + pic.name + ".svg", text)) return 1;
    manifest += (first ? "" : ",\n") + describe(pic, *p);
    first = false;
  }
  manifest += "\n]\n";
  return write(tests + "/manifest.json", manifest) ? 0 : 1;
}
