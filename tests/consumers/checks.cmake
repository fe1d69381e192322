# Shared by the consumer projects, after they have added the target `consumer` linked to fen::fen:
# checks that only the library came along (none of fen's tests, examples, programs or benchmarks),
# tells consumer.cpp what to expect, and registers the program as the consumer's own test.
if(NOT TARGET fen::fen)
  message(FATAL_ERROR "fen::fen is not a target")
endif()
foreach(target fen_tests fen_tests_cxx20 fen_tests_noexcept fen_benchmark quick_start fen_warnings doctest)
  if(TARGET ${target})
    message(FATAL_ERROR "fen brought its own target ${target} into this project")
  endif()
endforeach()

# Every target defined anywhere in this build must be the consumer's own or an interface library.
function(fen_consumer_check_directory dir)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT target STREQUAL "consumer" AND NOT type STREQUAL "INTERFACE_LIBRARY")
      message(FATAL_ERROR "fen's build added the ${type} ${target} (in ${dir}) to this project")
    endif()
  endforeach()
  get_property(subdirectories DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(subdirectory IN LISTS subdirectories)
    fen_consumer_check_directory("${subdirectory}")
  endforeach()
endfunction()
fen_consumer_check_directory("${CMAKE_SOURCE_DIR}")
if(FEN_CONSUMER_FEN_DIR)
  get_property(subdirectories DIRECTORY "${FEN_CONSUMER_FEN_DIR}" PROPERTY SUBDIRECTORIES)
  if(subdirectories)
    message(FATAL_ERROR "fen added subdirectories to this project: ${subdirectories}")
  endif()
endif()

# A consumer with stricter warnings than fen's own, as errors: they must not fire inside fen's
# headers, which reach every consumer as system headers (they do fire when the headers are a plain
# include: -Wswitch-enum, -Wuseless-cast, -Wmissing-noreturn). consumer.cpp itself is clean.
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(consumer PRIVATE -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow
                                          -Wswitch-enum -Wmissing-noreturn -Wold-style-cast -Werror)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(consumer PRIVATE -Wuseless-cast)
  endif()
endif()

# What consumer.cpp checks: the version, and that each header in fen's source tree is reachable.
target_compile_definitions(consumer PRIVATE "FEN_CONSUMER_EXPECTED_VERSION=${FEN_CONSUMER_EXPECT_VERSION_NUMBER}")
string(REPLACE "," ";" headers "${FEN_CONSUMER_EXPECT_HEADERS}")
foreach(header IN LISTS headers)
  string(TOUPPER "${header}" name)
  target_compile_definitions(consumer PRIVATE "FEN_CONSUMER_EXPECT_${name}")
endforeach()
# fen/fmt.hpp needs {fmt}; a project that uses it links fmt::fmt itself.
if("fmt" IN_LIST headers)
  find_package(fmt CONFIG QUIET)
  if(TARGET fmt::fmt)
    target_link_libraries(consumer PRIVATE fmt::fmt)
    target_compile_definitions(consumer PRIVATE FEN_CONSUMER_WITH_FMT)
  else()
    message(STATUS "fen/fmt.hpp is not checked: {fmt} is not installed")
  endif()
endif()

enable_testing()
add_test(NAME consumer COMMAND consumer)
