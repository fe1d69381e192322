# Debian packages, made by CPack from the install rules (no debian/ folder):
#   libfen-dev  the install component `library`: the headers, the CMake package, fen.pc, and
#               /usr/share/doc/libfen-dev/ (copyright, changelog.gz); architecture `all`
#   fen-tools   the component `tools`: /usr/bin/fen and fen-edit, their man pages, and
#               /usr/share/doc/fen-tools/ (the same two files); depends on the libraries the
#               programs link (found by dpkg-shlibdeps where it is installed)
# `cpack -G DEB` in a build folder of fen's own (configured with the programs) writes both; the
# target release_assets (cmake/fen_release.cmake) runs it with the rest of a release. The packages
# are staged with DESTDIR under the prefix /usr, so fen.pc names /usr/include, where -I is right.
# Only in fen's own build.

# Debian wants the two files in /usr/share/doc/<package>/: the license in its machine-readable
# form, and the upstream changelog, compressed as it asks (gzip -9n: no name, no time). They are
# components of their own, grouped with the package's files: `cmake --install` without a component
# leaves them out (EXCLUDE_FROM_ALL), CPack puts each in its package.
set(fen_debian_dir "${PROJECT_BINARY_DIR}/debian")
file(READ "${PROJECT_SOURCE_DIR}/LICENSE" fen_license)
string(REGEX REPLACE "\n+$" "" fen_license "${fen_license}")
string(REGEX MATCH "Copyright \\(c\\) ([^\n]+)" _ "${fen_license}")
set(fen_copyright_holder "${CMAKE_MATCH_1}")
string(REGEX REPLACE "^[^\n]*\n\n" "" fen_license_text "${fen_license}")  # the text after "MIT License"
string(REGEX REPLACE "\n\n" "\n.\n" fen_license_text "${fen_license_text}")  # a blank line is " ."
string(REPLACE "\n" "\n " fen_license_text " ${fen_license_text}")
file(WRITE "${fen_debian_dir}/copyright"
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: fen
Upstream-Contact: ${PROJECT_HOMEPAGE_URL}/issues
Source: ${PROJECT_HOMEPAGE_URL}

Files: *
Copyright: ${fen_copyright_holder}
License: Expat
${fen_license_text}
")
# The changelog: a package without a Debian revision is "native", and its changelog.gz must be in
# Debian's format; one entry for this version, dated as CHANGELOG.md dates its section
# ("## X.Y.Z (YYYY-MM-DD)"), pointing at CHANGELOG.md for what changed. (Debian's date needs the
# weekday: Zeller's congruence.)
file(STRINGS "${PROJECT_SOURCE_DIR}/CHANGELOG.md" fen_release_heading
     REGEX "^## ${PROJECT_VERSION} \\([0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]\\)$")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/CHANGELOG.md")
if(fen_release_heading MATCHES "\\(([0-9]+)-([0-9]+)-([0-9]+)\\)")
  set(fen_release_date "${CMAKE_MATCH_1}-${CMAKE_MATCH_2}-${CMAKE_MATCH_3}")
  math(EXPR fen_year "${CMAKE_MATCH_1}")
  math(EXPR fen_month "1${CMAKE_MATCH_2} - 100")
  math(EXPR fen_day "1${CMAKE_MATCH_3} - 100")
  if(fen_month LESS 3)
    math(EXPR fen_month "${fen_month} + 12")
    math(EXPR fen_year "${fen_year} - 1")
  endif()
  math(EXPR fen_weekday "(${fen_day} + (13 * (${fen_month} + 1)) / 5 + ${fen_year} + ${fen_year} / 4 - ${fen_year} / 100 + ${fen_year} / 400) % 7")
  set(fen_weekdays Sat Sun Mon Tue Wed Thu Fri)
  list(GET fen_weekdays ${fen_weekday} fen_weekday)
  set(fen_months Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)
  math(EXPR fen_month_index "1${CMAKE_MATCH_2} - 101")
  list(GET fen_months ${fen_month_index} fen_month_name)
  set(fen_debian_date "${fen_weekday}, ${CMAKE_MATCH_3} ${fen_month_name} ${CMAKE_MATCH_1} 00:00:00 +0000")
  set(fen_release_note "Release ${PROJECT_VERSION}.")
else()
  # Not released yet: the packages of a build between releases say so, dated 1 January 2000.
  set(fen_release_date "")
  set(fen_debian_date "Sat, 01 Jan 2000 00:00:00 +0000")
  set(fen_release_note "Built between releases: CHANGELOG.md dates no ${PROJECT_VERSION} yet.")
endif()
file(WRITE "${fen_debian_dir}/changelog"
"fen (${PROJECT_VERSION}) unstable; urgency=medium

  * ${fen_release_note}
    What changed is in CHANGELOG.md:
    ${PROJECT_HOMEPAGE_URL}/blob/main/CHANGELOG.md

 -- The fen authors <fen-cpp@users.noreply.github.com>  ${fen_debian_date}
")
find_program(FEN_GZIP_EXECUTABLE gzip DOC "gzip, for the man pages and the Debian packages' changelog")
if(FEN_GZIP_EXECUTABLE)
  execute_process(COMMAND "${FEN_GZIP_EXECUTABLE}" -9 -n -c "${fen_debian_dir}/changelog"
                  OUTPUT_FILE "${fen_debian_dir}/changelog.gz")
endif()
foreach(fen_component IN ITEMS library tools)
  if(fen_component STREQUAL "library")
    set(fen_package libfen-dev)
  else()
    set(fen_package fen-tools)
  endif()
  install(FILES "${fen_debian_dir}/copyright" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/${fen_package}"
          COMPONENT ${fen_component}_debian EXCLUDE_FROM_ALL)
  if(EXISTS "${fen_debian_dir}/changelog.gz")
    install(FILES "${fen_debian_dir}/changelog.gz" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/${fen_package}"
            COMPONENT ${fen_component}_debian EXCLUDE_FROM_ALL)
  endif()
endforeach()

set(CPACK_PACKAGE_NAME fen)
set(CPACK_PACKAGE_VENDOR "The fen authors")
set(CPACK_PACKAGE_CONTACT "The fen authors <fen-cpp@users.noreply.github.com>")
# Each package's description below starts with its own one-line summary; an empty common summary
# keeps CPack from putting the project's description in front of both.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/release")
# Installed with DESTDIR set to the staging folder and the prefix /usr, whatever prefix this build
# was configured with, so that what is installed (fen.pc's -I, the CMake package) is as in /usr.
set(CPACK_SET_DESTDIR ON)
set(CPACK_INSTALL_PREFIX /usr)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING ONE_PER_GROUP)
set(CPACK_COMPONENTS_ALL library library_debian)
set(CPACK_COMPONENT_LIBRARY_GROUP library)
set(CPACK_COMPONENT_LIBRARY_DEBIAN_GROUP library)
if(TARGET fen AND TARGET fen_edit)
  list(APPEND CPACK_COMPONENTS_ALL tools tools_debian)
  set(CPACK_COMPONENT_TOOLS_GROUP tools)
  set(CPACK_COMPONENT_TOOLS_DEBIAN_GROUP tools)
endif()

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # <package>_<version>_<architecture>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)

set(CPACK_DEBIAN_LIBRARY_PACKAGE_NAME libfen-dev)
set(CPACK_DEBIAN_LIBRARY_PACKAGE_ARCHITECTURE all)
set(CPACK_DEBIAN_LIBRARY_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_LIBRARY_DESCRIPTION
"header-only C++17 library for chess positions in FEN
fen reads, writes and checks chess positions in Forsyth-Edwards Notation
(FEN) and EPD: parse and serialize at compile time or at run time, with
an error code and byte offset for every refusal, and a validator that says
in plain words why a position cannot occur in a game. Standard chess,
Chess960 and eight variants.
.
This package holds the headers, the CMake package (find_package(fen)) and
the pkg-config file (fen.pc).")

set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME fen-tools)
set(CPACK_DEBIAN_TOOLS_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_TOOLS_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_TOOLS_DESCRIPTION
"check, normalize and edit chess positions in FEN and EPD
fen checks files of chess positions (FEN, EPD, PGN tags, CSV tables) and
says what is wrong with each line, writes them again in one form, and
shows a position as a board. fen-edit builds or changes a position on a
board in the terminal.")

include(CPack)
