# The warnings the project's own code is built with; the headers must compile clean under them.
add_library(fen_warnings INTERFACE)
if(MSVC)
  target_compile_options(fen_warnings INTERFACE /W4 /WX /permissive-)
else()
  target_compile_options(fen_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Werror)
endif()
