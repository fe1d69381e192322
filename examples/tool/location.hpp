// fen: the command-line tool. Where `fen check` points for a problem the validator finds: the
// field the problem is about, or its square in the placement.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// The parser knows where each field starts but does not keep it, so these functions find the
// fields again in a line that parsed.

#pragma once

#include <fen/epd.hpp>
#include <fen/validate.hpp>

#include <cstddef>
#include <string_view>

namespace fen_tool {

/// The byte offset in `line` (a line that parsed) that `check` points at for problem `p`.
/// `record` is the EPD record `line` was read into, or null for a FEN.
std::size_t problem_offset(std::string_view line, const fen::problem& p,
                           const fen::epd_record* record = nullptr) noexcept;

}  // namespace fen_tool
