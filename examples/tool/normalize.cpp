// fen: the command-line tool. `fen normalize`: writes each FEN (or EPD line) of a file back in
// canonical form; lines that do not parse go to standard error.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "io.hpp"
#include "lines.hpp"
#include "tool.hpp"

#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <string>
#include <string_view>

namespace fen_tool {

const std::string_view normalize_help =
    R"(usage: fen normalize [--strict] [--epd | --fen] [--castling=NOTATION] [--en-passant=WHEN] [FILE...]

Reads one FEN per line from each FILE ('-', or no FILE at all, is standard input) and writes each
back in canonical form, one per line, on standard output: six fields, single spaces, castling in
KQkq order. A line that does not parse goes to standard error as FILE:LINE:COLUMN: message [code],
with a caret, and the run goes on. Blank lines and lines whose first non-blank byte is '#' are
skipped (not copied). A CR at the end of a line is removed before the line is parsed. Positions
are not validated: an illegal position that parses is written back.

EPD: a FILE may hold EPD lines instead. Each is written back as a canonical EPD line: the four
position fields as above, then every operation in its order, each as its opcode, a space before
each operand, and ';', one space between operations; strings quoted with only \" and \\ escaped,
hmvc and fmvn kept with their values. --castling and --en-passant apply to the position fields.

FEN or EPD: --epd or --fen says which for every FILE. Without them, a FILE whose name ends in
.epd is read as EPD and one ending in .fen as FEN (in capitals too); any other FILE, and standard
input, is read as its lines show: the first line whose first four fields read as a position and
that has a fifth field decides, EPD when that field starts with a letter (an opcode such as bm),
FEN when it does not (a counter). A file without such a line is read as FEN: a file of lines
with four fields and no operations is written back with counters, unless --epd says it is EPD.
All lines of a file are read in the one format, and a line that does not parse is reported with
that format's error.

options:
  --strict               accept only the canonical form (EPD: as normalize writes it)
  --epd                  read every FILE as EPD
  --fen                  read every FILE as FEN
  --castling=NOTATION    standard: KQkq only; xfen (the default): KQkq, and a rook's file letter
                         for an inner Chess960 rook; shredder: always file letters (HAha)
  --en-passant=WHEN      as-stored (the default): the square as written; legal: the square only
                         when an en passant capture is legal, '-' otherwise
  -h, --help             this text

exit status: 0 when every line parses, 1 when any does not, 2 for a usage error or a file that
cannot be read (the other files are still read).
)";

namespace {

/// One run of `fen normalize`: canonical lines on standard output, failures on standard error.
class normalizer {
 public:
  explicit normalizer(const options& o) : o_(o) {}

  /// Writes one line of a file back, or reports why it does not parse.
  void write_line(std::string_view file, std::size_t number, std::string_view line, input_format format) {
    if (is_skipped(line)) return;
    if (format == input_format::fen) {
      const auto parsed = fen::parse(line, o_.mode);
      if (!parsed) return report_failure(file, number, line, failure_of(parsed.error()));
      out_.put(fen::serialize(fen::with_en_passant(*parsed, o_.en_passant), o_.serialize).view());
    } else {
      auto parsed = fen::parse_epd(line, o_.mode);
      if (!parsed) return report_failure(file, number, line, failure_of(parsed.error()));
      parsed->position = fen::with_en_passant(parsed->position, o_.en_passant);
      out_.put(canonical_epd(*parsed, epd_text_, o_.serialize));
    }
    out_.put('\n');
    out_.maybe_flush();
  }

  /// Ends the run; the exit status.
  int finish(bool all_read) {
    errors_.flush();  // empty already: each failure is written out at once
    return end_of_run(command::normalize, out_, all_read, unparsed_ != 0);
  }

 private:
  void report_failure(std::string_view file, std::size_t number, std::string_view line, const parse_failure& e) {
    ++unparsed_;
    put_diagnostic(errors_, file, number, line, e.offset, e.message.view(), e.code);
    errors_.flush();  // in step with standard output when both go to a terminal
  }

  const options& o_;
  output out_{stdout};
  output errors_{stderr};
  std::size_t unparsed_ = 0;
  std::string epd_text_;
};

}  // namespace

int run_normalize(const options& o) {
  normalizer n(o);
  const bool all_read = for_each_line(command::normalize, o,
                                      [&n](std::string_view file, std::size_t number, std::string_view line,
                                           input_format format) { n.write_line(file, number, line, format); });
  return n.finish(all_read);
}

}  // namespace fen_tool
