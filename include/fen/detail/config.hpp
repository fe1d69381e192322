// fen/detail/config.hpp: the C++17 check, the standard headers, the version, and the user's
// switches (FEN_EXCEPTIONS; FEN_NO_SIMD and FEN_SEPARATE_DEFINITIONS are read where they act).
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.
//
// The user's switches (defined by the user: kept; otherwise detected):
//   FEN_EXCEPTIONS  1 when `result::value()` may throw `fen::parse_error`, 0 when it must abort
//                   instead. Detected from the compiler.
//   FEN_NO_SIMD     defined: parse and serialize read and write the placement the portable way
//                   only, leaving out the SSSE3 reader and writer they otherwise use where the
//                   processor has them (detail/x86.hpp).
//   FEN_SEPARATE_DEFINITIONS  defined (in every translation unit of the program, with the same
//                   value as everything else here): `parse`, `serialize` and `validate` run at run
//                   time through functions that the headers only declare, so that a translation
//                   unit calling them does not compile them again. In constant expressions they
//                   work as always.
//   FEN_DEFINITIONS defined in the one translation unit that holds those functions, before it
//                   includes fen's headers (each header defines its own: include every one the
//                   program calls). See docs' "Compile time".
// What the headers detect for themselves is in detail/macro_scope.hpp.

#ifndef FEN_DETAIL_CONFIG_HPP
#define FEN_DETAIL_CONFIG_HPP

// fen needs C++17. Say so in one line and stop: #error alone lets GCC and Clang go on to a wall of
// errors about string_view, while a missing include ends the compilation on every compiler.
// (MSVC keeps __cplusplus at 199711L unless /Zc:__cplusplus is given; _MSVC_LANG is right.)
#if (defined(_MSVC_LANG) ? _MSVC_LANG : __cplusplus) < 201703L
#  error "fen needs C++17 or later: compile with -std=c++17 (MSVC: /std:c++17)"
#  include <fen: C++17 or later is needed>
#endif

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
// std::forward_iterator_tag, for squares_in's iterator. libstdc++'s <iterator> brings in the stream
// iterators too, and with them much of iostreams: a seventh of what a translation unit that includes
// only <string> costs to compile (about a sixth more). The tags have a small header of their own there, which <string>
// includes anyway.
#if defined(__GLIBCXX__) && defined(__has_include)
#  if __has_include(<bits/stl_iterator_base_types.h>)
#    include <bits/stl_iterator_base_types.h>
#  else
#    include <iterator>
#  endif
#else
#  include <iterator>
#endif

// The version.

#define FEN_VERSION_MAJOR 0
#define FEN_VERSION_MINOR 1
#define FEN_VERSION_PATCH 0
#define FEN_VERSION (FEN_VERSION_MAJOR * 10000 + FEN_VERSION_MINOR * 100 + FEN_VERSION_PATCH)

#ifndef FEN_EXCEPTIONS
#  if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
#    define FEN_EXCEPTIONS 1
#  else
#    define FEN_EXCEPTIONS 0
#  endif
#endif

#if FEN_EXCEPTIONS
#  include <stdexcept>
#else
#  include <cstdio>
#  include <cstdlib>
#endif

// C++23's std::expected, where the standard library has it: `result` converts to it.
#if defined(__has_include)
#  if __has_include(<version>)
#    include <version>
#  endif
#endif
#if defined(__cpp_lib_expected) && __cpp_lib_expected >= 202202L
#  include <expected>
#endif

#include "macro_scope.hpp"

namespace fen::detail {
// True while a constant expression is evaluated, where only portable code may run (no SIMD).
// Also true where the compiler cannot tell: callers then always take the portable way.
[[nodiscard]] constexpr bool is_constant_evaluated() noexcept {
#if defined(__cpp_lib_is_constant_evaluated)
  return std::is_constant_evaluated();
#elif FEN_DETAIL_HAS_BUILTIN(__builtin_is_constant_evaluated)
  return __builtin_is_constant_evaluated();
#else
  return true;
#endif
}
}  // namespace fen::detail

/// Everything fen declares; the internals are in fen::detail, which is not part of the API.
namespace fen {}

#endif  // FEN_DETAIL_CONFIG_HPP
