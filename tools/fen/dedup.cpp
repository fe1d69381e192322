// fen: the command-line tool. `fen dedup`: writes each distinct position of files once, in the
// order first seen, its line as it was read; a summary on standard error.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// Lines are read as `fen check` reads them (lines.hpp); memory grows with the distinct positions
// only (distinct.hpp).

#include "distinct.hpp"
#include "io.hpp"
#include "lines.hpp"
#include "tool.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace fen_tool {

const std::string_view dedup_help =
    R"(usage: fen dedup [--strict] [--quiet] [--max-errors N] [--same=WHAT] [--epd | --fen]
                 [--variant NAME] [--chess960] [--column NAME|N] [--progress | --no-progress]
                 [FILE...]

Reads positions from each FILE ('-', or no FILE at all, is standard input), one a line, as
'fen check' reads them, and writes the line of each distinct position once, in the order first
seen, as it was read (EPD operations, annotations and table rows stay; the line ends with a LF).
A table's header row is written the first time it is seen. Blank lines, comments and what is not
a position are not copied. A line that does not parse goes to standard error as
FILE:LINE:COLUMN: message [code], with a caret, and is not copied.

The summary goes to standard error: lines read, written, duplicates dropped, lines that did not
parse, and the lines set aside (blank, comments, not a position, a table header seen before).
Memory grows with the number of distinct positions only, not with the input.

options:
  --same=WHAT       when two positions are one: position (the default: every field but the
                    counters, the en passant square as written), all (every field, the
                    counters too), polyglot (the same Polyglot key: the pieces, side to move,
                    standard castling rights and a capturable en passant file)
  --quiet           report nothing on standard error, neither bad lines nor the summary
  --max-errors N    report the first N bad lines only
  --strict          accept only the canonical form (see 'fen check --help')
  --epd             read every line as EPD
  --fen             read every line as a FEN
  --variant NAME    read every line by the rules of variant NAME (see 'fen check --help')
  --chess960        castling by Chess960 rules on every line
  --column NAME|N   the column of a CSV or TSV file that holds the positions (fen check)
  --progress        draw the progress line on standard error even when it is not a terminal
  --no-progress     never draw it (the default draws it on a terminal, after a second)
  -h, --help        this text

exit status: 0 when every line read as a position parses, 1 when one does not, 2 for a usage
error, a file that cannot be read or is UTF-16 (the other files are still read), or output that
cannot be written.
)";

namespace {

class deduplicator {
 public:
  explicit deduplicator(const options& o) : o_(o), reader_(o, false), distinct_(o.same) {}

  void write_line(file_state& f, std::size_t number, std::string_view line, bool too_long) {
    ++lines_;
    if (too_long) return bad_.too_long(f, number);
    const line_class c = classify(f, line, o_);
    switch (c.kind) {
      case line_kind::comment:
      case line_kind::set_aside: ++set_aside_; return;
      case line_kind::table_header:
        if (std::find(headers_.begin(), headers_.end(), line) == headers_.end()) {
          headers_.emplace_back(line);
          put(line);
        } else {
          ++set_aside_;
        }
        return;
      case line_kind::refused: return bad_.refused(f, number, line, c);
      case line_kind::position: break;
    }
    const reading& r = reader_.read(c, f);
    if (r.what == reading::kind::failed) return bad_.failed(f, number, line, c, r.failure);
    if (distinct_.insert(r.position))
      put(line);
    else
      ++duplicates_;
  }

  int finish(bool all_read) {
    out_.flush();  // the lines before the summary, where both go to one terminal
    if (!o_.quiet)
      bad_.errors().print("fen dedup: {} {} read: {} written, {} {} dropped, {} did not parse, {} set aside\n", lines_,
                          lines_ == 1 ? "line" : "lines", written_, duplicates_,
                          duplicates_ == 1 ? "duplicate" : "duplicates", bad_.count(), set_aside_);
    bad_.errors().flush();
    const int status = end_of_run(command::dedup, out_, all_read, bad_.count() != 0);
    return bad_.errors().failed() ? usage_or_io_error : status;
  }

 private:
  void put(std::string_view line) {
    ++written_;
    out_.put(line);
    out_.put('\n');
    out_.maybe_flush();
  }

  const options& o_;
  position_reader reader_;
  distinct_positions distinct_;
  output out_{stdout};
  bad_lines bad_{o_};
  std::vector<std::string> headers_;  // the table headers written
  std::size_t lines_ = 0;
  std::size_t written_ = 0;
  std::size_t duplicates_ = 0;
  std::size_t set_aside_ = 0;
};

}  // namespace

int run_dedup(const options& o) {
  deduplicator d(o);
  const bool all_read =
      for_each_line(command::dedup, o, [&d](file_state& f, std::size_t number, std::string_view line, bool too_long) {
        d.write_line(f, number, line, too_long);
      });
  return d.finish(all_read);
}

}  // namespace fen_tool
