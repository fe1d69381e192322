// fen/detail/macro_scope.hpp: the macros fen's headers define for their own use, all named
// FEN_DETAIL_*; detail/macro_unscope.hpp undefines every one.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by every detail header; each
// public header includes detail/macro_unscope.hpp at its end, so that none of these is left
// defined in a program (the ctest unit.macros checks the list). Its guard is one of its own
// macros, not an include guard: a public header included after another (whose end undefined them)
// defines them again, and the other parts of the same public header skip it. (Read again by each
// of the parts, it cost every file 6 M more of g++ 12's and clang 14's instructions; 2026-12.)
//
//   FEN_DETAIL_HAS_BUILTIN(name)     __has_builtin where the compiler has it, 0 elsewhere;
//   FEN_DETAIL_EXPECTED              defined where the standard library has std::expected;
//   FEN_DETAIL_SSSE3                 defined where the SSSE3 reader and writer can be built
//                                    (detail/x86.hpp and the *_x86.hpp headers);
//   FEN_DETAIL_COLD                  marks code that runs only for unusual input;
//   FEN_DETAIL_INLINE                marks a function compilers must inline;
//   FEN_DETAIL_MEMBERS_BEGIN/_END    enclose the parser's member definitions (parse_*.hpp);
//   FEN_DETAIL_CONSTANT_EVALUATED()  true in constant expressions.

#ifndef FEN_DETAIL_INLINE

#  if defined(__has_include)
#    if __has_include(<version>)
#      include <version>
#    endif
#  endif
#  if defined(__cpp_lib_expected) && __cpp_lib_expected >= 202202L
#    define FEN_DETAIL_EXPECTED 1
#  endif

#  ifdef __has_builtin
#    define FEN_DETAIL_HAS_BUILTIN(name) __has_builtin(name)
#  else
#    define FEN_DETAIL_HAS_BUILTIN(name) 0
#  endif

// The SSSE3 placement reader and writer (parse_x86.hpp, serialize_x86.hpp) need GCC-style vector
// extensions and builtins, an x86 target, and a run-time library that says whether the processor
// has SSSE3: not clang-cl, whose run-time library may lack that flag.
#  if !defined(FEN_NO_SIMD) && (defined(__GNUC__) || defined(__clang__)) && !defined(_MSC_VER) &&              \
      (defined(__x86_64__) || defined(__i386__)) && FEN_DETAIL_HAS_BUILTIN(__builtin_is_constant_evaluated) && \
      FEN_DETAIL_HAS_BUILTIN(__builtin_cpu_supports) && FEN_DETAIL_HAS_BUILTIN(__builtin_ia32_pmovmskb128)
#    define FEN_DETAIL_SSSE3 1
#  endif

// The careful parser runs only for input the fast pass does not take and for errors, and the
// castling look-ups serialize needs only for a rook outside its corner: compilers that can are told
// so (cold, noinline; GCC also noipa, which spares it analysing them for their callers). What it
// buys is size, not speed: a file that parses one FEN compiles to 17 % less code with g++ 12 -O2
// (10.8 KB against 13.1 KB) and 9 % less with clang 14 (11.7 against 12.9), for the same
// instructions a parse within 0.7 % (callgrind, 2026-12).
#  if defined(__GNUC__) && !defined(__clang__)
#    define FEN_DETAIL_COLD __attribute__((cold, noinline, noipa))
#  elif defined(__clang__)
#    define FEN_DETAIL_COLD __attribute__((cold, noinline))
#  else
#    define FEN_DETAIL_COLD
#  endif

// The parser's members are declared in its class (parse_fields.hpp) and defined a field a header,
// so a cold member's definition, constexpr and thus inline, follows its noinline declaration; GCC
// warns of that pair (-Wattributes), though the two ask different things: one definition in every
// program, and no inlining into callers. The definitions are enclosed in these, which silence that
// warning there and nowhere else.
#  if defined(__GNUC__) && !defined(__clang__)
#    define FEN_DETAIL_MEMBERS_BEGIN _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wattributes\"")
#    define FEN_DETAIL_MEMBERS_END _Pragma("GCC diagnostic pop")
#  else
#    define FEN_DETAIL_MEMBERS_BEGIN
#    define FEN_DETAIL_MEMBERS_END
#  endif

// The fast pass's steps, one a field, are written as functions but run best compiled as one:
// called, the placement's would be handed the position by reference, and since the board's byte
// stores may change anything, it would read the text's address and length again after each one.
// Compilers do not always see that, and are told: without it a parse costs clang 14 5 % more
// instructions and g++ 12 2 % more, and the en passant check 9 % more with g++ (callgrind, 2026-12).
#  if defined(__GNUC__) || defined(__clang__)
#    define FEN_DETAIL_INLINE __attribute__((always_inline)) inline
#  else
#    define FEN_DETAIL_INLINE inline
#  endif

// True in a constant expression (and where the compiler cannot tell), false at run time: where
// FEN_SEPARATE_DEFINITIONS sends `parse`, `serialize` and `validate` to their one definition. A
// macro, and tested as it is (`if (FEN_DETAIL_CONSTANT_EVALUATED()) ...`, never negated): GCC
// then sees a constant `if (0)` while it still reads the function and drops the branch before
// making any code for it; behind a function call or a `!`, it would compile the whole parser
// there, only to throw it away.
#  if FEN_DETAIL_HAS_BUILTIN(__builtin_is_constant_evaluated)
#    define FEN_DETAIL_CONSTANT_EVALUATED() __builtin_is_constant_evaluated()
#  elif defined(__cpp_lib_is_constant_evaluated)
#    define FEN_DETAIL_CONSTANT_EVALUATED() std::is_constant_evaluated()
#  else
#    define FEN_DETAIL_CONSTANT_EVALUATED() true
#  endif

#endif  // FEN_DETAIL_INLINE
