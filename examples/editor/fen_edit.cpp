// fen-edit: a board editor in the terminal. Start from the opening position or a clear board, put
// and remove pieces, set the side to move, castling, en passant and the counters, and copy the FEN;
// after every command the editor shows the board, the FEN and every problem in plain words. Run
// `fen-edit --help`.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// It reads one command per line, so a person can type at it and a script can pipe into it. It is
// an editor, not a game: `move` carries a piece and changes nothing else. What it does on its own
// is keep castling rights and the en passant square honest: it refuses to switch on a right or set
// a square the board does not allow, saying why, and when an edit makes a right or the en passant
// square impossible it drops it and says so.

#include <fen/fen.hpp>
#include <fen/fmt.hpp>
#include <fen/validate.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#if defined(_WIN32)
#  include <io.h>
#else
#  include <unistd.h>
#endif

namespace {

// =============================================================================================
// Exit status and help
// =============================================================================================

enum exit_status : int { success = 0, not_legal = 1, usage_or_command_error = 2 };

constexpr std::string_view usage_text =
    R"(usage: fen-edit [--unicode] [--flip] [--quiet] [--script | --interactive] [FEN]

A board editor for chess positions in FEN. It starts from the opening position (or from FEN, given
as one argument or several joined with spaces) and reads one command per line from standard input.
After every command it shows the board, the FEN and every problem the validator finds.

options:
  --unicode      draw the board with chess figurines instead of FEN letters
  --flip         draw the board from Black's side (the 'flip' command turns it around)
  --quiet        show nothing after each command; 'done' prints only the FEN on standard output,
                 and everything else the editor has to say goes to standard error
  --script       scripted mode even when standard input is a terminal
  --interactive  interactive mode even when standard input is not a terminal
  -h, --help     this text
  --version      the version of fen

Scripted mode (the default when standard input is not a terminal): each command is echoed after
'> ', errors name their line, 'done' on a position that is not legal ends the session, and the
exit status tells how it went. Interactive mode (the default on a terminal): a prompt, and errors
and problems never end the session.

exit status:
  0  the session ended (done on a legal position, quit, or the end of the input) and, in scripted
     mode, every command was carried out
  1  scripted mode: done (or analyse) found the position not legal; the problems are listed and
     the rest of the input is not read
  2  a bad option or FEN on the command line; or, in scripted mode, a command that was not
     understood or was refused (the session went on to the end)
)";

constexpr std::string_view commands_text =
    R"(commands (squares such as e4; pieces as FEN letters: PNBRQK White, pnbrqk Black):
  start              the opening position
  clear              an empty board, not even kings: White to move, no castling, no en passant, 0 1
  load FEN           any FEN; one that does not parse is shown with a caret and nothing changes
  put Ke1 Qd1 ...    put pieces on squares, replacing what stands there; 'put p e7 d7' puts one
                     kind of piece on several squares
  remove e4 ...      empty squares
  move e2 e4         carry a piece to another square (what stands there is gone); an editor, not a
                     game: the side to move, en passant square and counters stay as they are
  side w|b           the side to move; 'side' alone switches it
  castle K           switch castling rights on or off: K Q k q, several at once (castle KQkq). A
                     right switches on only when the king and that rook stand on their starting
                     squares (e1 and h1 for K); when one is refused, nothing changes. Chess960:
                     name the rook's file (A-H White, a-h Black), with that rook and the king on
                     their back rank. 'castle -' switches every right off
  ep e3 | ep -       set or clear the en passant square; a square no double push can have left is
                     refused
  halfmove N         the halfmove clock: half-moves since the last capture or pawn move
  fullmove N         the fullmove number: 1 at the start, one more after each Black move
  flip               turn the board diagram around
  repair             drop every castling right and en passant square the board does not allow
  show               the board again
  done | analyse     the final FEN when the position is legal, and the end of the session;
                     otherwise its problems
  quit               end the session without a final check
  help               this text

When an edit moves or removes a king or rook that a castling right needs, the right is dropped and
the editor says so; so is an en passant square that an edit makes impossible. Lines that are blank
or start with '#' are skipped.
)";

// =============================================================================================
// Words and names
// =============================================================================================

constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t'; }

std::string_view trim(std::string_view s) noexcept {
  while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
  return s;
}

/// The blank-separated words of `s`.
std::vector<std::string_view> words_of(std::string_view s) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && is_blank(s[i])) ++i;
    const std::size_t start = i;
    while (i < s.size() && !is_blank(s[i])) ++i;
    if (i > start) words.push_back(s.substr(start, i - start));
  }
  return words;
}

constexpr char lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

std::string lowered(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = lower(c);
  return out;
}

/// A square from its name; the file letter may be upper-case ("E4").
std::optional<fen::square> square_named(std::string_view word) noexcept {
  if (word.size() != 2) return std::nullopt;
  const char name[2] = {lower(word[0]), word[1]};
  return fen::square::from_name(std::string_view(name, 2));
}

std::string not_a_square(std::string_view word) {
  return fmt::format("'{}' is not a square; squares run from a1 to h8", word);
}

constexpr std::string_view side_name(fen::color c) noexcept { return c == fen::color::white ? "White" : "Black"; }
constexpr int back_rank(fen::color c) noexcept { return c == fen::color::white ? 0 : 7; }

/// The king a castling right of `c` needs, as `fen::allowed_castling` counts it: the first king of
/// that color on its back rank from the a-file.
std::optional<fen::square> castling_king(const fen::position& p, fen::color c) noexcept {
  for (int file = 0; file < 8; ++file) {
    const fen::square s(file, back_rank(c));
    if (p.at(s) == fen::piece(c, fen::piece_type::king)) return s;
  }
  return std::nullopt;
}

/// The validator's words for why the castling right of `c` on `side` is not allowed, or nothing.
std::optional<std::string> castling_words(const fen::position& p, fen::color c, fen::castling_side side) {
  if (const std::optional<fen::problem> problem = fen::castling_problem(p, c, side))
    return std::string(problem->message().view());
  return std::nullopt;
}

/// Why the en passant square of `p` cannot be, in the validator's words with "en passant square
/// e3" turned into "it" ("it is on rank 3; ..."), or nothing.
std::optional<std::string> en_passant_problem(const fen::position& p) {
  for (const fen::problem& problem : fen::validate(p)) {
    switch (problem.code) {
      case fen::problem_code::en_passant_wrong_rank:
      case fen::problem_code::en_passant_without_pawn:
      case fen::problem_code::en_passant_square_occupied:
      case fen::problem_code::en_passant_origin_occupied:
      case fen::problem_code::en_passant_impossible_check: {
        std::string words(problem.message().view());
        const std::string prefix = fmt::format("en passant square {} ", *p.en_passant);
        if (words.compare(0, prefix.size(), prefix) == 0) words = "it " + words.substr(prefix.size());
        return words;
      }
      default: break;
    }
  }
  return std::nullopt;
}

/// True when the en passant square of `p` is one a double push can have left.
bool en_passant_possible(const fen::position& p) noexcept { return fen::repaired(p).en_passant.has_value(); }

/// A counter: plain digits, at most 4294967295.
std::optional<std::uint32_t> counter_value(std::string_view word) noexcept {
  if (word.empty() || word.size() > 10) return std::nullopt;
  std::uint64_t value = 0;
  for (const char c : word) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (value > 0xFFFFFFFFu) return std::nullopt;
  return static_cast<std::uint32_t>(value);
}

// =============================================================================================
// Options
// =============================================================================================

enum class mode { automatic, scripted, interactive };

struct options {
  bool unicode = false;
  bool flip = false;
  bool quiet = false;
  mode session_mode = mode::automatic;
  std::string fen;  // the position to start from, empty for the opening position
};

bool standard_input_is_terminal() noexcept {
#if defined(_WIN32)
  return _isatty(_fileno(stdin)) != 0;
#else
  return isatty(fileno(stdin)) != 0;
#endif
}

// =============================================================================================
// The session
// =============================================================================================

class session {
 public:
  session(const options& o, const fen::position& start, bool scripted)
      : position_(start), unicode_(o.unicode), flipped_(o.flip), quiet_(o.quiet), scripted_(scripted) {}

  /// Reads and carries out commands until `done`, `quit` or the end of the input; the exit status.
  int run() {
    if (!scripted_) {
      say("fen-edit: a board editor for FEN. Type 'help' for the commands, 'done' when finished.\n");
      show();
    }
    std::string line;
    for (;;) {
      if (!scripted_) say("\nfen-edit> ");
      if (!read_line(line)) break;
      ++line_number_;
      const std::string_view command = trim(line);
      if (command.empty() || command.front() == '#') continue;
      if (scripted_ && !quiet_) {
        if (echoed_) std::fputs("\n", stdout);
        fmt::print("> {}\n", command);
        echoed_ = true;
      }
      if (const std::optional<int> status = execute(command)) return finish(*status);
    }
    if (!scripted_) say("\n");
    return finish(success);
  }

 private:
  fen::position position_;
  bool unicode_;
  bool flipped_;
  bool quiet_;
  bool scripted_;
  std::size_t line_number_ = 0;
  bool echoed_ = false;
  bool command_failed_ = false;

  // ---- input and output ------------------------------------------------------------------

  /// The next line of standard input without its line end; false at its end.
  static bool read_line(std::string& line) {
    line.clear();
    int c = 0;
    bool any = false;
    while ((c = std::getchar()) != EOF) {
      any = true;
      if (c == '\n') break;
      line.push_back(static_cast<char>(c));
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return any;
  }

  /// Where the editor's own words go: standard output, or standard error in quiet mode.
  std::FILE* words_stream() const noexcept { return quiet_ ? stderr : stdout; }

  /// Says something about the position (a dropped right, the problems at `done`).
  void say(const std::string& text) const {
    std::fflush(stdout);
    std::fputs(text.c_str(), words_stream());
    std::fflush(words_stream());
  }

  /// A command that could not be carried out: one line on standard error (naming the line in
  /// scripted mode), and in scripted mode an exit status of 2 at the end.
  void error(const std::string& text) {
    std::fflush(stdout);
    if (scripted_)
      fmt::print(stderr, "line {}: error: {}\n", line_number_, text);
    else
      fmt::print(stderr, "error: {}\n", text);
    std::fflush(stderr);
    if (scripted_) command_failed_ = true;
  }

  int finish(int status) const {
    std::fflush(stdout);
    if (std::ferror(stdout) != 0) return usage_or_command_error;
    if (status == success && command_failed_) return usage_or_command_error;
    return status;
  }

  /// The board, the FEN and the problems: what the editor shows after every command.
  void show() const {
    if (quiet_) return;
    // Each spec is a literal, so that {fmt} checks it at compile time under C++20.
    if (unicode_ && flipped_)
      fmt::print("{:ufc}\n", position_);
    else if (unicode_)
      fmt::print("{:uc}\n", position_);
    else if (flipped_)
      fmt::print("{:dfc}\n", position_);
    else
      fmt::print("{:dc}\n", position_);
    fmt::print("FEN: {}\n", position_);
    fmt::print("{}", problems_in_words(fen::validate(position_)));
    std::fflush(stdout);
  }

  static std::string problems_in_words(const fen::validation_report& report) {
    if (report.ok()) return "legal, no problems\n";
    const std::size_t n = report.size();
    std::string text = report.legal()
                           ? fmt::format("legal, but no game leads here ({} {}):\n", n, n == 1 ? "problem" : "problems")
                           : fmt::format("not legal ({} {}):\n", n, n == 1 ? "problem" : "problems");
    for (const fen::problem& p : report) text += fmt::format("  {}\n", p);
    return text;
  }

  // ---- keeping castling rights and the en passant square honest ---------------------------

  /// After an edit of the board or the side to move: drops each castling right the edit made
  /// impossible (its king or rook moved, was removed or replaced, or the board no longer allows
  /// it) and an en passant square the edit made impossible, saying why. A right or square that was
  /// impossible before the edit is kept: the problem list already speaks of it.
  void settle(const fen::position& before) {
    std::string notes;
    const fen::castling_rights allowed_before = fen::allowed_castling(before);
    const fen::castling_rights allowed_after = fen::allowed_castling(position_);
    for (const fen::color c : {fen::color::white, fen::color::black}) {
      for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
        const std::optional<int> file = position_.castling.rook_file(c, side);
        if (!file || !allowed_before.has(c, side)) continue;
        const std::optional<fen::square> king = castling_king(before, c);
        const fen::square rook(*file, back_rank(c));
        std::string why;
        if (king && position_.at(*king) != before.at(*king))
          why = fmt::format("the {} king is no longer on {}", c, *king);
        else if (position_.at(rook) != before.at(rook))
          why = fmt::format("the {} rook is no longer on {}", c, rook);
        else if (!allowed_after.has(c, side))
          why = castling_words(position_, c, side).value_or("the board no longer allows it");
        else
          continue;
        position_.castling.clear(c, side);
        notes += fmt::format("dropped castling right {}: {}\n", *fen::castling_letter(before, c, side), why);
      }
    }
    if (before.en_passant && position_.en_passant == before.en_passant && en_passant_possible(before) &&
        !en_passant_possible(position_)) {
      const std::string why = en_passant_problem(position_).value_or("no double push can have left it");
      notes += fmt::format("dropped en passant square {}: {}\n", *position_.en_passant, why);
      position_.en_passant = std::nullopt;
    }
    if (!notes.empty()) say(notes);
  }

  // ---- commands ----------------------------------------------------------------------------

  /// Carries out one command; an exit status when the session ends.
  std::optional<int> execute(std::string_view line) {
    const std::vector<std::string_view> words = words_of(line);
    const std::string name = lowered(words.front());
    const std::vector<std::string_view> args(words.begin() + 1, words.end());

    if (name == "start" || name == "clear") {
      if (!args.empty()) return refuse(fmt::format("{} takes nothing after it", name));
      position_ = name == "start" ? fen::start_position : fen::empty_board;
    } else if (name == "load") {
      if (!load(trim(line.substr(words.front().size())))) return std::nullopt;
    } else if (name == "put") {
      if (!put(args)) return std::nullopt;
    } else if (name == "remove") {
      if (!remove(args)) return std::nullopt;
    } else if (name == "move") {
      if (!move(args)) return std::nullopt;
    } else if (name == "side") {
      if (!side(args)) return std::nullopt;
    } else if (name == "castle") {
      if (!castle(args)) return std::nullopt;
    } else if (name == "ep") {
      if (!en_passant(args)) return std::nullopt;
    } else if (name == "halfmove" || name == "fullmove") {
      if (!counter(name, args)) return std::nullopt;
    } else if (name == "repair") {
      if (!args.empty()) return refuse("repair takes nothing after it");
      repair();
    } else if (name == "flip") {
      if (!args.empty()) return refuse("flip takes nothing after it");
      flipped_ = !flipped_;
    } else if (name == "show") {
      if (!args.empty()) return refuse("show takes nothing after it");
    } else if (name == "done" || name == "analyse" || name == "analyze") {
      if (!args.empty()) return refuse(fmt::format("{} takes nothing after it", name));
      return done();
    } else if (name == "quit" || name == "exit") {
      return success;
    } else if (name == "help") {
      say(std::string(commands_text));
      return std::nullopt;
    } else {
      return refuse(fmt::format("unknown command '{}'; type 'help' for the commands", words.front()));
    }
    show();
    return std::nullopt;
  }

  // A command that failed, for `execute` (the session goes on) and for the commands (false).
  std::optional<int> refuse(const std::string& text) {
    error(text);
    return std::nullopt;
  }
  bool reject(const std::string& text) {
    error(text);
    return false;
  }

  bool load(std::string_view text) {
    if (text.empty()) return reject("load needs a FEN after it");
    const fen::result<fen::position> parsed = fen::parse(text);
    if (!parsed) {
      error(fmt::format("load: {}", fen::with_input(parsed.error(), text)));
      return false;
    }
    position_ = *parsed;
    return true;
  }

  bool put(const std::vector<std::string_view>& args) {
    if (args.empty()) return reject("put needs pieces and squares: put Ke1, or put p e7 d7");
    // Each word is a piece letter (for the squares after it), a square, or both ("Ke1").
    std::vector<std::pair<fen::square, fen::piece>> placements;
    std::optional<fen::piece> current;
    bool placed = true;  // the current piece has a square
    for (const std::string_view word : args) {
      if (word.size() == 1 || word.size() == 3) {
        const std::optional<fen::piece> letter = fen::piece::from_char(word[0]);
        if (!letter)
          return reject(fmt::format("'{}' is not a piece letter (PNBRQK for White, pnbrqk for Black)", word[0]));
        if (!placed) return reject(fmt::format("put: {} has no square after it", current->to_char()));
        current = letter;
        placed = false;
        if (word.size() == 1) continue;
      } else if (word.size() != 2) {
        return reject(fmt::format("'{}' is not a square (e4), a piece letter (K) or both (Ke1)", word));
      }
      const std::string_view name = word.substr(word.size() - 2);
      const std::optional<fen::square> target = square_named(name);
      if (!target) return reject(not_a_square(name));
      if (!current)
        return reject(fmt::format("put: which piece on {}? Write put P{}, or put P {} ...", name, name, name));
      placements.emplace_back(*target, *current);
      placed = true;
    }
    if (!placed) return reject(fmt::format("put: {} has no square after it", current->to_char()));
    const fen::position before = position_;
    for (const auto& [target, piece] : placements) position_.put(target, piece);
    settle(before);
    return true;
  }

  bool remove(const std::vector<std::string_view>& args) {
    if (args.empty()) return reject("remove needs squares: remove e4 d5");
    std::vector<fen::square> targets;
    for (const std::string_view word : args) {
      const std::optional<fen::square> target = square_named(word);
      if (!target) return reject(not_a_square(word));
      targets.push_back(*target);
    }
    const fen::position before = position_;
    for (const fen::square target : targets) position_.put(target, fen::pieces::none);
    settle(before);
    return true;
  }

  bool move(const std::vector<std::string_view>& args) {
    std::vector<std::string_view> names = args;
    if (names.size() == 1 && names[0].size() == 4) names = {names[0].substr(0, 2), names[0].substr(2)};
    if (names.size() != 2) return reject("move needs two squares: move e2 e4");
    const std::optional<fen::square> from = square_named(names[0]);
    const std::optional<fen::square> to = square_named(names[1]);
    if (!from) return reject(not_a_square(names[0]));
    if (!to) return reject(not_a_square(names[1]));
    if (*from == *to) return reject(fmt::format("move: {} and {} are the same square", *from, *to));
    const fen::piece moving = position_.at(*from);
    if (!moving) return reject(fmt::format("move: there is no piece on {}", *from));
    const fen::position before = position_;
    position_.put(*to, moving);
    position_.put(*from, fen::pieces::none);
    settle(before);
    return true;
  }

  bool side(const std::vector<std::string_view>& args) {
    fen::color to_move = fen::opposite(position_.side_to_move);
    if (args.size() > 1) return reject("side takes one word: side w, side b, or side alone to switch");
    if (args.size() == 1) {
      const std::string word = lowered(args[0]);
      if (word == "w" || word == "white")
        to_move = fen::color::white;
      else if (word == "b" || word == "black")
        to_move = fen::color::black;
      else
        return reject(fmt::format("'{}' is not a side; write side w or side b", args[0]));
    }
    const fen::position before = position_;
    position_.side_to_move = to_move;
    settle(before);
    return true;
  }

  /// Why the right of `c` on `side` with the rook on `file` cannot switch on, or nothing when it can.
  /// `standard`: the king must stand on e1 (e8), as a right written K, Q, k or q means in standard chess.
  std::optional<std::string> castling_refusal(const fen::position& p, fen::color c, fen::castling_side side, int file,
                                              bool standard) const {
    const fen::square rook(file, back_rank(c));
    const fen::piece our_rook(c, fen::piece_type::rook);
    if (standard) {
      const fen::square start(4, back_rank(c));
      const bool king_there = p.at(start) == fen::piece(c, fen::piece_type::king);
      const bool rook_there = p.at(rook) == our_rook;
      if (!king_there && !rook_there)
        return fmt::format("there is no {} king on {} and no {} rook on {}", c, start, c, rook);
      if (!king_there) {
        const std::optional<fen::square> elsewhere = castling_king(p, c);
        if (elsewhere) return fmt::format("the {} king is on {}, not on {}", c, *elsewhere, start);
        return fmt::format("there is no {} king on {}", c, start);
      }
      if (!rook_there) return fmt::format("there is no {} rook on {}", c, rook);
    } else {
      const std::optional<fen::square> king = castling_king(p, c);
      if (!king) return fmt::format("there is no {} king on rank {}", c, back_rank(c) + 1);
      if (p.at(rook) != our_rook) return fmt::format("there is no {} rook on {}", c, rook);
    }
    fen::position trial = p;
    trial.castling.set(c, side, file);
    if (fen::allowed_castling(trial).has(c, side)) return std::nullopt;
    return castling_words(trial, c, side).value_or("the board does not allow it");
  }

  bool castle(const std::vector<std::string_view>& args) {
    std::string letters;
    for (const std::string_view word : args) letters += word;
    if (letters.empty()) return reject("castle needs letters: castle K, castle KQkq, or castle - for none");
    if (letters == "-" || lowered(letters) == "none") {
      position_.castling = fen::castling_rights{};
      return true;
    }
    fen::position trial = position_;
    std::vector<std::string> refusals;
    for (const char letter : letters) {
      const bool white = letter >= 'A' && letter <= 'Z';
      const fen::color c = white ? fen::color::white : fen::color::black;
      const char upper = white ? letter : static_cast<char>(letter - 'a' + 'A');
      if (upper == 'K' || upper == 'Q') {
        const fen::castling_side side = upper == 'K' ? fen::castling_side::king_side : fen::castling_side::queen_side;
        if (trial.castling.has(c, side)) {
          trial.castling.clear(c, side);
          continue;
        }
        const int file = upper == 'K' ? 7 : 0;
        if (const auto why = castling_refusal(trial, c, side, file, true))
          refusals.push_back(fmt::format("cannot switch on castling right {}: {}", letter, *why));
        else
          trial.castling.set(c, side, file);
      } else if (upper >= 'A' && upper <= 'H' && letter >= 'A' && (white || letter >= 'a')) {
        const int file = upper - 'A';
        bool was_on = false;
        for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
          if (trial.castling.rook_file(c, side) == file) {
            trial.castling.clear(c, side);
            was_on = true;
          }
        }
        if (was_on) continue;
        const std::optional<fen::square> king = castling_king(trial, c);
        const fen::castling_side side =
            king && file < king->file() ? fen::castling_side::queen_side : fen::castling_side::king_side;
        if (const auto why = castling_refusal(trial, c, side, file, false)) {
          refusals.push_back(fmt::format("cannot switch on castling right {}: {}", letter, *why));
        } else if (const auto other = trial.castling.rook_file(c, side)) {
          refusals.push_back(
              fmt::format("cannot switch on castling right {}: {} may already castle {} side with the "
                          "rook on {}; switch that off first",
                          letter, side_name(c), side == fen::castling_side::king_side ? "king" : "queen",
                          fen::square(*other, back_rank(c))));
        } else {
          trial.castling.set(c, side, file);
        }
      } else {
        refusals.push_back(fmt::format("'{}' is not a castling letter (K Q k q, A-H or a-h, or - for none)", letter));
      }
    }
    if (!refusals.empty()) {
      for (const std::string& refusal : refusals) error(refusal);
      return false;
    }
    position_ = trial;
    return true;
  }

  bool en_passant(const std::vector<std::string_view>& args) {
    if (args.size() != 1) return reject("ep needs a square, or - for none: ep e3");
    if (args[0] == "-" || lowered(args[0]) == "none") {
      position_.en_passant = std::nullopt;
      return true;
    }
    const std::optional<fen::square> target = square_named(args[0]);
    if (!target) return reject(not_a_square(args[0]));
    fen::position trial = position_;
    trial.en_passant = target;
    if (!en_passant_possible(trial)) {
      const std::string why = en_passant_problem(trial).value_or("no double push can have left it");
      return reject(fmt::format("cannot set en passant square {}: {}", *target, why));
    }
    position_ = trial;
    return true;
  }

  bool counter(const std::string& name, const std::vector<std::string_view>& args) {
    if (args.size() != 1) return reject(fmt::format("{} needs one number: {} 0", name, name));
    const std::optional<std::uint32_t> value = counter_value(args[0]);
    if (!value) return reject(fmt::format("{}: '{}' is not a whole number from 0 to 4294967295", name, args[0]));
    (name == "halfmove" ? position_.halfmove_clock : position_.fullmove_number) = *value;
    return true;
  }

  void repair() {
    const fen::position fixed = fen::repaired(position_);
    std::string notes;
    for (const fen::color c : {fen::color::white, fen::color::black}) {
      for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
        const std::optional<int> file = position_.castling.rook_file(c, side);
        if (!file || fixed.castling.has(c, side)) continue;
        notes += fmt::format("dropped castling right {}: {}\n", *fen::castling_letter(position_, c, side),
                             castling_words(position_, c, side).value_or("the board does not allow it"));
      }
    }
    if (position_.en_passant && !fixed.en_passant)
      notes += fmt::format("dropped en passant square {}: {}\n", *position_.en_passant,
                           en_passant_problem(position_).value_or("no double push can have left it"));
    if (notes.empty()) notes = "nothing to repair: the board allows every castling right and the en passant square\n";
    say(notes);
    position_ = fixed;
  }

  /// The FEN and the end of the session when the position is legal. Otherwise its problems, and in
  /// scripted mode the end of the session with status 1 (interactive mode goes on).
  std::optional<int> done() {
    const fen::validation_report report = fen::validate(position_);
    if (!report.legal()) {
      say(fmt::format("no FEN: the position is {}", problems_in_words(report)));
      if (scripted_) return not_legal;
      return std::nullopt;
    }
    if (!report.ok()) say(problems_in_words(report));
    std::fflush(stderr);
    fmt::print("{}\n", position_);
    return success;
  }
};

// =============================================================================================
// main
// =============================================================================================

int usage_error(const std::string& what) {
  fmt::print(stderr, "fen-edit: {}\nRun 'fen-edit --help' for its usage.\n", what);
  return usage_or_command_error;
}

}  // namespace

int main(int argc, char** argv) {
  options o;
  bool only_operands = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (only_operands || arg.size() < 2 || arg[0] != '-') {
      if (!o.fen.empty()) o.fen += ' ';
      o.fen += arg;
    } else if (arg == "--") {
      only_operands = true;
    } else if (arg == "-h" || arg == "--help") {
      fmt::print("{}\n{}", usage_text, commands_text);
      return success;
    } else if (arg == "--version") {
      fmt::print("fen-edit (fen {}.{}.{})\n", FEN_VERSION_MAJOR, FEN_VERSION_MINOR, FEN_VERSION_PATCH);
      return success;
    } else if (arg == "--unicode") {
      o.unicode = true;
    } else if (arg == "--flip") {
      o.flip = true;
    } else if (arg == "--quiet") {
      o.quiet = true;
    } else if (arg == "--script") {
      o.session_mode = mode::scripted;
    } else if (arg == "--interactive") {
      o.session_mode = mode::interactive;
    } else {
      return usage_error(fmt::format("unknown option '{}'", arg));
    }
  }
  fen::position start = fen::start_position;
  if (!o.fen.empty()) {
    const fen::result<fen::position> parsed = fen::parse(o.fen);
    if (!parsed) return usage_error(fmt::format("{}", fen::with_input(parsed.error(), o.fen)));
    start = *parsed;
  }
  const bool scripted =
      o.session_mode == mode::automatic ? !standard_input_is_terminal() : o.session_mode == mode::scripted;
  return session(o, start, scripted).run();
}
