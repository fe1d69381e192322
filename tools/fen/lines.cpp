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
// The first six fields of a position's text, as lenient FEN separates them (blanks, '_').
struct field_span {
  std::size_t start = 0;
  std::size_t stop = 0;
};
struct text_fields {
  field_span at[6]{};
  int count = 0;
};

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

/// Whether `t` has the shape of a FEN and nothing after it: four to six words, the fifth and sixth
/// counters (three-check's checks field may stand before them or after them).
bool is_bare_fen(std::string_view t) noexcept {
  std::size_t words = 0;
  std::size_t i = skip_blanks(t, 0);
  while (i < t.size()) {
    std::size_t end = i;
    while (end < t.size() && !is_blank(t[end])) ++end;
    const std::string_view word = t.substr(i, end - i);
    ++words;
    if (words > 4) {
      bool counter_or_checks = true;
      for (const char ch : word) counter_or_checks = counter_or_checks && (is_digit(ch) || ch == '+');
      if (!counter_or_checks || words > 7) return false;
    }
    i = skip_blanks(t, end);
  }
  return words >= 4;
}

constexpr bool separates(char c) noexcept { return c == ' ' || c == '\t' || c == '_'; }

/// The word of `text` that ends at or before `i` (separators skipped): [start, end).
struct word_span {
  std::size_t start = 0;
  std::size_t end = 0;
};
inline word_span word_before(const char* text, std::size_t i) noexcept {
  while (i > 0 && separates(text[i - 1])) --i;
  const std::size_t end = i;
  while (i > 0 && !separates(text[i - 1])) --i;
  return {i, end};
}

fen_tail tail_of(std::string_view t) noexcept {
  // Plain indexes, no views made or compared: this runs for every line.
  const char* const text = t.data();
  fen_tail tail;
  word_span w = word_before(text, t.size());
  if (w.end > w.start && text[w.start] == '+') w = word_before(text, w.start);  // three-check's +N+M after
  while (tail.counters < 2 && w.end > w.start) {
    std::size_t k = w.start;
    while (k < w.end && is_digit(text[k])) ++k;
    if (k != w.end) break;
    ++tail.counters;
    w = word_before(text, w.start);
  }
  std::size_t plus = w.start;
  while (plus < w.end && text[plus] != '+') ++plus;
  if (plus != w.end) w = word_before(text, w.start);  // three-check's N+N before the counters
  const std::size_t size = w.end - w.start;
  const char first = size > 0 ? text[w.start] : '\0';
  const bool en_passant =
      (size == 1 && first == '-') || (size == 2 && first >= 'a' && first <= 'h' && is_digit(text[w.start + 1]));
  if (en_passant) w = word_before(text, w.start);  // (castling letters are never a square's name)
  if (tail.counters > 0) {
    tail.four_fields = true;
  } else if (en_passant && w.end > w.start) {  // the castling field, then a side to move and a placement?
    const word_span side = word_before(text, w.start);
    std::size_t before = side.start;
    while (before > 0 && separates(text[before - 1])) --before;
    tail.four_fields = side.end > side.start && before > 0;
  }
  for (std::size_t k = w.start; k < w.end; ++k) {
    const char c = text[k];
    if ((c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h')) {
      tail.castling_files = true;
      break;
    }
  }
  return tail;
}

/// Whether every castling right of `p` has its king on e1/e8 and its rook in its corner (none
/// at all included): standard chess's squares, where Chess960's rules judge nothing else.
bool corner_rights(const fen::position& p) noexcept {
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    const int rank = c == fen::color::white ? 0 : 7;
    const auto king_side = p.castling.rook_file(c, fen::castling_side::king_side);
    const auto queen_side = p.castling.rook_file(c, fen::castling_side::queen_side);
    if (!king_side && !queen_side) continue;
    if (p.at(fen::square(4, rank)) != fen::piece(c, fen::piece_type::king)) return false;
    if ((king_side && *king_side != 7) || (queen_side && *queen_side != 0)) return false;
  }
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

}  // namespace

// =============================================================================================
// Reading a position's text
// =============================================================================================

namespace {

// The library's words for notation of another variant name its C++ value
// (`read it with fen::variant::crazyhouse`); the tool names its option.
fen::message_string in_tool_words(const fen::message_string& library) noexcept {
  constexpr std::string_view library_words = "read it with fen::variant::";
  const std::string_view m = library.view();
  const std::size_t at = m.find(library_words);
  if (at == std::string_view::npos) return library;
  fen::message_string words;
  words.append(m.substr(0, at));
  words.append("check it with --variant ");
  words.append(m.substr(at + library_words.size()));
  return words;
}

}  // namespace

parse_failure failure_of(const fen::error& e) noexcept {
  return {e.offset, in_tool_words(e.message()), fen::name(e.code), json_name(e.field)};
}

parse_failure failure_of(const fen::epd_error& e) noexcept {
  if (e.code == fen::epd_error_code::position)
    return {e.offset, in_tool_words(e.message()), fen::name(e.position_error.code), json_name(e.position_error.field)};
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

const reading& position_reader::read(const line_class& c, file_state& f) {
  read_named(c, c.text, f);
  if (r_.what != reading::kind::failed || c.in_row) return r_;
  // A FEN that a ',' ends (a CSV row read without --column; a comma cannot occur in a FEN). Looked
  // for only when the whole text does not read; the first failure is the one reported when the
  // text before the comma does not read either.
  const std::size_t comma = c.text.find(',');
  if (comma == std::string_view::npos || comma == 0 || is_blank(c.text[comma - 1]) ||
      !is_bare_fen(c.text.substr(0, comma)))
    return r_;
  const parse_failure whole = r_.failure;
  read_named(c, c.text.substr(0, comma), f);
  if (r_.what == reading::kind::failed)
    r_.failure = whole;
  else
    r_.comma_at = comma;
  return r_;
}

// The steps of `read` are forced inline (GCC kept them apart, each with its call's prologue): with
// them inline, fen check takes 2,278 -> 2,197 instructions a six-field line, fen normalize 1,698 ->
// 1,612 (valgrind --tool=callgrind on 19,590 lines of the corpus).
[[gnu::always_inline]] inline void position_reader::read_named(const line_class& c, std::string_view text,
                                                               file_state& f) {
  const fen::rules asked{o_.variant, o_.chess960 ? fen::castling_rules::chess960 : fen::castling_rules::standard};
  read_by(c.rules ? *c.rules : asked, text, f, c.format);
  if (o_.variant_given || c.rules) {
    if (r_.what == reading::kind::failed && o_.variant != fen::variant::crazyhouse) name_pockets(text);
    return;
  }
  // Notation that only one game writes chooses that game's rules, as a castling file letter chooses
  // Chess960's: pockets, a checks field (in its place, or `+N+M` after the counters).
  std::optional<fen::variant> named;
  if (r_.what == reading::kind::failed)
    named = variant_of_notation(text, r_.failure);
  else if (r_.what == reading::kind::fen && is_checks_field(r_.set_aside))
    named = fen::variant::three_check;
  if (!named) return;
  read_by(fen::rules{*named, asked.castling}, text, f, c.format);
  r_.variant_by_notation = r_.what != reading::kind::failed;
}

// Under rules that --variant or the line chose, a ninth rank is refused as one too many; an empty one
// is crazyhouse's empty pockets (lichess writes `.../RNBQKBNR/ w`), and the words say so.
void position_reader::name_pockets(std::string_view text) noexcept {
  parse_failure named = r_.failure;
  if (variant_of_notation(text, named) != fen::variant::crazyhouse ||
      r_.failure.code != fen::name(fen::error_code::too_many_ranks))
    return;
  r_.failure.message.append("; an empty ninth rank holds crazyhouse pockets: check it with --variant crazyhouse");
}

line_class as_read(const line_class& c, const reading& r) noexcept {
  if (!r.comma_at) return c;
  line_class read = c;
  read.text = c.text.substr(0, *r.comma_at);
  read.in_row = true;
  return read;
}

const reading& position_reader::read(std::string_view text) {
  file_state f;
  line_class c;
  c.text = text;
  return read(c, f);
}

[[gnu::always_inline]] inline void position_reader::read_by(fen::rules rules, std::string_view text, file_state& f,
                                                            std::optional<input_format> said) {
  restart();
  tail_.reset();
  // Castling letters read the same under every rule set, so the text is read by the variant alone,
  // and the castling field is looked at (`detect_castling`) only for a position with a castling
  // right: the rules judge nothing else differently, and most lines do not pay for the look.
  r_.rules = rules;
  read_text(text, f, said);
  if (r_.what == reading::kind::failed) return;
  if (!judged_) return;
  if (r_.what == reading::kind::fen && r_.set_aside.empty()) {  // a FEN and nothing else
    // The text's end is looked at only where the position leaves a doubt, which most lines do
    // not: a fullmove number other than lenient FEN's default 1 was written, and so was the
    // halfmove clock before it; castling rights with their kings on e1/e8 and rooks in the corners
    // are judged alike by standard and Chess960 rules, whatever letters wrote them.
    const bool castling_doubt = rules.castling == fen::castling_rules::standard && !corner_rights(r_.position);
    const bool counters_doubt = r_.position.fullmove_number == 1;
    const fen_tail tail = tail_ ? *tail_ : castling_doubt || counters_doubt ? tail_of(text) : fen_tail{2, false, true};
    r_.halfmove_known = tail.counters >= 1;
    r_.fullmove_known = tail.counters >= 2;
    if (tail.castling_files && castling_doubt) r_.rules.castling = fen::castling_rules::chess960;
  } else if (rules.castling == fen::castling_rules::standard && !r_.position.castling.empty()) {
    r_.rules = fen::detect_castling(text, rules);
  }
}

[[gnu::always_inline]] inline void position_reader::read_text(std::string_view text, file_state& f,
                                                              std::optional<input_format> said) {
  if (o_.format == input_format::fen) return read_fen(text);
  if (o_.format == input_format::epd) return read_epd(text);
  // The common case first: a FEN that parses. Four fields read the same in both formats but for
  // how they are written: as an EPD line's four fields where the line, else the file's name, else
  // the last line that parsed and showed a format says EPD, else as a FEN.
  const input_format four_fields = said ? *said : f.named ? *f.named : f.shown_by_lines.value_or(input_format::fen);
  if (copy_canonical_ && r_.rules.variant == fen::variant::standard && read_canonical(text, four_fields)) return;
  const auto parsed = fen::parse(text, fen::parse_options{r_.rules, o_.mode});
  if (parsed && four_fields == input_format::fen) {
    r_.what = reading::kind::fen;
    r_.position = *parsed;
    return;
  }
  if (parsed) {  // in an EPD file: fewer than four fields are EPD's error (below)
    tail_ = tail_of(text);
    if (tail_->four_fields) {
      r_.what = reading::kind::fen;
      r_.position = *parsed;
      r_.written_as_epd = tail_->counters == 0;
      if (!r_.written_as_epd) f.shown_by_lines = input_format::fen;  // (a FEN's counters show FEN, as below)
      return;
    }
  }
  const text_fields fields = fields_of(text);
  if (fields.count >= 5 && is_digit(text[fields.at[4].start])) {  // a FEN's counters
    read_fen_and_more(text, fields);
    if (r_.what != reading::kind::failed) f.shown_by_lines = input_format::fen;
    return;
  }
  if (fields.count >= 5) {  // an opcode, a ';', ERET's extra '-'
    read_epd(text);
    if (r_.what != reading::kind::failed) f.shown_by_lines = input_format::epd;
    return;
  }
  if (four_fields == input_format::fen)
    read_fen(text);
  else
    read_epd(text);  // fewer than four fields: EPD's error for them
}

bool position_reader::read_canonical(std::string_view text, input_format four_fields) {
  if (text.empty()) return false;
  if (four_fields == input_format::fen && is_digit(text.back())) {  // a FEN with its counters
    const auto strict = fen::parse(text, fen::parse_options{r_.rules, fen::strictness::strict});
    if (!strict) return false;
    r_.what = reading::kind::fen;
    r_.position = *strict;
    r_.canonical = true;
    return true;
  }
  // An EPD line's four fields, in a file where they are written so: canonical when they are with
  // the counters FEN's lenient reading gives them (read strictly from a copy with them added).
  char with_counters[128];
  constexpr std::string_view counters = " 0 1";
  if (four_fields != input_format::epd || is_digit(text.back()) || text.size() + counters.size() > sizeof with_counters)
    return false;
  text.copy(with_counters, text.size());
  counters.copy(with_counters + text.size(), counters.size());
  const auto strict = fen::parse(std::string_view(with_counters, text.size() + counters.size()),
                                 fen::parse_options{r_.rules, fen::strictness::strict});
  if (!strict) return false;
  r_.what = reading::kind::fen;
  r_.position = *strict;
  r_.halfmove_known = false;
  r_.fullmove_known = false;
  r_.written_as_epd = true;
  r_.canonical = true;
  return true;
}

void position_reader::read_fen_and_more(std::string_view text, const text_fields& fields) {
  const std::size_t six_end = counters_end(text, fields);
  const std::size_t rest = six_end == 0 ? text.size() : skip_blanks(text, six_end);
  if (rest == text.size() || o_.mode == fen::strictness::strict) return read_fen(text);  // strict: nothing after
  const auto six = fen::parse(text.substr(0, six_end), fen::parse_options{r_.rules, o_.mode});
  if (!six) {
    r_.failure = failure_of(six.error());
    return;
  }
  read_epd(text);  // operations after the counters (read as hmvc and fmvn) ...
  if (r_.what == reading::kind::epd) return;
  restart();  // ... or text that is not: the FEN, and the rest set aside
  r_.what = reading::kind::fen;
  r_.position = *six;
  std::size_t stop = text.size();
  while (stop > rest && is_blank(text[stop - 1])) --stop;
  r_.set_aside = text.substr(rest, stop - rest);
}

// Not `r_ = reading{}`: the failure's message is only written for a failure, and clearing it for
// every line made `fen check` take a tenth longer.
void position_reader::restart() noexcept {
  r_.what = reading::kind::failed;
  r_.record = nullptr;
  r_.set_aside = std::string_view();
  r_.halfmove_at.reset();
  r_.fullmove_at.reset();
  r_.halfmove_known = true;
  r_.fullmove_known = true;
  r_.variant_by_notation = false;
  r_.written_as_epd = false;
  r_.comma_at.reset();
  r_.canonical = false;
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
  // Into the record kept from line to line: only what this line holds is written (a new record
  // for each line was 9 KB zero-filled, then copied twice).
  const auto parsed = fen::parse_epd(text, record_, fen::parse_options{r_.rules, o_.mode});
  if (!parsed) {
    r_.failure = failure_of(parsed.error());
    return;
  }
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
  if (r.record != nullptr) return fen::validate(*r.record, r.rules);
  return fen::validate(r.position, fen::validate_options{r.halfmove_known, r.fullmove_known, r.rules});
}

std::optional<fen::variant> variant_of_notation(std::string_view text, parse_failure& failure) noexcept {
  if (failure.offset >= text.size()) return std::nullopt;
  const char byte = text[failure.offset];
  if (failure.code == fen::name(fen::error_code::too_many_ranks)) {
    // A ninth rank with nothing in it: lichess's empty pockets (`.../RNBQKBNR/ w`).
    const bool empty_ninth = byte == '/' && (failure.offset + 1 == text.size() || is_blank(text[failure.offset + 1]) ||
                                             text[failure.offset + 1] == '_');
    return empty_ninth ? std::optional<fen::variant>(fen::variant::crazyhouse) : std::nullopt;
  }
  if (failure.code != fen::name(fen::error_code::variant_not_supported)) return std::nullopt;
  if (byte == '+') return fen::variant::three_check;
  if (byte != '[') return fen::variant::crazyhouse;  // a '~' mark, a ninth rank
  for (std::size_t i = failure.offset + 1; i < text.size() && text[i] != ']'; ++i) {
    if (std::string_view("PNBRQKpnbrqk-").find(text[i]) != std::string_view::npos) continue;
    failure.offset = i;
    failure.message = fen::message_string{};
    failure.message.append("placement: '");
    failure.message.append(text.substr(i, 1));
    failure.message.append(
        "' is not a piece crazyhouse has: pockets of other pieces (Seirawan chess's H and E, "
        "say) belong to a variant fen does not read");
    return std::nullopt;
  }
  return fen::variant::crazyhouse;
}

bool is_checks_field(std::string_view t) noexcept {
  return t.size() == 4 && t[0] == '+' && t[1] >= '0' && t[1] <= '3' && t[2] == '+' && t[3] >= '0' && t[3] <= '3';
}

void put_canonical(std::string& out, std::string& scratch, const reading& r, const options& o, bool with_set_aside) {
  out.clear();
  // (The position as read when the square is written as stored: no copy of it for each line.)
  fen::position changed{};
  if (o.en_passant != fen::en_passant_output::as_stored)
    changed = fen::with_en_passant(r.position, o.en_passant, r.rules);
  const fen::position& position = o.en_passant == fen::en_passant_output::as_stored ? r.position : changed;
  if (r.written_as_epd) {
    // An EPD line's four fields, as fen::write_epd writes them: three-check's remaining checks as a
    // fifth, no counters.
    fen::serialize_options fields = o.serialize;
    fields.checks = fen::check_notation::remaining;
    const fen::fen_string written = fen::serialize(position, fields);
    const std::string_view text = written.view();
    if (!position.checks && text.size() > 4 && text.substr(text.size() - 4) == " 0 1") {  // lenient FEN's counters
      out.append(text.substr(0, text.size() - 4));
      return;
    }
    std::size_t end = 0;
    for (int field = position.checks ? 5 : 4; field > 0 && end != std::string_view::npos; --field)
      end = text.find(' ', end == 0 ? 0 : end + 1);
    out.append(text.substr(0, end));
    return;
  }
  if (r.what == reading::kind::fen) {
    out += fen::serialize(position, o.serialize).view();
    if (with_set_aside && !r.set_aside.empty()) {
      out += ' ';
      out += r.set_aside;
    }
    return;
  }
  if (position.en_passant == r.record->position.en_passant) {  // the record as read: written as it is
    out += canonical_epd(*r.record, scratch, o.serialize);
    return;
  }
  fen::epd_record record = *r.record;  // --en-passant dropped the square: a copy without it
  record.position = position;
  out += canonical_epd(record, scratch, o.serialize);
}

// =============================================================================================
// Reading files line by line
// =============================================================================================

std::string printable_name(std::string_view name) {
  std::string shown;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const auto byte = static_cast<unsigned char>(name[i]);
    const bool c1 = byte == 0xC2 && i + 1 < name.size() && static_cast<unsigned char>(name[i + 1]) >= 0x80 &&
                    static_cast<unsigned char>(name[i + 1]) <= 0x9F;
    if (byte >= 0x20 && byte != 0x7F && !c1) {
      shown += name[i];
      continue;
    }
    const std::size_t count = c1 ? 2 : 1;
    for (std::size_t k = 0; k < count; ++k) shown += fmt::format("\\x{:02x}", static_cast<unsigned char>(name[i + k]));
    i += count - 1;
  }
  return shown;
}

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
  if (file == nullptr) {
    const int error = errno;
    fmt::print(stderr, "fen {}: cannot open '{}': {}\n", command_name(c), printable_name(name), std::strerror(error));
  }
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

void put_set_aside(output& out, std::string_view lead, std::size_t comments, std::size_t not_positions,
                   std::size_t table_headers, std::size_t annotations) {
  std::string_view separator = lead;
  const auto aside = [&](std::size_t n, std::string_view one, std::string_view many) {
    if (n == 0) return;
    out.print("{}{} {}", separator, n, n == 1 ? one : many);
    separator = ", ";
  };
  aside(comments, "blank or comment", "blank or comment");
  aside(not_positions, "not a position", "not a position");
  aside(table_headers, "table header", "table headers");
  aside(annotations, "annotation", "annotations");
}

void bad_lines::too_long(const file_state& f, std::size_t number) {
  if (may_report()) put_too_long(errors_, f.shown, number);
  errors_.flush();  // in step with standard output when both go to a terminal
}

void bad_lines::refused(const file_state& f, std::size_t number, std::string_view line, const line_class& c) {
  if (may_report()) put_diagnostic(errors_, f.shown, number, line, c.offset, c.message, c.code);
  errors_.flush();
}

void bad_lines::failed(const file_state& f, std::size_t number, std::string_view line, const line_class& c,
                       const parse_failure& e) {
  if (may_report()) put_diagnostic(errors_, f.shown, number, line, c.offset + e.offset, e.message.view(), e.code);
  errors_.flush();
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
