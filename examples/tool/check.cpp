// fen: the command-line tool. `fen check`: reports each line of a file of FENs (or EPD lines) that
// does not parse or that the validator objects to, where in the line, and a summary.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// It is the tool's example of the library under load: it reads a file in large blocks, parses and
// validates each line in place and formats its report into one reused buffer, so it allocates
// nothing per line and its memory stays flat however long the file (it grows only to hold the
// longest line and, in a file whose name does not say whether it is FEN or EPD, the lines before
// the first one that shows it).

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

#include <cstdio>
#include <string>
#include <string_view>

namespace fen_tool {

const std::string_view check_help = R"(usage: fen check [--strict] [--json] [--epd | --fen] [FILE...]

Reads one FEN per line from each FILE ('-', or no FILE at all, is standard input), parses and
validates it, and reports each line that does not parse or has a problem as

  FILE:LINE:COLUMN: message [code]

followed by the line and a caret under COLUMN, then a summary of all files. LINE counts from 1
in each file, COLUMN counts bytes from 1. For a problem the validator finds, COLUMN points at the
field the problem is about (castling, en passant, a counter) or at its square in the placement.

Blank lines and lines whose first non-blank byte is '#' are skipped. A CR at the end of a line
(Windows line ends) is removed before the line is parsed; a last line without a newline is read.

EPD: a FILE may hold EPD lines instead: the four position fields, then operations such as
  bm Qg6; id "WAC.001";
Each line's position is validated the same way, with the counters of its hmvc and fmvn operations
(0 and 1 without them); COLUMN points at the value of hmvc or fmvn for a problem with a counter.
An error in the four position fields has the code a FEN gets for it; an error in the operations
has an EPD code (invalid_opcode, unterminated_string, missing_semicolon, ...).

FEN or EPD: --epd or --fen says which for every FILE. Without them, a FILE whose name ends in
.epd is read as EPD and one ending in .fen as FEN (in capitals too); any other FILE, and standard
input, is read as its lines show: the first line whose first four fields read as a position and
that has a fifth field decides, EPD when that field starts with a letter (an opcode such as bm),
FEN when it does not (a counter). A file without such a line is read as FEN. All lines of a
file are read in the one format, and a line that does not parse is reported with that format's
error.

options:
  --strict    accept only the canonical form (six fields, single spaces, KQkq order; EPD: as
              normalize writes it, each operation ended by ';')
  --epd       read every FILE as EPD
  --fen       read every FILE as FEN
  --json      instead, print one JSON object per line that is not skipped, in input order:
              {"line":N,"input":"...","ok":true|false,
               "error":null|{"code":"...","offset":N,"message":"..."},
               "fen":"..."|null,"problems":[{"code":"...","severity":"...","message":"..."}]}
              "fen" is the canonical FEN of what was parsed; for an EPD line, the canonical EPD
              line, operations included (as normalize writes it). "ok" is true when the line
              parsed and has no problem; "offset" counts bytes from 0; bytes that are not UTF-8
              are written as U+FFFD. With several files, their objects follow one
              another, each file's lines counted from 1. There is no summary.
  -h, --help  this text

exit status: 0 when every line parses and has no problem, 1 when any does not, 2 for a usage
error or a file that cannot be read (the other files are still checked).
)";

namespace {

/// One run of `fen check`: the counts for the summary, and the report of each line.
class checker {
 public:
  explicit checker(const options& o) : o_(o) {}

  /// Reports one line of a file: nothing for a good one.
  void check_line(std::string_view file, std::size_t number, std::string_view line, input_format format) {
    if (is_skipped(line)) {
      ++skipped_;
      return;
    }
    ++positions_;
    if (format == input_format::fen) {
      const auto parsed = fen::parse(line, o_.mode);
      if (parsed)
        report_position(file, number, line, *parsed, fen::serialize(*parsed).view(), nullptr);
      else
        report_failure(file, number, line, failure_of(parsed.error()));
    } else {
      const auto parsed = fen::parse_epd(line, o_.mode);
      if (parsed)
        report_position(file, number, line, parsed->position, canonical_epd(*parsed, epd_text_), &*parsed);
      else
        report_failure(file, number, line, failure_of(parsed.error()));
    }
    out_.maybe_flush();
  }

  /// Ends the run: the summary (not in JSON), and the exit status.
  int finish(bool all_read) {
    if (!o_.json) {
      out_.print("{} {} checked: {} ok, {} did not parse, {} with problems", positions_,
                 positions_ == 1 ? "position" : "positions", positions_ - unparsed_ - with_problems_, unparsed_,
                 with_problems_);
      if (skipped_ != 0) out_.print(" ({} blank or comment {} skipped)", skipped_, skipped_ == 1 ? "line" : "lines");
      out_.put('\n');
    }
    return end_of_run(command::check, out_, all_read, unparsed_ + with_problems_ != 0);
  }

 private:
  // A line that parsed: `canonical` is its canonical form, `record` its EPD record (null for a FEN).
  void report_position(std::string_view file, std::size_t number, std::string_view line, const fen::position& position,
                       std::string_view canonical, const fen::epd_record* record) {
    const fen::validation_report report = fen::validate(position);
    if (!report.ok()) ++with_problems_;
    if (o_.json) return put_json_parsed(out_, number, line, canonical, report);
    for (const fen::problem& p : report) {
      const std::size_t offset = problem_offset(line, p, record);
      out_.print("{}:{}:{}: {} [{}]\n{}\n", file, number, offset + 1, p, p.code, fen::caret(line, offset));
    }
  }

  void report_failure(std::string_view file, std::size_t number, std::string_view line, const parse_failure& e) {
    ++unparsed_;
    if (o_.json) return put_json_unparsed(out_, number, line, e.code, e.offset, e.message.view());
    put_diagnostic(out_, file, number, line, e.offset, e.message.view(), e.code);
  }

  const options& o_;
  output out_{stdout};
  std::size_t positions_ = 0;
  std::size_t unparsed_ = 0;
  std::size_t with_problems_ = 0;
  std::size_t skipped_ = 0;
  std::string epd_text_;
};

}  // namespace

int run_check(const options& o) {
  checker c(o);
  const bool all_read = for_each_line(
      command::check, o, [&c](std::string_view file, std::size_t number, std::string_view line, input_format format) {
        c.check_line(file, number, line, format);
      });
  return c.finish(all_read);
}

}  // namespace fen_tool
