// libFuzzer target: `parse` in both modes on any bytes. Never crashes, never reads outside the view
// (libFuzzer's buffer is exactly the input, so AddressSanitizer sees any byte read past it), errors
// are well formed, and strict mode accepts nothing lenient mode refuses.
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  const std::string_view text = fen_fuzz::view(data, size);
  const auto lenient = fen::parse(text, fen::strictness::lenient);
  const auto strict = fen::parse(text, fen::strictness::strict);

  if (!lenient) fen_fuzz::check_error(text, lenient.error());
  if (!strict) fen_fuzz::check_error(text, strict.error());

  // Strict is lenient with fewer forgivenesses: what it takes, lenient takes, and reads the same.
  if (strict) {
    FEN_FUZZ_CHECK(lenient.has_value());
    FEN_FUZZ_CHECK(*strict == *lenient);
  }
  // Codes that only strict mode gives never come out of lenient mode.
  if (!lenient) {
    const auto code = lenient.error().code;
    FEN_FUZZ_CHECK(code != fen::error_code::castling_repeated && code != fen::error_code::castling_order &&
                   code != fen::error_code::castling_not_canonical &&
                   code != fen::error_code::castling_rook_missing &&
                   code != fen::error_code::underscore_separator);
  }

  // The same input parses the same way twice (no hidden state).
  const auto again = fen::parse(text, fen::strictness::lenient);
  FEN_FUZZ_CHECK(again.has_value() == lenient.has_value());
  if (again) FEN_FUZZ_CHECK(*again == *lenient);
  else FEN_FUZZ_CHECK(again.error() == lenient.error());
  return 0;
}
