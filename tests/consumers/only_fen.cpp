// A program that copied single_include/fen/fen.hpp, and nothing else of fen, into its tree: the
// position, parse and serialize must all be there, with no other file of fen's beside it.
#include <fen/fen.hpp>

#include <cstdio>

#if __has_include(<fen/validate.hpp>) || __has_include(<fen/detail/config.hpp>)
#  error "this test's include path must hold fen/fen.hpp alone"
#endif

static_assert(fen::parse(fen::start_fen).value() == fen::start_position, "parse works in a constant expression");

int main() {
  const auto parsed = fen::parse("r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq e3 0 1");
  if (!parsed) {
    std::printf("WRONG: %s\n", parsed.error().message().c_str());
    return 1;
  }
  const fen::fen_string text = fen::serialize(*parsed);
  const bool round_trip = text == "r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq e3 0 1";
  const auto refused = fen::parse("8/8/8/8/8/8/8/8 x - - 0 1");
  const bool error_named = !refused && refused.error().code == fen::error_code::invalid_side_to_move;
  std::printf("%s\n", round_trip && error_named ? "fen.hpp alone: parse, serialize and errors work" : "WRONG");
  return round_trip && error_named ? 0 : 1;
}
