# Compile time of fen: compiles a translation unit that includes fen (and fen/validate.hpp when it
# exists) and parses one FEN, and one that includes only <string>, each RUNS times at -O2,
# alternating, and prints the medians and their ratio. The fen file is compiled twice over: as
# header-only code (the default), and with FEN_SEPARATE_DEFINITIONS, where parse, serialize and
# validate are only declared (another file of the program holds them: see docs/integration.md,
# "Compile time"). The target for the ratio is at most 1.6.
#
#   cmake -DCXX=g++ -DINCLUDE=<repo>/include -P tests/benchmarks/compile_time.cmake
#
# Optional: -DRUNS=7 -DSTD=17 -DFLAGS="-O2" -DSOURCE_DIR=<this folder> -DWORK_DIR=<scratch folder>.
# Needs CMake 3.23 for sub-second timestamps.
if(CMAKE_VERSION VERSION_LESS 3.23)
  message(FATAL_ERROR "compile_time.cmake needs CMake 3.23 or later (for microsecond timestamps)")
endif()
if(NOT CXX OR NOT INCLUDE)
  message(FATAL_ERROR "usage: cmake -DCXX=<compiler> -DINCLUDE=<repo>/include -P compile_time.cmake")
endif()
if(NOT SOURCE_DIR)
  get_filename_component(SOURCE_DIR "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)
endif()
if(NOT WORK_DIR)
  # Somewhere for the object files that is not the source tree.
  if(DEFINED ENV{TMPDIR})
    set(WORK_DIR "$ENV{TMPDIR}/fen_compile_time")
  elseif(DEFINED ENV{TEMP})
    set(WORK_DIR "$ENV{TEMP}/fen_compile_time")
  else()
    # The checkout's build/ folder (ignored by git), not the current folder: run as a script from
    # the checkout's top, CMAKE_CURRENT_BINARY_DIR is the source tree, where an object file was
    # once left this way.
    get_filename_component(WORK_DIR "${CMAKE_CURRENT_LIST_DIR}/../../build/fen_compile_time" ABSOLUTE)
  endif()
endif()
if(NOT RUNS)
  set(RUNS 7)
endif()
if(NOT STD)
  set(STD 17)
endif()
if(NOT FLAGS)
  set(FLAGS "-O2")
endif()
separate_arguments(flag_list UNIX_COMMAND "${FLAGS}")
file(MAKE_DIRECTORY "${WORK_DIR}")

# Microseconds that one compile of `source` took (more options for the compiler after out_var).
function(time_compile source out_var)
  string(TIMESTAMP start "%s%f" UTC)
  execute_process(COMMAND "${CXX}" -std=c++${STD} ${flag_list} ${ARGN} "-I${INCLUDE}" -c "${source}"
                          -o "${WORK_DIR}/probe.o"
                  RESULT_VARIABLE status ERROR_VARIABLE errors)
  string(TIMESTAMP stop "%s%f" UTC)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "compiling ${source} failed:\n${errors}")
  endif()
  math(EXPR micros "${stop} - ${start}")
  set(${out_var} ${micros} PARENT_SCOPE)
endfunction()

function(median list_var out_var)
  set(values ${${list_var}})
  list(SORT values COMPARE NATURAL)
  list(LENGTH values n)
  math(EXPR middle "${n} / 2")
  list(GET values ${middle} m)
  set(${out_var} ${m} PARENT_SCOPE)
endfunction()

set(fen_source "${SOURCE_DIR}/compile_time_fen.cpp")
set(string_source "${SOURCE_DIR}/compile_time_string.cpp")
# One compile of each first, so that the headers are in the file cache for every measured run.
time_compile("${fen_source}" ignored)
time_compile("${string_source}" ignored)
set(fen_times)
set(separate_times)
set(string_times)
foreach(run RANGE 1 ${RUNS})
  time_compile("${string_source}" t)
  list(APPEND string_times ${t})
  time_compile("${fen_source}" t)
  list(APPEND fen_times ${t})
  time_compile("${fen_source}" t -DFEN_SEPARATE_DEFINITIONS)
  list(APPEND separate_times ${t})
endforeach()
median(string_times string_median)

# `value` / string_median as a decimal with three places (CMake's math() has integers only).
function(ratio value out_var)
  math(EXPR ratio_x1000 "${value} * 1000 / ${string_median}")
  math(EXPR ratio_int "${ratio_x1000} / 1000")
  math(EXPR ratio_frac "${ratio_x1000} % 1000")
  string(LENGTH "${ratio_frac}" frac_length)
  if(frac_length EQUAL 1)
    set(ratio_frac "00${ratio_frac}")
  elseif(frac_length EQUAL 2)
    set(ratio_frac "0${ratio_frac}")
  endif()
  set(${out_var} "${ratio_int}.${ratio_frac}" PARENT_SCOPE)
endfunction()

math(EXPR string_ms "${string_median} / 1000")
message(STATUS "compiler: ${CXX}, -std=c++${STD} ${FLAGS}, median of ${RUNS} runs each")
message(STATUS "  includes only <string>:                       ${string_ms} ms")
foreach(kind fen separate)
  median(${kind}_times m)
  math(EXPR ms "${m} / 1000")
  ratio(${m} r)
  if(kind STREQUAL "fen")
    set(label "includes fen, parses one FEN (header-only):")
  else()
    set(label "the same, with FEN_SEPARATE_DEFINITIONS:   ")
  endif()
  message(STATUS "  ${label} ${ms} ms, ratio ${r}")
endforeach()
message(STATUS "  (target for the ratio: at most 1.6)")
