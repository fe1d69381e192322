// fen.hpp: read, write and hold chess positions in Forsyth-Edwards Notation (FEN).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// This header is the notation layer: the vocabulary (color, piece, square, castling rights), the
// `position` aggregate, `parse`, `serialize` and the parse errors, and a position's transforms
// (mirrored, flipped, rotated) and Chess960 start numbers. It knows nothing of chess rules;
// `fen/validate.hpp` checks whether a position makes sense. Everything here is constexpr and
// noexcept (but `result::value()`, which throws on error), never allocates, and depends on the
// C++17 standard library alone.
//
//     fen::result<fen::position> r = fen::parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//     if (!r) std::puts(r.error().message().c_str());   // "castling: 'X' is not a castling letter" ...
//     fen::position p = *r;
//     auto text = fen::serialize(p);                    // a fixed-capacity string, no allocation
//
// What it holds, one concern a header under fen/detail/ (included in this order):
//   config.hpp, macro_scope.hpp  the C++17 check, the version (FEN_VERSION_*), the user's switches
//                            (FEN_EXCEPTIONS, FEN_NO_SIMD, FEN_SEPARATE_DEFINITIONS) and the
//                            internal macros, all undefined again at the end (macro_unscope.hpp)
//   fixed_string.hpp         fixed_string, what serialize and messages return
//   vocabulary.hpp           color, piece_type, piece, square, castling_side, castling_rights
//   variants.hpp             pockets, remaining_checks, variant and its traits, castling_rules, rules
//   position.hpp             position, start_position, start_fen
//   bitboards.hpp            bitboard, bitboards, to_bitboards, from_bitboards, squares_in
//   castling_letters.hpp     castling_rook_file: which rook a castling letter names
//   transform.hpp            mirrored, flipped_vertical, flipped_horizontal, rotated, colors_swapped
//   chess960.hpp             chess960_start, chess960_number, chess960_numbers: Chess960's numbers
//   errors.hpp               error_code, field, error; error_messages.hpp their plain words
//   result.hpp               result, parse_error
//   parse_tables.hpp         strictness, parse_options, the fast pass's byte tables
//   parse_fields.hpp ...     the parser, declared; its readers defined a field a header:
//                            parse_placement.hpp (with the SSSE3 reader, parse_x86.hpp),
//                            parse_castling.hpp, parse_counters.hpp, and parse.hpp, its outline
//                            and `parse`
//   layout.hpp               text_layout, layout, detect_castling
//   serialize_placement.hpp  castling_notation, serialize_options, the portable writers; the SSSE3
//                            writer in serialize_x86.hpp; rank_layouts.hpp its generated table;
//                            serialize.hpp `serialize` and the `_fen` literal
//   hash.hpp                 std::hash for position, square, piece, castling_rights
// single_include/fen/fen.hpp is all of them in one file, generated (cmake/fen_single_header.cmake).
//
// ---------------------------------------------------------------------------------------------
// What `parse` accepts
//
// Strict mode (`fen::strictness::strict`) takes exactly the canonical form that `serialize` writes:
// six fields separated by single spaces, nothing before or after, castling rights in the order
// white king side, white queen side, black king side, black queen side, each written as `serialize`
// writes it (X-FEN: `KQkq`, or a file letter for a Chess960 rook that is not the outermost one), and
// each castling letter naming a rook that is on the board.
//
// Lenient mode (the default) also takes, and nothing more:
//   1. blanks (space, tab) and line endings (CR, LF) before and after the FEN;
//   2. runs of blanks between fields;
//   3. `_` wherever a blank may stand (positions copied from URLs);
//   4. missing trailing fields: only the placement is required; the defaults are `w - - 0 1`;
//   5. castling letters in any order, and a letter repeated;
//   6. Shredder-FEN castling (file letters `HAha`) and file letters X-FEN would write as `KQkq`,
//      and castling letters whose rook is not on the board (the validator reports those).
// Both modes store the en passant square exactly as written, whichever convention wrote it (after
// every double push, or only when a capture is possible), and store every number exactly as
// written: a fullmove number of 0 stays 0, a halfmove clock of 300 stays 300. The validator, not
// the parser, says whether such values make sense.
//
// Always errors, in both modes: a rank that does not add up to 8 squares (a `0` or `9` included),
// two digits in a row, not exactly 8 ranks, a letter that is not a piece, a side to move other than
// `w` or `b`, a castling letter that is not `KQkq`/`A-H`/`a-h`, `-` mixed with castling letters,
// an en passant field that is not `-` or a square name, a counter that is not plain ASCII digits,
// has a sign or a leading zero or does not fit in 32 bits, a byte outside ASCII, text after the
// fullmove number, and chess-variant notation (`~` promoted pieces, `[pockets]`, three-check
// counters) under a rule set without it, which is reported as not supported rather than misread.
//
// A variant's notation is read when `parse_options::rules` names the variant:
//   - crazyhouse: the pockets after the placement, in brackets (`.../RNBQKBNR[QRbn] w`) or as a
//     ninth rank (`.../RNBQKBNR/QRbn w`, empty: `.../RNBQKBNR/ w`), and `~` after a promoted
//     knight, bishop, rook or queen. Without pockets, lenient mode gives empty ones; strict mode
//     wants the brackets.
//   - three-check: the checks still to give, `3+3`, between the en passant field and the counters,
//     or the checks given, `+0+0`, after the counters (each count 0-3). Without them, lenient mode
//     gives 3+3; strict mode wants `3+3` before the counters or `+0+0` after them.
// ---------------------------------------------------------------------------------------------

#ifndef FEN_FEN_HPP
#define FEN_FEN_HPP

// The parts in their order, each after what it needs (so not sorted):
// clang-format off
#include "detail/config.hpp"
#include "detail/macro_scope.hpp"

#include "detail/fixed_string.hpp"
#include "detail/vocabulary.hpp"
#include "detail/variants.hpp"
#include "detail/position.hpp"
#include "detail/bitboards.hpp"
#include "detail/castling_letters.hpp"
#include "detail/transform.hpp"
#include "detail/chess960.hpp"
#include "detail/errors.hpp"
#include "detail/error_messages.hpp"
#include "detail/result.hpp"
#include "detail/parse_tables.hpp"
#include "detail/parse_x86.hpp"
#include "detail/parse_fields.hpp"
#include "detail/parse_placement.hpp"
#include "detail/parse_castling.hpp"
#include "detail/parse_counters.hpp"
#include "detail/parse.hpp"
#include "detail/layout.hpp"
#include "detail/serialize_placement.hpp"
#include "detail/serialize_x86.hpp"
#include "detail/rank_layouts.hpp"
#include "detail/serialize.hpp"
#include "detail/hash.hpp"

#include "detail/macro_unscope.hpp"
// clang-format on

#endif  // FEN_FEN_HPP
