// fen/detail/position.hpp: position, start_position, start_fen, en_passant_capture_pseudo_legal.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_POSITION_HPP
#define FEN_DETAIL_POSITION_HPP

#include "macro_scope.hpp"
#include "variants.hpp"

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Position
// =============================================================================================

/// A chess position as FEN writes it. A plain aggregate with no hidden state: change any member
/// freely. Not necessarily legal: `fen::validate` (fen/validate.hpp) says whether it is.
struct position {
  /// What stands on each square, indexed by `square::index()` (a1 = 0 ... h8 = 63).
  std::array<piece, 64> board{};
  /// Whose move it is.
  color side_to_move = color::white;
  /// Who may still castle, and with which rook.
  castling_rights castling{};
  /// The square behind a pawn that has just moved two squares, if the FEN names one.
  std::optional<square> en_passant{};
  /// Half-moves since the last capture or pawn move (the 50-move rule).
  std::uint32_t halfmove_clock = 0;
  /// Starts at 1 and grows after each Black move.
  std::uint32_t fullmove_number = 1;
  /// Crazyhouse: the pieces in hand (`[QRbn]`); nothing for a rule set without pockets.
  std::optional<fen::pockets> pockets{};
  /// Three-check: the checks each side still has to give (`3+3`); nothing for other rule sets.
  std::optional<fen::remaining_checks> checks{};
  /// Crazyhouse: the squares whose piece is a promoted pawn (`Q~`), as a set: bit i is the square
  /// with index i. Such a piece goes back to the pocket as a pawn when captured.
  std::uint64_t promoted = 0;

  /// What stands on `s`.
  [[nodiscard]] constexpr piece at(square s) const noexcept { return board[static_cast<std::size_t>(s.index())]; }
  /// Puts `p` on `s` (fen::pieces::none empties it).
  constexpr void put(square s, piece p) noexcept { board[static_cast<std::size_t>(s.index())] = p; }

  /// Every field the same.
  friend constexpr bool operator==(const position& a, const position& b) noexcept {
    for (std::size_t i = 0; i < 64; ++i)
      if (a.board[i] != b.board[i]) return false;
    return a.side_to_move == b.side_to_move && a.castling == b.castling && a.en_passant == b.en_passant &&
           a.halfmove_clock == b.halfmove_clock && a.fullmove_number == b.fullmove_number && a.pockets == b.pockets &&
           a.promoted == b.promoted && a.checks == b.checks;
  }
  /// Some field different.
  friend constexpr bool operator!=(const position& a, const position& b) noexcept { return !(a == b); }
};

namespace detail {
[[nodiscard]] constexpr position make_start_position() noexcept {
  constexpr piece_type back_rank[8] = {piece_type::rook, piece_type::knight, piece_type::bishop, piece_type::queen,
                                       piece_type::king, piece_type::bishop, piece_type::knight, piece_type::rook};
  position p{};
  for (int file = 0; file < 8; ++file) {
    p.put(square(file, 0), piece(color::white, back_rank[file]));
    p.put(square(file, 1), piece(color::white, piece_type::pawn));
    p.put(square(file, 6), piece(color::black, piece_type::pawn));
    p.put(square(file, 7), piece(color::black, back_rank[file]));
  }
  p.castling = castling_rights::standard();
  return p;
}
}  // namespace detail

/// The position before the first move.
inline constexpr position start_position = detail::make_start_position();
/// A board with nothing on it, White to move, no castling, no en passant, counters 0 and 1.
inline constexpr position empty_board{};
namespace detail {
// A blank position (`position{}`), made the cheap way at run time. g++ (generic tuning) fills an
// object of more than 80 bytes with zeros by `rep stosq`, whose start-up costs a parse about 8 ns
// (a sixth of it); copying a blank position from memory the compiler cannot see into is a few
// vector moves. A constant expression, and a compiler that cannot tell, make it directly.
// (Measured again 2026-12, g++ 12 -O2: a lenient parse 42 ns with it, 63 ns without.)
inline constexpr position blank_position_storage{};
inline const position* volatile blank_position_address = &blank_position_storage;
[[nodiscard]] constexpr position blank_position() noexcept {
  if (is_constant_evaluated()) return position{};
  return *blank_position_address;
}
}  // namespace detail

/// The FEN of `start_position`.
inline constexpr std::string_view start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Whether a pawn of the side to move stands ready to capture en passant, legal or not: `p` names
/// an en passant square on the rank a double push leaves it (the sixth with White to move, the
/// third with Black), and a pawn of the side to move stands beside that file on the rank in front
/// of it (the fifth, the fourth). Whether the capture is legal (a pin, a check) is not asked: that
/// is `fen::en_passant_capture_legal`, in fen/validate.hpp. This is X-FEN's rule for writing the
/// square, what Stockfish 15 writes, and the rule of the Polyglot key's en passant number.
///
///     fen::en_passant_capture_pseudo_legal("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"_fen)   // true
[[nodiscard]] constexpr bool en_passant_capture_pseudo_legal(const position& p) noexcept {
  if (!p.en_passant) return false;
  const bool white = p.side_to_move == color::white;
  if (p.en_passant->rank() != (white ? 5 : 2)) return false;
  const int file = p.en_passant->file();
  const int rank = white ? 4 : 3;
  const piece pawn(p.side_to_move, piece_type::pawn);
  return (file > 0 && p.at(square(file - 1, rank)) == pawn) || (file < 7 && p.at(square(file + 1, rank)) == pawn);
}

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_POSITION_HPP
