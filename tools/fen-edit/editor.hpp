// fen-edit: the board editor. What its files share: the exit statuses, the options, the session
// and the look-ups that keep castling rights and the en passant square honest.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// The files: fen_edit.cpp (main and the command line), session.cpp (reading commands, and what
// the editor says), board.cpp (the board, the FEN and the problems shown after each command),
// commands.cpp (the command table, its help text, and each command), rights.cpp (castling rights
// and the en passant square an edit makes impossible).

#pragma once

#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <array>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fen_edit {

enum exit_status : int { success = 0, not_legal = 1, usage_or_command_error = 2 };

enum class mode { automatic, scripted, interactive };

struct options {
  bool unicode = false;
  bool flip = false;
  bool quiet = false;
  bool chess960 = false;  // Chess960 castling rules from the start (a FEN whose castling names files)
  mode session_mode = mode::automatic;
  std::string fen;  // the position to start from, empty for the opening position
};

constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t'; }

std::string_view trim(std::string_view s) noexcept;

/// How many counters (0, 1 or 2) a FEN that parsed gives: its fields after the fourth, as lenient
/// FEN separates them (blanks, line ends, '_'). A FEN of four fields has neither counter, one of
/// five only the halfmove clock.
int counters_given(std::string_view text) noexcept;

/// `s` safe to print on a terminal: each control byte (below 0x20 but the line break, and 0x7F)
/// written as `\xNN`, and each C1 control written in UTF-8 (C2 80 to C2 9F) as `\xc2\xNN`, so
/// that typed input never reaches the terminal raw (an ESC, or C2 9B, would start an escape
/// sequence).
std::string printable(std::string_view s);

// ---- writing without throwing (session.cpp) ----------------------------------------------------
// fmt::print throws when it cannot write (and aborts in a build without exceptions), so the editor
// formats into a string and writes it with `write_text`. A failed write is kept in the stream's error
// flag; `output_failed` looks at both streams after each command and at the end.

/// Writes `text` to `stream` (standard output or standard error) as it is.
void write_text(std::FILE* stream, std::string_view text) noexcept;

/// Flushes `stream`; false when a write to it has failed, now or before.
bool flush_stream(std::FILE* stream) noexcept;

/// Flushes standard output and standard error. When a write to either has failed, says so once on
/// the other (when that one can still be written) and returns true: the editor then ends with
/// exit status 2.
bool output_failed() noexcept;

constexpr int back_rank(fen::color c) noexcept { return c == fen::color::white ? 0 : 7; }

/// The king a castling right of `c` needs, as `fen::allowed_castling` counts it: the first king of
/// that color on its back rank from the a-file.
std::optional<fen::square> castling_king(const fen::position& p, fen::color c) noexcept;

/// The validator's words for why the castling right of `c` on `side` is not allowed under rules
/// `r`, or nothing.
std::optional<std::string> castling_words(const fen::position& p, fen::color c, fen::castling_side side, fen::rules r);

/// Why the en passant square of `p` cannot be, in the validator's words with "en passant square
/// e3" turned into "it" ("it is on rank 3; ..."), or nothing.
std::optional<std::string> en_passant_problem(const fen::position& p, fen::rules r);

/// True when the en passant square of `p` is one a double push can have left.
bool en_passant_possible(const fen::position& p, fen::rules r) noexcept;

class session {
 public:
  session(const options& o, const fen::position& start, bool scripted)
      : position_(start),
        rules_(o.chess960 ? fen::rules::chess960() : fen::rules{}),
        halfmove_known_(o.fen.empty() || counters_given(o.fen) >= 1),
        fullmove_known_(o.fen.empty() || counters_given(o.fen) >= 2),
        unicode_(o.unicode),
        flipped_(o.flip),
        quiet_(o.quiet),
        scripted_(scripted) {}

  /// Reads and carries out commands until `done`, `quit` or the end of the input; the exit status.
  int run();

  /// The commands and what each does, as `help` and `fen-edit --help` print them.
  static std::string commands_help();

 private:
  /// A command as typed: its name in lower case, the words after it, and the text after the name.
  struct command_line {
    std::string name;
    std::vector<std::string_view> args;
    std::string_view rest;
  };
  /// One row of the command table (commands.cpp).
  struct command_entry {
    std::array<std::string_view, 3> names;      // the first is the one help shows
    std::string_view usage;                     // the name and its arguments, as help shows them
    std::string_view help;                      // what it does; a '\n' starts a line under the first
    bool nothing_after;                         // refused when words follow the name
    bool show_after;                            // the position is shown when it was carried out
    bool (session::*run)(const command_line&);  // false when refused
  };
  static const command_entry commands[];

  fen::position position_;
  /// Standard chess, or standard chess with Chess960 castling (`chess960 on`, or a FEN loaded whose
  /// castling field names rook files): what validate, castling rights, repair and done judge by.
  fen::rules rules_;
  /// False while a counter is not given: the FEN loaded left it out (four fields, or five without
  /// the fullmove number), and no command has set it since. The FEN writes it as lenient parsing
  /// reads it (0 1), the display says it is not given, and the problems that need it are not looked
  /// for. `start`, `clear`, `load` of a FEN that gives it, `halfmove` and `fullmove` make it known.
  bool halfmove_known_ = true;
  bool fullmove_known_ = true;
  bool unicode_;
  bool flipped_;
  bool quiet_;
  bool scripted_;
  std::size_t line_number_ = 0;
  bool echoed_ = false;
  bool command_failed_ = false;
  std::optional<int> end_status_;  // set by a command that ends the session

  // ---- input and output (session.cpp) ------------------------------------------------------
  /// The longest command line read: far more than any FEN or command needs, little memory.
  static constexpr std::size_t max_line_length = 65536;
  /// What `read_line` found: a line, a line too long to keep, the end of the input, or a read
  /// error (its errno in `read_error`).
  enum class read_status { line, too_long, end, failed };
  static read_status read_line(std::string& line, int& read_error);
  std::FILE* words_stream() const noexcept;
  void say(const std::string& text) const;
  void error(const std::string& text);
  void note(const std::string& text) const;
  int finish(int status) const;

  // ---- the board (board.cpp) ---------------------------------------------------------------
  void show() const;
  /// Every problem of the position, by the session's rules, without those that need a counter that
  /// is not given.
  fen::validation_report validation() const noexcept;
  /// "counters not given (written as 0 1)" and the like, or nothing when both counters are known.
  std::string counters_not_given() const;
  static std::string problems_in_words(const fen::validation_report& report);
  /// "(2 problems):" and a line for each problem, indented: what follows the words of a verdict.
  static std::string problem_lines(const fen::validation_report& report);
  /// True for a problem that `done` refuses: every illegal one, and more than 8 pawns or 16
  /// pieces for a side. The other unreachable problems are listed but do not stop it.
  static bool refused_by_done(const fen::problem& p) noexcept;

  // ---- keeping castling rights and the en passant square honest (rights.cpp) -------------
  void settle(const fen::position& before);
  std::optional<std::string> castling_refusal(const fen::position& p, fen::color c, fen::castling_side side, int file,
                                              bool standard) const;

  // ---- commands (commands.cpp) -------------------------------------------------------------
  std::optional<int> execute(std::string_view line);
  bool reject(const std::string& text);
  bool start(const command_line& c);
  bool clear(const command_line& c);
  bool load(const command_line& c);
  bool put(const command_line& c);
  bool remove(const command_line& c);
  bool move(const command_line& c);
  bool side(const command_line& c);
  /// What `castle` and `toggle-castle` do with the rights they name.
  enum class castling_edit {
    set,    // castle: the rights become exactly those named
    toggle  // toggle-castle: each right named switches on when off, off when on
  };
  bool castle(const command_line& c);
  bool toggle_castle(const command_line& c);
  bool edit_castling(const command_line& c, castling_edit edit);
  std::optional<std::string> switch_castling(fen::position& trial, char letter, castling_edit edit) const;
  bool en_passant(const command_line& c);
  bool halfmove(const command_line& c);
  bool fullmove(const command_line& c);
  bool counter(const std::string& name, const std::vector<std::string_view>& args);
  bool flip(const command_line& c);
  bool chess960(const command_line& c);
  bool chess960_rules() const noexcept { return rules_.castling == fen::castling_rules::chess960; }
  bool repair(const command_line& c);
  bool show_again(const command_line& c);
  bool done(const command_line& c);
  bool quit(const command_line& c);
  bool help(const command_line& c);
};

}  // namespace fen_edit
