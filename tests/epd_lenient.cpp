// What lenient parse_epd reads as real files write it, each refused by strict mode with its code:
// a FEN's counters after the fourth field (as hmvc and fmvn), ';' before the first operation and
// empty operations, ERET's extra '-'. And the counters a line gives (record.counter), which
// fen::validate(record) keeps to.
#include "epd_support.hpp"

#include <fen/validate.hpp>

#include <string>

using namespace epd_test;

TEST_CASE("epd lenient: a FEN's counters after the fourth field are hmvc and fmvn") {
  const std::string six = "5N1r/5n1n/ppp3R1/5K2/7k/6p1/6PN/8 w - - 3 41";
  const fen::epd_record alone = must_parse_epd(six);
  CHECK(alone.position.halfmove_clock == 3);
  CHECK(alone.position.fullmove_number == 41);
  CHECK(alone.counter(fen::field::halfmove_clock) == 3u);
  CHECK(alone.counter(fen::field::fullmove_number) == 41u);
  REQUIRE(alone.size() == 2);
  CHECK(alone[0].opcode == "hmvc");
  CHECK(alone[1].opcode == "fmvn");
  CHECK(alone[0].operands[0].text == "3");  // a view of the counter in the line
  CHECK(fen::to_string(alone) == "5N1r/5n1n/ppp3R1/5K2/7k/6p1/6PN/8 w - - hmvc 3; fmvn 41;");

  // Then operations, with or without a ';' before them.
  for (const std::string& text : {six + " bm g6g4", six + " bm g6g4;", six + "; bm g6g4;", six + " ; bm g6g4"}) {
    CAPTURE(text);
    const fen::epd_record r = must_parse_epd(text);
    CHECK(fen::to_string(r) == "5N1r/5n1n/ppp3R1/5K2/7k/6p1/6PN/8 w - - hmvc 3; fmvn 41; bm g6g4;");
    // What lenient mode made of it is canonical EPD, which strict mode reads as the same record.
    const std::string canonical = fen::to_string(r);
    CHECK(must_parse_epd(canonical, strict) == r);
    fen_test::check_fails(text, E::invalid_opcode, 40, strict);
  }
  // One counter: the halfmove clock; the fullmove number is not given.
  const std::string one_counter = line("7 bm e4;");
  const fen::epd_record one = must_parse_epd(one_counter);
  CHECK(one.counter(fen::field::halfmove_clock) == 7u);
  CHECK_FALSE(one.counter(fen::field::fullmove_number));
  CHECK(one.position.fullmove_number == 1);
  // The counters are read as fen::parse reads them, errors at their offsets.
  const std::string leading_zero = line("07 1");
  const auto zero = fen::parse_epd(leading_zero);
  REQUIRE_FALSE(zero);
  CHECK(zero.error().code == E::position);
  CHECK(zero.error().position_error.code == F::counter_leading_zero);
  CHECK(zero.error().offset == at(0));
  const std::string too_large = line("0 4294967296");
  CHECK(fen::parse_epd(too_large).error().position_error.code == F::counter_out_of_range);
}

TEST_CASE("epd lenient: hmvc or fmvn after a FEN counter: the same value once more, or a conflict") {
  const std::string same = line("3 41 hmvc 3; fmvn 41; bm e4;");
  const fen::epd_record r = must_parse_epd(same);
  CHECK(r.size() == 3);  // hmvc, fmvn, bm: the same counter is one operation
  CHECK(fen::to_string(r) == line("hmvc 3; fmvn 41; bm e4;"));
  const std::string other = line("3 41 hmvc 3; fmvn 40;");
  const auto conflict = fen::parse_epd(other);
  REQUIRE_FALSE(conflict);
  CHECK(conflict.error().code == E::counter_conflict);
  CHECK(conflict.error().offset == at(13));
  CHECK(conflict.error().opcode_field == fen::field::fullmove_number);
  CHECK(conflict.error().message() == "fmvn: another value than the counter written after the position fields");
  // A second hmvc after the first is written twice, as without the counters.
  const std::string twice = line("3 41 hmvc 3; hmvc 3;");
  CHECK(fen::parse_epd(twice).error().code == E::duplicate_opcode);

  // Written once more, the counter adds nothing to the record, so it takes no room: a record with
  // room for the two counters' operations and operands alone reads the line (the fuzz target
  // fuzz_epd_operands found it refused with too_many_operations).
  using two = fen::basic_epd_record<2, 2>;
  for (const std::string& text : {line("3 41 hmvc 3;"), line("3 41 fmvn 41;"), line("3 41 hmvc 3; fmvn 41;")}) {
    CAPTURE(text);
    const auto small = fen::parse_epd<two>(text);
    REQUIRE(small);
    CHECK(small->size() == 2);
    CHECK(small->operand_count() == 2);
    CHECK(fen::to_string(*small) == line("hmvc 3; fmvn 41;"));
  }
  // With no room for more, a conflict is still a conflict, and a new operation still too many.
  const std::string other_value = line("3 41 hmvc 4;");
  CHECK(fen::parse_epd<two>(other_value).error().code == E::counter_conflict);
  const std::string one_more = line("3 41 hmvc 3; bm e4;");
  CHECK(fen::parse_epd<two>(one_more).error().code == E::too_many_operations);
}

TEST_CASE("epd lenient: ';' before the first operation, and empty operations") {
  const std::string bk = "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - ; bm Qd1 + ; id BK.01";
  const fen::epd_record r = must_parse_epd(bk);
  REQUIRE(r.size() == 2);
  CHECK(r[0].opcode == "bm");
  CHECK(r[0].operands.size() == 2);  // "Qd1" and "+", as written
  CHECK(r[1].opcode == "id");
  fen_test::check_fails(bk, E::missing_opcode, 49, strict);
  const std::string empties = line(";; bm e4;; ; id x;;");
  CHECK(must_parse_epd(empties).size() == 2);
  const std::string only_semicolon = line(";");
  CHECK(must_parse_epd(only_semicolon).empty());
  // Perft counts as test suites write them: operations D1, D2, ... with their counts.
  const std::string perft = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 ;D1 21 ;D2 528";
  const fen::epd_record counts = must_parse_epd(perft);
  REQUIRE(counts.find("D2"));
  CHECK(counts.find("D2")->operands[0].text == "528");
  CHECK(counts.counter(fen::field::fullmove_number) == 9u);
}

TEST_CASE("epd lenient: ERET's extra '-' after the en passant field") {
  const std::string eret = "r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q - - bm Rxf4; id \"ERET 001\";";
  const fen::epd_record r = must_parse_epd(eret);
  CHECK_FALSE(r.position.en_passant);
  CHECK(r.find("bm")->operands[0].text == "Rxf4");
  CHECK(fen::to_string(r) == "r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q - bm Rxf4; id \"ERET 001\";");
  fen_test::check_fails(eret, E::invalid_opcode, 62, strict);
  // A '-' that starts a longer word is not that: it is an opcode that does not start with a letter.
  fen_test::check_fails(line("-x bm e4;"), E::invalid_opcode, at(0), lenient);
}

TEST_CASE("epd: three-check counters are a variant in both modes") {
  const std::string three_check = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1+1";
  for (const auto mode : {lenient, strict}) {
    const auto r = fen::parse_epd(three_check, mode);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == E::position);
    CHECK(r.error().position_error.code == F::variant_not_supported);
    CHECK(r.error().offset == 54);
  }
}

TEST_CASE("epd: validate(record) reports nothing of a counter the line does not give") {
  // Arasan 2024 #143: a sound en passant square, no counters. As a position at move 1 it would be
  // "no move has been played"; the line does not say which move it is.
  const std::string arasan =
      R"(r2qr1k1/1b1pppbp/1p4p1/pP2P1B1/3N4/R7/1PP2PPP/3QR1K1 w - a6 bm Nf5; id "arasan2024.143";)";
  const fen::epd_record r = must_parse_epd(arasan);
  CHECK_FALSE(r.counter(fen::field::halfmove_clock));
  CHECK_FALSE(r.counter(fen::field::fullmove_number));
  CHECK(fen::validate(r).ok());
  CHECK(fen::validate(r.position).has(fen::problem_code::en_passant_before_any_move));
  // hmvc without fmvn: the clock is known, the move is not, so no clock is too large.
  const std::string clock_only = "4k3/8/8/8/8/8/8/4K3 w - - hmvc 40;";
  const fen::epd_record c = must_parse_epd(clock_only);
  CHECK(fen::validate(c).ok());
  CHECK(fen::validate(c.position).has(fen::problem_code::halfmove_clock_too_large));
  // With both, every counter problem is looked for.
  const std::string both = line("hmvc 40; fmvn 3;");
  CHECK(fen::validate(must_parse_epd(both)).has(fen::problem_code::halfmove_clock_too_large));
  const std::string move_zero = line("fmvn 0;");
  CHECK(fen::validate(must_parse_epd(move_zero)).has(fen::problem_code::fullmove_zero));
  // An en passant square with a halfmove clock, when the line gives the clock.
  const std::string ep = "4k3/8/8/8/4P3/8/8/4K3 b - e3 hmvc 5;";
  CHECK(fen::validate(must_parse_epd(ep)).has(fen::problem_code::en_passant_halfmove_clock));
  const std::string ep_no_clock = "4k3/8/8/8/4P3/8/8/4K3 b - e3 fmvn 5;";
  CHECK_FALSE(fen::validate(must_parse_epd(ep_no_clock)).has(fen::problem_code::en_passant_halfmove_clock));
  // The options alone, for a position from anywhere.
  const fen::position p = r.position;
  CHECK(fen::validate(p, fen::validate_options{true, false}).ok());
  CHECK_FALSE(fen::validate(p, fen::validate_options{}).ok());
  static_assert(
      fen::validate(fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 9 0").value(), fen::validate_options{false, false}).ok());
}

TEST_CASE("epd: strict duplicate lookups in a large record stay linear") {
  // 3,000 operations with distinct opcodes read strictly, then one written twice at the end.
  std::string text(board);
  for (int i = 0; i < 3000; ++i) text += " op" + std::to_string(i) + ";";
  using big = fen::basic_epd_record<4096, 4096>;
  const auto r = fen::parse_epd<big>(text, strict);
  REQUIRE(r);
  CHECK(r->size() == 3000);
  const std::string twice = text + " op1234;";
  const auto dup = fen::parse_epd<big>(twice, strict);
  REQUIRE_FALSE(dup);
  CHECK(dup.error().code == E::duplicate_opcode);
  CHECK(dup.error().offset == text.size() + 1);
  // The small record compares; both find the same duplicate.
  const std::string short_twice = line("a; b; c; b;");
  CHECK(fen::parse_epd(short_twice, strict).error().offset == at(9));
  CHECK(fen::parse_epd<big>(short_twice, strict).error().offset == at(9));
}
