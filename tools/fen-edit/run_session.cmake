# Drives fen-edit through a pipe: runs the program with a script of commands on standard input and
# compares its standard output, its standard error and its exit status with the expected ones.
#   cmake -DPROGRAM=<fen-edit> -DSCRIPT=<commands file> -DEXPECTED=<prefix> -DSTATUS=<n>
#         [-DARGS="<arguments>"] [-DACTUAL=<prefix>] [-DLONG_LINE=<n>] [-DFULL=stdout|stderr]
#         [-DINPUT=<path>] -P run_session.cmake
# <prefix>.out is the expected standard output; <prefix>.err the expected standard error (no such
# file: nothing at all on standard error). ARGS is split like a shell command line. LONG_LINE puts
# a line of that many bytes before the script (written next to ACTUAL). FULL sends that stream to
# /dev/full, where every write fails (its expected file is not read: nothing of it is seen). INPUT
# is read as standard input instead of the script (a directory, say, whose reading fails). On a
# difference the actual output is saved to <ACTUAL>.out and <ACTUAL>.err (when ACTUAL is given).
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
if(INPUT)
  set(input "${INPUT}")
endif()
set(actual_out "")
set(actual_err "")
set(expected_out "")
set(expected_err "")
if(FULL STREQUAL "stdout")
  set(streams OUTPUT_FILE /dev/full ERROR_VARIABLE actual_err)
elseif(FULL STREQUAL "stderr")
  set(streams OUTPUT_VARIABLE actual_out ERROR_FILE /dev/full)
elseif(NOT FULL)
  set(streams OUTPUT_VARIABLE actual_out ERROR_VARIABLE actual_err)
else()
  message(FATAL_ERROR "FULL is stdout or stderr, not '${FULL}'")
endif()
execute_process(COMMAND "${PROGRAM}" ${arguments}
                INPUT_FILE "${input}"
                RESULT_VARIABLE status ${streams})
if(NOT FULL STREQUAL "stdout")
  file(READ "${EXPECTED}.out" expected_out)
endif()
if(EXISTS "${EXPECTED}.err" AND NOT FULL STREQUAL "stderr")
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
  set(redirected "")
  if(FULL)
    set(redirected ", ${FULL} to /dev/full")
  endif()
  message(FATAL_ERROR "${PROGRAM} ${ARGS} < ${input}${redirected}:\n${problems}")
endif()
message(STATUS "${SCRIPT}: output, errors and exit status ${status} as expected")
