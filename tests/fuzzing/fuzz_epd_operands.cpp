// libFuzzer target: the EPD operand API on every record that parses, in both modes. Every accessor
// of the record (size, operand_count, operator[], the iterator, find, contains, ==), of each
// operation and of each operand (kind, text, escaped, has_escapes, size, unescape_to, value_equals,
// str, as_integer, ==) against what the line says, recomputed here from the bytes; the views lie in
// the line (texts) or in the record (operands); `hmvc` and `fmvn` read back as the position's
// counters; `add` rebuilds the record from its parts and refuses what it must; `to_epd` writes the
// counters as asked; the writers (serialize_epd, write_epd, to_string, each castling notation) agree
// and what they write reads back to the same record; other record capacities and the other
// overloads of parse_epd read the line the same way.
#include "fuzz_epd_support.hpp"

#include <fen/epd.hpp>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace {

using big_record = fen::basic_epd_record<64, 1024>;
using small_record = fen::basic_epd_record<2, 4>;

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_blank(char c) { return c == ' ' || c == '\t'; }

// The number grammar, restated: an optional sign, digits, then optionally '.' and digits.
bool reads_as_number(std::string_view t) {
  std::size_t i = 0;
  if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
  const std::size_t digits = i;
  while (i < t.size() && is_digit(t[i])) ++i;
  if (i == digits) return false;
  if (i == t.size()) return true;
  if (t[i] != '.' || ++i == t.size()) return false;
  for (; i < t.size(); ++i)
    if (!is_digit(t[i])) return false;
  return true;
}

// The value of string text: `\"` and `\\` stand for their second byte, any other backslash for itself.
std::string unescaped(std::string_view t, bool escaped) {
  std::string out;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (escaped && t[i] == '\\' && i + 1 < t.size() && (t[i + 1] == '"' || t[i + 1] == '\\')) ++i;
    out.push_back(t[i]);
  }
  return out;
}

// A whole number in 64 bits, as the C library reads it; nothing for a fraction or an overflow.
std::optional<std::int64_t> integer_of(std::string_view t) {
  if (!reads_as_number(t) || t.find('.') != std::string_view::npos) return std::nullopt;
  const std::string copy(t);
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(copy.c_str(), &end, 10);
  if (errno == ERANGE || end != copy.c_str() + copy.size()) return std::nullopt;
  return static_cast<std::int64_t>(v);
}

bool inside(std::string_view part, std::string_view whole) {
  if (part.data() == nullptr) return part.empty();
  return std::less_equal<const char*>()(whole.data(), part.data()) &&
         std::less_equal<const char*>()(part.data() + part.size(), whole.data() + whole.size());
}

template <class Record>
bool inside_record(const fen::epd_operand* p, const Record& r) {
  const auto* lo = reinterpret_cast<const unsigned char*>(&r);
  const auto* hi = lo + sizeof(Record);
  const auto* q = reinterpret_cast<const unsigned char*>(p);
  return std::less_equal<const unsigned char*>()(lo, q) && std::less<const unsigned char*>()(q, hi);
}

bool is_special(std::string_view opcode) { return opcode == "hmvc" || opcode == "fmvn"; }

void check_error(std::string_view text, const fen::epd_error& e) {
  FEN_FUZZ_CHECK(e == e && !(e != e));
  fen::epd_error other = e;
  other.offset = e.offset + 1;
  FEN_FUZZ_CHECK(other != e && !(other == e));
  FEN_FUZZ_CHECK(e.offset <= text.size());
  FEN_FUZZ_CHECK(e.code != fen::epd_error_code::line_too_long);
  FEN_FUZZ_CHECK(fen::name(e.code) != "unknown");
  const auto message = e.message();
  FEN_FUZZ_CHECK(!message.empty());
  FEN_FUZZ_CHECK(message.size() < fen::max_message_length);
  if (e.code == fen::epd_error_code::position) {
    FEN_FUZZ_CHECK(e.position_error.offset == e.offset);
    fen_fuzz::check_error(text, e.position_error);
  }
  if (e.code == fen::epd_error_code::invalid_counter) {
    FEN_FUZZ_CHECK(e.opcode_field.has_value());
    const std::string_view opcode = fen::epd_opcode_for(*e.opcode_field);
    FEN_FUZZ_CHECK(is_special(opcode));
    FEN_FUZZ_CHECK(message.view().substr(0, opcode.size()) == opcode);
  }
  if (e.opcode_field) {
    FEN_FUZZ_CHECK(e.code == fen::epd_error_code::invalid_counter || e.code == fen::epd_error_code::duplicate_opcode ||
                   e.code == fen::epd_error_code::too_many_operations ||
                   e.code == fen::epd_error_code::counter_conflict);
    FEN_FUZZ_CHECK(is_special(fen::epd_opcode_for(*e.opcode_field)));
  }
  // The capacity is the record's, and only where one was exceeded; the two flags only with their codes.
  const bool too_many =
      e.code == fen::epd_error_code::too_many_operations || e.code == fen::epd_error_code::too_many_operands;
  if (e.code == fen::epd_error_code::too_many_operations)
    FEN_FUZZ_CHECK(e.capacity == fen::epd_record::operation_capacity());
  if (e.code == fen::epd_error_code::too_many_operands)
    FEN_FUZZ_CHECK(e.capacity == fen::epd_record::operand_capacity());
  if (!too_many) FEN_FUZZ_CHECK(e.capacity == 0);
  if (e.at_opcode_start) FEN_FUZZ_CHECK(e.code == fen::epd_error_code::invalid_opcode);
  if (e.after_string) {
    FEN_FUZZ_CHECK(e.code == fen::epd_error_code::invalid_operand);
    FEN_FUZZ_CHECK(e.offset > 0 && e.offset < text.size() && text[e.offset - 1] == '"' && text[e.offset] == e.byte);
  }
  if (e.code == fen::epd_error_code::non_ascii) {
    FEN_FUZZ_CHECK(e.offset < text.size());
    FEN_FUZZ_CHECK(text[e.offset] == e.byte);
    FEN_FUZZ_CHECK(static_cast<unsigned char>(e.byte) >= 0x80);
  }
}

// One operand of a record read from `text`.
void check_operand(const fen::epd_operand& o, std::string_view text, bool strict) {
  FEN_FUZZ_CHECK(o == o);
  FEN_FUZZ_CHECK(!(o != o));
  FEN_FUZZ_CHECK(inside(o.text, text));
  const auto start = static_cast<std::size_t>(o.text.data() - text.data());
  const std::size_t stop = start + o.text.size();
  if (o.kind == fen::epd_operand_kind::string) {
    // Between two quotes, with a blank, ';' or the end after the closing one.
    FEN_FUZZ_CHECK(o.escaped);
    FEN_FUZZ_CHECK(start > 0 && text[start - 1] == '"');
    FEN_FUZZ_CHECK(stop < text.size() && text[stop] == '"');
    FEN_FUZZ_CHECK(stop + 1 == text.size() || text[stop + 1] == ';' || is_blank(text[stop + 1]) ||
                   text[stop + 1] == '\r' || text[stop + 1] == '\n');
    for (std::size_t i = 0; i < o.text.size(); ++i) {
      FEN_FUZZ_CHECK(o.text[i] != '\r' && o.text[i] != '\n');
      FEN_FUZZ_CHECK(o.text[i] != '"');  // but as `\"`, skipped below
      if (o.text[i] == '\\') {
        const bool escape = i + 1 < o.text.size() && (o.text[i + 1] == '"' || o.text[i + 1] == '\\');
        if (strict) FEN_FUZZ_CHECK(escape);
        if (escape) ++i;
      }
    }
    FEN_FUZZ_CHECK(!o.as_integer().has_value());
  } else {
    FEN_FUZZ_CHECK(!o.escaped);
    FEN_FUZZ_CHECK(!o.text.empty());
    FEN_FUZZ_CHECK(start > 0 && is_blank(text[start - 1]));
    FEN_FUZZ_CHECK(stop == text.size() || text[stop] == ';' || is_blank(text[stop]) || text[stop] == '\r' ||
                   text[stop] == '\n');
    for (char c : o.text) FEN_FUZZ_CHECK(c > ' ' && c < 0x7F && c != ';' && c != '"');
    FEN_FUZZ_CHECK((o.kind == fen::epd_operand_kind::number) == reads_as_number(o.text));
    FEN_FUZZ_CHECK(o.kind == fen::epd_operand_kind::number || o.kind == fen::epd_operand_kind::symbol);
    const fen::epd_operand again = fen::epd_operand::unquoted(o.text);
    FEN_FUZZ_CHECK(again.kind == o.kind && again.text.data() == o.text.data() && again == o);
    FEN_FUZZ_CHECK(o != fen::epd_operand::quoted(o.text));
    FEN_FUZZ_CHECK(o.as_integer() == integer_of(o.text));
  }

  // The value, each way the operand gives it.
  const std::string value = unescaped(o.text, o.escaped);
  FEN_FUZZ_CHECK(o.size() == value.size());
  FEN_FUZZ_CHECK(o.str() == value);
  FEN_FUZZ_CHECK(o.has_escapes() == (value != o.text));
  FEN_FUZZ_CHECK(o.value_equals(value));
  FEN_FUZZ_CHECK(o.value_equals(o.text) == (value == o.text));
  FEN_FUZZ_CHECK(!o.value_equals(value + "x"));
  if (!value.empty()) FEN_FUZZ_CHECK(!o.value_equals(std::string_view(value).substr(0, value.size() - 1)));
  // unescape_to writes no more than it may, and always says the full length.
  std::string buffer(value.size() + 2, '\x7f');
  for (std::size_t capacity : {std::size_t{0}, value.size() / 2, value.size(), value.size() + 1}) {
    buffer.assign(value.size() + 2, '\x7f');
    FEN_FUZZ_CHECK(o.unescape_to(buffer.data(), capacity) == value.size());
    const std::size_t written = capacity < value.size() ? capacity : value.size();
    FEN_FUZZ_CHECK(std::string_view(buffer.data(), written) == std::string_view(value).substr(0, written));
    for (std::size_t i = written; i < value.size() + 2; ++i) FEN_FUZZ_CHECK(buffer[i] == '\x7f');
  }
  // The same value, written without escapes, compares equal (for a string); another kind does not.
  if (o.kind == fen::epd_operand_kind::string) {
    const fen::epd_operand plain = fen::epd_operand::quoted(value);
    FEN_FUZZ_CHECK(!plain.escaped && !plain.has_escapes());
    FEN_FUZZ_CHECK(plain == o && o == plain);
    FEN_FUZZ_CHECK(plain.size() == value.size() && plain.str() == value);
    FEN_FUZZ_CHECK(fen::epd_operand::unquoted(value.empty() ? std::string_view("x") : std::string_view(value)) != o);
    const std::string longer = value + "x";
    FEN_FUZZ_CHECK(fen::epd_operand::quoted(longer) != o);
  }
}

// add() with `count` operands from `operands`: an initializer list of any length up to the table.
template <class Record, std::size_t... I>
bool add_list(Record& r, std::string_view opcode, const fen::epd_operand* operands, std::index_sequence<I...>) {
  return r.add(opcode, {operands[I]...});
}
template <class Record, std::size_t N>
bool add_n(Record& r, std::string_view opcode, const fen::epd_operand* operands) {
  return add_list(r, opcode, operands, std::make_index_sequence<N>());
}
template <class Record, std::size_t... N>
constexpr auto make_add_table(std::index_sequence<N...>) {
  using adder = bool (*)(Record&, std::string_view, const fen::epd_operand*);
  return std::array<adder, sizeof...(N)>{&add_n<Record, N>...};
}
constexpr std::size_t add_table_size = 65;
template <class Record>
bool add(Record& r, std::string_view opcode, fen::epd_operands operands) {
  static constexpr auto table = make_add_table<Record>(std::make_index_sequence<add_table_size>());
  FEN_FUZZ_CHECK(operands.size() < add_table_size);
  return table[operands.size()](r, opcode, operands.begin());
}

// What `add` must refuse, leaving the record as it is.
void check_refusals(fen::epd_record& r) {
  const fen::epd_record before = r;
  const std::size_t size = r.size();
  FEN_FUZZ_CHECK(!r.add(""));
  FEN_FUZZ_CHECK(!r.add("0bm"));
  FEN_FUZZ_CHECK(!r.add("b-m"));
  FEN_FUZZ_CHECK(!r.add("a_opcode_of_16ch"));
  FEN_FUZZ_CHECK(!r.add("hmvc", {fen::epd_operand::unquoted("1")}));
  FEN_FUZZ_CHECK(!r.add("fmvn", {fen::epd_operand::unquoted("1")}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand::unquoted("")}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand::unquoted("a b")}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand::unquoted("a;")}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand::unquoted("a\"")}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand::unquoted("\xc3\xa9")}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand::quoted("a\nb")}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand{fen::epd_operand_kind::number, "Nf3", false}}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand{fen::epd_operand_kind::symbol, "12", false}}));
  FEN_FUZZ_CHECK(!r.add("zz", {fen::epd_operand{fen::epd_operand_kind::symbol, "Nf3", true}}));
  if (size > 0) FEN_FUZZ_CHECK(!r.add(r[0].opcode));
  FEN_FUZZ_CHECK(r.size() == size);
  FEN_FUZZ_CHECK(r == before);
}

// The counters as operations: each written when `to_epd` is asked to, and read back.
void check_to_epd(const fen::position& p) {
  const auto omit = fen::to_epd(p, fen::epd_counters::omit);
  FEN_FUZZ_CHECK(omit.empty() && omit.operand_count() == 0 && omit.position == p);
  const auto always = fen::to_epd(p, fen::epd_counters::always);
  FEN_FUZZ_CHECK(always.size() == 2 && always.operand_count() == 0);
  const auto dflt = fen::to_epd(p);
  const std::size_t expected = (p.halfmove_clock != 0 ? 1u : 0u) + (p.fullmove_number != 1 ? 1u : 0u);
  FEN_FUZZ_CHECK(dflt.size() == expected);
  FEN_FUZZ_CHECK(dflt.contains("hmvc") == (p.halfmove_clock != 0));
  FEN_FUZZ_CHECK(dflt.contains("fmvn") == (p.fullmove_number != 1));
  for (const auto* r : {&always, &dflt}) {
    const auto line = fen::serialize_epd(*r);
    FEN_FUZZ_CHECK(line.has_value());
    const auto back = fen::parse_epd(line->view());
    FEN_FUZZ_CHECK(back.has_value());
    FEN_FUZZ_CHECK(*back == *r);
    FEN_FUZZ_CHECK(back->position.halfmove_clock == p.halfmove_clock);
    FEN_FUZZ_CHECK(back->position.fullmove_number == p.fullmove_number);
    const auto hmvc = back->find(fen::epd_opcode_for(fen::field::halfmove_clock));
    if (hmvc)
      FEN_FUZZ_CHECK(hmvc->operands.size() == 1 &&
                     hmvc->operands[0].as_integer() == static_cast<std::int64_t>(p.halfmove_clock));
  }
}

template <class Record>
void check_record(std::string_view text, const Record& r, bool strict) {
  FEN_FUZZ_CHECK(r == r && !(r != r));
  FEN_FUZZ_CHECK(r.size() <= Record::operation_capacity());
  FEN_FUZZ_CHECK(r.operand_count() <= Record::operand_capacity());
  FEN_FUZZ_CHECK(r.empty() == (r.size() == 0));
  FEN_FUZZ_CHECK(!r.find("").has_value() && !r.contains(""));
  FEN_FUZZ_CHECK(!r.find("0").has_value() && !r.contains(";"));

  std::size_t index = 0;
  std::size_t operands = 0;
  const fen::epd_operand* next = nullptr;
  for (auto it = r.begin(); it != r.end(); ++it, ++index) {
    const fen::epd_operation op = *it;
    const fen::epd_operation same = r[index];
    FEN_FUZZ_CHECK(op.opcode.data() == same.opcode.data() && op.opcode.size() == same.opcode.size());
    FEN_FUZZ_CHECK(op.operands.begin() == same.operands.begin() && op.operands.size() == same.operands.size());

    // The opcode: in the line, a letter then letters, digits and '_', with a blank or ';' before it
    // and a blank, ';' or the end after it.
    // (Lenient mode reads a FEN's counters after the fourth field as hmvc and fmvn, the first
    // operations: their opcodes are the library's names, their operands the counters in the line.)
    const std::string_view opcode = op.opcode;
    FEN_FUZZ_CHECK(!opcode.empty());
    if (!inside(opcode, text)) {
      FEN_FUZZ_CHECK(!strict && is_special(opcode) && index < 2);
      FEN_FUZZ_CHECK(op.operands.size() == 1 && inside(op.operands[0].text, text));
      FEN_FUZZ_CHECK(op.operands[0].kind == fen::epd_operand_kind::number && is_digit(op.operands[0].text[0]));
    } else {
      FEN_FUZZ_CHECK(is_letter(opcode[0]));
      for (char c : opcode) FEN_FUZZ_CHECK(is_letter(c) || is_digit(c) || c == '_');
      if (strict) FEN_FUZZ_CHECK(opcode.size() <= fen::max_epd_opcode_length);
      const auto start = static_cast<std::size_t>(opcode.data() - text.data());
      const std::size_t stop = start + opcode.size();
      FEN_FUZZ_CHECK(start > 0 && (is_blank(text[start - 1]) || text[start - 1] == ';'));
      if (strict) FEN_FUZZ_CHECK(text[start - 1] == ' ');
      FEN_FUZZ_CHECK(stop == text.size() || text[stop] == ';' || is_blank(text[stop]) || text[stop] == '\r' ||
                     text[stop] == '\n');
    }

    // Looked up, it is this operation, or (lenient) an earlier one with the same opcode.
    const auto found = r.find(opcode);
    FEN_FUZZ_CHECK(found.has_value() && r.contains(opcode));
    FEN_FUZZ_CHECK(found->opcode == opcode);
    std::size_t first = 0;
    while (r[first].opcode != opcode) ++first;
    FEN_FUZZ_CHECK(found->operands.begin() == r[first].operands.begin());
    FEN_FUZZ_CHECK(found->operands.size() == r[first].operands.size());
    if (strict || is_special(opcode)) FEN_FUZZ_CHECK(first == index);
    FEN_FUZZ_CHECK(!r.contains(std::string(opcode) + ";"));

    // The operands: in the record, one after another over the operations.
    FEN_FUZZ_CHECK(op.operands.empty() == (op.operands.size() == 0));
    if (next != nullptr) FEN_FUZZ_CHECK(op.operands.begin() == next);
    next = op.operands.end();
    if (!op.operands.empty()) {
      FEN_FUZZ_CHECK(&op.operands.front() == op.operands.begin() && &op.operands[0] == op.operands.begin());
      FEN_FUZZ_CHECK(inside_record(op.operands.begin(), r));
      FEN_FUZZ_CHECK(inside_record(op.operands.end() - 1, r));
    }
    std::size_t j = 0;
    for (const fen::epd_operand& o : op.operands) {
      FEN_FUZZ_CHECK(&o == &op.operands[j]);
      check_operand(o, text, strict);
      ++j;
    }
    FEN_FUZZ_CHECK(j == op.operands.size());
    operands += j;

    // hmvc and fmvn: one counter, the position's.
    if (is_special(opcode)) {
      FEN_FUZZ_CHECK(op.operands.size() == 1);
      const fen::epd_operand& o = op.operands[0];
      FEN_FUZZ_CHECK(o.kind == fen::epd_operand_kind::number);
      FEN_FUZZ_CHECK(o.text.size() == 1 || o.text[0] != '0');
      for (char c : o.text) FEN_FUZZ_CHECK(is_digit(c));
      const std::uint32_t counter = opcode == "hmvc" ? r.position.halfmove_clock : r.position.fullmove_number;
      FEN_FUZZ_CHECK(o.as_integer() == static_cast<std::int64_t>(counter));
      FEN_FUZZ_CHECK(o.value_equals(std::to_string(counter)));
    }
  }
  FEN_FUZZ_CHECK(index == r.size());
  FEN_FUZZ_CHECK(operands == r.operand_count());
  const std::string_view hmvc = fen::epd_opcode_for(fen::field::halfmove_clock);
  const std::string_view fmvn = fen::epd_opcode_for(fen::field::fullmove_number);
  FEN_FUZZ_CHECK(hmvc == "hmvc" && fmvn == "fmvn");
  // Every field, in a loop: a constant argument would be folded by the compiler, never run.
  for (unsigned f = 0; f <= static_cast<unsigned>(fen::field::input); ++f) {
    const auto which = static_cast<fen::field>(f);
    const std::string_view opcode = fen::epd_opcode_for(which);
    FEN_FUZZ_CHECK(opcode == (which == fen::field::halfmove_clock    ? hmvc
                              : which == fen::field::fullmove_number ? fmvn
                                                                     : std::string_view()));
  }
  if (!r.contains(hmvc)) FEN_FUZZ_CHECK(r.position.halfmove_clock == 0);
  if (!r.contains(fmvn)) FEN_FUZZ_CHECK(r.position.fullmove_number == 1);
}

// Writes the record each way there is; what is written reads back (lenient) as the same record.
void check_writers(const fen::epd_record& r) {
  const std::string line = fen::to_string(r);
  const auto fixed = fen::serialize_epd(r);
  if (line.size() > fen::max_epd_length) {
    FEN_FUZZ_CHECK(!fixed.has_value());
  } else {
    FEN_FUZZ_CHECK(fixed.has_value() && fixed->view() == line);
  }
  const auto big = fen::serialize_epd<8191>(r);
  FEN_FUZZ_CHECK(big.has_value() == (line.size() <= 8191));
  if (big) FEN_FUZZ_CHECK(big->view() == line);
  const auto tiny = fen::serialize_epd<64>(r);
  if (line.size() > 64) {
    FEN_FUZZ_CHECK(!tiny.has_value());
    FEN_FUZZ_CHECK(tiny.error().code == fen::epd_error_code::line_too_long);
    FEN_FUZZ_CHECK(tiny.error().offset == 64 && tiny.error().capacity == 64);
    FEN_FUZZ_CHECK(fen::name(tiny.error().code) == "line_too_long");
    FEN_FUZZ_CHECK(tiny.error().message().view().find("64") != std::string_view::npos);
  } else {
    FEN_FUZZ_CHECK(tiny.has_value() && tiny->view() == line);
  }
  static std::array<char, 8192> buffer;
  if (line.size() + 1 < buffer.size())
    for (std::size_t capacity : {std::size_t{0}, line.size() / 3, line.size(), line.size() + 1}) {
      buffer.fill('\x7f');
      FEN_FUZZ_CHECK(fen::write_epd(r, buffer.data(), capacity) == line.size());
      const std::size_t written = capacity < line.size() ? capacity : line.size();
      FEN_FUZZ_CHECK(std::string_view(buffer.data(), written) == std::string_view(line).substr(0, written));
      FEN_FUZZ_CHECK(buffer[written] == '\x7f');
    }

  const auto back = fen::parse_epd(std::string_view(line));
  FEN_FUZZ_CHECK(back.has_value());
  FEN_FUZZ_CHECK(*back == r);
  FEN_FUZZ_CHECK(back->position == r.position);
  FEN_FUZZ_CHECK(fen_fuzz::same_operations(*back, r));
  FEN_FUZZ_CHECK(fen::to_string(*back) == line);

  // In the other notations, only where the round trip is promised (a lenient line may give a rook file
  // that is the king's own: `KQkq` with the king on h8).
  if (!fen_fuzz::castling_rights_on_their_sides(r.position)) return;
  for (fen::castling_notation n : {fen::castling_notation::standard, fen::castling_notation::shredder}) {
    const std::string other = fen::to_string(r, fen::serialize_options{n});
    const auto read = fen::parse_epd(std::string_view(other));
    FEN_FUZZ_CHECK(read.has_value());
    FEN_FUZZ_CHECK(fen_fuzz::same_operations(*read, r));
    FEN_FUZZ_CHECK(read->position.board == r.position.board);
    FEN_FUZZ_CHECK(read->position.side_to_move == r.position.side_to_move);
    FEN_FUZZ_CHECK(read->position.halfmove_clock == r.position.halfmove_clock);
    FEN_FUZZ_CHECK(read->position.fullmove_number == r.position.fullmove_number);
  }
}

// A line longer than serialize_epd's default capacity: a string of quotes, each written escaped.
void check_long_line(fen::epd_record r) {
  static const std::string quotes(fen::max_epd_length / 2 + 1, '"');
  if (!r.add("zlong", {fen::epd_operand::quoted(quotes)})) return;
  const std::string line = fen::to_string(r);
  FEN_FUZZ_CHECK(line.size() > fen::max_epd_length);
  const auto fixed = fen::serialize_epd(r);
  FEN_FUZZ_CHECK(!fixed.has_value() && fixed.error().code == fen::epd_error_code::line_too_long);
  FEN_FUZZ_CHECK(fixed.error().offset == fen::max_epd_length && fixed.error().capacity == fen::max_epd_length);
  const auto big = fen::serialize_epd<8191>(r);
  FEN_FUZZ_CHECK(big.has_value() && big->view() == line);
  const auto back = fen::parse_epd(std::string_view(line));
  FEN_FUZZ_CHECK(back.has_value() && *back == r);
  const auto op = back->find("zlong");
  FEN_FUZZ_CHECK(op && op->operands.size() == 1 && op->operands[0].value_equals(quotes));
  FEN_FUZZ_CHECK(op->operands[0].has_escapes() && op->operands[0].text.size() == 2 * quotes.size());
}

// The record made again with to_epd and add, from its parts.
void check_rebuild(const fen::epd_record& r, bool strict) {
  fen::epd_record rebuilt = fen::to_epd(r.position, fen::epd_counters::omit);
  bool all = true;
  for (const fen::epd_operation op : r) {
    if (op.operands.size() >= add_table_size) {
      all = false;
      break;
    }
    const bool takes = op.opcode.size() <= fen::max_epd_opcode_length && !rebuilt.contains(op.opcode);
    const std::size_t size = rebuilt.size();
    const bool added = is_special(op.opcode) ? rebuilt.add(op.opcode) : add(rebuilt, op.opcode, op.operands);
    FEN_FUZZ_CHECK(added == takes);
    FEN_FUZZ_CHECK(rebuilt.size() == size + (added ? 1 : 0));
    if (strict) FEN_FUZZ_CHECK(added);
    all = all && added;
  }
  if (all) {
    FEN_FUZZ_CHECK(rebuilt == r);
    FEN_FUZZ_CHECK(fen::to_string(rebuilt) == fen::to_string(r));
  }
  check_refusals(rebuilt);
  // Once per input (it is the slowest check), on a record that holds the position's counters: the
  // rebuilt one when it is whole.
  if (!strict) check_long_line(all ? rebuilt : fen::to_epd(r.position));
  // Filled up: one more operation does not fit.
  fen::epd_record full = fen::to_epd(r.position, fen::epd_counters::omit);
  char names[fen::default_epd_operations][4]{};
  for (std::size_t i = 0; i < fen::default_epd_operations; ++i) {
    names[i][0] = 'o';
    names[i][1] = static_cast<char>('a' + i / 26);
    names[i][2] = static_cast<char>('a' + i % 26);
    FEN_FUZZ_CHECK(full.add(std::string_view(names[i], 3)));
  }
  FEN_FUZZ_CHECK(!full.add("zz"));
  FEN_FUZZ_CHECK(full.size() == fen::default_epd_operations);
}

template <class Small, class Big>
void check_capacities(const fen::epd_result<fen::epd_record>& r, const fen::epd_result<Small>& small,
                      const fen::epd_result<Big>& big) {
  const auto too_many = [](fen::epd_error_code c) {
    return c == fen::epd_error_code::too_many_operations || c == fen::epd_error_code::too_many_operands;
  };
  if (r) {
    FEN_FUZZ_CHECK(big.has_value());
    FEN_FUZZ_CHECK(big->position == r->position && fen_fuzz::same_operations(*big, *r));
    const bool fits = r->size() <= Small::operation_capacity() && r->operand_count() <= Small::operand_capacity();
    FEN_FUZZ_CHECK(small.has_value() == fits);
    if (fits) FEN_FUZZ_CHECK(small->position == r->position && fen_fuzz::same_operations(*small, *r));
    if (!fits) FEN_FUZZ_CHECK(too_many(small.error().code));
  } else if (!too_many(r.error().code)) {
    FEN_FUZZ_CHECK(!big.has_value() && big.error() == r.error());
  }
  if (big && !r) FEN_FUZZ_CHECK(too_many(r.error().code));
}

void check_mode(std::string_view text, fen::strictness mode) {
  const bool strict = mode == fen::strictness::strict;
  const auto r = fen::parse_epd(text, mode);
  const auto big = fen::parse_epd<big_record>(text, mode);
  const auto small = fen::parse_epd<small_record>(text, mode);
  check_capacities(r, small, big);

  // The other overloads: a NUL-terminated copy, a fixed_string.
  if (text.find('\0') == std::string_view::npos) {
    const std::string copy(text);
    const auto from_c = fen::parse_epd(copy.c_str(), mode);
    FEN_FUZZ_CHECK(from_c.has_value() == r.has_value());
    if (r) FEN_FUZZ_CHECK(*from_c == *r);
    if (!r) FEN_FUZZ_CHECK(from_c.error() == r.error());
  }
  if (text.size() <= 1024) {
    fen::fixed_string<1024> fixed;
    fixed.append(text);
    const auto from_fixed = fen::parse_epd(fixed, mode);
    FEN_FUZZ_CHECK(from_fixed.has_value() == r.has_value());
    if (r) FEN_FUZZ_CHECK(*from_fixed == *r);
  }

  if (!r) {
    check_error(text, r.error());
#if FEN_EXCEPTIONS
    bool thrown = false;
    try {
      (void)r.value();
    } catch (const fen::epd_parse_error& e) {
      thrown = true;
      FEN_FUZZ_CHECK(e.error() == r.error() && e.code() == r.error().code && e.offset() == r.error().offset);
      FEN_FUZZ_CHECK(std::string_view(e.what()) == r.error().message().view());
    }
    FEN_FUZZ_CHECK(thrown);
#endif
    return;
  }
  FEN_FUZZ_CHECK(r.value() == *r);
  check_record(text, *r, strict);
  check_record(text, *big, strict);
  const fen::epd_record copy = *r;
  FEN_FUZZ_CHECK(copy == *r);
  check_writers(*r);
  check_rebuild(*r, strict);
  check_to_epd(r->position);
  if (strict) {
    const auto line = fen::serialize_epd(*r);
    FEN_FUZZ_CHECK(line.has_value() && line->view() == text);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  const std::string_view text = fen_fuzz::view(data, size);
  check_mode(text, fen::strictness::lenient);
  check_mode(text, fen::strictness::strict);
  return 0;
}
