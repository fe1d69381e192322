// libFuzzer target: the {fmt} formatters. The input is a format spec (up to four bytes), a NUL,
// and a FEN (or only a FEN). Any spec either formats or throws fmt::format_error, never worse; the
// default output is serialize's; an error with its input prints the message, the text and a caret
// under the very byte the offset names, in printable ASCII whatever the text holds.
#include "fuzz_support.hpp"

#include <fen/fmt.hpp>

#include <string>

namespace {
bool printable_lines(const std::string& s) {
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c != '\n' && (u < 0x20 || u >= 0x7F)) return false;
  }
  return true;
}

std::size_t count_of(const std::string& s, char c) {
  std::size_t n = 0;
  for (char x : s) n += x == c;
  return n;
}

// The two last lines of `shown` are the text and the caret line: the caret must stand under the
// first column of byte `offset` (or just after the text when the offset is at or past its end).
void check_caret(const std::string& shown, std::string_view text, std::size_t offset) {
  FEN_FUZZ_CHECK(printable_lines(shown));
  const std::size_t caret_line_start = shown.rfind('\n');
  FEN_FUZZ_CHECK(caret_line_start != std::string::npos);
  const std::string caret_line = shown.substr(caret_line_start + 1);
  const std::size_t text_line_start = shown.rfind('\n', caret_line_start - 1);
  const std::string text_line =
      shown.substr(text_line_start == std::string::npos ? 0 : text_line_start + 1,
                   caret_line_start - (text_line_start == std::string::npos ? 0 : text_line_start + 1));
  FEN_FUZZ_CHECK(count_of(caret_line, '^') == 1);
  FEN_FUZZ_CHECK(caret_line.back() == '^');
  FEN_FUZZ_CHECK(caret_line.find_first_not_of(' ') == caret_line.size() - 1);
  const std::size_t column = caret_line.size() - 1;
  FEN_FUZZ_CHECK(column <= text_line.size());
  if (offset < text.size()) {
    const auto u = static_cast<unsigned char>(text[offset]);
    const char first = u >= 0x20 && u < 0x7F ? text[offset] : '\\';
    FEN_FUZZ_CHECK(column < text_line.size());
    FEN_FUZZ_CHECK(text_line[column] == first);
  } else {
    FEN_FUZZ_CHECK(column == text_line.size());
  }
  FEN_FUZZ_CHECK(text_line.size() <= 4 + 3 + 4 * 100 + 3);  // a long text is shown as a window
}

template <class T>
void format_with_spec(const std::string& spec, const T& value) {
  try {
    const std::string s = fmt::format(fmt::runtime("{:" + spec + "}"), value);
    (void)s;
  } catch (const fmt::format_error&) {
  }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  std::string_view input = fen_fuzz::view(data, size);
  std::string spec;
  // At most four bytes of spec: a width of 9999 at most (a larger one only makes a larger string).
  const std::size_t nul = input.substr(0, 5).find('\0');
  if (nul != std::string_view::npos) {
    spec = std::string(input.substr(0, nul));
    input.remove_prefix(nul + 1);
  }
  // A '{' or '}' in the spec would make another format string altogether.
  for (char& c : spec)
    if (c == '{' || c == '}') c = 'x';
  const std::string_view text = input;

  const auto r = fen::parse(text);
  if (!r) {
    const std::string shown = fmt::format("{}", fen::with_input(r.error(), text));
    FEN_FUZZ_CHECK(count_of(shown, '\n') == 2);
    FEN_FUZZ_CHECK(shown.substr(0, shown.find('\n')) == r.error().message().view());
    check_caret(shown, text, r.error().offset);
    FEN_FUZZ_CHECK(fmt::format("{}", r.error()) == r.error().message().view());
    format_with_spec(spec, r.error());
    format_with_spec(spec, r.error().code);
    format_with_spec(spec, r.error().field);
  }
  // A caret anywhere, past the end included.
  const std::size_t offset = spec.size() * 37 + (text.empty() ? 0 : static_cast<unsigned char>(text[0]));
  const std::string marked = fmt::format("{}", fen::caret(text, offset));
  FEN_FUZZ_CHECK(count_of(marked, '\n') == 1);
  check_caret(marked, text, offset);

  const fen::position p = r ? *r : fen::start_position;
  FEN_FUZZ_CHECK(fmt::format("{}", p) == fen::serialize(p).view());
  FEN_FUZZ_CHECK(count_of(fmt::format("{:d}", p), '\n') == 7);
  FEN_FUZZ_CHECK(count_of(fmt::format("{:ufc}", p), '\n') == 8);
  format_with_spec(spec, p);
  const fen::square sq = fen::square::from_index(static_cast<int>(offset % 64));
  format_with_spec(spec, p.at(sq));
  format_with_spec(spec, sq);
  format_with_spec(spec, p.side_to_move);
  format_with_spec(spec, fen::serialize(p));
  const fen::validation_report report = fen::validate(p);
  const std::string shown_report = fmt::format("{:c}", report);
  FEN_FUZZ_CHECK(count_of(shown_report, '\n') == (report.empty() ? 0 : report.size() - 1));
  format_with_spec(spec, report);
  for (const fen::problem& problem : report) format_with_spec(spec, problem);
  return 0;
}
