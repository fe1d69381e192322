// libFuzzer target: `parse` under each rule set (the first byte chooses it) on any bytes, for the
// variants' own notation: crazyhouse pockets and `~`, three-check's checks. Never crashes, never
// reads outside the view; errors are well formed; strict mode accepts nothing lenient mode refuses;
// the parser's two passes agree; what lenient mode reads, serialize writes in a form that reads back
// to the same position, in both check notations, and as an EPD line.
#include "fuzz_support.hpp"

#include <fen/epd.hpp>

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  if (size == 0) return 0;
  fen_fuzz::byte_reader first(data, 1);
  const fen::rules rules = fen_fuzz::make_rules(first);
  const std::string_view text = fen_fuzz::view(data + 1, size - 1);

  const auto lenient = fen::parse(text, {rules, fen::strictness::lenient});
  const auto strict = fen::parse(text, {rules, fen::strictness::strict});
  if (!lenient) fen_fuzz::check_error(text, lenient.error());
  if (!strict) fen_fuzz::check_error(text, strict.error());
  if (strict) {
    FEN_FUZZ_CHECK(lenient.has_value());
    FEN_FUZZ_CHECK(*strict == *lenient);
    // Strict takes the canonical form only: what serialize writes, in one of the check notations.
    fen::serialize_options given{};
    given.checks = fen::check_notation::given;
    FEN_FUZZ_CHECK(fen::serialize(*strict) == text || fen::serialize(*strict, given) == text);
  }
  for (bool strict_mode : {false, true}) {
    fen::detail::parser fast(text, strict_mode, rules.variant);
    fen::detail::parser careful(text, strict_mode, rules.variant);
    const auto fast_result = fast.run_fast_only();
    const auto careful_result = careful.run_careful_only();
    const auto& parsed = strict_mode ? strict : lenient;
    FEN_FUZZ_CHECK(parsed.has_value() == careful_result.has_value());
    if (parsed) FEN_FUZZ_CHECK(*parsed == *careful_result);
    if (!parsed) FEN_FUZZ_CHECK(parsed.error() == careful_result.error());
    // The fast pass reads no variant field: what it takes, the careful parser reads the same
    // (with the variant's start values).
    if (fast_result && parsed) {
      fen::position expected = *fast_result;
      if (rules.variant == fen::variant::crazyhouse) expected.pockets = parsed->pockets;
      if (rules.variant == fen::variant::three_check) expected.checks = parsed->checks;
      FEN_FUZZ_CHECK(expected == *parsed);
    }
  }
  // Only the variant that owns a notation reads it.
  if (lenient) {
    if (lenient->pockets || lenient->promoted != 0) FEN_FUZZ_CHECK(rules.variant == fen::variant::crazyhouse);
    if (lenient->checks) FEN_FUZZ_CHECK(rules.variant == fen::variant::three_check);
    if (rules.variant == fen::variant::crazyhouse) FEN_FUZZ_CHECK(lenient->pockets.has_value());
    if (rules.variant == fen::variant::three_check) FEN_FUZZ_CHECK(lenient->checks.has_value());
  }

  if (lenient && fen_fuzz::castling_rights_on_their_sides(*lenient)) {
    const fen::position& p = *lenient;
    for (fen::check_notation checks : {fen::check_notation::remaining, fen::check_notation::given}) {
      fen::serialize_options options{};
      options.checks = checks;
      const auto written = fen::serialize(p, options);
      FEN_FUZZ_CHECK(written.size() <= fen::max_fen_length);
      const auto back = fen::parse(written, {rules, fen::strictness::lenient});
      FEN_FUZZ_CHECK(back.has_value());
      FEN_FUZZ_CHECK(*back == p);
    }
    fen::epd_record record{};
    record.position = p;
    const auto line = fen::serialize_epd(record);
    FEN_FUZZ_CHECK(line.has_value());
    const auto epd = fen::parse_epd(line->view(), fen::parse_options{rules});
    FEN_FUZZ_CHECK(epd.has_value());
    fen::position expected = p;
    expected.halfmove_clock = 0;
    expected.fullmove_number = 1;
    FEN_FUZZ_CHECK(epd->position == expected);
  }
  // EPD lines under the rule set never crash either.
  (void)fen::parse_epd(text, fen::parse_options{rules, fen::strictness::lenient});
  (void)fen::parse_epd(text, fen::parse_options{rules, fen::strictness::strict});
  return 0;
}
