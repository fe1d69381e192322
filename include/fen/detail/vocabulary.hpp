// fen/detail/vocabulary.hpp: color, piece_type, piece, square, castling_side, castling_rights.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_VOCABULARY_HPP
#define FEN_DETAIL_VOCABULARY_HPP

#include "config.hpp"
#include "macro_scope.hpp"

namespace fen {
/// \addtogroup position
/// @{

// =============================================================================================
// Vocabulary: color, piece type, piece, square, castling rights
// =============================================================================================

// Values outside the enumerators. The enums below are bytes, and a cast can give one any value:
// every function of fen's takes any value and treats it as documented here, never reading past
// an array. A `color` other than white counts as black; a `castling_side` other than king_side
// counts as queen_side; a `piece_type` above king counts as `piece_type::none`.

/// The two sides. (Any other value counts as black.)
enum class color : std::uint8_t { white = 0, black = 1 };

namespace detail {
// 0 for White, 1 for Black (or any other value): the index of a color in a table.
[[nodiscard]] constexpr unsigned color_index(color c) noexcept { return c == color::white ? 0u : 1u; }
}  // namespace detail

/// The other side.
[[nodiscard]] constexpr color opposite(color c) noexcept { return c == color::white ? color::black : color::white; }

/// "white" or "black".
[[nodiscard]] constexpr std::string_view name(color c) noexcept { return c == color::white ? "white" : "black"; }

/// The six kinds of chessmen, and `none`: the type of no piece (`fen::piece{}.type()`). Any value
/// above `none` counts as `none`.
enum class piece_type : std::uint8_t { pawn = 0, knight = 1, bishop = 2, rook = 3, queen = 4, king = 5, none = 6 };

namespace detail {
// 0-5 for pawn..king, 6 for none or any value out of range: the index of a type in a table.
[[nodiscard]] constexpr unsigned type_index(piece_type t) noexcept {
  return static_cast<unsigned>(t) < 6u ? static_cast<unsigned>(t) : 6u;
}
}  // namespace detail

/// "pawn", "knight", "bishop", "rook", "queen", "king", or "none" (for `none` and any value out of
/// range).
[[nodiscard]] constexpr std::string_view name(piece_type t) noexcept {
  switch (t) {
    case piece_type::pawn: return "pawn";
    case piece_type::knight: return "knight";
    case piece_type::bishop: return "bishop";
    case piece_type::rook: return "rook";
    case piece_type::queen: return "queen";
    case piece_type::king: return "king";
    case piece_type::none: break;
  }
  return "none";
}

namespace detail {
// Index = piece code (see `piece`), value = the FEN letter; '.' for no piece.
inline constexpr char piece_letters[17] = ".PNBRQK??pnbrqk?";
// Index = piece code, value = its type: none for no piece and for the codes no piece has.
inline constexpr piece_type piece_types[16] = {
    piece_type::none, piece_type::pawn,  piece_type::knight, piece_type::bishop, piece_type::rook,   piece_type::queen,
    piece_type::king, piece_type::none,  piece_type::none,   piece_type::pawn,   piece_type::knight, piece_type::bishop,
    piece_type::rook, piece_type::queen, piece_type::king,   piece_type::none};
}  // namespace detail

namespace detail {
struct piece_bytes;
}  // namespace detail

/// A chessman of one color and one type, or no piece at all. One byte; default-constructed empty.
///
///     fen::piece p{fen::color::black, fen::piece_type::knight};   // p.to_char() == 'n'
///
/// The invariant: a piece is no piece (code 0) or one of the twelve chessmen (codes 1-6 and 9-14,
/// see `code()`); the constructors make nothing else. No piece has `type()` `piece_type::none`
/// and `color()` white, so test `is_none()` before asking its color. A byte copied in from
/// elsewhere (memcpy) is read by its low four bits where it is looked up (`code()`, `type()`,
/// `color()`, `to_char()`; codes 7, 8 and 15, which no piece has, read as type none and write `?`)
/// and compared whole by `==` and `is_none()`.
class piece {
 public:
  /// No piece, when value-initialized (`fen::piece{}`); like an int, `fen::piece p;` is uninitialized.
  /// (Trivial on purpose: g++ 12 cannot copy arrays of classes with a non-trivial default
  /// constructor in constant expressions.)
  piece() noexcept = default;
  /// The piece of color `c` and type `t`; no piece when `t` is `piece_type::none` (or above it).
  constexpr piece(fen::color c, fen::piece_type t) noexcept
      : code_(static_cast<std::uint8_t>(
            detail::type_index(t) < 6u ? (detail::color_index(c) << 3) | (detail::type_index(t) + 1u) : 0u)) {}

  /// True for "no piece".
  [[nodiscard]] constexpr bool is_none() const noexcept { return code_ == 0; }
  /// True when there is a piece.
  constexpr explicit operator bool() const noexcept { return code_ != 0; }
  /// Its color; white for no piece.
  [[nodiscard]] constexpr fen::color color() const noexcept { return static_cast<fen::color>((code_ >> 3) & 1u); }
  /// Its type; `piece_type::none` for no piece.
  [[nodiscard]] constexpr fen::piece_type type() const noexcept { return detail::piece_types[code_ & 15u]; }
  /// The FEN letter: `PNBRQK` for White, `pnbrqk` for Black, `.` for no piece.
  [[nodiscard]] constexpr char to_char() const noexcept { return detail::piece_letters[code_ & 15u]; }
  /// The piece a FEN letter stands for, or nothing for any other character.
  [[nodiscard]] static constexpr std::optional<piece> from_char(char c) noexcept;
  /// A small number for table look-ups: 0 for no piece, 1-6 White pawn..king, 9-14 Black: the
  /// type plus one in bits 0-2, the color in bit 3.
  [[nodiscard]] constexpr unsigned code() const noexcept { return code_ & 15u; }

  /// The same piece (or both no piece).
  friend constexpr bool operator==(piece a, piece b) noexcept { return a.code_ == b.code_; }
  /// Different pieces.
  friend constexpr bool operator!=(piece a, piece b) noexcept { return a.code_ != b.code_; }

 private:
  friend struct detail::piece_bytes;  // reads eight squares' bytes at once
  std::uint8_t code_;
};

namespace detail {
struct piece_bytes {
  // The byte itself, not `code()`: a rank's eight are read with one load and masked once.
  [[nodiscard]] static constexpr std::uint8_t raw(piece q) noexcept { return q.code_; }
};
}  // namespace detail

constexpr std::optional<piece> piece::from_char(char c) noexcept {
  for (unsigned code = 1; code < 15; ++code) {
    if (detail::piece_letters[code] == c && c != '?') {
      piece p{};
      p.code_ = static_cast<std::uint8_t>(code);
      return p;
    }
  }
  return std::nullopt;
}

/// Named pieces: `fen::pieces::white_king`, `fen::pieces::black_pawn`, ...
namespace pieces {
/// The piece its name says; `none` is no piece (an empty square).
/// @{
inline constexpr piece none{};
inline constexpr piece white_pawn{color::white, piece_type::pawn};
inline constexpr piece white_knight{color::white, piece_type::knight};
inline constexpr piece white_bishop{color::white, piece_type::bishop};
inline constexpr piece white_rook{color::white, piece_type::rook};
inline constexpr piece white_queen{color::white, piece_type::queen};
inline constexpr piece white_king{color::white, piece_type::king};
inline constexpr piece black_pawn{color::black, piece_type::pawn};
inline constexpr piece black_knight{color::black, piece_type::knight};
inline constexpr piece black_bishop{color::black, piece_type::bishop};
inline constexpr piece black_rook{color::black, piece_type::rook};
inline constexpr piece black_queen{color::black, piece_type::queen};
inline constexpr piece black_king{color::black, piece_type::king};
/// @}
}  // namespace pieces

namespace detail {
inline constexpr char square_names[129] =
    "a1b1c1d1e1f1g1h1a2b2c2d2e2f2g2h2a3b3c3d3e3f3g3h3a4b4c4d4e4f4g4h4"
    "a5b5c5d5e5f5g5h5a6b6c6d6e6f6g6h6a7b7c7d7e7f7g7h7a8b8c8d8e8f8g8h8";
}  // namespace detail

namespace detail {
// Not constexpr on purpose: reached in a constant expression, it stops the compiler there.
inline void square_coordinates_out_of_range() noexcept {}
}  // namespace detail

/// A set of squares, 64 bits: bit i stands for the square with index i (a1 = bit 0, h8 = bit 63).
/// See "Bitboards" below for a position's sets and the squares of a set.
using bitboard = std::uint64_t;

/// One of the 64 squares: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.
/// Files and ranks count from 0: file 0 is the a-file, rank 0 is the first rank.
///
/// Stepping from a square cannot leave the board unnoticed: `offset` and `from_coords` give no
/// square for a file or rank outside 0-7.
///
///     fen::squares::h1.offset(1, 0)    // nothing: there is no file right of h
///     fen::squares::e2.offset(0, 2)    // e4
class square {
 public:
  /// a1 when value-initialized (`fen::square{}`); trivial like `fen::piece`'s.
  square() noexcept = default;
  /// The square on `file` and `rank`, both 0-7. For coordinates that may be off the board, use
  /// `from_coords` or `offset`: here, a file or rank outside 0-7 does not compile in a constant
  /// expression, and at run time is taken modulo 8 (so that the square is always one of the 64).
  constexpr square(int file, int rank) noexcept : index_(static_cast<std::uint8_t>(((rank & 7) << 3) | (file & 7))) {
    if (((file | rank) & ~7) != 0 && detail::is_constant_evaluated()) detail::square_coordinates_out_of_range();
  }
  /// The square with this index, 0-63 (another index is taken modulo 64).
  [[nodiscard]] static constexpr square from_index(int index) noexcept { return square(index & 7, (index >> 3) & 7); }
  /// The square on `file` and `rank`, or nothing when either is outside 0-7.
  [[nodiscard]] static constexpr std::optional<square> from_coords(int file, int rank) noexcept {
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return std::nullopt;
    return square(file, rank);
  }
  /// The square a name such as "e3" stands for (lower-case file, then rank), or nothing.
  [[nodiscard]] static constexpr std::optional<square> from_name(std::string_view name) noexcept {
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8') return std::nullopt;
    return square(name[0] - 'a', name[1] - '1');
  }

  /// 0 (a1) to 63 (h8).
  /// (A byte copied in from elsewhere is read modulo 64, like `from_index`.)
  [[nodiscard]] constexpr int index() const noexcept { return index_ & 63; }
  /// 0 (the a-file) to 7 (the h-file).
  [[nodiscard]] constexpr int file() const noexcept { return index_ & 7; }
  /// 0 (the first rank) to 7 (the eighth).
  [[nodiscard]] constexpr int rank() const noexcept { return (index_ >> 3) & 7; }
  /// "a1" ... "h8".
  [[nodiscard]] constexpr std::string_view name() const noexcept { return {detail::square_names + 2 * index(), 2}; }
  /// The square `files` to the right (towards h) and `ranks` up (towards the eighth rank), or
  /// nothing when that is off the board.
  [[nodiscard]] constexpr std::optional<square> offset(int files, int ranks) const noexcept {
    return from_coords(file() + files, rank() + ranks);
  }
  /// The set holding this square alone.
  [[nodiscard]] constexpr bitboard bit() const noexcept { return bitboard{1} << index_; }

  /// The same square.
  friend constexpr bool operator==(square a, square b) noexcept { return a.index_ == b.index_; }
  /// Different squares.
  friend constexpr bool operator!=(square a, square b) noexcept { return a.index_ != b.index_; }
  /// Ordered by index: a1 < b1 < ... < h1 < a2 < ... < h8.
  friend constexpr bool operator<(square a, square b) noexcept { return a.index_ < b.index_; }
  /// Not after `b` in index order.
  friend constexpr bool operator<=(square a, square b) noexcept { return a.index_ <= b.index_; }
  /// After `b` in index order.
  friend constexpr bool operator>(square a, square b) noexcept { return a.index_ > b.index_; }
  /// Not before `b` in index order.
  friend constexpr bool operator>=(square a, square b) noexcept { return a.index_ >= b.index_; }

 private:
  std::uint8_t index_;
};

/// Named squares: `fen::squares::e4`.
namespace squares {
/// The square its name says: file letter, then rank digit.
/// @{
// clang-format off
inline constexpr square a1{0, 0}, b1{1, 0}, c1{2, 0}, d1{3, 0}, e1{4, 0}, f1{5, 0}, g1{6, 0}, h1{7, 0};
inline constexpr square a2{0, 1}, b2{1, 1}, c2{2, 1}, d2{3, 1}, e2{4, 1}, f2{5, 1}, g2{6, 1}, h2{7, 1};
inline constexpr square a3{0, 2}, b3{1, 2}, c3{2, 2}, d3{3, 2}, e3{4, 2}, f3{5, 2}, g3{6, 2}, h3{7, 2};
inline constexpr square a4{0, 3}, b4{1, 3}, c4{2, 3}, d4{3, 3}, e4{4, 3}, f4{5, 3}, g4{6, 3}, h4{7, 3};
inline constexpr square a5{0, 4}, b5{1, 4}, c5{2, 4}, d5{3, 4}, e5{4, 4}, f5{5, 4}, g5{6, 4}, h5{7, 4};
inline constexpr square a6{0, 5}, b6{1, 5}, c6{2, 5}, d6{3, 5}, e6{4, 5}, f6{5, 5}, g6{6, 5}, h6{7, 5};
inline constexpr square a7{0, 6}, b7{1, 6}, c7{2, 6}, d7{3, 6}, e7{4, 6}, f7{5, 6}, g7{6, 6}, h7{7, 6};
inline constexpr square a8{0, 7}, b8{1, 7}, c8{2, 7}, d8{3, 7}, e8{4, 7}, f8{5, 7}, g8{6, 7}, h8{7, 7};
// clang-format on
/// @}

}  // namespace squares

/// All 64 squares in index order, a1, b1, ..., h1, a2, ..., h8: `for (fen::square s : fen::all_squares)`.
/// (Beside `fen::squares`, not in it, so that `using namespace fen::squares;` brings in the 64 names only.)
inline constexpr std::array<square, 64> all_squares = [] {
  std::array<square, 64> squares{};
  for (int i = 0; i < 64; ++i) squares[static_cast<std::size_t>(i)] = square::from_index(i);
  return squares;
}();

/// The two sides of the king a rook may castle from.
enum class castling_side : std::uint8_t { king_side = 0, queen_side = 1 };

/// Who may still castle, and with which rook: for each color and side, the file (0-7) of the rook
/// that keeps the right, or none. Standard chess uses files a (0) and h (7); Chess960 any file.
/// Rights, not possibilities: a right says nothing about whether castling is possible right now.
class castling_rights {
 public:
  /// No rights at all (`-`).
  constexpr castling_rights() noexcept = default;
  /// All four standard rights (`KQkq`): rooks on the a- and h-files.
  [[nodiscard]] static constexpr castling_rights standard() noexcept {
    castling_rights r;
    r.set(color::white, castling_side::king_side, 7);
    r.set(color::white, castling_side::queen_side, 0);
    r.set(color::black, castling_side::king_side, 7);
    r.set(color::black, castling_side::queen_side, 0);
    return r;
  }

  /// True when `c` may still castle on side `s`.
  [[nodiscard]] constexpr bool has(color c, castling_side s) const noexcept { return files_[slot(c, s)] != no_file; }
  /// The file of the rook that keeps this right, or nothing.
  [[nodiscard]] constexpr std::optional<int> rook_file(color c, castling_side s) const noexcept {
    if (!has(c, s)) return std::nullopt;
    return static_cast<int>(files_[slot(c, s)]);
  }
  /// Grants the right to castle with the rook on `file` (0-7).
  constexpr void set(color c, castling_side s, int file) noexcept {
    files_[slot(c, s)] = static_cast<std::uint8_t>(file & 7);
  }
  /// Takes away `c`'s right to castle on side `s`.
  constexpr void clear(color c, castling_side s) noexcept { files_[slot(c, s)] = no_file; }
  /// Takes away both of `c`'s rights.
  constexpr void clear(color c) noexcept {
    clear(c, castling_side::king_side);
    clear(c, castling_side::queen_side);
  }
  /// True when nobody may castle.
  [[nodiscard]] constexpr bool empty() const noexcept {
    return files_[0] == no_file && files_[1] == no_file && files_[2] == no_file && files_[3] == no_file;
  }

  /// The same rights, with the same rook files.
  friend constexpr bool operator==(const castling_rights& a, const castling_rights& b) noexcept {
    return a.files_[0] == b.files_[0] && a.files_[1] == b.files_[1] && a.files_[2] == b.files_[2] &&
           a.files_[3] == b.files_[3];
  }
  /// Other rights or other rook files.
  friend constexpr bool operator!=(const castling_rights& a, const castling_rights& b) noexcept { return !(a == b); }

 private:
  static constexpr std::uint8_t no_file = 0xFF;
  [[nodiscard]] static constexpr std::size_t slot(color c, castling_side s) noexcept {
    return detail::color_index(c) * 2u + (s == castling_side::king_side ? 0u : 1u);
  }
  std::array<std::uint8_t, 4> files_{{no_file, no_file, no_file, no_file}};
};
/// @}
}  // namespace fen

#endif  // FEN_DETAIL_VOCABULARY_HPP
