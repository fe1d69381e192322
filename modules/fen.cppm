// fen.cppm: fen as a C++20 module. `import fen;` gives what fen/fen.hpp, fen/validate.hpp,
// fen/epd.hpp, fen/polyglot.hpp and fen/svg.hpp declare (the formatting headers, which need <ostream> or {fmt},
// stay headers to include). A module interface unit that includes the headers in its global module
// fragment and exports their names: the headers stay the one definition, and the list below is
// every name of namespace fen outside fen::detail (the ctest modules.import builds a program that
// imports it, with clang 16 or later where one is found).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
module;

#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/polyglot.hpp>
#include <fen/svg.hpp>
#include <fen/validate.hpp>

export module fen;

export namespace fen {
using fen::all_squares;
using fen::allowed_castling;
using fen::attackers;
using fen::bad_literal;
using fen::basic_epd_record;
using fen::basic_parse_error;
using fen::bitboard;
using fen::bitboards;
using fen::castling_letter;
using fen::castling_notation;
using fen::castling_problem;
using fen::castling_rights;
using fen::castling_rook_file;
using fen::castling_rules;
using fen::castling_side;
using fen::check_notation;
using fen::checkers;
using fen::chess960_number;
using fen::chess960_numbers;
using fen::chess960_start;
using fen::chess960_start_numbers;
using fen::color;
using fen::colors_swapped;
using fen::contains;
using fen::default_epd_operands;
using fen::default_epd_operations;
using fen::detect_castling;
using fen::empty_board;
using fen::en_passant_capture_legal;
using fen::en_passant_capture_possible;
using fen::en_passant_capture_pseudo_legal;
using fen::en_passant_output;
using fen::epd_counters;
using fen::epd_error;
using fen::epd_error_code;
using fen::epd_opcode_for;
using fen::epd_operand;
using fen::epd_operand_kind;
using fen::epd_operands;
using fen::epd_operation;
using fen::epd_parse_error;
using fen::epd_record;
using fen::epd_result;
using fen::epd_string;
using fen::error;
using fen::error_code;
using fen::fen_string;
using fen::field;
using fen::fixed_string;
using fen::flipped_horizontal;
using fen::flipped_vertical;
using fen::from_bitboards;
using fen::in_check;
using fen::king_rule;
using fen::last_variant;
using fen::layout;
using fen::material_rule;
using fen::max_epd_length;
using fen::max_epd_opcode_length;
using fen::max_fen_length;
using fen::max_message_length;
using fen::max_problems;
using fen::message_string;
using fen::mirrored;
using fen::name;
using fen::opposite;
using fen::parse;
using fen::parse_epd;
using fen::parse_error;
using fen::parse_options;
using fen::piece;
using fen::piece_type;
using fen::pockets;
using fen::polyglot_key;
using fen::position;
using fen::problem;
using fen::problem_code;
using fen::remaining_checks;
using fen::repaired;
using fen::result;
using fen::rotated;
using fen::rules;
using fen::serialize;
using fen::serialize_epd;
using fen::serialize_options;
using fen::severity;
using fen::severity_of;
using fen::square;
using fen::square_count;
using fen::square_range;
using fen::squares_in;
using fen::start_fen;
using fen::start_position;
using fen::strictness;
using fen::svg;
using fen::svg_arrow;
using fen::svg_color;
using fen::svg_colors;
using fen::svg_coordinates;
using fen::svg_options;
using fen::svg_piece;
using fen::text_layout;
using fen::to_bitboards;
using fen::to_epd;
using fen::to_string;
using fen::traits;
using fen::validate;
using fen::validate_options;
using fen::validation_report;
using fen::variant;
using fen::variant_count;
using fen::variant_from_name;
using fen::variant_traits;
using fen::with_en_passant;
using fen::write_epd;
}  // namespace fen

export namespace fen::pieces {
using fen::pieces::black_bishop;
using fen::pieces::black_king;
using fen::pieces::black_knight;
using fen::pieces::black_pawn;
using fen::pieces::black_queen;
using fen::pieces::black_rook;
using fen::pieces::none;
using fen::pieces::white_bishop;
using fen::pieces::white_king;
using fen::pieces::white_knight;
using fen::pieces::white_pawn;
using fen::pieces::white_queen;
using fen::pieces::white_rook;
}  // namespace fen::pieces

export namespace fen::squares {
using fen::squares::a1;
using fen::squares::a2;
using fen::squares::a3;
using fen::squares::a4;
using fen::squares::a5;
using fen::squares::a6;
using fen::squares::a7;
using fen::squares::a8;
using fen::squares::b1;
using fen::squares::b2;
using fen::squares::b3;
using fen::squares::b4;
using fen::squares::b5;
using fen::squares::b6;
using fen::squares::b7;
using fen::squares::b8;
using fen::squares::c1;
using fen::squares::c2;
using fen::squares::c3;
using fen::squares::c4;
using fen::squares::c5;
using fen::squares::c6;
using fen::squares::c7;
using fen::squares::c8;
using fen::squares::d1;
using fen::squares::d2;
using fen::squares::d3;
using fen::squares::d4;
using fen::squares::d5;
using fen::squares::d6;
using fen::squares::d7;
using fen::squares::d8;
using fen::squares::e1;
using fen::squares::e2;
using fen::squares::e3;
using fen::squares::e4;
using fen::squares::e5;
using fen::squares::e6;
using fen::squares::e7;
using fen::squares::e8;
using fen::squares::f1;
using fen::squares::f2;
using fen::squares::f3;
using fen::squares::f4;
using fen::squares::f5;
using fen::squares::f6;
using fen::squares::f7;
using fen::squares::f8;
using fen::squares::g1;
using fen::squares::g2;
using fen::squares::g3;
using fen::squares::g4;
using fen::squares::g5;
using fen::squares::g6;
using fen::squares::g7;
using fen::squares::g8;
using fen::squares::h1;
using fen::squares::h2;
using fen::squares::h3;
using fen::squares::h4;
using fen::squares::h5;
using fen::squares::h6;
using fen::squares::h7;
using fen::squares::h8;
}  // namespace fen::squares

export namespace fen::literals {
using fen::literals::operator""_fen;
}  // namespace fen::literals
