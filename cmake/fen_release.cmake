# A release's assets, made by one command in a build folder of fen's own, configured with the
# programs (they go into fen-tools):
#   cmake --build build --target release_assets
# writes into build/release/:
#   fen-X.Y.Z.tar.gz         the library alone: include/, single_include/, modules/, cmake/,
#                            CMakeLists.txt, meson.build, LICENSE, README.md, CHANGELOG.md and the
#                            docs pages, under one folder fen-X.Y.Z/; no tests, examples, programs
#                            or data. A FetchContent URL, an add_subdirectory folder, a Meson
#                            subproject, or `cmake --install` from it.
#   libfen-dev_X.Y.Z_all.deb, fen-tools_X.Y.Z_<arch>.deb   the Debian packages (cmake/fen_package.cmake)
#   SHA256SUMS               the SHA-256 of each, as `sha256sum -c` reads them
# The GitHub release workflow (.github/workflows/release.yml) runs the same target on a v* tag and
# attaches these files; the consumer tests (tests/consumers) build projects from the archive.
#
# This file is also the script each step runs:
#   cmake -DSTEP=archive -DSOURCE=<checkout> -DOUTPUT=<folder> -DVERSION=X.Y.Z [-DGIT=<git>] -P fen_release.cmake
#   cmake -DSTEP=sums -DOUTPUT=<folder> -DVERSION=X.Y.Z -P fen_release.cmake
if(CMAKE_SCRIPT_MODE_FILE)
  cmake_minimum_required(VERSION 3.14)
  set(top "fen-${VERSION}")
  set(archive "${OUTPUT}/${top}.tar.gz")
  if(STEP STREQUAL "archive")
    # What the archive holds, as paths in the checkout. In a git checkout, the files git knows of
    # (tracked, or new and not ignored), so that nothing a build or an editor left there goes in.
    set(wanted "^(include/|single_include/|modules/|cmake/|docs/[^/]*\\.md$|CMakeLists\\.txt$|meson\\.build$|LICENSE$|README\\.md$|CHANGELOG\\.md$)")
    set(unwanted "^docs/mainpage\\.md$")  # the Doxygen main page, whose Doxyfile is left out
    set(files "")
    if(GIT)
      execute_process(COMMAND "${GIT}" ls-files --cached --others --exclude-standard
                      WORKING_DIRECTORY "${SOURCE}" RESULT_VARIABLE status OUTPUT_VARIABLE listing ERROR_QUIET)
      if(status EQUAL 0)
        string(REPLACE "\n" ";" files "${listing}")
      endif()
    endif()
    if(NOT files)
      file(GLOB_RECURSE files RELATIVE "${SOURCE}" "${SOURCE}/*")
    endif()
    set(stage "${OUTPUT}/archive-stage")
    file(REMOVE_RECURSE "${stage}" "${archive}")
    set(kept "")
    foreach(file IN LISTS files)
      if(file MATCHES "${wanted}" AND NOT file MATCHES "${unwanted}" AND EXISTS "${SOURCE}/${file}"
         AND NOT IS_DIRECTORY "${SOURCE}/${file}")
        list(APPEND kept "${top}/${file}")
        get_filename_component(folder "${stage}/${top}/${file}" DIRECTORY)
        file(COPY "${SOURCE}/${file}" DESTINATION "${folder}")
      endif()
    endforeach()
    list(REMOVE_DUPLICATES kept)
    list(SORT kept)
    foreach(needed include/fen/fen.hpp single_include/fen/fen.hpp CMakeLists.txt LICENSE)
      if(NOT "${top}/${needed}" IN_LIST kept)
        message(FATAL_ERROR "release: ${SOURCE} has no ${needed}: not a checkout of fen")
      endif()
    endforeach()
    # The same bytes for the same files on the same machine: sorted names, one time stamp, and gzip
    # without a name or time in its header (gzip -9n where it is found; cmake's own gzip writes the
    # time).
    find_program(gzip gzip)
    if(gzip)
      set(tar_file "${OUTPUT}/${top}.tar")
      execute_process(COMMAND "${CMAKE_COMMAND}" -E tar cf "${tar_file}" --format=gnutar "--mtime=2000-01-01 00:00:00 UTC"
                              -- ${kept}
                      WORKING_DIRECTORY "${stage}" RESULT_VARIABLE status)
      if(status EQUAL 0)
        execute_process(COMMAND "${gzip}" -9 -n -f "${tar_file}" RESULT_VARIABLE status)
      endif()
    else()
      execute_process(COMMAND "${CMAKE_COMMAND}" -E tar czf "${archive}" --format=gnutar "--mtime=2000-01-01 00:00:00 UTC"
                              -- ${kept}
                      WORKING_DIRECTORY "${stage}" RESULT_VARIABLE status)
    endif()
    file(REMOVE_RECURSE "${stage}")
    if(NOT status EQUAL 0 OR NOT EXISTS "${archive}")
      message(FATAL_ERROR "release: could not write ${archive}")
    endif()
    list(LENGTH kept count)
    file(SIZE "${archive}" size)
    message(STATUS "release: ${archive}: ${count} files, ${size} bytes")
  elseif(STEP STREQUAL "sums")
    file(GLOB assets RELATIVE "${OUTPUT}" "${OUTPUT}/${top}.tar.gz" "${OUTPUT}/*.deb")
    list(SORT assets)
    if(NOT "${top}.tar.gz" IN_LIST assets)
      message(FATAL_ERROR "release: no ${archive}")
    endif()
    set(sums "")
    foreach(asset IN LISTS assets)
      file(SHA256 "${OUTPUT}/${asset}" sum)
      string(APPEND sums "${sum}  ${asset}\n")
    endforeach()
    file(WRITE "${OUTPUT}/SHA256SUMS" "${sums}")
    message(STATUS "release: ${OUTPUT}/SHA256SUMS\n${sums}")
  else()
    message(FATAL_ERROR "release: STEP must be archive or sums, not '${STEP}'")
  endif()
  return()
endif()

# The target, in fen's own build (CMakeLists.txt includes this file after fen_package.cmake).
find_program(FEN_GIT_EXECUTABLE NAMES git DOC "git, to list the files of the source archive")
set(fen_release_dir "${PROJECT_BINARY_DIR}/release")
set(fen_release_script "${CMAKE_CURRENT_LIST_FILE}")
if(TARGET fen AND TARGET fen_edit)
  add_custom_target(release_assets
    COMMAND "${CMAKE_COMMAND}" -E rm -rf "${fen_release_dir}"
    COMMAND "${CMAKE_COMMAND}" -DSTEP=archive "-DSOURCE=${PROJECT_SOURCE_DIR}" "-DOUTPUT=${fen_release_dir}"
            "-DVERSION=${PROJECT_VERSION}" "-DGIT=${FEN_GIT_EXECUTABLE}" -P "${fen_release_script}"
    COMMAND "${CMAKE_CPACK_COMMAND}" -G DEB --config "${PROJECT_BINARY_DIR}/CPackConfig.cmake" -C $<CONFIG>
    COMMAND "${CMAKE_COMMAND}" -E rm -rf "${fen_release_dir}/_CPack_Packages"
    COMMAND "${CMAKE_COMMAND}" -DSTEP=sums "-DOUTPUT=${fen_release_dir}" "-DVERSION=${PROJECT_VERSION}"
            -P "${fen_release_script}"
    WORKING_DIRECTORY "${PROJECT_BINARY_DIR}"
    COMMENT "The release assets of fen ${PROJECT_VERSION} in ${fen_release_dir}"
    VERBATIM USES_TERMINAL)
  add_dependencies(release_assets fen fen_edit)
  if(TARGET man_pages)
    add_dependencies(release_assets man_pages)
  endif()
else()
  add_custom_target(release_assets
    COMMAND "${CMAKE_COMMAND}" -E echo
            "release_assets needs the programs (FEN_BUILD_TOOLS=ON and {fmt}) for the fen-tools package"
    COMMAND "${CMAKE_COMMAND}" -E false
    VERBATIM)
endif()
