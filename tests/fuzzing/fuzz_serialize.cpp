// libFuzzer target: any position, built member by member from the fuzzer's bytes, is written by
// serialize and read back by parse. parse(serialize(p)) == p whenever the castling rights lie on
// their sides of the king (the README's condition); otherwise parse refuses with a castling code
// or reads another position, but never crashes.
//
// Where serialize has a SIMD placement writer, it must also write what the portable one does: on
// that position, and on a board of raw piece codes (the input's first 64 bytes, any value at all).
#include <cstring>

#include "fuzz_support.hpp"

namespace {
void check_placement_writers(const fen::position& p) {
  char portable[fen::max_fen_length + 8];
  char simd[fen::max_fen_length + 8];
  const std::size_t portable_end = fen::detail::write_placement(portable, 0, p);
  std::size_t simd_end = 0;
  if (!fen::detail::write_placement_simd(simd, p, simd_end)) return;
  FEN_FUZZ_CHECK(simd_end == portable_end);
  FEN_FUZZ_CHECK(std::memcmp(simd, portable, portable_end) == 0);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  fen_fuzz::byte_reader in(data, size);
  const fen::position p = fen_fuzz::make_position(in);

  check_placement_writers(p);
  fen::position raw = p;
  for (std::size_t i = 0; i < 64 && i < size; ++i) std::memcpy(&raw.board[i], data + i, 1);
  check_placement_writers(raw);

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
