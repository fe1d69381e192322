// fen: the command-line tool. Shows a FEN as a board and in words, checks files of FENs or of EPD
// lines (one per line) and writes them back in canonical form. Run `fen --help`.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// It is also an example of the library under load: `fen check` reads a file in large blocks, parses
// and validates each line in place and formats its report into one reused buffer, so it allocates
// nothing per line and its memory stays flat however long the file (it grows only to hold the
// longest line and, in a file whose name does not say whether it is FEN or EPD, the lines before
// the first one that shows it).

#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/fmt.hpp>
#include <fen/validate.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

// =============================================================================================
// Exit status and help
// =============================================================================================

enum exit_status : int { all_good = 0, some_bad = 1, usage_or_io_error = 2 };

constexpr std::string_view main_help = R"(fen: read, write and check chess positions in FEN

usage: fen COMMAND [OPTIONS] [ARGUMENTS]

commands:
  show FEN              the board, every field in words, and every problem found
  check [FILE...]       check one FEN (or EPD line) per line; report each bad line with its place
  normalize [FILE...]   write each FEN (or EPD line) back in canonical form, one per line
  help [COMMAND]        this text, or a command's

options:
  -h, --help            this text
  --version             the version of fen

Run 'fen COMMAND --help' for a command's options.
)";

constexpr std::string_view show_help = R"(usage: fen show [--strict] [--unicode] [--flip] FEN

Shows a position: a board diagram, each FEN field in words, and every problem the validator finds
(illegal: an engine cannot play it; unreachable: no legal game leads to it). A FEN given as several
arguments is joined with spaces, so it needs no quotes; '-' reads it from standard input.

options:
  --strict    accept only the canonical form (six fields, single spaces, KQkq order)
  --unicode   draw the board with chess figurines
  --flip      draw the board from Black's side
  -h, --help  this text

exit status: 0 when the FEN parses and has no problem, 1 when it does not parse or has a problem,
2 for a usage error.
)";

constexpr std::string_view check_help = R"(usage: fen check [--strict] [--json] [--epd | --fen] [FILE...]

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

constexpr std::string_view normalize_help =
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

// =============================================================================================
// Output: one buffer, written out in large blocks
// =============================================================================================

class output {
 public:
  explicit output(std::FILE* file) noexcept : file_(file) {}
  output(const output&) = delete;
  output& operator=(const output&) = delete;
  ~output() { flush(); }

  fmt::memory_buffer& buffer() noexcept { return buffer_; }
  void put(std::string_view s) { buffer_.append(s.data(), s.data() + s.size()); }
  void put(char c) { buffer_.push_back(c); }
  void put_number(std::size_t n) {
    const fmt::format_int digits(n);
    buffer_.append(digits.data(), digits.data() + digits.size());
  }
  template <class... Args>
  void print(fmt::format_string<Args...> format, Args&&... args) {
    fmt::format_to(std::back_inserter(buffer_), format, std::forward<Args>(args)...);
  }
  /// Writes the buffer out once it holds a block's worth.
  void maybe_flush() {
    if (buffer_.size() >= block_size) flush();
  }
  void flush() {
    if (buffer_.size() != 0 && std::fwrite(buffer_.data(), 1, buffer_.size(), file_) != buffer_.size()) failed_ = true;
    buffer_.clear();
    if (std::fflush(file_) != 0) failed_ = true;
  }
  bool failed() const noexcept { return failed_; }

 private:
  static constexpr std::size_t block_size = std::size_t{1} << 16;
  std::FILE* file_;
  fmt::memory_buffer buffer_;
  bool failed_ = false;
};

// =============================================================================================
// Input: lines from a file, read in large blocks
// =============================================================================================

class line_reader {
 public:
  explicit line_reader(std::FILE* file) : file_(file), buffer_(std::size_t{1} << 16) {}

  /// The next line, without its LF; false at the end of the input (or on a read error).
  /// The view stays valid until the next call.
  bool next(std::string_view& line) {
    for (;;) {
      const char* start = buffer_.data() + begin_;
      if (const void* found = std::memchr(start, '\n', end_ - begin_)) {
        const auto stop = static_cast<const char*>(found);
        line = std::string_view(start, static_cast<std::size_t>(stop - start));
        begin_ += line.size() + 1;
        return true;
      }
      if (at_end_) {
        if (begin_ == end_) return false;
        line = std::string_view(start, end_ - begin_);  // the last line, without a newline
        begin_ = end_;
        return true;
      }
      fill();
    }
  }
  bool failed() const noexcept { return failed_; }

 private:
  // Moves the unfinished line to the front, makes room (doubling only for a line longer than the
  // buffer) and reads the next block.
  void fill() {
    const std::size_t kept = end_ - begin_;
    if (begin_ != 0 && kept != 0) std::memmove(buffer_.data(), buffer_.data() + begin_, kept);
    begin_ = 0;
    end_ = kept;
    if (end_ == buffer_.size()) buffer_.resize(buffer_.size() * 2);
    const std::size_t got = std::fread(buffer_.data() + end_, 1, buffer_.size() - end_, file_);
    end_ += got;
    if (got == 0) {
      at_end_ = true;
      failed_ = std::ferror(file_) != 0;
    }
  }

  std::FILE* file_;
  std::vector<char> buffer_;
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
  bool at_end_ = false;
  bool failed_ = false;
};

constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t'; }

/// True for a line `check` and `normalize` skip: nothing but blanks, or '#' first.
constexpr bool is_skipped(std::string_view line) noexcept {
  for (char c : line) {
    if (c == '#') return true;
    if (!is_blank(c)) return false;
  }
  return true;
}

/// The line without the CR of a CRLF line end.
constexpr std::string_view without_cr(std::string_view line) noexcept {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

// =============================================================================================
// FEN or EPD: what a file holds
// =============================================================================================

/// What a file holds: one FEN per line, or one EPD line per line.
enum class input_format { fen, epd };

/// The format a file's name says: EPD for a name ending in .epd, FEN for one ending in .fen (in
/// capitals too), nothing for any other name.
std::optional<input_format> format_of_name(std::string_view name) noexcept {
  const auto ends_with = [name](std::string_view extension) {
    if (name.size() < extension.size()) return false;
    const std::string_view end = name.substr(name.size() - extension.size());
    for (std::size_t i = 0; i < end.size(); ++i) {
      const char c = end[i] >= 'A' && end[i] <= 'Z' ? static_cast<char>(end[i] - 'A' + 'a') : end[i];
      if (c != extension[i]) return false;
    }
    return true;
  };
  if (ends_with(".epd")) return input_format::epd;
  if (ends_with(".fen")) return input_format::fen;
  return std::nullopt;
}

/// The format a line shows, if any: when its first four fields read as a position and it has a
/// fifth field, EPD if that field starts with a letter (an opcode), FEN if not (a counter). A line
/// of four fields or fewer reads the same either way (but for the counters FEN writes), and a line
/// whose position does not read may be broken in either format: neither shows anything.
std::optional<input_format> format_shown_by(std::string_view line) noexcept {
  const auto separator = [](char c) { return is_blank(c) || c == '_' || c == '\r' || c == '\n'; };
  std::size_t i = 0;
  for (int field = 0; field < 4; ++field) {
    while (i < line.size() && separator(line[i])) ++i;
    if (i == line.size()) return std::nullopt;
    while (i < line.size() && !separator(line[i])) ++i;
  }
  const std::size_t position_end = i;
  while (i < line.size() && separator(line[i])) ++i;
  if (i == line.size() || !fen::parse(line.substr(0, position_end))) return std::nullopt;
  const char c = line[i];
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ? input_format::epd : input_format::fen;
}

// =============================================================================================
// JSON strings
// =============================================================================================

// The length of the well-formed UTF-8 sequence at the start of `s` (Unicode, table 3-7), or 0.
std::size_t utf8_length(std::string_view s) noexcept {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char b0 = byte(0);
  std::size_t length = 0;
  unsigned char low = 0x80;
  unsigned char high = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    length = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    length = 3;
    if (b0 == 0xE0) low = 0xA0;   // no overlong forms
    if (b0 == 0xED) high = 0x9F;  // no surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    length = 4;
    if (b0 == 0xF0) low = 0x90;   // no overlong forms
    if (b0 == 0xF4) high = 0x8F;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (s.size() < length || byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
  return length;
}

/// Writes `s` as a JSON string: quotes, backslashes and control bytes escaped, well-formed UTF-8
/// copied, every other byte written as U+FFFD.
void put_json_string(output& out, std::string_view s) {
  out.put('"');
  std::size_t run = 0;  // start of the bytes copied as they are
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
      ++i;
      continue;
    }
    std::size_t length = 1;
    if (c >= 0x80) {
      length = utf8_length(s.substr(i));
      if (length != 0) {
        i += length;
        continue;
      }
      length = 1;
    }
    out.put(s.substr(run, i - run));
    switch (c) {
      case '"': out.put("\\\""); break;
      case '\\': out.put("\\\\"); break;
      case '\n': out.put("\\n"); break;
      case '\r': out.put("\\r"); break;
      case '\t': out.put("\\t"); break;
      case '\b': out.put("\\b"); break;
      case '\f': out.put("\\f"); break;
      default:
        if (c >= 0x80) {
          out.put("\\ufffd");
        } else {
          constexpr char hex[] = "0123456789abcdef";
          out.put("\\u00");
          out.put(hex[c >> 4]);
          out.put(hex[c & 15u]);
        }
    }
    i += length;
    run = i;
  }
  out.put(s.substr(run));
  out.put('"');
}

// =============================================================================================
// Where a problem is: the byte of a square in the placement
// =============================================================================================

/// The offset of the byte that describes `target` in the placement of `line` (a line that parsed):
/// its piece letter, or the digit of the run of empty squares it is in.
std::size_t square_offset(std::string_view line, fen::square target) noexcept {
  std::size_t i = 0;
  while (i < line.size() && (is_blank(line[i]) || line[i] == '_' || line[i] == '\r' || line[i] == '\n')) ++i;
  const std::size_t start = i;
  int rank = 7;
  int file = 0;
  for (; i < line.size() && !is_blank(line[i]) && line[i] != '_'; ++i) {
    const char c = line[i];
    if (c == '/') {
      --rank;
      file = 0;
      continue;
    }
    const int width = c >= '1' && c <= '8' ? c - '0' : 1;
    if (rank == target.rank() && target.file() >= file && target.file() < file + width) return i;
    file += width;
  }
  return start;
}

/// The offset where field `index` (0 placement ... 5 fullmove number) starts in `line` (a line that
/// parsed), or the end of the line when the field is left out.
std::size_t field_offset(std::string_view line, int index) noexcept {
  const auto separator = [](char c) { return is_blank(c) || c == '_' || c == '\r' || c == '\n'; };
  std::size_t i = 0;
  while (i < line.size() && separator(line[i])) ++i;
  for (int field = 0; field < index && i < line.size(); ++field) {
    while (i < line.size() && !separator(line[i])) ++i;
    while (i < line.size() && separator(line[i])) ++i;
  }
  return i;
}

/// The offset of counter `index` (4 halfmove clock, 5 fullmove number) in `line`: its field in a
/// FEN; in an EPD line (`record` set) the value of its hmvc or fmvn operation, or the first
/// operation when there is none.
std::size_t counter_offset(std::string_view line, int index, const fen::epd_record* record) noexcept {
  if (record == nullptr) return field_offset(line, index);
  const auto operation = record->find(index == 4 ? "hmvc" : "fmvn");
  if (!operation || operation->operands.empty()) return field_offset(line, 4);
  return static_cast<std::size_t>(operation->operands[0].text.data() - line.data());
}

/// Where `check` points for a problem: the field it is about, or its square in the placement.
/// `record` is the EPD record `line` was read into, or null for a FEN.
std::size_t problem_offset(std::string_view line, const fen::problem& p,
                           const fen::epd_record* record = nullptr) noexcept {
  switch (p.code) {
    case fen::problem_code::castling_without_king:
    case fen::problem_code::castling_without_rook: return field_offset(line, 2);
    case fen::problem_code::en_passant_wrong_rank:
    case fen::problem_code::en_passant_without_pawn:
    case fen::problem_code::en_passant_square_occupied:
    case fen::problem_code::en_passant_origin_occupied:
    case fen::problem_code::en_passant_impossible_check:
    case fen::problem_code::en_passant_before_any_move: return field_offset(line, 3);
    case fen::problem_code::en_passant_halfmove_clock:
    case fen::problem_code::halfmove_clock_too_large: return counter_offset(line, 4, record);
    case fen::problem_code::fullmove_zero: return counter_offset(line, 5, record);
    default: return p.square ? square_offset(line, *p.square) : field_offset(line, 0);
  }
}

// =============================================================================================
// Options
// =============================================================================================

struct options {
  fen::strictness mode = fen::strictness::lenient;
  /// Set by --fen or --epd; otherwise each file's name or lines say (`format_of_name`, `format_shown_by`).
  std::optional<input_format> format;
  bool json = false;
  bool unicode = false;
  bool flip = false;
  fen::serialize_options serialize{};
  fen::en_passant_output en_passant = fen::en_passant_output::as_stored;
  std::vector<std::string_view> operands;
};

enum class command { show, check, normalize };

constexpr std::string_view command_name(command c) noexcept {
  switch (c) {
    case command::show: return "show";
    case command::check: return "check";
    case command::normalize: return "normalize";
  }
  return "";
}

constexpr std::string_view help_of(command c) noexcept {
  switch (c) {
    case command::show: return show_help;
    case command::check: return check_help;
    case command::normalize: return normalize_help;
  }
  return main_help;
}

int usage_error(command c, std::string_view what) {
  fmt::print(stderr, "fen {}: {}\nRun 'fen {} --help' for its usage.\n", command_name(c), what, command_name(c));
  return usage_or_io_error;
}

/// Reads the options of `c` from `args`. Returns -1 to go on, or the exit status.
int parse_options(command c, const std::vector<std::string_view>& args, options& o) {
  bool only_operands = false;
  for (const std::string_view arg : args) {
    if (only_operands || arg.size() < 2 || arg[0] != '-') {
      o.operands.push_back(arg);
      continue;
    }
    const std::size_t equals = arg.find('=');
    const std::string_view key = arg.substr(0, equals);
    const std::string_view value = equals == std::string_view::npos ? std::string_view() : arg.substr(equals + 1);
    const bool has_value = equals != std::string_view::npos;
    const bool takes_value = key == "--castling" || key == "--en-passant";
    if (has_value && !takes_value) return usage_error(c, fmt::format("option '{}' takes no value", key));
    if (arg == "--") {
      only_operands = true;
    } else if (arg == "-h" || arg == "--help") {
      fmt::print("{}", help_of(c));
      return all_good;
    } else if (arg == "--strict") {
      o.mode = fen::strictness::strict;
    } else if (arg == "--json" && c == command::check) {
      o.json = true;
    } else if ((arg == "--epd" || arg == "--fen") && c != command::show) {
      const input_format format = arg == "--epd" ? input_format::epd : input_format::fen;
      if (o.format && *o.format != format) return usage_error(c, "give --epd or --fen, not both");
      o.format = format;
    } else if (arg == "--unicode" && c == command::show) {
      o.unicode = true;
    } else if (arg == "--flip" && c == command::show) {
      o.flip = true;
    } else if (key == "--castling" && c == command::normalize) {
      if (value == "standard")
        o.serialize.castling = fen::castling_notation::standard;
      else if (value == "xfen")
        o.serialize.castling = fen::castling_notation::xfen;
      else if (value == "shredder")
        o.serialize.castling = fen::castling_notation::shredder;
      else
        return usage_error(c, fmt::format("--castling takes standard, xfen or shredder, not '{}'", value));
    } else if (key == "--en-passant" && c == command::normalize) {
      if (value == "as-stored")
        o.en_passant = fen::en_passant_output::as_stored;
      else if (value == "legal")
        o.en_passant = fen::en_passant_output::only_if_legal;
      else
        return usage_error(c, fmt::format("--en-passant takes as-stored or legal, not '{}'", value));
    } else {
      return usage_error(c, fmt::format("unknown option '{}'", arg));
    }
  }
  return -1;
}

// =============================================================================================
// Reading files line by line
// =============================================================================================

/// Calls `each(name, line_number, line, format)` for every line of every file named in `o.operands`
/// (standard input for none or '-'), the CR of a CRLF already removed, with the format of its file:
/// `o.format` when set, else what the file's name says, else what its lines show (the lines before
/// the first that shows it are held, then passed on in order; FEN when none does). Returns false
/// when a file could not be opened or read (said on standard error, naming the command); the other
/// files are still read.
template <class Each>
bool for_each_line(command c, const options& o, Each&& each) {
  std::vector<std::string_view> names = o.operands;
  if (names.empty()) names.push_back("-");
  bool all_read = true;
  std::vector<std::string> held;
  for (const std::string_view name : names) {
    const bool is_stdin = name == "-";
    const std::string path(name);
    std::FILE* file = is_stdin ? stdin : std::fopen(path.c_str(), "rb");
    const std::string_view shown = is_stdin ? std::string_view("<stdin>") : name;
    if (file == nullptr) {
      fmt::print(stderr, "fen {}: cannot open '{}': {}\n", command_name(c), name, std::strerror(errno));
      all_read = false;
      continue;
    }
    line_reader reader(file);
    std::string_view line;
    std::size_t line_number = 0;
    const std::optional<input_format> named = o.format ? o.format : is_stdin ? std::nullopt : format_of_name(name);
    input_format format = named.value_or(input_format::fen);
    bool known = named.has_value();
    const auto pass_held = [&](input_format shown_format) {
      format = shown_format;
      known = true;
      for (std::size_t i = 0; i < held.size(); ++i) each(shown, i + 1, std::string_view(held[i]), format);
      held.clear();
    };
    while (reader.next(line)) {
      line = without_cr(line);
      ++line_number;
      if (!known) {
        if (const auto shows = is_skipped(line) ? std::nullopt : format_shown_by(line)) {
          pass_held(*shows);
        } else {
          held.emplace_back(line);
          continue;
        }
      }
      each(shown, line_number, line, format);
    }
    if (!known) pass_held(input_format::fen);
    if (reader.failed()) {
      fmt::print(stderr, "fen {}: cannot read '{}': {}\n", command_name(c), shown, std::strerror(errno));
      all_read = false;
    }
    if (!is_stdin) std::fclose(file);
  }
  return all_read;
}

/// `FILE:LINE:COLUMN: message [code]`, then the line with a caret under COLUMN.
void put_diagnostic(output& out, std::string_view file, std::size_t line_number, std::string_view line,
                    std::size_t offset, std::string_view message, std::string_view code) {
  out.print("{}:{}:{}: {} [{}]\n{}\n", file, line_number, offset + 1, message, code, fen::caret(line, offset));
}

// =============================================================================================
// fen check
// =============================================================================================

/// A line that does not parse, in either format: where, in words, and the code.
struct parse_failure {
  std::size_t offset = 0;
  fen::message_string message{};
  std::string_view code{};
};

parse_failure failure_of(const fen::error& e) noexcept { return {e.offset, e.message(), fen::name(e.code)}; }

/// A problem in an EPD line's four position fields has the code a FEN gets for it; a problem in its
/// operations, the EPD code.
parse_failure failure_of(const fen::epd_error& e) noexcept {
  const std::string_view code =
      e.code == fen::epd_error_code::position ? fen::name(e.position_error.code) : fen::name(e.code);
  return {e.offset, e.message(), code};
}

/// Writes `record` as a canonical EPD line into `text` (reused from line to line); a view of it.
std::string_view canonical_epd(const fen::epd_record& record, std::string& text, fen::serialize_options options = {}) {
  text.resize(text.capacity());
  std::size_t size = fen::write_epd(record, text.data(), text.size(), options);
  if (size > text.size()) {
    text.resize(size);
    size = fen::write_epd(record, text.data(), text.size(), options);
  }
  return std::string_view(text.data(), size);
}

int run_check(const options& o) {
  output out(stdout);
  std::size_t positions = 0;
  std::size_t unparsed = 0;
  std::size_t with_problems = 0;
  std::size_t skipped = 0;
  std::string epd_text;

  // A line that parsed: `canonical` is its canonical form, `record` its EPD record (null for a FEN).
  const auto report_position = [&](std::string_view file, std::size_t number, std::string_view line,
                                   const fen::position& position, std::string_view canonical,
                                   const fen::epd_record* record) {
    const fen::validation_report report = fen::validate(position);
    if (!report.ok()) ++with_problems;
    if (o.json) {
      out.put("{\"line\":");
      out.put_number(number);
      out.put(",\"input\":");
      put_json_string(out, line);
      out.put(report.ok() ? ",\"ok\":true,\"error\":null,\"fen\":" : ",\"ok\":false,\"error\":null,\"fen\":");
      put_json_string(out, canonical);
      out.put(",\"problems\":[");
      for (std::size_t i = 0; i < report.size(); ++i) {
        out.put(i == 0 ? "{\"code\":\"" : ",{\"code\":\"");
        out.put(fen::name(report[i].code));
        out.put("\",\"severity\":\"");
        out.put(fen::name(report[i].severity));
        out.put("\",\"message\":");
        put_json_string(out, report[i].message().view());
        out.put('}');
      }
      out.put("]}\n");
      return;
    }
    for (const fen::problem& p : report) {
      const std::size_t offset = problem_offset(line, p, record);
      out.print("{}:{}:{}: {} [{}]\n{}\n", file, number, offset + 1, p, p.code, fen::caret(line, offset));
    }
  };
  const auto report_failure = [&](std::string_view file, std::size_t number, std::string_view line,
                                  const parse_failure& e) {
    ++unparsed;
    if (!o.json) {
      put_diagnostic(out, file, number, line, e.offset, e.message.view(), e.code);
      return;
    }
    out.put("{\"line\":");
    out.put_number(number);
    out.put(",\"input\":");
    put_json_string(out, line);
    out.put(",\"ok\":false,\"error\":{\"code\":\"");
    out.put(e.code);
    out.put("\",\"offset\":");
    out.put_number(e.offset);
    out.put(",\"message\":");
    put_json_string(out, e.message.view());
    out.put("},\"fen\":null,\"problems\":[]}\n");
  };

  const bool all_read = for_each_line(
      command::check, o, [&](std::string_view file, std::size_t number, std::string_view line, input_format format) {
        if (is_skipped(line)) {
          ++skipped;
          return;
        }
        ++positions;
        if (format == input_format::fen) {
          const auto parsed = fen::parse(line, o.mode);
          if (parsed)
            report_position(file, number, line, *parsed, fen::serialize(*parsed).view(), nullptr);
          else
            report_failure(file, number, line, failure_of(parsed.error()));
        } else {
          const auto parsed = fen::parse_epd(line, o.mode);
          if (parsed)
            report_position(file, number, line, parsed->position, canonical_epd(*parsed, epd_text), &*parsed);
          else
            report_failure(file, number, line, failure_of(parsed.error()));
        }
        out.maybe_flush();
      });

  if (!o.json) {
    out.print("{} {} checked: {} ok, {} did not parse, {} with problems", positions,
              positions == 1 ? "position" : "positions", positions - unparsed - with_problems, unparsed, with_problems);
    if (skipped != 0) out.print(" ({} blank or comment {} skipped)", skipped, skipped == 1 ? "line" : "lines");
    out.put('\n');
  }
  out.flush();
  if (out.failed()) {
    fmt::print(stderr, "fen check: cannot write the output: {}\n", std::strerror(errno));
    return usage_or_io_error;
  }
  if (!all_read) return usage_or_io_error;
  return unparsed + with_problems == 0 ? all_good : some_bad;
}

// =============================================================================================
// fen normalize
// =============================================================================================

int run_normalize(const options& o) {
  output out(stdout);
  output errors(stderr);
  std::size_t unparsed = 0;

  std::string epd_text;
  const auto report_failure = [&](std::string_view file, std::size_t number, std::string_view line,
                                  const parse_failure& e) {
    ++unparsed;
    put_diagnostic(errors, file, number, line, e.offset, e.message.view(), e.code);
    errors.flush();  // in step with standard output when both go to a terminal
  };

  const bool all_read =
      for_each_line(command::normalize, o,
                    [&](std::string_view file, std::size_t number, std::string_view line, input_format format) {
                      if (is_skipped(line)) return;
                      if (format == input_format::fen) {
                        const auto parsed = fen::parse(line, o.mode);
                        if (!parsed) return report_failure(file, number, line, failure_of(parsed.error()));
                        out.put(fen::serialize(*parsed, o.serialize, o.en_passant).view());
                      } else {
                        auto parsed = fen::parse_epd(line, o.mode);
                        if (!parsed) return report_failure(file, number, line, failure_of(parsed.error()));
                        fen::position& p = parsed->position;
                        if (o.en_passant == fen::en_passant_output::only_if_legal && p.en_passant &&
                            !fen::en_passant_capture_legal(p))
                          p.en_passant.reset();
                        out.put(canonical_epd(*parsed, epd_text, o.serialize));
                      }
                      out.put('\n');
                      out.maybe_flush();
                    });

  out.flush();
  errors.flush();
  if (out.failed()) {
    fmt::print(stderr, "fen normalize: cannot write the output: {}\n", std::strerror(errno));
    return usage_or_io_error;
  }
  if (!all_read) return usage_or_io_error;
  return unparsed == 0 ? all_good : some_bad;
}

// =============================================================================================
// fen show
// =============================================================================================

std::string castling_in_words(const fen::position& p) {
  const fen::castling_rights allowed = fen::allowed_castling(p);
  std::string words;
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    std::string rights;
    for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const auto file = p.castling.rook_file(c, side);
      if (!file) continue;
      const fen::square rook(*file, c == fen::color::white ? 0 : 7);
      if (!rights.empty()) rights += ", ";
      rights +=
          fmt::format("{} side with the rook on {}", side == fen::castling_side::king_side ? "king" : "queen", rook);
      if (!allowed.has(c, side)) rights += " (the board does not allow it)";
    }
    if (rights.empty()) continue;
    if (!words.empty()) words += "\n                 ";
    words += fmt::format("{} may castle {}", c == fen::color::white ? "White" : "Black", rights);
  }
  return words.empty() ? "nobody may castle" : words;
}

std::string en_passant_in_words(const fen::position& p) {
  if (!p.en_passant) return "none";
  const std::string_view mover = p.side_to_move == fen::color::white ? "White" : "Black";
  if (!fen::repaired(p).en_passant)
    return fmt::format("{}: no double push can have left this square (see the problems below)", *p.en_passant);
  if (fen::en_passant_capture_legal(p)) return fmt::format("{}: {} can capture en passant", *p.en_passant, mover);
  if (fen::en_passant_capture_possible(p))
    return fmt::format("{}: a {} pawn could capture en passant, but the capture would leave its king in check",
                       *p.en_passant, mover);
  return fmt::format("{}: no {} pawn can capture en passant (many programs write '-' here)", *p.en_passant, mover);
}

int run_show(const options& o) {
  if (o.operands.empty()) return usage_error(command::show, "give a FEN (or '-' to read one from standard input)");
  std::string text;
  if (o.operands.size() == 1 && o.operands[0] == "-") {
    line_reader reader(stdin);
    std::string_view line;
    while (reader.next(line) && is_skipped(without_cr(line))) {
    }
    text = std::string(without_cr(line));
  } else {
    for (const std::string_view part : o.operands) {
      if (!text.empty()) text += ' ';
      text += part;
    }
  }

  const auto parsed = fen::parse(text, o.mode);
  if (!parsed) {
    fmt::print("{}\n", fen::with_input(parsed.error(), text));
    return some_bad;
  }
  const fen::position& p = *parsed;
  const fen::validation_report report = fen::validate(p);

  // Each spec is a literal, so that {fmt} checks it at compile time under C++20.
  if (o.unicode && o.flip)
    fmt::print("{:ufc}\n\n", p);
  else if (o.unicode)
    fmt::print("{:uc}\n\n", p);
  else if (o.flip)
    fmt::print("{:dfc}\n\n", p);
  else
    fmt::print("{:dc}\n\n", p);
  const fen::fen_string canonical = fen::serialize(p);
  fmt::print("{:<17}{}\n", "FEN", canonical);
  if (canonical.view() != text) fmt::print("{:<17}{}\n", "as written", text);
  fmt::print("{:<17}{}\n", "side to move", p.side_to_move == fen::color::white ? "White" : "Black");
  fmt::print("{:<17}{}\n", "castling", castling_in_words(p));
  fmt::print("{:<17}{}\n", "en passant", en_passant_in_words(p));
  fmt::print("{:<17}{} (half-moves since the last capture or pawn move)\n", "halfmove clock", p.halfmove_clock);
  fmt::print("{:<17}{}\n", "fullmove number", p.fullmove_number);
  if (report.empty()) {
    fmt::print("{:<17}none\n", "problems");
    return all_good;
  }
  fmt::print("{:<17}{}: {}\n", "problems", report.size(),
             report.legal() ? "unreachable; an engine can play from here, but no game leads here"
                            : "illegal; an engine cannot play from here");
  for (const fen::problem& problem : report)
    fmt::print("  {:<13}  {}\n", fen::name(problem.severity), problem.message());
  return some_bad;
}

}  // namespace

// =============================================================================================
// main
// =============================================================================================

int main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  if (args.empty()) {
    fmt::print(stderr, "{}", main_help);
    return usage_or_io_error;
  }
  const std::string_view first = args[0];
  if (first == "-h" || first == "--help") {
    fmt::print("{}", main_help);
    return all_good;
  }
  if (first == "--version") {
    fmt::print("fen {}.{}.{}\n", FEN_VERSION_MAJOR, FEN_VERSION_MINOR, FEN_VERSION_PATCH);
    return all_good;
  }
  const auto command_named = [](std::string_view name, command& c) {
    for (const command candidate : {command::show, command::check, command::normalize}) {
      if (command_name(candidate) == name) {
        c = candidate;
        return true;
      }
    }
    return false;
  };

  command c = command::check;
  if (first == "help") {
    if (args.size() == 1) {
      fmt::print("{}", main_help);
      return all_good;
    }
    if (!command_named(args[1], c)) {
      fmt::print(stderr, "fen help: no command '{}'; the commands are show, check and normalize\n", args[1]);
      return usage_or_io_error;
    }
    fmt::print("{}", help_of(c));
    return all_good;
  }
  if (!command_named(first, c)) {
    fmt::print(stderr, "fen: no command '{}'; the commands are show, check and normalize. Run 'fen --help'.\n", first);
    return usage_or_io_error;
  }

  options o;
  args.erase(args.begin());
  if (const int status = parse_options(c, args, o); status >= 0) return status;
  switch (c) {
    case command::show: return run_show(o);
    case command::check: return run_check(o);
    case command::normalize: return run_normalize(o);
  }
  return usage_or_io_error;
}
