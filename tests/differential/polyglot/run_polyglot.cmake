# Runs the Polyglot cross-check (see CMakeLists.txt): installs chess-tools with npm where it is
# missing, asks it for the key of every line of the base files, and has fen_polyglot_keys compare
# them with fen's. Called by ctest with -D NODE NPM PROGRAM SOURCE_DIR WORK_DIR BASES. Everything
# it writes goes under WORK_DIR, in the build tree.
#
# A test that cannot run here reports itself as skipped, saying why (../npm_install.cmake): node
# missing, or chess-tools not installed and npm missing or the npm registry not answering. Every
# other problem fails the test.
include("${CMAKE_CURRENT_LIST_DIR}/../npm_install.cmake")

set(npm_dir "${WORK_DIR}/chess-tools")
fen_npm_install(chess-tools "${SOURCE_DIR}" "${npm_dir}" package.json package-lock.json polyglot_keys.mjs)
if(fen_npm_skip)
  skip("${fen_npm_skip}")
endif()

set(answers "")
foreach(base IN LISTS BASES)
  get_filename_component(name "${base}" NAME_WE)
  set(answer "${WORK_DIR}/chess-tools-keys-${name}.txt")
  execute_process(COMMAND "${NODE}" "${npm_dir}/polyglot_keys.mjs" INPUT_FILE "${base}" OUTPUT_FILE "${answer}"
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "polyglot_keys.mjs failed on ${base} (${status})")
  endif()
  list(APPEND answers "${answer}")
endforeach()

execute_process(COMMAND "${PROGRAM}" compare ${answers} RESULT_VARIABLE status
                OUTPUT_VARIABLE report ERROR_VARIABLE report)
string(STRIP "${report}" report)
message("${report}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "fen's Polyglot keys and chess-tools' do not agree (exit ${status}): the lines above say where")
endif()
