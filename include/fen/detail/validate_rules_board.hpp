// fen/detail/validate_rules_board.hpp: the checks of kings, back ranks, check, castling rights and the en passant
// square, each with the words of its codes.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_RULES_BOARD_HPP
#define FEN_DETAIL_VALIDATE_RULES_BOARD_HPP

#include "validator.hpp"

namespace fen {
namespace detail {
// Kings: no_king, too_many_kings
// ---------------------------------------------------------------------------------------------

// Antichess needs no king and takes any number; in horde White has none (a white king is one too
// many); in atomic the side to move may have lost its king in an explosion.
constexpr void validator::check_kings() noexcept {
  const bitboard white = b_.of(color::white, piece_type::king);
  const bitboard black = b_.of(color::black, piece_type::king);
  // The common case first, in one test: a king each, and a rule set that wants that.
  const bool horde = traits_.kings == king_rule::black_only;
  if (white != 0 && black != 0 && !more_than_one(white) && !more_than_one(black) && !horde) return;
  if (traits_.kings == king_rule::any_number) return;
  for (color c : {color::white, color::black}) {
    if (b_.of(c, piece_type::king) != 0 || (horde && c == color::white)) continue;
    if (traits_.explosions && c == p_.side_to_move) continue;
    add(make(problem_code::no_king, c));
  }
  for (color c : {color::white, color::black}) {
    const bitboard kings = b_.of(c, piece_type::king);
    if (more_than_one(kings) || (horde && c == color::white && kings != 0)) {
      problem p = make(problem_code::too_many_kings, c);
      set_square(p, lowest_square(kings));
      p.squares = kings;
      p.value = static_cast<std::uint32_t>(count_squares(kings));
      add(p);
    }
  }
}

// "White has no king", "Black has two kings: e8 and g8", "White has a king on e1; in horde White
// has none".
constexpr void write_kings(message_string& m, const problem& p) noexcept {
  m.append(side_name(color_of(p)));
  if (p.code == problem_code::no_king) {
    m.append(" has no king");
    return;
  }
  if (p.value == 1) {
    m.append(" has a king on ");
    m.append(square_of(p).name());
    m.append("; in horde White has none");
    return;
  }
  m.append(" has ");
  if (p.value == 2)
    m.append("two");
  else
    append_decimal(m, p.value);
  m.append(" kings: ");
  append_square_list(m, p.squares, 8);
}

// ---------------------------------------------------------------------------------------------
// Back ranks: pawn_on_back_rank
// ---------------------------------------------------------------------------------------------

// In horde White's pawns may stand on rank 1; in racing kings every pawn is racing_kings_pawn.
constexpr void validator::check_back_ranks() noexcept {
  const bitboard back_pawns = b_.of(piece_type::pawn) & (rank_mask(0) | rank_mask(7));
  if (back_pawns == 0 || traits_.material == material_rule::race) return;
  for (color c : {color::white, color::black}) {
    bitboard set = back_pawns & b_.of(c);
    if (traits_.white_pawns_on_first_rank && c == color::white) set &= rank_mask(7);
    if (set == 0) continue;
    problem p = make(problem_code::pawn_on_back_rank, c);
    set_square(p, lowest_square(set));
    p.squares = set;
    p.value = static_cast<std::uint32_t>(count_squares(set));
    add(p);
  }
}

// "white pawn on h8: pawns never stand on rank 1 or 8".
constexpr void write_back_rank(message_string& m, const problem& p) noexcept {
  m.append(fen::name(color_of(p)));
  m.append(more_than_one(p.squares) ? " pawns on " : " pawn on ");
  append_square_list(m, p.squares, 16);
  m.append(": pawns never stand on rank 1 or 8");
}

// ---------------------------------------------------------------------------------------------
// Check: opponent_in_check
// ---------------------------------------------------------------------------------------------

// Not in antichess (no check) or racing kings (racing_kings_check); in atomic kings side by side
// are not in check.
constexpr void validator::check_opponent_in_check() noexcept {
  if (!traits_.judges_checks || (traits_.explosions && kings_touch(b_))) return;
  const color them = opposite(p_.side_to_move);
  const int king = only_king(b_, them);
  if (king < 0) return;
  const bitboard attackers = attackers_of(b_, king, p_.side_to_move, b_.occupied);
  if (attackers == 0) return;
  problem p = make(problem_code::opponent_in_check, them);
  set_square(p, king);
  set_attackers(p, attackers);
  add(p);
}

// "the black king on e8 is in check from the white rook on e1, but it is White's move".
constexpr void write_opponent_in_check(message_string& m, const problem& p) noexcept {
  const color other = opposite(color_of(p));
  append_king(m, color_of(p), square_of(p));
  m.append(" is in check from ");
  append_attackers(m, p.squares, p.pieces, other);
  m.append(", but it is ");
  m.append(side_name(other));
  m.append("'s move");
  if (p.pieces[0].type() == piece_type::king || (more_than_one(p.squares) && p.pieces[1].type() == piece_type::king))
    m.append("; kings never stand side by side");
}

// ---------------------------------------------------------------------------------------------
// Castling: castling_without_king, castling_without_rook
// ---------------------------------------------------------------------------------------------

// The problem validate reports for one castling right when `check` fails on `code`'s count.
[[nodiscard]] constexpr problem castling_right_problem(problem_code code, color c, castling_side side,
                                                       const castling_check& check) noexcept {
  problem p{};
  p.code = code;
  p.severity = severity_of(code);
  p.color = std::optional<color>(c);
  p.side = std::optional<castling_side>(side);
  p.square = std::optional<square>(square::from_index(check.rook));
  p.squares = square_bit(check.rook) | (check.king >= 0 ? square_bit(check.king) : 0);
  p.value = check.king >= 0 ? 1 : 0;
  return p;
}

// The problem of a right that only the rule set forbids (castling_not_standard,
// castling_not_in_variant): the rule set's variant in `limit`, and for castling_not_standard 2 more
// in `value` when the standard corner holds no rook of that color (the right then names an inner
// rook only because the corner is empty, as X-FEN reads `K` and `Q`).
[[nodiscard]] constexpr problem rule_set_castling_problem(const board_sets& b, problem_code code, color c,
                                                          castling_side side, const castling_check& check,
                                                          const rules& r) noexcept {
  problem p = castling_right_problem(code, c, side, check);
  p.limit = static_cast<std::uint32_t>(r.variant);
  const int corner = (c == color::white ? 0 : 56) + (side == castling_side::king_side ? 7 : 0);
  if (code == problem_code::castling_not_standard && (b.of(c, piece_type::rook) & square_bit(corner)) == 0)
    p.value += 2;
  return p;
}

constexpr void validator::check_castling() noexcept {
  if (p_.castling.empty() || allowed_castling(b_, p_, options_.rules) == p_.castling) return;
  castling_faults_ = true;
  if (traits_.castling) report_castling();
}

// Each right the board does not allow, once for its king and once for its rook: all the king
// problems first, as the codes go. Apart from the check above, so that the common case stays small.
constexpr void validator::report_castling() noexcept {
  for (problem_code code : {problem_code::castling_without_king, problem_code::castling_without_rook}) {
    for (color c : {color::white, color::black}) {
      for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
        const auto file = p_.castling.rook_file(c, side);
        if (!file) continue;
        const castling_check check = check_castling_right(b_, c, side, *file);
        const bool king_problem = code == problem_code::castling_without_king;
        if (king_problem ? check.king_ok : check.rook_ok) continue;
        add(castling_right_problem(code, c, side, check));
      }
    }
  }
}

// "White may castle king side (rook on h1), but there is no white king on rank 1", "White may
// castle king side, but there is no white rook on h1", and the rook on the wrong side of the king.
constexpr void write_castling(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  const square at = square_of(p);
  const castling_side s = p.side.value_or(castling_side::king_side);
  const bitboard king_set = p.squares & ~square_bit(at.index());
  const int king = p.value == 0 ? -1 : king_set == 0 ? at.index() : lowest_square(king_set);
  const bool wrong_side =
      king >= 0 && (s == castling_side::king_side ? at.file() < (king & 7) : at.file() > (king & 7));
  m.append(side_name(c));
  m.append(" may castle ");
  m.append(side_words(s));
  if (p.code == problem_code::castling_without_king) {
    m.append(" (rook on ");
    m.append(at.name());
    m.append("), but ");
    if (king < 0) {
      m.append("there is no ");
      m.append(fen::name(c));
      m.append(" king on rank ");
      m.append(rank_digit(at.rank()));
    } else {
      append_king(m, c, square::from_index(king));
      m.append(" is in a corner; a king that may castle stands between its rooks");
    }
  } else if (wrong_side) {
    m.append(" with the rook on ");
    m.append(at.name());
    m.append(", but ");
    m.append(at.name());
    m.append(" is on the ");
    m.append(side_words(s == castling_side::king_side ? castling_side::queen_side : castling_side::king_side));
    m.append(" of ");
    append_king(m, c, square::from_index(king));
  } else {
    m.append(", but there is no ");
    m.append(fen::name(c));
    m.append(" rook on ");
    m.append(at.name());
  }
}

// ---------------------------------------------------------------------------------------------
// En passant square: en_passant_wrong_rank, en_passant_without_pawn, en_passant_square_occupied,
// en_passant_origin_occupied
// ---------------------------------------------------------------------------------------------

constexpr void validator::check_en_passant(unsigned faults) noexcept {
  if (faults == 0) return;
  const en_passant_geometry g = en_passant_squares(*p_.en_passant, p_.side_to_move);
  const problem_code codes[4] = {problem_code::en_passant_wrong_rank, problem_code::en_passant_without_pawn,
                                 problem_code::en_passant_square_occupied, problem_code::en_passant_origin_occupied};
  for (unsigned i = 0; i < 4; ++i) {
    if ((faults & (1u << i)) == 0) continue;
    problem p = make(codes[i], p_.side_to_move);
    set_square(p, g.target);
    if (i > 0) p.squares = square_bit(g.pawn) | square_bit(g.origin) | square_bit(g.target);
    add(p);
  }
}

// "en passant square e4 is on rank 4; with White to move it must be on rank 6", "en passant square
// e6 says a black pawn just moved from e7 to e5, but there is no black pawn on e5", ...
constexpr void write_en_passant(message_string& m, const problem& p) noexcept {
  const color c = color_of(p);
  const color other = opposite(c);
  const square at = square_of(p);
  m.append("en passant square ");
  m.append(at.name());
  if (p.code == problem_code::en_passant_wrong_rank) {
    m.append(" is on rank ");
    m.append(rank_digit(at.rank()));
    m.append("; with ");
    m.append(side_name(c));
    m.append(c == color::white ? " to move it must be on rank 6" : " to move it must be on rank 3");
    return;
  }
  const en_passant_geometry g = en_passant_squares(at, c);
  const std::string_view origin = square::from_index(g.origin).name();
  const std::string_view pawn = square::from_index(g.pawn).name();
  if (p.code == problem_code::en_passant_square_occupied) {
    m.append(" is occupied, yet a ");
    m.append(fen::name(other));
    m.append(" pawn just moved over it from ");
    m.append(origin);
    m.append(" to ");
    m.append(pawn);
    return;
  }
  m.append(" says a ");
  m.append(fen::name(other));
  m.append(" pawn just ");
  if (p.code == problem_code::en_passant_without_pawn) {
    m.append("moved from ");
    m.append(origin);
    m.append(" to ");
    m.append(pawn);
    m.append(", but there is no ");
    m.append(fen::name(other));
    m.append(" pawn on ");
    m.append(pawn);
  } else {
    m.append("left ");
    m.append(origin);
    m.append(", but ");
    m.append(origin);
    m.append(" is occupied");
  }
}

// ---------------------------------------------------------------------------------------------
}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_RULES_BOARD_HPP
