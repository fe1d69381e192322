// validate.hpp: chess rules for a static position: attacks, checks, `validate`, and repairs.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// `fen.hpp` reads and writes positions without judging them; this header says what is wrong with
// one, in plain words, before it reaches an engine. Everything here is constexpr and noexcept, never
// allocates and never reads text.
//
//     fen::validation_report r = fen::validate(position);
//     for (const fen::problem& p : r) std::puts(p.message().c_str());   // "Black has two kings: e8 and g8"
//     if (!r.legal()) ...                                                // an engine cannot play it
//
// What it holds, one concern a header under fen/detail/ (included in this order):
//   validate_codes.hpp          severity, problem_code, each code's traits, max_problems
//   validate_boards.hpp         bitboards, how the attack tables are made, what the checks use
//   attack_tables.hpp           the attack tables as a literal (generated: tools/print_tables/print_tables.cpp)
//   validate_problems.hpp       problem and its message, validation_report
//   validator.hpp               validate_options, the validator, its checks declared
//   validate_rules_board.hpp    kings, back ranks, check, castling rights, the en passant square
//   validate_rules_counts.hpp   material, checkers, counters, the empty board
//   validate_rules_variants.hpp a rule set's castling, the variants' rules, Chess960's files
//   validate_entry.hpp          validate (of a position, or of an EPD record)
//   validate_helpers.hpp        attackers, checkers, in_check, allowed_castling, en passant
//   validate_repair.hpp         repaired, en_passant_output, with_en_passant
// Each rules header holds its checks and the words of their codes.
// single_include/fen/validate.hpp is all of them in one file, beside single_include/fen/fen.hpp.
//
// ---------------------------------------------------------------------------------------------
// The rules (each problem code is listed with its message in docs/validation.md)
//
// Illegal (an engine cannot play from here):
//   - a side without a king, or with more than one;
//   - a pawn on rank 1 or 8;
//   - the side not to move in check (a king next to the other king included);
//   - a castling right whose king and rook are not where castling needs them: the king of that
//     color on its back rank, not in a corner (b- to g-file), and a rook of that color on the
//     right's file of the back rank, on the right's side of the king; by standard rules (the
//     default) also the king on e1/e8 and the rook in its a- or h-file corner, which Chess960
//     (`fen::rules::chess960()`) does not ask;
//   - an en passant square not on rank 6 with White to move (rank 3 with Black to move), or
//     without the pawn that just moved two squares in front of it, or with the square itself or
//     that pawn's start square occupied.
// Unreachable (the position can be played from, but no legal game leads to it):
//   - more than 8 pawns or 16 pieces (pawns and king counted) for a side;
//   - more promoted pieces than missing pawns: queens beyond 1, rooks and knights beyond 2, and
//     bishops beyond 1 on each square colour, against 8 minus the pawns on the board;
//   - three or more checkers; two checkers that no single move gives (see `validate`);
//   - an en passant square with a check the double push cannot have given (from anything but the
//     pawn itself, or a piece it uncovered by leaving its start square);
//   - an en passant square with a halfmove clock other than 0, or before any move was played;
//   - a halfmove clock larger than the half-moves played, 2 * (fullmove - 1) + (1 if Black is to
//     move); a fullmove number of 0; an empty board;
//   - under Chess960 castling, rights of both colors (each one the board allows) that no game
//     keeps, since both colors start from one back rank: kings on different files, or two rights
//     on one side whose rooks stand on different files.
// The rule set (`validate_options::rules`, `fen::rules`) changes these where a variant does:
//   - antichess: no king needed, any number of kings, no check rules, no castling, kings count
//     among promoted pieces; giveaway: the same with castling;
//   - atomic: the side to move may have lost its king; kings side by side are never in check; an
//     explosion can uncover any number of checks;
//   - crazyhouse: pockets and board together hold at most 16 pawns and 32 pieces (both sides),
//     no king in a pocket, and promoted (`~`) pieces stand for missing pawns;
//   - horde: White has no king and up to 36 pawns and pieces, its pawns may stand on rank 1;
//   - racing kings: no pawns, no king in check, no castling, at most the start position's pieces,
//     and the race is over once both kings are on rank 8 with Black to move;
//   - three-check: at most 3 checks left for each side, and not both at 0;
//   - king of the hill: standard rules.
// Pockets, promoted marks or checks in a rule set without them are reported (not_in_variant).
//
// The checks are cheap and run on every position: the board becomes bitboards in one pass, attacks
// come from tables made by walking rays (kept as a literal), and a problem costs work only once found.
// ---------------------------------------------------------------------------------------------

#ifndef FEN_VALIDATE_HPP
#define FEN_VALIDATE_HPP

#include "fen.hpp"

// The parts in their order, each after what it needs (so not sorted):
// clang-format off
#include "detail/macro_scope.hpp"

#include "detail/validate_codes.hpp"
#include "detail/validate_boards.hpp"
#include "detail/attack_tables.hpp"
#include "detail/validate_problems.hpp"
#include "detail/validator.hpp"
#include "detail/validate_rules_board.hpp"
#include "detail/validate_rules_counts.hpp"
#include "detail/validate_rules_variants.hpp"
#include "detail/validate_entry.hpp"
#include "detail/validate_helpers.hpp"
#include "detail/validate_repair.hpp"

#include "detail/macro_unscope.hpp"
// clang-format on

#endif  // FEN_VALIDATE_HPP
