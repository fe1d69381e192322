// libFuzzer target: parse -> serialize -> parse. What lenient mode reads, serialize writes as a
// canonical FEN that reads back to the same position; what strict mode accepts, serialize gives
// back byte for byte.
#include "fuzz_support.hpp"

#include <algorithm>
#include <string>

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
  // What lenient mode forgives, applied to the canonical text, reads the same position; strict
  // mode refuses each, with the code for it (where it takes the canonical text: else an earlier
  // error comes first).
  const std::string canonical = written.str();
  const auto same_in_lenient = [&](const std::string& variant) {
    const auto r = fen::parse(variant, fen::strictness::lenient);
    FEN_FUZZ_CHECK(r.has_value());
    FEN_FUZZ_CHECK(*r == p);
  };
  const bool strict_takes_it = strict_back.has_value();
  const auto strict_code = [&](const std::string& variant, fen::error_code expected) {
    const auto r = fen::parse(variant, fen::strictness::strict);
    FEN_FUZZ_CHECK(!r.has_value());
    return !strict_takes_it || r.error().code == expected;
  };
  std::string underscores = canonical, tabs = canonical, runs;
  for (char& c : underscores) c = c == ' ' ? '_' : c;
  for (char& c : tabs) c = c == ' ' ? '\t' : c;
  for (char c : canonical) runs += c == ' ' ? std::string(" \t _ ") : std::string(1, c);
  same_in_lenient(underscores);
  FEN_FUZZ_CHECK(strict_code(underscores, fen::error_code::underscore_separator));
  same_in_lenient(tabs);
  FEN_FUZZ_CHECK(strict_code(tabs, fen::error_code::unexpected_whitespace));
  same_in_lenient(runs);
  same_in_lenient(" \t" + canonical + "\r\n");
  FEN_FUZZ_CHECK(strict_code(canonical + "\n", fen::error_code::unexpected_whitespace));
  if (p.halfmove_clock == 0 && p.fullmove_number == 1) {
    const std::string four_fields = canonical.substr(0, canonical.size() - 4);  // without " 0 1"
    same_in_lenient(four_fields);
    FEN_FUZZ_CHECK(strict_code(four_fields, fen::error_code::missing_field));
  }
  // Castling letters in the opposite order.
  const std::size_t castling_at = canonical.find(' ', canonical.find(' ') + 1) + 1;
  const std::size_t castling_end = canonical.find(' ', castling_at);
  std::string reversed = canonical;
  std::reverse(reversed.begin() + static_cast<std::ptrdiff_t>(castling_at),
               reversed.begin() + static_cast<std::ptrdiff_t>(castling_end));
  same_in_lenient(reversed);

  const auto standard = fen::serialize(p, {fen::castling_notation::standard});
  const auto from_standard = fen::parse(standard, fen::strictness::lenient);
  FEN_FUZZ_CHECK(from_standard.has_value());
  if (standard == written) FEN_FUZZ_CHECK(*from_standard == p);
  return 0;
}
