// epd.hpp: read and write EPD lines (Extended Position Description): a position plus operations.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// An EPD line is the first four FEN fields (placement, side to move, castling, en passant), then
// zero or more operations, each an opcode, its operands and a `;`:
//
//     2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";
//
//     auto r = fen::parse_epd(line);                 // the record, or an epd_error
//     if (!r) std::puts(r.error().message().c_str());
//     auto best = r->find("bm");                     // std::optional<fen::epd_operation>
//     fen::position p = r->position;                 // counters from hmvc/fmvn, or 0 and 1
//     std::string text = fen::to_string(*r);         // the canonical line
//
// Zero copy: a record holds views into the line it was parsed from (opcodes and operands are
// std::string_view), so the line must outlive the record (`parse_epd` refuses a temporary
// std::string for that reason). A string operand keeps its text as written, escapes included;
// `epd_operand::unescape_to`, `value_equals` and `str` give its value.
//
// Operands are kept as text, of three kinds: a string ("..." with `\"` and `\\` escapes), a number
// (an optional sign, digits, and an optional fraction: `12`, `-35`, `+0.5`), and a symbol: any other
// run of printing ASCII bytes without a blank, `;` or `"` (a SAN move such as `Nf3` or `e8=Q+`; this
// is not a SAN parser). `hmvc` and `fmvn` set the position's halfmove clock and fullmove number
// (one table, `detail::epd_special_opcodes`, says so for every place that treats them apart).
//
// What it holds, one concern a header under fen/detail/ (included in this order):
//   epd_operations.hpp   capacities (max_epd_opcode_length, default_epd_operations, max_epd_length
//                        ...), epd_operand_kind, epd_operand, epd_operands, epd_operation
//   epd_record.hpp       basic_epd_record, epd_record
//   epd_errors.hpp       epd_error_code, epd_error, epd_parse_error
//   epd_parse.hpp        the parser, parse_epd
//   epd_serialize.hpp    to_epd, to_string
// single_include/fen/epd.hpp is all of them in one file, beside single_include/fen/fen.hpp.
//
// ---------------------------------------------------------------------------------------------
// What `parse_epd` accepts
//
// Strict mode takes exactly the canonical form that `serialize_epd` writes: the four position fields
// as strict `fen::parse` takes them, then, for each operation, one space, the opcode (a letter,
// then up to 14 letters, digits or `_`), a space before each operand, and `;` right after the last
// operand (or the opcode); nothing after the last `;`. Each opcode appears at most once. Strings
// use only the escapes `\"` and `\\`.
//
// Lenient mode (the default) also takes, and nothing more:
//   1. what lenient `fen::parse` takes in the four position fields (blanks around and between them,
//      `_` between them, castling letters in any order, Shredder-FEN, letters whose rook is missing);
//   2. runs of blanks (space, tab) wherever a space stands, blanks before a `;`, and blanks and line
//      endings (CR, LF) at the end of the line;
//   3. no blank between a `;` and the next opcode;
//   4. no `;` after the last operation, at the end of the line;
//   5. opcodes longer than 15 characters;
//   6. an opcode written twice (but `hmvc` and `fmvn`: their values would contradict); `find`
//      returns the first;
//   7. a backslash in a string that escapes neither `"` nor `\`: it stands for itself;
//   8. a full FEN's counters after the fourth field, one or two (`... w - - 0 1 bm e4`), read as
//      `fen::parse` reads counters and kept as `hmvc` and `fmvn` operations at the record's start;
//      a later `hmvc` or `fmvn` with the same value is that operation again, with another value the
//      error `counter_conflict` (strict: EPD has no counter fields, `invalid_opcode` at the `0`);
//   9. a `;` before the first operation, and empty operations (`;;`) (strict: `missing_opcode`);
//  10. ERET's extra `-` after the en passant field (`... w q - - bm Rxf4;`) (strict: `invalid_opcode`).
//
// Always errors, in both modes: fewer than four position fields, a counter with a `+` (three-check:
// `variant_not_supported`), an opcode that does not start with a letter or holds another byte, a
// string without its closing quote, a `"`
// inside an unquoted operand or right after a string, a byte outside ASCII outside a string, a line
// break inside the line, an `hmvc` or `fmvn` without exactly one counter (digits, no sign, no leading
// zero, at most 4294967295), and more operations or operands than the record holds.
// ---------------------------------------------------------------------------------------------

#ifndef FEN_EPD_HPP
#define FEN_EPD_HPP

#include "fen.hpp"

// The parts in their order, each after what it needs (so not sorted):
// clang-format off
#include "detail/macro_scope.hpp"

#include "detail/epd_operations.hpp"
#include "detail/epd_record.hpp"
#include "detail/epd_errors.hpp"
#include "detail/epd_parse.hpp"
#include "detail/epd_serialize.hpp"

#include "detail/macro_unscope.hpp"
// clang-format on

#endif  // FEN_EPD_HPP
