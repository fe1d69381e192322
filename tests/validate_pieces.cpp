// The validator's rules on the pieces: kings, pawns on rank 1 or 8, more pawns or pieces than a side
// starts with, and more promoted pieces than missing pawns.
#include "validate_support.hpp"

#include <fen/validate.hpp>

#include <cstdint>
#include <string>
#include <string_view>

TEST_CASE("validate: kings") {
  check_cases({
      {"4k3/8/8/8/8/8/8/8 w - - 0 1", "no_king"},
      {"8/8/8/8/8/8/8/4K3 w - - 0 1", "no_king"},
      {"4k1k1/8/8/8/8/8/8/4K3 w - - 0 1", "too_many_kings"},
      {"4k3/8/8/8/8/8/8/K3K2K w - - 0 1", "too_many_kings"},
  });
  const auto none = only("4k3/8/8/8/8/8/8/8 w - - 0 1", P::no_king);
  CHECK(none.color == color::white);
  CHECK_FALSE(none.square.has_value());
  const auto two = only("4k1k1/8/8/8/8/8/8/4K3 w - - 0 1", P::too_many_kings);
  CHECK(two.color == color::black);
  CHECK(two.square == e8);
  CHECK(two.squares == set_of({e8, g8}));
  CHECK(two.value == 2);
}

TEST_CASE("validate: pawns on rank 1 or 8") {
  check_cases({
      {"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "pawn_on_back_rank"},
      {"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "pawn_on_back_rank"},
      {"P3k3/8/8/8/8/8/8/4K2P w - - 0 1", "pawn_on_back_rank"},  // one problem per side
      {"p3k3/8/8/8/8/8/8/4K2P w - - 0 1", "pawn_on_back_rank pawn_on_back_rank"},
  });
  const auto p = only("P3k3/8/8/8/8/8/8/4K2P w - - 0 1", P::pawn_on_back_rank);
  CHECK(p.color == color::white);
  CHECK(p.square == h1);
  CHECK(p.squares == set_of({h1, a8}));
}

TEST_CASE("validate: more pawns or pieces than a side starts with") {
  check_cases({
      {"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "too_many_pawns"},
      {"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "too_many_pawns"},
      // 17 pieces: either too many pawns too, or a piece that needs a promotion with no pawn missing.
      {"rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "too_many_pawns too_many_pieces"},
      {"rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "too_many_pieces too_many_promoted"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
  });
  const auto pawns = only("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", P::too_many_pawns);
  CHECK(pawns.color == color::white);
  CHECK(pawns.value == 9);
  CHECK(pawns.limit == 8);
  const auto pieces = only("rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", P::too_many_pieces);
  CHECK(pieces.value == 17);
  CHECK(pieces.limit == 16);
}

TEST_CASE("validate: more promoted pieces than missing pawns") {
  check_cases({
      {"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", "too_many_promoted"},     // a second queen
      {"4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1", "too_many_promoted"},    // a third rook
      {"4k3/8/8/8/8/8/PPPPPPPP/NNN1K3 w - - 0 1", "too_many_promoted"},    // a third knight
      {"4k3/8/8/8/8/8/PPPPPPPP/B1B1K3 w - - 0 1", "too_many_promoted"},    // two dark-squared bishops
      {"4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1", "too_many_promoted"},    // two light-squared bishops
      {"qq2k3/pppppppp/8/8/8/8/8/4K3 w - - 0 1", "too_many_promoted"},     // Black too
      {"4k3/8/8/8/8/8/PPPPPPPP/BB2K3 w - - 0 1", ""},                      // one of each colour
      {"4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1", ""},                      // a pawn is missing
      {"4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - - 0 1", ""},                      // two missing, two extra
      {"4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1", "too_many_promoted"},    // one missing, two extra
      {"k7/8/8/8/8/8/8/1QQQQQQK w - - 0 1", ""},                           // no pawn: up to 8 extra
      {"4k3/8/8/8/8/8/NNNNNNNN/NNNNNNNK w - - 0 1", "too_many_promoted"},  // 12 extra knights
  });
  const auto p = only("4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1", P::too_many_promoted);
  CHECK(p.color == color::white);
  CHECK(p.value == 2);
  CHECK(p.limit == 1);
}
