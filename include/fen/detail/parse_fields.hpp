// fen/detail/parse_fields.hpp: the parser: its state (the text, the careful parser's position and
// error), what stands between fields, and each field's readers, declared here and defined by field.
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
// unit.fast_path and the fuzz_parse target check that they agree. One class, declared here with
// what every field needs; each field's readers are defined in a header of their own: placement
// (parse_placement.hpp), side to move, castling and en passant (parse_castling.hpp), checks and
// counters (parse_counters.hpp), and the outline that runs both passes (parse.hpp). (One class, not
// a class a field deriving from the one before: that cost every file that parses 2 % more code
// for its compiler to optimise, 27 M of clang 14's instructions and 22 M of g++ 12's; 2026-12.)
class parser {
 public:
  constexpr parser(std::string_view text, bool strict, fen::variant v = fen::variant::standard,
                   bool four_fields = false) noexcept
      : text_(text),
        end_(text.size()),
        strict_(strict),
        four_fields_(four_fields),
        reads_pockets_(traits_of(v).pockets),
        reads_checks_(traits_of(v).checks) {}

  [[nodiscard]] constexpr result<position> run() noexcept;
  // The two passes alone: what tests compare with each other.
  [[nodiscard]] constexpr std::optional<position> run_fast_only() const noexcept;
  constexpr result<position> run_careful_only() noexcept;

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

  // ---------------------------------------------------------------------------------------------
  // Placement, and crazyhouse's pockets (parse_placement.hpp)
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_placement(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_placement_portable(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_placement(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] constexpr bool too_few_ranks(std::size_t at, int rank) noexcept;
  [[nodiscard]] constexpr bool mark_promoted(std::size_t i, int last_piece) noexcept;
  [[nodiscard]] constexpr bool parse_bracket_pockets(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] constexpr bool parse_pocket_letters(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] constexpr bool is_pocket(std::size_t at, std::size_t stop) const noexcept;
  [[nodiscard]] constexpr bool short_rank(std::size_t at, int rank, int file) noexcept;
  [[nodiscard]] static constexpr piece piece_from_code(unsigned code) noexcept;

  // ---------------------------------------------------------------------------------------------
  // Side to move, castling, en passant (parse_castling.hpp)
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_side_to_move(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_side_to_move(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_castling(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_castling(std::size_t at, std::size_t stop) noexcept;
  // The right one castling letter gives.
  struct castling_right {
    color side_color = color::white;
    castling_side side = castling_side::king_side;
    int file = 0;
  };
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool read_castling_letter(std::size_t i, castling_right& right) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool record_castling_right(std::size_t i, const castling_right& right,
                                                                     int& last_slot) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool castling_rooks_present(std::size_t at, std::size_t stop) noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_en_passant(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_en_passant(std::size_t at, std::size_t stop) noexcept;

  // ---------------------------------------------------------------------------------------------
  // Three-check's checks and the two counters (parse_counters.hpp)
  [[nodiscard]] constexpr bool is_checks_field(std::size_t at, std::size_t stop) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_checks(std::size_t at, std::size_t stop, int slot) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool read_after_counters(std::size_t stop) noexcept;
  constexpr bool missing_field(field f) noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_counters(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool fast_long_counters(std::size_t& i, position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool fast_counter(std::size_t& i, std::uint32_t& out) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool parse_counter(std::size_t at, std::size_t stop, field f,
                                                             std::uint32_t& out) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool counter_byte_error(std::size_t i, std::size_t at, std::size_t stop,
                                                                  field f) noexcept;

  // ---------------------------------------------------------------------------------------------
  // The two passes, in outline (parse.hpp)
  [[nodiscard]] FEN_DETAIL_INLINE constexpr bool read_fast(position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr result<position> with_variant_fields(position p) noexcept;
  constexpr void add_notation_defaults(position& p) const noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr result<position> run_careful() noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool read_carefully() noexcept;
  [[nodiscard]] constexpr bool pockets_present(std::size_t stop) noexcept;
  [[nodiscard]] FEN_DETAIL_COLD constexpr bool notation_fields_present() noexcept;
};

}  // namespace fen::detail

#endif  // FEN_DETAIL_PARSE_FIELDS_HPP
