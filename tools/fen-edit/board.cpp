// fen-edit: the board editor. What it shows after every command: the board, the FEN and every
// problem the validator finds.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "editor.hpp"

#include <fen/fmt.hpp>

#include <fmt/format.h>

#include <cstdio>

namespace fen_edit {

/// The board, the FEN and the problems: what the editor shows after every command.
void session::show() const {
  if (quiet_) return;
  // Each spec is a literal, so that {fmt} checks it at compile time under C++20.
  std::string text;
  if (unicode_ && flipped_)
    text = fmt::format("{:ufc}\n", position_);
  else if (unicode_)
    text = fmt::format("{:uc}\n", position_);
  else if (flipped_)
    text = fmt::format("{:dfc}\n", position_);
  else
    text = fmt::format("{:dc}\n", position_);
  text += fmt::format("FEN: {}\n", position_);
  text += counters_not_given();
  if (chess960_rules()) text += "castling rules: Chess960\n";
  text += problems_in_words(validation());
  write_text(stdout, text);
  flush_stream(stdout);
}

fen::validation_report session::validation() const noexcept {
  return fen::validate(position_, fen::validate_options{halfmove_known_, fullmove_known_, rules_});
}

// The FEN is written whole (the editor hands over six fields), so a counter that is not given is
// written as lenient parsing reads it; this line says so, under the FEN.
std::string session::counters_not_given() const {
  if (!halfmove_known_ && !fullmove_known_)
    return fmt::format("counters not given (written as {} {})\n", position_.halfmove_clock, position_.fullmove_number);
  if (!halfmove_known_) return fmt::format("halfmove clock not given (written as {})\n", position_.halfmove_clock);
  if (!fullmove_known_) return fmt::format("fullmove number not given (written as {})\n", position_.fullmove_number);
  return {};
}

std::string session::problems_in_words(const fen::validation_report& report) {
  if (report.ok()) return "legal, no problems\n";
  return fmt::format("{} {}", report.legal() ? "legal, but no game leads here" : "not legal", problem_lines(report));
}

std::string session::problem_lines(const fen::validation_report& report) {
  const std::size_t n = report.size();
  std::string text = fmt::format("({} {}):\n", n, n == 1 ? "problem" : "problems");
  for (const fen::problem& p : report) text += fmt::format("  {}\n", p);
  return text;
}

bool session::refused_by_done(const fen::problem& p) noexcept {
  return p.severity == fen::severity::illegal || p.code == fen::problem_code::too_many_pawns ||
         p.code == fen::problem_code::too_many_pieces;
}

}  // namespace fen_edit
