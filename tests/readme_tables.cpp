// The tables of the documentation against the library: every parse error code, EPD error code and
// validation problem code stands in its table with its number and its name (and a problem with its
// severity), no table lists a code the library does not have, the stated report capacity is the
// header's, the table of output options has a row for each option with each of its values, and
// the table of EPD opcodes that set a position field has a row for each; docs/rules-and-variants.md
// names every variant and its other names. Each table is looked for under its heading in its page
// of docs/, read from the source tree this file belongs to.
#include "notation_output_options.hpp"
#include "support.hpp"

#include <fen/epd.hpp>
#include <fen/validate.hpp>

#include <cstddef>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

// The pages of the tables, by their path from the project's root.
constexpr std::string_view errors_page = "docs/errors.md";
constexpr std::string_view validation_page = "docs/validation.md";
constexpr std::string_view epd_page = "docs/epd.md";
constexpr std::string_view writing_page = "docs/writing.md";

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

// A page of the documentation, by its path from the project's root, as lines.
struct page {
  std::string name;
  std::vector<std::string> lines;
};

page read_page(std::string_view name) {
  // This file is tests/readme_tables.cpp; the project's root is one folder up.
  std::string path = __FILE__;
  const std::size_t slash = path.find_last_of("/\\");
  path = (slash == std::string::npos ? std::string(".") : path.substr(0, slash)) + "/../" + std::string(name);
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(
      in.good(), "cannot open ", std::string(name), " (", path,
      "), the page that holds this table: if the table moved, name its new page in tests/readme_tables.cpp");
  std::ostringstream text;
  text << in.rdbuf();
  return {std::string(name), split_lines(text.str())};
}

// The level of a heading line ("## EPD" is 2), or 0 for any other line.
std::size_t heading_level(const std::string& line) {
  std::size_t level = 0;
  while (level < line.size() && line[level] == '#') ++level;
  return level > 0 && level <= 6 && level < line.size() && line[level] == ' ' ? level : 0;
}

// The lines of the section under `heading` (a whole line, such as "# EPD"), up to the next heading
// of its level or above, code blocks left out.
std::vector<std::string> section(const page& p, std::string_view heading) {
  std::size_t i = 0;
  while (i < p.lines.size() && p.lines[i] != heading) ++i;
  REQUIRE_MESSAGE(i < p.lines.size(), p.name, " has no heading \"", std::string(heading),
                  "\": if the section was renamed or moved, name it in tests/readme_tables.cpp");
  const std::size_t level = heading_level(p.lines[i]);
  std::vector<std::string> lines;
  bool in_code = false;
  for (++i; i < p.lines.size(); ++i) {
    const std::string& line = p.lines[i];
    if (line.find("```") != std::string::npos && line.find_first_not_of(' ') == line.find("```")) {
      in_code = !in_code;
      continue;
    }
    if (in_code) continue;
    const std::size_t other = heading_level(line);
    if (other != 0 && other <= level) break;
    lines.push_back(line);
  }
  return lines;
}

// The cells of a table line "| a | b |", trimmed: {"a", "b"}.
std::vector<std::string> cells_of(const std::string& line) {
  std::vector<std::string> cells;
  std::size_t start = 1;
  for (std::size_t bar = line.find('|', start); bar != std::string::npos; bar = line.find('|', start)) {
    std::string cell = line.substr(start, bar - start);
    const std::size_t first = cell.find_first_not_of(' ');
    const std::size_t last = cell.find_last_not_of(' ');
    cells.push_back(first == std::string::npos ? std::string() : cell.substr(first, last - first + 1));
    start = bar + 1;
  }
  return cells;
}

// The first table of codes (header "| # | code | ...") in the section under `heading` of the page,
// by number: each row's cells after the number, the name without its backquotes first.
std::map<int, std::vector<std::string>> code_table(const page& p, std::string_view heading) {
  const std::vector<std::string> lines = section(p, heading);
  std::map<int, std::vector<std::string>> rows;
  std::size_t i = 0;
  while (i < lines.size() && lines[i].rfind("| # | code |", 0) != 0) ++i;
  REQUIRE_MESSAGE(i < lines.size(), "no table of codes (\"| # | code |\") under ", std::string(heading), " in ",
                  p.name);
  for (i += 2; i < lines.size() && lines[i].rfind("|", 0) == 0; ++i) {
    std::vector<std::string> cells = cells_of(lines[i]);
    CAPTURE(lines[i]);
    REQUIRE(cells.size() >= 3);
    const std::string number = cells[0];
    REQUIRE((!number.empty() && number.find_first_not_of("0123456789") == std::string::npos));
    const std::string code = cells[1];
    REQUIRE((code.size() > 2 && code.front() == '`' && code.back() == '`'));
    cells.erase(cells.begin());
    cells[0] = code.substr(1, code.size() - 2);
    const int value = std::stoi(number);
    CHECK_MESSAGE(rows.count(value) == 0, p.name, " lists code ", value, " twice");
    rows[value] = cells;
  }
  return rows;
}

// The codes of an enum from 1 on, while `fen::name` knows them (a value past the last code is a
// value of the enum's underlying type, so asking its name is well defined: "unknown").
template <typename Code>
std::vector<std::string> names_of_codes() {
  std::vector<std::string> names;
  for (int value = 1; value <= 255 && fen::name(static_cast<Code>(value)) != "unknown"; ++value)
    names.emplace_back(fen::name(static_cast<Code>(value)));
  return names;
}

// Every code in the table with its number and name, and nothing more.
void check_table(std::string_view page_name, const std::map<int, std::vector<std::string>>& table,
                 const std::vector<std::string>& names) {
  CHECK(table.size() == names.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    const int value = static_cast<int>(i) + 1;
    CAPTURE(value);
    CAPTURE(names[i]);
    const auto row = table.find(value);
    if (row == table.end()) {
      FAIL_CHECK("the table of ", std::string(page_name), " has no row ", value, " for `", names[i], "`");
      continue;
    }
    CHECK(row->second[0] == names[i]);
  }
  for (const auto& row : table)
    if (row.first < 1 || static_cast<std::size_t>(row.first) > names.size())
      FAIL_CHECK(std::string(page_name), " lists code ", row.first, " (`", row.second[0],
                 "`), which the library does not have");
}

}  // namespace

TEST_CASE("readme tables: every parse error code, with its number and name") {
  const auto names = names_of_codes<fen::error_code>();
  CHECK(names.size() >= 32);
  check_table(errors_page, code_table(read_page(errors_page), "# Errors"), names);
}

TEST_CASE("readme tables: every EPD error code, with its number and name") {
  const auto names = names_of_codes<fen::epd_error_code>();
  CHECK(names.size() >= 16);
  check_table(epd_page, code_table(read_page(epd_page), "# EPD"), names);
}

TEST_CASE("readme tables: every validation problem code, with its number, name and severity") {
  const auto table = code_table(read_page(validation_page), "# Checking a position");
  std::vector<std::string> names;
  for (int value = fen::detail::first_problem_code; value <= fen::detail::last_problem_code; ++value)
    names.emplace_back(fen::name(static_cast<fen::problem_code>(value)));
  CHECK(names == names_of_codes<fen::problem_code>());
  check_table(validation_page, table, names);
  for (const auto& row : table) {
    CAPTURE(row.first);
    REQUIRE(row.second.size() >= 2);
    CHECK(row.second[1] == fen::name(fen::severity_of(static_cast<fen::problem_code>(row.first))));
  }
}

TEST_CASE("readme tables: the report's capacity is the header's") {
  const page p = read_page(validation_page);
  const std::string mark = "`fen::max_problems` (";
  bool found = false;
  for (const std::string& line : section(p, "# Checking a position")) {
    const std::size_t at = line.find(mark);
    if (at == std::string::npos) continue;
    found = true;
    CHECK(std::stoul(line.substr(at + mark.size())) == fen::max_problems);
  }
  CHECK_MESSAGE(found, p.name, " no longer says \"", mark, "N)\", the number of problems a report holds");
}

namespace {

// The rows of the table whose header starts with `header` in the section under `heading` of the
// page, as cells.
std::vector<std::vector<std::string>> table_rows(const page& p, std::string_view heading, std::string_view header) {
  const std::vector<std::string> lines = section(p, heading);
  std::size_t i = 0;
  while (i < lines.size() && lines[i].rfind(header, 0) != 0) ++i;
  REQUIRE_MESSAGE(i < lines.size(), "no table \"", std::string(header), "\" under ", std::string(heading), " in ",
                  p.name);
  std::vector<std::vector<std::string>> rows;
  for (i += 2; i < lines.size() && lines[i].rfind("|", 0) == 0; ++i) rows.push_back(cells_of(lines[i]));
  return rows;
}

// The backquoted words of a cell: "`xfen`, `standard`" gives {"xfen", "standard"}.
std::vector<std::string> quoted_words(const std::string& cell) {
  std::vector<std::string> words;
  for (std::size_t open = cell.find('`'); open != std::string::npos; open = cell.find('`', open)) {
    const std::size_t close = cell.find('`', open + 1);
    REQUIRE(close != std::string::npos);
    words.push_back(cell.substr(open + 1, close - open - 1));
    open = close + 1;
  }
  return words;
}

// An option's values as the page must list them: the default first, then the others in order.
template <typename Option>
std::vector<std::string> names_default_first(Option default_value) {
  std::vector<std::string> names{std::string(fen::name(default_value))};
  for (const Option value : fen_test::values_of<Option>())
    if (value != default_value) names.emplace_back(fen::name(value));
  return names;
}

}  // namespace

TEST_CASE("readme tables: every output option, with its values and its default") {
  const auto rows = table_rows(read_page(writing_page), "# Writing FEN", "| option | set with |");
  int fields = 0;
  bool castling = false;
  bool checks = false;
  bool en_passant = false;
  for (const auto& row : rows) {
    REQUIRE(row.size() >= 3);
    CAPTURE(row[1]);
    const std::string set_with = quoted_words(row[1]).at(0);
    if (set_with.rfind("serialize_options::", 0) == 0) ++fields;
    if (set_with == "serialize_options::castling") {
      castling = true;
      CHECK(quoted_words(row[2]) == names_default_first(fen::serialize_options{}.castling));
    } else if (set_with == "serialize_options::checks") {
      checks = true;
      CHECK(quoted_words(row[2]) == names_default_first(fen::serialize_options{}.checks));
    } else if (set_with.rfind("fen::with_en_passant", 0) == 0) {
      en_passant = true;
      CHECK(quoted_words(row[2]) == names_default_first(fen::en_passant_output::as_stored));
    } else if (set_with.rfind("serialize_options::", 0) == 0) {
      FAIL_CHECK(std::string(writing_page), "'s option ", set_with, " has no check here: add one");
    }
  }
  CHECK(castling);
  CHECK(checks);
  CHECK(en_passant);
  CHECK(fields == fen_test::serialize_option_fields);
}

TEST_CASE("readme tables: every EPD opcode that sets a position field, with its field and default") {
  const auto rows = table_rows(read_page(epd_page), "# EPD", "| opcode | sets the field |");
  const auto& specials = fen::detail::epd_special_opcodes;
  REQUIRE(rows.size() == std::size(specials));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CAPTURE(specials[i].name);
    REQUIRE(rows[i].size() >= 4);
    CHECK(quoted_words(rows[i][0]) == std::vector<std::string>{std::string(specials[i].name)});
    CHECK(rows[i][1] == fen::name(specials[i].field));
    CHECK(rows[i][2] == std::to_string(specials[i].operands) + (specials[i].operands == 1 ? " counter" : " counters"));
    CHECK(rows[i][3] == std::to_string(specials[i].default_value));
  }
}

TEST_CASE("readme tables: docs/rules-and-variants.md names every variant and every other name of one") {
  // A new variant (a row of fen::traits) fails here until the page says what its names are.
  const page p = read_page("docs/rules-and-variants.md");
  std::string text;
  for (const std::string& line : p.lines) text += line + '\n';
  for (unsigned v = 0; v < fen::variant_count; ++v) {
    const fen::variant_traits t = fen::traits(static_cast<fen::variant>(v));
    CAPTURE(t.name);
    CHECK(text.find("`" + std::string(t.name) + "`") != std::string::npos);
    for (const std::string_view alias : t.aliases)
      if (!alias.empty()) CHECK(text.find("`" + std::string(alias) + "`") != std::string::npos);
  }
}
