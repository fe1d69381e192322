// fen-edit: the board editor. Its commands: one table of name, arguments, help text and handler,
// from which both `help` and the dispatch are made, and the handlers themselves.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// A new command is a row in `session::commands` and a handler; its help line comes with the row.

#include "editor.hpp"

#include <fen/fmt.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <cstdio>
#include <utility>

namespace fen_edit {

// =============================================================================================
// Words and names
// =============================================================================================

std::string_view trim(std::string_view s) noexcept {
  while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
  return s;
}

int counters_given(std::string_view text) noexcept {
  int fields = 0;
  bool in_field = false;
  for (const char c : text) {
    const bool separator = is_blank(c) || c == '\r' || c == '\n' || c == '_';
    if (!separator && !in_field) ++fields;
    in_field = !separator;
  }
  return fields <= 4 ? 0 : fields == 5 ? 1 : 2;
}

namespace {

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

}  // namespace

// =============================================================================================
// The command table
// =============================================================================================

// In the order `help` lists them. Help text runs on in lines of its own, each indented under the
// first.
const session::command_entry session::commands[] = {
    {{"start"}, "start", "the opening position", true, true, &session::start},
    {{"clear"},
     "clear",
     "an empty board, not even kings: White to move, no castling, no en passant, 0 1",
     true,
     true,
     &session::clear},
    {{"load"},
     "load FEN",
     "any FEN; one that does not parse is shown with a caret and nothing changes.\n"
     "Counters it leaves out are not given: written as 0 1, and no problem that\n"
     "needs them is looked for until halfmove or fullmove sets them",
     false,
     true,
     &session::load},
    {{"put"},
     "put Ke1 Qd1 ...",
     "put pieces on squares, replacing what stands there; 'put p e7 d7' puts one\n"
     "kind of piece on several squares",
     false,
     true,
     &session::put},
    {{"remove"}, "remove e4 ...", "empty squares", false, true, &session::remove},
    {{"move"},
     "move e2 e4",
     "carry a piece to another square (what stands there is gone); an editor, not a\n"
     "game: the side to move, en passant square and counters stay as they are",
     false,
     true,
     &session::move},
    {{"side"}, "side w|b", "the side to move; 'side' alone switches it", false, true, &session::side},
    {{"castle"},
     "castle Kq",
     "set the castling rights to those named, dropping the others: K Q k q (castle\n"
     "KQkq for all four, castle - for none). A right is given only when the king\n"
     "and that rook stand on their starting squares (e1 and h1 for K); when one is\n"
     "refused, nothing changes. Chess960 ('chess960 on'): name the rook's file (A-H\n"
     "White, a-h Black), with that rook and the king on their back rank; K Q k q\n"
     "name the outermost rook on that side",
     false,
     true,
     &session::castle},
    {{"toggle-castle"},
     "toggle-castle K",
     "switch the rights named on or off, keeping the others (toggle-castle Kq); a\n"
     "right switches on only as castle would give it. 'toggle-castle -': none",
     false,
     true,
     &session::toggle_castle},
    {{"ep"},
     "ep e3 | ep -",
     "set or clear the en passant square; a square no double push can have left is\n"
     "refused",
     false,
     true,
     &session::en_passant},
    {{"halfmove"},
     "halfmove N",
     "the halfmove clock: half-moves since the last capture or pawn move",
     false,
     true,
     &session::halfmove},
    {{"fullmove"},
     "fullmove N",
     "the fullmove number: 1 at the start, one more after each Black move",
     false,
     true,
     &session::fullmove},
    {{"flip"}, "flip", "turn the board diagram around", true, true, &session::flip},
    {{"chess960"},
     "chess960 on|off",
     "castling by Chess960 rules (on: the king anywhere between its rooks) or\n"
     "standard rules (off, the default: king on e1/e8, rooks in the corners); what\n"
     "castle, repair, done and the problems judge by. 'chess960' alone switches.\n"
     "A FEN whose castling names a rook's file (HAha) switches it on",
     false,
     true,
     &session::chess960},
    {{"repair"},
     "repair",
     "drop every castling right and en passant square the board does not allow",
     true,
     true,
     &session::repair},
    {{"show"}, "show", "the board again", true, true, &session::show_again},
    {{"done", "analyse", "analyze"},
     "done | analyse",
     "the final FEN, and the end of the session, when the position is legal with at\n"
     "most 8 pawns and 16 pieces a side; otherwise its problems. Other problems of a\n"
     "position no game leads to (a halfmove clock too large, more promoted pieces\n"
     "than missing pawns) are listed but do not stop it",
     true,
     false,
     &session::done},
    {{"quit", "exit"}, "quit", "end the session without a final check", false, false, &session::quit},
    {{"help"}, "help", "this text", false, false, &session::help},
};

std::string session::commands_help() {
  std::string text = "commands (squares such as e4; pieces as FEN letters: PNBRQK White, pnbrqk Black):\n";
  for (const command_entry& row : commands) {
    std::string_view help = row.help;
    std::string_view usage = row.usage;
    for (;;) {
      const std::size_t end = help.find('\n');
      text += fmt::format("  {:<19}{}\n", usage, help.substr(0, end));
      if (end == std::string_view::npos) break;
      help.remove_prefix(end + 1);
      usage = "";
    }
  }
  text +=
      "\n"
      "When an edit moves or removes a king or rook that a castling right needs, the right is dropped and\n"
      "the editor says so; so is an en passant square that an edit makes impossible. Lines that are blank\n"
      "or start with '#' are skipped.\n";
  return text;
}

/// Carries out one command; an exit status when the session ends.
std::optional<int> session::execute(std::string_view line) {
  const std::vector<std::string_view> words = words_of(line);
  const command_line typed{
      lowered(words.front()), {words.begin() + 1, words.end()}, trim(line.substr(words.front().size()))};
  for (const command_entry& row : commands) {
    bool named = false;
    for (const std::string_view name : row.names) named = named || (!name.empty() && name == typed.name);
    if (!named) continue;
    if (row.nothing_after && !typed.args.empty()) {
      error(fmt::format("{} takes nothing after it", typed.name));
      return std::nullopt;
    }
    const bool carried_out = (this->*row.run)(typed);
    if (end_status_) return end_status_;
    if (carried_out && row.show_after) show();
    return std::nullopt;
  }
  error(fmt::format("unknown command '{}'; type 'help' for the commands", words.front()));
  return std::nullopt;
}

// =============================================================================================
// The commands
// =============================================================================================

// A command that failed: said, and false for the command to return.
bool session::reject(const std::string& text) {
  error(text);
  return false;
}

// `start` and `clear` set every field, the counters too: both are known afterwards.
bool session::start(const command_line&) {
  position_ = fen::start_position;
  halfmove_known_ = fullmove_known_ = true;
  return true;
}

bool session::clear(const command_line&) {
  position_ = fen::empty_board;
  halfmove_known_ = fullmove_known_ = true;
  return true;
}

bool session::load(const command_line& typed) {
  const std::string_view text = typed.rest;
  if (text.empty()) return reject("load needs a FEN after it");
  const fen::result<fen::position> parsed = fen::parse(text);
  if (!parsed) {
    error(fmt::format("load: {}", fen::with_input(parsed.error(), text)));
    return false;
  }
  position_ = *parsed;
  const int counters = counters_given(text);
  halfmove_known_ = counters >= 1;
  fullmove_known_ = counters >= 2;
  const fen::rules detected = fen::detect_castling(text, rules_);
  if (detected != rules_) {
    rules_ = detected;
    say("castling rules: Chess960, as the castling field names rook files ('chess960 off' for standard)\n");
  }
  return true;
}

bool session::put(const command_line& typed) {
  const std::vector<std::string_view>& args = typed.args;
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

bool session::remove(const command_line& typed) {
  const std::vector<std::string_view>& args = typed.args;
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

bool session::move(const command_line& typed) {
  std::vector<std::string_view> names = typed.args;
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

bool session::side(const command_line& typed) {
  const std::vector<std::string_view>& args = typed.args;
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

// Switches the castling right `letter` names on in `trial`, or, with castling_edit::toggle, off
// when it is on; why not, when it cannot switch on (and then `trial` is as it was). With
// castling_edit::set, `trial` starts from no rights and each letter adds one: a right already
// given is kept, and a second rook for the same side is refused.
std::optional<std::string> session::switch_castling(fen::position& trial, char letter, castling_edit edit) const {
  const bool white = letter >= 'A' && letter <= 'Z';
  const fen::color c = white ? fen::color::white : fen::color::black;
  const char upper = white ? letter : static_cast<char>(letter - 'a' + 'A');
  const bool toggle = edit == castling_edit::toggle;
  fen::castling_side side = fen::castling_side::king_side;
  int file = 0;
  bool standard = false;  // K Q k q under standard rules: the king on e1 (e8), the rook in its corner
  if (upper == 'K' || upper == 'Q') {
    side = upper == 'K' ? fen::castling_side::king_side : fen::castling_side::queen_side;
    if (toggle && trial.castling.has(c, side)) {
      trial.castling.clear(c, side);
      return std::nullopt;
    }
    // The corner under standard rules; under Chess960, X-FEN's outermost rook of that color on that
    // side of the king (the library's rule, which parse and serialize use too).
    file = fen::castling_rook_file(trial, c, side, rules_.castling);
    standard = !chess960_rules();
  } else {
    if (upper < 'A' || upper > 'H' || letter < 'A' || (!white && letter < 'a'))
      return fmt::format("'{}' is not a castling letter (K Q k q, A-H or a-h, or - for none)", letter);
    // Chess960: the letter names the rook's file.
    file = upper - 'A';
    if (toggle) {
      bool was_on = false;
      for (const fen::castling_side s : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
        if (trial.castling.rook_file(c, s) == file) {
          trial.castling.clear(c, s);
          was_on = true;
        }
      }
      if (was_on) return std::nullopt;
    }
    const std::optional<fen::square> king = castling_king(trial, c);
    side = king && file < king->file() ? fen::castling_side::queen_side : fen::castling_side::king_side;
  }
  const std::optional<int> other = trial.castling.rook_file(c, side);
  if (other == file) return std::nullopt;  // castling_edit::set: named twice (K and the file of its rook, say)
  if (const auto why = castling_refusal(trial, c, side, file, standard))
    return fmt::format("cannot switch on castling right {}: {}", letter, *why);
  if (other) {
    const std::string_view side_word = side == fen::castling_side::king_side ? "king" : "queen";
    const fen::square rook(*other, back_rank(c));
    if (toggle)
      return fmt::format(
          "cannot switch on castling right {}: {} may already castle {} side with the rook on {}; "
          "switch that off first",
          letter, side_name(c), side_word, rook);
    return fmt::format(
        "cannot switch on castling right {}: {} may castle {} side with one rook only, and castle names the {} rook "
        "too",
        letter, side_name(c), side_word, rook);
  }
  trial.castling.set(c, side, file);
  return std::nullopt;
}

// `castle` (castling_edit::set) and `toggle-castle` (castling_edit::toggle): every letter is
// judged before anything changes, and one refusal leaves the rights as they were.
bool session::edit_castling(const command_line& typed, castling_edit edit) {
  std::string letters;
  for (const std::string_view word : typed.args) letters += word;
  if (letters.empty())
    return reject(edit == castling_edit::set
                      ? "castle needs letters: castle K, castle KQkq, or castle - for none"
                      : "toggle-castle needs letters: toggle-castle K, toggle-castle Kq, or toggle-castle - for none");
  if (letters == "-" || lowered(letters) == "none") {
    position_.castling = fen::castling_rights{};
    return true;
  }
  fen::position trial = position_;
  if (edit == castling_edit::set) trial.castling = fen::castling_rights{};
  std::vector<std::string> refusals;
  for (const char letter : letters)
    if (std::optional<std::string> refusal = switch_castling(trial, letter, edit))
      refusals.push_back(std::move(*refusal));
  if (!refusals.empty()) {
    for (const std::string& refusal : refusals) error(refusal);
    return false;
  }
  position_ = trial;
  return true;
}

bool session::castle(const command_line& typed) { return edit_castling(typed, castling_edit::set); }
bool session::toggle_castle(const command_line& typed) { return edit_castling(typed, castling_edit::toggle); }

bool session::en_passant(const command_line& typed) {
  const std::vector<std::string_view>& args = typed.args;
  if (args.size() != 1) return reject("ep needs a square, or - for none: ep e3");
  if (args[0] == "-" || lowered(args[0]) == "none") {
    position_.en_passant = std::nullopt;
    return true;
  }
  const std::optional<fen::square> target = square_named(args[0]);
  if (!target) return reject(not_a_square(args[0]));
  fen::position trial = position_;
  trial.en_passant = target;
  if (!en_passant_possible(trial, rules_)) {
    const std::string why = en_passant_problem(trial, rules_).value_or("no double push can have left it");
    return reject(fmt::format("cannot set en passant square {}: {}", *target, why));
  }
  position_ = trial;
  return true;
}

bool session::halfmove(const command_line& typed) { return counter("halfmove", typed.args); }
bool session::fullmove(const command_line& typed) { return counter("fullmove", typed.args); }

bool session::counter(const std::string& name, const std::vector<std::string_view>& args) {
  if (args.size() != 1) return reject(fmt::format("{} needs one number: {} 0", name, name));
  const std::optional<std::uint32_t> value = counter_value(args[0]);
  if (!value) return reject(fmt::format("{}: '{}' is not a whole number from 0 to 4294967295", name, args[0]));
  (name == "halfmove" ? position_.halfmove_clock : position_.fullmove_number) = *value;
  (name == "halfmove" ? halfmove_known_ : fullmove_known_) = true;
  return true;
}

bool session::flip(const command_line&) {
  flipped_ = !flipped_;
  return true;
}

bool session::chess960(const command_line& typed) {
  const std::vector<std::string_view>& args = typed.args;
  bool on = !chess960_rules();
  if (args.size() > 1) return reject("chess960 takes one word: chess960 on, chess960 off, or chess960 alone to switch");
  if (args.size() == 1) {
    const std::string word = lowered(args[0]);
    if (word == "on")
      on = true;
    else if (word == "off")
      on = false;
    else
      return reject(fmt::format("chess960 takes on or off, not '{}'", args[0]));
  }
  rules_.castling = on ? fen::castling_rules::chess960 : fen::castling_rules::standard;
  say(on ? "castling rules: Chess960 (the king anywhere between its rooks)\n"
         : "castling rules: standard (the king on e1/e8, the rooks in the corners)\n");
  return true;
}

bool session::repair(const command_line&) {
  const fen::position fixed = fen::repaired(position_, rules_);
  std::string notes;
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const std::optional<int> file = position_.castling.rook_file(c, side);
      if (!file || fixed.castling.has(c, side)) continue;
      notes += fmt::format("dropped castling right {}: {}\n", *fen::castling_letter(position_, c, side),
                           castling_words(position_, c, side, rules_).value_or("the board does not allow it"));
    }
  }
  if (position_.en_passant && !fixed.en_passant)
    notes += fmt::format("dropped en passant square {}: {}\n", *position_.en_passant,
                         en_passant_problem(position_, rules_).value_or("no double push can have left it"));
  if (notes.empty()) notes = "nothing to repair: the board allows every castling right and the en passant square\n";
  say(notes);
  position_ = fixed;
  return true;
}

bool session::show_again(const command_line&) { return true; }

// The FEN and the end of the session when no problem is one that done refuses (refused_by_done:
// illegal, or too many pawns or pieces), the other problems listed first. Otherwise its problems,
// and in scripted mode the end of the session with status 1 (interactive mode goes on).
bool session::done(const command_line&) {
  const fen::validation_report report = validation();
  if (!report.legal()) {
    say(fmt::format("no FEN: the position is {}", problems_in_words(report)));
    if (scripted_) end_status_ = not_legal;
    return false;
  }
  bool refused = false;
  for (const fen::problem& p : report) refused = refused || refused_by_done(p);
  if (refused) {
    say(fmt::format("no FEN: the position has too many pawns or pieces {}", problem_lines(report)));
    if (scripted_) end_status_ = not_legal;
    return false;
  }
  if (!report.ok()) say(problems_in_words(report));
  flush_stream(stderr);
  write_text(stdout, fmt::format("{}\n", position_));
  end_status_ = success;
  return true;
}

bool session::quit(const command_line&) {
  end_status_ = success;
  return true;
}

bool session::help(const command_line&) {
  say(commands_help());
  return true;
}

}  // namespace fen_edit
