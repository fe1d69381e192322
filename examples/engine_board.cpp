// From fen::position to an engine's own board and back: a mailbox (a number per square), then
// bitboards (a set per piece). Squares are numbered as in fen: 8 * rank + file, a1 = 0 ... h8 = 63.
#include <fen/fen.hpp>

#include <cstdio>
#include <string_view>

namespace {

// The engine's piece codes: 0 empty, 1-6 White's pawn, knight, bishop, rook, queen, king, 7-12
// Black's. A code's FEN letter is the letter at that place in this string.
constexpr std::string_view letters = ".PNBRQKpnbrqk";
int code_of(fen::piece q) { return static_cast<int>(letters.find(q.to_char())); }
fen::piece piece_of(int code) {
  return fen::piece::from_char(letters[static_cast<std::size_t>(code)]).value_or(fen::piece{});
}

// What the engine keeps beside its board. Castling is four bits, for standard chess's rights
// (rooks in the corners; a Chess960 engine keeps each right's file, p.castling.rook_file(c, side)).
struct engine_state {
  int side = 0;         // 0 White, 1 Black
  int castling = 0;     // 1 White king side, 2 White queen side, 4 Black king side, 8 Black queen side
  int en_passant = -1;  // the square's index, or -1 for none
  unsigned halfmove_clock = 0, fullmove_number = 1;
};
constexpr fen::color right_color[4] = {fen::color::white, fen::color::white, fen::color::black, fen::color::black};
constexpr fen::castling_side right_side[4] = {fen::castling_side::king_side, fen::castling_side::queen_side,
                                              fen::castling_side::king_side, fen::castling_side::queen_side};

engine_state state_of(const fen::position& p) {
  engine_state e{p.side_to_move == fen::color::white ? 0 : 1, 0, p.en_passant ? p.en_passant->index() : -1,
                 p.halfmove_clock, p.fullmove_number};
  for (int bit = 0; bit < 4; ++bit)
    if (p.castling.has(right_color[bit], right_side[bit])) e.castling |= 1 << bit;
  return e;
}

void restore(fen::position& p, const engine_state& e) {
  p.side_to_move = e.side == 0 ? fen::color::white : fen::color::black;
  for (int bit = 0; bit < 4; ++bit)
    if (e.castling & (1 << bit)) p.castling.set(right_color[bit], right_side[bit], bit % 2 == 0 ? 7 : 0);
  if (e.en_passant >= 0) p.en_passant = fen::square::from_index(e.en_passant);
  p.halfmove_clock = e.halfmove_clock;
  p.fullmove_number = e.fullmove_number;
}

}  // namespace

int main() {
  const auto parsed = fen::parse("rnbqkbnr/ppp3pp/4p3/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w kq f6 0 4");
  if (!parsed) return 1;
  const fen::position& p = *parsed;
  const engine_state state = state_of(p);
  std::printf("%s\n\nmailbox (index: codes)\n", fen::serialize(p).c_str());

  // 1. A mailbox, printed rank 8 first as a board is seen, each row led by its first index.
  int mailbox[64];
  for (const fen::square s : fen::all_squares) mailbox[s.index()] = code_of(p.at(s));
  for (int rank = 7; rank >= 0; --rank) {
    std::printf("  %2d:", 8 * rank);
    for (int file = 0; file < 8; ++file) std::printf(" %2d", mailbox[8 * rank + file]);
    std::puts("");
  }
  fen::position from_mailbox{};
  for (const fen::square s : fen::all_squares) from_mailbox.put(s, piece_of(mailbox[s.index()]));
  restore(from_mailbox, state);
  std::printf("  side %d, castling %d, en passant %d\n  back: %s\n\nbitboards\n", state.side, state.castling,
              state.en_passant, from_mailbox == p ? "the same position" : "another");

  // 2. Bitboards, a set per piece code (bit i: the square with index i). fen keeps eight sets, one
  //    per color and one per type; sets.of(piece) is the piece's.
  const fen::bitboards sets = fen::to_bitboards(p);
  fen::bitboard engine[13] = {};  // by piece code; [0] unused
  for (int code = 1; code <= 12; ++code) {
    engine[code] = sets.of(piece_of(code));
    std::printf("  %2d %c %016llx", code, piece_of(code).to_char(), static_cast<unsigned long long>(engine[code]));
    for (const fen::square s : fen::squares_in(engine[code])) std::printf(" %.2s", s.name().data());
    std::puts("");
  }
  fen::bitboards from_engine{};
  for (int code = 1; code <= 12; ++code) {
    const fen::piece q = piece_of(code);
    from_engine.colors[q.color() == fen::color::white ? 0 : 1] |= engine[code];
    from_engine.types[static_cast<std::size_t>(q.type())] |= engine[code];
  }
  // The board alone (the rest as in fen::empty_board); nothing when the sets contradict each other.
  std::optional<fen::position> back = fen::from_bitboards(from_engine);
  if (!back) return 1;
  restore(*back, state);
  std::printf("  back: %s\n  %s\n", *back == p ? "the same position" : "another", fen::serialize(*back).c_str());
  return 0;
}
