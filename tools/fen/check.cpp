// fen: the command-line tool. `fen check`: reports each line of a file of FENs (or EPD lines) that
// does not parse or that the validator objects to, where in the line, and a summary.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// It is the tool's example of the library under load: it reads a file in large blocks, parses and
// validates each line in place and formats its report into one reused buffer, so it allocates
// nothing per line and its memory stays flat however long the file (it grows only to hold the
// longest line, at most 1 MiB: lines.hpp).

#include "io.hpp"
#include "json.hpp"
#include "lines.hpp"
#include "location.hpp"
#include "tally.hpp"
#include "tool.hpp"

#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/fmt.hpp>
#include <fen/validate.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fen_tool {

const std::string_view check_help =
    R"(usage: fen check [--strict] [--json | --quiet] [--max-errors N] [--fail-on=WHAT] [--epd | --fen]
                 [--variant NAME] [--chess960] [--column NAME|N] [--progress | --no-progress]
                 [FILE...]

Reads positions from each FILE ('-', or no FILE at all, is standard input), one a line, parses and
validates each, and reports each line that does not parse or has a problem as

  FILE:LINE:COLUMN: message [code]

followed by the line and a caret under COLUMN, then a summary of all files. LINE counts from 1
in each file, COLUMN counts bytes from 1. For a problem the validator finds, COLUMN points at the
field the problem is about (castling, en passant, a counter) or at its square in the placement.

Lines: blank lines and lines whose first non-blank byte is '#' or '%' are comments. A CR at the
end of a line (Windows line ends) is removed, and so are NUL bytes at its end (said once a file
on standard error); a last line without a newline is read; a UTF-8 byte-order mark at the start
of a file is skipped (said on standard error), and a file in UTF-16 is named and not read (exit
status 2). A line longer than 1 MiB (1048576 bytes) is not read: it
is reported as FILE:LINE: ... [line_too_long] and the run goes on.

Each line is read by what it holds (a file's name is only a hint for a line of four fields):
  - a FEN: six fields (or four, lenient);
  - an EPD line: four fields, then operations such as  bm Qg6; id "WAC.001";  (a ';' before the
    first opcode, empty operations ';;', and ERET's extra '-' after the en passant field too);
  - a FEN, then EPD operations, with or without a ';' before them: the counters are read as hmvc
    and fmvn, and the operations are kept (perft counts  ;D1 20 ;D2 400  are operations);
  - a FEN, then text that is not operations (; v=-328, free text): the FEN is read, the rest set
    aside (an annotation);
  - epd FIELDS... in python-chess .perft files (their id and perft lines are set aside);
  - [FEN "..."] in PGN (a file named .pgn, or whose first line is a PGN tag): the FEN inside the
    quotes, by the rules of its game's [Variant "..."] tag (Chess960, Fischerandom, Crazyhouse,
    Three-check, Atomic, Horde, Racing Kings, King of the Hill, Antichess, Giveaway, ...; a variant
    fen does not read is named [variant_not_supported]); the other tags and the movetext are set
    aside. The summary counts the games without a [FEN] tag; a run whose only games have none
    checked nothing and exits 1;
  - a column of a CSV or TSV table: a first row that names a column FEN, EPD or position (in any
    case) makes the file a table, read by that column (--column chooses another); a quoted field
    follows RFC 4180; the header row is set aside;
  - a FEN followed directly by ',' (a CSV row): the FEN, the rest of the row set aside.
A UCI command (position fen ...), UCI moves (e2e4 e7e5), PGN movetext (1. e4 e5), a JSON row and a
quoted FEN are not read: each is reported with what it is [uci_position, uci_moves, pgn_movetext,
json_row, quoted_fen]. A line without counters (four fields) has unknown counters, wherever it comes
from: no problem that needs a counter is looked for. A line of four fields is written (--json's
"fen") as EPD in a file named .epd, after a line that parsed as EPD and on an epd line, else as a
FEN. An EPD line's position is validated with the counters it gives (hmvc, fmvn, or FEN counters).
An error in the four position fields has the code a FEN gets for it; an error in the operations
has an EPD code (invalid_opcode, unterminated_string, ...).

Rules: a line is read by standard chess's rules unless --variant says otherwise, or its notation
names its game: pockets of crazyhouse's pieces ([QRbn], a ninth rank, Q~) read as crazyhouse; a
checks field (3+3, or +0+0 after the counters) as three-check; a castling field with a file letter
(HAha, X-FEN's inner rook) gives Chess960 castling. Castling rights written KQkq whose king and
rooks stand where Chess960 has them are reported as castling_not_standard with a hint to use
--chess960, and the summary counts the lines that --chess960 would pass.

The summary counts every line: lines read; positions: parsed (ok, with problems) and did not
parse (refused lines included); the lines set aside (blank or comment, not a position, table
headers) and the annotations; before it, the codes of the lines that did not parse and of the
problems, most frequent first, the rules lines were read by when a line's notation or PGN game
chose them, the KQkq lines that are Chess960's, and PGN games without a position.

options:
  --strict          accept only the canonical form (six fields, single spaces, KQkq order, nothing
                    after them; EPD: as normalize writes it, each operation ended by ';')
  --epd             read every line as EPD (a FEN's counters as hmvc and fmvn)
  --fen             read every line as a FEN (text after it is an error)
  --variant NAME    read and validate every line by the rules of variant NAME: standard (the
                    default), crazyhouse (pockets [QRbn], Q~), three_check (3+3 or +0+0),
                    antichess, atomic, king_of_the_hill, racing_kings, horde or giveaway
                    (antichess with castling); other programs' names (zh, 3check, koth,
                    suicide, ...) are taken too. Without it, pockets
                    choose crazyhouse and a checks field three-check; with it,
                    another game's notation does not parse [variant_not_supported]
  --chess960        castling by Chess960 rules on every line (the king anywhere between its
                    rooks); without it, a line whose castling field has a file letter (HAha, or
                    X-FEN's inner rook) is judged by Chess960 rules, any other by standard rules
                    (king on e1/e8, rooks in the corners: else castling_not_standard)
  --column NAME|N   read each row of a CSV or TSV file by the column named NAME in its first
                    row, or by column N (from 1; a first row whose column N holds no
                    position is its header)
  --quiet           print the summary only
  --max-errors N    report the first N bad lines only (in JSON too); the others are still counted
  --fail-on=WHAT    what makes the exit status 1: parse (a line that does not parse or is
                    refused), illegal (that, or an illegal position), any (that, or any problem,
                    unreachable ones too: the default)
  --json            instead, print one JSON object per line that is read as a position (not the
                    comments and lines set aside), in input order:
                    {"schema":1,"file":"...","line":N,"input":"..."|null,"ok":true|false,
                     "error":null|{"code":"...","field":"...","offset":N,"message":"..."},
                     "fen":"..."|null,"set_aside":"..."|null,
                     "problems":[{"code":"...","severity":"...","message":"...",
                                  "square":"e1"|null,"column":N}]}
                    "schema" is the version of this layout. "fen" is the canonical form of what
                    was read (a FEN, or the canonical EPD line with its operations); "set_aside"
                    the text after a FEN that was not read (normalize writes it after the FEN).
                    "field" is placement, side_to_move, castling, en_passant, halfmove_clock,
                    fullmove_number, operations or input. "offset" counts bytes from 0, "column"
                    from 1. "input" is null for a line too long. Bytes that are not UTF-8 are
                    written as U+FFFD. There is no summary.
  --progress        draw the progress line (lines, bytes, the rate, how far through) on standard
                    error even when it is not a terminal: then as plain lines, one a second
  --no-progress     never draw it (by default it is drawn on a terminal once the run has lasted
                    a second, redrawn in place and cleared at the end)
  -h, --help        this text

exit status: 0 when every line read as a position parses and has no problem (as --fail-on
says), 1 when one does not, 2 for a usage error, a file that cannot be read or is UTF-16 (the
other files are still checked), or output that cannot be written.
)";

namespace {

parse_failure refusal(const line_class& c) {
  parse_failure e{c.offset, {}, c.code, "input"};
  e.message.append(c.message);
  return e;
}

std::string_view plural(std::size_t n, std::string_view one, std::string_view many) { return n == 1 ? one : many; }

/// One run of `fen check`: the counts for the summary, and the report of each line.
class checker {
 public:
  explicit checker(const options& o) : o_(o), reader_(o), chess960_options_(o), chess960_reader_(chess960_options_) {
    chess960_options_.chess960 = true;
  }

  /// Reports one line of a file: nothing for a good one.
  void check_line(file_state& f, std::size_t number, std::string_view line, bool too_long) {
    ++lines_;
    if (too_long) {
      if (may_report()) {
        if (o_.json)
          put_json_unparsed(out_, {f.shown, number, std::nullopt}, line_too_long_code, "input", 0, too_long_message());
        else
          put_too_long(out_, f.shown, number);
      }
      refuse(line_too_long_code);
      return out_.maybe_flush();
    }
    const line_class c = classify(f, line, o_);
    switch (c.kind) {
      case line_kind::comment: ++comments_; return;
      case line_kind::set_aside: ++set_aside_; return;
      case line_kind::table_header: ++table_headers_; return;
      case line_kind::refused: report_failure(f, number, line, refusal(c), 0); return out_.maybe_flush();
      case line_kind::position: break;
    }
    const reading& r = reader_.read(c, f);
    if (r.what == reading::kind::failed) {
      // A row of a table read as a whole line (no header names its position column): said once,
      // in the summary, with the option that reads it by its column.
      // (A ',' or tab before the first space: a field separator, not a comma in EPD operations.)
      if (!f.table) {
        const std::size_t separator = line.find_first_of(",\t");
        if (separator != std::string_view::npos && separator < line.find(' ')) ++table_like_;
      }
      report_failure(f, number, line, r.failure, c.offset);
    } else {
      if (!r.set_aside.empty() || r.comma_at) ++annotations_;
      ++by_rules_[rules_index(r.rules)];
      if (r.variant_by_notation || c.rules) ++chosen_by_line_;
      report_position(f, number, line, as_read(c, r), r);
    }
    out_.maybe_flush();
  }

  /// What the end of a file leaves to say: PGN games without a position to check.
  void end_of_file(const file_state& f) {
    if (f.games > f.fen_tags) games_without_fen_ += f.games - f.fen_tags;
    games_ += f.games;
  }

  /// Ends the run: the summary (not in JSON), and the exit status.
  int finish(bool all_read) {
    if (!o_.json) {
      if (!refused_.empty()) {
        out_.put("did not parse: ");
        refused_.put(out_);
        out_.put('\n');
      }
      if (!problems_.empty()) {
        out_.put("problems: ");
        problems_.put(out_);
        out_.put('\n');
      }
      put_rules_summary();
      if (chess960_rights_ != 0)
        out_.print(
            "Chess960: {} {} castling rights written as KQkq that are Chess960's; with --chess960, {} "
            "{} no problem\n",
            chess960_rights_, plural(chess960_rights_, "line has", "lines have"), chess960_clean_,
            plural(chess960_clean_, "has", "have"));
      if (table_like_ != 0)
        out_.print(
            "{} {} that did not parse {} like CSV or TSV rows: read them by the column of their "
            "positions with --column N (or NAME)\n",
            table_like_, plural(table_like_, "line", "lines"), plural(table_like_, "looks", "look"));
      if (games_without_fen_ != 0)
        out_.print("PGN: {} of {} {} no [FEN] tag: {} from the standard position, with nothing to check\n",
                   games_without_fen_, games_, plural(games_, "game has", "games have"),
                   plural(games_without_fen_, "it starts", "they start"));
      if (o_.max_errors && bad_ > *o_.max_errors)
        out_.print("reported the first {} bad {}; {} more not shown\n", *o_.max_errors,
                   plural(*o_.max_errors, "line", "lines"), bad_ - *o_.max_errors);
      const std::size_t positions = ok_ + with_problems_ + unparsed_;
      out_.print("{} {} read: {} {}: {} parsed ({} ok, {} with problems), {} did not parse", lines_,
                 plural(lines_, "line", "lines"), positions, plural(positions, "position", "positions"),
                 ok_ + with_problems_, ok_, with_problems_, unparsed_);
      put_set_aside(out_, "; set aside: ", comments_, set_aside_, table_headers_, annotations_);
      out_.put('\n');
    }
    // A run that read no position but PGN games without one checked nothing: it does not pass.
    bool failing = unparsed_ != 0 || (games_without_fen_ != 0 && ok_ + with_problems_ + unparsed_ == 0);
    if (o_.failing == fail_on::illegal) failing = failing || illegal_ != 0;
    if (o_.failing == fail_on::any) failing = failing || with_problems_ != 0;
    return end_of_run(command::check, out_, all_read, failing);
  }

 private:
  // Whether the next bad line is reported (--quiet, --max-errors); counts it.
  bool may_report() {
    ++bad_;
    return !o_.quiet && (!o_.max_errors || bad_ <= *o_.max_errors);
  }

  void refuse(std::string_view code) {
    ++unparsed_;
    refused_.add(code);
  }

  // A text that was read: `c` says where it is in `line`.
  void report_position(const file_state& f, std::size_t number, std::string_view line, const line_class& c,
                       const reading& r) {
    const fen::validation_report report = validate_reading(r);
    judge_as_chess960(f, c, report);
    located_.clear();
    bool illegal = false;
    for (const fen::problem& p : report) {
      located_.push_back({&p, c.offset + problem_offset(c.text, p, r)});
      problems_.add(fen::name(p.code));
      illegal = illegal || p.severity == fen::severity::illegal;
    }
    if (located_.empty()) {
      ++ok_;
      if (o_.json) {
        put_canonical(canonical_, scratch_, r, o_, false);
        put_json_parsed(out_, {f.shown, number, line}, canonical_, r.set_aside, located_);
      }
      return;
    }
    ++with_problems_;
    if (illegal) ++illegal_;
    if (!may_report()) return;
    if (o_.json) {
      put_canonical(canonical_, scratch_, r, o_, false);
      return put_json_parsed(out_, {f.shown, number, line}, canonical_, r.set_aside, located_);
    }
    for (const located_problem& p : located_) {
      out_.print("{}:{}:{}: ", f.shown, number, p.offset + 1);
      if (p.problem->code == fen::problem_code::castling_not_standard)
        put_castling_not_standard(*p.problem);
      else
        out_.print("{}", *p.problem);
      out_.print(" [{}]\n{}\n", p.problem->code, fen::caret(line, p.offset));
    }
  }

  // Castling rights that standard rules refuse: would Chess960's take them? (Only for a line with
  // castling_not_standard, so that other lines do not pay for a second reading.)
  void judge_as_chess960(const file_state& f, const line_class& c, const fen::validation_report& report) {
    chess960_report_.reset();
    if (o_.chess960 || !report.has(fen::problem_code::castling_not_standard)) return;
    file_state copy = f;
    line_class as_chess960 = c;
    if (as_chess960.rules) as_chess960.rules->castling = fen::castling_rules::chess960;
    const reading& r = chess960_reader_.read(as_chess960, copy);
    if (r.what == reading::kind::failed) return;
    chess960_report_ = validate_reading(r);
    bool fits = true;
    for (const fen::problem& p : *chess960_report_) fits = fits && !is_castling_right_problem(p.code);
    chess960_fits_ = fits;
    if (!fits) return;
    ++chess960_rights_;
    if (chess960_report_->empty()) ++chess960_clean_;
  }

  static bool is_castling_right_problem(fen::problem_code code) noexcept {
    return code == fen::problem_code::castling_without_king || code == fen::problem_code::castling_without_rook ||
           code == fen::problem_code::castling_not_standard || code == fen::problem_code::castling_king_files_differ ||
           code == fen::problem_code::castling_rook_files_differ;
  }

  // castling_not_standard in the tool's words: the library's, then whether the position's rights are
  // Chess960's (then the option that reads them so), or why they are not (a king or rook missing,
  // or the two colors' rights contradicting each other).
  void put_castling_not_standard(const fen::problem& p) {
    const fen::message_string words = p.message();
    std::string_view said = words.view();
    constexpr std::string_view library_hint = "; this is a Chess960 right: judge it by Chess960 rules";
    const bool hinted =
        said.size() >= library_hint.size() && said.substr(said.size() - library_hint.size()) == library_hint;
    if (hinted && chess960_report_) said.remove_suffix(library_hint.size());
    out_.print("{}: {}", fen::name(p.severity), said);
    if (!chess960_report_) return;
    if (chess960_fits_) {
      out_.put("; the rights are Chess960's, written as KQkq: check with --chess960");
      return;
    }
    const fen::problem* same = nullptr;  // the Chess960 problem of the same right, else of the same side
    for (const fen::problem& q : *chess960_report_)
      if (is_castling_right_problem(q.code) && (!q.color || q.color == p.color) &&
          (same == nullptr || q.side == p.side))
        same = &q;
    if (same != nullptr)
      out_.print("; nor are the rights Chess960's: {}", same->message().view());
    else
      out_.put("; the position's rights are not Chess960's either");
  }

  static std::size_t rules_index(fen::rules r) noexcept {
    return static_cast<std::size_t>(r.variant) * 2 + (r.castling == fen::castling_rules::chess960 ? 1 : 0);
  }

  // `read by the rules of: standard chess 9, crazyhouse 2`, when a line chose its rules by its
  // notation or its PGN game's [Variant] tag (a castling file letter choosing Chess960 castling is
  // not counted as choosing: it is the notation's own meaning).
  void put_rules_summary() {
    if (chosen_by_line_ == 0) return;
    out_.put("read by the rules of: ");
    const char* separator = "";
    for (std::size_t i = 0; i < by_rules_.size(); ++i) {
      if (by_rules_[i] == 0) continue;
      const auto v = static_cast<fen::variant>(i / 2);
      out_.print("{}{}{} {}", separator, v == fen::variant::standard ? "standard chess" : fen::name(v),
                 i % 2 == 1 ? " with Chess960 castling" : "", by_rules_[i]);
      separator = ", ";
    }
    out_.put('\n');
  }

  // A line that does not parse, or is refused: `e.offset` counts from `offset` in `line`.
  void report_failure(const file_state& f, std::size_t number, std::string_view line, const parse_failure& e,
                      std::size_t offset) {
    refuse(e.code);
    if (!may_report()) return;
    if (o_.json)
      return put_json_unparsed(out_, {f.shown, number, line}, e.code, e.field, offset + e.offset, e.message.view());
    put_diagnostic(out_, f.shown, number, line, offset + e.offset, e.message.view(), e.code);
  }

  const options& o_;
  position_reader reader_;
  options chess960_options_;  // o_ with --chess960, for `judge_as_chess960`
  position_reader chess960_reader_;
  std::optional<fen::validation_report> chess960_report_;  // the line's, by Chess960 castling rules
  bool chess960_fits_ = false;                             // its castling rights are Chess960's
  std::size_t chess960_rights_ = 0;
  std::size_t chess960_clean_ = 0;
  std::array<std::size_t, 2 * fen::variant_count> by_rules_{};
  std::size_t chosen_by_line_ = 0;  // positions read by rules their line chose
  std::size_t table_like_ = 0;      // lines that did not parse and hold a ',' or a tab
  std::size_t games_ = 0;
  std::size_t games_without_fen_ = 0;
  std::size_t table_headers_ = 0;
  output out_{stdout};
  std::vector<located_problem> located_;
  std::string canonical_;
  std::string scratch_;
  std::size_t lines_ = 0;
  std::size_t ok_ = 0;
  std::size_t unparsed_ = 0;
  std::size_t with_problems_ = 0;
  std::size_t illegal_ = 0;
  std::size_t comments_ = 0;
  std::size_t set_aside_ = 0;
  std::size_t annotations_ = 0;
  std::size_t bad_ = 0;  // lines reported or not: unparsed_ + with_problems_
  tally refused_;
  tally problems_;
};

}  // namespace

int run_check(const options& o) {
  checker c(o);
  const bool all_read = for_each_line(
      command::check, o,
      [&c](file_state& f, std::size_t number, std::string_view line, bool too_long) {
        c.check_line(f, number, line, too_long);
      },
      [&c](const file_state& f) { c.end_of_file(f); });
  return c.finish(all_read);
}

}  // namespace fen_tool
