# doctest (the test suites) and {fmt} (fen/fmt.hpp's tests, the printing example, the fen tool and
# fen-edit). The library itself needs neither.
#
# Each is taken from an installed package first (Debian: doctest-dev, libfmt-dev). Otherwise, unless
# FEN_DOWNLOAD_DEPENDENCIES is OFF, its release archive is downloaded into the build tree, checked
# against a SHA-256 and built with the project. When neither works, configuring still succeeds:
# what needs the package is left out (the quick start needs nothing), one status line says so, and
# the ctest entry setup.<package> fails with the reason, so the test command never passes on a
# partial suite.
#
# The download is done by hand rather than with FetchContent because FetchContent stops the whole
# configure when the network is not there; file(DOWNLOAD) reports it and lets us carry on.
option(FEN_DOWNLOAD_DEPENDENCIES "Download doctest and {fmt} when they are not installed" ON)

# fen_dependency(name target version url sha256): makes `target` exist, or sets
# FEN_<NAME>_MISSING to the reason it could not. FEN_<NAME>_URL and FEN_<NAME>_SHA256 (cache
# variables) name another archive, a mirror's say; it must hold one folder with a CMakeLists.txt.
function(fen_dependency name target version url sha256)
  string(TOUPPER "${name}" upper)
  set(FEN_${upper}_MISSING "" PARENT_SCOPE)
  find_package(${name} CONFIG QUIET)
  if(TARGET ${target})
    message(STATUS "fen: ${name} ${${name}_VERSION} (installed)")
    return()
  endif()
  if(NOT FEN_DOWNLOAD_DEPENDENCIES)
    set(FEN_${upper}_MISSING "${name} is not installed, and FEN_DOWNLOAD_DEPENDENCIES is OFF" PARENT_SCOPE)
    return()
  endif()
  set(FEN_${upper}_URL "${url}" CACHE STRING "The ${name} archive downloaded when ${name} is not installed")
  set(FEN_${upper}_SHA256 "${sha256}" CACHE STRING "The SHA-256 of FEN_${upper}_URL")
  mark_as_advanced(FEN_${upper}_URL FEN_${upper}_SHA256)
  set(url "${FEN_${upper}_URL}")
  string(TOLOWER "${FEN_${upper}_SHA256}" sha256)

  # One folder per archive (named by its hash), so that another URL is downloaded afresh.
  set(base "${PROJECT_BINARY_DIR}/_deps")
  string(SUBSTRING "${sha256}" 0 12 short)
  set(source "${base}/${name}-${short}")
  if(NOT EXISTS "${source}/CMakeLists.txt")
    set(archive "${base}/${name}-${short}.download")
    set(unpack "${base}/${name}-${short}.unpack")
    file(REMOVE_RECURSE "${source}" "${unpack}")
    file(MAKE_DIRECTORY "${unpack}")
    message(STATUS "fen: ${name} is not installed: downloading ${url}")
    file(DOWNLOAD "${url}" "${archive}" STATUS status TIMEOUT 120 INACTIVITY_TIMEOUT 30 TLS_VERIFY ON)
    list(GET status 0 code)
    list(GET status 1 words)
    set(problem "")
    if(NOT code EQUAL 0)
      set(problem "downloading ${url} failed: ${words}")
    else()
      file(SHA256 "${archive}" actual)
      if(NOT actual STREQUAL sha256)
        set(problem "${url} does not have the SHA-256 FEN_${upper}_SHA256 gives (it has ${actual})")
      else()
        execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xf "${archive}" WORKING_DIRECTORY "${unpack}"
                        RESULT_VARIABLE status)
        file(GLOB top LIST_DIRECTORIES true "${unpack}/*")
        list(LENGTH top count)
        if(NOT status EQUAL 0 OR NOT count EQUAL 1 OR NOT EXISTS "${top}/CMakeLists.txt")
          set(problem "${url} is not an archive of one folder with a CMakeLists.txt")
        else()
          file(RENAME "${top}" "${source}")
        endif()
      endif()
    endif()
    file(REMOVE_RECURSE "${archive}" "${unpack}")
    if(problem)
      set(FEN_${upper}_MISSING "${name} is not installed, and ${problem}" PARENT_SCOPE)
      return()
    endif()
  endif()
  add_subdirectory("${source}" "${base}/${name}-${short}-build" EXCLUDE_FROM_ALL)
  if(NOT TARGET ${target})
    set(FEN_${upper}_MISSING "${name} was downloaded from ${url} but gave no target ${target}" PARENT_SCOPE)
    return()
  endif()
  # Its headers are someone else's code: the project's strict warnings must not fire inside them.
  get_target_property(aliased ${target} ALIASED_TARGET)
  if(aliased)
    get_target_property(directories ${aliased} INTERFACE_INCLUDE_DIRECTORIES)
    set_property(TARGET ${aliased} APPEND PROPERTY INTERFACE_SYSTEM_INCLUDE_DIRECTORIES ${directories})
  endif()
  message(STATUS "fen: ${name}: downloaded into the build tree (${url})")
endfunction()

if(FEN_BUILD_TESTS)
  # doctest's own tests, install rules and static library are not wanted here.
  set(DOCTEST_WITH_TESTS OFF)
  set(DOCTEST_NO_INSTALL ON)
  set(DOCTEST_WITH_MAIN_IN_STATIC_LIB OFF)
  fen_dependency(doctest doctest::doctest 2.4.11
                 https://github.com/doctest/doctest/archive/refs/tags/v2.4.11.tar.gz
                 632ed2c05a7f53fa961381497bf8069093f0d6628c5f26286161fbd32a560186)
endif()
set(FMT_INSTALL OFF)
set(FMT_TEST OFF)
set(FMT_DOC OFF)
fen_dependency(fmt fmt::fmt 10.2.1
               https://github.com/fmtlib/fmt/archive/10.2.1.tar.gz
               1250e4cc58bf06ee631567523f48848dc4596133e163f02615c97f78bab6c811)

# What is left out, said once, and a failing ctest entry for each missing package.
if(FEN_DOCTEST_MISSING)
  message(STATUS "fen: ${FEN_DOCTEST_MISSING}: the doctest suites are not built (Debian: doctest-dev)")
endif()
if(FEN_FMT_MISSING)
  message(STATUS "fen: ${FEN_FMT_MISSING}: fen/fmt.hpp's tests, the printing example, the fen tool and "
                 "fen-edit are not built (Debian: libfmt-dev)")
endif()
# Called where enable_testing() is in force: setup.doctest and setup.fmt.
function(fen_add_missing_dependency_tests)
  foreach(name doctest fmt)
    string(TOUPPER "${name}" upper)
    if(FEN_${upper}_MISSING)
      add_test(NAME setup.${name} COMMAND "${CMAKE_COMMAND}" "-DMESSAGE=${FEN_${upper}_MISSING}"
                                          -P "${PROJECT_SOURCE_DIR}/cmake/fen_missing_dependency.cmake")
    endif()
  endforeach()
endfunction()

# fen_unavailable_target(name why): a target that cannot work on this machine (a program it needs
# is missing) still exists, so the documented command says why instead of "no such target".
function(fen_unavailable_target name why)
  add_custom_target(${name}
    COMMAND ${CMAKE_COMMAND} -E echo "${name} ${why}; configure again once it is installed"
    COMMAND ${CMAKE_COMMAND} -E false
    USES_TERMINAL)
endfunction()
