// What the EPD test files share: an empty board and lines built on it, and checks that a line
// parses or fails with a code at an offset (the EPD doctest printers are in support.hpp).
#pragma once

#include "support.hpp"

#include <fen/epd.hpp>

#include <string>
#include <string_view>

// Each EPD test file says `using namespace epd_test;` for these names.
namespace epd_test {
using fen::epd_operand;
using fen::epd_operand_kind;
using fen_test::must_parse;
using E = fen::epd_error_code;
using F = fen::error_code;

inline constexpr auto strict = fen::strictness::strict;
inline constexpr auto lenient = fen::strictness::lenient;

// An empty board: the position fields most cases use, and where their operations start.
inline constexpr std::string_view board = "8/8/8/8/8/8/8/8 w - -";
inline std::string line(std::string_view operations) { return std::string(board) + " " + std::string(operations); }
// The offset in `line(operations)` of byte `i` of the operations.
constexpr std::size_t at(std::size_t i) { return board.size() + 1 + i; }

// The record views the line: a temporary line would leave it viewing nothing, so there is no
// overload for one (as in fen::parse_epd).
fen::epd_record must_parse_epd(std::string&& text, fen::strictness mode = lenient) = delete;
inline fen::epd_record must_parse_epd(std::string_view text, fen::strictness mode = lenient) {
  const auto r = fen::parse_epd(text, mode);
  INFO("input: ", std::string(text));
  REQUIRE_MESSAGE(r.has_value(), doctest::StringMaker<fen::epd_error>::convert(r.error()));
  return *r;
}
inline fen::epd_record must_parse_epd(const char* text, fen::strictness mode = lenient) {
  return must_parse_epd(std::string_view(text), mode);
}

// EPD failures are checked by fen_test::check_fails, which picks parse_epd by the code's type.
using fen_test::check_fails;
using fen_test::check_fails_both;
}  // namespace epd_test
