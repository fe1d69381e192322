# unit.macros: the macros a program has after including every public header of fen. fen's own
# (FEN_DETAIL_*: detail/macro_scope.hpp) must all be undefined again by detail/macro_unscope.hpp;
# what may be left is the version, FEN_EXCEPTIONS (the user's switch, set when not given), and the
# include guards (FEN_..._HPP). Anything else fails here, named.
#   cmake -DCXX=<compiler> -DINCLUDE=<include dir> [-DFMT_INCLUDE=<dir>] -DWORK=<dir> -P macros.cmake
# (GCC and Clang: the preprocessor's -dM lists every macro defined at the end.)
cmake_minimum_required(VERSION 3.14)
file(WRITE "${WORK}/every_header_macros.cpp"
     "#include <fen/fen.hpp>\n#include <fen/validate.hpp>\n#include <fen/epd.hpp>\n#include <fen/polyglot.hpp>\n"
     "#include <fen/ostream.hpp>\n#include <fen/svg.hpp>\n#if __has_include(<fmt/format.h>)\n#include <fen/fmt.hpp>\n#endif\n")
set(include_flags "-I${INCLUDE}")
if(FMT_INCLUDE)
  list(APPEND include_flags "-I${FMT_INCLUDE}")
endif()
execute_process(COMMAND "${CXX}" -std=c++17 -E -dM ${include_flags} "${WORK}/every_header_macros.cpp"
                OUTPUT_VARIABLE defined ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "unit.macros: the preprocessor failed (${status}):\n${errors}")
endif()
string(REGEX MATCHALL "#define FEN_[A-Za-z0-9_]+" fen_macros "${defined}")
set(allowed FEN_VERSION FEN_VERSION_MAJOR FEN_VERSION_MINOR FEN_VERSION_PATCH FEN_EXCEPTIONS)
set(left "")
set(count 0)
foreach(line IN LISTS fen_macros)
  string(REPLACE "#define " "" name "${line}")
  math(EXPR count "${count} + 1")
  if(name IN_LIST allowed OR name MATCHES "_HPP$")
    continue()
  endif()
  list(APPEND left "${name}")
endforeach()
if(left)
  string(REPLACE ";" ", " left "${left}")
  message(FATAL_ERROR "unit.macros: left defined after fen's headers: ${left}. Undefine them in "
                      "include/fen/detail/macro_unscope.hpp (or, for a user's switch, list it here).")
endif()
if(count LESS 6)
  message(FATAL_ERROR "unit.macros: only ${count} FEN_ macros were seen; the headers were not read")
endif()
message(STATUS "unit.macros: ${count} FEN_ macros left defined, each the version, FEN_EXCEPTIONS or an include guard")
