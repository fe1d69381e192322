// libFuzzer target: `parse` in both modes on any bytes. Never crashes, never reads outside the view
// (libFuzzer's buffer is exactly the input, so AddressSanitizer sees any byte read past it), errors
// are well formed, and strict mode accepts nothing lenient mode refuses.
#include "fuzz_support.hpp"

#include <string>

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
                   code != fen::error_code::castling_not_canonical && code != fen::error_code::castling_rook_missing &&
                   code != fen::error_code::underscore_separator);
  }

  // A blank in front changes nothing in lenient mode but where errors are: the same position, or
  // the same error one byte further on. (It also sends canonical text past the parser's fast pass
  // for the canonical form, so the fast pass and the careful parser are compared here.)
  std::string shifted(1, ' ');
  shifted.append(text);
  const auto after_blank = fen::parse(shifted, fen::strictness::lenient);
  FEN_FUZZ_CHECK(after_blank.has_value() == lenient.has_value());
  if (after_blank) {
    FEN_FUZZ_CHECK(*after_blank == *lenient);
  } else if (lenient.error().code != fen::error_code::empty_input) {
    FEN_FUZZ_CHECK(after_blank.error().code == lenient.error().code);
    FEN_FUZZ_CHECK(after_blank.error().offset == lenient.error().offset + 1);
    FEN_FUZZ_CHECK(after_blank.error().field == lenient.error().field);
    FEN_FUZZ_CHECK(after_blank.error().byte == lenient.error().byte);
    FEN_FUZZ_CHECK(after_blank.error().info == lenient.error().info);
  }

  // The same input parses the same way twice (no hidden state).
  const auto again = fen::parse(text, fen::strictness::lenient);
  FEN_FUZZ_CHECK(again.has_value() == lenient.has_value());
  if (again)
    FEN_FUZZ_CHECK(*again == *lenient);
  else
    FEN_FUZZ_CHECK(again.error() == lenient.error());
  return 0;
}
