// libFuzzer target: parse -> serialize -> parse. What lenient mode reads, serialize writes as a
// canonical FEN that reads back to the same position; what strict mode accepts, serialize gives
// back byte for byte.
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  const std::string_view text = fen_fuzz::view(data, size);

  if (const auto strict = fen::parse(text, fen::strictness::strict)) {
    FEN_FUZZ_CHECK(fen::serialize(*strict) == text);
  }

  const auto lenient = fen::parse(text, fen::strictness::lenient);
  if (!lenient) return 0;
  const fen::position& p = *lenient;

  const auto written = fen::serialize(p);
  FEN_FUZZ_CHECK(written.size() <= fen::max_fen_length);
  const auto back = fen::parse(written, fen::strictness::lenient);
  FEN_FUZZ_CHECK(back.has_value());
  FEN_FUZZ_CHECK(*back == p);
  FEN_FUZZ_CHECK(fen::serialize(*back) == written);

  // Strict mode takes serialize's text unless a castling right has no rook on its square.
  const auto strict_back = fen::parse(written, fen::strictness::strict);
  if (strict_back) {
    FEN_FUZZ_CHECK(*strict_back == p);
  } else {
    FEN_FUZZ_CHECK(strict_back.error().code == fen::error_code::castling_rook_missing);
    FEN_FUZZ_CHECK(!fen_fuzz::castling_rooks_present(p));
  }

  // The other notations read back too, where the README promises it.
  if (fen_fuzz::castling_rights_on_their_sides(p)) {
    const auto shredder = fen::serialize(p, {fen::castling_notation::shredder});
    const auto from_shredder = fen::parse(shredder, fen::strictness::lenient);
    FEN_FUZZ_CHECK(from_shredder.has_value());
    FEN_FUZZ_CHECK(*from_shredder == p);
  }
  const auto standard = fen::serialize(p, {fen::castling_notation::standard});
  const auto from_standard = fen::parse(standard, fen::strictness::lenient);
  FEN_FUZZ_CHECK(from_standard.has_value());
  if (standard == written) FEN_FUZZ_CHECK(*from_standard == p);
  return 0;
}
