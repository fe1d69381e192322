// What the EPD fuzz targets share.
#pragma once

#include "fuzz_support.hpp"

#include <fen/epd.hpp>

#include <cstddef>

namespace fen_fuzz {

// The same operations, in order, with the same opcodes and operands (records of any capacities).
template <class A, class B>
bool same_operations(const A& a, const B& b) {
  if (a.size() != b.size() || a.operand_count() != b.operand_count()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const fen::epd_operation x = a[i];
    const fen::epd_operation y = b[i];
    if (x.opcode != y.opcode || x.operands.size() != y.operands.size()) return false;
    for (std::size_t j = 0; j < x.operands.size(); ++j)
      if (x.operands[j] != y.operands[j]) return false;
  }
  return true;
}

}  // namespace fen_fuzz
