// fen/detail/parse_fields.hpp: the parser's first layer: the text, the careful parser's position and error,
// and what stands between fields.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_PARSE_FIELDS_HPP
#define FEN_DETAIL_PARSE_FIELDS_HPP

#include "macro_scope.hpp"
#include "parse_tables.hpp"
#include "position.hpp"
#include "result.hpp"

namespace fen::detail {

// The parser reads each field twice over: a fast pass for the canonical form (`fast_*`), and the
// careful parser (`parse_*`) for everything else and for every error. The two readers of a field
// stand side by side, field by field, so that a change to one is seen beside the other;
// unit.fast_path and the fuzz_parse target check that they agree. The parser is built in layers,
// one a header, each deriving from the one before: this one holds the text, the careful parser's
// position and error, and what every field needs; then placement (parse_placement.hpp), side to
// move, castling and en passant (parse_castling.hpp), checks and counters (parse_counters.hpp),
// and last the outline that runs both passes (`parser`, parse.hpp).
class field_reader {
 public:
  constexpr field_reader(std::string_view text, bool strict, fen::variant v = fen::variant::standard,
                         bool four_fields = false) noexcept
      : text_(text),
        end_(text.size()),
        strict_(strict),
        four_fields_(four_fields),
        reads_pockets_(traits_of(v).pockets),
        reads_checks_(traits_of(v).checks) {}

 protected:
  std::string_view text_;
  std::size_t end_;
  bool strict_;
  bool four_fields_;                 // the text ends where the halfmove clock would start (strict EPD)
  bool reads_pockets_;               // the variant writes pockets and `~` marks (traits: crazyhouse)
  bool reads_checks_;                // the variant writes a checks field (traits: three-check)
  position pos_ = blank_position();  // the careful parser's; the fast pass writes into run()'s result
  error error_{};

  // ---------------------------------------------------------------------------------------------
  // The careful parser's errors, and what stands between fields

  constexpr bool set_error(error_code code, std::size_t offset, field f, char byte = '\0') noexcept {
    error_.code = code;
    error_.offset = offset;
    error_.field = f;
    error_.byte = byte;
    return false;
  }
  // A placement error with its rank (`rank_index` 0 for rank 1) and its count.
  constexpr bool set_placement_error(error_code code, std::size_t offset, char byte, int rank_index,
                                     int count = 0) noexcept {
    set_error(code, offset, field::placement, byte);
    error_.rank = static_cast<std::uint8_t>(rank_index + 1);
    error_.count = static_cast<std::uint8_t>(count);
    return false;
  }
  constexpr bool set_separator_error(std::size_t at, field f) noexcept {
    const char c = text_[at];
    if (c == '_') return set_error(error_code::underscore_separator, at, f, c);
    return set_error(error_code::unexpected_whitespace, at, f, c);
  }
  // A field's text that is not what the field wants: a non-ASCII byte in it is named first.
  FEN_DETAIL_COLD constexpr bool field_error(error_code code, std::size_t at, std::size_t stop, field f,
                                             char byte) noexcept {
    for (std::size_t i = at; i < stop; ++i)
      if (!is_ascii(text_[i])) return set_error(error_code::non_ascii, i, f, text_[i]);
    return set_error(code, at, f, byte);
  }

  [[nodiscard]] constexpr std::size_t field_end(std::size_t at) const noexcept {
    while (at < end_ && !ends_field(text_[at])) ++at;
    return at;
  }

  // Steps over what separates the field ending at `stop` from field `f`; `next` is where `f` starts,
  // or end_ when the input ends there (an error in strict mode).
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool next_field(std::size_t stop, field f, std::size_t& next) noexcept {
    if (stop == end_) {
      next = end_;
      if (strict_ && f != field::input) return set_error(error_code::missing_field, end_, f);
      return true;
    }
    if (strict_) {
      if (text_[stop] != ' ') return set_separator_error(stop, f);
      if (stop + 1 == end_ || ends_field(text_[stop + 1])) {
        return stop + 1 == end_ ? set_error(error_code::unexpected_whitespace, stop, f, ' ')
                                : set_separator_error(stop + 1, f);
      }
      next = stop + 1;
      return true;
    }
    std::size_t at = stop;
    while (at < end_ && (is_blank(text_[at]) || text_[at] == '_')) ++at;
    if (at < end_ && is_line_break(text_[at])) return set_error(error_code::unexpected_whitespace, at, f, text_[at]);
    next = at;
    return true;
  }
};

}  // namespace fen::detail

#endif  // FEN_DETAIL_PARSE_FIELDS_HPP
