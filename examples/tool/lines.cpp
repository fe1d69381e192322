// fen: the command-line tool. Files of positions (see lines.hpp).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "lines.hpp"

#include <fen/fmt.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace fen_tool {
namespace {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

bool ends_with_folded(std::string_view name, std::string_view extension) noexcept {
  if (name.size() < extension.size()) return false;
  const std::string_view end = name.substr(name.size() - extension.size());
  for (std::size_t i = 0; i < end.size(); ++i) {
    const char c = end[i] >= 'A' && end[i] <= 'Z' ? static_cast<char>(end[i] - 'A' + 'a') : end[i];
    if (c != extension[i]) return false;
  }
  return true;
}

std::size_t skip_blanks(std::string_view t, std::size_t i) noexcept {
  while (i < t.size() && is_blank(t[i])) ++i;
  return i;
}

// The first six fields of a position's text, as lenient FEN separates them (blanks, '_').
struct field_span {
  std::size_t start = 0;
  std::size_t stop = 0;
};
struct text_fields {
  field_span at[6]{};
  int count = 0;
};

text_fields fields_of(std::string_view t) noexcept {
  const auto separator = [](char c) { return is_blank(c) || c == '_'; };
  text_fields f;
  std::size_t i = 0;
  while (f.count < 6) {
    while (i < t.size() && separator(t[i])) ++i;
    if (i == t.size()) break;
    const std::size_t start = i;
    while (i < t.size() && !separator(t[i])) ++i;
    f.at[f.count++] = {start, i};
  }
  return f;
}

bool all_digits(std::string_view t) noexcept {
  if (t.empty()) return false;
  for (const char c : t)
    if (!is_digit(c)) return false;
  return true;
}

// Where the FEN counters of `t` end, when its fields 5 and 6 are counters (the sixth may have a
// ';' glued to it: `... 1 4; v=-328`); 0 when they are not.
std::size_t counters_end(std::string_view t, const text_fields& f) noexcept {
  if (f.count < 6 || !all_digits(t.substr(f.at[4].start, f.at[4].stop - f.at[4].start))) return 0;
  std::size_t i = f.at[5].start;
  while (i < f.at[5].stop && is_digit(t[i])) ++i;
  if (i == f.at[5].start || (i != f.at[5].stop && t[i] != ';')) return 0;
  return i;
}

// A PGN tag `[Name "value"]`: its name and value, when `t` (from '[') is one.
bool read_tag(std::string_view t, std::string_view& name, std::size_t& value_start, std::size_t& value_stop) noexcept {
  std::size_t i = 1;
  while (i < t.size() &&
         (is_digit(t[i]) || (t[i] >= 'a' && t[i] <= 'z') || (t[i] >= 'A' && t[i] <= 'Z') || t[i] == '_'))
    ++i;
  if (i == 1) return false;
  name = t.substr(1, i - 1);
  i = skip_blanks(t, i);
  if (i == t.size() || t[i] != '"') return false;
  value_start = i + 1;
  value_stop = t.find('"', value_start);
  if (value_stop == std::string_view::npos) value_stop = t.size();
  return true;
}

}  // namespace

// =============================================================================================
// What a line is
// =============================================================================================

line_class classify(file_state& f, std::string_view line) noexcept {
  line_class c;
  const std::size_t i = skip_blanks(line, 0);
  if (i == line.size() || line[i] == '#' || line[i] == '%') return c;  // comment
  const bool first = !f.seen_content;
  f.seen_content = true;
  const std::string_view rest = line.substr(i);
  std::string_view tag;
  std::size_t value_start = 0;
  std::size_t value_stop = 0;
  if (rest[0] == '[' && read_tag(rest, tag, value_start, value_stop)) {
    if (first) f.pgn = true;
    if (tag != "FEN") {
      c.kind = line_kind::set_aside;
      return c;
    }
    c.kind = line_kind::position;
    c.format = input_format::fen;
    c.offset = i + value_start;
    c.text = line.substr(c.offset, value_stop - value_start);
    return c;
  }
  if (f.pgn) {  // movetext, comments, a result
    c.kind = line_kind::set_aside;
    return c;
  }
  std::size_t word_end = 0;  // (a loop: find_first_of called memchr once a byte)
  while (word_end < rest.size() && !is_blank(rest[word_end])) ++word_end;
  const std::string_view word = rest.substr(0, word_end);
  if (word_end < rest.size()) {  // a word, then more
    if (word == "epd") {         // python-chess .perft files: `epd FOUR-FIELDS [OPERATIONS]`
      c.kind = line_kind::position;
      c.format = input_format::epd;
      c.offset = skip_blanks(line, i + word_end);
      c.text = line.substr(c.offset);
      return c;
    }
    if (word == "id" || word == "perft") {  // ... `id NAME`, `perft DEPTH COUNT`
      c.kind = line_kind::set_aside;
      return c;
    }
  }
  if (word == "position") {
    c.kind = line_kind::refused;
    c.offset = i;
    c.code = "uci_position";
    c.message = "input: a UCI position command, not a position: give the FEN alone";
    return c;
  }
  if (rest[0] == '"' || rest[0] == '\'') {
    c.kind = line_kind::refused;
    c.offset = i;
    c.code = "quoted_fen";
    c.message = "input: a quoted FEN: remove the quotes";
    return c;
  }
  c.kind = line_kind::position;
  c.text = line;
  return c;
}

// =============================================================================================
// Reading a position's text
// =============================================================================================

parse_failure failure_of(const fen::error& e) noexcept {
  return {e.offset, e.message(), fen::name(e.code), json_name(e.field)};
}

parse_failure failure_of(const fen::epd_error& e) noexcept {
  if (e.code == fen::epd_error_code::position)
    return {e.offset, e.message(), fen::name(e.position_error.code), json_name(e.position_error.field)};
  return {e.offset, e.message(), fen::name(e.code), "operations"};
}

std::string_view json_name(fen::field f) noexcept {
  switch (f) {
    case fen::field::placement: return "placement";
    case fen::field::side_to_move: return "side_to_move";
    case fen::field::castling: return "castling";
    case fen::field::en_passant: return "en_passant";
    case fen::field::halfmove_clock: return "halfmove_clock";
    case fen::field::fullmove_number: return "fullmove_number";
    case fen::field::input: return "input";
    case fen::field::checks: return "checks";
  }
  return "input";
}

const reading& position_reader::read(std::string_view text, file_state& f, std::optional<input_format> said) {
  restart();
  // Castling letters read the same under every rule set, so the text is read by the variant alone,
  // and the castling field is looked at (`rules_for`) only for a position with a castling right:
  // the rules judge nothing else differently, and most lines do not pay for the look.
  r_.rules = fen::rules{o_.variant, o_.chess960 ? fen::castling_rules::chess960 : fen::castling_rules::standard};
  read_text(text, f, said);
  if (r_.what != reading::kind::failed && !o_.chess960 && !r_.position.castling.empty()) r_.rules = rules_for(o_, text);
  return r_;
}

const reading& position_reader::read_text(std::string_view text, file_state& f, std::optional<input_format> said) {
  if (o_.format == input_format::fen) {
    read_fen(text);
    return r_;
  }
  if (o_.format == input_format::epd) {
    read_epd(text);
    return r_;
  }
  // The common case first: a FEN that parses, in a file where four fields read as FEN too.
  // Four fields or fewer read the same in both formats, but for the counters FEN writes: as the
  // line, else the file's name, else the last line that showed a format says.
  const input_format four_fields = said ? *said : f.named ? *f.named : f.shown_by_lines.value_or(input_format::fen);
  const bool four_fields_are_fen = four_fields == input_format::fen;
  if (four_fields_are_fen) {
    const auto parsed = fen::parse(text, fen::parse_options{r_.rules, o_.mode});
    if (parsed) {
      r_.what = reading::kind::fen;
      r_.position = *parsed;
      return r_;
    }
  }
  const text_fields fields = fields_of(text);
  if (fields.count >= 5 && is_digit(text[fields.at[4].start])) {  // a FEN's counters
    f.shown_by_lines = input_format::fen;
    const std::size_t six_end = counters_end(text, fields);
    const std::size_t rest = six_end == 0 ? text.size() : skip_blanks(text, six_end);
    if (rest == text.size() || o_.mode == fen::strictness::strict) {  // strict: nothing after a FEN
      read_fen(text);
      return r_;
    }
    const auto six = fen::parse(text.substr(0, six_end), fen::parse_options{r_.rules, o_.mode});
    if (!six) {
      r_.failure = failure_of(six.error());
      return r_;
    }
    read_epd(text);  // operations after the counters (read as hmvc and fmvn) ...
    if (r_.what == reading::kind::epd) return r_;
    restart();  // ... or text that is not: the FEN, and the rest set aside
    r_.what = reading::kind::fen;
    r_.position = *six;
    std::size_t stop = text.size();
    while (stop > rest && is_blank(text[stop - 1])) --stop;
    r_.set_aside = text.substr(rest, stop - rest);
    return r_;
  }
  if (fields.count >= 5) {  // an opcode, a ';', ERET's extra '-'
    f.shown_by_lines = input_format::epd;
    read_epd(text);
    return r_;
  }
  if (four_fields_are_fen)
    read_fen(text);
  else
    read_epd(text);
  return r_;
}

// Not `r_ = reading{}`: the failure's message is only written for a failure, and clearing it for
// every line made `fen check` take a tenth longer.
void position_reader::restart() noexcept {
  r_.what = reading::kind::failed;
  r_.record = nullptr;
  r_.set_aside = std::string_view();
  r_.halfmove_at.reset();
  r_.fullmove_at.reset();
}

void position_reader::read_fen(std::string_view text) {
  const auto parsed = fen::parse(text, fen::parse_options{r_.rules, o_.mode});
  if (!parsed) {
    r_.failure = failure_of(parsed.error());
    return;
  }
  r_.what = reading::kind::fen;
  r_.position = *parsed;
}

void position_reader::read_epd(std::string_view text) {
  const auto parsed = fen::parse_epd(text, fen::parse_options{r_.rules, o_.mode});
  if (!parsed) {
    r_.failure = failure_of(parsed.error());
    return;
  }
  record_ = *parsed;
  // The counters' values where the line gives them: FEN counters after the fourth field are read
  // as hmvc and fmvn operations whose operands are those fields.
  const auto operand_at = [&](fen::field counter) -> std::optional<std::size_t> {
    const auto operation = record_.find(fen::epd_opcode_for(counter));
    if (!operation || operation->operands.empty()) return std::nullopt;
    return static_cast<std::size_t>(operation->operands[0].text.data() - text.data());
  };
  r_.halfmove_at = operand_at(fen::field::halfmove_clock);
  r_.fullmove_at = operand_at(fen::field::fullmove_number);
  r_.what = reading::kind::epd;
  r_.position = record_.position;
  r_.record = &record_;
}

fen::validation_report validate_reading(const reading& r) noexcept {
  return r.record != nullptr ? fen::validate(*r.record, r.rules) : fen::validate(r.position, r.rules);
}

void put_canonical(std::string& out, std::string& scratch, const reading& r, const options& o, bool with_set_aside) {
  out.clear();
  const fen::position position = fen::with_en_passant(r.position, o.en_passant, r.rules);
  if (r.what == reading::kind::fen) {
    out += fen::serialize(position, o.serialize).view();
    if (with_set_aside && !r.set_aside.empty()) {
      out += ' ';
      out += r.set_aside;
    }
    return;
  }
  fen::epd_record record = *r.record;
  record.position = position;
  out += canonical_epd(record, scratch, o.serialize);
}

// =============================================================================================
// Reading files line by line
// =============================================================================================

std::optional<input_format> format_of_name(std::string_view name) noexcept {
  if (ends_with_folded(name, ".epd")) return input_format::epd;
  if (ends_with_folded(name, ".fen")) return input_format::fen;
  return std::nullopt;
}

bool is_pgn_name(std::string_view name) noexcept { return ends_with_folded(name, ".pgn"); }

std::FILE* open_input(command c, std::string_view name) {
  if (name == "-") return stdin;
  const std::string path(name);
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr)
    fmt::print(stderr, "fen {}: cannot open '{}': {}\n", command_name(c), name, std::strerror(errno));
  return file;
}

void say_final_nuls(command c, std::string_view shown, std::size_t lines) {
  fmt::print(stderr, "fen {}: {}: dropped the NUL bytes at the end of {} {}\n", command_name(c), shown, lines,
             lines == 1 ? "line" : "lines");
}

void say_cannot_read(command c, std::string_view shown) {
  fmt::print(stderr, "fen {}: cannot read '{}': {}\n", command_name(c), shown, std::strerror(errno));
}

bool check_encoding(command c, line_reader& reader, std::string_view shown) {
  const std::string_view start = reader.peek(64);
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(start[i]); };
  bool utf16 = start.size() >= 2 && ((byte(0) == 0xFF && byte(1) == 0xFE) || (byte(0) == 0xFE && byte(1) == 0xFF));
  if (!utf16 && start.size() >= 4) {  // ASCII text in UTF-16 without a mark: a NUL every other byte
    const std::size_t pairs = start.size() / 2;
    std::size_t even_nuls = 0;
    std::size_t odd_nuls = 0;
    for (std::size_t i = 0; i < 2 * pairs; ++i) (i % 2 == 0 ? even_nuls : odd_nuls) += start[i] == '\0';
    utf16 = (odd_nuls == pairs && even_nuls == 0) || (even_nuls == pairs && odd_nuls == 0);
  }
  if (utf16) {
    fmt::print(stderr, "fen {}: {} looks like UTF-16; fen reads ASCII/UTF-8\n", command_name(c), shown);
    return false;
  }
  if (start.size() >= 3 && byte(0) == 0xEF && byte(1) == 0xBB && byte(2) == 0xBF) {
    reader.skip(3);
    fmt::print(stderr, "fen {}: {}: skipped the UTF-8 byte-order mark at its start\n", command_name(c), shown);
  }
  return true;
}

int end_of_run(command c, output& out, bool all_read, bool any_bad) {
  out.flush();
  if (out.failed()) {
    fmt::print(stderr, "fen {}: cannot write the output: {}\n", command_name(c), std::strerror(errno));
    return usage_or_io_error;
  }
  if (!all_read) return usage_or_io_error;
  return any_bad ? some_bad : all_good;
}

void put_diagnostic(output& out, std::string_view file, std::size_t line_number, std::string_view line,
                    std::size_t offset, std::string_view message, std::string_view code) {
  out.print("{}:{}:{}: {} [{}]\n{}\n", file, line_number, offset + 1, message, code, fen::caret(line, offset));
}

std::string_view too_long_message() {
  static const std::string message =
      fmt::format("input: the line is longer than {} bytes; it is skipped unread", line_reader::default_max_line);
  return message;
}

void put_too_long(output& out, std::string_view file, std::size_t line_number) {
  out.print("{}:{}: {} [{}]\n", file, line_number, too_long_message(), line_too_long_code);
}

std::string_view canonical_epd(const fen::epd_record& record, std::string& text, fen::serialize_options options) {
  text.resize(text.capacity());
  std::size_t size = fen::write_epd(record, text.data(), text.size(), options);
  if (size > text.size()) {
    text.resize(size);
    size = fen::write_epd(record, text.data(), text.size(), options);
  }
  return std::string_view(text.data(), size);
}

}  // namespace fen_tool
