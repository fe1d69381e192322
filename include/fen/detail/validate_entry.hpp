// fen/detail/validate_entry.hpp: validate: of a position, or of an EPD record.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_ENTRY_HPP
#define FEN_DETAIL_VALIDATE_ENTRY_HPP

#include "validate_rules_board.hpp"
#include "validate_rules_counts.hpp"
#include "validate_rules_variants.hpp"

namespace fen {
/// \addtogroup validate
/// @{

namespace detail {
#if defined(FEN_SEPARATE_DEFINITIONS) || defined(FEN_DEFINITIONS)
// `validate` at run time, defined once in the program (see fen.hpp's Configuration).
[[nodiscard]] validation_report validate_at_run_time(const position& p, validate_options options) noexcept;
#endif
}  // namespace detail

/// Every problem with a position, each with a stable code, a severity, where it is and whose it is,
/// and a message: see the list at the top of this header. An empty report (`ok()`) means legal and,
/// as far as these rules tell, reachable.
///
/// Two checkers pass when one of them is a piece that just moved and the other a bishop, rook or
/// queen whose line ran through a square that piece may have come from (by its own move backwards,
/// or, on the promotion rank, a pawn's move), or when both are sliders whose lines ran through the
/// two squares an en passant capture empties. Everything else (two knights, two pawns, a pawn and a
/// knight, two pieces on one line through the king, ...) is reported.
///
///     static_assert(fen::validate(fen::start_position).ok());
[[nodiscard]] constexpr validation_report validate(const position& p) noexcept {
#ifdef FEN_SEPARATE_DEFINITIONS
  // At run time, the one definition (see fen.hpp's Configuration). Tested as it is written, so that
  // compilers drop what follows from the code they make for it.
  if (FEN_DETAIL_CONSTANT_EVALUATED()) {
  } else {
    return detail::validate_at_run_time(p, validate_options{});
  }
#endif
  validation_report report;
  detail::validator(p, report).run();
  return report;
}

/// The same, for a position whose counters are not all known (`validate_options`): the problems
/// that need an unknown counter are not looked for.
///
///     fen::validate(p, {true, false})   // the halfmove clock is known, the fullmove number is not
[[nodiscard]] constexpr validation_report validate(const position& p, validate_options options) noexcept {
#ifdef FEN_SEPARATE_DEFINITIONS
  if (FEN_DETAIL_CONSTANT_EVALUATED()) {
  } else {
    return detail::validate_at_run_time(p, options);
  }
#endif
  validation_report report;
  detail::validator(p, report, options).run();
  return report;
}
#ifdef FEN_DEFINITIONS
// The one definition, in the translation unit that asked for it (see fen.hpp's Configuration):
// validate's own body.
validation_report detail::validate_at_run_time(const position& p, validate_options options) noexcept {
  validation_report report;
  validator(p, report, options).run();
  return report;
}
#endif

/// The same, by the rules of `r`: Chess960 or a variant (the counters known).
///
///     fen::validate(p, fen::rules::chess960())
///     fen::validate(p, fen::variant::horde)
[[nodiscard]] constexpr validation_report validate(const position& p, rules r) noexcept {
  return validate(p, validate_options{true, true, r});
}

/// An EPD record's position, with the counters its line gives (`record.counter(field)`): a line
/// without `hmvc` or `fmvn` says nothing of the move, so no problem of that counter is reported.
/// (Defined here for `fen/epd.hpp`'s records; include both headers to call it.)
template <std::size_t MaxOperations, std::size_t MaxOperands>
[[nodiscard]] constexpr validation_report validate(const basic_epd_record<MaxOperations, MaxOperands>& record,
                                                   rules r = {}) noexcept {
  return validate(record.position, validate_options{record.counter(field::halfmove_clock).has_value(),
                                                    record.counter(field::fullmove_number).has_value(), r});
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_ENTRY_HPP
