// The board editor in the browser: the page's only way to the library. Compiled with em++ into a
// WebAssembly module (see CMakeLists.txt); the page (editor.js) keeps the current FEN and draws
// what these functions answer, as JSON text:
//
//   fen_web_state(fen, size, chess960)
//       the position a FEN describes, or why it does not parse
//   fen_web_edit(fen, size, command, command_size, chess960, halfmove_known, fullmove_known)
//       the position after one edit, and what the edit dropped
//   fen_web_pieces()
//       the twelve pieces' drawings, fen::svg_piece's (the pieces of fen::svg's pictures), by
//       FEN letter: the page draws its squares and its tray with them
//
// The page passes each string in memory it allocates on the module's heap (_malloc), with its size
// in bytes: never on the module's stack (5 MiB, unchecked: a long paste would overrun it), and a
// NUL in the text is seen, not taken for its end. A FEN longer than max_fen_bytes is refused
// unread (the page refuses it first; this is the guard); fen_web_max_fen_bytes() tells the page the
// limit.
//
// Every rule, message and FEN comes from fen: placing and moving pieces, which castling rights
// the board allows (and why not), which en passant squares a double push can have left, the
// counters (checked by fen's parser) and every problem fen::validate finds.
//
// A FEN without counters (four fields, or five: the halfmove clock only) has counters that are not
// given. fen's parser reads them as 0 1, and the FEN is written whole with those; the answer says
// which counters are known (`halfmove_known`, `fullmove_known`), and fen::validate is told, so that
// no problem needing an unknown counter is reported. The page hands the two back with each edit: a
// counter stays unknown until the `halfmove` or `fullmove` command sets it, `start` or `clear` sets
// the whole position, or a FEN that gives it is read.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include <fen/fen.hpp>
#include <fen/svg.hpp>
#include <fen/validate.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#ifdef __EMSCRIPTEN__
#  include <emscripten/emscripten.h>
#else
#  define EMSCRIPTEN_KEEPALIVE
#endif

namespace {

/// The longest FEN the page reads, in bytes: a FEN is under 100 bytes, an EPD line a few hundred.
constexpr std::size_t max_fen_bytes = 4096;

constexpr fen::color colors[] = {fen::color::white, fen::color::black};
constexpr fen::castling_side sides[] = {fen::castling_side::king_side, fen::castling_side::queen_side};

fen::rules rules_for(int chess960) { return chess960 != 0 ? fen::rules::chess960() : fen::rules{}; }

// The letter a castling box stands for: K, Q, k or q.
char right_letter(fen::color c, fen::castling_side side) {
  const char letter = side == fen::castling_side::king_side ? 'K' : 'Q';
  return c == fen::color::white ? letter : static_cast<char>(letter - 'A' + 'a');
}

// How many counters (0, 1 or 2) a FEN that parsed gives: its fields after the fourth, as lenient FEN
// separates them (blanks, line ends, '_').
int counters_given(std::string_view text) {
  int fields = 0;
  bool in_field = false;
  for (const char c : text) {
    const bool separator = c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '_';
    if (!separator && !in_field) ++fields;
    in_field = !separator;
  }
  return fields <= 4 ? 0 : fields == 5 ? 1 : 2;
}

// ---------------------------------------------------------------------------------------------
// JSON text

void append_quoted(std::string& out, std::string_view text) {
  out += '"';
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      constexpr char hex[] = "0123456789abcdef";
      out += "\\u00";
      out += hex[(c >> 4) & 15];
      out += hex[c & 15];
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_field(std::string& out, std::string_view name) {
  if (out.back() != '{' && out.back() != '[') out += ',';
  append_quoted(out, name);
  out += ':';
}

void append_string_list(std::string& out, const std::string* begin, const std::string* end) {
  out += '[';
  for (const std::string* s = begin; s != end; ++s) {
    if (s != begin) out += ',';
    append_quoted(out, *s);
  }
  out += ']';
}

// ---------------------------------------------------------------------------------------------
// Castling and en passant, as fen judges them

// The file of the rook a castling box would name: the right's own rook when the position holds
// the right; otherwise the rook a `K`/`Q` names under the rules (fen::castling_rook_file: by
// standard rules the corner; under Chess960 the outermost rook of that color on that side of the
// king on the back rank, the corner when there is none).
int candidate_rook_file(const fen::position& p, fen::color c, fen::castling_side side, fen::rules r) {
  if (const std::optional<int> file = p.castling.rook_file(c, side)) return *file;
  return fen::castling_rook_file(p, c, side, r.castling);
}

struct castling_box {
  bool held = false;     // the position holds the right
  bool enabled = false;  // the board allows it: king and rook where castling needs them
  int file = 7;          // the rook's file
  std::string reason;    // why not, in fen's words, when not enabled
};

castling_box judge_castling(const fen::position& p, fen::color c, fen::castling_side side, fen::rules r) {
  castling_box box;
  box.held = p.castling.has(c, side);
  box.file = candidate_rook_file(p, c, side, r);
  fen::position trial = p;
  trial.castling.set(c, side, box.file);
  box.enabled = fen::allowed_castling(trial, r).has(c, side);
  if (!box.enabled) {
    const std::optional<fen::problem> why = fen::castling_problem(trial, c, side, r);
    box.reason = why ? std::string(why->message().view()) : "the board does not allow it";
  }
  return box;
}

bool is_en_passant_code(fen::problem_code code) {
  switch (code) {
    case fen::problem_code::en_passant_wrong_rank:
    case fen::problem_code::en_passant_without_pawn:
    case fen::problem_code::en_passant_square_occupied:
    case fen::problem_code::en_passant_origin_occupied:
    case fen::problem_code::en_passant_impossible_check: return true;
    default: return false;
  }
}

// Why a double push cannot have left the position's en passant square (fen::validate's words), or
// nothing when it can. The counters are not asked here: the problem list speaks of them.
std::optional<std::string> en_passant_refusal(const fen::position& p, fen::rules r) {
  for (const fen::problem& problem : fen::validate(p, r))
    if (is_en_passant_code(problem.code)) return std::string(problem.message().view());
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Edits

struct edit_result {
  fen::position position;
  bool halfmove_known = true;  // the counter was given or set, not lenient parsing's default
  bool fullmove_known = true;
  std::string notes[8];
  int note_count = 0;

  void note(std::string words) {
    if (note_count < 8) notes[note_count++] = std::move(words);
  }
};

// After an edit of the board or the side to move: drops each castling right and the en passant
// square that the board no longer allows, saying why in fen's words.
void settle(edit_result& e, fen::rules r) {
  fen::position& p = e.position;
  const fen::castling_rights allowed = fen::allowed_castling(p, r);
  for (const fen::color c : colors) {
    for (const fen::castling_side side : sides) {
      if (!p.castling.has(c, side) || allowed.has(c, side)) continue;
      const std::optional<fen::problem> why = fen::castling_problem(p, c, side, r);
      e.note(std::string("dropped castling right ") + right_letter(c, side) + ": " +
             (why ? std::string(why->message().view()) : "the board does not allow it"));
      p.castling.clear(c, side);
    }
  }
  if (p.en_passant) {
    if (const std::optional<std::string> why = en_passant_refusal(p, r)) {
      e.note("dropped the en passant square: " + *why);
      p.en_passant = std::nullopt;
    }
  }
}

// The next word of `command`, which loses it.
std::string_view next_word(std::string_view& command) {
  while (!command.empty() && command.front() == ' ') command.remove_prefix(1);
  const std::size_t end = command.find(' ');
  const std::string_view word = command.substr(0, end);
  command.remove_prefix(end == std::string_view::npos ? command.size() : end);
  return word;
}

// A counter, read by fen's own parser: the position's FEN with that counter replaced.
void set_counter(edit_result& e, bool halfmove, std::string_view digits) {
  fen::position& p = e.position;
  const std::string full(fen::serialize(p).view());
  const std::size_t last = full.rfind(' ');
  const std::size_t before = full.rfind(' ', last - 1);
  std::string text = full.substr(0, before + 1);
  if (halfmove)
    text.append(digits).append(full.substr(last));
  else
    text.append(full.substr(before + 1, last - before)).append(digits);
  const fen::result<fen::position> parsed = fen::parse(text, fen::strictness::strict);
  if (!parsed) {
    e.note(std::string(parsed.error().message().view()));
    return;
  }
  if (halfmove) {
    p.halfmove_clock = parsed->halfmove_clock;
    e.halfmove_known = true;
  } else {
    p.fullmove_number = parsed->fullmove_number;
    e.fullmove_known = true;
  }
}

// Applies one command to e.position:
//   put <square> <piece letter | ->   move <from> <to>   side <w | b>   castle <K|Q|k|q> <1 | 0>
//   ep <square | ->   halfmove <n>   fullmove <n>   start   clear   settle
// A command that cannot be done leaves the position as it was and says why in a note.
void apply(edit_result& e, std::string_view command, fen::rules r) {
  fen::position& p = e.position;
  const std::string_view verb = next_word(command);
  const std::string_view first = next_word(command);
  const std::string_view second = next_word(command);
  if (verb == "start" || verb == "clear") {  // every field set, the counters too
    p = verb == "start" ? fen::start_position : fen::empty_board;
    e.halfmove_known = e.fullmove_known = true;
  } else if (verb == "put") {
    const std::optional<fen::square> s = fen::square::from_name(first);
    const std::optional<fen::piece> piece =
        second == "-" ? std::optional<fen::piece>(fen::piece{})
                      : (second.size() == 1 ? fen::piece::from_char(second[0]) : std::nullopt);
    if (!s || !piece) return e.note("put: a square and a piece letter, or -, are needed");
    p.put(*s, *piece);
    settle(e, r);
  } else if (verb == "move") {
    const std::optional<fen::square> from = fen::square::from_name(first);
    const std::optional<fen::square> to = fen::square::from_name(second);
    if (!from || !to) return e.note("move: two squares are needed");
    if (*from == *to || p.at(*from) == fen::piece{}) return;
    p.put(*to, p.at(*from));
    p.put(*from, fen::piece{});
    settle(e, r);
  } else if (verb == "side") {
    if (first != "w" && first != "b") return e.note("side: w or b");
    p.side_to_move = first == "w" ? fen::color::white : fen::color::black;
    settle(e, r);
  } else if (verb == "castle") {
    fen::color c = fen::color::white;
    fen::castling_side side = fen::castling_side::king_side;
    bool known = false;
    for (const fen::color each_color : colors)
      for (const fen::castling_side each_side : sides)
        if (first.size() == 1 && first[0] == right_letter(each_color, each_side)) {
          c = each_color;
          side = each_side;
          known = true;
        }
    if (!known) return e.note("castle: K, Q, k or q");
    if (second != "1") return p.castling.clear(c, side);
    const castling_box box = judge_castling(p, c, side, r);
    if (!box.enabled) return e.note(std::string("castling right ") + right_letter(c, side) + ": " + box.reason);
    p.castling.set(c, side, box.file);
  } else if (verb == "ep") {
    if (first == "-") {
      p.en_passant = std::nullopt;
      return;
    }
    const std::optional<fen::square> s = fen::square::from_name(first);
    if (!s) return e.note("ep: a square or -");
    fen::position trial = p;
    trial.en_passant = *s;
    if (const std::optional<std::string> why = en_passant_refusal(trial, r)) return e.note(*why);
    p = trial;
  } else if (verb == "halfmove" || verb == "fullmove") {
    set_counter(e, verb == "halfmove", first);
  } else if (verb == "settle") {
    settle(e, r);
  } else {
    e.note("unknown command");
  }
}

// ---------------------------------------------------------------------------------------------
// What the page draws

// The four castling boxes: the right each stands for, held or not, whether the board allows it,
// the label (under Chess960 a box the board allows is named by its rook's file, as Shredder-FEN
// writes it) and why it is disabled.
void append_castling_boxes(std::string& out, const fen::position& p, fen::rules r) {
  out += '[';
  for (const fen::color c : colors) {
    for (const fen::castling_side side : sides) {
      const castling_box box = judge_castling(p, c, side, r);
      if (out.back() != '[') out += ',';
      out += '{';
      append_field(out, "right");
      append_quoted(out, std::string(1, right_letter(c, side)));
      append_field(out, "held");
      out += box.held ? "true" : "false";
      append_field(out, "enabled");
      out += box.enabled ? "true" : "false";
      char label = right_letter(c, side);
      if (r.castling == fen::castling_rules::chess960 && box.enabled)
        label = static_cast<char>((c == fen::color::white ? 'A' : 'a') + box.file);
      append_field(out, "label");
      append_quoted(out, std::string(1, label));
      append_field(out, "reason");
      append_quoted(out, box.reason);
      out += '}';
    }
  }
  out += ']';
}

// The squares a double push can have left, for the side to move: those for which validate reports
// no en passant problem.
void append_en_passant_options(std::string& out, const fen::position& p, fen::rules r) {
  out += '[';
  const int rank = p.side_to_move == fen::color::white ? 5 : 2;
  for (int file = 0; file < 8; ++file) {
    fen::position trial = p;
    trial.en_passant = fen::square(file, rank);
    if (en_passant_refusal(trial, r)) continue;
    if (out.back() != '[') out += ',';
    append_quoted(out, fen::square(file, rank).name());
  }
  out += ']';
}

void append_problems(std::string& out, const fen::position& p, const fen::validate_options& options) {
  out += '[';
  for (const fen::problem& problem : fen::validate(p, options)) {
    if (out.back() != '[') out += ',';
    out += '{';
    append_field(out, "code");
    append_quoted(out, fen::name(problem.code));
    append_field(out, "severity");
    append_quoted(out, fen::name(problem.severity));
    append_field(out, "message");
    append_quoted(out, problem.message().view());
    out += '}';
  }
  out += ']';
}

// The position `p` as the page draws it. A counter not known is written as `p` holds it (lenient
// parsing's 0 or 1), flagged, and kept out of the problems.
std::string describe(const fen::position& p, fen::rules r, bool halfmove_known, bool fullmove_known,
                     const std::string* notes_begin, const std::string* notes_end) {
  std::string out = "{";
  append_field(out, "ok");
  out += "true";
  append_field(out, "fen");
  append_quoted(out, fen::serialize(p).view());
  append_field(out, "board");
  std::string board;
  for (const fen::square s : fen::all_squares) board += p.at(s) == fen::piece{} ? '.' : p.at(s).to_char();
  append_quoted(out, board);
  append_field(out, "side");
  append_quoted(out, p.side_to_move == fen::color::white ? "w" : "b");
  append_field(out, "castling");
  append_castling_boxes(out, p, r);
  append_field(out, "en_passant");
  append_quoted(out, p.en_passant ? p.en_passant->name() : "-");
  append_field(out, "en_passant_options");
  append_en_passant_options(out, p, r);
  append_field(out, "halfmove");
  out += std::to_string(p.halfmove_clock);
  append_field(out, "fullmove");
  out += std::to_string(p.fullmove_number);
  append_field(out, "halfmove_known");
  out += halfmove_known ? "true" : "false";
  append_field(out, "fullmove_known");
  out += fullmove_known ? "true" : "false";
  append_field(out, "problems");
  append_problems(out, p, fen::validate_options{halfmove_known, fullmove_known, r});
  append_field(out, "notes");
  append_string_list(out, notes_begin, notes_end);
  out += '}';
  return out;
}

// A FEN that does not parse: `message`, the text as typed (blanks and control bytes shown as
// spaces, so that the caret lines up) and a line with a caret under the byte at `offset`.
std::string describe_error(std::string_view text, std::string_view message, std::size_t offset) {
  std::string shown;
  for (const char c : text) shown += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
  std::string caret(offset, ' ');
  caret += '^';
  std::string out = "{";
  append_field(out, "ok");
  out += "false";
  append_field(out, "message");
  append_quoted(out, message);
  append_field(out, "offset");
  out += std::to_string(offset);
  append_field(out, "text");
  append_quoted(out, shown);
  append_field(out, "caret");
  append_quoted(out, caret);
  out += '}';
  return out;
}

// A FEN too long to read: the message only, with neither the text nor a caret (the page shows the
// message alone).
std::string describe_too_long(std::size_t size) {
  std::string out = "{";
  append_field(out, "ok");
  out += "false";
  append_field(out, "message");
  append_quoted(out, "This text is " + std::to_string(size) + " bytes long; the editor reads a FEN of at most " +
                         std::to_string(max_fen_bytes) + " bytes (a FEN is under 100).");
  out += '}';
  return out;
}

// The position `text` describes; or nothing, and in `refusal` the answer for a FEN that is refused:
// too long, holding a NUL, or not parsing.
std::optional<fen::position> read_fen(std::string_view text, fen::rules r, std::string& refusal) {
  if (text.size() > max_fen_bytes) {
    refusal = describe_too_long(text.size());
    return std::nullopt;
  }
  const std::size_t nul = text.find('\0');
  if (nul != std::string_view::npos) {
    refusal = describe_error(text,
                             "the FEN holds a NUL (a zero byte) at offset " + std::to_string(nul) +
                                 "; a FEN is plain text and never holds one",
                             nul);
    return std::nullopt;
  }
  const fen::result<fen::position> parsed = fen::parse(text, fen::parse_options(r));
  if (!parsed) {
    refusal = describe_error(text, parsed.error().message().view(), parsed.error().offset);
    return std::nullopt;
  }
  return *parsed;
}

std::string answer;  // what the last call returned: valid until the next call

}  // namespace

extern "C" {

/// Each of the twelve pieces as a picture of its own (fen::svg_piece, without a size: it fills the
/// square or tray button that holds it), as JSON: {"K":"<svg ...","Q":...,"p":...}.
EMSCRIPTEN_KEEPALIVE const char* fen_web_pieces() {
  answer = "{";
  for (const char letter : std::string_view("KQRBNPkqrbnp")) {
    append_field(answer, std::string_view(&letter, 1));
    append_quoted(answer, fen::svg_piece(*fen::piece::from_char(letter)));
  }
  answer += '}';
  return answer.c_str();
}

/// The longest FEN, in bytes, that fen_web_state and fen_web_edit read.
EMSCRIPTEN_KEEPALIVE std::size_t fen_web_max_fen_bytes() { return max_fen_bytes; }

/// The position the `size` bytes at `text` describe, as JSON (see describe), or why it is refused
/// (describe_error, describe_too_long). The counters the FEN leaves out are not known.
EMSCRIPTEN_KEEPALIVE const char* fen_web_state(const char* text, std::size_t size, int chess960) {
  const fen::rules r = rules_for(chess960);
  const std::string_view typed(text, size);
  std::string refusal;
  const std::optional<fen::position> parsed = read_fen(typed, r, refusal);
  const int counters = parsed ? counters_given(typed) : 0;
  answer = parsed ? describe(*parsed, r, counters >= 1, counters >= 2, nullptr, nullptr) : refusal;
  return answer.c_str();
}

/// The position after `command` (see apply) on the position the `size` bytes at `text` describe,
/// with notes saying what the edit refused or dropped. `halfmove_known` and `fullmove_known` (0 or
/// 1) are the last answer's: whether the counters of `text` were given or set (a counter `text`
/// leaves out is not known either way).
EMSCRIPTEN_KEEPALIVE const char* fen_web_edit(const char* text, std::size_t size, const char* command,
                                              std::size_t command_size, int chess960, int halfmove_known,
                                              int fullmove_known) {
  const fen::rules r = rules_for(chess960);
  const std::string_view typed(text, size);
  std::string refusal;
  const std::optional<fen::position> parsed = read_fen(typed, r, refusal);
  if (!parsed) {
    answer = refusal;
    return answer.c_str();
  }
  edit_result e;
  e.position = *parsed;
  const int counters = counters_given(typed);
  e.halfmove_known = halfmove_known != 0 && counters >= 1;
  e.fullmove_known = fullmove_known != 0 && counters >= 2;
  apply(e, std::string_view(command, command_size), r);
  answer = describe(e.position, r, e.halfmove_known, e.fullmove_known, e.notes, e.notes + e.note_count);
  return answer.c_str();
}

}  // extern "C"
