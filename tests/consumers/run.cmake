# Runs one step of the consumer tests (see CMakeLists.txt beside this file):
#   cmake -DSETTINGS=<settings.cmake> -DSTEP=<step> -DWORK=<folder> [-DCONFIG=...] ... -P run.cmake
# Every step starts from an empty folder, so an old build never hides a new problem.
cmake_minimum_required(VERSION 3.14)
include("${SETTINGS}")

# Runs a command, showing it first; stops the test when it fails.
function(run)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "WORKING_DIRECTORY" "COMMAND")
  string(REPLACE ";" " " shown "${arg_COMMAND}")
  message(STATUS "$ ${shown}")
  if(NOT arg_WORKING_DIRECTORY)
    set(arg_WORKING_DIRECTORY "${WORK}")
  endif()
  execute_process(COMMAND ${arg_COMMAND} WORKING_DIRECTORY "${arg_WORKING_DIRECTORY}" RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "failed (${status}): ${shown}")
  endif()
endfunction()

# The configure options that give a new build this build's generator, compiler and flags.
set(same_toolchain -G "${CMAKE_GENERATOR}")
if(CMAKE_GENERATOR_PLATFORM)
  list(APPEND same_toolchain -A "${CMAKE_GENERATOR_PLATFORM}")
endif()
if(CMAKE_GENERATOR_TOOLSET)
  list(APPEND same_toolchain -T "${CMAKE_GENERATOR_TOOLSET}")
endif()
if(CMAKE_MAKE_PROGRAM)
  list(APPEND same_toolchain "-DCMAKE_MAKE_PROGRAM=${CMAKE_MAKE_PROGRAM}")
endif()
if(NOT CMAKE_GENERATOR MATCHES "Visual Studio|Xcode")
  list(APPEND same_toolchain "-DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}")
endif()
list(APPEND same_toolchain "-DCMAKE_CXX_FLAGS=${CMAKE_CXX_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${CMAKE_EXE_LINKER_FLAGS}")
if(CMAKE_CXX_STANDARD)
  list(APPEND same_toolchain "-DCMAKE_CXX_STANDARD=${CMAKE_CXX_STANDARD}")
endif()
set(build_config "")
set(test_config "")
if(MULTI_CONFIG)
  if(NOT CONFIG)
    set(CONFIG Debug)
  endif()
  set(build_config --config "${CONFIG}")
  set(test_config -C "${CONFIG}")
elseif(CMAKE_BUILD_TYPE)
  list(APPEND same_toolchain "-DCMAKE_BUILD_TYPE=${CMAKE_BUILD_TYPE}")
endif()

# The public headers in fen's source tree: each must reach the consumer.
file(GLOB headers RELATIVE "${FEN_SOURCE_DIR}/include/fen" "${FEN_SOURCE_DIR}/include/fen/*.hpp")
list(SORT headers)
string(REPLACE ".hpp" "" header_names "${headers}")
string(REPLACE ";" "," header_names "${header_names}")

string(REGEX MATCH "^([0-9]+)\\.([0-9]+)\\.([0-9]+)$" _ "${FEN_VERSION}")
math(EXPR version_number "${CMAKE_MATCH_1} * 10000 + ${CMAKE_MATCH_2} * 100 + ${CMAKE_MATCH_3}")
set(ask_version "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}")

# ---------------------------------------------------------------------------------------------
if(STEP STREQUAL "install")
  # A fresh build of fen alone (no tests, examples or programs), installed into a prefix other than
  # the one it was configured with, as a packager would: `cmake --install <build> --prefix <prefix>`.
  set(build "${WORK}/install-build")
  file(REMOVE_RECURSE "${build}" "${FEN_PREFIX}")
  run(COMMAND "${CMAKE_COMMAND}" -S "${FEN_SOURCE_DIR}" -B "${build}" ${same_toolchain}
              -DFEN_BUILD_TESTS=OFF -DFEN_BUILD_EXAMPLES=OFF -DFEN_BUILD_TOOLS=OFF
              "-DCMAKE_INSTALL_PREFIX=${WORK}/not-this-prefix")
  run(COMMAND "${CMAKE_COMMAND}" --build "${build}" ${build_config})
  run(COMMAND "${CMAKE_COMMAND}" --install "${build}" --prefix "${FEN_PREFIX}" ${build_config})

  # Exactly these files, and nothing else.
  set(expected share/cmake/fen/fenConfig.cmake share/cmake/fen/fenConfigVersion.cmake
               share/cmake/fen/fenTargets.cmake share/pkgconfig/fen.pc share/doc/fen/LICENSE)
  foreach(header IN LISTS headers)
    list(APPEND expected "include/fen/${header}")
  endforeach()
  # And their parts, which the public headers include.
  file(GLOB parts RELATIVE "${FEN_SOURCE_DIR}/include/fen/detail" "${FEN_SOURCE_DIR}/include/fen/detail/*.hpp")
  foreach(part IN LISTS parts)
    list(APPEND expected "include/fen/detail/${part}")
  endforeach()
  file(GLOB_RECURSE installed RELATIVE "${FEN_PREFIX}" "${FEN_PREFIX}/*")
  list(SORT expected)
  list(SORT installed)
  if(NOT installed STREQUAL expected)
    string(REPLACE ";" "\n  " installed "${installed}")
    string(REPLACE ";" "\n  " expected "${expected}")
    message(FATAL_ERROR "the install holds\n  ${installed}\nbut should hold\n  ${expected}")
  endif()
  string(REPLACE ";" ", " installed "${installed}")
  message(STATUS "installed into ${FEN_PREFIX}: ${installed}")

# ---------------------------------------------------------------------------------------------
elseif(STEP STREQUAL "source_archive")
  # A source archive of the checkout as a release archive would hold it: one top folder, every
  # file git knows of (tracked, or new and not ignored), no build folders. Without git: the files
  # a consumer needs.
  set(stage "${WORK}/archive-stage")
  set(top "fen-${FEN_VERSION}")
  file(REMOVE_RECURSE "${stage}" "${FEN_ARCHIVE}")
  set(files "")
  if(GIT)
    execute_process(COMMAND "${GIT}" ls-files --cached --others --exclude-standard
                    WORKING_DIRECTORY "${FEN_SOURCE_DIR}" RESULT_VARIABLE status OUTPUT_VARIABLE listing
                    ERROR_QUIET)
    if(status EQUAL 0)
      string(REPLACE "\n" ";" files "${listing}")
    endif()
  endif()
  if(NOT files)
    message(STATUS "not a git checkout: archiving CMakeLists.txt, cmake/, include/, LICENSE")
    file(GLOB_RECURSE files RELATIVE "${FEN_SOURCE_DIR}" "${FEN_SOURCE_DIR}/cmake/*" "${FEN_SOURCE_DIR}/include/*")
    list(APPEND files CMakeLists.txt LICENSE)
  endif()
  set(count 0)
  foreach(file IN LISTS files)
    if(file AND NOT IS_DIRECTORY "${FEN_SOURCE_DIR}/${file}" AND EXISTS "${FEN_SOURCE_DIR}/${file}")
      get_filename_component(folder "${stage}/${top}/${file}" DIRECTORY)
      file(COPY "${FEN_SOURCE_DIR}/${file}" DESTINATION "${folder}")
      math(EXPR count "${count} + 1")
    endif()
  endforeach()
  run(COMMAND "${CMAKE_COMMAND}" -E tar czf "${FEN_ARCHIVE}" "${top}" WORKING_DIRECTORY "${stage}")
  file(REMOVE_RECURSE "${stage}")
  message(STATUS "${FEN_ARCHIVE}: ${count} files")

# ---------------------------------------------------------------------------------------------
elseif(STEP MATCHES "^(find_package|add_subdirectory|fetch_content|separate_definitions)$")
  set(build "${WORK}/${STEP}")
  file(REMOVE_RECURSE "${build}")
  set(options "-DFEN_CONSUMER_EXPECT_VERSION=${FEN_VERSION}"
              "-DFEN_CONSUMER_EXPECT_VERSION_NUMBER=${version_number}"
              "-DFEN_CONSUMER_EXPECT_HEADERS=${header_names}")
  if(fmt_DIR)
    list(APPEND options "-Dfmt_DIR=${fmt_DIR}")
  endif()
  if(STEP STREQUAL "find_package")
    list(APPEND options "-DCMAKE_PREFIX_PATH=${FEN_PREFIX}" "-DFEN_CONSUMER_EXPECT_PREFIX=${FEN_PREFIX}"
                        "-DFEN_CONSUMER_ASK_VERSION=${ask_version}")
  elseif(STEP MATCHES "^(add_subdirectory|separate_definitions)$")
    list(APPEND options "-DFEN_CONSUMER_FEN_SOURCE_DIR=${FEN_SOURCE_DIR}")
  else()
    list(APPEND options "-DFEN_CONSUMER_URL=${FEN_ARCHIVE}")
  endif()
  execute_process(COMMAND "${CONSUMER_CMAKE}" --version OUTPUT_VARIABLE version)
  string(REGEX MATCH "[0-9]+\\.[0-9]+\\.[0-9]+" version "${version}")
  message(STATUS "the consumer project is built with CMake ${version}")
  run(COMMAND "${CONSUMER_CMAKE}" -S "${CONSUMER_DIR}/${STEP}" -B "${build}" ${same_toolchain} ${options})
  run(COMMAND "${CONSUMER_CMAKE}" --build "${build}" ${build_config})
  run(COMMAND "${CONSUMER_CTEST}" --output-on-failure -V ${test_config} WORKING_DIRECTORY "${build}")

# ---------------------------------------------------------------------------------------------
elseif(STEP STREQUAL "pkg_config")
  # A build without CMake: the compiler, given what `pkg-config --cflags fen` says.
  set(build "${WORK}/pkg_config")
  file(REMOVE_RECURSE "${build}")
  file(MAKE_DIRECTORY "${build}")
  set(ENV{PKG_CONFIG_PATH} "${FEN_PREFIX}/share/pkgconfig")
  execute_process(COMMAND "${PKG_CONFIG}" --modversion fen OUTPUT_VARIABLE version OUTPUT_STRIP_TRAILING_WHITESPACE
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0 OR NOT version STREQUAL FEN_VERSION)
    message(FATAL_ERROR "pkg-config --modversion fen says '${version}', expected ${FEN_VERSION}")
  endif()
  set(packages fen)
  set(defines "-DFEN_CONSUMER_EXPECTED_VERSION=${version_number}")
  string(REPLACE "," ";" names "${header_names}")
  foreach(name IN LISTS names)
    string(TOUPPER "${name}" upper)
    list(APPEND defines "-DFEN_CONSUMER_EXPECT_${upper}")
  endforeach()
  if("fmt" IN_LIST names)
    execute_process(COMMAND "${PKG_CONFIG}" --exists fmt RESULT_VARIABLE status)
    if(status EQUAL 0)
      list(APPEND packages fmt)
      list(APPEND defines -DFEN_CONSUMER_WITH_FMT)
    else()
      message(STATUS "fen/fmt.hpp is not checked: pkg-config knows no fmt")
    endif()
  endif()
  execute_process(COMMAND "${PKG_CONFIG}" --cflags --libs ${packages} OUTPUT_VARIABLE flags
                  OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "pkg-config --cflags --libs ${packages} failed")
  endif()
  # A system include, as every route gives the headers (see cmake/fen_install.cmake).
  string(FIND "${flags}" "-isystem ${FEN_PREFIX}/" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "pkg-config --cflags fen gives '${flags}', not -isystem ${FEN_PREFIX}/...")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  separate_arguments(cxx_flags UNIX_COMMAND "${CMAKE_CXX_FLAGS} ${CMAKE_EXE_LINKER_FLAGS}")
  set(standard 17)
  if(CMAKE_CXX_STANDARD)
    set(standard ${CMAKE_CXX_STANDARD})
  endif()
  if(CMAKE_OSX_SYSROOT)
    list(APPEND cxx_flags -isysroot "${CMAKE_OSX_SYSROOT}")  # what CMake adds on macOS
  endif()
  set(program "${build}/consumer${CMAKE_EXECUTABLE_SUFFIX}")
  # The strict warnings of checks.cmake: they must not fire inside fen's headers (-isystem).
  set(strict -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Wswitch-enum -Wmissing-noreturn
             -Wold-style-cast -Werror)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    list(APPEND strict -Wuseless-cast)
  endif()
  run(COMMAND "${CMAKE_CXX_COMPILER}" ${cxx_flags} -std=c++${standard} ${strict} ${defines}
              "${CONSUMER_DIR}/consumer.cpp" -o "${program}" ${flags})
  run(COMMAND "${program}")

  # The README's pkg-config command, word for word but for the prefix, the compiler and the file:
  # run by sh with PKG_CONFIG_PATH unset, as a user's shell would have it.
  file(STRINGS "${FEN_SOURCE_DIR}/README.md" commands REGEX "^c\\+\\+ .*pkg-config --cflags fen")
  list(LENGTH commands count)
  if(NOT count EQUAL 1)
    message(FATAL_ERROR "README.md should hold one pkg-config command line ('c++ ... pkg-config --cflags fen ...'), "
                        "it holds ${count}")
  endif()
  set(readme_program "${build}/readme-consumer${CMAKE_EXECUTABLE_SUFFIX}")
  string(REPLACE "/opt/fen" "${FEN_PREFIX}" command "${commands}")
  string(REPLACE " main.cpp" " '${CONSUMER_DIR}/consumer.cpp' -o '${readme_program}'" command "${command}")
  string(REGEX REPLACE "^c\\+\\+ " "'${CMAKE_CXX_COMPILER}' " command "${command}")
  unset(ENV{PKG_CONFIG_PATH})
  find_program(SH sh)
  run(COMMAND "${SH}" -c "${command}")
  run(COMMAND "${readme_program}")

else()
  message(FATAL_ERROR "run.cmake: unknown STEP '${STEP}'")
endif()
