// What the validator's test files share: a report as a list of code names, the only problem of a
// code, tables of positions and the codes they must give, and loops over every problem code.
#pragma once

#include "support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

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

/// How a rule set is named in a failed check: "standard", "chess960", "atomic/chess960", ...
inline std::string rules_name(const fen::rules& r) {
  if (r.variant == fen::variant::standard) return std::string(fen::name(r.castling));
  std::string text(fen::name(r.variant));
  if (r.castling != fen::castling_rules::standard) text += "/" + std::string(fen::name(r.castling));
  return text;
}

/// Every rule set: each variant (up to fen::last_variant) with standard and with Chess960 castling,
/// for loops.
inline std::vector<fen::rules> every_rule_set() {
  std::vector<fen::rules> all;
  for (unsigned v = 0; v < fen::variant_count; ++v)
    for (fen::castling_rules c : {fen::castling_rules::standard, fen::castling_rules::chess960})
      all.emplace_back(static_cast<fen::variant>(v), c);
  return all;
}

/// Parses `text` in the notation of rule set `r` (crazyhouse pockets, three-check checks), which
/// must succeed.
inline fen::position must_parse_as(std::string_view text, fen::rules r, fen::strictness mode = lenient) {
  const auto result = fen::parse(text, fen::parse_options{r, mode});
  INFO("input: ", std::string(text));
  const std::string rules = rules_name(r);
  INFO("rules: ", rules);
  REQUIRE_MESSAGE(result.has_value(), doctest::StringMaker<fen::result<fen::position>>::convert(result));
  return *result;
}

/// The codes `validate` gives for a position under rule set `r` (standard chess by default), as
/// `code_list` writes them.
inline std::string codes_of(const fen::position& p, fen::rules r = {}) {
  const auto report = fen::validate(p, r);
  const std::string messages = message_list(report);
  CAPTURE(messages);
  return code_list(report);
}
/// The same for a FEN, read in the notation of `r`.
inline std::string codes_of(std::string_view text, fen::rules r = {}) { return codes_of(must_parse_as(text, r), r); }

/// A set of squares as `problem::squares` holds it.
inline std::uint64_t set_of(std::initializer_list<fen::square> squares) {
  std::uint64_t set = 0;
  for (fen::square s : squares) set |= std::uint64_t{1} << s.index();
  return set;
}

/// The only problem with this code in the report of a position under rule set `r` (standard
/// chess by default).
inline fen::problem only(const fen::position& p, fen::problem_code code, fen::rules r = {}) {
  const auto report = fen::validate(p, r);
  const std::string messages = message_list(report);
  CAPTURE(messages);
  const std::string rules = rules_name(r);
  CAPTURE(rules);
  REQUIRE(report.count(code) == 1);
  return *report.find(code);
}
/// The same for a FEN, read in the notation of `r`.
inline fen::problem only(std::string_view text, fen::problem_code code, fen::rules r = {}) {
  CAPTURE(text);
  return only(must_parse_as(text, r), code, r);
}

/// A position, what validate reports for it, in order, and the rule set it is read and judged by
/// (standard chess unless the row says otherwise).
struct validate_case {
  std::string_view fen;
  std::string_view codes;
  fen::rules rules{};
};

/// Each row's codes, under the row's rule set.
inline void check_cases(std::initializer_list<validate_case> cases) {
  for (const validate_case& c : cases) {
    CAPTURE(c.fen);
    const std::string rules = rules_name(c.rules);
    CAPTURE(rules);
    CHECK(codes_of(c.fen, c.rules) == c.codes);
  }
}
/// Every row under rule set `r`.
inline void check_cases(fen::rules r, std::initializer_list<validate_case> cases) {
  for (const validate_case& c : cases) {
    CAPTURE(c.fen);
    const std::string rules = rules_name(r);
    CAPTURE(rules);
    CHECK(codes_of(c.fen, r) == c.codes);
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
using fen_test::must_parse_as;
using fen_test::only;
using fen_test::set_of;
using P = fen::problem_code;
