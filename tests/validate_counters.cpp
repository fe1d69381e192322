// The validator's rules on the counters: the halfmove clock against the en passant square and the
// half-moves played, and a fullmove number of 0.
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

TEST_CASE("validate: counters") {
  check_cases({
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 1 5", "en_passant_halfmove_clock"},
      {"rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en_passant_before_any_move"},
      {"rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove_zero"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 1", "halfmove_clock_too_large"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295", ""},  // no overflow at the top
  });
}

TEST_CASE("validate: the halfmove clock is bound by the half-moves played") {
  // Played: 2 * (fullmove - 1), plus 1 with Black to move.
  struct counters {
    std::uint32_t fullmove;
    bool black;
    std::uint32_t played;
  };
  const counters table[] = {{1, false, 0},
                            {1, true, 1},
                            {2, false, 2},
                            {2, true, 3},
                            {50, false, 98},
                            {50, true, 99},
                            {2147483648u, false, 4294967294u},
                            {2147483648u, true, 4294967295u}};
  for (const counters& t : table) {
    fen::position p = must_parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    p.side_to_move = t.black ? color::black : color::white;
    p.fullmove_number = t.fullmove;
    CAPTURE(t.fullmove);
    CAPTURE(t.black);
    p.halfmove_clock = t.played;
    CHECK(codes_of(p) == "");
    if (t.played == 4294967295u) continue;  // no larger clock
    p.halfmove_clock = t.played + 1;
    CHECK(codes_of(p) == "halfmove_clock_too_large");
    const auto r = fen::validate(p);
    REQUIRE(r.size() == 1);
    CHECK(r[0].value == t.played + 1);
    CHECK(r[0].limit == t.played);
  }
}
