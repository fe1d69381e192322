// print_tables: prints the generated tables of fen's headers, or checks that the headers hold
// exactly what it prints.
//
//   fen_print_tables detail/rank_layouts.hpp    prints that header's "Generated tables" section
//   fen_print_tables detail/attack_tables.hpp   prints that one's
//   fen_print_tables --check DIR      compares both sections with the two headers under DIR
//                                     byte for byte and names the first line that differs (the
//                                     ctest unit.generated_tables)
//
// The tables are literals because computing them in a constexpr initializer costs every
// translation unit that includes the header compile time. To change one, change how it is made
// here (the attack tables: make_attack_tables() in detail/validate_boards.hpp), then replace the
// section in the header, from its banner to its last line, with what this prints.
#include <fen/validate.hpp>

#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace {

constexpr std::string_view rule =
    "// =============================================================================================\n";
constexpr std::string_view title =
    "// Generated tables: do not edit by hand; tools/print_tables/print_tables.cpp prints them\n";
constexpr std::string_view last_line = "// End of the generated tables.\n";

// The banner, what is in the section and why, and the start of the detail namespace.
std::string section_start(std::string_view header, std::string_view what) {
  std::string s;
  s += rule;
  s += title;
  s += "//\n";
  s += what;
  s += "// Literals, because a constexpr computation would cost every translation unit that includes\n";
  s += "// fen compile time. `fen_print_tables ";
  s += header;
  s += "` prints this section; the ctest\n";
  s += "// unit.generated_tables fails when it differs from what is here.\n";
  s += rule;
  s += "\n// clang-format off\nnamespace detail {\n\n";
  return s;
}

// The section ends with the definition of what the code reads the table through, which is
// declared before that code.
std::string section_end(std::string_view declared, std::string_view accessor) {
  std::string s = "\n// ";
  s += declared;
  s += '\n';
  s += accessor;
  s += "\n}  // namespace detail\n// clang-format on\n";
  s += last_line;
  return s;
}

// How a rank is written, for each set of occupied files (bit f = file f): the text with digits
// for the empty runs and a dot for each letter, padded with dots to 8; for each file, '@' + 8 * the
// place of its letter in the text ('@' for an empty file); the text's length as a digit.
std::string rank_layout(unsigned set) {
  std::string text;
  std::string places;
  int empty = 0;
  for (unsigned file = 0; file < 8; ++file) {
    if ((set >> file & 1u) == 0) {
      ++empty;
      places += '@';
      continue;
    }
    if (empty != 0) text += static_cast<char>('0' + empty);
    empty = 0;
    places += static_cast<char>('@' + 8 * text.size());
    text += '.';
  }
  if (empty != 0) text += static_cast<char>('0' + empty);
  const char length = static_cast<char>('0' + text.size());
  text.resize(8, '.');
  return text + places + length;
}

std::string fen_section() {
  std::string s =
      section_start("detail/rank_layouts.hpp",
                    "// Serialize's rank layouts: for each of the 256 sets of occupied files, 17 characters\n"
                    "// (what they mean: see rank_layout in serialize_placement.hpp).\n");
  s += "inline constexpr char rank_layouts_text[256 * 17 + 1] =\n";
  for (unsigned set = 0; set < 256; set += 4) {
    s += "    \"";
    for (unsigned i = 0; i < 4; ++i) s += rank_layout(set + i);
    s += set == 252 ? "\";  // " : "\"   // ";
    s += std::to_string(set) + '-' + std::to_string(set + 3) + '\n';
  }
  return s + section_end(
                 "Where set's 17 characters start (declared in serialize_placement.hpp).",
                 "constexpr const char* rank_layout(unsigned set) noexcept { return rank_layouts_text + 17 * set; }");
}

// One array of 64 bitboards, four to a line (half a rank), at `indent` spaces.
std::string bitboards(const fen::detail::bitboard (&squares)[64], int indent) {
  std::string s = "{\n";
  for (int square = 0; square < 64; square += 4) {
    s.append(static_cast<std::size_t>(indent) + 4, ' ');
    for (int i = 0; i < 4; ++i) {
      char hex[24];
      std::snprintf(hex, sizeof hex, "0x%016" PRIX64 "u", squares[square + i]);
      s += hex;
      if (square + i != 63) s += i == 3 ? ",\n" : ", ";
    }
  }
  return s + '}';
}

std::string validate_section() {
  const fen::detail::attack_tables t = fen::detail::make_attack_tables();
  std::string s = section_start("detail/attack_tables.hpp",
                                "// The attack tables (attack_tables, made by make_attack_tables() in\n"
                                "// validate_boards.hpp), each array 64 squares from a1, four to a line.\n");
  s += "inline constexpr attack_tables attacks = {\n";
  s += "    /* knight */ " + bitboards(t.knight, 4) + ",\n";
  s += "    /* king */ " + bitboards(t.king, 4) + ",\n";
  s += "    /* pawn_attackers */ {\n";
  s += "        /* white */ " + bitboards(t.pawn_attackers[0], 8) + ",\n";
  s += "        /* black */ " + bitboards(t.pawn_attackers[1], 8) + "},\n";
  s += "    /* ray */ {\n";
  const char* directions[8] = {"north", "east", "north-east", "north-west",
                               "south", "west", "south-west", "south-east"};
  for (int d = 0; d < 8; ++d) {
    s += std::string("        /* ") + directions[d] + " */ " + bitboards(t.ray[d], 8);
    s += d == 7 ? "},\n" : ",\n";
  }
  s += "    /* rook_lines */ " + bitboards(t.rook_lines, 4) + ",\n";
  s += "    /* bishop_lines */ " + bitboards(t.bishop_lines, 4) + ",\n";
  s += "};\n";
  return s + section_end("What the checks read the tables through (declared in validate_boards.hpp).",
                         "constexpr const attack_tables& attack_table() noexcept { return attacks; }");
}

std::string section(std::string_view header) {
  return header == "detail/rank_layouts.hpp" ? fen_section() : validate_section();
}

// The line (counted from 1) that holds text[at].
std::size_t line_of(std::string_view text, std::size_t at) {
  std::size_t line = 1;
  for (std::size_t i = 0; i < at && i < text.size(); ++i)
    if (text[i] == '\n') ++line;
  return line;
}

std::string_view line_at(std::string_view text, std::size_t at) {
  const std::size_t start = text.rfind('\n', at == 0 ? 0 : at - 1);
  const std::size_t begin = at == 0 || start == std::string_view::npos ? 0 : start + 1;
  return text.substr(begin, text.find('\n', begin) - begin);
}

// Whether the header holds its section exactly as printed; says what differs when it does not.
bool check(const std::string& dir, std::string_view header) {
  const std::string path = dir + "/" + std::string(header);
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::printf("%s: cannot be read\n", path.c_str());
    return false;
  }
  std::ostringstream read;
  read << in.rdbuf();
  const std::string text = read.str();
  const std::string expected = section(header);
  const std::size_t banner = text.find(std::string(rule) + std::string(title));
  if (banner == std::string::npos || text.find(title, banner + rule.size() + title.size()) != std::string::npos) {
    std::printf("%s: no single banner \"%.*s\"\n", path.c_str(), static_cast<int>(title.size() - 1), title.data());
    return false;
  }
  const std::string_view found = std::string_view(text).substr(banner, expected.size());
  if (found == expected) return true;
  std::size_t at = 0;
  while (at < found.size() && found[at] == expected[at]) ++at;
  std::printf("%s:%zu: the generated tables differ from what fen_print_tables %.*s prints\n", path.c_str(),
              line_of(text, banner + at), static_cast<int>(header.size()), header.data());
  std::printf("  in the header: %.*s\n", static_cast<int>(line_at(found, at).size()), line_at(found, at).data());
  std::printf("  printed:       %.*s\n", static_cast<int>(line_at(expected, at).size()), line_at(expected, at).data());
  std::printf("Replace the section, from its banner to \"%.*s\", with what fen_print_tables %.*s prints.\n",
              static_cast<int>(last_line.size() - 1), last_line.data(), static_cast<int>(header.size()), header.data());
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view first = argc > 1 ? argv[1] : "";
  if (argc == 2 && (first == "detail/rank_layouts.hpp" || first == "detail/attack_tables.hpp")) {
    const std::string s = section(first);
    std::fwrite(s.data(), 1, s.size(), stdout);
    return 0;
  }
  if (argc == 3 && first == "--check") {
    const bool fen_ok = check(argv[2], "detail/rank_layouts.hpp");
    const bool validate_ok = check(argv[2], "detail/attack_tables.hpp");
    if (fen_ok && validate_ok)
      std::puts(
          "the generated tables in detail/rank_layouts.hpp and detail/attack_tables.hpp are what fen_print_tables "
          "prints");
    return fen_ok && validate_ok ? 0 : 1;
  }
  std::fputs(
      "usage: fen_print_tables detail/rank_layouts.hpp | detail/attack_tables.hpp | --check <include/fen folder>\n",
      stderr);
  return 2;
}
