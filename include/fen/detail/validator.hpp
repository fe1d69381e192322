// fen/detail/validator.hpp: validate_options and the validator: one check per family of rules, declared here,
// defined in the validate_rules_*.hpp headers.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATOR_HPP
#define FEN_DETAIL_VALIDATOR_HPP

#include "validate_problems.hpp"

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Validate
//
// The validator runs one check per family of rules, in the order of their codes. Each family
// below is its check and then the words of its codes (the writers `detail::traits` names).
// =============================================================================================

/// What `validate` knows of the position beyond its fields. A position read from an EPD line without
/// `hmvc` or `fmvn` holds 0 and 1 for the counters it was not given: such a counter is not known,
/// and the problems that need it (en passant at move 1, a halfmove clock too large for the move,
/// fullmove 0, an en passant square with a halfmove clock) are not looked for.
///
/// `rules` says which game the position belongs to: standard chess by default (castling with the
/// king on e1/e8 and the rooks in the corners), `fen::rules::chess960()`, or a variant.
struct validate_options {
  /// False when the halfmove clock is a default rather than the game's (an EPD line without `hmvc`).
  bool halfmove_clock_known = true;
  /// False when the fullmove number is a default rather than the game's (an EPD line without `fmvn`).
  bool fullmove_number_known = true;
  /// The rules the position is judged by: standard chess by default.
  fen::rules rules{};
};

/// @}

template <std::size_t MaxOperations, std::size_t MaxOperands>
class basic_epd_record;  // fen/epd.hpp

namespace detail {
class validator {
 public:
  constexpr validator(const position& p, validation_report& report, validate_options options = {}) noexcept
      : p_(p), b_(make_board_sets(p)), report_(report), options_(options) {}

  FEN_DETAIL_INLINE constexpr void run() noexcept {
    check_kings();
    check_back_ranks();
    check_opponent_in_check();
    check_castling();
    const unsigned ep_faults = en_passant_faults(b_, p_);
    check_en_passant(ep_faults);
    check_material();
    check_checkers(ep_faults);
    check_counters();
    check_board_empty();
    if (castling_faults_) check_castling_rules_apart();
    // The rest only a variant, or a variant's fields, can raise.
    if (variant_ != variant::standard || p_.pockets || p_.promoted != 0 || p_.checks) check_variant_rules();
    // Chess960 castling: the rights of the two colors against each other.
    if (options_.rules.castling == castling_rules::chess960 && any_right(p_.castling, color::white) &&
        any_right(p_.castling, color::black))
      check_castling_files_apart();
  }

 private:
  const position& p_;
  board_sets b_;
  validation_report& report_;
  validate_options options_;
  variant variant_ = options_.rules.variant;
  const variant_traits& traits_ = traits_of(options_.rules.variant);
  bool castling_faults_ = false;  // some right the board does not allow (check_castling)

  constexpr void check_kings() noexcept;
  constexpr void check_back_ranks() noexcept;
  constexpr void check_opponent_in_check() noexcept;
  constexpr void check_castling() noexcept;
  constexpr void report_castling() noexcept;
  constexpr void check_en_passant(unsigned faults) noexcept;
  constexpr void check_material() noexcept;
  constexpr void check_checkers(unsigned ep_faults) noexcept;
  constexpr void check_counters() noexcept;
  constexpr void check_board_empty() noexcept;
  constexpr void check_castling_rules() noexcept;
  // Out of the way of the common case, which never calls them.
  FEN_DETAIL_COLD constexpr void check_castling_rules_apart() noexcept { check_castling_rules(); }
  FEN_DETAIL_COLD constexpr void check_variant_material_apart() noexcept { check_variant_material(); }
  FEN_DETAIL_COLD constexpr void check_castling_files_apart() noexcept { check_castling_files(); }
  FEN_DETAIL_COLD constexpr void check_variant_rules() noexcept {
    check_pocket_kings();
    check_racing_kings();
    check_three_check();
    check_variant_fields();
  }
  constexpr void check_variant_material() noexcept;
  template <bool Horde, bool KingsPromote>
  constexpr void check_side_material() noexcept;
  constexpr void check_pocket_kings() noexcept;
  constexpr void check_racing_kings() noexcept;
  constexpr void check_three_check() noexcept;
  constexpr void check_variant_fields() noexcept;
  constexpr void check_crazyhouse_material() noexcept;
  constexpr void check_castling_files() noexcept;

  [[nodiscard]] static constexpr problem make(problem_code code) noexcept {
    problem p{};
    p.code = code;
    p.severity = severity_of(code);
    return p;
  }
  [[nodiscard]] static constexpr problem make(problem_code code, color c) noexcept {
    problem p = make(code);
    p.color = std::optional<color>(c);
    return p;
  }
  static constexpr void set_square(problem& p, int s) noexcept {
    p.square = std::optional<square>(square::from_index(s));
  }
  constexpr void add(const problem& p) noexcept { report_access::add(report_, p); }
  [[nodiscard]] constexpr piece piece_on(int s) const noexcept { return p_.board[static_cast<std::size_t>(s)]; }
  // Fills in the attacking pieces: their squares, and the pieces on the first two.
  constexpr void set_attackers(problem& p, bitboard set) const noexcept {
    p.squares = set;
    p.value = static_cast<std::uint32_t>(count_squares(set));
    for (std::size_t i = 0; i < 2 && set != 0; ++i, set &= set - 1) p.pieces[i] = piece_on(lowest_square(set));
  }
  constexpr void add_count(problem_code code, int c, int value, int limit) noexcept {
    problem p = make(code, static_cast<color>(c));
    p.value = static_cast<std::uint32_t>(value);
    p.limit = static_cast<std::uint32_t>(limit);
    add(p);
  }
};

// The color a problem names (White when it names none) and its square (a1 when it has none).
[[nodiscard]] constexpr color color_of(const problem& p) noexcept { return p.color.value_or(color::white); }
constexpr square square_of(const problem& p) noexcept { return p.square.value_or(square{}); }

// ---------------------------------------------------------------------------------------------
}  // namespace detail
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATOR_HPP
