// ostream.hpp: operator<< for fen's types: on a std::ostream, the text fen/fmt.hpp's formatters
// print by default.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// An optional layer, in the manner of {fmt}'s ostream.h: `fen/fen.hpp`, `fen/validate.hpp` and
// `fen/epd.hpp` keep <ostream> and <iostream> out, and this header brings <ostream> in for those
// who print with streams. It includes those three headers and needs no {fmt}.
//
//     std::cout << pos << '\n';                          // the FEN, as fen::serialize writes it
//     std::cout << pos.at(sq) << " on " << sq << '\n';   // "N on f3"
//     if (!r) std::cerr << r.error() << '\n';            // the message
//     std::cout << fen::validate(pos) << '\n';           // one problem per line
//
// Each operator<< lives in namespace fen, where argument-dependent lookup finds it, and prints
// exactly what `fmt::format("{}", x)` prints with fen/fmt.hpp, for the same types: both take the
// text from the same functions of the core headers (serialize, name, message, write_epd), and a
// test holds them to it (tests/output_fmt.cpp). fmt.hpp's spec letters ({:d} diagrams, {:u} figurines,
// {:c} codes) have no stream form. A `fen::fixed_string` (what serialize and message return)
// streams by fen.hpp's own operator<<, which this header leaves alone.
//
// Contents, in the order of the banners below:
//   Vocabulary   position, piece, square, color, piece_type
//   Errors       error_code, field, error
//   Validation   severity, problem_code, problem, validation_report
//   EPD          basic_epd_record, epd_operand, epd_operand_kind, epd_error_code, epd_error
//
// ---------------------------------------------------------------------------------------------
// What each type prints
//
//   fen::position            its FEN, as fen::serialize writes it
//   fen::piece               its FEN letter ('N', 'p'), '.' for no piece
//   fen::square              its name: "e4"
//   fen::color, fen::piece_type, fen::error_code, fen::field, fen::severity, fen::problem_code,
//   fen::epd_operand_kind, fen::epd_error_code
//                            `fen::name(value)`: "white", "knight", "invalid_castling", "side to
//                            move", "illegal", "no_king", "string", "invalid_opcode"
//   fen::error, fen::epd_error
//                            its message
//   fen::problem             its severity and message: "illegal: Black has no king"
//   fen::validation_report   one problem per line, no newline after the last; "no problems"
//   fen::basic_epd_record    its EPD line, as fen::write_epd and fen::to_string write it
//   fen::epd_operand         its value: a string's text with its escapes undone, without quotes
//
// Values out of range print as fmt.hpp prints them, read the way the core reads them: an enum
// without an enumerator by the fallback of `fen::name`, a piece by its letter (`piece::to_char`:
// '?' for a byte no piece has), a square by its index modulo 64 (`square::from_index`).
//
// The stream's state
//
// Each operator writes its text as one std::string_view is written: the width (std::setw), the
// fill and std::left / std::right apply to the whole text, and the width goes back to 0 after it,
// as after any formatted output; a text of several lines (a report) is padded as one. A stream
// pads on the left unless told std::left, so `os << std::setw(4) << sq` prints what
// `fmt::format("{:>4}", sq)` does. A stream that has failed is left as it is, and nothing is written.
// ---------------------------------------------------------------------------------------------

#ifndef FEN_OSTREAM_HPP
#define FEN_OSTREAM_HPP

#include "epd.hpp"
#include "fen.hpp"
#include "validate.hpp"

#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>

namespace fen {
/// \addtogroup formatting
/// @{

// =============================================================================================
// Vocabulary
// =============================================================================================

/// Prints a position's FEN, as `fen::serialize(p)` writes it.
///
///     std::cout << fen::start_position;   // rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
inline std::ostream& operator<<(std::ostream& out, const position& p) { return out << serialize(p).view(); }

/// Prints a piece's FEN letter, `p.to_char()`: 'N', 'p', '.' for no piece.
inline std::ostream& operator<<(std::ostream& out, piece p) {
  const char letter = p.to_char();
  return out << std::string_view(&letter, 1);
}

/// Prints a square's name: "e4".
inline std::ostream& operator<<(std::ostream& out, square s) { return out << square::from_index(s.index()).name(); }

/// Prints "white" or "black".
inline std::ostream& operator<<(std::ostream& out, color c) { return out << name(c); }

/// Prints a piece type's name: "knight".
inline std::ostream& operator<<(std::ostream& out, piece_type t) { return out << name(t); }

// =============================================================================================
// Errors
// =============================================================================================

/// Prints an error code's stable name: "invalid_castling".
inline std::ostream& operator<<(std::ostream& out, error_code code) { return out << name(code); }

/// Prints a field's name in words: "side to move".
inline std::ostream& operator<<(std::ostream& out, field f) { return out << name(f); }

/// Prints a parse error's message: "castling: 'X' is not a castling letter ...".
inline std::ostream& operator<<(std::ostream& out, const error& e) { return out << e.message().view(); }

// =============================================================================================
// Validation
// =============================================================================================

/// Prints "illegal" or "unreachable".
inline std::ostream& operator<<(std::ostream& out, severity s) { return out << name(s); }

/// Prints a problem code's stable name: "too_many_kings".
inline std::ostream& operator<<(std::ostream& out, problem_code code) { return out << name(code); }

namespace detail {
// "illegal: Black has no king", appended to `text`.
inline void append_problem_line(std::string& text, const problem& p) {
  text += name(p.severity);
  text += ": ";
  text += p.message().view();
}
}  // namespace detail

/// Prints a problem's severity and message: "illegal: Black has no king".
inline std::ostream& operator<<(std::ostream& out, const problem& p) {
  std::string text;
  detail::append_problem_line(text, p);
  return out << text;
}

/// Prints a report, one problem per line and no newline after the last; "no problems" for a
/// report without any.
inline std::ostream& operator<<(std::ostream& out, const validation_report& report) {
  if (report.empty()) return out << std::string_view("no problems");
  std::string text;
  for (const problem& p : report) {
    if (!text.empty()) text += '\n';
    detail::append_problem_line(text, p);
  }
  return out << text;
}

// =============================================================================================
// EPD
// =============================================================================================

/// Prints a record's EPD line, as `fen::write_epd` and `fen::to_string` write it.
///
///     std::cout << fen::parse_epd(line).value();   // 2rr3k/pp3pp1/... w - - bm Qg6; id "WAC.001";
template <std::size_t MaxOperations, std::size_t MaxOperands>
std::ostream& operator<<(std::ostream& out, const basic_epd_record<MaxOperations, MaxOperands>& record) {
  return out << fen::to_string(record);
}

/// Prints an operand's value: a string's text with its escapes undone, without the quotes
/// (`say "hi"`); a number or a symbol as written (`Nf3`).
inline std::ostream& operator<<(std::ostream& out, const epd_operand& operand) { return out << operand.str(); }

/// Prints "symbol", "number" or "string".
inline std::ostream& operator<<(std::ostream& out, epd_operand_kind kind) { return out << name(kind); }

/// Prints an EPD error code's stable name: "unterminated_string".
inline std::ostream& operator<<(std::ostream& out, epd_error_code code) { return out << name(code); }

/// Prints an EPD error's message: "string operand: no closing '\"'".
inline std::ostream& operator<<(std::ostream& out, const epd_error& e) { return out << e.message().view(); }

/// @}
}  // namespace fen

#endif  // FEN_OSTREAM_HPP
