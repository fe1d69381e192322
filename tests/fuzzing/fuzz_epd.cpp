// libFuzzer target: EPD lines in both modes, and parse -> serialize_epd -> parse. Never crashes,
// never reads outside the line; errors are well formed; what strict mode accepts, serialize_epd
// gives back byte for byte; what lenient mode accepts is written as a line that reads back to the
// same record.
#include "fuzz_epd_support.hpp"

#include <fen/epd.hpp>

namespace {

void check_error(std::string_view text, const fen::epd_error& e) {
  FEN_FUZZ_CHECK(e.offset <= text.size());
  FEN_FUZZ_CHECK(e.code != fen::epd_error_code::line_too_long);
  FEN_FUZZ_CHECK(fen::name(e.code) != "unknown");
  FEN_FUZZ_CHECK(!e.message().empty());
  FEN_FUZZ_CHECK(e.message().size() < fen::max_message_length);
  if (e.code == fen::epd_error_code::position) {
    FEN_FUZZ_CHECK(e.position_error.offset == e.offset);
    fen_fuzz::check_error(text, e.position_error);
  }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  const std::string_view text = fen_fuzz::view(data, size);
  const auto lenient = fen::parse_epd(text);
  const auto strict = fen::parse_epd(text, fen::strictness::strict);
  if (!lenient) check_error(text, lenient.error());
  if (!strict) check_error(text, strict.error());

  if (strict) {
    FEN_FUZZ_CHECK(lenient.has_value());
    FEN_FUZZ_CHECK(lenient->position == strict->position);
    FEN_FUZZ_CHECK(fen_fuzz::same_operations(*lenient, *strict));
    const auto line = fen::serialize_epd(*strict);
    FEN_FUZZ_CHECK(line.has_value());
    FEN_FUZZ_CHECK(line->view() == text);
  }
  if (!lenient) return 0;

  const auto line = fen::serialize_epd(*lenient);
  if (!line) {
    FEN_FUZZ_CHECK(line.error().code == fen::epd_error_code::line_too_long);
    return 0;
  }
  const auto back = fen::parse_epd(line->view());
  FEN_FUZZ_CHECK(back.has_value());
  FEN_FUZZ_CHECK(back->position == lenient->position);
  FEN_FUZZ_CHECK(fen_fuzz::same_operations(*back, *lenient));
  const auto again = fen::serialize_epd(*back);
  FEN_FUZZ_CHECK(again.has_value());
  FEN_FUZZ_CHECK(*again == *line);
  return 0;
}
