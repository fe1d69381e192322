// fen: the command-line tool. Where `fen check` points for a problem the validator finds: the
// field the problem is about, or its square in the placement.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// The parser knows where each field starts but does not keep it, so these functions find the
// fields again in a text that was read (fen::layout), and the counters where the reading found them.

#pragma once

#include "lines.hpp"

#include <fen/validate.hpp>

#include <cstddef>
#include <string_view>

namespace fen_tool {

/// The byte offset in `text` (a text read as `r`) that `check` points at for problem `p`.
std::size_t problem_offset(std::string_view text, const fen::problem& p, const reading& r) noexcept;

}  // namespace fen_tool
