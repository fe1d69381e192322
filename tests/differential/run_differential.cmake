# Runs the differential test (see CMakeLists.txt): installs chessops with npm where it is missing,
# makes the inputs, asks chessops, compares. Called by ctest with -D NODE NPM PROGRAM SOURCE_DIR
# WORK_DIR BASES COUNT SEED. Everything it writes goes under WORK_DIR, in the build tree (npm
# also keeps its own cache and logs, in the user's npm folder).
#
# A test that cannot run here reports itself as skipped, saying why (npm_install.cmake): node
# missing, or chessops not installed and npm missing or the npm registry not answering. Every
# other problem fails the test.
include("${CMAKE_CURRENT_LIST_DIR}/npm_install.cmake")

# chessops is installed in its own folder beside the other outputs of the test, with the script
# that imports it.
set(npm_dir "${WORK_DIR}/chessops")
fen_npm_install(chessops "${SOURCE_DIR}" "${npm_dir}" package.json package-lock.json chessops_verdicts.mjs)
if(fen_npm_skip)
  skip("${fen_npm_skip}")
endif()

set(inputs "${WORK_DIR}/differential-inputs.txt")
set(verdicts "${WORK_DIR}/differential-chessops.txt")
execute_process(COMMAND "${PROGRAM}" generate "${inputs}" ${COUNT} ${SEED} ${BASES} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "making the inputs failed (${status})")
endif()
execute_process(COMMAND "${NODE}" "${npm_dir}/chessops_verdicts.mjs" "${inputs}" "${verdicts}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "chessops_verdicts.mjs failed (${status})")
endif()

# The report is kept so that the final message can name the conditions that failed: compare
# prints one "FAILED: ..." line for each.
execute_process(COMMAND "${PROGRAM}" compare "${inputs}" "${verdicts}" RESULT_VARIABLE status
                OUTPUT_VARIABLE report ERROR_VARIABLE report)
string(STRIP "${report}" report)
message("${report}")
if(NOT status EQUAL 0)
  string(REGEX MATCHALL "FAILED: [^\n]*" failed "${report}")
  list(TRANSFORM failed REPLACE "^FAILED: " "")
  list(JOIN failed "; " failed)
  if(status EQUAL 1 AND failed)
    message(FATAL_ERROR "the differential test failed: ${failed}")
  endif()
  message(FATAL_ERROR "comparing the verdicts failed (${status}): see the lines above")
endif()
