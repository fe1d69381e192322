// libFuzzer target: `parse` in both modes on any bytes. Never crashes, never reads outside the view
// (libFuzzer's buffer is exactly the input, so AddressSanitizer sees any byte read past it), errors
// are well formed, strict mode accepts nothing lenient mode refuses, and the parser's two passes
// (the fast one for the canonical form, the careful one for everything) agree.
#include "fuzz_support.hpp"

#include <string>

namespace {

// The fast pass, called on its own, takes only what the careful parser reads the same way; parse
// gives the careful parser's answer, position or error.
void check_passes_agree(std::string_view text, bool strict, const fen::result<fen::position>& parsed) {
  const auto fast = fen::detail::parser(text, strict).run_fast_only();
  const auto careful = fen::detail::parser(text, strict).run_careful_only();
  if (fast) {
    FEN_FUZZ_CHECK(careful.has_value());
    FEN_FUZZ_CHECK(*fast == *careful);
  }
  FEN_FUZZ_CHECK(parsed.has_value() == careful.has_value());
  if (parsed)
    FEN_FUZZ_CHECK(*parsed == *careful);
  else
    FEN_FUZZ_CHECK(parsed.error() == careful.error());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  const std::string_view text = fen_fuzz::view(data, size);
  const auto lenient = fen::parse(text, fen::strictness::lenient);
  const auto strict = fen::parse(text, fen::strictness::strict);
  check_passes_agree(text, false, lenient);
  check_passes_agree(text, true, strict);

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
  // the same error one byte further on. (It also sends canonical text past the parser's fast pass,
  // so parse's two ways to a position are compared once more.)
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
    FEN_FUZZ_CHECK(after_blank.error().rank == lenient.error().rank);
    FEN_FUZZ_CHECK(after_blank.error().count == lenient.error().count);
    FEN_FUZZ_CHECK(after_blank.error().expected == lenient.error().expected);
    FEN_FUZZ_CHECK(after_blank.error().square == lenient.error().square);
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
