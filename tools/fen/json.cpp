// fen: the command-line tool. JSON output (see json.hpp).
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "json.hpp"

namespace fen_tool {
namespace {

// The length of the well-formed UTF-8 sequence at the start of `s` (Unicode, table 3-7), or 0.
std::size_t utf8_length(std::string_view s) noexcept {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char b0 = byte(0);
  std::size_t length = 0;
  unsigned char low = 0x80;
  unsigned char high = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    length = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    length = 3;
    if (b0 == 0xE0) low = 0xA0;   // no overlong forms
    if (b0 == 0xED) high = 0x9F;  // no surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    length = 4;
    if (b0 == 0xF0) low = 0x90;   // no overlong forms
    if (b0 == 0xF4) high = 0x8F;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (s.size() < length || byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
  return length;
}

/// The members every object starts with: `{"schema":1,"file":"...","line":N,"input":"..."`.
void put_place(output& out, const json_place& at) {
  out.put("{\"schema\":");
  out.put_number(static_cast<std::size_t>(json_schema));
  out.put(",\"file\":");
  put_json_string(out, at.file);
  out.put(",\"line\":");
  out.put_number(at.number);
  out.put(",\"input\":");
  if (at.line)
    put_json_string(out, *at.line);
  else
    out.put("null");
}

}  // namespace

void put_json_string(output& out, std::string_view s) {
  out.put('"');
  std::size_t run = 0;  // start of the bytes copied as they are
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
      ++i;
      continue;
    }
    std::size_t length = 1;
    if (c >= 0x80) {
      length = utf8_length(s.substr(i));
      if (length != 0) {
        i += length;
        continue;
      }
      length = 1;
    }
    out.put(s.substr(run, i - run));
    switch (c) {
      case '"': out.put("\\\""); break;
      case '\\': out.put("\\\\"); break;
      case '\n': out.put("\\n"); break;
      case '\r': out.put("\\r"); break;
      case '\t': out.put("\\t"); break;
      case '\b': out.put("\\b"); break;
      case '\f': out.put("\\f"); break;
      default:
        if (c >= 0x80) {
          out.put("\\ufffd");
        } else {
          constexpr char hex[] = "0123456789abcdef";
          out.put("\\u00");
          out.put(hex[c >> 4]);
          out.put(hex[c & 15u]);
        }
    }
    i += length;
    run = i;
  }
  out.put(s.substr(run));
  out.put('"');
}

void put_json_parsed(output& out, const json_place& at, std::string_view canonical, std::string_view set_aside,
                     const std::vector<located_problem>& problems) {
  put_place(out, at);
  out.put(problems.empty() ? ",\"ok\":true,\"error\":null,\"fen\":" : ",\"ok\":false,\"error\":null,\"fen\":");
  put_json_string(out, canonical);
  out.put(",\"set_aside\":");
  if (set_aside.empty())
    out.put("null");
  else
    put_json_string(out, set_aside);
  out.put(",\"problems\":[");
  for (std::size_t i = 0; i < problems.size(); ++i) {
    const fen::problem& p = *problems[i].problem;
    out.put(i == 0 ? "{\"code\":\"" : ",{\"code\":\"");
    out.put(fen::name(p.code));
    out.put("\",\"severity\":\"");
    out.put(fen::name(p.severity));
    out.put("\",\"message\":");
    put_json_string(out, p.message().view());
    out.put(",\"square\":");
    if (p.square) {
      const char name[] = {'"', static_cast<char>('a' + p.square->file()), static_cast<char>('1' + p.square->rank()),
                           '"'};
      out.put(std::string_view(name, sizeof name));
    } else {
      out.put("null");
    }
    out.put(",\"column\":");
    out.put_number(problems[i].offset + 1);
    out.put('}');
  }
  out.put("]}\n");
}

void put_json_unparsed(output& out, const json_place& at, std::string_view code, std::string_view field,
                       std::size_t offset, std::string_view message) {
  put_place(out, at);
  out.put(",\"ok\":false,\"error\":{\"code\":\"");
  out.put(code);
  out.put("\",\"field\":");
  if (field.empty()) {
    out.put("null");
  } else {
    out.put('"');
    out.put(field);
    out.put('"');
  }
  out.put(",\"offset\":");
  out.put_number(offset);
  out.put(",\"message\":");
  put_json_string(out, message);
  out.put("},\"fen\":null,\"set_aside\":null,\"problems\":[]}\n");
}

}  // namespace fen_tool
