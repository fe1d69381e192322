// fen: the command-line tool. The JSON that `fen check --json` writes: one object a line, each
// with the schema version (`json_schema`) first.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#pragma once

#include "io.hpp"

#include <fen/validate.hpp>

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace fen_tool {

/// The version of the objects' layout, their first member ("schema":1). It grows when a member
/// changes meaning or goes; new members may come without it.
inline constexpr int json_schema = 1;

/// Writes `s` as a JSON string: quotes, backslashes and control bytes escaped, well-formed UTF-8
/// copied, every other byte written as U+FFFD.
void put_json_string(output& out, std::string_view s);

/// Where an object's line is: its file's name, its number, its text (null when not read: a line too long).
struct json_place {
  std::string_view file;
  std::size_t number = 0;
  std::optional<std::string_view> line;
};

/// A problem as reported: the validator's, and its offset in the line.
struct located_problem {
  const fen::problem* problem = nullptr;
  std::size_t offset = 0;
};

/// The object for a line that was read as a position: `canonical` is its canonical form,
/// `set_aside` the text after it that was not read (empty for none), `problems` what the validator
/// found.
void put_json_parsed(output& out, const json_place& at, std::string_view canonical, std::string_view set_aside,
                     const std::vector<located_problem>& problems);

/// The object for a line that did not parse or was refused: the error's code, field, offset and words.
void put_json_unparsed(output& out, const json_place& at, std::string_view code, std::string_view field,
                       std::size_t offset, std::string_view message);

}  // namespace fen_tool
