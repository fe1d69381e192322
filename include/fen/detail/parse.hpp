// fen/detail/parse.hpp: parse: the parser's outline, and the entry point.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_HPP
#define FEN_DETAIL_PARSE_HPP

#include "macro_scope.hpp"
#include "parse_counters.hpp"

namespace fen {
/// \addtogroup parse
/// @{

namespace detail {

FEN_DETAIL_MEMBERS_BEGIN

// The parser (declared in parse_fields.hpp): both passes in outline.
constexpr result<position> parser::run() noexcept {
  // Most FENs are in the canonical form: a quick pass takes those. Anything else, and every
  // error, goes through the careful parser, which reports the first problem exactly.
  // The fast pass writes into the result that is returned, not into a position copied into it:
  // a copy reads the board right after the pass's 8-byte stores wrote it, and waits for them
  // (with g++ that cost a parse and serialize about a tenth of its time).
  result<position> r(blank_position());
  if (!read_fast(*r))
    r = run_careful();
  else if (reads_pockets_ || reads_checks_)
    r = with_variant_fields(*r);
  return r;
}

constexpr std::optional<position> parser::run_fast_only() const noexcept {
  position p = blank_position();
  if (read_fast(p)) return p;
  return std::nullopt;
}

constexpr result<position> parser::run_careful_only() noexcept { return run_careful(); }

// ---------------------------------------------------------------------------------------------
// The two passes, in outline
// The canonical form (single spaces, six fields, castling `-` or letters from KQkq in that
// order, counters without a leading zero and shorter than 10 digits), with the board checked
// as it is read, into `p`, a blank position. True with the whole FEN in `p`; or false, with `p`
// part written, which sends the FEN to run_careful. Each step moves `at` on to the next field.
constexpr bool parser::read_fast(position& p) const noexcept {
  std::size_t at = 0;
  // Four fields, the text ending right after the en passant field (an EPD line's, or a FEN's
  // without counters): lenient mode takes them, with the counters' defaults (0 and 1).
  return fast_placement(at, p) && fast_side_to_move(at, p) && fast_castling(at, p) && fast_en_passant(at, p) &&
         (at == end_ ? !strict_ || four_fields_ : fast_counters(at, p));
}

// A variant with fields of its own (pockets, checks), when the fast pass read the FEN: it was
// written without them, which lenient mode gives their start values (empty pockets, 3+3) and
// strict mode wants written (the careful parser says so).
constexpr result<position> parser::with_variant_fields(position p) noexcept {
  if (strict_) return run_careful();
  add_notation_defaults(p);
  return p;
}

// A variant's fields that were not written, at their start values (empty pockets, 3+3).
constexpr void parser::add_notation_defaults(position& p) const noexcept {
  if (reads_pockets_ && !p.pockets) p.pockets = std::optional<fen::pockets>(fen::pockets{});
  if (reads_checks_ && !p.checks) p.checks = std::optional<fen::remaining_checks>(fen::remaining_checks{});
}

constexpr result<position> parser::run_careful() noexcept {
  if (read_carefully()) return pos_;
  return error_;
}

// The careful parser's work: true with the position in pos_, or false with the error in error_
// (one result made at the end, not one at each of the many places that stop).
constexpr bool parser::read_carefully() noexcept {
  std::size_t begin = 0;
  if (!strict_) {
    while (begin < end_ && (ends_field(text_[begin]))) ++begin;
    while (end_ > begin && ends_field(text_[end_ - 1])) --end_;
  } else if (!text_.empty() && ends_field(text_[0])) {
    return set_separator_error(0, field::placement);
  }
  if (begin == end_) return set_error(error_code::empty_input, strict_ ? end_ : 0, field::input);

  // Field by field: each ends at the first byte that may separate fields.
  std::size_t at = begin;
  std::size_t stop = field_end(at);
  if (stop == at) return set_error(error_code::missing_field, at, field::placement);
  if (!parse_placement(at, stop) || !pockets_present(stop)) return false;

  for (int index = 1; index <= 5; ++index) {
    const auto f = static_cast<field>(index);
    if (four_fields_ && f == field::halfmove_clock && stop == end_) break;  // an EPD line's four fields
    if (!next_field(stop, f, at)) return missing_field(f);
    if (at == end_) break;  // lenient: the rest take their defaults
    stop = field_end(at);
    if (index >= 4 && is_checks_field(at, stop)) {
      // A variant's checks, where a counter may stand: the counter is the next field.
      if (!parse_checks(at, stop, index)) return false;
      --index;
      continue;
    }
    bool ok = false;
    switch (f) {
      case field::side_to_move: ok = parse_side_to_move(at, stop); break;
      case field::castling: ok = parse_castling(at, stop); break;
      case field::en_passant: ok = parse_en_passant(at, stop); break;
      case field::halfmove_clock: ok = parse_counter(at, stop, f, pos_.halfmove_clock); break;
      default: ok = parse_counter(at, stop, f, pos_.fullmove_number); break;
    }
    if (!ok) return false;
  }
  if (stop < end_ && !read_after_counters(stop)) return false;
  if (!notation_fields_present()) return false;
  add_notation_defaults(pos_);
  return true;
}

// Strict mode wants a variant's pockets, at the end of the placement (`stop`), and its checks
// written out.
constexpr bool parser::pockets_present(std::size_t stop) noexcept {
  if (!strict_ || !reads_pockets_ || pos_.pockets) return true;
  set_error(error_code::missing_field, stop, field::placement);
  error_.expected = '[';
  return false;
}

constexpr bool parser::notation_fields_present() noexcept {
  if (strict_ && reads_checks_ && !pos_.checks) return set_error(error_code::missing_field, end_, field::checks);
  return true;
}

FEN_DETAIL_MEMBERS_END

// What `parse` does, here in this translation unit.
[[nodiscard]] constexpr result<position> parse_here(std::string_view text, parse_options options) noexcept {
  return parser(text, options.mode == strictness::strict, options.rules.variant).run();
}
// The first four fields (and a variant's checks field), read strictly, the text ending where the
// halfmove clock would start; the counters keep their defaults. What strict EPD reads, in one pass.
[[nodiscard]] constexpr result<position> parse_four_fields_strictly(std::string_view text, fen::variant v) noexcept {
  return parser(text, true, v, true).run();
}
#if defined(FEN_SEPARATE_DEFINITIONS) || defined(FEN_DEFINITIONS)
// `parse` at run time, defined once in the program (see Configuration): not inline, not constexpr.
[[nodiscard]] result<position> parse_at_run_time(std::string_view text, parse_options options) noexcept;
#endif
}  // namespace detail

/// Reads a FEN. Never throws, never allocates, never reads outside `text` (which need not end
/// with a NUL). On failure the result holds the first problem: its code, byte offset and message.
///
///     auto r = fen::parse("8/8/8/8/8/8/8/8 w - - 0 1");               // lenient
///     auto s = fen::parse(text, fen::strictness::strict);             // canonical form only
[[nodiscard]] constexpr result<position> parse(std::string_view text, parse_options options = {}) noexcept {
#ifdef FEN_SEPARATE_DEFINITIONS
  if (FEN_DETAIL_CONSTANT_EVALUATED()) return detail::parse_here(text, options);
  return detail::parse_at_run_time(text, options);
#else
  return detail::parse_here(text, options);
#endif
}
#ifdef FEN_DEFINITIONS
// The one definition, in the translation unit that asked for it (see Configuration).
result<position> detail::parse_at_run_time(std::string_view text, parse_options options) noexcept {
  return parse_here(text, options);
}
#endif

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_PARSE_HPP
