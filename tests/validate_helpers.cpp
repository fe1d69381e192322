// The helpers a board editor needs beside validate: the castling rights the board allows and why one
// is not, en passant captures possible and legal, a repaired copy, and the en passant square written
// only when a capture is legal.
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

TEST_CASE("allowed_castling: the rights whose king and rook stand where castling needs them") {
  CHECK(fen::allowed_castling(fen::start_position) == fen::castling_rights::standard());
  const auto p = must_parse("r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1");
  fen::castling_rights expected = fen::castling_rights::standard();
  expected.clear(color::white, castling_side::king_side);
  CHECK(fen::allowed_castling(p) == expected);
  // Never more than the position has.
  CHECK(fen::allowed_castling(must_parse("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1")) ==
        must_parse("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1").castling);
  // Chess960: king between its rooks, each right on its own side. Standard chess allows none of
  // these rights (the king is on f1/f8).
  const auto c960 = must_parse("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
  CHECK(fen::allowed_castling(c960, fen::rules::chess960()) == c960.castling);
  CHECK(fen::allowed_castling(c960).empty());
  CHECK(fen::allowed_castling(c960, fen::rules{}).empty());
  CHECK(c960.castling.rook_file(color::white, castling_side::king_side) == 6);
  CHECK(c960.castling.rook_file(color::white, castling_side::queen_side) == 4);
  // An inner rook (Chess960 X-FEN letter) counts like any other in Chess960; standard chess wants
  // the corner.
  const auto inner = must_parse("4k3/8/8/8/8/8/8/RR2K2R w B - 0 1");
  CHECK(fen::allowed_castling(inner, fen::rules::chess960()) == inner.castling);
  CHECK(fen::allowed_castling(inner).empty());
  const auto inner_and_corner = must_parse("r3k2r/8/8/8/8/8/8/RR2K2R w KBkq - 0 1");
  CHECK(fen::allowed_castling(inner_and_corner, fen::rules::chess960()) == inner_and_corner.castling);
  CHECK(fen::allowed_castling(inner_and_corner) == must_parse("r3k2r/8/8/8/8/8/8/RR2K2R w Kkq - 0 1").castling);
  // Variants without castling allow nothing; the others castle as their castling rules say.
  CHECK(fen::allowed_castling(fen::start_position, fen::variant::antichess).empty());
  CHECK(fen::allowed_castling(fen::start_position, fen::variant::racing_kings).empty());
  for (fen::variant v : {fen::variant::crazyhouse, fen::variant::three_check, fen::variant::atomic,
                         fen::variant::king_of_the_hill, fen::variant::horde}) {
    CAPTURE(fen::name(v));
    CHECK(fen::allowed_castling(fen::start_position, v) == fen::castling_rights::standard());
    CHECK(fen::allowed_castling(c960, v).empty());
    CHECK(fen::allowed_castling(c960, {v, fen::castling_rules::chess960}) == c960.castling);
  }
  // The king on its back rank in a corner, or off its back rank: nothing.
  CHECK(fen::allowed_castling(must_parse("4k3/8/8/8/8/8/8/R6K w Q - 0 1")).empty());
  CHECK(fen::allowed_castling(must_parse("r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1")) ==
        must_parse("r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1").castling);
}

TEST_CASE("castling_problem: why one right is not allowed, in validate's words") {
  // Nothing for a right the position does not hold, or one the board allows.
  CHECK_FALSE(fen::castling_problem(fen::start_position, color::white, castling_side::king_side).has_value());
  CHECK_FALSE(
      fen::castling_problem(must_parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), color::white, castling_side::king_side));
  // No rook: the same problem validate reports for that right.
  const auto no_rook = must_parse("r3k2r/8/8/8/8/8/8/4K3 w Kkq - 0 1");
  const auto problem = fen::castling_problem(no_rook, color::white, castling_side::king_side);
  REQUIRE(problem.has_value());
  CHECK(problem->code == fen::problem_code::castling_without_rook);
  CHECK(problem->message() == "White may castle king side, but there is no white rook on h1");
  const auto report = fen::validate(no_rook);
  REQUIRE(report.size() == 1);
  CHECK(report[0] == *problem);
  CHECK_FALSE(fen::castling_problem(no_rook, color::black, castling_side::king_side).has_value());
  // No king on the back rank: the king comes first, even when the rook is missing too.
  const auto no_king = must_parse("4k3/8/8/8/8/8/4K3/8 w KQ - 0 1");
  const auto king_problem = fen::castling_problem(no_king, color::white, castling_side::queen_side);
  REQUIRE(king_problem.has_value());
  CHECK(king_problem->code == fen::problem_code::castling_without_king);
  CHECK(king_problem->side == castling_side::queen_side);
  // Usable in a constant expression.
  static_assert(!fen::castling_problem(fen::start_position, color::black, castling_side::queen_side).has_value());
  static_assert(
      !fen::castling_problem(fen::start_position, color::black, castling_side::queen_side, fen::rules::chess960())
           .has_value());

  // By the rule set: a Chess960 right is castling_not_standard by standard rules, nothing by
  // Chess960's, and the same problem validate reports.
  const auto king_on_d1 = must_parse("r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1");
  const auto not_standard = fen::castling_problem(king_on_d1, color::white, castling_side::king_side);
  REQUIRE(not_standard.has_value());
  CHECK(not_standard->code == P::castling_not_standard);
  CHECK(not_standard->square == h1);
  CHECK(not_standard->message() ==
        "White may castle king side, but the white king stands on d1, not e1 as in standard chess; this is a "
        "Chess960 right: judge it by Chess960 rules");
  CHECK(fen::validate(king_on_d1)[0] == *not_standard);
  CHECK(fen::validate(king_on_d1)[1] == *fen::castling_problem(king_on_d1, color::white, castling_side::queen_side));
  CHECK_FALSE(fen::castling_problem(king_on_d1, color::black, castling_side::king_side).has_value());
  CHECK_FALSE(fen::castling_problem(must_parse("r3k2r/8/8/8/8/8/8/R2K3R w KQ - 0 1"), color::white,
                                    castling_side::king_side, fen::rules::chess960())
                  .has_value());
  // With Black's rights too, Chess960 finds the kings on d1 and e8, which no game leaves with rights.
  CHECK(fen::castling_problem(king_on_d1, color::white, castling_side::king_side, fen::rules::chess960())->code ==
        P::castling_king_files_differ);
  // The king's and rook's problems are the same under both.
  for (fen::rules r : {fen::rules{}, fen::rules::chess960()}) {
    CHECK(fen::castling_problem(no_rook, color::white, castling_side::king_side, r)->code == P::castling_without_rook);
    CHECK(fen::castling_problem(no_king, color::white, castling_side::queen_side, r)->code == P::castling_without_king);
  }
  // A variant without castling: every right it holds, whatever the board.
  const auto antichess =
      fen::castling_problem(fen::start_position, color::black, castling_side::queen_side, fen::variant::antichess);
  REQUIRE(antichess.has_value());
  CHECK(antichess->code == P::castling_not_in_variant);
  CHECK(antichess->square == a8);
  CHECK(antichess->message() == "Black may castle queen side (rook on a8), but antichess has no castling");
  CHECK(fen::validate(fen::start_position, fen::variant::antichess)[3] == *antichess);
  const auto racing =
      fen::castling_problem(no_king, color::white, castling_side::king_side, fen::variant::racing_kings);
  REQUIRE(racing.has_value());
  CHECK(racing->code == P::castling_not_in_variant);
  CHECK(racing->message() == "White may castle king side (rook on h1), but racing kings has no castling");
}

TEST_CASE("en passant captures: possible, and legal") {
  struct ep_case {
    std::string_view fen;
    bool possible;
    bool legal;
  };
  const ep_case cases[] = {
      // No capturer: a sound square, nothing to capture with.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", false, false},
      {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", true, true},
      {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", true, true},
      // Two capturers.
      {"4k3/8/8/3PpP2/8/8/8/4K3 w - e6 0 2", true, true},
      // Taking would open the fifth rank to the rook: possible, not legal.
      {"8/8/8/KPp4r/8/8/8/7k w - c6 0 2", true, false},
      // The capturer is pinned on a diagonal and leaves it: not legal.
      {"7k/5b2/8/2pP4/8/1K6/8/8 w - c6 0 2", true, false},
      // The capturer is pinned on a diagonal and moves along it: legal.
      {"7k/5b2/8/3Pp3/8/1K6/8/8 w - e6 0 2", true, true},
      // The capturer is pinned on its file.
      {"4r2k/8/8/3pP3/8/8/8/4K3 w - d6 0 2", true, false},
      // In check from the pawn that just moved: taking it answers the check.
      {"7k/8/8/4pP2/3K4/8/8/8 w - e6 0 2", true, true},
      // In check from a bishop the push uncovered: taking does not answer it.
      {"3bk3/8/8/3Pp3/7K/8/8/8 w - e6 0 2", true, false},
      // For Black.
      {"4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", true, true},
      {"8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", true, false},
      // Squares no double push can have left: never possible.
      {"4k3/8/8/3P4/8/8/8/4K3 w - e6 0 2", false, false},     // no pawn on e5
      {"4k3/4n3/8/3Pp3/8/8/8/4K3 w - e6 0 2", false, false},  // e7 occupied
      {"4k3/8/8/3Pp3/8/8/8/4K3 b - e6 0 2", false, false},    // wrong rank for Black
      {"4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 2", false, false},     // no square at all
  };
  for (const ep_case& c : cases) {
    CAPTURE(c.fen);
    const auto p = must_parse(c.fen);
    CHECK(fen::en_passant_capture_possible(p) == c.possible);
    CHECK(fen::en_passant_capture_legal(p) == c.legal);
    if (c.possible) CHECK(codes_of(p) == "");  // a sound square is no problem, legal capture or not
  }
}

TEST_CASE("repaired: impossible castling rights and en passant squares are dropped, nothing else") {
  struct repair_case {
    std::string_view before;
    std::string_view after;
  };
  const repair_case cases[] = {
      {"r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1"},
      {"r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1", "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1"},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
       "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
      {"4k3/8/8/4p3/8/8/8/r3K3 w - e6 0 2", "4k3/8/8/4p3/8/8/8/r3K3 w - - 0 2"},  // contradicted by a check
      // Kept: sound squares (capture or not), counters, pieces, and the problems repair does not touch.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 7 0",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 7 0"},
      {"4k1k1/8/8/8/8/8/8/4K3 w - - 0 1", "4k1k1/8/8/8/8/8/8/4K3 w - - 0 1"},
  };
  for (const repair_case& c : cases) {
    CAPTURE(c.before);
    const auto fixed = fen::repaired(must_parse(c.before));
    CHECK(fen::serialize(fixed) == c.after);
    CHECK(fen::repaired(must_parse(c.before), fen::rules{}) == fixed);
  }
  // By the rule set: Chess960 keeps the rights whose king and rook are there; standard chess also
  // drops those not on its squares.
  const auto c960 = must_parse("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1N w GEge - 0 1");
  CHECK(fen::serialize(fen::repaired(c960, fen::rules::chess960())) ==
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1N w Qkq - 0 1");
  CHECK(fen::serialize(fen::repaired(c960)) == "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRK1N w - - 0 1");
  CHECK(codes_of(fen::repaired(c960)) == "");
  CHECK(codes_of(fen::repaired(c960, fen::rules::chess960()), fen::rules::chess960()) == "");
  const auto king_on_d1 = must_parse("r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1");
  CHECK(fen::serialize(fen::repaired(king_on_d1)) == "r3k2r/8/8/8/8/8/8/R2K3R w kq - 0 1");
  // Chess960 takes each right, but not White's king on d1 and Black's on e8 together: both colors'
  // rights go. With both kings on the d-file, nothing does.
  CHECK(fen::serialize(fen::repaired(king_on_d1, fen::rules::chess960())) == "r3k2r/8/8/8/8/8/8/R2K3R w - - 0 1");
  const auto both_on_d = must_parse("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1");
  CHECK(fen::repaired(both_on_d, fen::rules::chess960()) == both_on_d);
  // A variant without castling drops every right; one with castling keeps the standard ones.
  CHECK(fen::repaired(fen::start_position, fen::variant::antichess).castling.empty());
  CHECK(fen::repaired(fen::start_position, fen::variant::racing_kings).castling.empty());
  CHECK(fen::repaired(fen::start_position, fen::variant::atomic) == fen::start_position);
  // A check that contradicts the en passant square counts only where checks are judged as in chess.
  const auto contradicted = must_parse("4k3/8/8/4p3/8/8/8/r3K3 w - e6 0 2");
  CHECK_FALSE(fen::repaired(contradicted).en_passant.has_value());
  CHECK_FALSE(fen::repaired(contradicted, fen::variant::atomic).en_passant.has_value());
  CHECK(fen::repaired(contradicted, fen::variant::antichess).en_passant == e6);
  CHECK(fen::repaired(contradicted, fen::variant::racing_kings).en_passant == e6);
  // Lenient parsing keeps a right whose rook is missing; the validator reports it, repair drops it.
  const auto kept = must_parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1");
  CHECK(kept.castling.has(color::white, castling_side::king_side));
  CHECK(codes_of(kept) == "castling_without_rook");
  CHECK(fen::serialize(fen::repaired(kept)) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
  CHECK(codes_of(fen::repaired(kept)) == "");
}

TEST_CASE("serialize: the en passant square as stored, or only when a capture is legal") {
  struct output_case {
    std::string_view fen;
    std::string_view only_if_legal;
  };
  const output_case cases[] = {
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
      {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
       "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
      {"8/8/8/KPp4r/8/8/8/7k w - c6 0 2", "8/8/8/KPp4r/8/8/8/7k w - - 0 2"},
      {"4k3/8/8/8/8/8/8/4K3 w - e4 0 2", "4k3/8/8/8/8/8/8/4K3 w - - 0 2"},
      {fen::start_fen, fen::start_fen},
  };
  for (const output_case& c : cases) {
    CAPTURE(c.fen);
    const auto p = must_parse(c.fen);
    CHECK(fen::serialize(p, {}, fen::en_passant_output::as_stored) == c.fen);
    CHECK(fen::serialize(p, {}, fen::en_passant_output::only_if_legal) == c.only_if_legal);
    CHECK(fen::serialize(p, fen::en_passant_output::only_if_legal) == c.only_if_legal);
  }
  // The other options still apply.
  const auto c960 = must_parse("bqnbrkrn/pppppppp/8/8/4P3/8/PPPP1PPP/BQNBRKRN b GEge e3 0 1");
  CHECK(fen::serialize(c960, {fen::castling_notation::shredder}, fen::en_passant_output::only_if_legal) ==
        "bqnbrkrn/pppppppp/8/8/4P3/8/PPPP1PPP/BQNBRKRN b GEge - 0 1");
  CHECK(fen::serialize(c960, {fen::castling_notation::shredder}, fen::en_passant_output::only_if_legal,
                       fen::rules::chess960()) == "bqnbrkrn/pppppppp/8/8/4P3/8/PPPP1PPP/BQNBRKRN b GEge - 0 1");
}

TEST_CASE("with_en_passant: the square written by the rule set's idea of a legal capture") {
  // Pinned on the fifth rank: illegal in chess, legal in antichess (no check).
  const auto pinned = must_parse("8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
  CHECK_FALSE(fen::with_en_passant(pinned, fen::en_passant_output::only_if_legal).en_passant.has_value());
  CHECK(fen::with_en_passant(pinned, fen::en_passant_output::only_if_legal, fen::variant::antichess).en_passant == c6);
  CHECK(fen::with_en_passant(pinned, fen::en_passant_output::as_stored, fen::variant::standard) == pinned);
  CHECK(fen::serialize(pinned, {}, fen::en_passant_output::only_if_legal, fen::variant::antichess) ==
        "8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
  CHECK(fen::serialize(pinned, {}, fen::en_passant_output::only_if_legal, fen::rules{}) ==
        "8/8/8/KPp4r/8/8/8/7k w - - 0 2");
  // Atomic: taking would explode the capturer's own king.
  const auto own_king = must_parse("7k/8/8/2KpP3/8/8/8/8 w - d6 0 2");
  CHECK(fen::with_en_passant(own_king, fen::en_passant_output::only_if_legal).en_passant == d6);
  CHECK_FALSE(fen::with_en_passant(own_king, fen::en_passant_output::only_if_legal, fen::variant::atomic)
                  .en_passant.has_value());
  // Nothing but the square changes.
  auto expected = own_king;
  expected.en_passant.reset();
  CHECK(fen::with_en_passant(own_king, fen::en_passant_output::only_if_legal, fen::variant::atomic) == expected);
}
