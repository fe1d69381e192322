# Compiles SOURCE as C++17 (or as -DSTANDARD=<n>) and checks that it fails with EXPECT in the
# compiler's message (or, with EXPECT_SUCCESS, that it compiles: the control that proves the
# harness works). With -DMAX_ERRORS=<n>, the message may hold at most n lines saying "error:";
# with -DMIN_ERRORS=<n>, at least n.
if(NOT STANDARD)
  set(STANDARD 17)
endif()
execute_process(COMMAND "${CXX}" -std=c++${STANDARD} -fsyntax-only "-I${INCLUDE}" "${SOURCE}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(EXPECT_SUCCESS)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "expected ${SOURCE} to compile, but:\n${err}")
  endif()
  return()
endif()
if(status EQUAL 0)
  message(FATAL_ERROR "expected ${SOURCE} not to compile, but it did")
endif()
string(FIND "${out}${err}" "${EXPECT}" found)
if(found EQUAL -1)
  message(FATAL_ERROR "the compiler refused ${SOURCE}, but its message does not name '${EXPECT}':\n${err}")
endif()
if(MIN_ERRORS)
  string(REGEX MATCHALL "error:" errors "${out}${err}")
  list(LENGTH errors count)
  if(count LESS MIN_ERRORS)
    message(FATAL_ERROR "the compiler refused ${SOURCE} naming '${EXPECT}', but with ${count} errors "
                        "(at least ${MIN_ERRORS} expected):\n${err}")
  endif()
endif()
if(MAX_ERRORS)
  string(REGEX MATCHALL "error:" errors "${out}${err}")
  list(LENGTH errors count)
  if(count GREATER MAX_ERRORS)
    message(FATAL_ERROR "the compiler refused ${SOURCE} naming '${EXPECT}', but with ${count} errors "
                        "(at most ${MAX_ERRORS} expected):\n${err}")
  endif()
endif()
message(STATUS "refused as expected, naming ${EXPECT}")
