// fen: the command-line tool. Counts by name (error codes, problem codes, castling rights, material
// signatures), printed most frequent first: `fen check`'s summary and `fen stats`.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#pragma once

#include "io.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace fen_tool {

class tally {
 public:
  /// `n` more of `name`. (Looked up through a kept string: no allocation for a name seen before.)
  void add(std::string_view name, std::size_t n = 1) {
    probe_.assign(name.data(), name.size());
    const auto found = counts_.find(probe_);
    if (found != counts_.end())
      found->second += n;
    else
      counts_.emplace(probe_, n);
  }
  bool empty() const noexcept { return counts_.empty(); }
  std::size_t size() const noexcept { return counts_.size(); }

  /// The names and counts, most frequent first (then by name); the first `top` (0: all).
  std::vector<std::pair<std::string_view, std::size_t>> sorted(std::size_t top = 0) const {
    std::vector<std::pair<std::string_view, std::size_t>> all(counts_.begin(), counts_.end());
    std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
      return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    if (top != 0 && all.size() > top) all.resize(top);
    return all;
  }

  /// `name N, name N`, most frequent first (then by name).
  void put(output& out) const {
    const auto all = sorted();
    for (std::size_t i = 0; i < all.size(); ++i) out.print("{}{} {}", i == 0 ? "" : ", ", all[i].first, all[i].second);
  }

 private:
  std::unordered_map<std::string, std::size_t> counts_;
  std::string probe_;
};

}  // namespace fen_tool
