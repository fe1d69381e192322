// What the validator's test files share: a report as a list of code names, the only problem of a
// code, tables of positions and the codes they must give, and loops over every problem code.
#pragma once

#include "support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace fen_test {

/// Every problem code lies from the first to the last the header describes: tests loop over these.
inline constexpr int first_problem_code = fen::detail::first_problem_code;
inline constexpr int last_problem_code = fen::detail::last_problem_code;

/// The codes of a report in order, as "no_king too_many_kings" ("" for none).
inline std::string code_list(const fen::validation_report& r) {
  std::string text;
  for (const fen::problem& p : r) {
    if (!text.empty()) text += ' ';
    text += std::string(fen::name(p.code));
  }
  return text;
}

/// Every message of a report, for CAPTURE.
inline std::string message_list(const fen::validation_report& r) {
  std::string text;
  for (const fen::problem& p : r) text += "\n  " + std::string(fen::name(p.code)) + ": " + p.message().str();
  return text;
}

/// The codes `validate` gives for a position, as `code_list` writes them.
inline std::string codes_of(const fen::position& p) {
  const auto r = fen::validate(p);
  const std::string messages = message_list(r);
  CAPTURE(messages);
  return code_list(r);
}
inline std::string codes_of(std::string_view text) { return codes_of(must_parse(text)); }

/// A set of squares as `problem::squares` holds it.
inline std::uint64_t set_of(std::initializer_list<fen::square> squares) {
  std::uint64_t set = 0;
  for (fen::square s : squares) set |= std::uint64_t{1} << s.index();
  return set;
}

/// The only problem with this code in the position's report.
inline fen::problem only(std::string_view text, fen::problem_code code) {
  const auto r = fen::validate(must_parse(text));
  const std::string messages = message_list(r);
  CAPTURE(messages);
  REQUIRE(r.count(code) == 1);
  return *r.find(code);
}

/// A position and what validate reports for it, in order.
struct validate_case {
  std::string_view fen;
  std::string_view codes;
};

inline void check_cases(std::initializer_list<validate_case> cases) {
  for (const validate_case& c : cases) {
    CAPTURE(c.fen);
    CHECK(codes_of(c.fen) == c.codes);
  }
}

/// Fails for each problem code that no row of `cases` (each with a `code`) has, saying what to add.
template <typename Cases>
void check_every_code_has_a_case(const Cases& cases, const std::string& what_to_add) {
  for (int i = first_problem_code; i <= last_problem_code; ++i) {
    const auto code = static_cast<fen::problem_code>(i);
    bool covered = false;
    for (const auto& c : cases) covered = covered || c.code == code;
    if (!covered) FAIL_CHECK(fen::name(code), ": ", what_to_add);
  }
}

}  // namespace fen_test

// The names every validator test file uses.
using namespace fen::squares;
using fen::castling_side;
using fen::color;
using fen_test::check_cases;
using fen_test::code_list;
using fen_test::codes_of;
using fen_test::must_parse;
using fen_test::only;
using fen_test::set_of;
using P = fen::problem_code;
