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
    R"(usage: fen normalize [--strict] [--quiet] [--max-errors N] [--epd | --fen] [--castling=NOTATION]
                     [--en-passant=WHEN] [--variant NAME] [--chess960] [--column NAME|N]
                     [--mirror | --flip-vertical | --flip-horizontal | --rotate | --swap-colors]...
                     [--progress | --no-progress] [FILE...]

Reads positions from each FILE ('-', or no FILE at all, is standard input), one a line, and writes
each back in canonical form, one per line, on standard output: six fields, single spaces, castling
in KQkq order. A line that does not parse goes to standard error as FILE:LINE:COLUMN: message
[code], with a caret, and the run goes on. Positions are not validated: an illegal position that
parses is written back.

Lines are read as `fen check` reads them (see 'fen check --help'): comments ('#', '%'), lines set
aside (PGN but its [FEN] tags, the id and perft lines of .perft files) and blank lines are not
copied; a CR and NUL bytes at the end of a line are removed, a UTF-8 byte-order mark is skipped,
a UTF-16 file is not read, a line longer than 1 MiB is reported. An EPD line is written back as a canonical EPD
line: the four position fields as above, then every operation in its order, each as its opcode, a
space before each operand, and ';', one space between operations; strings quoted with only \" and
\\ escaped, hmvc and fmvn kept with their values. A FEN followed by operations is written as EPD
too, its counters as hmvc and fmvn. A FEN followed by text that is not operations is written as a
canonical FEN, then a space and that text as it was. A line of four fields is written as EPD (four
fields) in a file named .epd, after a line that parsed as EPD and on a .perft file's epd line, else
as a FEN (six fields, the counters 0 and 1). A row of a CSV or TSV table, and a FEN that a ','
ends, is written whole, the position replaced by its canonical form; a table's header row is
copied. A variant's position is written in its notation: crazyhouse's pockets ([QRbn], from a
ninth rank too) and promoted pieces (Q~), three-check's checks as remaining checks (3+3) before
the counters.

A transform (--mirror, --flip-vertical, --flip-horizontal, --rotate, --swap-colors) changes each
position before it is written; several are applied one after the other, in the order given
(--flip-vertical --flip-horizontal is --rotate). Pockets and checks to give go with their side,
the en passant square and the promoted marks (Q~) move with the board, the counters stay. A
castling right stays where its king and rook stay on their colour's back rank: --mirror keeps
every right, --flip-horizontal keeps them as Chess960 rights (the h1 rook's right is the a1 rook's,
on the queen side of a king on d1), --flip-vertical, --rotate and --swap-colors drop them all.

options:
  --strict               accept only the canonical form (EPD: as normalize writes it)
  --epd                  read every line as EPD
  --fen                  read every line as a FEN
  --quiet                report no line on standard error (the exit status still says)
  --max-errors N         report the first N bad lines only
  --castling=NOTATION    standard: KQkq only; xfen (the default): KQkq, and a rook's file letter
                         for an inner Chess960 rook; shredder: always file letters (HAha)
  --en-passant=WHEN      as-stored (the default): the square as written; legal: the square only
                         when an en passant capture is legal, '-' otherwise; pseudo-legal: only
                         when a pawn of the side to move stands ready to capture, legal or not
                         (X-FEN, Stockfish 15, the Polyglot key)
  --variant NAME         read every line by the rules of variant NAME: standard (the default),
                         crazyhouse, three_check, antichess, atomic, king_of_the_hill,
                         racing_kings, horde or giveaway (zh, 3check, koth, ... are taken
                         too); the rules also judge --en-passant=legal. Without it, pockets
                         choose crazyhouse and a checks field three-check, as in fen check
  --chess960             castling by Chess960 rules on every line (for --en-passant=legal);
                         without it, a castling field with a file letter means Chess960
  --column NAME|N        the column of a CSV or TSV file that holds the positions (fen check)
  --mirror               the same game for the other side: the board turned top to bottom, every
                         piece, the side to move and the castling rights handed to the other
                         colour (python-chess's Board.mirror())
  --flip-vertical        the board turned top to bottom (a1 <-> a8); colours and side as they were
  --flip-horizontal      the board turned left to right (a1 <-> h1); colours and side as they were
  --rotate               the board turned half a turn (a1 <-> h8); colours and side as they were
  --swap-colors          every piece handed to the other colour where it stands, and the move
  --progress             draw the progress line on standard error even when it is not a
                         terminal (see 'fen check --help')
  --no-progress          never draw it
  -h, --help             this text

exit status: 0 when every line parses, 1 when any does not, 2 for a usage error, a file that
cannot be read or is UTF-16 (the other files are still read), or output that cannot be written.
)";

namespace {

/// One run of `fen normalize`: canonical lines on standard output, failures on standard error.
class normalizer {
 public:
  // The rules judge only the en passant square here (--en-passant=legal, pseudo-legal), and no
  // counter is judged: the reader need not look for either unless that option is given.
  // A line already in canonical form is copied, not written again, where the options are the
  // defaults (what canonical means): 1,596 -> 1,259 instructions a corpus line.
  explicit normalizer(const options& o) : o_(o), reader_(o, o.en_passant != fen::en_passant_output::as_stored) {
    if (o.en_passant == fen::en_passant_output::as_stored && o.serialize.castling == fen::castling_notation::xfen &&
        o.serialize.checks == fen::check_notation::remaining && o.transforms.empty())
      reader_.copy_canonical();
  }

  /// Writes one line of a file back, or reports why it does not parse.
  void write_line(file_state& f, std::size_t number, std::string_view line, bool too_long) {
    if (too_long) return bad_.too_long(f, number);
    const line_class c = classify(f, line, o_);
    if (c.kind == line_kind::comment || c.kind == line_kind::set_aside) return;
    if (c.kind == line_kind::table_header) {
      out_.put(line);
      out_.put('\n');
      return;
    }
    if (c.kind == line_kind::refused) return bad_.refused(f, number, line, c);
    const reading& read = reader_.read(c, f);
    const reading& r = o_.transforms.empty() || read.what == reading::kind::failed ? read : transformed_reading(read);
    if (r.what == reading::kind::failed) return bad_.failed(f, number, line, c, r.failure);
    if (r.what == reading::kind::fen && (!r.written_as_epd || r.canonical) && r.set_aside.empty() && !c.in_row &&
        !r.comma_at && o_.en_passant == fen::en_passant_output::as_stored) {
      if (r.canonical)
        out_.put(c.text);  // already as serialize writes it
      else
        out_.put(fen::serialize(r.position, o_.serialize).view());  // most lines: a FEN, straight to the output
    } else {
      put_canonical(canonical_, scratch_, r, o_);
      if (c.in_row || r.comma_at)  // a table's row, or a FEN that a ',' ends: the rest of the row as it was
        put_in_row(line, as_read(c, r), f.table ? f.table->delimiter : ',');
      else
        out_.put(canonical_);
    }
    out_.put('\n');
    out_.maybe_flush();
  }

  /// Ends the run; the exit status.
  int finish(bool all_read) {
    const int status = end_of_run(command::normalize, out_, all_read, bad_.count() != 0);
    return bad_.errors().failed() ? usage_or_io_error : status;
  }

 private:
  // The row with the position's text replaced by its canonical form, quoted as CSV quotes a field
  // when that form holds the delimiter or a quote (an EPD string operand).
  void put_in_row(std::string_view line, const line_class& c, char delimiter) {
    const bool quoted = c.offset > 0 && line[c.offset - 1] == '"';
    const bool must_quote = canonical_.find_first_of(delimiter == ',' ? ",\"" : "\t\"") != std::string::npos;
    out_.put(line.substr(0, c.offset));
    if (must_quote && !quoted) out_.put('"');
    for (const char ch : canonical_) {
      if (ch == '"' && (quoted || must_quote)) out_.put('"');
      out_.put(ch);
    }
    if (must_quote && !quoted) out_.put('"');
    out_.put(line.substr(c.offset + c.text.size()));
  }

  // What was read, its position transformed as the options say (an EPD record's too).
  const reading& transformed_reading(const reading& read) {
    transformed_ = read;
    transformed_.position = transformed(read.position, o_.transforms);
    if (read.record != nullptr) {
      record_ = *read.record;
      record_.position = transformed_.position;
      transformed_.record = &record_;
    }
    return transformed_;
  }

  const options& o_;
  position_reader reader_;
  output out_{stdout};
  bad_lines bad_{o_};
  std::string canonical_;
  std::string scratch_;
  reading transformed_;     // the last reading transformed (--mirror, ...)
  fen::epd_record record_;  // its EPD record
};

}  // namespace

fen::position transformed(fen::position p, const std::vector<board_transform>& transforms) noexcept {
  for (const board_transform t : transforms) {
    switch (t) {
      case board_transform::mirror: p = fen::mirrored(p); break;
      case board_transform::flip_vertical: p = fen::flipped_vertical(p); break;
      case board_transform::flip_horizontal: p = fen::flipped_horizontal(p); break;
      case board_transform::rotate: p = fen::rotated(p); break;
      case board_transform::swap_colors: p = fen::colors_swapped(p); break;
    }
  }
  return p;
}

int run_normalize(const options& o) {
  normalizer n(o);
  const bool all_read = for_each_line(command::normalize, o,
                                      [&n](file_state& f, std::size_t number, std::string_view line, bool too_long) {
                                        n.write_line(f, number, line, too_long);
                                      });
  return n.finish(all_read);
}

}  // namespace fen_tool
