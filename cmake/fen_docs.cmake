# The API reference: HTML made by Doxygen from the `///` comments in include/fen/*.hpp (every
# header in the folder), docs/mainpage.md and the topics of docs/groups.dox, with the example
# programs of examples/, into <build>/docs/html/ (index.html), by the target `docs`. Any Doxygen
# warning fails it: an undocumented public name, a comment Doxygen cannot read, a message about
# the Doxyfile. So does a topic without its page, or an example program that no topic shows. The
# ctest entry docs.reference (label docs) builds the target, so the test command checks the
# reference wherever Doxygen is installed.
#
# Without Doxygen (or with one older than 1.9, which cannot fail on warnings) the target still
# exists and fails saying what it needs, there is no docs.reference, and configuring says so in
# one status line. Only in fen's own build: a project that adds fen gets no docs target.
#
# This file is also the script the target runs, which fails on any message Doxygen prints
# (FAIL_ON_WARNINGS alone lets a warning about the Doxyfile pass):
#   cmake -DDOXYGEN=<doxygen> -DDOXYFILE=<Doxyfile> -DHTML=<output folder> -DSOURCE=<fen's source folder>
#         -P fen_docs.cmake
if(CMAKE_SCRIPT_MODE_FILE)
  file(REMOVE_RECURSE "${HTML}")  # no pages left over from a header that is gone
  execute_process(COMMAND "${DOXYGEN}" "${DOXYFILE}" RESULT_VARIABLE status
                  OUTPUT_VARIABLE output ERROR_VARIABLE messages)
  string(STRIP "${output}${messages}" messages)
  if(messages)
    message("${messages}")
    string(REGEX MATCHALL "\n[^ \n]" starts "${messages}")  # a message's further lines are indented
    list(LENGTH starts count)
    math(EXPR count "${count} + 1")
    message(FATAL_ERROR "docs: Doxygen gave ${count} warnings (above; exit status ${status}), and the "
                        "reference is built with warnings as errors: give each name listed a `///` comment "
                        "(docs/Doxyfile.in says what is checked)")
  endif()
  if(NOT status EQUAL 0 OR NOT EXISTS "${HTML}/index.html")
    message(FATAL_ERROR "docs: Doxygen failed (exit status ${status}) and wrote no ${HTML}/index.html")
  endif()
  # An undocumented namespace gets no page, and its functions are left out without a warning.
  if(NOT EXISTS "${HTML}/namespacefen.html")
    message(FATAL_ERROR "docs: namespace fen has no page, so parse, serialize and every other function "
                        "in it are missing: give the `namespace fen` in include/fen/detail/config.hpp a `///` comment")
  endif()
  # A page for each topic of docs/groups.dox (the headers' names join them with \addtogroup), and
  # each example program shown (\include) on the page of the topic it demonstrates.
  foreach(topic position parse serialize validate epd epd_parse epd_serialize polyglot formatting svg)
    string(REPLACE "_" "__" topic_page "${topic}")
    set(topic_page "group__${topic_page}.html")
    if(NOT EXISTS "${HTML}/${topic_page}")
      message(FATAL_ERROR "docs: the topic ${topic} has no page (${HTML}/${topic_page}): "
                          "docs/groups.dox defines it with \\defgroup ${topic}")
    endif()
  endforeach()
  file(READ "${SOURCE}/docs/groups.dox" topics)
  file(GLOB examples RELATIVE "${SOURCE}/examples" "${SOURCE}/examples/*.cpp")
  foreach(example IN LISTS examples)
    string(FIND "${topics}" "\\include ${example}" shown)
    if(shown EQUAL -1)
      message(FATAL_ERROR "docs: the example examples/${example} is on no page of the reference: "
                          "show it (\\include ${example}) in the topic of docs/groups.dox it demonstrates")
    endif()
  endforeach()
  message(STATUS "docs: the API reference is built, without warnings: ${HTML}/index.html")
  return()
endif()

if(NOT FEN_IS_TOP_LEVEL)
  return()
endif()

find_program(FEN_DOXYGEN_EXECUTABLE NAMES doxygen DOC "Doxygen, for the docs target (the API reference)")
set(fen_docs_missing "")
if(NOT FEN_DOXYGEN_EXECUTABLE)
  set(fen_docs_missing "needs Doxygen 1.9 or later (Debian: doxygen), which is not installed")
else()
  execute_process(COMMAND "${FEN_DOXYGEN_EXECUTABLE}" --version OUTPUT_VARIABLE fen_doxygen_version
                  ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
  string(REGEX MATCH "^[0-9]+(\\.[0-9]+)*" fen_doxygen_version "${fen_doxygen_version}")
  if(NOT fen_doxygen_version)
    set(fen_docs_missing "needs Doxygen 1.9 or later (Debian: doxygen), and ${FEN_DOXYGEN_EXECUTABLE} gives "
                         "no version")
  elseif(fen_doxygen_version VERSION_LESS 1.9)
    set(fen_docs_missing "needs Doxygen 1.9 or later (Debian: doxygen), and ${FEN_DOXYGEN_EXECUTABLE} is "
                         "${fen_doxygen_version}")
  endif()
  string(CONCAT fen_docs_missing ${fen_docs_missing})
endif()

# Then the target fails saying what it needs. It is fen_unavailable_target (cmake/fen_dependencies.cmake)
# written out: that file is not read without tests, examples or tools, and this message's parentheses
# need VERBATIM, which the helper does not give its command.
if(fen_docs_missing)
  add_custom_target(docs
    COMMAND "${CMAKE_COMMAND}" -E echo "docs ${fen_docs_missing}. Configure again once it is installed."
    COMMAND "${CMAKE_COMMAND}" -E false
    VERBATIM USES_TERMINAL)
  message(STATUS "fen: docs: the API reference ${fen_docs_missing}: the docs target says so, and "
                 "there is no docs.reference test")
  return()
endif()

set(FEN_DOCS_DIR "${PROJECT_BINARY_DIR}/docs")
configure_file("${PROJECT_SOURCE_DIR}/docs/Doxyfile.in" "${FEN_DOCS_DIR}/Doxyfile" @ONLY)
add_custom_target(docs
  COMMAND "${CMAKE_COMMAND}" "-DDOXYGEN=${FEN_DOXYGEN_EXECUTABLE}" "-DDOXYFILE=${FEN_DOCS_DIR}/Doxyfile"
          "-DHTML=${FEN_DOCS_DIR}/html" "-DSOURCE=${PROJECT_SOURCE_DIR}" -P "${PROJECT_SOURCE_DIR}/cmake/fen_docs.cmake"
  COMMENT "Building the API reference with Doxygen ${fen_doxygen_version} (warnings are errors)"
  VERBATIM USES_TERMINAL)

# One build in the tree at a time (the benchmarks' entries build targets here too).
if(FEN_BUILD_TESTS OR FEN_BUILD_EXAMPLES OR FEN_BUILD_TOOLS)
  add_test(NAME docs.reference
           COMMAND "${CMAKE_COMMAND}" --build "${PROJECT_BINARY_DIR}" --target docs --config $<CONFIG>)
  set_tests_properties(docs.reference PROPERTIES LABELS docs RESOURCE_LOCK fen_build_tree TIMEOUT 300)
  set(fen_docs_test "; ctest entry docs.reference")
else()
  set(fen_docs_test "")
endif()
message(STATUS "fen: docs: Doxygen ${fen_doxygen_version}: the docs target builds the API reference "
               "in ${FEN_DOCS_DIR}/html${fen_docs_test}")
