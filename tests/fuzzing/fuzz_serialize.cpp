// libFuzzer target: any position, built member by member from the fuzzer's bytes, is written by
// serialize and read back by parse. parse(serialize(p)) == p whenever the castling rights lie on
// their sides of the king (the README's condition); otherwise parse refuses with a castling code
// or reads another position, but never crashes.
//
// A position with a variant's fields (pockets, promoted marks, checks) is read back under that
// variant.
//
// Where serialize has a SIMD placement writer, it must also write what the portable one does: on
// that position, and on a board of raw piece codes (the input's first 64 bytes, any value at all).
#include <cstring>

#include "fuzz_support.hpp"

namespace {
// The SIMD writer, where this build and processor have it (SSSE3), against the portable one.
void check_placement_writers(const fen::position& p) {
  char portable[fen::max_fen_length + 8];
  const std::size_t portable_end = fen::detail::write_placement(portable, 0, p);
  char simd[fen::max_fen_length + 8];
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

  // A variant's fields are read back under the variant that writes them (none for both kinds).
  const fen_fuzz::notation_of notation_variant = fen_fuzz::variant_notation(p);
  const fen::rules rules{notation_variant.variant};
  const fen::position expected = fen_fuzz::as_read_back(p);
  for (fen::castling_notation notation :
       {fen::castling_notation::xfen, fen::castling_notation::shredder, fen::castling_notation::standard}) {
    const auto text = fen::serialize(p, {notation});
    FEN_FUZZ_CHECK(text.size() <= fen::max_fen_length);
    FEN_FUZZ_CHECK(text.size() == std::string_view(text.c_str()).size());
    const auto back = fen::parse(text, {rules, fen::strictness::lenient});
    if (!back) fen_fuzz::check_error(text, back.error());
    if (notation == fen::castling_notation::standard) continue;  // standard forgets inner rook files
    if (!notation_variant.readable) {
      FEN_FUZZ_CHECK(!back.has_value());
    } else if (fen_fuzz::castling_rights_on_their_sides(p)) {
      FEN_FUZZ_CHECK(back.has_value());
      FEN_FUZZ_CHECK(*back == expected);
      if (notation == fen::castling_notation::xfen) {
        const auto strict = fen::parse(text, {rules, fen::strictness::strict});
        // (Strict crazyhouse wants the pockets, which serialize writes only when p has them.)
        const bool pockets_written = notation_variant.variant != fen::variant::crazyhouse || p.pockets;
        FEN_FUZZ_CHECK(strict.has_value() == (fen_fuzz::castling_rooks_present(p) && pockets_written));
        if (strict) FEN_FUZZ_CHECK(*strict == expected);
      }
    } else if (!back) {
      const auto code = back.error().code;
      FEN_FUZZ_CHECK(code == fen::error_code::castling_king_file || code == fen::error_code::castling_conflict);
    }
  }
  return 0;
}
