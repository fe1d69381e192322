# The ctest entry format.check (label format): clang-format --dry-run --Werror over every tracked
# *.hpp and *.cpp file; it fails on any difference from .clang-format. Registered only when
# FEN_CHECK_FORMAT is ON. The file list is read from git when the test runs, so new files are
# checked without configuring again.
find_program(FEN_CLANG_FORMAT_EXECUTABLE NAMES clang-format clang-format-14
             DOC "clang-format used by the format.check test")
find_program(FEN_GIT_EXECUTABLE NAMES git DOC "git, to list the files format.check looks at")
if(NOT FEN_CLANG_FORMAT_EXECUTABLE)
  message(FATAL_ERROR "fen: FEN_CHECK_FORMAT is ON but clang-format was not found "
                      "(Debian: clang-format); set FEN_CLANG_FORMAT_EXECUTABLE or turn the option off")
endif()
if(NOT FEN_GIT_EXECUTABLE)
  message(FATAL_ERROR "fen: FEN_CHECK_FORMAT is ON but git was not found; the check formats tracked files")
endif()

add_test(NAME format.check
         COMMAND "${CMAKE_COMMAND}" "-DCLANG_FORMAT=${FEN_CLANG_FORMAT_EXECUTABLE}" "-DGIT=${FEN_GIT_EXECUTABLE}"
                 "-DSOURCE_DIR=${PROJECT_SOURCE_DIR}" -P "${PROJECT_SOURCE_DIR}/cmake/fen_check_format.cmake")
set_tests_properties(format.check PROPERTIES LABELS format)
