// The differential test against chessops, our half.
//
//   fen_differential generate <out> <count> <seed> <base file>...
//       Writes <count> inputs, one a line, each as 'x' and its bytes in hex: lines of the base files
//       (the shared corpus) mutated with a fixed seed: bytes substituted, inserted, deleted and
//       swapped; fields dropped, swapped, repeated and replaced by values that sit on the edges of
//       what FEN allows; separators, variant notation and non-ASCII text put in.
//   fen_differential compare <inputs> <chessops verdicts>
//       Parses each input (lenient mode, the closer to chessops' parseFen) and compares acceptance
//       and canonical output with what chessops said for it (chessops_verdicts.mjs). Every
//       disagreement must be explained by one of the documented, deliberate differences below;
//       anything else fails the test, with examples. So do internal errors, and inputs that no
//       longer test both sides (fewer than a tenth accepted by both, or refused by both). Each
//       condition that fails gets a line of its own that starts with "FAILED: ".
//
// The deliberate differences (docs/conventions.md lists them too):
//  - surrounding_separators: we (lenient) accept blanks, line breaks and '_' before and after the FEN;
//    chessops splits on them and finds an empty field.
//  - line_break_between_fields: chessops separates fields by any white space; we refuse a line break
//    inside a FEN.
//  - exotic_whitespace: chessops separates fields by vertical tab, form feed and Unicode spaces
//    (U+00A0 ...); FEN is ASCII with blanks (space, tab) between fields, and we refuse them.
//  - non_ascii_letter: chessops lower-cases letters with Unicode rules, so that the Kelvin sign
//    (U+212A) reads as a king or a castling 'K'; we refuse every byte outside ASCII.
//  - adjacent_digits: chessops adds up digits in a row ("44" for "8"); we refuse them.
//  - counter_leading_zero: chessops reads "007" as 7; we refuse a leading zero.
//  - counter_above_9999: chessops refuses counters of five digits or more; we read any 32-bit value.
//  - fullmove_zero: chessops reads a fullmove number of 0 as 1; we keep the 0 (the validator flags it).
//  - variant_notation: chessops reads crazyhouse (`~`, `[pockets]`, a ninth "rank" of pockets) and
//    three-check counters; we refuse chess-variant notation.
//  - castling_king_file: chessops takes a castling file letter on the king's own file; we refuse it.
//  - castling_two_rooks_one_side: chessops takes two rights on one side of the king (up to two a
//    color); we refuse two different rooks for one color and side.
//  - castling_without_king_or_rook: where fen::validate finds a colour without a single king, or
//    with a castling right whose king or rook is not where castling needs it (an illegal position),
//    `K`/`Q` may name another rook and are written differently: chessops reads `K` as the last rook
//    on the back rank when the king is elsewhere, and writes a file letter where we write `K`/`Q`
//    for the corner rook; it also refuses three rights for one colour that its reading gives.
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

// ---------------------------------------------------------------------------------------------
// Input lines: 'x' and hex, so that any byte (line breaks, NUL) travels.

std::string to_hex(std::string_view bytes) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out = "x";
  for (char c : bytes) {
    const auto u = static_cast<unsigned char>(c);
    out += digits[u >> 4];
    out += digits[u & 15u];
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

bool from_hex(std::string_view line, std::string& out) {
  out.clear();
  if (line.empty() || line[0] != 'x' || line.size() % 2 != 1) return false;
  for (std::size_t i = 1; i < line.size(); i += 2) {
    const int hi = hex_value(line[i]);
    const int lo = hex_value(line[i + 1]);
    if (hi < 0 || lo < 0) return false;
    out += static_cast<char>(hi * 16 + lo);
  }
  return true;
}

// How an input is shown in a report: printable ASCII as is, everything else escaped.
std::string printable(std::string_view bytes) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out = "\"";
  for (char c : bytes) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\t')
      out += "\\t";
    else if (c == '\n')
      out += "\\n";
    else if (c == '\r')
      out += "\\r";
    else if (c == '"' || c == '\\')
      (out += '\\') += c;
    else if (u >= 0x20 && u < 0x7F)
      out += c;
    else {
      out += "\\x";
      out += digits[u >> 4];
      out += digits[u & 15u];
    }
  }
  return out + "\"";
}

// ---------------------------------------------------------------------------------------------
// Generating inputs.

// splitmix64: the same numbers on every platform and standard library. (Each draw is its own
// statement: the order in which function arguments are evaluated differs between compilers.)
class random_source {
 public:
  explicit random_source(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(next() % n); }
  bool one_in(std::size_t n) { return below(n) == 0; }
  template <class T, std::size_t N>
  const T& pick(const T (&items)[N]) {
    return items[below(N)];
  }

 private:
  std::uint64_t state_;
};

// Bytes that mean something somewhere in a FEN, and a few that never do.
constexpr std::string_view fen_bytes = "pnbrqkPNBRQK123456780 9/wb-KQkqABCDEFGHabcdefgh_+~[]\t";

const std::string_view separators[] = {" ",    "  ", "\t", "_",        " \t ",        "\n",
                                       "\r\n", "\v", "\f", "\xc2\xa0", "\xe2\x80\x83"};
const std::string_view around[] = {" ", "\t", "\n", "\r\n", "_", "  ", "\xc2\xa0"};
const std::string_view side_values[] = {"w", "b", "W", "B", "x", "-", "wb", "ww", "0", "white"};
const std::string_view counter_values[] = {"0",     "1",          "00",         "007",         "0000",  "9999",
                                           "10000", "4294967295", "4294967296", "-1",          "+1",    "1.5",
                                           "3+3",   "+1+1",       "1e3",        "99999999999", "12345", "01"};
const std::string_view en_passant_values[] = {"-",  "e3", "e6", "a1", "h8",  "e9", "i3",
                                              "E3", "e",  "3e", "--", "e33", "d6"};
const std::string_view rank_values[] = {"8",    "44",    "71",    "17",   "pppppppp", "ppppppppp", "7",
                                        "9",    "0",     "p7",    "P~7",  "k6K",      "1p1p1p1p",  "111111111",
                                        "2222", "r3k2r", "R3K2R", "4k3",  "4K3",      "RK4R1",     "1R2K1R1",
                                        "R6R",  "KR6",   "2RKR3", "rk5r", "1r2k1r1",  "qk3rr1"};
const std::string_view back_ranks[] = {"R3K2R",  "RK4R1",  "1R2K1R1", "R6R",     "KR6",   "2RKR3",
                                       "RR2K2R", "R2RK2R", "4K3",     "R3KR2",   "R1K3R", "3K3R",
                                       "R3K3",   "RKR5",   "2K2R1R",  "R2K1RR1", "8",     "1K5R"};
const std::string_view castling_letters = "KQkqABCDEFGHabcdefgh";
const std::string_view inserts[] = {"~",     "[Pp]",
                                    "[]",    "/Pp",
                                    "/",     " 3+3",
                                    " +1+1", "\xc3\xa9",
                                    "\xff",  "\xe2\x84\xaa",
                                    "\x7f",  std::string_view("\0", 1),
                                    "44",    "0",
                                    " ",     "_",
                                    "-",     "K",
                                    "k"};

// `s` cut at each `separator` (a FEN's fields at ' ', its placement's ranks at '/'), and joined back.
std::vector<std::string> split_at(const std::string& s, char separator) {
  std::vector<std::string> parts;
  std::string current;
  for (char c : s) {
    if (c == separator) {
      parts.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  parts.push_back(current);
  return parts;
}

std::string join_with(const std::vector<std::string>& parts, char separator) {
  std::string s;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i != 0) s += separator;
    s += parts[i];
  }
  return s;
}

std::vector<std::string> split_fields(const std::string& s) { return split_at(s, ' '); }
std::string join_fields(const std::vector<std::string>& fields) { return join_with(fields, ' '); }

std::string random_castling(random_source& rng) {
  if (rng.one_in(6)) return "-";
  std::string s;
  const std::size_t n = 1 + rng.below(4);
  for (std::size_t i = 0; i < n; ++i) s += castling_letters[rng.below(castling_letters.size())];
  return s;
}

// Mutation 6: a field replaced by a value on the edge of what it allows.
void replace_field_with_edge_value(std::string& s, random_source& rng) {
  auto fields = split_fields(s);
  const std::size_t f = rng.below(6);
  if (f >= fields.size()) return;
  switch (f) {
    case 0: {  // one rank
      std::vector<std::string> ranks = split_at(fields[0], '/');
      const std::size_t r = rng.below(ranks.size());
      ranks[r] = std::string(rng.pick(rank_values));
      fields[0] = join_with(ranks, '/');
      break;
    }
    case 1: fields[1] = std::string(rng.pick(side_values)); break;
    case 2: fields[2] = random_castling(rng); break;
    case 3: fields[3] = std::string(rng.pick(en_passant_values)); break;
    default: fields[f] = std::string(rng.pick(counter_values)); break;
  }
  s = join_fields(fields);
}

// Mutation 7: new back ranks (Chess960-like, kings and rooks anywhere) and castling letters to go
// with them.
void replace_back_ranks(std::string& s, random_source& rng) {
  auto fields = split_fields(s);
  if (fields.size() < 3) return;
  const std::size_t first_slash = fields[0].find('/');
  const std::size_t last_slash = fields[0].rfind('/');
  if (first_slash == std::string::npos || first_slash == last_slash) return;
  std::string black(rng.pick(back_ranks));
  for (char& c : black) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
  fields[0] = black + fields[0].substr(first_slash, last_slash - first_slash + 1) + std::string(rng.pick(back_ranks));
  fields[2] = random_castling(rng);
  s = join_fields(fields);
}

// Mutation 11: a piece letter replaced by another (kings and rooks come and go).
void replace_piece_letter(std::string& s, random_source& rng) {
  std::vector<std::size_t> letters;
  for (std::size_t i = 0; i < s.size() && s[i] != ' '; ++i)
    if ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z')) letters.push_back(i);
  if (letters.empty()) return;
  static constexpr std::string_view pieces = "pnbrqkPNBRQK";
  const std::size_t at = letters[rng.below(letters.size())];
  s[at] = pieces[rng.below(pieces.size())];
}

// The last mutation: a castling letter turned into the Kelvin sign, which Unicode lower-cases to
// 'k', or a byte inserted.
void insert_kelvin_sign(std::string& s, random_source& rng) {
  const std::size_t at = s.find_first_of("Kk", s.find(' ') == std::string::npos ? 0 : s.find(' '));
  if (at != std::string::npos && rng.one_in(2))
    s.replace(at, 1, "\xe2\x84\xaa");
  else {
    const std::size_t where = rng.below(s.size() + 1);
    s.insert(where, fen_bytes.substr(rng.below(fen_bytes.size()), 1));
  }
}

// Mutation 8: what separates two fields changed.
void replace_separator(std::string& s, random_source& rng) {
  std::vector<std::size_t> spaces;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (s[i] == ' ') spaces.push_back(i);
  if (spaces.empty()) return;
  const std::size_t at = spaces[rng.below(spaces.size())];
  s.replace(at, 1, rng.pick(separators));
}

// Mutation 12: the text cut short, or its last fields dropped.
void cut_short(std::string& s, random_source& rng) {
  if (rng.one_in(2)) {
    s.resize(rng.below(s.size() + 1));
  } else {
    auto fields = split_fields(s);
    fields.resize(1 + rng.below(fields.size()));
    s = join_fields(fields);
  }
}

// One mutation of `s`.
void mutate(std::string& s, random_source& rng) {
  const std::size_t kind = rng.below(14);
  switch (kind) {
    case 0:  // substitute a byte
      if (!s.empty()) {
        const std::size_t at = rng.below(s.size());
        s[at] = fen_bytes[rng.below(fen_bytes.size())];
      }
      break;
    case 1: {  // insert a byte
      const std::size_t at = rng.below(s.size() + 1);
      s.insert(at, 1, fen_bytes[rng.below(fen_bytes.size())]);
      break;
    }
    case 2:  // delete a byte or a short run
      if (!s.empty()) {
        const std::size_t at = rng.below(s.size());
        s.erase(at, 1 + (rng.one_in(4) ? rng.below(6) : 0));
      }
      break;
    case 3:  // swap two bytes, mostly neighbours
      if (s.size() >= 2) {
        const std::size_t a = rng.below(s.size() - 1);
        const std::size_t b = rng.one_in(2) ? a + 1 : rng.below(s.size());
        std::swap(s[a], s[b]);
      }
      break;
    case 4: {  // drop a field
      auto fields = split_fields(s);
      if (fields.size() > 1) fields.erase(fields.begin() + static_cast<std::ptrdiff_t>(rng.below(fields.size())));
      s = join_fields(fields);
      break;
    }
    case 5: {  // swap two fields, or repeat one
      auto fields = split_fields(s);
      const std::size_t a = rng.below(fields.size());
      const std::size_t b = rng.below(fields.size());
      if (rng.one_in(3))
        fields.insert(fields.begin() + static_cast<std::ptrdiff_t>(b), fields[a]);
      else
        std::swap(fields[a], fields[b]);
      s = join_fields(fields);
      break;
    }
    case 6:  // replace a field by a value on the edge of what it allows
      replace_field_with_edge_value(s, rng);
      break;
    case 7:  // new back ranks and castling letters to go with them
      replace_back_ranks(s, rng);
      break;
    case 8:  // change what separates two fields
      replace_separator(s, rng);
      break;
    case 9:  // something before or after the FEN
      if (rng.one_in(2))
        s.insert(0, rng.pick(around));
      else
        s += rng.pick(around);
      break;
    case 10: {  // variant notation, non-ASCII, stray tokens
      const std::size_t at = rng.below(s.size() + 1);
      s.insert(at, rng.pick(inserts));
      break;
    }
    case 11:  // a piece letter replaced by another (kings and rooks come and go)
      replace_piece_letter(s, rng);
      break;
    case 12:  // cut the text short, or drop its last fields
      cut_short(s, rng);
      break;
    default:  // a castling letter turned into the Kelvin sign, which Unicode lower-cases to 'k'
      insert_kelvin_sign(s, rng);
      break;
  }
}

int generate(const std::string& out_path, std::size_t count, std::uint64_t seed,
             const std::vector<std::string>& bases_paths) {
  std::vector<std::string> bases;
  for (const auto& path : bases_paths) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::cerr << "cannot read " << path << "\n";
      return 2;
    }
    std::string line;
    while (std::getline(in, line)) bases.push_back(line);
  }
  if (bases.empty()) {
    std::cerr << "no base FENs to mutate\n";
    return 2;
  }
  random_source rng(seed);
  std::ofstream out(out_path, std::ios::binary);
  for (std::size_t i = 0; i < count; ++i) {
    std::string s = bases[rng.below(bases.size())];
    // One input in twenty is a base line as it is; the rest get one mutation (half of them), two,
    // three or four.
    if (!rng.one_in(20)) {
      const std::size_t mutations = rng.one_in(2) ? 1 : 2 + rng.below(3);
      for (std::size_t m = 0; m < mutations; ++m) mutate(s, rng);
    }
    out << to_hex(s) << '\n';
  }
  out.close();
  if (!out) {
    std::cerr << "cannot write " << out_path << "\n";
    return 2;
  }
  std::cout << "generated " << count << " inputs from " << bases.size() << " base FENs (seed " << seed << ")\n";
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Comparing.

// What chessops said about one input (one line of chessops_verdicts.mjs's output).
struct verdict {
  bool ok = false;
  std::string fen;                // makeFen, when ok
  bool variant = false;           // pockets, promoted pieces or remaining checks, when ok
  std::vector<int> rook_squares;  // the castling rights as chessops holds them: rook squares 0-63
  std::string error;              // ERR_..., when not ok
};

bool read_verdict(const std::string& line, verdict& v) {
  std::vector<std::string> parts;
  std::string current;
  for (char c : line) {
    if (c == '\t') {
      parts.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  parts.push_back(current);
  if (parts.size() == 2 && parts[0] == "err") {
    v.ok = false;
    v.error = parts[1];
    return true;
  }
  if (parts.size() != 4 || parts[0] != "ok") return false;
  v.ok = true;
  v.fen = parts[1];
  v.variant = parts[2] == "1";
  std::stringstream squares(parts[3]);
  std::string item;
  while (std::getline(squares, item, ','))
    if (!item.empty()) v.rook_squares.push_back(std::stoi(item));
  return true;
}

bool is_separator(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '_'; }

// The transforms: each turns a documented difference into text both parsers read alike. An input
// that agrees after them differs only in what they undo.

// White space that JavaScript's \s knows and FEN does not, as UTF-8: made a space.
std::string undo_exotic_whitespace(const std::string& s) {
  static const std::string_view sequences[] = {
      "\xc2\xa0",     "\xe1\x9a\x80", "\xe2\x80\x80", "\xe2\x80\x81", "\xe2\x80\x82", "\xe2\x80\x83", "\xe2\x80\x84",
      "\xe2\x80\x85", "\xe2\x80\x86", "\xe2\x80\x87", "\xe2\x80\x88", "\xe2\x80\x89", "\xe2\x80\x8a", "\xe2\x80\xa8",
      "\xe2\x80\xa9", "\xe2\x80\xaf", "\xe2\x81\x9f", "\xe3\x80\x80", "\xef\xbb\xbf"};
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == '\v' || s[i] == '\f') {
      out += ' ';
      ++i;
      continue;
    }
    bool replaced = false;
    for (std::string_view seq : sequences) {
      if (std::string_view(s).substr(i, seq.size()) == seq) {
        out += ' ';
        i += seq.size();
        replaced = true;
        break;
      }
    }
    if (!replaced) out += s[i++];
  }
  return out;
}

// Line breaks between fields (not before or after the FEN) made spaces.
std::string undo_line_breaks(std::string s) {
  std::size_t first = 0, last = s.size();
  while (first < last && is_separator(s[first])) ++first;
  while (last > first && is_separator(s[last - 1])) --last;
  for (std::size_t i = first; i < last; ++i)
    if (s[i] == '\r' || s[i] == '\n') s[i] = ' ';
  return s;
}

std::string undo_kelvin_sign(std::string s) {
  for (std::size_t at; (at = s.find("\xe2\x84\xaa")) != std::string::npos;) s.replace(at, 3, "K");
  return s;
}

// Runs of digits 1-9 in the placement (the text before the first separator) replaced by their sum,
// where it is a digit 1-8: what chessops reads them as.
std::string undo_adjacent_digits(const std::string& s) {
  std::size_t begin = 0;
  while (begin < s.size() && is_separator(s[begin])) ++begin;
  std::size_t end = begin;
  while (end < s.size() && !is_separator(s[end])) ++end;
  std::string out = s.substr(0, begin);
  for (std::size_t i = begin; i < end;) {
    if (s[i] >= '1' && s[i] <= '9') {
      std::size_t j = i;
      int sum = 0;
      while (j < end && s[j] >= '1' && s[j] <= '9') sum += s[j++] - '0';
      if (j - i >= 2 && sum <= 8)
        out += static_cast<char>('0' + sum);
      else
        out.append(s, i, j - i);
      i = j;
    } else {
      out += s[i++];
    }
  }
  return out + s.substr(end);
}

// Counters of at most four characters written with leading zeros ("007"), which chessops reads,
// written without them.
std::string undo_leading_zeros(const std::string& s) {
  std::string out;
  int field = 0;
  std::size_t i = 0;
  while (i < s.size() && is_separator(s[i])) out += s[i++];
  while (i < s.size()) {
    std::size_t j = i;
    while (j < s.size() && !is_separator(s[j])) ++j;
    std::string token = s.substr(i, j - i);
    const bool digits =
        !token.empty() && std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
    if ((field == 4 || field == 5) && digits && token.size() > 1 && token.size() <= 4 && token[0] == '0') {
      const std::size_t first = token.find_first_not_of('0');
      token = first == std::string::npos ? "0" : token.substr(first);
    }
    out += token;
    ++field;
    i = j;
    while (i < s.size() && is_separator(s[i])) out += s[i++];
  }
  return out;
}

struct transform {
  const char* name;
  std::string (*apply)(const std::string&);
};
const transform transforms[] = {
    {"exotic_whitespace", [](const std::string& s) { return undo_exotic_whitespace(s); }},
    {"line_break_between_fields", [](const std::string& s) { return undo_line_breaks(s); }},
    {"non_ascii_letter", [](const std::string& s) { return undo_kelvin_sign(s); }},
    {"adjacent_digits", [](const std::string& s) { return undo_adjacent_digits(s); }},
    {"counter_leading_zero", [](const std::string& s) { return undo_leading_zeros(s); }},
};

// A colour whose castling text may differ: one the validator finds without a single king, or with
// a castling right whose king or rook is not where castling needs it (an illegal position). Where
// a colour has one king and its rights are sound, chessops and we must read and write them alike.
bool castling_needs_validation(const fen::position& p, fen::color c) {
  for (const fen::problem& problem : fen::validate(p)) {
    if (problem.color != c) continue;
    switch (problem.code) {
      case fen::problem_code::no_king:
      case fen::problem_code::too_many_kings:
      case fen::problem_code::castling_without_king:
      case fen::problem_code::castling_without_rook: return true;
      default: break;
    }
  }
  return false;
}

std::string castling_letters_of(const std::string& field, fen::color c) {
  std::string out;
  for (char ch : field)
    if ((c == fen::color::white) == (ch >= 'A' && ch <= 'Z')) out += ch;
  return out;
}

// Both accept: the canonical outputs must match but for the documented differences.
bool outputs_agree(const fen::position& p, const verdict& theirs, std::vector<std::string>& classes) {
  const std::string ours = fen::serialize(p).str();
  if (ours == theirs.fen) return true;
  if (theirs.variant) return false;
  const auto a = split_fields(ours);
  const auto b = split_fields(theirs.fen);
  if (a.size() != 6 || b.size() != 6) return false;
  for (std::size_t f : {0u, 1u, 3u, 4u})
    if (a[f] != b[f]) return false;
  if (a[5] != b[5]) {
    if (!(a[5] == "0" && b[5] == "1") || !fen::validate(p).has(fen::problem_code::fullmove_zero)) return false;
    classes.push_back("fullmove_zero");
  }
  if (a[2] != b[2]) {
    for (fen::color c : {fen::color::white, fen::color::black}) {
      if (castling_letters_of(a[2] == "-" ? "" : a[2], c) == castling_letters_of(b[2] == "-" ? "" : b[2], c)) continue;
      if (!castling_needs_validation(p, c)) return false;
    }
    classes.push_back("castling_without_king_or_rook");
  }
  return true;
}

// For a castling field only chessops reads: the rest of the FEN, read with the castling field
// made '-', must give chessops' other fields.
bool all_but_castling_agree(const std::string& text, const verdict& theirs) {
  std::vector<std::string> tokens;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_separator(text[i])) ++i;
    std::size_t j = i;
    while (j < text.size() && !is_separator(text[j])) ++j;
    if (j > i) tokens.push_back(text.substr(i, j - i));
    i = j;
  }
  if (tokens.size() < 3) return false;
  tokens[2] = "-";
  const auto ours = fen::parse(join_fields(tokens), fen::strictness::lenient);
  if (!ours) return false;
  const auto a = split_fields(fen::serialize(*ours).str());
  const auto b = split_fields(theirs.fen);
  if (a.size() != 6 || b.size() != 6) return false;
  for (std::size_t f : {0u, 1u, 3u, 4u})
    if (a[f] != b[f]) return false;
  return a[5] == b[5] || (a[5] == "0" && b[5] == "1");
}

std::uint32_t counter_of(const fen::position& p, const std::string& chessops_error) {
  return chessops_error == "ERR_HALFMOVES" ? p.halfmove_clock : p.fullmove_number;
}

// Whether the verdicts on `text` agree, or differ only by documented differences (named in `classes`).
bool explain(const std::string& text, const verdict& theirs, int depth, std::vector<std::string>& classes) {
  const auto ours = fen::parse(text, fen::strictness::lenient);
  if (ours && theirs.ok) {
    if (theirs.variant) return false;
    return outputs_agree(*ours, theirs, classes);
  }
  if (!ours && !theirs.ok) return true;

  if (depth < 5) {
    for (const transform& t : transforms) {
      const std::string undone = t.apply(text);
      if (undone == text) continue;
      std::vector<std::string> more;
      if (explain(undone, theirs, depth + 1, more)) {
        classes.push_back(t.name);
        classes.insert(classes.end(), more.begin(), more.end());
        return true;
      }
    }
  }

  if (ours) {  // we accept, chessops refuses
    if (!text.empty() && (is_separator(text.front()) || is_separator(text.back()))) {
      classes.push_back("surrounding_separators");
      return true;
    }
    if ((theirs.error == "ERR_HALFMOVES" || theirs.error == "ERR_FULLMOVES") &&
        counter_of(*ours, theirs.error) > 9999) {
      classes.push_back("counter_above_9999");
      return true;
    }
    // Without a lone king on the back rank, chessops' `K`/`Q` may name a rook that another letter
    // names too, and three rights for one colour are too many for it.
    if (theirs.error == "ERR_CASTLING") {
      for (fen::color c : {fen::color::white, fen::color::black}) {
        if (castling_needs_validation(*ours, c)) {
          classes.push_back("castling_without_king_or_rook");
          return true;
        }
      }
    }
    return false;
  }
  // We refuse, chessops accepts.
  const auto code = ours.error().code;
  if (theirs.variant && (code == fen::error_code::variant_not_supported || code == fen::error_code::too_many_ranks ||
                         code == fen::error_code::trailing_text)) {
    classes.push_back("variant_notation");
    return true;
  }
  if (theirs.variant) {
    // Variant notation after a castling field only chessops reads: we stop at the castling field.
    if (code != fen::error_code::castling_king_file && code != fen::error_code::castling_conflict) return false;
    classes.push_back("variant_notation");
    classes.push_back(code == fen::error_code::castling_king_file ? "castling_king_file"
                                                                  : "castling_two_rooks_one_side");
    return true;
  }
  if (code == fen::error_code::castling_king_file && all_but_castling_agree(text, theirs)) {
    classes.push_back("castling_king_file");
    return true;
  }
  if (code == fen::error_code::castling_conflict && all_but_castling_agree(text, theirs)) {
    classes.push_back("castling_two_rooks_one_side");
    return true;
  }
  return false;
}

std::string describe_ours(const std::string& text) {
  const auto r = fen::parse(text, fen::strictness::lenient);
  if (r) return "ok " + fen::serialize(*r).str();
  return "err " + std::string(fen::name(r.error().code)) + " at " + std::to_string(r.error().offset);
}

std::string describe_theirs(const verdict& v) {
  return v.ok ? "ok " + v.fen + (v.variant ? " (variant)" : "") : "err " + v.error;
}

// The least share of the inputs, in percent, that both parsers must accept alike, and that both
// must refuse: below it the mutations have drifted to one side and no longer test the other.
constexpr std::size_t minimum_share_percent = 10;

// "count of total (p.p %)", the percentage rounded down to a tenth so that it never shows a
// share as reaching the minimum when it falls short.
std::string share(std::size_t count, std::size_t total) {
  std::string out = std::to_string(count) + " of " + std::to_string(total);
  if (total == 0) return out;
  const std::size_t tenths = count * 1000 / total;
  return out + " (" + std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " %)";
}

// What compare counts as it reads the inputs and chessops' verdicts.
struct tally {
  std::size_t total = 0, both_accept = 0, both_refuse = 0, explained = 0, strict_accepts = 0;
  std::map<std::string, std::size_t> class_counts;
  std::map<std::string, std::vector<std::string>> class_examples;
  std::vector<std::string> unexplained;
  std::size_t unexplained_count = 0, internal_errors = 0;
};

// What the comparison found, and whether the test holds (0) or not (1).
int report(const tally& t) {
  std::cout << t.total << " inputs: both accept with the same FEN " << t.both_accept << ", both refuse "
            << t.both_refuse << ", documented differences " << t.explained << ", unexplained " << t.unexplained_count
            << " (strict mode accepts " << t.strict_accepts << ")\n";
  std::cout << "documented differences (an input may show several):\n";
  for (const auto& [name, count] : t.class_counts) {
    std::cout << "  " << name << ": " << count << "\n";
    for (const auto& example : t.class_examples.at(name)) std::cout << "      " << example << "\n";
  }
  if (t.unexplained_count != 0) {
    std::cout << "\nUNEXPLAINED DISAGREEMENTS (" << t.unexplained_count << "; first " << t.unexplained.size() << "):\n";
    for (const auto& u : t.unexplained) std::cout << "  " << u << "\n";
  }

  // The test holds when every condition below does; each one that does not gets its own line,
  // which run_differential.cmake repeats in its final message. The inputs must still test both
  // sides: at least a tenth of them accepted by both parsers with the same FEN, and a tenth refused
  // by both.
  std::cout << "accepted by both with the same FEN: " << share(t.both_accept, t.total)
            << ", refused by both: " << share(t.both_refuse, t.total) << " (each must be at least "
            << minimum_share_percent << " %)\n";
  bool passed = true;
  if (t.total == 0) {
    std::cout << "FAILED: no inputs\n";
    passed = false;
  }
  if (t.unexplained_count != 0) {
    std::cout << "FAILED: unexplained disagreements " << t.unexplained_count
              << " (fen and chessops disagree beyond the documented differences)\n";
    passed = false;
  }
  if (t.internal_errors != 0) {
    std::cout << "FAILED: internal errors " << t.internal_errors
              << " (strict mode accepted a text that lenient mode refuses or reads differently, or that fen does "
                 "not write back byte for byte)\n";
    passed = false;
  }
  if (t.total != 0 && t.both_accept * 100 < t.total * minimum_share_percent) {
    std::cout << "FAILED: too few inputs accepted by both with the same FEN: " << share(t.both_accept, t.total)
              << ", at least " << minimum_share_percent << " % needed (the mutations no longer test acceptance)\n";
    passed = false;
  }
  if (t.total != 0 && t.both_refuse * 100 < t.total * minimum_share_percent) {
    std::cout << "FAILED: too few inputs refused by both: " << share(t.both_refuse, t.total) << ", at least "
              << minimum_share_percent << " % needed (the mutations no longer test refusal)\n";
    passed = false;
  }
  return passed ? 0 : 1;
}

int compare(const std::string& inputs_path, const std::string& verdicts_path) {
  std::ifstream inputs(inputs_path, std::ios::binary);
  std::ifstream verdicts(verdicts_path, std::ios::binary);
  if (!inputs || !verdicts) {
    std::cerr << "cannot read " << inputs_path << " or " << verdicts_path << "\n";
    return 2;
  }
  tally t;
  std::string hex, verdict_line, text;
  while (std::getline(inputs, hex)) {
    if (!std::getline(verdicts, verdict_line)) {
      std::cerr << "chessops gave fewer verdicts than there are inputs\n";
      return 2;
    }
    verdict theirs;
    if (!from_hex(hex, text) || !read_verdict(verdict_line, theirs)) {
      std::cerr << "unreadable line " << t.total + 1 << "\n";
      return 2;
    }
    ++t.total;

    // Our two modes agree with each other: what strict takes, lenient takes alike.
    const auto ours = fen::parse(text, fen::strictness::lenient);
    if (const auto strict = fen::parse(text, fen::strictness::strict)) {
      ++t.strict_accepts;
      if (!ours || *ours != *strict || fen::serialize(*strict).view() != text) {
        if (++t.internal_errors <= 10) std::cout << "STRICT/LENIENT MISMATCH: " << printable(text) << "\n";
      }
    }

    if (ours && theirs.ok && fen::serialize(*ours).str() == theirs.fen) {
      ++t.both_accept;
      continue;
    }
    if (!ours && !theirs.ok) {
      ++t.both_refuse;
      continue;
    }
    std::vector<std::string> classes;
    if (explain(text, theirs, 0, classes)) {
      ++t.explained;
      std::sort(classes.begin(), classes.end());
      classes.erase(std::unique(classes.begin(), classes.end()), classes.end());
      for (const auto& c : classes) {
        ++t.class_counts[c];
        auto& examples = t.class_examples[c];
        if (examples.size() < 2)
          examples.push_back(printable(text) + "\n        fen:      " + describe_ours(text) +
                             "\n        chessops: " + describe_theirs(theirs));
      }
      continue;
    }
    if (++t.unexplained_count <= 25)
      t.unexplained.push_back(printable(text) + "\n    fen:      " + describe_ours(text) +
                              "\n    chessops: " + describe_theirs(theirs));
  }
  if (std::getline(verdicts, verdict_line)) {
    std::cerr << "chessops gave more verdicts than there are inputs\n";
    return 2;
  }

  return report(t);
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() >= 5 && args[0] == "generate")
    return generate(args[1], std::stoul(args[2]), std::stoull(args[3]),
                    std::vector<std::string>(args.begin() + 4, args.end()));
  if (args.size() == 3 && args[0] == "compare") return compare(args[1], args[2]);
  std::cerr << "usage: fen_differential generate <out> <count> <seed> <base file>...\n"
               "       fen_differential compare <inputs> <chessops verdicts>\n";
  return 2;
}
