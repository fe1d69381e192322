// fen: the command-line tool. What a line of a file is (see lines.hpp): a comment, a line set
// aside, a position and where its text is (a whole line, a PGN [FEN] tag, a column of a CSV or TSV
// table, a FEN that a ',' ends), or a line refused with a hint (a UCI command or move list, PGN
// movetext, a JSON row, a quoted FEN).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "lines.hpp"

#include <fen/fen.hpp>

namespace fen_tool {
namespace {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool is_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr char folded(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

std::size_t skip_blanks(std::string_view t, std::size_t i) noexcept {
  while (i < t.size() && is_blank(t[i])) ++i;
  return i;
}

std::string_view trimmed(std::string_view t) noexcept {
  const std::size_t start = skip_blanks(t, 0);
  std::size_t stop = t.size();
  while (stop > start && (is_blank(t[stop - 1]))) --stop;
  return t.substr(start, stop - start);
}

bool same_folded(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (folded(a[i]) != folded(b[i])) return false;
  return true;
}

// =============================================================================================
// Tables: CSV (RFC 4180 quoting) and TSV
// =============================================================================================

/// One field of a row: where its text starts and how long it is (inside the quotes of a quoted one).
struct cell {
  std::size_t offset = 0;
  std::size_t size = 0;
};

/// Field `column` of `row`, its columns separated by `delimiter`; nothing when the row is shorter.
/// A field that starts with '"' runs to the next '"' that is not doubled ("" inside stands for one
/// quote, and the delimiter inside is text).
std::optional<cell> cell_of(std::string_view row, char delimiter, std::size_t column) noexcept {
  std::size_t i = 0;
  for (std::size_t index = 0;; ++index) {
    cell c{i, 0};
    std::size_t next = 0;  // where the next field starts, or npos at the row's end
    if (i < row.size() && row[i] == '"') {
      std::size_t j = i + 1;
      while (j < row.size() && !(row[j] == '"' && (j + 1 == row.size() || row[j + 1] != '"')))
        j += row[j] == '"' ? 2U : 1U;
      c = {i + 1, j - (i + 1)};
      const std::size_t end = row.find(delimiter, j);
      next = end == std::string_view::npos ? end : end + 1;
    } else {
      const std::size_t end = row.find(delimiter, i);
      c.size = (end == std::string_view::npos ? row.size() : end) - i;
      next = end == std::string_view::npos ? end : end + 1;
    }
    if (index == column) return c;
    if (next == std::string_view::npos) return std::nullopt;
    i = next;
  }
}

/// The number of the column of header row `row` whose name is `wanted`, or, when `wanted` is empty,
/// one of the names a position column goes by (FEN, EPD, position), in any case.
std::optional<std::size_t> column_named(std::string_view row, char delimiter, std::string_view wanted) noexcept {
  for (std::size_t column = 0;; ++column) {
    const std::optional<cell> c = cell_of(row, delimiter, column);
    if (!c) return std::nullopt;
    const std::string_view name = trimmed(row.substr(c->offset, c->size));
    if (wanted.empty() ? same_folded(name, "fen") || same_folded(name, "epd") || same_folded(name, "position")
                       : same_folded(name, wanted))
      return column;
  }
}

/// Whether `text` (a cell) could hold a position: a '/' between ranks.
bool looks_like_position(std::string_view text) noexcept { return text.find('/') != std::string_view::npos; }

/// Looks at the first line with content of file `f`: a header row naming a position column (or the
/// column --column names) makes the file a table. With --column N, a first row whose column N
/// holds no position is its header.
line_class start_table(file_state& f, std::string_view line, const options& o) {
  line_class c;
  const bool tabs = line.find('\t') != std::string_view::npos;
  const char delimiter = tabs ? '\t' : ',';
  const bool asked = !o.column_name.empty() || o.column_number != 0;
  if (!asked && !tabs && line.find(',') == std::string_view::npos) return c;
  if (o.column_number != 0) {
    f.table = table_layout{delimiter, o.column_number - 1};
    const std::optional<cell> first = cell_of(line, delimiter, o.column_number - 1);
    if (first && !looks_like_position(line.substr(first->offset, first->size))) c.kind = line_kind::table_header;
    return c;
  }
  const std::optional<std::size_t> column = column_named(line, delimiter, o.column_name);
  if (column) {
    f.table = table_layout{delimiter, *column};
    c.kind = line_kind::table_header;
  } else if (asked) {
    f.column_missing = true;
  }
  return c;
}

// =============================================================================================
// Lines that are not positions
// =============================================================================================

/// A UCI move: e2e4, e7e8q, or the null move 0000.
bool is_uci_move(std::string_view w) noexcept {
  if (w == "0000") return true;
  if (w.size() != 4 && w.size() != 5) return false;
  const auto file = [](char c) { return c >= 'a' && c <= 'h'; };
  const auto rank = [](char c) { return c >= '1' && c <= '8'; };
  if (!file(w[0]) || !rank(w[1]) || !file(w[2]) || !rank(w[3])) return false;
  return w.size() == 4 || std::string_view("qrbnQRBN").find(w[4]) != std::string_view::npos;
}

/// Whether every word of `rest` is a UCI move.
bool is_uci_move_list(std::string_view rest) noexcept {
  std::size_t i = 0;
  while (i < rest.size()) {
    std::size_t end = i;
    while (end < rest.size() && !is_blank(rest[end])) ++end;
    if (!is_uci_move(rest.substr(i, end - i))) return false;
    i = skip_blanks(rest, end);
  }
  return true;
}

/// PGN movetext: it starts with a move number (`1.`, `12...`, `1.e4`), or is a game's result alone.
bool is_movetext(std::string_view rest) noexcept {
  std::size_t i = 0;
  while (i < rest.size() && is_digit(rest[i])) ++i;
  if (i > 0 && i < rest.size() && rest[i] == '.') return true;
  // A result alone: 1-0, 0-1, 1/2-1/2 or *. (A FEN starts "8/" too: its third byte tells.)
  const auto result = [&](std::size_t size) { return rest.size() == size || is_blank(rest[size]); };
  if (rest[0] == '*') return result(1);
  if (rest.size() >= 3 && rest[1] == '-')
    return ((rest[0] == '1' && rest[2] == '0') || (rest[0] == '0' && rest[2] == '1')) && result(3);
  return rest.size() >= 7 && rest[0] == '1' && rest[1] == '/' && rest[2] == '2' && rest.substr(3, 4) == "-1/2" &&
         result(7);
}

line_class refused(std::size_t offset, std::string_view code, std::string_view message) noexcept {
  line_class c;
  c.kind = line_kind::refused;
  c.offset = offset;
  c.code = code;
  c.message = message;
  return c;
}

// =============================================================================================
// PGN
// =============================================================================================

/// A PGN tag `[Name "value"]`: its name and value, when `t` (from '[') is one.
bool read_tag(std::string_view t, std::string_view& name, std::size_t& value_start, std::size_t& value_stop) noexcept {
  std::size_t i = 1;
  while (i < t.size() && (is_digit(t[i]) || is_letter(t[i]) || t[i] == '_')) ++i;
  if (i == 1) return false;
  name = t.substr(1, i - 1);
  i = skip_blanks(t, i);
  if (i == t.size() || t[i] != '"') return false;
  value_start = i + 1;
  value_stop = t.find('"', value_start);
  if (value_stop == std::string_view::npos) value_stop = t.size();
  return true;
}

/// The rules of a PGN [Variant "..."] tag, by the names programs write (any case, with or without
/// blanks, '-' or '_'): nothing for a variant fen does not read.
std::optional<fen::rules> rules_of_pgn_variant(std::string_view value) noexcept {
  char squeezed[32] = {};  // the name folded, blanks, '-' and '_' left out
  std::size_t n = 0;
  for (const char c : value) {
    if (c == ' ' || c == '-' || c == '_' || c == '\t') continue;
    if (n == sizeof squeezed) return std::nullopt;
    squeezed[n++] = folded(c);
  }
  const std::string_view name(squeezed, n);
  for (const std::string_view chess960 : {"chess960", "960", "fischerandom", "fischerrandom", "frc", "freestyle"})
    if (name == chess960) return fen::rules::chess960();
  for (const std::string_view standard : {"standard", "normal", "fromposition", "chess", ""})
    if (name == standard) return fen::rules{};
  // Every other name fen knows (fen::variant_from_name: each variant's name and its aliases,
  // "threecheck", "racingkings", "koth", "suicide" ...).
  if (const std::optional<fen::variant> v = fen::variant_from_name(name)) return fen::rules{*v};
  return std::nullopt;
}

/// A line of a PGN file that starts with '[': a tag. Keeps the game's [Variant]; reads [FEN].
line_class pgn_tag(file_state& f, std::string_view line, std::size_t at, std::string_view tag, std::size_t value_start,
                   std::size_t value_stop) {
  line_class c;
  if (!f.in_tags) {  // the first tag of a game
    ++f.games;
    f.game_rules.reset();
    f.game_variant_unknown.clear();
  }
  f.in_tags = true;
  const std::string_view value = line.substr(at + value_start, value_stop - value_start);
  if (tag == "Variant") {
    f.game_rules = rules_of_pgn_variant(value);
    if (!f.game_rules) f.game_variant_unknown = std::string(value.substr(0, 40));
  }
  if (tag != "FEN") {
    c.kind = line_kind::set_aside;
    return c;
  }
  ++f.fen_tags;
  if (!f.game_variant_unknown.empty())
    return refused(at, "variant_not_supported", "input: the game's [Variant] tag names a variant fen does not read");
  c.kind = line_kind::position;
  c.format = input_format::fen;
  c.rules = f.game_rules;
  c.offset = at + value_start;
  c.text = line.substr(c.offset, value_stop - value_start);
  return c;
}

/// A line that is not a table's: what it is, from its first word.
line_class by_first_word(file_state& f, std::string_view line, std::size_t i) {
  line_class c;
  if (f.pgn) {  // movetext, comments, a result
    f.in_tags = false;
    c.kind = line_kind::set_aside;
    return c;
  }
  // What the line is, by its first byte: most lines are FENs, which start with a piece letter or a
  // digit and pass each test here at the cost of a byte or two.
  const std::string_view rest = line.substr(i);
  const char first = rest[0];
  const char second = rest.size() > 1 ? rest[1] : '\0';
  if (first == 'e' || first == 'i' || first == 'p') {
    std::size_t word_end = 0;
    while (word_end < rest.size() && !is_blank(rest[word_end])) ++word_end;
    const std::string_view word = rest.substr(0, word_end);
    if (word == "epd" && word_end < rest.size()) {  // python-chess .perft files: `epd FOUR-FIELDS [OPERATIONS]`
      c.kind = line_kind::position;
      c.format = input_format::epd;
      c.offset = skip_blanks(line, i + word_end);
      c.text = line.substr(c.offset);
      return c;
    }
    if ((word == "id" || word == "perft") && word_end < rest.size()) {  // ... `id NAME`, `perft DEPTH COUNT`
      c.kind = line_kind::set_aside;
      return c;
    }
    if (word == "position")
      return refused(i, "uci_position", "input: a UCI position command, not a position: give the FEN alone");
  }
  if (first == '"' || first == '\'') return refused(i, "quoted_fen", "input: a quoted FEN: remove the quotes");
  if (first == '{' || (first == '[' && (second == '"' || second == '{')))
    return refused(i, "json_row",
                   "input: a JSON value, not a position: take the FEN out of it first (jq -r .fen, say)");
  if (first >= 'a' && first <= 'h' && second >= '1' && second <= '8' && is_uci_move_list(rest))
    return refused(i, "uci_moves", "input: UCI moves (e2e4 e7e5 ...), not a position: give the FEN of the position");
  if ((is_digit(first) || first == '*') && is_movetext(rest))
    return refused(
        i, "pgn_movetext",
        "input: PGN movetext (1. e4 e5 ...), not a position; a PGN game's position is its [FEN \"...\"] tag");
  c.kind = line_kind::position;  // the whole line: strict mode refuses the blanks before a FEN
  c.text = line;
  return c;
}

}  // namespace

line_class classify(file_state& f, std::string_view line, const options& o) {
  line_class c;
  const std::size_t i = skip_blanks(line, 0);
  if (i == line.size() || line[i] == '#' || line[i] == '%') return c;  // comment
  const bool first = !f.seen_content;
  f.seen_content = true;
  if (first && !f.pgn && line[i] != '[') {
    c = start_table(f, line, o);
    if (c.kind != line_kind::comment) return c;
  }
  if (f.column_missing) {
    return refused(0, "column_not_found",
                   o.column_name.empty() ? "input: the row has no such column"
                                         : "input: the file's first row names no such column (--column)");
  }
  if (f.table) {
    const std::optional<cell> at = cell_of(line, f.table->delimiter, f.table->column);
    if (!at) return refused(0, "column_not_found", "input: the row is shorter than the column of its positions");
    c.kind = line_kind::position;
    c.offset = at->offset;
    c.text = line.substr(at->offset, at->size);
    c.in_row = true;
    return c;
  }
  const std::string_view rest = line.substr(i);
  std::string_view tag;
  std::size_t value_start = 0;
  std::size_t value_stop = 0;
  if (rest[0] == '[' && read_tag(rest, tag, value_start, value_stop)) {
    if (first) f.pgn = true;
    if (f.pgn) return pgn_tag(f, line, i, tag, value_start, value_stop);
    c.kind = line_kind::set_aside;  // a tag in a file that is not PGN: its [FEN] is still read
    if (tag != "FEN") return c;
    c.kind = line_kind::position;
    c.format = input_format::fen;
    c.offset = i + value_start;
    c.text = line.substr(c.offset, value_stop - value_start);
    return c;
  }
  return by_first_word(f, line, i);
}

}  // namespace fen_tool
