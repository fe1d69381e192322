// fen/detail/validate_helpers.hpp: attackers, checkers, in_check, allowed_castling, the en passant helpers.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_HELPERS_HPP
#define FEN_DETAIL_VALIDATE_HELPERS_HPP

#include "validate_entry.hpp"

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Attacks, castling and en passant
// =============================================================================================

/// The squares of the pieces of `by` that attack `target`, as a set: bit i is the square with
/// index i. Pinned pieces attack too; pieces block sliders as they stand.
[[nodiscard]] constexpr std::uint64_t attackers(const position& p, square target, color by) noexcept {
  const detail::board_sets b = detail::make_board_sets(p);
  return detail::attackers_of(b, target.index(), by, b.occupied);
}

/// The squares of the pieces that attack `c`'s king (a set, as `attackers` gives it), the other king
/// included when it stands next to it; 0 when `c` has no king or several.
[[nodiscard]] constexpr std::uint64_t checkers(const position& p, color c) noexcept {
  const detail::board_sets b = detail::make_board_sets(p);
  const int king = detail::only_king(b, c);
  return king < 0 ? 0 : detail::attackers_of(b, king, opposite(c), b.occupied);
}

/// True when `c` has one king and it is attacked.
[[nodiscard]] constexpr bool in_check(const position& p, color c) noexcept { return checkers(p, c) != 0; }

/// The castling rights of `p` that the board allows under rules `r`: for each right, the king of
/// that color on its back rank, not on the a- or h-file, and a rook of that color on the right's
/// file of the back rank, on the right's side of the king (the king side for `K`, the queen side
/// for `Q`). Standard castling (the default) also wants the king on e1/e8 and the rook in its a- or
/// h-file corner; Chess960 takes any such king and rook; antichess and racing kings allow none.
/// Where a color has several kings on its back rank, the one nearest the a-file counts, as when
/// parsing.
///
///     fen::allowed_castling(p) == p.castling                            // no castling problem
///     fen::allowed_castling(p, fen::rules::chess960())
[[nodiscard]] constexpr castling_rights allowed_castling(const position& p, rules r = {}) noexcept {
  return detail::allowed_castling(detail::make_board_sets(p), p, r);
}

/// Why `p`'s castling right of `c` on `side` is not allowed: the problem `validate` reports for it
/// (castling_without_king when the king is missing or misplaced, else castling_without_rook), or
/// nothing when `p` does not hold that right or the board allows it under rules `r` (see
/// `allowed_castling`; castling_not_standard or castling_not_in_variant for what only the rule set
/// forbids). For editors that switch one right on and want to say why it cannot be.
///
/// Under Chess960 castling, a right the board allows may still contradict the other color's (both
/// colors start from one back rank): then the problem is castling_king_files_differ or
/// castling_rook_files_differ, as `validate` reports it. It is unreachable, not illegal, and it is
/// why `repaired` drops the right.
///
///     fen::castling_problem(p, fen::color::white, fen::castling_side::king_side)->message()
///     // "White may castle king side, but there is no white rook on h1"
[[nodiscard]] constexpr std::optional<problem> castling_problem(const position& p, color c, castling_side side,
                                                                rules r = {}) noexcept {
  const auto file = p.castling.rook_file(c, side);
  if (!file) return std::nullopt;
  const detail::board_sets b = detail::make_board_sets(p);
  const detail::castling_check check = detail::check_castling_right(b, c, side, *file);
  const problem_code code = detail::castling_fault(check, side, r);
  if (code == problem_code::castling_not_standard || code == problem_code::castling_not_in_variant)
    return detail::rule_set_castling_problem(b, code, c, side, check, r);
  if (code != problem_code{}) return detail::castling_right_problem(code, c, side, check);
  // Allowed by the board: under Chess960 castling, it may still contradict the other color's rights.
  if (r.castling != castling_rules::chess960 || !detail::any_right(p.castling, opposite(c))) return std::nullopt;
  const castling_rights allowed = detail::allowed_castling(b, p, r);
  const unsigned faults = detail::castling_file_faults(b, allowed, r);
  if ((faults & detail::files_of_kings) != 0)
    return detail::castling_files_problem(b, allowed, problem_code::castling_king_files_differ, side);
  if ((faults & detail::files_flag(side)) != 0)
    return detail::castling_files_problem(b, allowed, problem_code::castling_rook_files_differ, side);
  return std::nullopt;
}

/// True when an en passant capture is pseudo-legal: the en passant square is sound (on the right
/// rank, the pawn that moved two squares in front of it, the square and the pawn's start square
/// empty) and a pawn of the side to move attacks it. Whether the capture exposes a king is not asked.
[[nodiscard]] constexpr bool en_passant_capture_possible(const position& p) noexcept {
  return p.en_passant && detail::en_passant_capturers(detail::make_board_sets(p), p) != 0;
}

/// True when an en passant capture is legal: possible, and after it no king of the side to move is
/// attacked (the capturing pawn is not pinned, taking the pawn does not open the rank to a rook or
/// queen, and a check is answered).
///
/// Under rules `r`: in antichess there is no check, so a possible capture is legal; in atomic the
/// capture explodes, and is legal when the capturing side's king survives and is then not in check
/// (or the other king explodes).
[[nodiscard]] constexpr bool en_passant_capture_legal(const position& p, rules r = {}) noexcept {
  return p.en_passant && detail::en_passant_legal(detail::make_board_sets(p), p, r);
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_HELPERS_HPP
