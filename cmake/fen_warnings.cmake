# The warnings the project's own code is built with; the headers must compile clean under them.
add_library(fen_warnings INTERFACE)
if(MSVC)
  target_compile_options(fen_warnings INTERFACE /W4 /WX /permissive-)
else()
  target_compile_options(fen_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Werror)
  # g++ 12 at -O3 (a Release build) warns inside libstdc++'s own std::string code that a copy
  # "may overlap" (GCC bug 105651): the tests' string handling, not fen's. Kept as a warning.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12)
    target_compile_options(fen_warnings INTERFACE -Wno-error=restrict)
  endif()
endif()
