// fen/detail/variants.hpp: pockets, remaining_checks, variant, castling_rules and rules: which game a position belongs
// to.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VARIANTS_HPP
#define FEN_DETAIL_VARIANTS_HPP

#include "macro_scope.hpp"
#include "vocabulary.hpp"

namespace fen {
/// \addtogroup position
/// @{

/// Crazyhouse: the pieces each side holds in hand, ready to be dropped on the board (a captured
/// piece changes sides and goes to its captor's pocket). A count for each color and piece type.
///
///     fen::pockets hand;
///     hand.add(fen::pieces::white_queen);   // written [Q]
class pockets {
 public:
  /// Empty pockets (`[]`).
  constexpr pockets() noexcept = default;

  /// How many pieces of type `t` `c` holds (0 for `piece_type::none`).
  [[nodiscard]] constexpr int count(color c, piece_type t) const noexcept {
    return detail::type_index(t) < 6u ? counts_[slot(c, t)] : 0;
  }
  /// The most pieces the pockets hold in all (what `parse` reads and `serialize` has room for).
  [[nodiscard]] static constexpr int capacity() noexcept { return 64; }
  /// Sets how many pieces of type `t` `c` holds: at least 0, and at most what keeps the pockets
  /// within `capacity()` (a larger count is cut to that). `piece_type::none`: nothing changes.
  constexpr void set(color c, piece_type t, int n) noexcept {
    if (detail::type_index(t) >= 6u) return;
    const std::size_t i = slot(c, t);
    const int room = capacity() - (total() - counts_[i]);
    counts_[i] = static_cast<std::uint8_t>(n < 0 ? 0 : n > room ? room : n);
  }
  /// One more `p` in its color's pocket (none, or full pockets: nothing changes).
  constexpr void add(piece p) noexcept {
    if (p.type() == piece_type::none || total() >= capacity()) return;
    ++counts_[slot(p.color(), p.type())];
  }
  /// How many pieces `c` holds in all.
  [[nodiscard]] constexpr int total(color c) const noexcept {
    int n = 0;
    for (std::size_t i = 0; i < 6; ++i) n += counts_[slot(c, piece_type::pawn) + i];
    return n;
  }
  /// How many pieces both sides hold.
  [[nodiscard]] constexpr int total() const noexcept {
    int n = 0;
    for (const std::uint8_t k : counts_) n += k;
    return n;
  }
  /// True when neither side holds anything.
  [[nodiscard]] constexpr bool empty() const noexcept { return total() == 0; }

  /// The same count of every piece in hand.
  friend constexpr bool operator==(const pockets& a, const pockets& b) noexcept {
    for (std::size_t i = 0; i < 12; ++i)
      if (a.counts_[i] != b.counts_[i]) return false;
    return true;
  }
  /// Some count different.
  friend constexpr bool operator!=(const pockets& a, const pockets& b) noexcept { return !(a == b); }

 private:
  [[nodiscard]] static constexpr std::size_t slot(color c, piece_type t) noexcept {
    return detail::color_index(c) * 6u + detail::type_index(t);  // callers keep t below none
  }
  std::array<std::uint8_t, 12> counts_{};
};

/// Three-check: how many more checks each side must give to win, 3 each at the start. FEN writes
/// them two ways (see `check_notation`): remaining, `3+3` before the counters, or given, `+0+0`
/// after them.
struct remaining_checks {
  /// The checks White still has to give (0-3).
  std::uint8_t white = 3;
  /// The checks Black still has to give (0-3).
  std::uint8_t black = 3;

  /// The checks `c` still has to give.
  [[nodiscard]] constexpr int of(color c) const noexcept { return c == color::white ? white : black; }

  /// The same counts for both sides.
  friend constexpr bool operator==(const remaining_checks& a, const remaining_checks& b) noexcept {
    return a.white == b.white && a.black == b.black;
  }
  /// Some count different.
  friend constexpr bool operator!=(const remaining_checks& a, const remaining_checks& b) noexcept { return !(a == b); }
};

// =============================================================================================
// Rules
//
// Which game a position belongs to. The notation layer needs it where a variant writes FEN its
// own way (crazyhouse pockets, three-check counters); fen/validate.hpp judges a position by it.
// =============================================================================================

/// The chess variants that travel as FEN. Standard chess is the default everywhere.
enum class variant : std::uint8_t {
  standard = 0,          ///< chess as FIDE plays it
  crazyhouse = 1,        ///< captured pieces go to the captor's pocket and may be dropped (`[QRbn]`, `Q~`)
  three_check = 2,       ///< three checks win (`3+3` or `+0+0`)
  antichess = 3,         ///< captures are compulsory and losing every piece wins; no castling (lichess)
  atomic = 4,            ///< a capture explodes the pieces around it
  king_of_the_hill = 5,  ///< a king on d4, e4, d5 or e5 wins
  racing_kings = 6,      ///< no checks; the first king on rank 8 wins
  horde = 7,             ///< 36 white pawns and pieces, without a king, against a standard black army
  giveaway = 8,          ///< antichess with castling, as python-chess plays it
};

/// Where a variant's kings stand.
enum class king_rule : std::uint8_t {
  one_each,    ///< exactly one king a side (in atomic the side to move may have lost its in an explosion)
  any_number,  ///< kings are ordinary pieces: none, one or several (antichess, giveaway)
  black_only,  ///< White has no king, Black one (horde)
};

/// Which counts of material a variant's positions are held to.
enum class material_rule : std::uint8_t {
  per_side,       ///< at most 8 pawns and 16 pieces a side, no more promoted pieces than missing pawns
  kings_promote,  ///< the same, with a pawn that may promote to a king too (antichess, giveaway)
  horde,          ///< the same for Black; White's horde up to 36 pawns (horde)
  pockets,        ///< both sides together, pockets included (crazyhouse)
  race,           ///< no pawns, and no more pieces than the race starts with (racing kings)
};

/// What fen knows of a variant: its names, its notation, and what `validate` judges. One row per
/// variant (`traits(v)`); every place that treats variants apart asks it.
struct variant_traits {
  std::string_view name;                    ///< the stable snake_case name: "three_check"
  std::string_view words;                   ///< as messages name it: "three-check", "standard chess"
  std::array<std::string_view, 2> aliases;  ///< other programs' names ("zh", "3check"), or empty
  bool pockets;                             ///< the placement has pockets and `~` marks (crazyhouse)
  bool checks;                              ///< a checks field, `3+3` or `+0+0` (three-check)
  bool castling;                            ///< castling rights exist (not in antichess, racing kings)
  king_rule kings;                          ///< how many kings a side has
  material_rule material;                   ///< which material counts hold
  bool judges_checks;                       ///< a check is judged as in chess (opponent in check, checkers)
  bool explosions;                          ///< a capture explodes what stands around it (atomic)
  bool white_pawns_on_first_rank;           ///< White's pawns may stand on rank 1 (horde)
};

/// The traits of variant `v`; a value outside the enumeration gets a row named "unknown".
[[nodiscard]] constexpr variant_traits traits(variant v) noexcept {
  using k = king_rule;
  using m = material_rule;
  // The names are `sv` literals: a std::string_view made from a plain literal counts its characters,
  // which a compiler evaluating a constant expression does one call at a time, and last_variant and
  // variant_table evaluate this function for every variant in every file that includes fen. (The
  // same for the names of error_code and problem_code: with plain literals, a file that parses one
  // FEN and includes fen/validate.hpp cost clang 14 100 M more instructions; callgrind, 2026-12.)
  using namespace std::string_view_literals;
  // name, words, aliases, pockets, checks, castling, kings, material, judges checks, explosions,
  // White's pawns on rank 1.
  switch (v) {
    case variant::standard:
      return {"standard"sv, "standard chess"sv, {"chess"sv, ""sv}, false, false,
              true,         k::one_each,        m::per_side,       true,  false,
              false};
    case variant::crazyhouse:
      return {"crazyhouse"sv, "crazyhouse"sv, {"zh"sv, ""sv}, true,  false, true,
              k::one_each,    m::pockets,     true,           false, false};
    case variant::three_check:
      return {"three_check"sv,
              "three-check"sv,
              {"3check"sv, "threecheck"sv},
              false,
              true,
              true,
              k::one_each,
              m::per_side,
              true,
              false,
              false};
    case variant::antichess:
      return {"antichess"sv, "antichess"sv,    {""sv, ""sv}, false, false, false,
              k::any_number, m::kings_promote, false,        false, false};
    case variant::atomic:
      return {"atomic"sv, "atomic"sv, {""sv, ""sv}, false, false, true, k::one_each, m::per_side, true, true, false};
    case variant::king_of_the_hill:
      return {"king_of_the_hill"sv,
              "king of the hill"sv,
              {"koth"sv, "kingofthehill"sv},
              false,
              false,
              true,
              k::one_each,
              m::per_side,
              true,
              false,
              false};
    case variant::racing_kings:
      return {"racing_kings"sv,
              "racing kings"sv,
              {"racingkings"sv, ""sv},
              false,
              false,
              false,
              k::one_each,
              m::race,
              false,
              false,
              false};
    case variant::horde:
      return {"horde"sv, "horde"sv, {""sv, ""sv}, false, false, true, k::black_only, m::horde, true, false, true};
    case variant::giveaway:
      return {"giveaway"sv, "giveaway"sv,  {"suicide"sv, ""sv}, false, false,
              true,         k::any_number, m::kings_promote,    false, false,
              false};
  }
  return {"unknown"sv, "this variant"sv, {""sv, ""sv}, false, false, true,
          k::one_each, m::per_side,      true,         false, false};
}

/// The stable snake_case name of a variant: "standard", "crazyhouse", "three_check", ...
[[nodiscard]] constexpr std::string_view name(variant v) noexcept { return traits(v).name; }

namespace detail {
// The last variant: the one before the first value without a name, so that a new enumerator is in
// every loop over the variants (variant_from_name, the tests' rule sets, the tool's help) at once.
[[nodiscard]] constexpr variant find_last_variant() noexcept {
  using namespace std::string_view_literals;
  unsigned v = 0;
  while (traits(static_cast<variant>(v + 1)).name != "unknown"sv) ++v;
  return static_cast<variant>(v);
}
}  // namespace detail

/// The last enumerator of `variant`: loops over every variant run from `variant::standard` to it.
inline constexpr variant last_variant = detail::find_last_variant();
/// How many variants there are.
inline constexpr std::size_t variant_count = static_cast<std::size_t>(last_variant) + 1;

namespace detail {
// traits() as a table, made once at compile time: what the library asks at run time, where a
// switch that builds the row would cost parse a tenth of its instructions. (A plain array, not a
// std::array: one class template fewer for every file to instantiate, and no operator[] to inline.)
struct variant_rows {
  variant_traits row[variant_count + 1];
};
[[nodiscard]] constexpr variant_rows make_variant_table() noexcept {
  variant_rows table{};
  for (std::size_t v = 0; v <= variant_count; ++v) table.row[v] = traits(static_cast<variant>(v));
  return table;
}
inline constexpr variant_rows variant_table = make_variant_table();
// The row of `v` (the last row, "unknown", for a value outside the enumeration).
[[nodiscard]] constexpr const variant_traits& traits_of(variant v) noexcept {
  const auto i = static_cast<std::size_t>(v);
  return variant_table.row[i < variant_count ? i : variant_count];
}
}  // namespace detail

namespace detail {
// Lower case, with '-' and ' ' read as '_': "Three-Check" and "three check" are "three_check".
[[nodiscard]] constexpr bool same_variant_name(std::string_view text, std::string_view name) noexcept {
  if (text.size() != name.size()) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
    if (c == '-' || c == ' ') c = '_';
    if (c != name[i]) return false;
  }
  return true;
}
}  // namespace detail

/// The variant a name stands for: `name(v)` in any case, with `-` or a space for `_`, and the names
/// other programs use (`traits(v).aliases`): "chess" (standard), "zh" (crazyhouse), "3check" and
/// "threecheck", "suicide" (giveaway), "koth" and "kingofthehill", "racingkings". Nothing for any
/// other text.
[[nodiscard]] constexpr std::optional<variant> variant_from_name(std::string_view text) noexcept {
  for (unsigned v = 0; v < variant_count; ++v)
    if (detail::same_variant_name(text, name(static_cast<variant>(v)))) return static_cast<variant>(v);
  for (unsigned v = 0; v < variant_count; ++v)
    for (const std::string_view alias : traits(static_cast<variant>(v)).aliases)
      if (!alias.empty() && detail::same_variant_name(text, alias)) return static_cast<variant>(v);
  return std::nullopt;
}

/// Where a castling rook and king may stand.
///  - standard: the king on e1/e8 and the rook in its a- or h-file corner.
///  - chess960: the king anywhere between its rooks on the back rank (Fischer random chess).
enum class castling_rules : std::uint8_t { standard = 0, chess960 = 1 };

/// How a `castling_rules` is named: "standard", "chess960".
[[nodiscard]] constexpr std::string_view name(castling_rules c) noexcept {
  switch (c) {
    case castling_rules::standard: return "standard";
    case castling_rules::chess960: return "chess960";
  }
  return "unknown";
}

/// The rules a position is read and judged by: a variant and its castling. Taken by `parse` (for a
/// variant's notation), `validate` and every helper that depends on the rules. The default is
/// standard chess; Chess960 is `fen::rules::chess960()`, a variant's Chess960 form (atomic960)
/// `{fen::variant::atomic, fen::castling_rules::chess960}`.
struct rules {
  /// The game: standard chess (the default) or a variant.
  fen::variant variant = fen::variant::standard;
  /// How castling works: standard (the default) or Chess960.
  fen::castling_rules castling = fen::castling_rules::standard;

  constexpr rules() noexcept = default;
  /// Variant `v` with castling `c` (standard unless given).
  constexpr rules(fen::variant v, fen::castling_rules c = fen::castling_rules::standard) noexcept
      : variant(v), castling(c) {}
  /// Fischer random chess: standard chess with Chess960 castling.
  [[nodiscard]] static constexpr rules chess960() noexcept {
    return {fen::variant::standard, fen::castling_rules::chess960};
  }

  /// The same variant and the same castling.
  friend constexpr bool operator==(const rules& a, const rules& b) noexcept {
    return a.variant == b.variant && a.castling == b.castling;
  }
  /// Another variant or another castling.
  friend constexpr bool operator!=(const rules& a, const rules& b) noexcept { return !(a == b); }
};

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VARIANTS_HPP
