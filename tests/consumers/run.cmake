# Runs one step of the consumer tests (see CMakeLists.txt beside this file):
#   cmake -DSETTINGS=<settings.cmake> -DSTEP=<step> -DWORK=<folder> [-DCONFIG=...] ... -P run.cmake
# Every step starts from an empty folder, so an old build never hides a new problem.
cmake_minimum_required(VERSION 3.14)
include("${SETTINGS}")
# -DINSTALLED_PREFIX=/usr: the find_package and pkg_config steps against a fen installed there (by
# the Debian package, in CI) instead of the one consumers.install puts into this build tree.
if(INSTALLED_PREFIX)
  set(FEN_PREFIX "${INSTALLED_PREFIX}")
endif()
file(MAKE_DIRECTORY "${WORK}")

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
elseif(STEP STREQUAL "release_archive")
  # The release's library archive, made by the same script as the release_assets target.
  file(REMOVE_RECURSE "${WORK}/release")
  run(COMMAND "${CMAKE_COMMAND}" -DSTEP=archive "-DSOURCE=${FEN_SOURCE_DIR}" "-DOUTPUT=${WORK}/release"
              "-DVERSION=${FEN_VERSION}" "-DGIT=${GIT}" -P "${FEN_SOURCE_DIR}/cmake/fen_release.cmake")
  # What it must hold, and what it must not.
  execute_process(COMMAND "${CMAKE_COMMAND}" -E tar tzf "${FEN_ARCHIVE}" OUTPUT_VARIABLE listing RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "cannot list ${FEN_ARCHIVE}")
  endif()
  set(top "fen-${FEN_VERSION}")
  foreach(needed CMakeLists.txt LICENSE README.md meson.build include/fen/fen.hpp include/fen/detail/config.hpp
                 single_include/fen/fen.hpp single_include/fen/validate.hpp cmake/fenConfig.cmake.in modules/fen.cppm)
    string(FIND "${listing}" "${top}/${needed}\n" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "the release archive has no ${top}/${needed}")
    endif()
  endforeach()
  foreach(absent tests/ examples/ tools/ web/ .github/ .ci/)
    string(FIND "${listing}" "${top}/${absent}" at)
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "the release archive holds ${top}/${absent}, which is not the library")
    endif()
  endforeach()
  file(SIZE "${FEN_ARCHIVE}" size)
  message(STATUS "${FEN_ARCHIVE}: ${size} bytes")

# ---------------------------------------------------------------------------------------------
elseif(STEP MATCHES "^(find_package|add_subdirectory|fetch_content|fetch_content_git|fetch_content_installed_first|archive_add_subdirectory|separate_definitions)$")
  set(build "${WORK}/${STEP}")
  file(REMOVE_RECURSE "${build}")
  set(project_dir "${CONSUMER_DIR}/${STEP}")
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
  elseif(STEP STREQUAL "archive_add_subdirectory")
    # The release archive unpacked, as a project keeps it in third_party/.
    set(unpacked "${WORK}/archive-unpacked")
    file(REMOVE_RECURSE "${unpacked}")
    file(MAKE_DIRECTORY "${unpacked}")
    run(COMMAND "${CMAKE_COMMAND}" -E tar xzf "${FEN_ARCHIVE}" WORKING_DIRECTORY "${unpacked}")
    set(project_dir "${CONSUMER_DIR}/add_subdirectory")
    list(APPEND options "-DFEN_CONSUMER_FEN_SOURCE_DIR=${unpacked}/fen-${FEN_VERSION}")
  elseif(STEP STREQUAL "fetch_content_git")
    # A git repository holding the archive's files, tagged as a release is: GIT_TAG v<version>.
    set(repository "${WORK}/git-repository")
    file(REMOVE_RECURSE "${repository}")
    file(MAKE_DIRECTORY "${repository}")
    run(COMMAND "${CMAKE_COMMAND}" -E tar xzf "${FEN_ARCHIVE}" WORKING_DIRECTORY "${repository}")
    set(repository "${repository}/fen-${FEN_VERSION}")
    set(git "${GIT}" -c user.name=fen -c user.email=fen@example.invalid -c init.defaultBranch=main
            -c commit.gpgsign=false -c tag.gpgsign=false)
    run(COMMAND ${git} init -q WORKING_DIRECTORY "${repository}")
    run(COMMAND ${git} add -A WORKING_DIRECTORY "${repository}")
    run(COMMAND ${git} commit -q -m "fen ${FEN_VERSION}" WORKING_DIRECTORY "${repository}")
    run(COMMAND ${git} tag "v${FEN_VERSION}" WORKING_DIRECTORY "${repository}")
    list(APPEND options "-DFEN_CONSUMER_GIT_REPOSITORY=${repository}")
  else()
    # The archive by URL, with its SHA-256 as the README shows it.
    file(SHA256 "${FEN_ARCHIVE}" sum)
    list(APPEND options "-DFEN_CONSUMER_URL=${FEN_ARCHIVE}" "-DFEN_CONSUMER_URL_SHA256=${sum}"
                        "-DFEN_CONSUMER_ASK_VERSION=${ask_version}")
    if(STEP STREQUAL "fetch_content_installed_first")
      list(APPEND options "-DCMAKE_PREFIX_PATH=${FEN_PREFIX}" "-DFEN_CONSUMER_EXPECT_PREFIX=${FEN_PREFIX}")
    endif()
  endif()
  execute_process(COMMAND "${CONSUMER_CMAKE}" --version OUTPUT_VARIABLE version)
  string(REGEX MATCH "[0-9]+\\.[0-9]+\\.[0-9]+" version "${version}")
  message(STATUS "the consumer project is built with CMake ${version}")
  run(COMMAND "${CONSUMER_CMAKE}" -S "${project_dir}" -B "${build}" ${same_toolchain} ${options})
  run(COMMAND "${CONSUMER_CMAKE}" --build "${build}" ${build_config})
  run(COMMAND "${CONSUMER_CTEST}" --output-on-failure -V ${test_config} WORKING_DIRECTORY "${build}")
  if(STEP STREQUAL "fetch_content_installed_first")
    # And where no fen is installed (find_package told not to look), the same project downloads it.
    set(build "${WORK}/${STEP}-not-installed")
    file(REMOVE_RECURSE "${build}")
    list(REMOVE_ITEM options "-DCMAKE_PREFIX_PATH=${FEN_PREFIX}" "-DFEN_CONSUMER_EXPECT_PREFIX=${FEN_PREFIX}")
    run(COMMAND "${CONSUMER_CMAKE}" -S "${project_dir}" -B "${build}" ${same_toolchain} ${options}
                -DCMAKE_DISABLE_FIND_PACKAGE_fen=ON)
    run(COMMAND "${CONSUMER_CMAKE}" --build "${build}" ${build_config})
    run(COMMAND "${CONSUMER_CTEST}" --output-on-failure -V ${test_config} WORKING_DIRECTORY "${build}")
  endif()

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
  # A system include, as every route gives the headers (see cmake/fen_install.cmake); in /usr or
  # /usr/local a plain -I, which pkg-config leaves out as the compiler's own folder.
  string(FIND "${flags}" "-isystem " at)
  if(FEN_PREFIX MATCHES "^/usr(/local)?/?$")
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "pkg-config --cflags fen gives '${flags}': -isystem for ${FEN_PREFIX}/include")
    endif()
  else()
    string(FIND "${flags}" "-isystem ${FEN_PREFIX}/" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "pkg-config --cflags fen gives '${flags}', not -isystem ${FEN_PREFIX}/...")
    endif()
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

# ---------------------------------------------------------------------------------------------
elseif(STEP MATCHES "^meson_(subproject|installed)$")
  # A Meson project (meson/ beside this file) that takes fen as a subproject from a wrap file and
  # the release archive, or from a `meson install` of fen by pkg-config; werror=true either way.
  set(how "${CMAKE_MATCH_1}")
  set(project "${WORK}/${STEP}")
  file(REMOVE_RECURSE "${project}")
  file(COPY "${CONSUMER_DIR}/meson/" DESTINATION "${project}")
  file(COPY "${CONSUMER_DIR}/consumer.cpp" DESTINATION "${project}")
  set(defines "-DFEN_CONSUMER_EXPECTED_VERSION=${version_number}")
  string(REPLACE "," ";" names "${header_names}")
  foreach(name IN LISTS names)
    if(NOT name STREQUAL "fmt")  # fen/fmt.hpp needs {fmt}, which this project does not ask for
      string(TOUPPER "${name}" upper)
      list(APPEND defines "-DFEN_CONSUMER_EXPECT_${upper}")
    endif()
  endforeach()
  string(REPLACE ";" " " defines "${defines}")
  set(ENV{CXX} "${CMAKE_CXX_COMPILER}")
  set(ENV{CXXFLAGS} "${CMAKE_CXX_FLAGS} ${defines}")
  set(ENV{LDFLAGS} "${CMAKE_CXX_FLAGS} ${CMAKE_EXE_LINKER_FLAGS}")
  set(setup_options "-Dhow=${how}" "-Dexpect_version=${FEN_VERSION}")
  if(how STREQUAL "subproject")
    # The wrap file a project would write for the release (or take from WrapDB), with the archive
    # already in the package cache; fen must be taken from it even where one is installed.
    file(SHA256 "${FEN_ARCHIVE}" sum)
    get_filename_component(archive_name "${FEN_ARCHIVE}" NAME)
    file(COPY "${FEN_ARCHIVE}" DESTINATION "${project}/subprojects/packagecache")
    file(WRITE "${project}/subprojects/fen.wrap" "[wrap-file]
directory = fen-${FEN_VERSION}
source_url = https://github.com/fen-cpp/fen/releases/download/v${FEN_VERSION}/${archive_name}
source_filename = ${archive_name}
source_hash = ${sum}

[provide]
fen = fen_dep
")
    list(APPEND setup_options --force-fallback-for=fen)
  else()
    # fen installed by Meson itself, into a prefix of its own.
    set(fen_build "${WORK}/meson-fen-build")
    set(fen_prefix "${WORK}/meson-prefix")
    file(REMOVE_RECURSE "${fen_build}" "${fen_prefix}")
    run(COMMAND "${MESON}" setup "${fen_build}" "${FEN_SOURCE_DIR}" "--prefix=${fen_prefix}")
    run(COMMAND "${MESON}" install -C "${fen_build}")
    foreach(file include/fen/fen.hpp include/fen/detail/config.hpp share/pkgconfig/fen.pc)
      if(NOT EXISTS "${fen_prefix}/${file}")
        message(FATAL_ERROR "meson install put no ${file} into ${fen_prefix}")
      endif()
    endforeach()
    set(ENV{PKG_CONFIG_PATH} "${fen_prefix}/share/pkgconfig")
    list(APPEND setup_options --wrap-mode=nofallback)
  endif()
  run(COMMAND "${MESON}" setup "${project}/build" "${project}" ${setup_options} WORKING_DIRECTORY "${project}")
  run(COMMAND "${MESON}" test -C "${project}/build" --print-errorlogs WORKING_DIRECTORY "${project}")

else()
  message(FATAL_ERROR "run.cmake: unknown STEP '${STEP}'")
endif()
