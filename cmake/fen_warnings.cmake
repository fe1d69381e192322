# The warnings the project's own code is built with; the headers must compile clean under them.
# Errors only with FEN_WARNINGS_AS_ERRORS (CI turns it on): a newer compiler's new warning must
# not break a user's build of the tools.
add_library(fen_warnings INTERFACE)
if(MSVC)
  target_compile_options(fen_warnings INTERFACE /W4 /permissive-)
  if(FEN_WARNINGS_AS_ERRORS)
    target_compile_options(fen_warnings INTERFACE /WX)
  endif()
else()
  target_compile_options(fen_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow)
  if(FEN_WARNINGS_AS_ERRORS)
    target_compile_options(fen_warnings INTERFACE -Werror)
  endif()
  # g++ 12 at -O3 (a Release build, the default) warns inside libstdc++'s own std::string code
  # that a copy "may overlap" (GCC bug 105651): the tests' string handling, not fen's, and
  # nothing a user can act on.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12)
    target_compile_options(fen_warnings INTERFACE -Wno-restrict)
  endif()
endif()
