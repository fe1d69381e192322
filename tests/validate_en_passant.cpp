// The validator's rules on the en passant square: squares no double push can have left.
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

TEST_CASE("validate: en passant squares no double push can have left") {
  check_cases({
      // Wrong rank, both sides to move.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", "en_passant_wrong_rank"},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 2", "en_passant_wrong_rank"},
      {"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 2", "en_passant_wrong_rank"},
      // No pawn in front of the square.
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "en_passant_without_pawn"},
      {"rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "en_passant_without_pawn"},  // wrong color
      // The square itself occupied.
      {"rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/R1BQKBNR b KQkq e3 0 2", "en_passant_square_occupied"},
      // The pawn's start square occupied.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 2", "en_passant_origin_occupied"},
      // Everything at once but the rank.
      {"rnbqkbnr/pppppppp/8/8/8/4N3/PPPPPPPP/R1BQKBNR b KQkq e3 0 2",
       "en_passant_without_pawn en_passant_square_occupied en_passant_origin_occupied"},
  });
  const auto p = only("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", P::en_passant_without_pawn);
  CHECK(p.square == e3);
  CHECK(p.color == color::black);
  CHECK(p.squares == set_of({e2, e3, e4}));
}
