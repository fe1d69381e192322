// A small JSON reader for the tests of the `fen` tool: enough for what `fen check --json` prints,
// and strict about what JSON allows, so that output another reader would refuse fails the test.
// A value that is not JSON stops the test case with the byte where reading stopped.
#pragma once

#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tool_tests {
struct json {
  enum class kind { null, boolean, number, string, array, object };
  kind type = kind::null;
  bool boolean = false;
  long long number = 0;
  std::string text;
  std::vector<json> items;
  // An object's members, in order: names[i] holds values[i]. (Two vectors, not one of pairs: a
  // pair needs its json complete, which it is not inside its own definition.)
  std::vector<std::string> names;
  std::vector<json> values;

  const json& operator[](std::string_view key) const;
  const std::vector<std::string>& keys() const { return names; }
};

inline const json& json::operator[](std::string_view key) const {
  REQUIRE(type == kind::object);
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == key) return values[i];
  FAIL("no member ", std::string(key));
  return *this;
}

/// Appends code point `cp` as UTF-8.
inline void put_utf8(std::string& out, unsigned long cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

/// Decodes the UTF-8 sequence at `s[i]`: its code point and length, or length 0 when it is not
/// well-formed (overlong forms, surrogates and values above U+10FFFF are not).
inline std::pair<unsigned long, std::size_t> decode_utf8(std::string_view s, std::size_t i) {
  const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b = at(i);
  std::size_t length = b < 0x80                ? 1
                       : b >= 0xC0 && b < 0xE0 ? 2
                       : b >= 0xE0 && b < 0xF0 ? 3
                       : b >= 0xF0 && b < 0xF8 ? 4
                                               : 0;
  if (length == 0 || i + length > s.size()) return {0, 0};
  unsigned long cp = length == 1 ? b : length == 2 ? (b & 0x1Fu) : length == 3 ? (b & 0x0Fu) : (b & 0x07u);
  for (std::size_t k = 1; k < length; ++k) {
    if ((at(i + k) & 0xC0) != 0x80) return {0, 0};
    cp = (cp << 6) | (at(i + k) & 0x3Fu);
  }
  const unsigned long smallest[5] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < smallest[length] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {0, 0};
  return {cp, length};
}

/// What a JSON string holding `bytes` decodes to when every byte that is not well-formed UTF-8 is
/// written as U+FFFD.
inline std::string with_replacements(std::string_view bytes) {
  std::string out;
  for (std::size_t i = 0; i < bytes.size();) {
    const auto [cp, length] = decode_utf8(bytes, i);
    if (length == 0) {
      put_utf8(out, 0xFFFD);
      ++i;
    } else {
      out.append(bytes.substr(i, length));
      i += length;
    }
  }
  return out;
}

class json_reader {
 public:
  explicit json_reader(std::string_view text) : text_(text) {}

  json read_document() {
    json value = read_value();
    skip_blanks();
    REQUIRE_MESSAGE(at_ == text_.size(), "text after the JSON value at byte ", at_);
    return value;
  }

 private:
  std::string_view text_;
  std::size_t at_ = 0;

  void skip_blanks() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
      ++at_;
  }
  char peek() {
    REQUIRE_MESSAGE(at_ < text_.size(), "the JSON ends too early");
    return text_[at_];
  }
  void expect(std::string_view word) {
    REQUIRE_MESSAGE(text_.substr(at_, word.size()) == word, "expected ", std::string(word), " at byte ", at_);
    at_ += word.size();
  }

  json read_value() {
    skip_blanks();
    json value;
    const char c = peek();
    if (c == 'n') {
      expect("null");
    } else if (c == 't' || c == 'f') {
      value.type = json::kind::boolean;
      value.boolean = c == 't';
      expect(c == 't' ? "true" : "false");
    } else if (c == '"') {
      value.type = json::kind::string;
      value.text = read_string();
    } else if (c == '[') {
      value.type = json::kind::array;
      ++at_;
      skip_blanks();
      if (peek() == ']') {
        ++at_;
        return value;
      }
      for (;;) {
        value.items.push_back(read_value());
        skip_blanks();
        if (peek() == ']') break;
        expect(",");
      }
      ++at_;
    } else if (c == '{') {
      value.type = json::kind::object;
      ++at_;
      skip_blanks();
      if (peek() == '}') {
        ++at_;
        return value;
      }
      for (;;) {
        skip_blanks();
        REQUIRE_MESSAGE(peek() == '"', "an object key must be a string, at byte ", at_);
        std::string key = read_string();
        skip_blanks();
        expect(":");
        value.names.push_back(std::move(key));
        value.values.push_back(read_value());
        skip_blanks();
        if (peek() == '}') break;
        expect(",");
      }
      ++at_;
    } else {
      value.type = json::kind::number;
      const bool negative = c == '-';
      if (negative) ++at_;
      REQUIRE_MESSAGE((peek() >= '0' && peek() <= '9'), "not a JSON value at byte ", at_);
      REQUIRE_MESSAGE(!(peek() == '0' && at_ + 1 < text_.size() && text_[at_ + 1] >= '0' && text_[at_ + 1] <= '9'),
                      "a number with a leading zero");
      while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9')
        value.number = value.number * 10 + (text_[at_++] - '0');
      if (negative) value.number = -value.number;
    }
    return value;
  }

  unsigned long read_hex4() {
    REQUIRE(at_ + 4 <= text_.size());
    unsigned long v = 0;
    for (int k = 0; k < 4; ++k) {
      const char h = text_[at_++];
      const int digit = h >= '0' && h <= '9'   ? h - '0'
                        : h >= 'a' && h <= 'f' ? h - 'a' + 10
                        : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                               : -1;
      REQUIRE_MESSAGE(digit >= 0, "not a hex digit in \\u");
      v = v * 16 + static_cast<unsigned long>(digit);
    }
    return v;
  }

  std::string read_string() {
    expect("\"");
    std::string out;
    for (;;) {
      const char c = peek();
      const auto u = static_cast<unsigned char>(c);
      if (c == '"') {
        ++at_;
        return out;
      }
      REQUIRE_MESSAGE(u >= 0x20, "a raw control byte in a JSON string, at byte ", at_);
      if (c != '\\') {
        const auto [cp, length] = decode_utf8(text_, at_);
        REQUIRE_MESSAGE(length != 0, "a JSON string that is not UTF-8, at byte ", at_);
        (void)cp;
        out.append(text_.substr(at_, length));
        at_ += length;
        continue;
      }
      ++at_;
      const char e = peek();
      ++at_;
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned long cp = read_hex4();
          if (cp >= 0xD800 && cp <= 0xDBFF) {
            expect("\\u");
            const unsigned long low = read_hex4();
            REQUIRE_MESSAGE((low >= 0xDC00 && low <= 0xDFFF), "a lone high surrogate");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          } else {
            REQUIRE_MESSAGE(!(cp >= 0xDC00 && cp <= 0xDFFF), "a lone low surrogate");
          }
          put_utf8(out, cp);
          break;
        }
        default: FAIL("unknown escape \\", e);
      }
    }
  }
};

}  // namespace tool_tests
