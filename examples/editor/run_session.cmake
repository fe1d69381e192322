# Drives fen-edit through a pipe: runs the program with a script of commands on standard input and
# compares its standard output, its standard error and its exit status with the expected ones.
#   cmake -DPROGRAM=<fen-edit> -DSCRIPT=<commands file> -DEXPECTED=<prefix> -DSTATUS=<n>
#         [-DARGS="<arguments>"] [-DACTUAL=<prefix>] [-DLONG_LINE=<n>] -P run_session.cmake
# <prefix>.out is the expected standard output; <prefix>.err the expected standard error (no such
# file: nothing at all on standard error). ARGS is split like a shell command line. LONG_LINE puts
# a line of that many bytes before the script (written next to ACTUAL). On a difference
# the actual output is saved to <ACTUAL>.out and <ACTUAL>.err (when ACTUAL is given) for a diff.
foreach(variable PROGRAM SCRIPT EXPECTED STATUS)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "run_session.cmake needs -D${variable}=...")
  endif()
endforeach()
separate_arguments(arguments UNIX_COMMAND "${ARGS}")
set(input "${SCRIPT}")
if(LONG_LINE)
  string(REPEAT "r" ${LONG_LINE} long)
  file(READ "${SCRIPT}" script)
  set(input "${ACTUAL}.script")
  file(WRITE "${input}" "${long}\n${script}")
endif()
execute_process(COMMAND "${PROGRAM}" ${arguments}
                INPUT_FILE "${input}"
                RESULT_VARIABLE status OUTPUT_VARIABLE actual_out ERROR_VARIABLE actual_err)
file(READ "${EXPECTED}.out" expected_out)
set(expected_err "")
if(EXISTS "${EXPECTED}.err")
  file(READ "${EXPECTED}.err" expected_err)
endif()
# Line ends compare as LF: on Windows the program's text-mode output, and a checkout, may use CR LF.
foreach(text actual_out actual_err expected_out expected_err)
  string(REPLACE "\r\n" "\n" ${text} "${${text}}")
endforeach()

set(problems "")
if(NOT status STREQUAL STATUS)
  string(APPEND problems "exit status ${status}, expected ${STATUS}\n")
endif()
if(NOT actual_out STREQUAL expected_out)
  string(APPEND problems "standard output differs from ${EXPECTED}.out\n"
                         "--- expected ---\n${expected_out}--- actual ---\n${actual_out}--- end ---\n")
endif()
if(NOT actual_err STREQUAL expected_err)
  string(APPEND problems "standard error differs from ${EXPECTED}.err\n"
                         "--- expected ---\n${expected_err}--- actual ---\n${actual_err}--- end ---\n")
endif()
if(problems)
  if(ACTUAL)
    file(WRITE "${ACTUAL}.out" "${actual_out}")
    file(WRITE "${ACTUAL}.err" "${actual_err}")
    string(APPEND problems "The actual output is saved in ${ACTUAL}.out and ${ACTUAL}.err; compare with diff.\n"
                           "If the new output is right (a message was reworded, say), make it the expected one.")
  endif()
  message(FATAL_ERROR "${PROGRAM} ${ARGS} < ${SCRIPT}:\n${problems}")
endif()
message(STATUS "${SCRIPT}: output, errors and exit status ${status} as expected")
