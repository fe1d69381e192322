# The ctest modules.import: modules/fen.cppm precompiled by a clang that builds C++20 modules
# (16 or later), and a program that imports it (import_fen.cpp) built and run. Plain compiler
# commands, the way any build system can drive them:
#   clang++ -std=c++20 -I include --precompile -x c++-module modules/fen.cppm -o fen.pcm
#   clang++ -std=c++20 -fmodule-file=fen=fen.pcm program.cpp fen.pcm -o program
#   cmake -DCXX=clang++-16 -DSOURCE_DIR=<fen checkout> -DWORK=<folder> -P import.cmake
cmake_minimum_required(VERSION 3.14)
file(MAKE_DIRECTORY "${WORK}")
function(run what)
  execute_process(COMMAND ${ARGN} WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE status OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "modules.import: ${what} failed (${status}):\n${out}${err}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()
run("precompiling modules/fen.cppm" "${CXX}" -std=c++20 "-I${SOURCE_DIR}/include" --precompile -x c++-module
    "${SOURCE_DIR}/modules/fen.cppm" -o fen.pcm)
run("building the program that imports fen" "${CXX}" -std=c++20 -fmodule-file=fen=fen.pcm
    "${SOURCE_DIR}/tests/modules/import_fen.cpp" fen.pcm -o import_fen)
run("running it" "${WORK}/import_fen")
message(STATUS "${run_output}")
if(NOT run_output MATCHES "all checks passed")
  message(FATAL_ERROR "modules.import: the program gave: ${run_output}")
endif()
