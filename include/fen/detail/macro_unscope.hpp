// fen/detail/macro_unscope.hpp: undefines the macros of detail/macro_scope.hpp.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included at the end of each public header.
// No include guard, on purpose (see macro_scope.hpp).

#undef FEN_DETAIL_HAS_BUILTIN
#undef FEN_DETAIL_EXPECTED
#undef FEN_DETAIL_SSSE3
#undef FEN_DETAIL_COLD
#undef FEN_DETAIL_INLINE
#undef FEN_DETAIL_MEMBERS_BEGIN
#undef FEN_DETAIL_MEMBERS_END
#undef FEN_DETAIL_CONSTANT_EVALUATED
