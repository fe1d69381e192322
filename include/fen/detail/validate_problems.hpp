// fen/detail/validate_problems.hpp: problem and its message, validation_report.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/validate.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VALIDATE_PROBLEMS_HPP
#define FEN_DETAIL_VALIDATE_PROBLEMS_HPP

#include "validate_boards.hpp"

namespace fen {
/// \addtogroup validate
/// @{

// =============================================================================================
// Problems
// =============================================================================================

/// One thing wrong with a position: a stable code, its severity, where it is and whose it is, and
/// what the message needs. Compare `code`; show `message()`.
///
///     for (const fen::problem& p : fen::validate(pos)) std::printf("%s\n", p.message().c_str());
struct problem {
  /// What is wrong: a stable code, listed in docs/validation.md.
  problem_code code{};
  /// How bad it is: illegal (no engine can play from here) or unreachable.
  fen::severity severity = fen::severity::illegal;
  /// Where: the main square (a king in check, an en passant square, a castling rook's square, the
  /// first of several kings or pawns; White's king or rook for castling_king_files_differ and
  /// castling_rook_files_differ, which are both colors'), when the problem is somewhere.
  std::optional<fen::square> square{};
  /// Whose: the side the problem belongs to (the side without a king, the side in check, the side
  /// to move for en passant problems), when it is someone's.
  std::optional<fen::color> color{};
  /// Which castling right, for the castling codes (the side both colors' rooks are on, for
  /// castling_rook_files_differ; none for castling_king_files_differ).
  std::optional<castling_side> side{};
  /// The pieces on the first two of `squares`, when the message names them (checking pieces); for
  /// racing_kings_material the kind of piece; for too_many_promoted a pawn when every piece counts
  /// (horde's White), a king when kings count too (antichess), none otherwise.
  std::array<piece, 2> pieces{};
  /// Every square involved, as a set: bit i is the square with index i (a1 = bit 0). The kings of
  /// too_many_kings, the pawns of pawn_on_back_rank, the checking pieces, the castling rook's and
  /// king's squares, both kings or both rooks whose files differ, the en passant pawn's square.
  std::uint64_t squares = 0;
  /// A number the message needs: a count of kings, pawns, pieces, checkers or promotions, a
  /// halfmove clock; for the castling codes, 1 when a king of that color stands on its back rank
  /// (castling_not_standard: 2 more when the standard corner holds no rook of that color).
  std::uint32_t value = 0;
  /// The bound `value` breaks: 8 pawns, 16 pieces, the pawns missing, the half-moves played; for
  /// castling_not_in_variant and not_in_variant, the rule set's `fen::variant`.
  std::uint32_t limit = 0;

  /// Plain words a chess player understands: "Black has two kings: e8 and g8".
  [[nodiscard]] constexpr message_string message() const noexcept;

  /// Every member the same.
  friend constexpr bool operator==(const problem& a, const problem& b) noexcept {
    return a.code == b.code && a.severity == b.severity && a.square == b.square && a.color == b.color &&
           a.side == b.side && a.pieces[0] == b.pieces[0] && a.pieces[1] == b.pieces[1] && a.squares == b.squares &&
           a.value == b.value && a.limit == b.limit;
  }
  /// Some member different.
  friend constexpr bool operator!=(const problem& a, const problem& b) noexcept { return !(a == b); }
};

namespace detail {
[[nodiscard]] constexpr std::string_view side_name(color c) noexcept { return c == color::white ? "White" : "Black"; }
[[nodiscard]] constexpr std::string_view side_words(castling_side s) noexcept {
  return s == castling_side::king_side ? "king side" : "queen side";
}
[[nodiscard]] constexpr std::string_view rank_digit(int rank) noexcept {
  return std::string_view("12345678").substr(static_cast<std::size_t>(rank & 7), 1);
}

// "e8", "e8 and g8", "a1, b1 and c1"; beyond `most` squares, "a1, b1, ... and 5 more".
constexpr void append_square_list(message_string& m, bitboard set, int most) noexcept {
  const int total = count_squares(set);
  const int shown = total < most ? total : most;
  for (int listed = 0; listed < shown; ++listed, set &= set - 1) {
    if (listed > 0) m.append(listed == shown - 1 && shown == total ? " and " : ", ");
    m.append(square::from_index(lowest_square(set)).name());
  }
  if (total > shown) {
    m.append(" and ");
    detail::append_decimal(m, static_cast<std::uint64_t>(total - shown));
    m.append(" more");
  }
}

// "the black rook on e8", or "the black rook on e8 and the black knight on d3", or "3 black
// pieces (a1, b2 and c3)".
constexpr void append_attackers(message_string& m, bitboard set, const std::array<piece, 2>& pieces,
                                color by) noexcept {
  const int total = count_squares(set);
  if (total > 2 || total == 0) {
    detail::append_decimal(m, static_cast<std::uint64_t>(total));
    m.append(" ");
    m.append(fen::name(by));
    m.append(" pieces (");
    append_square_list(m, set, 8);
    m.append(")");
    return;
  }
  for (int i = 0; i < total; ++i, set &= set - 1) {
    if (i > 0) m.append(" and ");
    m.append("the ");
    m.append(fen::name(by));
    m.append(" ");
    m.append(fen::name(pieces[static_cast<std::size_t>(i)].type()));
    m.append(" on ");
    m.append(square::from_index(lowest_square(set)).name());
  }
}

constexpr void append_king(message_string& m, color c, square s) noexcept {
  m.append("the ");
  m.append(fen::name(c));
  m.append(" king on ");
  m.append(s.name());
}
}  // namespace detail

constexpr message_string problem::message() const noexcept {
  message_string m;
  detail::traits(code).write(m, *this);
  return m;
}

// =============================================================================================
// Validation report
// =============================================================================================

namespace detail {
struct report_access;
}  // namespace detail

/// Every problem `validate` found, in the order of their codes (White's before Black's). Fixed
/// capacity, no allocation: `max_problems` is enough for any position.
///
///     auto r = fen::validate(p);
///     if (r.has(fen::problem_code::opponent_in_check)) ...
class validation_report {
 public:
  /// The number of problems.
  [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
  /// True when there is no problem (the same as `ok()`).
  [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
  /// The most problems a report holds: enough for every position.
  [[nodiscard]] static constexpr std::size_t capacity() noexcept { return max_problems; }
  /// The first problem, for range-for: `for (const fen::problem& p : report)`.
  [[nodiscard]] constexpr const problem* begin() const noexcept { return items_.data(); }
  /// Past the last problem.
  [[nodiscard]] constexpr const problem* end() const noexcept { return items_.data() + size_; }
  /// The problem at `i` (below `size()`).
  constexpr const problem& operator[](std::size_t i) const noexcept { return items_[i]; }

  /// No problem at all: the position is legal and reachable as far as `validate` can tell.
  [[nodiscard]] constexpr bool ok() const noexcept { return size_ == 0; }
  /// No problem of severity illegal: an engine can play from here.
  [[nodiscard]] constexpr bool legal() const noexcept {
    for (const problem& p : *this)
      if (p.severity == severity::illegal) return false;
    return true;
  }
  /// True when some problem has this code.
  [[nodiscard]] constexpr bool has(problem_code code) const noexcept {
    for (std::size_t i = 0; i < size_; ++i)
      if (items_[i].code == code) return true;
    return false;
  }
  /// How many problems have this code.
  [[nodiscard]] constexpr std::size_t count(problem_code code) const noexcept {
    std::size_t n = 0;
    for (const problem& p : *this)
      if (p.code == code) ++n;
    return n;
  }
  /// The first problem with this code, or nullptr.
  [[nodiscard]] constexpr const problem* find(problem_code code) const noexcept {
    for (const problem& p : *this)
      if (p.code == code) return &p;
    return nullptr;
  }

 private:
  friend struct detail::report_access;
  std::array<problem, max_problems> items_{};
  std::size_t size_ = 0;
};

namespace detail {
struct report_access {
  // `max_occurrences` bounds each code, so the report is never full here; the test keeps the report
  // within its bounds all the same.
  static constexpr void add(validation_report& r, const problem& p) noexcept {
    if (r.size_ < max_problems) r.items_[r.size_++] = p;
  }
};
}  // namespace detail

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VALIDATE_PROBLEMS_HPP
