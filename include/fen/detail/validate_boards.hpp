// fen/detail/validate_boards.hpp: the bitboards and attacks the checks use (internal), and how the attack tables are
// made.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_BOARDS_HPP
#define FEN_DETAIL_VALIDATE_BOARDS_HPP

#include "validate_codes.hpp"

namespace fen {
// =============================================================================================
// Bitboards and attacks (internal)
//
// A bitboard is a set of squares: bit i stands for the square with index i (a1 = bit 0, h8 = bit
// 63). The board becomes one per color and one per piece type in a single pass; attacks come from
// tables that walk the rays at compile time.
// =============================================================================================

namespace detail {

using fen::bitboard;  // the lowest / highest square and the count are in fen.hpp

[[nodiscard]] constexpr bitboard square_bit(int index) noexcept { return bitboard{1} << index; }
constexpr bool more_than_one(bitboard b) noexcept { return (b & (b - 1)) != 0; }
[[nodiscard]] constexpr bitboard rank_mask(int rank) noexcept { return bitboard{0xFF} << (8 * rank); }
inline constexpr bitboard light_squares = 0x55AA55AA55AA55AAu;  // b1, a2, ...: (file + rank) odd

// The eight directions: 0-3 go towards higher indices (north, east, north-east, north-west), 4-7
// towards lower ones (south, west, south-west, south-east). Rook directions are those with bit 1
// clear, bishop directions those with it set.
inline constexpr int direction_file_step[8] = {0, 1, 1, -1, 0, -1, -1, 1};
inline constexpr int direction_rank_step[8] = {1, 0, 1, 1, -1, 0, -1, -1};
[[nodiscard]] constexpr bool is_rook_direction(int d) noexcept { return (d & 2) == 0; }

struct attack_tables {
  bitboard knight[64];
  bitboard king[64];
  bitboard pawn_attackers[2][64];  // [color][square]: where a pawn of that color attacks the square from
  bitboard ray[8][64];             // [direction][square]: the squares beyond it, to the edge
  bitboard rook_lines[64];         // the four rook rays together
  bitboard bishop_lines[64];       // the four bishop rays together
};

[[nodiscard]] constexpr bitboard bit_if_on_board(int file, int rank) noexcept {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? square_bit(rank * 8 + file) : 0;
}

[[nodiscard]] constexpr attack_tables make_attack_tables() noexcept {
  const int knight_file_step[8] = {1, 2, 2, 1, -1, -2, -2, -1};
  const int knight_rank_step[8] = {2, 1, -1, -2, -2, -1, 1, 2};
  attack_tables t{};
  for (int s = 0; s < 64; ++s) {
    const int file = s & 7;
    const int rank = s >> 3;
    for (int i = 0; i < 8; ++i) {
      t.knight[s] |= bit_if_on_board(file + knight_file_step[i], rank + knight_rank_step[i]);
      t.king[s] |= bit_if_on_board(file + direction_file_step[i], rank + direction_rank_step[i]);
      for (int f = file + direction_file_step[i], r = rank + direction_rank_step[i]; f >= 0 && f < 8 && r >= 0 && r < 8;
           f += direction_file_step[i], r += direction_rank_step[i])
        t.ray[i][s] |= square_bit(r * 8 + f);
      (is_rook_direction(i) ? t.rook_lines[s] : t.bishop_lines[s]) |= t.ray[i][s];
    }
    // A white pawn on s attacks one rank up, a black pawn one rank down, on the neighbouring files.
    for (int side = -1; side <= 1; side += 2) {
      const int f = file + side;
      if (f < 0 || f > 7) continue;
      if (rank < 7) t.pawn_attackers[0][(rank + 1) * 8 + f] |= square_bit(s);
      if (rank > 0) t.pawn_attackers[1][(rank - 1) * 8 + f] |= square_bit(s);
    }
  }
  return t;
}
// The tables, as make_attack_tables() makes them. They are a literal, which no translation unit
// pays to compute, and it stands in "Generated tables" at the end of this header, out of the way:
// declared here, defined there (a constexpr function may be, a constexpr variable may not).
[[nodiscard]] constexpr const attack_tables& attack_table() noexcept;

// The nearest square of a non-empty set `b` that lies on a ray in direction `d`.
[[nodiscard]] constexpr int nearest_square(int d, bitboard b) noexcept {
  return d < 4 ? lowest_square(b) : highest_square(b);
}

// The squares a slider on `s` reaches in direction `d`, the first occupied one included.
[[nodiscard]] constexpr bitboard ray_attacks(int s, int d, bitboard occupied) noexcept {
  const bitboard ray = attack_table().ray[d][s];
  const bitboard blockers = ray & occupied;
  return blockers == 0 ? ray : ray & ~attack_table().ray[d][nearest_square(d, blockers)];
}

// The squares strictly between `a` and `b` when they share a line, or none.
[[nodiscard]] constexpr bitboard squares_between(int a, int b) noexcept {
  for (const auto& ray : attack_table().ray)
    if ((ray[a] & square_bit(b)) != 0) return ray[a] & ~ray[b] & ~square_bit(b);
  return 0;
}

// The board as sets of squares: fen.hpp's bitboards (one per color, one per piece type), and all
// pieces, which the checks ask for all the time.
struct board_sets : bitboards {
  bitboard occupied;
  // Rooks and queens / bishops and queens of a color.
  [[nodiscard]] constexpr bitboard straight_sliders(color c) const noexcept {
    return of(c) & (of(piece_type::rook) | of(piece_type::queen));
  }
  [[nodiscard]] constexpr bitboard diagonal_sliders(color c) const noexcept {
    return of(c) & (of(piece_type::bishop) | of(piece_type::queen));
  }
  [[nodiscard]] constexpr bool is_slider(int s) const noexcept {
    return ((of(piece_type::bishop) | of(piece_type::rook) | of(piece_type::queen)) & square_bit(s)) != 0;
  }
  [[nodiscard]] constexpr piece_type type_at(int s) const noexcept {
    for (int t = 0; t < 6; ++t)
      if ((types[static_cast<std::size_t>(t)] & square_bit(s)) != 0) return static_cast<piece_type>(t);
    return piece_type::pawn;
  }
};

[[nodiscard]] FEN_DETAIL_INLINE constexpr board_sets make_board_sets(const position& p) noexcept {
  board_sets s{to_bitboards(p), 0};
  s.occupied = s.colors[0] | s.colors[1];
  return s;
}

// The pieces of color `by` that attack square `s`, with `occupied` as what blocks sliders.
[[nodiscard]] constexpr bitboard attackers_of(const board_sets& b, int s, color by, bitboard occupied) noexcept {
  bitboard found =
      ((attack_table().knight[s] & b.of(piece_type::knight)) | (attack_table().king[s] & b.of(piece_type::king)) |
       (attack_table().pawn_attackers[color_index(by)][s] & b.of(piece_type::pawn))) &
      b.of(by);
  const bitboard straight = b.straight_sliders(by) & attack_table().rook_lines[s];
  const bitboard diagonal = b.diagonal_sliders(by) & attack_table().bishop_lines[s];
  if ((straight | diagonal) == 0) return found;
  for (int d = 0; d < 8; ++d) {
    const bitboard sliders = is_rook_direction(d) ? straight : diagonal;
    if ((sliders & attack_table().ray[d][s]) == 0) continue;
    const bitboard blockers = attack_table().ray[d][s] & occupied;
    found |= sliders & square_bit(nearest_square(d, blockers));
  }
  return found;
}

// The only king of color `c`, or -1 when it has none or several.
[[nodiscard]] constexpr int only_king(const board_sets& b, color c) noexcept {
  const bitboard kings = b.of(c, piece_type::king);
  return kings == 0 || more_than_one(kings) ? -1 : lowest_square(kings);
}

// Where a pawn of color `c` now on `s` may have come from: one square back, two from its start
// rank over an empty square, or diagonally back (a capture, en passant included).
[[nodiscard]] constexpr bitboard pawn_origins(int s, color c, bitboard occupied) noexcept {
  const int file = s & 7;
  const int rank = s >> 3;
  const bool white = c == color::white;
  const int back = white ? -8 : 8;
  if (white ? rank < 2 : rank > 5) return 0;
  bitboard from = square_bit(s + back);
  if (file > 0) from |= square_bit(s + back - 1);
  if (file < 7) from |= square_bit(s + back + 1);
  if (rank == (white ? 3 : 4) && (occupied & square_bit(s + back)) == 0) from |= square_bit(s + 2 * back);
  return from;
}

// The squares the piece of color `c` on `s` may have left with the move that brought it there,
// through squares that are empty now: its moves backwards, and a pawn's move when it stands on the
// rank where it promotes.
[[nodiscard]] constexpr bitboard possible_origins(const board_sets& b, int s, color c) noexcept {
  const piece_type type = b.type_at(s);
  bitboard from = 0;
  switch (type) {
    case piece_type::pawn: return pawn_origins(s, c, b.occupied);
    case piece_type::king: return attack_table().king[s];
    case piece_type::knight: from = attack_table().knight[s]; break;
    default:
      for (int d = 0; d < 8; ++d)
        if (type == piece_type::queen || is_rook_direction(d) == (type == piece_type::rook))
          from |= ray_attacks(s, d, b.occupied);
      break;
  }
  if ((s >> 3) == (c == color::white ? 7 : 0)) from |= pawn_origins(s, c, b.occupied);
  return from;
}

// Whether one move by `by` gives the king on `king` check from both `first` and `second`: one of
// them moved and checks directly while leaving a square on the other's line (a slider), or an en
// passant capture emptied a square on each of two sliders' lines.
[[nodiscard]] constexpr bool double_check_possible(const board_sets& b, int king, int first, int second,
                                                   color by) noexcept {
  const int pair[2] = {first, second};
  for (int i = 0; i < 2; ++i) {
    const int mover = pair[i];
    const int other = pair[1 - i];
    if (b.is_slider(other) && (squares_between(king, other) & possible_origins(b, mover, by)) != 0) return true;
  }
  if (!b.is_slider(first) || !b.is_slider(second)) return false;
  const bitboard line_a = squares_between(king, first);
  const bitboard line_b = squares_between(king, second);
  const bool white = by == color::white;
  // A pawn of `by` that captured en passant stands on rank 6 (White) or 3 (Black); the pawn it
  // took stood behind it, and it came from beside that square.
  for (bitboard pawns = b.of(by, piece_type::pawn) & rank_mask(white ? 5 : 2); pawns != 0; pawns &= pawns - 1) {
    const int to = lowest_square(pawns);
    const int taken = white ? to - 8 : to + 8;
    bitboard from = 0;
    if ((taken & 7) > 0) from |= square_bit(taken - 1);
    if ((taken & 7) < 7) from |= square_bit(taken + 1);
    if (((line_a & square_bit(taken)) != 0 && (line_b & from) != 0) ||
        ((line_b & square_bit(taken)) != 0 && (line_a & from) != 0))
      return true;
  }
  return false;
}

// The squares an en passant square speaks of, for the side to move.
struct en_passant_geometry {
  int target;    // the en passant square
  int pawn;      // where the pawn that moved two squares stands
  int origin;    // where it started
  bool on_rank;  // the target is on rank 6 with White to move, rank 3 with Black to move
};
[[nodiscard]] constexpr en_passant_geometry en_passant_squares(square target, color to_move) noexcept {
  const bool white = to_move == color::white;
  const int t = target.index();
  return {t, white ? t - 8 : t + 8, white ? t + 8 : t - 8, target.rank() == (white ? 5 : 2)};
}

// What is wrong with the en passant square, as a set of these flags (0: nothing, or no square).
enum : unsigned { ep_wrong_rank = 1, ep_without_pawn = 2, ep_square_occupied = 4, ep_origin_occupied = 8 };
[[nodiscard]] constexpr unsigned en_passant_faults(const board_sets& b, const position& p) noexcept {
  if (!p.en_passant) return 0;
  const en_passant_geometry g = en_passant_squares(*p.en_passant, p.side_to_move);
  if (!g.on_rank) return ep_wrong_rank;
  unsigned faults = 0;
  if ((b.of(opposite(p.side_to_move), piece_type::pawn) & square_bit(g.pawn)) == 0) faults |= ep_without_pawn;
  if ((b.occupied & square_bit(g.target)) != 0) faults |= ep_square_occupied;
  if ((b.occupied & square_bit(g.origin)) != 0) faults |= ep_origin_occupied;
  return faults;
}

// With a sound en passant square: whether the side to move is in a check the double push cannot
// have given. Only the pawn itself, or a slider whose line ran through the pawn's start square, can
// check after it; never two pieces at once.
[[nodiscard]] constexpr bool en_passant_contradicts_check(const board_sets& b, const position& p, bitboard checkers,
                                                          int king) noexcept {
  if (checkers == 0) return false;
  if (more_than_one(checkers)) return true;
  const en_passant_geometry g = en_passant_squares(*p.en_passant, p.side_to_move);
  const int checker = lowest_square(checkers);
  if (checker == g.pawn) return false;
  return !(b.is_slider(checker) && (squares_between(king, checker) & square_bit(g.origin)) != 0);
}

// Castling: the king of color `c` a right needs, and whether the right's rook is where it must be.
struct castling_check {
  int king;      // the king of that color on its back rank (the first from the a-file), or -1
  int rook;      // the square the right names: its file on the back rank
  bool king_ok;  // a king on the back rank, not in a corner
  bool rook_ok;  // a rook of that color on `rook`, on the right's side of the king (when there is one)
};
[[nodiscard]] constexpr castling_check check_castling_right(const board_sets& b, color c, castling_side side,
                                                            int file) noexcept {
  const int back = c == color::white ? 0 : 7;
  const bitboard kings = b.of(c, piece_type::king) & rank_mask(back);
  castling_check r{kings == 0 ? -1 : lowest_square(kings), back * 8 + file, false, false};
  const int king_file = r.king & 7;
  r.king_ok = r.king >= 0 && king_file > 0 && king_file < 7;
  r.rook_ok = (b.of(c, piece_type::rook) & square_bit(r.rook)) != 0 &&
              (r.king < 0 || (side == castling_side::king_side ? file > king_file : file < king_file));
  return r;
}

// Standard castling: the king on the e-file, the rook in the corner of its side.
[[nodiscard]] constexpr bool on_standard_squares(const castling_check& check, castling_side side) noexcept {
  return (check.king & 7) == 4 && (check.rook & 7) == (side == castling_side::king_side ? 7 : 0);
}

// The problem code of one castling right under rules `r`, or 0 when the board allows it: a
// variant without castling, then the king, then the rook, then standard chess's squares.
[[nodiscard]] constexpr problem_code castling_fault(const castling_check& check, castling_side side,
                                                    const rules& r) noexcept {
  if (!traits_of(r.variant).castling) return problem_code::castling_not_in_variant;
  if (!check.king_ok) return problem_code::castling_without_king;
  if (!check.rook_ok) return problem_code::castling_without_rook;
  if (r.castling == castling_rules::standard && !on_standard_squares(check, side))
    return problem_code::castling_not_standard;
  return problem_code{};
}

// The rights for which castling_fault finds nothing, its tests written out: validate calls this on
// every position with rights, and the one-line form costs it a few percent.
[[nodiscard]] constexpr castling_rights allowed_castling(const board_sets& b, const position& p,
                                                         const rules& r) noexcept {
  castling_rights allowed;
  if (!traits_of(r.variant).castling) return allowed;
  const bool standard = r.castling == castling_rules::standard;
  for (color c : {color::white, color::black}) {
    for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
      const auto file = p.castling.rook_file(c, side);
      if (!file) continue;
      const castling_check check = check_castling_right(b, c, side, *file);
      if (check.king_ok && check.rook_ok && (!standard || on_standard_squares(check, side)))
        allowed.set(c, side, *file);
    }
  }
  return allowed;
}

// Chess960: both colors start from one back rank, mirrored, and a right lasts only while its king
// and its rook have never moved. So when both colors keep rights, their kings stand on one file,
// and two rights on one side name one file. Under standard castling the squares are fixed, so
// nothing is left to compare. What the rights `allowed` (each one the board allows) contradict, as
// a set of these flags: the kings' files (then nothing else is compared), or a side's rook files.
enum : unsigned { files_of_kings = 1, files_of_king_side = 2, files_of_queen_side = 4 };
[[nodiscard]] constexpr unsigned files_flag(castling_side side) noexcept {
  return side == castling_side::king_side ? files_of_king_side : files_of_queen_side;
}
[[nodiscard]] constexpr bool any_right(const castling_rights& rights, color c) noexcept {
  return rights.has(c, castling_side::king_side) || rights.has(c, castling_side::queen_side);
}
// The king a right of color `c` counts, as check_castling_right finds it (the first from the
// a-file on the back rank), or -1.
[[nodiscard]] constexpr int castling_king(const board_sets& b, color c) noexcept {
  const bitboard kings = b.of(c, piece_type::king) & rank_mask(c == color::white ? 0 : 7);
  return kings == 0 ? -1 : lowest_square(kings);
}
[[nodiscard]] constexpr unsigned castling_file_faults(const board_sets& b, const castling_rights& allowed,
                                                      const rules& r) noexcept {
  if (r.castling != castling_rules::chess960 || !any_right(allowed, color::white) || !any_right(allowed, color::black))
    return 0;
  if ((castling_king(b, color::white) & 7) != (castling_king(b, color::black) & 7)) return files_of_kings;
  unsigned faults = 0;
  for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
    const auto white = allowed.rook_file(color::white, side);
    const auto black = allowed.rook_file(color::black, side);
    if (white && black && *white != *black) faults |= files_flag(side);
  }
  return faults;
}
// The rights `allowed` without those `faults` (castling_file_faults) name: every right of both
// colors when their kings stand apart, else both colors' rights on each side whose rooks do.
[[nodiscard]] constexpr castling_rights without_file_faults(castling_rights allowed, unsigned faults) noexcept {
  if ((faults & files_of_kings) != 0) return castling_rights{};
  for (castling_side side : {castling_side::king_side, castling_side::queen_side}) {
    if ((faults & files_flag(side)) == 0) continue;
    allowed.clear(color::white, side);
    allowed.clear(color::black, side);
  }
  return allowed;
}

// With a sound en passant square: whether a pawn of the side to move attacks it.
[[nodiscard]] constexpr bitboard en_passant_capturers(const board_sets& b, const position& p) noexcept {
  if (!p.en_passant || en_passant_faults(b, p) != 0) return 0;
  const color us = p.side_to_move;
  return attack_table().pawn_attackers[color_index(us)][p.en_passant->index()] & b.of(us, piece_type::pawn);
}

// Whether the kings of the two colors stand side by side (atomic: then neither is in check).
[[nodiscard]] constexpr bool kings_touch(const board_sets& b) noexcept {
  for (bitboard kings = b.of(color::white, piece_type::king); kings != 0; kings &= kings - 1)
    if ((attack_table().king[lowest_square(kings)] & b.of(color::black, piece_type::king)) != 0) return true;
  return false;
}

// The board without the pieces on `gone`.
[[nodiscard]] constexpr board_sets without(const board_sets& b, bitboard gone) noexcept {
  board_sets after = b;
  for (bitboard& set : after.colors) set &= ~gone;
  for (bitboard& set : after.types) set &= ~gone;
  after.occupied &= ~gone;
  return after;
}

// Atomic: a capture explodes the capturing pawn and every piece but a pawn next to where it lands.
// Legal when the side to move keeps its king out of the blast and, unless the other king explodes
// (which wins), ends out of check (kings side by side are never in check).
[[nodiscard]] constexpr bool atomic_en_passant_legal(const board_sets& b, const position& p,
                                                     bitboard capturers) noexcept {
  const color us = p.side_to_move;
  const color them = opposite(us);
  const en_passant_geometry g = en_passant_squares(*p.en_passant, us);
  const bitboard blast = attack_table().king[g.target];
  const bitboard our_king = b.of(us, piece_type::king);
  if (our_king == 0 || (our_king & blast) != 0) return false;
  if ((b.of(them, piece_type::king) & blast) != 0) return true;
  for (bitboard from = capturers; from != 0; from &= from - 1) {
    const bitboard gone = square_bit(lowest_square(from)) | square_bit(g.pawn) | (blast & ~b.of(piece_type::pawn));
    const board_sets after = without(b, gone);
    if (kings_touch(after)) return true;
    bool safe = true;
    for (bitboard kings = our_king; kings != 0 && safe; kings &= kings - 1)
      safe = attackers_of(after, lowest_square(kings), them, after.occupied) == 0;
    if (safe) return true;
  }
  return false;
}

// Whether some en passant capture is legal under rules `r`: in chess, it leaves no king of the side
// to move attacked; antichess knows no check; atomic explodes.
[[nodiscard]] constexpr bool en_passant_legal(const board_sets& b, const position& p, const rules& r) noexcept {
  const bitboard capturers = en_passant_capturers(b, p);
  if (capturers == 0) return false;
  if (traits_of(r.variant).kings == king_rule::any_number) return true;
  if (traits_of(r.variant).explosions) return atomic_en_passant_legal(b, p, capturers);
  const color us = p.side_to_move;
  const color them = opposite(us);
  const en_passant_geometry g = en_passant_squares(*p.en_passant, us);
  board_sets after = b;  // the captured pawn is gone
  after.colors[color_index(them)] &= ~square_bit(g.pawn);
  after.types[static_cast<int>(piece_type::pawn)] &= ~square_bit(g.pawn);
  for (bitboard from = capturers; from != 0; from &= from - 1) {
    const bitboard occupied =
        (b.occupied & ~square_bit(lowest_square(from)) & ~square_bit(g.pawn)) | square_bit(g.target);
    bool safe = true;
    for (bitboard kings = b.of(us, piece_type::king); kings != 0 && safe; kings &= kings - 1)
      safe = attackers_of(after, lowest_square(kings), them, occupied) == 0;
    if (safe) return true;
  }
  return false;
}

}  // namespace detail

}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_BOARDS_HPP
