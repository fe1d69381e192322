// fen: the command-line tool. `fen show`: one position as a board diagram, each field in words,
// and every problem the validator finds.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "io.hpp"
#include "lines.hpp"
#include "tool.hpp"

#include <fen/fen.hpp>
#include <fen/fmt.hpp>
#include <fen/validate.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <string>
#include <string_view>

namespace fen_tool {

const std::string_view show_help = R"(usage: fen show [--strict] [--unicode] [--flip] [--variant NAME] [--chess960] FEN
       fen show --svg [the options of fen svg] FEN

Shows a position: a board diagram, each FEN field in words, and every problem the validator finds
(illegal: an engine cannot play it; unreachable: no legal game leads to it). A FEN given as several
arguments is joined with spaces, so it needs no quotes; '-' reads it from standard input.
A variant's position shows its rules, and crazyhouse's pockets or three-check's checks to give;
pockets and a checks field choose their variant without --variant, as in 'fen check'. A FEN
without counters (four fields) shows them as not given, and no problem that needs them is looked
for. With '-', a line longer than 1 MiB is skipped, and said on standard error. When both back
ranks hold a Chess960 start, its number is shown (0-959, the standard numbering), or each side's
for Double Chess960 (only the back ranks are read; the standard start's, 518, only with Chess960
castling).

options:
  --strict    accept only the canonical form (six fields, single spaces, KQkq order)
  --unicode   draw the board with chess figurines
  --flip      draw the board from Black's side
  --black     the same as --flip
  --svg       instead, draw the position as an SVG picture, as 'fen svg FEN' does; the options
              of fen svg draw it (--size, --coordinates, --light, --dark, --highlight-color,
              --arrow-color, --highlight, --arrow, --output; see 'fen svg --help')
  --variant NAME
              read and judge the position by the rules of variant NAME: standard (the default),
              crazyhouse (pockets [QRbn], Q~), three_check (3+3 or +0+0), antichess, atomic,
              king_of_the_hill, racing_kings, horde or giveaway (antichess with castling); other
              programs' names (zh, 3check, koth, suicide, ...) are taken too
  --chess960  castling by Chess960 rules (the king anywhere between its rooks); without it,
              castling is standard (king on e1/e8, rooks in the corners) unless the castling
              field has a file letter (HAha, or X-FEN's inner rook), which only Chess960 writes
  -h, --help  this text

exit status: 0 when the FEN parses and has no problem, 1 when it does not parse or has a problem,
2 for a usage error.
)";

namespace {

std::string castling_in_words(const fen::position& p, fen::rules r) {
  const fen::castling_rights allowed = fen::allowed_castling(p, r);
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

std::string en_passant_in_words(const fen::position& p, fen::rules r) {
  if (!p.en_passant) return "none";
  const std::string_view mover = p.side_to_move == fen::color::white ? "White" : "Black";
  if (!fen::repaired(p, r).en_passant)
    return fmt::format("{}: no double push can have left this square (see the problems below)", *p.en_passant);
  if (fen::en_passant_capture_legal(p, r)) return fmt::format("{}: {} can capture en passant", *p.en_passant, mover);
  if (fen::en_passant_capture_possible(p))
    return fmt::format("{}: a {} pawn could capture en passant, but the capture would leave its king in check",
                       *p.en_passant, mover);
  return fmt::format("{}: no {} pawn can capture en passant (many programs write '-' here)", *p.en_passant, mover);
}

/// "crazyhouse", "standard chess with Chess960 castling", "atomic with Chess960 castling".
std::string rules_in_words(fen::rules r) {
  std::string words = r.variant == fen::variant::standard ? "standard chess" : std::string(fen::name(r.variant));
  if (r.castling == fen::castling_rules::chess960) words += " with Chess960 castling";
  return words;
}

/// The Chess960 start both back ranks hold ("518"), or each side's (Double Chess960: "White 0,
/// Black 518"); nothing when either back rank is no start, and nothing for the standard start's back
/// ranks under standard castling (every game of chess starts there).
std::string chess960_start_in_words(const fen::position& p, fen::rules r) {
  const fen::chess960_start_numbers numbers = fen::chess960_numbers(p);
  if (!numbers.white || !numbers.black) return {};
  if (*numbers.white == *numbers.black) {
    if (*numbers.white == 518 && r.castling == fen::castling_rules::standard) return {};
    return fmt::format("{}{}", *numbers.white, *numbers.white == 518 ? " (the standard start)" : "");
  }
  return fmt::format("White {}, Black {} (Double Chess960)", *numbers.white, *numbers.black);
}

/// What each side holds: "White QR, Black bn" ("nothing" for an empty pocket).
std::string pockets_in_words(const fen::pockets& hand) {
  std::string words;
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    words += c == fen::color::white ? "White " : ", Black ";
    if (hand.total(c) == 0) words += "nothing";
    for (int t = 5; t >= 0; --t) {
      const fen::piece q(c, static_cast<fen::piece_type>(t));
      words.append(static_cast<std::size_t>(hand.count(c, q.type())), q.to_char());
    }
  }
  return words;
}

/// The FEN `fen show` is given: its arguments joined with spaces, or the first line of standard
/// input that is not skipped for '-'.
std::string text_to_show(const options& o) {
  std::string text;
  if (o.operands.size() == 1 && o.operands[0] == "-") {
    line_reader reader(stdin);
    std::string_view line;
    read_status s = read_status::line;
    std::size_t number = 0;
    while ((s = reader.next(line)) == read_status::too_long ||
           (s == read_status::line && is_skipped(without_cr(line)))) {
      ++number;
      if (s == read_status::too_long) fmt::print(stderr, "fen show: <stdin>:{}: {}\n", number, too_long_message());
    }
    if (s == read_status::end) line = std::string_view();
    text = std::string(without_cr(line));
  } else {
    for (const std::string_view part : o.operands) {
      if (!text.empty()) text += ' ';
      text += part;
    }
  }
  return text;
}

}  // namespace

int run_show(const options& o) {
  if (o.operands.empty()) return usage_error(command::show, "give a FEN (or '-' to read one from standard input)");
  const std::string text = text_to_show(o);
  if (o.svg) return draw_text(command::show, o, text);

  // Read as `fen check` reads a line: by the rules its notation names, with counters that are
  // unknown when it gives none.
  position_reader reader(o);
  const reading& read = reader.read(text);
  if (read.what == reading::kind::failed) {
    fmt::print("{}\n{}\n", read.failure.message.view(), fen::caret(text, read.failure.offset));
    return some_bad;
  }
  const fen::rules r = read.rules;
  const fen::position& p = read.position;
  const fen::validation_report report = validate_reading(read);

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
  if (r != fen::rules{}) fmt::print("{:<17}{}\n", "rules", rules_in_words(r));
  if (const std::string start = chess960_start_in_words(p, r); !start.empty())
    fmt::print("{:<17}{}\n", "Chess960 start", start);
  fmt::print("{:<17}{}\n", "side to move", p.side_to_move == fen::color::white ? "White" : "Black");
  fmt::print("{:<17}{}\n", "castling", castling_in_words(p, r));
  fmt::print("{:<17}{}\n", "en passant", en_passant_in_words(p, r));
  if (p.pockets) fmt::print("{:<17}{}\n", "pockets", pockets_in_words(*p.pockets));
  if (p.checks) fmt::print("{:<17}White {}, Black {}\n", "checks to give", int{p.checks->white}, int{p.checks->black});
  if (read.halfmove_known)
    fmt::print("{:<17}{} (half-moves since the last capture or pawn move)\n", "halfmove clock", p.halfmove_clock);
  else
    fmt::print("{:<17}not given (written as {})\n", "halfmove clock", p.halfmove_clock);
  if (read.fullmove_known)
    fmt::print("{:<17}{}\n", "fullmove number", p.fullmove_number);
  else
    fmt::print("{:<17}not given (written as {})\n", "fullmove number", p.fullmove_number);
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

}  // namespace fen_tool
