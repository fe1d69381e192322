// fen-edit: the board editor. Keeping castling rights and the en passant square honest: what an
// edit makes impossible is dropped, and a right the board does not allow is refused, saying why.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "editor.hpp"

#include <fen/fmt.hpp>

#include <fmt/format.h>

namespace fen_edit {

std::optional<fen::square> castling_king(const fen::position& p, fen::color c) noexcept {
  for (int file = 0; file < 8; ++file) {
    const fen::square s(file, back_rank(c));
    if (p.at(s) == fen::piece(c, fen::piece_type::king)) return s;
  }
  return std::nullopt;
}

std::optional<std::string> castling_words(const fen::position& p, fen::color c, fen::castling_side side, fen::rules r) {
  if (const std::optional<fen::problem> problem = fen::castling_problem(p, c, side, r)) {
    std::string words(problem->message().view());
    if (problem->code == fen::problem_code::castling_not_standard) words += " ('chess960 on')";
    return words;
  }
  return std::nullopt;
}

std::optional<std::string> en_passant_problem(const fen::position& p, fen::rules r) {
  for (const fen::problem& problem : fen::validate(p, r)) {
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

bool en_passant_possible(const fen::position& p, fen::rules r) noexcept {
  return fen::repaired(p, r).en_passant.has_value();
}

// After an edit of the board or the side to move: drops each castling right the edit made
// impossible (its king or rook moved, was removed or replaced, or the board no longer allows
// it) and an en passant square the edit made impossible, saying why. A right or square that was
// impossible before the edit is kept: the problem list already speaks of it.
void session::settle(const fen::position& before) {
  std::string notes;
  const fen::castling_rights allowed_before = fen::allowed_castling(before, rules_);
  const fen::castling_rights allowed_after = fen::allowed_castling(position_, rules_);
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
        why = castling_words(position_, c, side, rules_).value_or("the board no longer allows it");
      else
        continue;
      position_.castling.clear(c, side);
      notes += fmt::format("dropped castling right {}: {}\n", *fen::castling_letter(before, c, side), why);
    }
  }
  if (before.en_passant && position_.en_passant == before.en_passant && en_passant_possible(before, rules_) &&
      !en_passant_possible(position_, rules_)) {
    const std::string why = en_passant_problem(position_, rules_).value_or("no double push can have left it");
    notes += fmt::format("dropped en passant square {}: {}\n", *position_.en_passant, why);
    position_.en_passant = std::nullopt;
  }
  if (!notes.empty()) say(notes);
}

// Why the right of `c` on `side` with the rook on `file` cannot switch on, or nothing when it can.
// `standard`: the king must stand on e1 (e8), as a right written K, Q, k or q means in standard chess.
// Whether the board allows it is judged by the session's rules (Chess960 or standard castling).
std::optional<std::string> session::castling_refusal(const fen::position& p, fen::color c, fen::castling_side side,
                                                     int file, bool standard) const {
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
  if (fen::allowed_castling(trial, rules_).has(c, side)) return std::nullopt;
  return castling_words(trial, c, side, rules_).value_or("the board does not allow it");
}

}  // namespace fen_edit
