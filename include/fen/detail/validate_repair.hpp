// fen/detail/validate_repair.hpp: repaired, en_passant_output, with_en_passant, serialize with it.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_REPAIR_HPP
#define FEN_DETAIL_VALIDATE_REPAIR_HPP

#include "validate_helpers.hpp"

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Repair and output
// =============================================================================================

/// A copy of `p` without what cannot be: the castling rights the board does not allow
/// (`allowed_castling`) and an en passant square that no double push can have left (on the wrong
/// rank, without its pawn, with its square or the pawn's start square occupied, or contradicted by a
/// check: problem codes 5-10 and 16). Pieces, side to move and counters are never changed.
///
/// Under rules `r`, the rights dropped are those `allowed_castling(p, r)` refuses, and a check is
/// held against the en passant square only where the rule set judges checks as chess does.
///
/// Under Chess960 castling it also drops the rights that contradict the other color's (codes 32 and
/// 33), of both colors, since a position does not say which color's are wrong: every right when
/// the kings stand on different files, else both colors' rights on a side whose rooks stand on
/// different files. What is left contradicts nothing, and no right is made up or moved to another
/// rook. (`castling_problem` says why each such right goes.)
///
///     // "3r2kr/8/8/8/8/8/8/RK5R w KQkq - 0 1": the kings on b1 and g8, so every right goes
///     fen::repaired(p, fen::rules::chess960()).castling.empty()
[[nodiscard]] constexpr position repaired(const position& p, rules rule_set = {}) noexcept {
  const detail::board_sets b = detail::make_board_sets(p);
  position r = p;
  const castling_rights allowed = detail::allowed_castling(b, p, rule_set);
  r.castling = detail::without_file_faults(allowed, detail::castling_file_faults(b, allowed, rule_set));
  if (p.en_passant) {
    bool drop = detail::en_passant_faults(b, p) != 0;
    const int king = detail::only_king(b, p.side_to_move);
    const variant_traits& game = detail::traits_of(rule_set.variant);
    if (!drop && king >= 0 && game.judges_checks && !(game.explosions && detail::kings_touch(b))) {
      const detail::bitboard checkers =
          detail::attackers_of(b, king, opposite(p.side_to_move), b.occupied) & ~b.of(piece_type::king);
      drop = detail::en_passant_contradicts_check(b, p, checkers, king);
    }
    if (drop) r.en_passant = std::optional<square>{};
  }
  return r;
}

/// Which en passant square a written position shows (the one output choice that needs the rules;
/// the notation choices are `serialize_options`, in fen.hpp).
///  - as_stored: the square as the position holds it (what every writer does by itself).
///  - only_if_legal: the square only when an en passant capture is legal (`en_passant_capture_legal`),
///    `-` otherwise, as most engines and python-chess write it.
///  - only_if_pseudo_legal: the square only when a pawn of the side to move stands ready to capture,
///    legal or not (`en_passant_capture_pseudo_legal`), `-` otherwise: X-FEN's convention, what
///    Stockfish 15 writes, and the rule of the Polyglot key.
/// The choice is here rather than in `serialize_options` because `only_if_legal` needs the rules
/// (pins, checks, the variant), which fen.hpp does not know; one enum keeps the three together.
enum class en_passant_output : std::uint8_t { as_stored = 0, only_if_legal = 1, only_if_pseudo_legal = 2 };

/// How an `en_passant_output` is named: "as_stored", "only_if_legal", "only_if_pseudo_legal"
/// ("unknown" for no choice).
[[nodiscard]] constexpr std::string_view name(en_passant_output e) noexcept {
  switch (e) {
    case en_passant_output::as_stored: return "as_stored";
    case en_passant_output::only_if_legal: return "only_if_legal";
    case en_passant_output::only_if_pseudo_legal: return "only_if_pseudo_legal";
  }
  return "unknown";
}

/// The position to write, with the en passant square as `en_passant` says; nothing else changes.
/// Every writer takes its result, so FEN, EPD, `to_string` and the {fmt} formatters agree:
///
///     fen::serialize(fen::with_en_passant(p, fen::en_passant_output::only_if_legal))
///     record.position = fen::with_en_passant(record.position, fen::en_passant_output::only_if_legal);
[[nodiscard]] constexpr position with_en_passant(const position& p, en_passant_output en_passant,
                                                 rules r = {}) noexcept {
  position written = p;
  if (en_passant == en_passant_output::only_if_legal && p.en_passant && !en_passant_capture_legal(p, r))
    written.en_passant = std::optional<square>{};
  if (en_passant == en_passant_output::only_if_pseudo_legal && !en_passant_capture_pseudo_legal(p))
    written.en_passant = std::optional<square>{};
  return written;
}

/// Writes a position as FEN, with the en passant square as `en_passant` says: a shorthand for
/// `serialize(with_en_passant(p, en_passant), options)`.
///
///     fen::serialize(p, {}, fen::en_passant_output::only_if_legal)
[[nodiscard]] constexpr fen_string serialize(const position& p, serialize_options options, en_passant_output en_passant,
                                             rules r = {}) noexcept {
  return serialize(with_en_passant(p, en_passant, r), options);
}

/// Writes a position as FEN with the default options, the en passant square as `en_passant` says.
[[nodiscard]] constexpr fen_string serialize(const position& p, en_passant_output en_passant) noexcept {
  return serialize(with_en_passant(p, en_passant), serialize_options{});
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_REPAIR_HPP
