# Run by the format.check test: cmake -DCLANG_FORMAT=... -DGIT=... -DSOURCE_DIR=... -P this file.
# Fails when clang-format would change any tracked *.hpp or *.cpp file.
execute_process(COMMAND "${GIT}" ls-files -- "*.hpp" "*.cpp"
                WORKING_DIRECTORY "${SOURCE_DIR}"
                RESULT_VARIABLE status OUTPUT_VARIABLE listing ERROR_VARIABLE error)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "format.check: 'git ls-files' failed in ${SOURCE_DIR}: ${error}")
endif()
string(REPLACE "\n" ";" candidates "${listing}")
set(files "")
foreach(file IN LISTS candidates)
  # single_include/ is generated from include/fen/, which is checked here; joined into one file,
  # the parts' include guards nest, which clang-format would indent.
  if(file MATCHES "^single_include/")
    continue()
  endif()
  if(file AND EXISTS "${SOURCE_DIR}/${file}")  # a tracked file deleted in the work tree is skipped
    list(APPEND files "${file}")
  endif()
endforeach()
list(LENGTH files count)
if(count EQUAL 0)
  message(FATAL_ERROR "format.check: git lists no *.hpp or *.cpp file in ${SOURCE_DIR}")
endif()

execute_process(COMMAND "${CLANG_FORMAT}" --version OUTPUT_VARIABLE version OUTPUT_STRIP_TRAILING_WHITESPACE)
message(STATUS "${version}: checking ${count} files")
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror ${files}
                WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "format.check: clang-format would change the files named above. To fix them:\n"
                      "  git ls-files -- '*.hpp' '*.cpp' ':!single_include' | xargs clang-format -i")
endif()
message(STATUS "format.check: all ${count} files are formatted")
