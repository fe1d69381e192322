// fen: the command-line tool. The JSON that `fen check --json` writes: one object a line.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#pragma once

#include "io.hpp"

#include <fen/validate.hpp>

#include <cstddef>
#include <string_view>

namespace fen_tool {

/// Writes `s` as a JSON string: quotes, backslashes and control bytes escaped, well-formed UTF-8
/// copied, every other byte written as U+FFFD.
void put_json_string(output& out, std::string_view s);

/// The object for line `number` (text `line`) that parsed: `canonical` is its canonical form,
/// `report` what the validator found.
void put_json_parsed(output& out, std::size_t number, std::string_view line, std::string_view canonical,
                     const fen::validation_report& report);

/// The object for line `number` (text `line`) that did not parse: the error's code, offset and words.
void put_json_unparsed(output& out, std::size_t number, std::string_view line, std::string_view code,
                       std::size_t offset, std::string_view message);

}  // namespace fen_tool
