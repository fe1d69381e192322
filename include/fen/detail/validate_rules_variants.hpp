// fen/detail/validate_rules_variants.hpp: the checks of a rule set's castling, the variants' own rules and Chess960's
// castling files.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_RULES_VARIANTS_HPP
#define FEN_DETAIL_VALIDATE_RULES_VARIANTS_HPP

#include "validator.hpp"

namespace fen {
namespace detail {
// Castling by the rule set: castling_not_standard, castling_not_in_variant
// ---------------------------------------------------------------------------------------------

// The rights check_castling found the board does not allow, judged by the rule set: a variant
// without castling, or standard chess's squares for a right whose king and rook are otherwise fine.
constexpr void validator::check_castling_rules() noexcept {
  for (color c : {color::white, color::black}) {
    for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
      const auto file = p_.castling.rook_file(c, side);
      if (!file) continue;
      const castling_check check = check_castling_right(b_, c, side, *file);
      const problem_code code = castling_fault(check, side, options_.rules);
      if (code != problem_code::castling_not_standard && code != problem_code::castling_not_in_variant) continue;
      add(rule_set_castling_problem(b_, code, c, side, check, options_.rules));
    }
  }
}

// "White may castle king side, but the white king is on d1, not e1 as in standard chess; ...",
// "White may castle king side with the rook on f1, but in standard chess it starts on h1; ...",
// "White may castle king side (rook on h1), but antichess has no castling".
constexpr void write_castling_rules(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  const square rook = square_of(p);
  const castling_side s = p.side.value_or(castling_side::king_side);
  m.append(side_name(c));
  m.append(" may castle ");
  m.append(side_words(s));
  if (p.code == problem_code::castling_not_in_variant) {
    m.append(" (rook on ");
    m.append(rook.name());
    m.append("), but ");
    m.append(fen::traits(static_cast<variant>(p.limit)).words);
    m.append(" has no castling");
    return;
  }
  const bitboard king_set = p.squares & ~square_bit(rook.index());
  const square king = square::from_index(king_set == 0 ? rook.index() : lowest_square(king_set));
  const square corner((s == castling_side::king_side ? 7 : 0), rook.rank());
  if (king.file() == 4 && (p.value & 2) != 0) {
    // The corner is empty: the letter may be standard chess's `K`/`Q`, whose rook is missing.
    m.append(" with the ");
    m.append(rook.name());
    m.append(" rook, but in standard chess only the ");
    m.append(corner.name());
    m.append(" rook may, and there is none; the ");
    m.append(rook.name());
    m.append(" rook is Chess960's");
    return;
  }
  if (king.file() != 4) {
    m.append(", but the ");
    m.append(fen::name(c));
    m.append(" king stands on ");
    m.append(king.name());
    m.append(c == color::white ? ", not e1 as in standard chess" : ", not e8 as in standard chess");
  } else {
    m.append(" with the rook on ");
    m.append(rook.name());
    m.append(", but in standard chess it starts on ");
    m.append(corner.name());
  }
  m.append("; this is a Chess960 right: judge it by Chess960 rules");
}

// ---------------------------------------------------------------------------------------------
// Crazyhouse: king_in_pocket
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_pocket_kings() noexcept {
  if (!traits_.pockets || !p_.pockets) return;
  for (color c : {color::white, color::black}) {
    const int kings = p_.pockets->count(c, piece_type::king);
    if (kings == 0) continue;
    problem p = make(problem_code::king_in_pocket, c);
    p.value = static_cast<std::uint32_t>(kings);
    add(p);
  }
}

// "White has a king in the pocket; a king is never captured, so it never goes to a pocket".
constexpr void write_pocket_king(message_string& m, const problem& p) noexcept {
  m.append(side_name(color_of(p)));
  m.append(p.value == 1 ? " has a king in the pocket" : " has kings in the pocket");
  m.append("; a king is never captured, so it never goes to a pocket");
}

// ---------------------------------------------------------------------------------------------
// Racing kings: racing_kings_pawn, racing_kings_check, racing_kings_material, race_already_over
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_racing_kings() noexcept {
  if (traits_.material != material_rule::race) return;
  for (color c : {color::white, color::black}) {
    const bitboard pawns = b_.of(c, piece_type::pawn);
    if (pawns == 0) continue;
    problem p = make(problem_code::racing_kings_pawn, c);
    set_square(p, lowest_square(pawns));
    p.squares = pawns;
    p.value = static_cast<std::uint32_t>(count_squares(pawns));
    add(p);
  }
  for (color c : {color::white, color::black}) {
    const int king = only_king(b_, c);
    if (king < 0) continue;
    const bitboard attackers = attackers_of(b_, king, opposite(c), b_.occupied);
    if (attackers == 0) continue;
    problem p = make(problem_code::racing_kings_check, c);
    set_square(p, king);
    set_attackers(p, attackers);
    add(p);
  }
  // The start position's pieces: a queen, two each of rooks, bishops and knights, no promotion.
  for (color c : {color::white, color::black}) {
    for (piece_type t : {piece_type::queen, piece_type::rook, piece_type::bishop, piece_type::knight}) {
      const int n = count_squares(b_.of(c, t));
      const int start = t == piece_type::queen ? 1 : 2;
      if (n <= start) continue;
      problem p = make(problem_code::racing_kings_material, c);
      p.pieces[0] = piece(c, t);
      p.value = static_cast<std::uint32_t>(n);
      p.limit = static_cast<std::uint32_t>(start);
      p.squares = b_.of(c, t);
      add(p);
      break;
    }
  }
  // Black's king reached rank 8 on Black's last move, and that ended the race (a win, or a draw when
  // White's king got there first).
  if (p_.side_to_move == color::black && (b_.of(color::black, piece_type::king) & rank_mask(7)) != 0)
    add(make(problem_code::race_already_over));
}

// "white pawn on e2: racing kings is played without pawns", "the white king on h2 is in check from
// the black rook on h8; in racing kings no king is ever in check", "White has 2 queens; racing kings
// starts with 1 and has no promotions", "both kings are on rank 8 with Black to move; the race ended
// when Black's king got there".
constexpr void write_racing_kings(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  switch (p.code) {
    case problem_code::racing_kings_pawn:
      m.append(fen::name(c));
      m.append(more_than_one(p.squares) ? " pawns on " : " pawn on ");
      append_square_list(m, p.squares, 8);
      m.append(": racing kings is played without pawns");
      return;
    case problem_code::racing_kings_check:
      append_king(m, c, square_of(p));
      m.append(" is in check from ");
      append_attackers(m, p.squares, p.pieces, opposite(c));
      m.append("; in racing kings no king is ever in check");
      return;
    case problem_code::racing_kings_material:
      m.append(side_name(c));
      m.append(" has ");
      append_decimal(m, p.value);
      m.append(" ");
      m.append(fen::name(p.pieces[0].type()));
      m.append("s; racing kings starts with ");
      append_decimal(m, p.limit);
      m.append(" and has no promotions");
      return;
    default: m.append("the black king is on rank 8 with Black to move; the race ended when it got there"); return;
  }
}

// ---------------------------------------------------------------------------------------------
// Three-check: too_many_remaining_checks, no_checks_remaining
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_three_check() noexcept {
  if (!traits_.checks || !p_.checks) return;
  for (color c : {color::white, color::black}) {
    if (p_.checks->of(c) <= 3) continue;
    problem p = make(problem_code::too_many_remaining_checks, c);
    p.value = static_cast<std::uint32_t>(p_.checks->of(c));
    p.limit = 3;
    add(p);
  }
  if (p_.checks->white == 0 && p_.checks->black == 0) add(make(problem_code::no_checks_remaining));
}

// "White has 5 checks left to give; three-check starts with 3", "both sides have given three
// checks; the game ended with the first side's third".
constexpr void write_three_check(message_string& m, const problem& p) noexcept {
  if (p.code == problem_code::no_checks_remaining) {
    m.append("both sides have given three checks; the game ended with the first side's third");
    return;
  }
  m.append(side_name(color_of(p)));
  m.append(" has ");
  append_decimal(m, p.value);
  m.append(" checks left to give; three-check starts with 3");
}

// ---------------------------------------------------------------------------------------------
// A variant's fields in another rule set: not_in_variant
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_variant_fields() noexcept {
  std::uint32_t fields = 0;
  if (p_.pockets && !traits_.pockets) fields |= 1;
  if (p_.promoted != 0 && !traits_.pockets) fields |= 2;
  if (p_.checks && !traits_.checks) fields |= 4;
  if (fields == 0) return;
  problem p = make(problem_code::not_in_variant);
  p.value = fields;
  p.limit = static_cast<std::uint32_t>(variant_);
  add(p);
}

// "the position holds crazyhouse pockets and promoted marks, but it is judged by standard rules".
constexpr void write_not_in_variant(message_string& m, const problem& p) noexcept {
  m.append("the position holds ");
  const std::string_view parts[3] = {"crazyhouse pockets", "crazyhouse promoted marks", "three-check checks"};
  int written = 0;
  for (unsigned i = 0; i < 3; ++i) {
    if ((p.value & (1u << i)) == 0) continue;
    if (written++ > 0) m.append(" and ");
    m.append(parts[i]);
  }
  m.append(", but it is judged by the rules of ");
  m.append(fen::traits(static_cast<variant>(p.limit)).words);
}

// ---------------------------------------------------------------------------------------------
// Chess960 castling, both colors together: castling_king_files_differ, castling_rook_files_differ
// ---------------------------------------------------------------------------------------------

// The problem of rights `allowed` that contradict each other: the two kings (castling_king_files_differ),
// or the two rooks of `side` (castling_rook_files_differ). It is both colors', so it names no color:
// `squares` holds White's and Black's squares, `square` White's.
[[nodiscard]] constexpr problem castling_files_problem(const board_sets& b, const castling_rights& allowed,
                                                       problem_code code, castling_side side) noexcept {
  problem p{};
  p.code = code;
  p.severity = severity_of(code);
  int white = castling_king(b, color::white);
  int black = castling_king(b, color::black);
  if (code == problem_code::castling_rook_files_differ) {
    p.side = std::optional<castling_side>(side);
    white = allowed.rook_file(color::white, side).value_or(0);
    black = 56 + allowed.rook_file(color::black, side).value_or(0);
  }
  p.square = std::optional<square>(square::from_index(white));
  p.squares = square_bit(white) | square_bit(black);
  return p;
}

// Rights that check_castling found the board allows, compared across the colors.
constexpr void validator::check_castling_files() noexcept {
  const castling_rights allowed = allowed_castling(b_, p_, options_.rules);
  const unsigned faults = castling_file_faults(b_, allowed, options_.rules);
  if (faults == 0) return;
  if ((faults & files_of_kings) != 0) {
    add(castling_files_problem(b_, allowed, problem_code::castling_king_files_differ, castling_side::king_side));
    return;
  }
  for (castling_side side : {castling_side::king_side, castling_side::queen_side})
    if ((faults & files_flag(side)) != 0)
      add(castling_files_problem(b_, allowed, problem_code::castling_rook_files_differ, side));
}

// "White may castle with the king on b1 and Black with the king on g8; in Chess960 both kings start
// on one file and lose their rights when they move", "White may castle king side with the rook on
// h1 and Black with the rook on g8; in Chess960 both rooks start on one file and ...".
constexpr void write_castling_files(message_string& m, const problem& p) noexcept {
  const bool kings = p.code == problem_code::castling_king_files_differ;
  const bitboard white = p.squares & rank_mask(0);
  const bitboard black = p.squares & rank_mask(7);
  m.append("White may castle ");
  if (!kings) {
    m.append(side_words(p.side.value_or(castling_side::king_side)));
    m.append(" ");
  }
  m.append(kings ? "with the king on " : "with the rook on ");
  m.append((white == 0 ? square_of(p) : square::from_index(lowest_square(white))).name());
  m.append(kings ? " and Black with the king on " : " and Black with the rook on ");
  m.append((black == 0 ? square_of(p) : square::from_index(lowest_square(black))).name());
  m.append(kings ? "; in Chess960 both kings start on one file and lose their rights when they move"
                 : "; in Chess960 both rooks start on one file and lose their rights when they move");
}

}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_RULES_VARIANTS_HPP
