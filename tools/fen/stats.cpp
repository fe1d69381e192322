// fen: the command-line tool. `fen stats`: what files of positions hold, counted as the lines go
// by: lines, positions, errors and problems by code, distinct positions, sides to move, castling
// rights, en passant squares and material signatures.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// Lines are read as `fen check` reads them (lines.hpp); memory grows with the distinct positions
// (distinct.hpp) and the distinct material signatures and castling rights only.

#include "distinct.hpp"
#include "io.hpp"
#include "json.hpp"
#include "lines.hpp"
#include "tally.hpp"
#include "tool.hpp"

#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <unordered_map>

namespace fen_tool {

const std::string_view stats_help =
    R"(usage: fen stats [--strict] [--json] [--top N] [--same=WHAT] [--epd | --fen] [--variant NAME]
                 [--chess960] [--column NAME|N] [--progress | --no-progress] [FILE...]

Reads positions from each FILE ('-', or no FILE at all, is standard input), one a line, as
'fen check' reads them (FEN, EPD, PGN [FEN] tags, CSV and TSV tables; comments, blank lines and
what is not a position set aside), and prints what they hold:

  lines read, positions (parsed, did not parse) and the lines set aside;
  the codes of the lines that did not parse, and of the problems the validator finds;
  distinct positions (as --same says), and how many lines repeat an earlier one;
  over every position that parses, repeats included: the side to move, the castling rights
  (as a FEN writes them: KQkq, KQ, -, ...), how many name an en passant square, and the material
  signatures, most frequent first: the white pieces, 'v', the black pieces, each side in the order
  KQRBNP (KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP is the start; KRvK a rook ending).

Memory grows with the number of distinct positions (and signatures) only, not with the input.

options:
  --top N           list the N most frequent material signatures (10 by default; 0: all)
  --same=WHAT       when two positions are one: position (the default: every field but the
                    counters), all (every field), polyglot (the same Polyglot key)
  --json            instead, one JSON object:
                    {"schema":1,"lines":N,"positions":N,"parsed":N,"did_not_parse":N,
                     "set_aside":{"blank_or_comment":N,"not_a_position":N,"table_headers":N},
                     "errors":{"code":N,...},"problems":{"code":N,...},"with_problems":N,
                     "same":"position","distinct":N,"repeats":N,
                     "side_to_move":{"white":N,"black":N},"castling":{"KQkq":N,...},
                     "en_passant":N,"signatures":N,
                     "material":[{"signature":"KRvK","positions":N},...]}
                    counts by code and castling rights most frequent first; "material" the first
                    --top signatures, "signatures" how many there are
  --strict          accept only the canonical form (see 'fen check --help')
  --epd             read every line as EPD
  --fen             read every line as a FEN
  --variant NAME    read and validate every line by the rules of variant NAME (see 'fen check
                    --help'); without it, a line's notation chooses, as in fen check
  --chess960        castling by Chess960 rules on every line
  --column NAME|N   the column of a CSV or TSV file that holds the positions (fen check)
  --progress        draw the progress line on standard error even when it is not a terminal
  --no-progress     never draw it (the default draws it on a terminal, after a second)
  -h, --help        this text

exit status: 0 when every file was read, 2 for a usage error, a file that cannot be read or is
UTF-16 (the other files are still read), or output that cannot be written. Lines that do not
parse and problems are counted, not failures.
)";

namespace {

std::string_view same_name(sameness s) noexcept {
  switch (s) {
    case sameness::all: return "all";
    case sameness::position: return "position";
    case sameness::polyglot: return "polyglot";
  }
  return "position";
}

/// The rights of `p` as a set of KQkq (bit 0 K ... bit 3 q) when each right's rook is in its corner
/// (what most lines hold), or 16 when one is not.
unsigned corner_rights(const fen::position& p) noexcept {
  unsigned mask = 0;
  unsigned b = 0;
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const auto file = p.castling.rook_file(c, side);
      if (file && *file != (side == fen::castling_side::king_side ? 7 : 0)) return 16;
      if (file) mask |= 1u << b;
      ++b;
    }
  }
  return mask;
}

/// The castling field of `mask` (corner_rights): "KQkq", "Kq", "-".
std::string corner_field(unsigned mask) {
  std::string field;
  for (unsigned b = 0; b < 4; ++b)
    if (mask & (1u << b)) field += "KQkq"[b];
  return field.empty() ? std::string("-") : field;
}

/// The castling field fen::serialize writes for `p` (X-FEN: file letters for inner rooks).
std::string_view castling_field(const fen::position& p, fen::fen_string& scratch) {
  scratch = fen::serialize(p);
  const std::string_view text = scratch.view();
  const std::size_t side = text.find(' ');
  const std::size_t from = text.find(' ', side + 1) + 1;
  return text.substr(from, text.find(' ', from) - from);
}

// The twelve pieces in a signature's order: White's KQRBNP, then Black's.
constexpr fen::piece_type signature_order[] = {fen::piece_type::king,   fen::piece_type::queen,  fen::piece_type::rook,
                                               fen::piece_type::bishop, fen::piece_type::knight, fen::piece_type::pawn};

/// `KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP` from the count of each piece (by fen::piece::code).
std::string material_signature(const int (&counts)[16]) {
  std::string text;
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    if (c == fen::color::black) text += 'v';
    for (const fen::piece_type t : signature_order)
      text.append(static_cast<std::size_t>(counts[fen::piece(c, t).code()]),
                  fen::piece(fen::color::white, t).to_char());
  }
  return text;
}

/// The counts of a signature packed five bits a piece (the twelve in signature_order), or 0 when
/// a count is above 31 (then counted by its text).
std::uint64_t material_key(const int (&counts)[16]) noexcept {
  std::uint64_t key = 1;  // (never 0)
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    for (const fen::piece_type t : signature_order) {
      const int n = counts[fen::piece(c, t).code()];
      if (n > 31) return 0;
      key = (key << 5) | static_cast<std::uint64_t>(n);
    }
  }
  return key;
}

void counts_of_key(std::uint64_t key, int (&counts)[16]) noexcept {
  for (int k = 11; k >= 0; --k) {
    const fen::color c = k < 6 ? fen::color::white : fen::color::black;
    counts[fen::piece(c, signature_order[k % 6]).code()] = static_cast<int>(key & 31u);
    key >>= 5;
  }
}

class statistician {
 public:
  explicit statistician(const options& o) : o_(o), reader_(o), distinct_(o.same) {}

  void count_line(file_state& f, std::string_view line, bool too_long) {
    ++lines_;
    if (too_long) return did_not_parse(line_too_long_code);
    const line_class c = classify(f, line, o_);
    switch (c.kind) {
      case line_kind::comment: ++comments_; return;
      case line_kind::set_aside: ++set_aside_; return;
      case line_kind::table_header: ++table_headers_; return;
      case line_kind::refused: return did_not_parse(c.code);
      case line_kind::position: break;
    }
    const reading& r = reader_.read(c, f);
    if (r.what == reading::kind::failed) return did_not_parse(r.failure.code);
    ++parsed_;
    const fen::validation_report report = validate_reading(r);
    for (const fen::problem& p : report) problems_.add(fen::name(p.code));
    if (!report.empty()) ++with_problems_;
    const fen::position& p = r.position;
    distinct_.insert(p);
    ++(p.side_to_move == fen::color::white ? white_ : black_);
    const unsigned rights = corner_rights(p);
    if (rights < 16)
      ++corner_castling_[rights];
    else
      castling_.add(castling_field(p, scratch_));
    if (p.en_passant) ++en_passant_;
    int counts[16] = {};
    for (const fen::piece q : p.board) ++counts[q.code()];
    if (const std::uint64_t key = material_key(counts))
      ++material_keys_[key];
    else
      material_.add(material_signature(counts));
  }

  int finish(bool all_read) {
    // The counts kept by number, by their names now.
    for (unsigned mask = 0; mask < 16; ++mask)
      if (corner_castling_[mask] != 0) castling_.add(corner_field(mask), corner_castling_[mask]);
    for (const auto& [key, n] : material_keys_) {
      int counts[16] = {};
      counts_of_key(key, counts);
      material_.add(material_signature(counts), n);
    }
    if (o_.json)
      put_json();
    else
      put_text();
    return end_of_run(command::stats, out_, all_read, false);
  }

 private:
  void did_not_parse(std::string_view code) {
    ++unparsed_;
    errors_.add(code);
  }

  void put_counts(std::string_view label, const tally& t) {
    out_.print("{:<18}", label);
    if (t.empty()) out_.put("none");
    t.put(out_);
    out_.put('\n');
  }

  void put_text() {
    out_.print("{:<18}{}\n", "lines read", lines_);
    out_.print("{:<18}{}: {} parsed, {} did not parse\n", "positions", parsed_ + unparsed_, parsed_, unparsed_);
    if (comments_ + set_aside_ + table_headers_ != 0) {
      put_set_aside(out_, fmt::format("{:<18}", "set aside"), comments_, set_aside_, table_headers_);
      out_.put('\n');
    }
    put_counts("did not parse", errors_);
    put_counts("problems", problems_);
    out_.print("{:<18}{}\n", "with problems", with_problems_);
    out_.print("{:<18}{} (--same={})\n", "distinct", distinct_.size(), same_name(o_.same));
    out_.print("{:<18}{} {} an earlier position\n", "repeats", parsed_ - distinct_.size(),
               parsed_ - distinct_.size() == 1 ? "line repeats" : "lines repeat");
    out_.print("{:<18}white {}, black {}\n", "side to move", white_, black_);
    put_counts("castling", castling_);
    out_.print("{:<18}{}\n", "en passant", en_passant_);
    const auto top = material_.sorted(o_.top);
    out_.print("{:<18}{} {}", "material", material_.size(), material_.size() == 1 ? "signature" : "signatures");
    if (!top.empty())
      out_.print(", {}:", top.size() == material_.size() ? "all" : fmt::format("the first {}", top.size()));
    out_.put('\n');
    for (const auto& [signature, count] : top) out_.print("  {:<34} {}\n", signature, count);
  }

  void put_json_counts(std::string_view name, const tally& t) {
    out_.print(",\"{}\":{{", name);
    const char* separator = "";
    for (const auto& [key, count] : t.sorted()) {
      out_.put(separator);
      put_json_string(out_, key);
      out_.print(":{}", count);
      separator = ",";
    }
    out_.put('}');
  }

  void put_json() {
    out_.print("{{\"schema\":{},\"lines\":{},\"positions\":{},\"parsed\":{},\"did_not_parse\":{}", json_schema, lines_,
               parsed_ + unparsed_, parsed_, unparsed_);
    out_.print(",\"set_aside\":{{\"blank_or_comment\":{},\"not_a_position\":{},\"table_headers\":{}}}", comments_,
               set_aside_, table_headers_);
    put_json_counts("errors", errors_);
    put_json_counts("problems", problems_);
    out_.print(",\"with_problems\":{},\"same\":\"{}\",\"distinct\":{},\"repeats\":{}", with_problems_,
               same_name(o_.same), distinct_.size(), parsed_ - distinct_.size());
    out_.print(",\"side_to_move\":{{\"white\":{},\"black\":{}}}", white_, black_);
    put_json_counts("castling", castling_);
    out_.print(",\"en_passant\":{},\"signatures\":{},\"material\":[", en_passant_, material_.size());
    const char* separator = "";
    for (const auto& [signature, count] : material_.sorted(o_.top)) {
      out_.print("{}{{\"signature\":", separator);
      put_json_string(out_, signature);
      out_.print(",\"positions\":{}}}", count);
      separator = ",";
    }
    out_.put("]}\n");
  }

  const options& o_;
  position_reader reader_;
  distinct_positions distinct_;
  output out_{stdout};
  fen::fen_string scratch_;
  std::size_t lines_ = 0;
  std::size_t parsed_ = 0;
  std::size_t unparsed_ = 0;
  std::size_t comments_ = 0;
  std::size_t set_aside_ = 0;
  std::size_t table_headers_ = 0;
  std::size_t with_problems_ = 0;
  std::size_t white_ = 0;
  std::size_t black_ = 0;
  std::size_t en_passant_ = 0;
  tally errors_;
  tally problems_;
  std::array<std::size_t, 16> corner_castling_{};                 // by corner_rights
  tally castling_;                                                // the others, and all of them at the end
  std::unordered_map<std::uint64_t, std::size_t> material_keys_;  // by material_key
  tally material_;  // the signatures that have no key, and all of them at the end
};

}  // namespace

int run_stats(const options& o) {
  statistician s(o);
  const bool all_read = for_each_line(
      command::stats, o,
      [&s](file_state& f, std::size_t, std::string_view line, bool too_long) { s.count_line(f, line, too_long); });
  return s.finish(all_read);
}

}  // namespace fen_tool
