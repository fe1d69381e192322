# Compiles SOURCE as C++17 and checks that it fails with EXPECT in the compiler's message
# (or, with EXPECT_SUCCESS, that it compiles: the control that proves the harness works).
execute_process(COMMAND "${CXX}" -std=c++17 -fsyntax-only "-I${INCLUDE}" "${SOURCE}"
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
message(STATUS "refused as expected, naming ${EXPECT}")
