// Error handling: what a FEN that does not parse tells you (a stable code, the byte where the problem
// starts, the field, plain words), and three ways to get at it: test the result, let value() throw,
// or fall back to a default.
#include <fen/fen.hpp>

#include <cstdio>
#include <string_view>

namespace {

// Prints the input and a caret under the offending byte. (With {fmt}, fen/fmt.hpp does this:
// fmt::print("{}\n", fen::with_input(error, text)).)
void print_with_caret(std::string_view text, const fen::error& e) {
  std::printf("  %.*s\n  %*s^\n", static_cast<int>(text.size()), text.data(), static_cast<int>(e.offset), "");
}

}  // namespace

int main() {
  // 1. Test the result. parse() never throws and never allocates: the result holds a position or
  //    an error, like std::expected.
  std::puts("1. the first problem in each FEN, where it starts, and what it is");
  const std::string_view broken[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1",    // a castling letter
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",     // a rank with 7 squares
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",   // not a square
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",   // a sign on a counter
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",  // text after the FEN
  };
  for (const std::string_view text : broken) {
    const fen::result<fen::position> r = fen::parse(text);
    if (r) continue;  // not here: every one of these fails
    const fen::error& e = r.error();
    std::printf("%s (code %d) at byte %zu, in the %s field:\n  %s\n", fen::name(e.code).data(),
                static_cast<int>(e.code), e.offset, fen::name(e.field).data(), e.message().c_str());
    print_with_caret(text, e);
  }

  // 2. Strict or lenient. Lenient (the default) reads what real software writes; strict takes
  //    only the canonical form, for checking a program's own output.
  std::puts("\n2. the same text, lenient and strict");
  const std::string_view epd_style = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR  b  KQkq  e3";
  const auto lenient = fen::parse(epd_style);
  const auto strict = fen::parse(epd_style, fen::strictness::strict);
  std::printf("lenient: %s\n", lenient ? fen::serialize(*lenient).c_str() : lenient.error().message().c_str());
  std::printf("strict:  %s\n", strict ? fen::serialize(*strict).c_str() : strict.error().message().c_str());

  // 3. Codes are stable numbers: switch on them to react to a kind of problem.
  std::puts("\n3. reacting to a code");
  const auto short_fen = fen::parse("8/8/8/8/8/8/8/8 w - -", fen::strictness::strict);
  switch (short_fen.error().code) {
    case fen::error_code::missing_field:
      std::puts("missing counters: read it again leniently, which takes 0 and 1");
      break;
    default: std::puts("another problem"); break;
  }

  // 4. Exceptions, for those who prefer them: value() throws fen::parse_error, a
  //    std::runtime_error carrying the same code and offset. Built without exceptions, value()
  //    aborts instead, so test the result first there.
  std::puts("\n4. value() throws");
#if FEN_EXCEPTIONS
  try {
    const fen::position p = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").value();
    std::printf("unexpected: %s\n", fen::serialize(p).c_str());
  } catch (const fen::parse_error& e) {
    std::printf("caught fen::parse_error: %s (%s at byte %zu)\n", e.what(), fen::name(e.code()).data(), e.offset());
  }
#else
  std::puts("(built without exceptions)");
#endif

  // 5. A default when the text is not a FEN: value_or() never throws.
  std::puts("\n5. value_or()");
  const fen::position p = fen::parse("not a fen").value_or(fen::start_position);
  std::printf("%s\n", fen::serialize(p).c_str());
  return 0;
}
