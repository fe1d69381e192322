// fen/detail/x86.hpp: what the SSSE3 reader and writer share: whether the processor has SSSE3,
// and GCC-style vector types. x86 only: empty unless FEN_DETAIL_SSSE3 (macro_scope.hpp).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_X86_HPP
#define FEN_DETAIL_X86_HPP

#include "macro_scope.hpp"

#ifdef FEN_DETAIL_SSSE3
namespace fen::detail {

// Whether the processor has SSSE3: a flag the run-time library sets at start-up, read on each
// call, unless the compiler already targets SSSE3.
inline bool has_ssse3() noexcept {
#  ifdef __SSSE3__
  return true;
#  else
  return __builtin_cpu_supports("ssse3");
#  endif
}

using bytes16 = char __attribute__((vector_size(16)));
using words2 = long long __attribute__((vector_size(16)));

}  // namespace fen::detail
#endif

#endif  // FEN_DETAIL_X86_HPP
