// libFuzzer target: `validate` and the rule helpers on any position, built member by member from
// the fuzzer's bytes, under any rule set (the first byte). Never crashes; the report is well formed
// and agrees with the helpers; `repaired` removes exactly the castling and en passant problems and
// nothing else.
#include "fuzz_support.hpp"

#include <fen/validate.hpp>

namespace {
bool is_repairable(fen::problem_code code) {
  const int n = static_cast<int>(code);
  return (n >= 5 && n <= 10) || code == fen::problem_code::en_passant_impossible_check ||
         code == fen::problem_code::castling_not_standard || code == fen::problem_code::castling_not_in_variant ||
         code == fen::problem_code::castling_king_files_differ || code == fen::problem_code::castling_rook_files_differ;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  fen_fuzz::byte_reader in(data, size);
  const fen::rules rules = fen_fuzz::make_rules(in);
  const fen::position p = fen_fuzz::make_position(in);
  const fen::variant v = rules.variant;

  const fen::validation_report report = fen::validate(p, rules);
  FEN_FUZZ_CHECK(report.size() < fen::validation_report::capacity());  // full would mean one was dropped
  bool illegal = false;
  int last_code = 0;
  for (const fen::problem& problem : report) {
    FEN_FUZZ_CHECK(fen::name(problem.code) != "unknown");
    FEN_FUZZ_CHECK(problem.severity == fen::severity_of(problem.code));
    FEN_FUZZ_CHECK(static_cast<int>(problem.code) >= last_code);  // in the order of their codes
    last_code = static_cast<int>(problem.code);
    const auto message = problem.message();
    FEN_FUZZ_CHECK(!message.empty());
    FEN_FUZZ_CHECK(message.size() < fen::max_message_length);  // never cut short
    illegal = illegal || problem.severity == fen::severity::illegal;
  }
  FEN_FUZZ_CHECK(report.legal() == !illegal);
  FEN_FUZZ_CHECK(report.ok() == report.empty());

  // The same position, the same report.
  const fen::validation_report again = fen::validate(p, rules);
  FEN_FUZZ_CHECK(again.size() == report.size());
  for (std::size_t i = 0; i < report.size() && i < again.size(); ++i) FEN_FUZZ_CHECK(again[i] == report[i]);

  // The helpers say what the report says.
  const fen::color them = fen::opposite(p.side_to_move);
  if (fen::traits(v).judges_checks && !fen::traits(v).explosions)
    FEN_FUZZ_CHECK(report.has(fen::problem_code::opponent_in_check) == fen::in_check(p, them));
  const fen::castling_rights allowed = fen::allowed_castling(p, rules);
  FEN_FUZZ_CHECK((allowed == p.castling) == (!report.has(fen::problem_code::castling_without_king) &&
                                             !report.has(fen::problem_code::castling_without_rook) &&
                                             !report.has(fen::problem_code::castling_not_standard) &&
                                             !report.has(fen::problem_code::castling_not_in_variant)));
  // castling_problem names, for each right repaired drops, a code validate reports for it.
  const fen::position r = fen::repaired(p, rules);
  for (fen::color c : {fen::color::white, fen::color::black})
    for (fen::castling_side s : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const auto problem = fen::castling_problem(p, c, s, rules);
      FEN_FUZZ_CHECK(problem.has_value() == (p.castling.has(c, s) && !r.castling.has(c, s)));
      if (problem) FEN_FUZZ_CHECK(report.has(problem->code));
      // repaired keeps rights the board allows, and drops more only for the Chess960 file codes.
      if (const auto file = r.castling.rook_file(c, s)) FEN_FUZZ_CHECK(allowed.rook_file(c, s) == file);
    }
  if (r.castling != allowed)
    FEN_FUZZ_CHECK(report.has(fen::problem_code::castling_king_files_differ) ||
                   report.has(fen::problem_code::castling_rook_files_differ));
  for (fen::color c : {fen::color::white, fen::color::black})
    for (fen::castling_side s : {fen::castling_side::king_side, fen::castling_side::queen_side})
      if (const auto file = allowed.rook_file(c, s)) FEN_FUZZ_CHECK(p.castling.rook_file(c, s) == file);
  if (fen::en_passant_capture_legal(p, rules)) FEN_FUZZ_CHECK(fen::en_passant_capture_possible(p));
  if (fen::en_passant_capture_possible(p)) {
    FEN_FUZZ_CHECK(p.en_passant.has_value());
    for (int code = 7; code <= 10; ++code) FEN_FUZZ_CHECK(!report.has(static_cast<fen::problem_code>(code)));
  }

  // repaired: only castling rights and the en passant square change, and their problems go.
  FEN_FUZZ_CHECK(r.board == p.board);
  FEN_FUZZ_CHECK(r.side_to_move == p.side_to_move && r.halfmove_clock == p.halfmove_clock &&
                 r.fullmove_number == p.fullmove_number);
  FEN_FUZZ_CHECK(r.pockets == p.pockets && r.promoted == p.promoted && r.checks == p.checks);
  FEN_FUZZ_CHECK(!r.en_passant || r.en_passant == p.en_passant);
  const fen::validation_report after = fen::validate(r, rules);
  for (const fen::problem& problem : after) FEN_FUZZ_CHECK(!is_repairable(problem.code));
  for (const fen::problem& problem : report)
    if (!is_repairable(problem.code) && problem.code != fen::problem_code::en_passant_halfmove_clock &&
        problem.code != fen::problem_code::en_passant_before_any_move &&
        problem.code != fen::problem_code::too_many_checkers &&
        problem.code != fen::problem_code::impossible_double_check)
      FEN_FUZZ_CHECK(after.has(problem.code));  // what repair does not touch stays
  FEN_FUZZ_CHECK(fen::repaired(r, rules) == r);

  // serialize with en passant only when legal.
  const auto as_stored = fen::serialize(p);
  const auto only_if_legal = fen::serialize(p, {}, fen::en_passant_output::only_if_legal, rules);
  if (!p.en_passant || fen::en_passant_capture_legal(p, rules)) {
    FEN_FUZZ_CHECK(only_if_legal == as_stored);
  } else {
    fen::position without = p;
    without.en_passant.reset();
    FEN_FUZZ_CHECK(only_if_legal == fen::serialize(without));
  }
  return 0;
}
