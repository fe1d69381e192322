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
#include "tool.hpp"

#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/fmt.hpp>
#include <fen/validate.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fen_tool {

const std::string_view check_help =
    R"(usage: fen check [--strict] [--json | --quiet] [--max-errors N] [--fail-on=WHAT] [--epd | --fen]
                 [--variant NAME] [--chess960] [FILE...]

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
    quotes; the other tags and the movetext are set aside.
A UCI command (position fen ...) and a quoted FEN are not read: each is reported with what it is
[uci_position, quoted_fen]. A line of four fields reads the same as FEN and as EPD; it is taken as
EPD in a file named .epd, after an EPD line and on an epd line, else as FEN. An EPD line's position
is validated with the counters it gives (hmvc, fmvn, or FEN counters); a counter it does not give
has no problem. An error in the four position fields has the code a FEN gets for it; an error in
the operations has an EPD code (invalid_opcode, unterminated_string, ...).

The summary counts every line: lines read; positions: parsed (ok, with problems) and did not
parse (refused lines included); the lines set aside (blank or comment, not a position) and the
annotations; before it, the codes of the lines that did not parse and of the problems, most
frequent first.

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
                    and checks fields do not parse [variant_not_supported]
  --chess960        castling by Chess960 rules on every line (the king anywhere between its
                    rooks); without it, a line whose castling field has a file letter (HAha, or
                    X-FEN's inner rook) is judged by Chess960 rules, any other by standard rules
                    (king on e1/e8, rooks in the corners: else castling_not_standard)
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
  -h, --help        this text

exit status: 0 when every line read as a position parses and has no problem (as --fail-on
says), 1 when one does not, 2 for a usage error, a file that cannot be read or is UTF-16 (the
other files are still checked), or output that cannot be written.
)";

namespace {

/// Counts by code, in the order each code was first seen; printed most frequent first.
class code_counts {
 public:
  void add(std::string_view code) {
    for (auto& [name, count] : counts_)
      if (name == code) {
        ++count;
        return;
      }
    counts_.emplace_back(code, 1);
  }
  bool empty() const noexcept { return counts_.empty(); }
  /// `code N, code N`, most frequent first (then by name).
  void put(output& out) const {
    std::vector<std::pair<std::string_view, std::size_t>> sorted = counts_;
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
      return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    for (std::size_t i = 0; i < sorted.size(); ++i)
      out.print("{}{} {}", i == 0 ? "" : ", ", sorted[i].first, sorted[i].second);
  }

 private:
  std::vector<std::pair<std::string_view, std::size_t>> counts_;
};

parse_failure refusal(const line_class& c) {
  parse_failure e{c.offset, {}, c.code, "input"};
  e.message.append(c.message);
  return e;
}

std::string_view plural(std::size_t n, std::string_view one, std::string_view many) { return n == 1 ? one : many; }

/// One run of `fen check`: the counts for the summary, and the report of each line.
class checker {
 public:
  explicit checker(const options& o) : o_(o), reader_(o) {}

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
    const line_class c = classify(f, line);
    switch (c.kind) {
      case line_kind::comment: ++comments_; return;
      case line_kind::set_aside: ++set_aside_; return;
      case line_kind::refused: report_failure(f, number, line, refusal(c), 0); return out_.maybe_flush();
      case line_kind::position: break;
    }
    const reading& r = reader_.read(c.text, f, c.format);
    if (r.what == reading::kind::failed) {
      report_failure(f, number, line, r.failure, c.offset);
    } else {
      if (!r.set_aside.empty()) ++annotations_;
      report_position(f, number, line, c, r);
    }
    out_.maybe_flush();
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
      if (o_.max_errors && bad_ > *o_.max_errors)
        out_.print("reported the first {} bad {}; {} more not shown\n", *o_.max_errors,
                   plural(*o_.max_errors, "line", "lines"), bad_ - *o_.max_errors);
      const std::size_t positions = ok_ + with_problems_ + unparsed_;
      out_.print("{} {} read: {} {}: {} parsed ({} ok, {} with problems), {} did not parse", lines_,
                 plural(lines_, "line", "lines"), positions, plural(positions, "position", "positions"),
                 ok_ + with_problems_, ok_, with_problems_, unparsed_);
      const char* separator = "; set aside: ";
      const auto aside = [&](std::size_t n, std::string_view what) {
        if (n == 0) return;
        out_.print("{}{} {}", separator, n, what);
        separator = ", ";
      };
      aside(comments_, "blank or comment");
      aside(set_aside_, "not a position");
      aside(annotations_, plural(annotations_, "annotation", "annotations"));
      out_.put('\n');
    }
    bool failing = unparsed_ != 0;
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
    for (const located_problem& p : located_)
      out_.print("{}:{}:{}: {} [{}]\n{}\n", f.shown, number, p.offset + 1, *p.problem, p.problem->code,
                 fen::caret(line, p.offset));
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
  code_counts refused_;
  code_counts problems_;
};

}  // namespace

int run_check(const options& o) {
  checker c(o);
  const bool all_read =
      for_each_line(command::check, o, [&c](file_state& f, std::size_t number, std::string_view line, bool too_long) {
        c.check_line(f, number, line, too_long);
      });
  return c.finish(all_read);
}

}  // namespace fen_tool
