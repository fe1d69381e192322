// fen/detail/validate_rules_counts.hpp: the checks of material, checkers, counters and the empty board, each with the
// words of its codes.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_RULES_COUNTS_HPP
#define FEN_DETAIL_VALIDATE_RULES_COUNTS_HPP

#include "validator.hpp"

namespace fen {
namespace detail {
// Material: too_many_pawns, too_many_pieces, too_many_promoted
// ---------------------------------------------------------------------------------------------

// Each side's pawns, pieces and promotions, against its start: 8 pawns (horde's White: 36, and no
// piece) and a king, a queen, two rooks, knights and bishops (antichess: kings beyond 1 promoted).
// Defined before its callers: clang evaluates a template's instance in a constant expression only
// when the definition comes first.
template <bool Horde, bool KingsPromote>
constexpr void validator::check_side_material() noexcept {
  int pawns[2] = {0, 0};
  int pieces[2] = {0, 0};
  const int start_pawns[2] = {Horde ? 36 : 8, 8};  // also the most pawns a side can have
  for (int c = 0; c < 2; ++c) {
    pawns[c] = count_squares(b_.colors[static_cast<std::size_t>(c)] & b_.of(piece_type::pawn));
    pieces[c] = count_squares(b_.colors[static_cast<std::size_t>(c)]);
  }
  for (int c = 0; c < 2; ++c)
    if (pawns[c] > start_pawns[c]) add_count(problem_code::too_many_pawns, c, pawns[c], start_pawns[c]);
  for (int c = 0; c < 2; ++c) {
    const int most = Horde && c == 0 ? 36 : 16;
    if (pieces[c] > most) add_count(problem_code::too_many_pieces, c, pieces[c], most);
  }
  for (int c = 0; c < 2; ++c) {
    const bitboard mine = b_.colors[static_cast<std::size_t>(c)];
    const bitboard queens = mine & b_.of(piece_type::queen);
    const bitboard rooks = mine & b_.of(piece_type::rook);
    const bitboard knights = mine & b_.of(piece_type::knight);
    const bitboard bishops = mine & b_.of(piece_type::bishop);
    const bitboard kings = KingsPromote ? mine & b_.of(piece_type::king) : 0;
    const bool horde_army = Horde && c == 0;  // every piece of it is a promoted pawn
    // Cheap test first: nothing beyond the starting numbers needs no promotion.
    if (!horde_army && !more_than_one(queens) && !more_than_one(rooks & (rooks - 1)) &&
        !more_than_one(knights & (knights - 1)) && !more_than_one(bishops & light_squares) &&
        !more_than_one(bishops & ~light_squares) && !more_than_one(kings))
      continue;
    const int start = horde_army ? 0 : 1;
    const auto beyond = [](bitboard set, int at_start) {
      return count_squares(set) > at_start ? count_squares(set) - at_start : 0;
    };
    const int promoted = beyond(queens, start) + beyond(rooks, 2 * start) + beyond(knights, 2 * start) +
                         beyond(bishops & light_squares, start) + beyond(bishops & ~light_squares, start) +
                         beyond(kings, 1);
    const int missing = pawns[c] >= start_pawns[c] ? 0 : start_pawns[c] - pawns[c];
    if (promoted <= missing) continue;
    problem p = make(problem_code::too_many_promoted, static_cast<color>(c));
    p.value = static_cast<std::uint32_t>(promoted);
    p.limit = static_cast<std::uint32_t>(missing);
    // What the message counts: every piece of the horde, or kings too in antichess.
    if (horde_army) p.pieces[0] = piece(static_cast<color>(c), piece_type::pawn);
    if (KingsPromote) p.pieces[0] = piece(static_cast<color>(c), piece_type::king);
    add(p);
  }
}

// Per side: at most 8 pawns and 16 pieces, and no more promoted pieces than missing pawns. Horde's
// White starts with 36 pawns and nothing else; antichess promotes to kings too; crazyhouse counts
// both sides together, pockets included (check_crazyhouse_material); racing kings has its own code.
constexpr void validator::check_material() noexcept {
  if (traits_.material == material_rule::per_side)
    check_side_material<false, false>();
  else
    check_variant_material_apart();
}

constexpr void validator::check_variant_material() noexcept {
  switch (traits_.material) {
    case material_rule::per_side: check_side_material<false, false>(); break;
    case material_rule::kings_promote: check_side_material<false, true>(); break;
    case material_rule::horde: check_side_material<true, false>(); break;
    case material_rule::pockets: check_crazyhouse_material(); break;
    case material_rule::race: break;  // racing_kings_material instead (check_racing_kings)
  }
}

// Crazyhouse: captured pieces change sides, so the counts are of both sides, board and pockets
// together: at most 16 pawns and 32 pieces, and each promoted piece (marked `~`) stands for a pawn.
constexpr void validator::check_crazyhouse_material() noexcept {
  const fen::pockets hand = p_.pockets.value_or(fen::pockets{});
  const int pawns = count_squares(b_.of(piece_type::pawn)) + hand.count(color::white, piece_type::pawn) +
                    hand.count(color::black, piece_type::pawn);
  const int pieces = count_squares(b_.occupied) + hand.total();
  const auto add_total = [this](problem_code code, int value, int limit) {
    problem p = make(code);
    p.value = static_cast<std::uint32_t>(value);
    p.limit = static_cast<std::uint32_t>(limit);
    add(p);
  };
  if (pawns > 16) add_total(problem_code::too_many_pawns, pawns, 16);
  if (pieces > 32) add_total(problem_code::too_many_pieces, pieces, 32);
  const bitboard promoted = p_.promoted & b_.occupied & ~b_.of(piece_type::pawn) & ~b_.of(piece_type::king);
  const int missing = pawns >= 16 ? 0 : 16 - pawns;
  if (count_squares(promoted) > missing) add_total(problem_code::too_many_promoted, count_squares(promoted), missing);
}

// "White has 9 pawns; a side has at most 8", "White's queens, rooks, knights and bishops (per
// square colour) need at least 3 promotions, but only 2 white pawns are missing", ...
constexpr void write_material(message_string& m, const problem& p) noexcept {
  if (!p.color) {  // crazyhouse: both sides, board and pockets
    if (p.code == problem_code::too_many_promoted) {
      append_decimal(m, p.value);
      m.append(p.value == 1 ? " promoted piece (marked ~) stands for a pawn, but "
                            : " promoted pieces (marked ~) stand for pawns, but ");
      if (p.limit == 0) {
        m.append("no pawn is");
      } else {
        m.append("only ");
        append_decimal(m, p.limit);
        m.append(p.limit == 1 ? " pawn is" : " pawns are");
      }
      m.append(" missing from the board and the pockets");
      return;
    }
    m.append("there are ");
    append_decimal(m, p.value);
    m.append(p.code == problem_code::too_many_pawns ? " pawns" : " pieces");
    m.append(" on the board and in the pockets; crazyhouse has at most ");
    append_decimal(m, p.limit);
    return;
  }
  const color c = color_of(p);
  m.append(side_name(c));
  if (p.code != problem_code::too_many_promoted && p.limit == 36) {
    m.append(" has ");
    append_decimal(m, p.value);
    m.append(p.code == problem_code::too_many_pawns ? " pawns" : " pieces counting pawns");
    m.append("; the horde has at most 36");
    return;
  }
  if (p.code != problem_code::too_many_promoted) {
    m.append(" has ");
    append_decimal(m, p.value);
    m.append(p.code == problem_code::too_many_pawns ? " pawns; a side has at most 8"
                                                    : " pieces counting pawns and the king; a side has at most 16");
    return;
  }
  const piece_type counted = p.pieces[0].is_none() ? piece_type::queen : p.pieces[0].type();
  if (counted == piece_type::pawn)  // horde: every piece was a pawn
    m.append("'s pieces are all promoted pawns, and need at least ");
  else if (counted == piece_type::king)  // antichess: a pawn may become a king
    m.append("'s queens, rooks, knights, bishops (per square colour) and kings need at least ");
  else
    m.append("'s queens, rooks, knights and bishops (per square colour) need at least ");
  append_decimal(m, p.value);
  m.append(p.value == 1 ? " promotion, but " : " promotions, but ");
  if (p.limit == 0) {
    m.append("no ");
    m.append(fen::name(c));
    m.append(" pawn is missing");
  } else {
    m.append("only ");
    append_decimal(m, p.limit);
    m.append(" ");
    m.append(fen::name(c));
    m.append(p.limit == 1 ? " pawn is missing" : " pawns are missing");
  }
}

// ---------------------------------------------------------------------------------------------
// Checkers of the side to move: too_many_checkers, impossible_double_check,
// en_passant_impossible_check
// ---------------------------------------------------------------------------------------------

// Not in antichess or racing kings; in atomic an explosion can uncover any number of checks, so
// only the en passant square's check is judged, and kings side by side are not in check.
constexpr void validator::check_checkers(unsigned ep_faults) noexcept {
  if (!traits_.judges_checks) return;
  const color us = p_.side_to_move;
  const color them = opposite(us);
  const int king = only_king(b_, us);
  if (king < 0) return;
  if (traits_.explosions && kings_touch(b_)) return;
  // A king next to the other is the opponent's problem (opponent_in_check), not a check here.
  const bitboard checkers = attackers_of(b_, king, them, b_.occupied) & ~b_.of(piece_type::king);
  if (checkers == 0) return;
  const int n = count_squares(checkers);
  if (!traits_.explosions && (n >= 3 || (n == 2 && !double_check_possible(b_, king, lowest_square(checkers),
                                                                          highest_square(checkers), them)))) {
    problem p = make(n >= 3 ? problem_code::too_many_checkers : problem_code::impossible_double_check, us);
    set_square(p, king);
    set_attackers(p, checkers);
    add(p);
  }
  if (p_.en_passant && ep_faults == 0 && en_passant_contradicts_check(b_, p_, checkers, king)) {
    problem p = make(problem_code::en_passant_impossible_check, us);
    set_square(p, p_.en_passant->index());
    set_attackers(p, checkers);
    add(p);
  }
}

// "the black king on e5 is in check from 3 white pieces (e1, b2 and d3); no single move gives more
// than two checks", "... from the white knight on b4 and the white knight on f4; no single move
// gives both checks".
constexpr void write_checkers(message_string& m, const problem& p) noexcept {
  append_king(m, color_of(p), square_of(p));
  m.append(" is in check from ");
  append_attackers(m, p.squares, p.pieces, opposite(color_of(p)));
  m.append(p.code == problem_code::too_many_checkers ? "; no single move gives more than two checks"
                                                     : "; no single move gives both checks");
}

// "en passant square e6 says Black's last move was e7 to e5, which cannot have given check from the
// black rook on a1".
constexpr void write_en_passant_check(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  const square at = square_of(p);
  const en_passant_geometry g = en_passant_squares(at, c);
  m.append("en passant square ");
  m.append(at.name());
  m.append(" says ");
  m.append(side_name(opposite(c)));
  m.append("'s last move was ");
  m.append(square::from_index(g.origin).name());
  m.append(" to ");
  m.append(square::from_index(g.pawn).name());
  m.append(", which cannot have given check from ");
  append_attackers(m, p.squares, p.pieces, opposite(c));
}

// ---------------------------------------------------------------------------------------------
// Counters: en_passant_halfmove_clock, en_passant_before_any_move, halfmove_clock_too_large,
// fullmove_zero
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_counters() noexcept {
  const bool white = p_.side_to_move == color::white;
  const bool halfmove = options_.halfmove_clock_known;
  const bool fullmove = options_.fullmove_number_known;
  if (p_.en_passant) {
    if (halfmove && p_.halfmove_clock != 0) {
      problem p = make(problem_code::en_passant_halfmove_clock, p_.side_to_move);
      set_square(p, p_.en_passant->index());
      p.value = p_.halfmove_clock;
      add(p);
    }
    if (fullmove && p_.fullmove_number == 1 && white) {
      problem p = make(problem_code::en_passant_before_any_move, p_.side_to_move);
      set_square(p, p_.en_passant->index());
      add(p);
    }
  }
  if (!fullmove) return;
  if (p_.fullmove_number == 0) {
    add(make(problem_code::fullmove_zero));
    return;
  }
  if (!halfmove) return;
  // Half-moves played since the start position: two per full move, plus White's when Black is to
  // move. At most 2^33, so a 32-bit clock larger than it leaves it within 32 bits.
  const std::uint64_t played = 2 * (std::uint64_t{p_.fullmove_number} - 1) + (white ? 0 : 1);
  if (p_.halfmove_clock > played) {
    problem p = make(problem_code::halfmove_clock_too_large);
    p.value = p_.halfmove_clock;
    p.limit = static_cast<std::uint32_t>(played);
    add(p);
  }
}

// "en passant square e3 says the last move was a pawn move, so the halfmove clock must be 0, not
// 1", "the halfmove clock is 100, but only 12 half-moves have been played by move 7 with White to
// move", ...
constexpr void write_counters(message_string& m, const problem& p) noexcept {
  if (p.code == problem_code::fullmove_zero) {
    m.append("the fullmove number is 0; it starts at 1 and grows after each Black move");
    return;
  }
  if (p.code == problem_code::halfmove_clock_too_large) {
    m.append("the halfmove clock is ");
    append_decimal(m, p.value);
    m.append(", but ");
    if (p.limit == 0) {
      m.append("no half-move has");
    } else {
      m.append("only ");
      append_decimal(m, p.limit);
      m.append(p.limit == 1 ? " half-move has" : " half-moves have");
    }
    m.append(" been played by move ");
    append_decimal(m, std::uint64_t{p.limit} / 2 + 1);
    m.append(p.limit % 2 == 0 ? " with White to move" : " with Black to move");
    return;
  }
  m.append("en passant square ");
  m.append(square_of(p).name());
  if (p.code == problem_code::en_passant_halfmove_clock) {
    m.append(" says the last move was a pawn move, so the halfmove clock must be 0, not ");
    append_decimal(m, p.value);
  } else {
    m.append(" says Black has moved, but at move 1 with White to move no move has been played");
  }
}

// ---------------------------------------------------------------------------------------------
// The board: board_empty
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_board_empty() noexcept {
  if (b_.occupied == 0) add(make(problem_code::board_empty));
}

constexpr void write_board_empty(message_string& m, const problem&) noexcept { m.append("the board is empty"); }

// ---------------------------------------------------------------------------------------------
}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_RULES_COUNTS_HPP
