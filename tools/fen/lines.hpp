// fen: the command-line tool. Files of positions, as `check`, `normalize`, `stats`, `dedup` and
// `svg` read them: what each line is (a position, a comment, a line set aside, a line refused with
// a hint), how a position's text is read (FEN, EPD, or a FEN followed by text set aside), the loop
// over every line of every file, and how a line that does not parse is reported.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// Each line is judged by its content alone, so nothing is held from line to line: a file of any
// size is read in the memory of its longest line (at most `line_reader::default_max_line`).

#pragma once

#include "io.hpp"
#include "progress.hpp"
#include "tool.hpp"

#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace fen_tool {

// =============================================================================================
// What a line is
// =============================================================================================

/// A file read as a table (CSV or TSV): the byte between its columns and the column that holds the
/// positions, counted from 0.
struct table_layout {
  char delimiter = ',';
  std::size_t column = 0;
};

/// What the lines of one file have shown so far, and what its name says.
struct file_state {
  std::string_view shown;                      ///< the name in reports: the operand, or <stdin>
  std::optional<input_format> named;           ///< what the name says (.epd, .fen), when it says
  bool pgn = false;                            ///< a PGN file: named .pgn, or its first line a PGN tag
  bool seen_content = false;                   ///< a line that is not blank or a comment was read
  std::optional<input_format> shown_by_lines;  ///< the format the last line that parsed showed
  std::optional<table_layout> table;           ///< a CSV or TSV file: where its positions are
  bool column_missing = false;                 ///< --column names a column its first row does not have
  /// PGN: the rules of the game whose tags are being read ([Variant "..."]), and the variant's name
  /// when fen does not read it; whether the last line with content was a tag (a tag after
  /// movetext starts a game); how many games and [FEN] tags the file has.
  std::optional<fen::rules> game_rules;
  std::string game_variant_unknown;
  bool in_tags = false;
  std::size_t games = 0;
  std::size_t fen_tags = 0;
};

enum class line_kind {
  comment,       ///< blank, or '#' or '%' first: skipped
  set_aside,     ///< not a position: PGN tags but FEN and movetext, `id` and `perft` lines of .perft files
  table_header,  ///< the first row of a table, naming its columns: normalize writes it back
  position,      ///< a position to read: `text`, at `offset` in the line
  refused,       ///< not read, with a hint: a UCI command or move list, a quoted FEN, PGN movetext, JSON
};

struct line_class {
  line_kind kind = line_kind::comment;
  std::string_view text{};             ///< position: its text, a part of the line
  std::size_t offset = 0;              ///< where `text` starts in the line (refused: the first byte)
  std::optional<input_format> format;  ///< position: what the line says it holds (`epd ...`, [FEN "..."])
  std::optional<fen::rules> rules;     ///< position: the rules the line names ([Variant] in PGN)
  /// position: the rest of the line after `text` when `text` is a column of a table, or a FEN that a
  /// ',' ends: not read, and written back around the position by normalize
  bool in_row = false;
  std::string_view code{};     ///< refused: the tool's code (uci_position, quoted_fen, uci_moves, ...)
  std::string_view message{};  ///< refused: what it is and what to do
};

/// What `line` (its CR removed) is, in a file whose lines so far left `f` (updated), read as `o`
/// says (--column). classify.cpp.
line_class classify(file_state& f, std::string_view line, const options& o);

/// The tool's code for a line longer than the limit (its message: `too_long_message`).
inline constexpr std::string_view line_too_long_code = "line_too_long";

// =============================================================================================
// Reading a position's text
// =============================================================================================

/// A line that does not parse, in either format: where, in words, the code, and the field.
struct parse_failure {
  std::size_t offset = 0;
  fen::message_string message{};
  std::string_view code{};
  std::string_view field{};  ///< the JSON name of the field ("castling", "operations"), or empty
};

parse_failure failure_of(const fen::error& e) noexcept;

/// A problem in an EPD line's four position fields has the code a FEN gets for it; a problem in its
/// operations, the EPD code.
parse_failure failure_of(const fen::epd_error& e) noexcept;

/// The JSON name of a field: placement, side_to_move, castling, en_passant, halfmove_clock,
/// fullmove_number, input.
std::string_view json_name(fen::field f) noexcept;

/// What a position's text was read as.
struct reading {
  enum class kind { fen, epd, failed };
  kind what = kind::failed;
  fen::position position{};                 ///< fen, epd: the position, counters included
  fen::rules rules{};                       ///< the rules the text was read by (`position_reader::read`)
  const fen::epd_record* record = nullptr;  ///< epd: the record (views into the text)
  std::string_view set_aside{};             ///< fen: text after the six fields, not read (`; v=-328`)
  std::optional<std::size_t> halfmove_at;   ///< epd: where the halfmove clock's value is in the text
  std::optional<std::size_t> fullmove_at;   ///< epd: where the fullmove number's value is in the text
  /// fen: whether the text gives its counters. A FEN of four fields (or five) has none: lenient
  /// parsing gives them 0 and 1, and the problems that need them are not looked for.
  bool halfmove_known = true;
  bool fullmove_known = true;
  /// The variant was chosen by the text's notation (pockets, a checks field), not asked for.
  bool variant_by_notation = false;
  /// fen: a FEN of four fields (or fewer) to be written as an EPD line's four fields, as its
  /// file says (a .epd file, a line after one that parsed as EPD).
  bool written_as_epd = false;
  /// The FEN ended at a ',' (a CSV row read without --column): the length of the text read, the
  /// rest of the line set aside. Tried only when the whole text does not read.
  std::optional<std::size_t> comma_at;
  /// fen: the text is a FEN in canonical form (strict parsing took it), so it is what serialize
  /// writes with the default options. Looked for only by a reader told to (`copy_canonical`).
  bool canonical = false;
  parse_failure failure{};  ///< failed: why (its offset in the text)
};

struct text_fields;  // lines.cpp

/// What the end of a FEN that parsed says, read back from it (lines.cpp: one pass over its last
/// few bytes, where reading it from the start would step over the whole placement, every line).
struct fen_tail {
  int counters = 0;             ///< how many counters it gives (two at most)
  bool castling_files = false;  ///< its castling field names a rook's file (`fen::detect_castling`)
  bool four_fields = false;     ///< it has four fields or more (counters, or an en passant field)
};

/// Reads position texts, one at a time, as `o` says: FEN, EPD, or (without --fen and --epd) as
/// each text shows. Holds what the last reading views.
class position_reader {
 public:
  /// `judged` false: what is read will not be validated nor its en passant square judged, so the
  /// counters given and the castling rules are not looked for (`reading::rules` then has Chess960
  /// castling only when asked for or named by the line).
  explicit position_reader(const options& o, bool judged = true) : o_(o), judged_(judged) {}

  /// Tells the reader to try each standard-chess FEN (or an EPD line's four fields alone) in strict
  /// mode first, and to mark the reading `canonical` when that takes it (normalize then copies the
  /// text instead of writing it again: serialize(parse(s)) is s for every canonical s).
  void copy_canonical() noexcept { copy_canonical_ = true; }

  /// Reads the position text of line `c` in file `f` (which notes the format a line that parses
  /// shows), by the rules the line names, else --variant, else those its notation names (pockets:
  /// crazyhouse; a checks field: three-check), with Chess960 castling under --chess960 or when its
  /// castling field has a file letter. Valid until the next call.
  const reading& read(const line_class& c, file_state& f);

  /// The same for a text alone (`fen show`): as a line of a file with no name.
  const reading& read(std::string_view text);

 private:
  void read_named(const line_class& c, std::string_view text, file_state& f);
  void name_pockets(std::string_view text) noexcept;
  void read_by(fen::rules rules, std::string_view text, file_state& f, std::optional<input_format> said);
  void read_text(std::string_view text, file_state& f, std::optional<input_format> said);
  void read_fen_and_more(std::string_view text, const text_fields& fields);
  bool read_canonical(std::string_view text, input_format four_fields);
  void restart() noexcept;
  void read_fen(std::string_view text);
  void read_epd(std::string_view text);

  const options& o_;
  bool judged_ = true;
  bool copy_canonical_ = false;
  reading r_{};
  std::optional<fen_tail> tail_;  // the end of the text, when read_text has read it
  fen::epd_record record_{};
};

/// The variant the notation of `text` names, when the standard rules refused it with `failure`:
/// crazyhouse for pockets of its letters or a ninth rank (empty too), three-check for a checks
/// field. Nothing otherwise; `failure` is then given words for pockets of other letters.
std::optional<fen::variant> variant_of_notation(std::string_view text, parse_failure& failure) noexcept;

/// The line's position as it was read: `c`, or, when a ',' ended its FEN (`r.comma_at`), its text up
/// to the comma, the rest of the row set aside.
line_class as_read(const line_class& c, const reading& r) noexcept;

/// Whether `text` is a three-check checks field written after the counters: `+N+M`.
bool is_checks_field(std::string_view text) noexcept;

/// The problems of a reading by its rules: `fen::validate(record)` for EPD (no problem of a counter
/// the line does not give), `fen::validate(position)` for a FEN (none of a counter it does not give).
fen::validation_report validate_reading(const reading& r) noexcept;

/// Writes what `r` is in canonical form into `out` (`scratch` is reused for EPD): a FEN (its text
/// set aside after it, as it was written), or a canonical EPD line (FEN counters before the
/// operations become hmvc and fmvn).
/// The castling notation and en passant output as `o` says (the en passant square judged by the
/// reading's rules; a variant's pockets and checks in its notation); `with_set_aside` false leaves out the
/// text set aside after a FEN (JSON has it as a member of its own).
void put_canonical(std::string& out, std::string& scratch, const reading& r, const options& o,
                   bool with_set_aside = true);

// =============================================================================================
// Reading files line by line
// =============================================================================================

/// The file called `name` opened for reading, standard input for '-', or null when it cannot be
/// opened (said on standard error, naming command `c`).
std::FILE* open_input(command c, std::string_view name);

/// Says on standard error that file `shown` could not be read to its end.
void say_cannot_read(command c, std::string_view shown);

/// Looks at the start of a file: skips a UTF-8 byte-order mark (said on standard error), and
/// returns false for a file in UTF-16 (said on standard error: it is not read).
bool check_encoding(command c, line_reader& reader, std::string_view shown);

/// A file's name as messages show it: control bytes (C0, DEL, and C1 written as UTF-8) as `\xNN`,
/// as lines are shown, so that a name cannot move the terminal's cursor or colour its text.
std::string printable_name(std::string_view name);

/// The format a file's name says: EPD for .epd, FEN for .fen (in capitals too), nothing otherwise.
std::optional<input_format> format_of_name(std::string_view name) noexcept;

/// Whether the file's name ends in .pgn (in capitals too).
bool is_pgn_name(std::string_view name) noexcept;

/// Says on standard error, once a file, that the NUL bytes at the end of `lines` lines were dropped.
void say_final_nuls(command c, std::string_view shown, std::size_t lines);

/// Calls `each(file, line_number, line, too_long)` for every line of every file named in
/// `o.operands` (standard input for none or '-'), the CR of a CRLF and NUL bytes at the end
/// already removed (`without_final_nuls`, said once a file); for a line
/// longer than the limit, `too_long` is true and `line` empty (it was skipped unread); then
/// `end_of_file(file)` after a file's last line. Returns false
/// when a file could not be opened or read, or is UTF-16 (said on standard error, naming the
/// command); the other files are still read. (A template, not a std::function: when the compiler
/// could not inline the per-line work into this loop, `fen check` took 7 % longer.) When `each`
/// returns a bool, false stops the run there (`fen svg` stops after its picture). The progress
/// line (progress.hpp) counts every line, as `o.progress` says.
/// What `for_each_line` calls at the end of each file by default: nothing.
struct no_end_of_file {
  void operator()(const file_state&) const noexcept {}
};

template <class Each, class EndOfFile = no_end_of_file>
bool for_each_line(command c, const options& o, Each&& each, EndOfFile&& end_of_file = {}) {
  std::vector<std::string_view> names = o.operands;
  if (names.empty()) names.push_back("-");
  progress_meter progress(c, o, names);
  bool all_read = true;
  bool stopped = false;
  for (const std::string_view name : names) {
    if (stopped) break;
    const bool is_stdin = name == "-";
    std::FILE* file = open_input(c, name);
    if (file == nullptr) {
      all_read = false;
      continue;
    }
    file_state f;
    const std::string shown = is_stdin ? std::string("<stdin>") : printable_name(name);
    f.shown = shown;
    f.named = is_stdin ? std::nullopt : format_of_name(name);
    f.pgn = !is_stdin && is_pgn_name(name);
    line_reader reader(file);
    if (check_encoding(c, reader, f.shown)) {
      std::string_view line;
      std::size_t line_number = 0;
      std::size_t nul_ended = 0;
      for (read_status s; (s = reader.next(line)) != read_status::end;) {
        progress.line(line.size() + 1);
        const std::string_view text = without_cr(line);
        const std::string_view kept = without_final_nuls(text);
        nul_ended += kept.size() != text.size();
        if constexpr (std::is_same_v<decltype(each(f, line_number, kept, false)), bool>) {
          if (!each(f, ++line_number, kept, s == read_status::too_long)) {
            stopped = true;
            break;
          }
        } else {
          each(f, ++line_number, kept, s == read_status::too_long);
        }
      }
      if (nul_ended != 0) say_final_nuls(c, f.shown, nul_ended);
      end_of_file(f);
      if (!stopped && reader.failed()) {
        say_cannot_read(c, f.shown);
        all_read = false;
      }
    } else {
      all_read = false;
    }
    if (!is_stdin) std::fclose(file);
  }
  progress.finish();
  return all_read;
}

/// Ends a run of `c` (check or normalize): writes out what `out` holds; the exit status: 2 when it
/// could not be written (said on standard error) or a file could not be read, 1 when `any_bad`,
/// 0 otherwise.
int end_of_run(command c, output& out, bool all_read, bool any_bad);

/// Says on standard error (`out`) which kinds of lines were set aside, after `lead`:
/// `3 blank or comment, 1 not a position, 1 table header, 2 annotations`, each only when it is not 0.
/// Nothing at all (not `lead`) when every count is 0.
void put_set_aside(output& out, std::string_view lead, std::size_t comments, std::size_t not_positions,
                   std::size_t table_headers, std::size_t annotations = 0);

/// The lines that normalize, dedup and svg cannot write: each reported on standard error as it comes
/// (--quiet: none; --max-errors N: the first N), with its place, and counted.
class bad_lines {
 public:
  explicit bad_lines(const options& o) : o_(o) {}
  /// A line longer than the limit.
  void too_long(const file_state& f, std::size_t number);
  /// A line refused with a hint (`c.kind` is refused).
  void refused(const file_state& f, std::size_t number, std::string_view line, const line_class& c);
  /// A position that does not parse (`e` counts from `c.offset`).
  void failed(const file_state& f, std::size_t number, std::string_view line, const line_class& c,
              const parse_failure& e);
  std::size_t count() const noexcept { return count_; }
  /// Standard error, for a summary after the reports.
  output& errors() noexcept { return errors_; }

 private:
  bool may_report() noexcept {
    ++count_;
    return !o_.quiet && (!o_.max_errors || count_ <= *o_.max_errors);
  }

  const options& o_;
  output errors_{stderr};
  std::size_t count_ = 0;
};

/// `FILE:LINE:COLUMN: message [code]`, then the line with a caret under COLUMN.
void put_diagnostic(output& out, std::string_view file, std::size_t line_number, std::string_view line,
                    std::size_t offset, std::string_view message, std::string_view code);

/// `FILE:LINE: the line is longer than N bytes; it was skipped [line_too_long]`.
void put_too_long(output& out, std::string_view file, std::size_t line_number);

/// The message of a line too long.
std::string_view too_long_message();

/// Writes `record` as a canonical EPD line into `text` (reused from line to line); a view of it.
std::string_view canonical_epd(const fen::epd_record& record, std::string& text, fen::serialize_options options = {});

}  // namespace fen_tool
