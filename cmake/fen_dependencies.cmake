# doctest (tests) and {fmt} (fen/fmt.hpp, examples): an installed package first (Debian:
# doctest-dev, libfmt-dev), fetched from its repository otherwise.
include(FetchContent)

set(FEN_DOCTEST_TAG "v2.4.11" CACHE STRING "doctest version fetched when no package is installed")
set(FEN_FMT_TAG "10.2.1" CACHE STRING "{fmt} version fetched when no package is installed")

function(fen_find_or_fetch name target repository tag)
  if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.24)
    FetchContent_Declare(${name} GIT_REPOSITORY ${repository} GIT_TAG ${tag} GIT_SHALLOW TRUE
                         FIND_PACKAGE_ARGS CONFIG)
    FetchContent_MakeAvailable(${name})
  else()
    find_package(${name} CONFIG QUIET)
    if(NOT ${name}_FOUND)
      FetchContent_Declare(${name} GIT_REPOSITORY ${repository} GIT_TAG ${tag} GIT_SHALLOW TRUE)
      FetchContent_MakeAvailable(${name})
    endif()
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "fen: ${name} was neither found nor fetched (target ${target} is missing)")
  endif()
endfunction()

if(FEN_BUILD_TESTS)
  fen_find_or_fetch(doctest doctest::doctest https://github.com/doctest/doctest.git ${FEN_DOCTEST_TAG})
endif()
fen_find_or_fetch(fmt fmt::fmt https://github.com/fmtlib/fmt.git ${FEN_FMT_TAG})
