// What the test files share: doctest printers for the library's types, so that a failed check shows
// a FEN and an error code rather than bytes, and small helpers for the tables of cases.
#pragma once

#include <doctest/doctest.h>
#include <fen/fen.hpp>

#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>
#include <type_traits>

namespace doctest {
template <>
struct StringMaker<fen::position> {
  static String convert(const fen::position& p) { return String(std::string(fen::serialize(p)).c_str()); }
};
template <>
struct StringMaker<fen::error> {
  static String convert(const fen::error& e) {
    const std::string text =
        std::string(fen::name(e.code)) + " at " + std::to_string(e.offset) + " (" + std::string(e.message()) + ")";
    return String(text.c_str());
  }
};
template <>
struct StringMaker<fen::error_code> {
  static String convert(fen::error_code c) { return String(std::string(fen::name(c)).c_str()); }
};
template <>
struct StringMaker<fen::result<fen::position>> {
  static String convert(const fen::result<fen::position>& r) {
    return r ? StringMaker<fen::position>::convert(*r) : StringMaker<fen::error>::convert(r.error());
  }
};
template <std::size_t N>
struct StringMaker<fen::fixed_string<N>> {
  static String convert(const fen::fixed_string<N>& s) {
    std::string quoted = "\"";  // built with += : g++ 12 -O3 warns (-Wrestrict) on "\"" + str
    quoted += s.view();
    quoted += '"';
    return String(quoted.c_str());
  }
};
template <>
struct StringMaker<fen::square> {
  static String convert(fen::square s) { return String(std::string(s.name()).c_str()); }
};
template <>
struct StringMaker<fen::piece> {
  static String convert(fen::piece p) { return String(std::string(1, p.to_char()).c_str()); }
};
}  // namespace doctest

// ---------------------------------------------------------------------------------------------
// Validation (fen/validate.hpp): printers for problem codes, severities and castling rights, so
// that every test file that checks a report can show them by name.
// ---------------------------------------------------------------------------------------------
#include <fen/validate.hpp>

namespace doctest {
template <>
struct StringMaker<fen::problem_code> {
  static String convert(fen::problem_code c) { return String(std::string(fen::name(c)).c_str()); }
};
template <>
struct StringMaker<fen::severity> {
  static String convert(fen::severity s) { return String(std::string(fen::name(s)).c_str()); }
};
template <>
struct StringMaker<fen::castling_rights> {
  static String convert(const fen::castling_rights& r) {
    std::string text;
    for (fen::color c : {fen::color::white, fen::color::black})
      for (fen::castling_side s : {fen::castling_side::king_side, fen::castling_side::queen_side})
        if (const auto file = r.rook_file(c, s))
          text += static_cast<char>((c == fen::color::white ? 'A' : 'a') + *file);
    return String(text.empty() ? "-" : text.c_str());
  }
};
}  // namespace doctest
// ---------------------------------------------------------------------------------------------
// End of the validation block.
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// EPD (fen/epd.hpp): printers for EPD errors, their codes, operand kinds and records.
// ---------------------------------------------------------------------------------------------
#include <fen/epd.hpp>

namespace doctest {
template <>
struct StringMaker<fen::epd_error> {
  static String convert(const fen::epd_error& e) {
    const std::string text =
        std::string(fen::name(e.code)) + " at " + std::to_string(e.offset) + " (" + std::string(e.message()) + ")";
    return String(text.c_str());
  }
};
template <>
struct StringMaker<fen::epd_error_code> {
  static String convert(fen::epd_error_code c) { return String(std::string(fen::name(c)).c_str()); }
};
template <>
struct StringMaker<fen::epd_operand_kind> {
  static String convert(fen::epd_operand_kind k) { return String(std::string(fen::name(k)).c_str()); }
};
template <>
struct StringMaker<fen::epd_record> {
  static String convert(const fen::epd_record& r) { return String(fen::to_string(r).c_str()); }
};
}  // namespace doctest
// ---------------------------------------------------------------------------------------------
// End of the EPD block.
// ---------------------------------------------------------------------------------------------

namespace fen_test {

inline constexpr fen::strictness lenient = fen::strictness::lenient;
inline constexpr fen::strictness strict = fen::strictness::strict;

/// Parses `text`, which must succeed; the position it gives.
inline fen::position must_parse(std::string_view text, fen::strictness mode = lenient) {
  const auto r = fen::parse(text, mode);
  INFO("input: ", std::string(text));
  REQUIRE_MESSAGE(r.has_value(), doctest::StringMaker<fen::result<fen::position>>::convert(r));
  return *r;
}

/// Where `fen::layout` says each square of `text` is written, against the position `text` parses
/// to: its piece letter, or a digit for an empty square, and never past the text's end.
inline void check_layout_squares(std::string_view text, const fen::position& p) {
  const fen::text_layout where = fen::layout(text);
  for (int index = 0; index < 64; ++index) {
    const fen::square s = fen::square::from_index(index);
    CAPTURE(s);
    const std::size_t at = where.offset_of(s);
    REQUIRE(at < text.size());
    if (p.at(s).is_none())
      CHECK((text[at] >= '1' && text[at] <= '8'));
    else
      CHECK(text[at] == p.at(s).to_char());
  }
}

/// One expected failure: the input, its code and offset, in which modes.
struct bad_case {
  std::string_view text;
  fen::error_code code;
  std::size_t offset;
};

/// The parser whose errors carry `Code`: fen::parse for FEN codes, fen::parse_epd for EPD codes.
/// A template, so that EPD parsing is compiled only in the files that check EPD lines.
template <class Code>
auto parse_for(std::string_view text, fen::strictness mode) {
  if constexpr (std::is_same_v<Code, fen::epd_error_code>) {
    return fen::parse_epd(text, mode);
  } else {
    return fen::parse(text, mode);
  }
}

/// Checks that `text` fails with `code` at `offset` in `mode`, as FEN or as EPD by the code's type.
template <class Code>
void check_fails(std::string_view text, Code code, std::size_t offset, fen::strictness mode) {
  CAPTURE(std::string(text));
  const std::string mode_name = mode == strict ? "strict" : "lenient";
  CAPTURE(mode_name);
  const auto r = parse_for<Code>(text, mode);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == code);
  CHECK(r.error().offset == offset);
  CHECK(r.error().offset <= text.size());
  CHECK_FALSE(r.error().message().empty());
}

template <class Code>
void check_fails_both(std::string_view text, Code code, std::size_t offset) {
  check_fails(text, code, offset, lenient);
  check_fails(text, code, offset, strict);
}

/// The line count ctest gives for the corpus file named in `variable`, in `variable`_LINES
/// (the full corpus and the committed sample differ).
inline std::size_t corpus_lines(const std::string& variable) {
  const std::string name = variable + "_LINES";
  const char* value = std::getenv(name.c_str());
  REQUIRE_MESSAGE(value != nullptr, "set ", name, " (ctest does)");
  return static_cast<std::size_t>(std::strtoull(value, nullptr, 10));
}

/// What read_corpus read: the file's path and its line count.
struct corpus_read {
  std::string path;
  std::size_t lines;
};

/// Reads the corpus file ctest names in `variable` (FEN_CORPUS_MAIN or FEN_CORPUS_EP_ALWAYS) and
/// calls `on_line(line)` for each of its lines, every one as it is (none skipped, nothing trimmed).
/// Stops the test case when the variable or its line count is not set or the file cannot be opened,
/// and checks that the file has the line count ctest gives (corpus_lines).
template <class OnLine>
corpus_read read_corpus(const char* variable, OnLine&& on_line) {
  const char* path = std::getenv(variable);
  const std::size_t expected_lines = corpus_lines(variable);
  REQUIRE_MESSAGE(path != nullptr, "corpus not given: set ", variable, " (ctest does)");
  std::ifstream in(path);
  REQUIRE_MESSAGE(in.good(), "cannot open ", path);
  std::string line;
  std::size_t lines = 0;
  while (std::getline(in, line)) {
    ++lines;
    on_line(line);
  }
  CHECK(lines == expected_lines);
  return {path, lines};
}

}  // namespace fen_test
