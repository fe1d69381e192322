# Runs one example and compares what it prints on standard output with the expected text:
#   cmake -DPROGRAM=<program> [-DARGS=<arguments>] -DEXPECTED=<file> [-DACTUAL=<file>]
#         -P compare_output.cmake
# ARGS, a list, are the arguments the program is run with.
# Fails when the program does not exit with status 0 or prints anything else. On a difference the
# actual output is saved to ACTUAL (when given) for a diff.
if(NOT PROGRAM OR NOT EXPECTED)
  message(FATAL_ERROR "compare_output.cmake needs -DPROGRAM=... and -DEXPECTED=...")
endif()
execute_process(COMMAND "${PROGRAM}" ${ARGS} RESULT_VARIABLE status OUTPUT_VARIABLE actual ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} exited with status ${status}\n${actual}${errors}")
endif()
file(READ "${EXPECTED}" expected)
if(NOT actual STREQUAL expected)
  if(ACTUAL)
    file(WRITE "${ACTUAL}" "${actual}")
    string(CONCAT saved "\nThe actual output is saved in ${ACTUAL}; compare: diff ${EXPECTED} ${ACTUAL}\n"
              "If the new output is right (a message was reworded, say), make it the expected one:\n"
              "  cp ${ACTUAL} ${EXPECTED}")
  endif()
  message(FATAL_ERROR "${PROGRAM} printed something else than ${EXPECTED}.\n"
                      "--- expected ---\n${expected}--- actual ---\n${actual}--- end ---${saved}")
endif()
message(STATUS "the output matches ${EXPECTED}")
