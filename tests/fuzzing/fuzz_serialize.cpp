// libFuzzer target: any position, built member by member from the fuzzer's bytes, is written by
// serialize and read back by parse. parse(serialize(p)) == p whenever the castling rights lie on
// their sides of the king (the README's condition); otherwise parse refuses with a castling code
// or reads another position, but never crashes.
#include "fuzz_support.hpp"

namespace {
class byte_reader {
 public:
  byte_reader(const unsigned char* data, std::size_t size) : data_(data), size_(size) {}
  unsigned next() { return at_ < size_ ? data_[at_++] : 0u; }
  std::uint32_t next32() {
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v = (v << 8) | next();
    return v;
  }

 private:
  const unsigned char* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

fen::position make_position(byte_reader& in) {
  fen::position p{};
  for (auto& pc : p.board) {
    const unsigned v = in.next() % 16;  // about one square in four is empty
    pc = v < 12 ? fen::piece(v < 6 ? fen::color::white : fen::color::black, static_cast<fen::piece_type>(v % 6))
                : fen::piece{};
  }
  const unsigned flags = in.next();
  p.side_to_move = flags & 1 ? fen::color::black : fen::color::white;
  for (fen::color c : {fen::color::white, fen::color::black})
    for (fen::castling_side s : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const unsigned v = in.next();
      if (v & 8) p.castling.set(c, s, static_cast<int>(v & 7));
    }
  if (flags & 2) p.en_passant = fen::square::from_index(static_cast<int>(in.next() % 64));
  p.halfmove_clock = flags & 4 ? in.next32() : in.next();
  p.fullmove_number = flags & 8 ? in.next32() : in.next();
  return p;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  byte_reader in(data, size);
  const fen::position p = make_position(in);

  for (fen::castling_notation notation :
       {fen::castling_notation::xfen, fen::castling_notation::shredder, fen::castling_notation::standard}) {
    const auto text = fen::serialize(p, {notation});
    FEN_FUZZ_CHECK(text.size() <= fen::max_fen_length);
    FEN_FUZZ_CHECK(text.size() == std::string_view(text.c_str()).size());
    const auto back = fen::parse(text, fen::strictness::lenient);
    if (!back) fen_fuzz::check_error(text, back.error());
    if (notation == fen::castling_notation::standard) continue;  // standard forgets inner rook files
    if (fen_fuzz::castling_rights_on_their_sides(p)) {
      FEN_FUZZ_CHECK(back.has_value());
      FEN_FUZZ_CHECK(*back == p);
      if (notation == fen::castling_notation::xfen) {
        const auto strict = fen::parse(text, fen::strictness::strict);
        FEN_FUZZ_CHECK(strict.has_value() == fen_fuzz::castling_rooks_present(p));
        if (strict) FEN_FUZZ_CHECK(*strict == p);
      }
    } else if (!back) {
      const auto code = back.error().code;
      FEN_FUZZ_CHECK(code == fen::error_code::castling_king_file || code == fen::error_code::castling_conflict);
    }
  }
  return 0;
}
