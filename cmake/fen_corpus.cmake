# The position corpus that the corpus tests, the differential test and the benchmarks read.
#
#   full    FEN_CORPUS_DIR (the cache variable, or the environment variable of that name) holds
#           positions-100k.fen.xz (100,000 FENs from played games) and positions-20k-ep-always.fen.xz
#           (20,000, en passant written after every double push); needs the xz program.
#   sample  otherwise: tests/data/corpus-sample.tar.xz, committed: the first 10,000 lines of the
#           first file and the 1,316 lines of the second that carry an en passant square.
#
# Either way the files are unpacked here, at configure time, into <build>/corpus/, and these
# variables name them for the rest of the build:
#   FEN_CORPUS_KIND              full or sample
#   FEN_CORPUS_MAIN              one FEN a line, en passant written only when a capture is legal
#   FEN_CORPUS_MAIN_LINES        its line count
#   FEN_CORPUS_EP_ALWAYS         one FEN a line, en passant written after every double push
#   FEN_CORPUS_EP_ALWAYS_LINES   its line count
set(FEN_CORPUS_DIR "$ENV{FEN_CORPUS_DIR}" CACHE PATH
    "Folder with positions-100k.fen.xz and positions-20k-ep-always.fen.xz; empty: the sample in tests/data")

set(fen_corpus_out "${PROJECT_BINARY_DIR}/corpus")
set(fen_corpus_sample "${PROJECT_SOURCE_DIR}/tests/data/corpus-sample.tar.xz")
set(fen_corpus_why_sample "")

if(FEN_CORPUS_DIR)
  find_program(FEN_XZ_EXECUTABLE xz DOC "xz, to decompress the full corpus")
  foreach(name positions-100k positions-20k-ep-always)
    if(NOT EXISTS "${FEN_CORPUS_DIR}/${name}.fen.xz")
      set(fen_corpus_why_sample "${FEN_CORPUS_DIR}/${name}.fen.xz does not exist")
    endif()
  endforeach()
  if(NOT fen_corpus_why_sample AND NOT FEN_XZ_EXECUTABLE)
    set(fen_corpus_why_sample "the xz program is not installed (Debian: xz-utils)")
  endif()
endif()

if(FEN_CORPUS_DIR AND NOT fen_corpus_why_sample)
  set(FEN_CORPUS_KIND full)
  set(FEN_CORPUS_MAIN "${fen_corpus_out}/positions-100k.fen")
  set(FEN_CORPUS_MAIN_LINES 100000)
  set(FEN_CORPUS_EP_ALWAYS "${fen_corpus_out}/positions-20k-ep-always.fen")
  set(FEN_CORPUS_EP_ALWAYS_LINES 20000)
  set(fen_corpus_sources "${FEN_CORPUS_DIR}/positions-100k.fen.xz" "${FEN_CORPUS_DIR}/positions-20k-ep-always.fen.xz")
else()
  set(FEN_CORPUS_KIND sample)
  set(FEN_CORPUS_MAIN "${fen_corpus_out}/positions-10k.fen")
  set(FEN_CORPUS_MAIN_LINES 10000)
  set(FEN_CORPUS_EP_ALWAYS "${fen_corpus_out}/positions-ep-always-1316.fen")
  set(FEN_CORPUS_EP_ALWAYS_LINES 1316)
  set(fen_corpus_sources "${fen_corpus_sample}")
endif()

# Unpack when a file is missing or older than what it comes from; configure again when a source changes.
set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${fen_corpus_sources})
set(fen_corpus_stale OFF)
foreach(source IN LISTS fen_corpus_sources)
  foreach(file "${FEN_CORPUS_MAIN}" "${FEN_CORPUS_EP_ALWAYS}")
    if(NOT EXISTS "${file}" OR "${source}" IS_NEWER_THAN "${file}")
      set(fen_corpus_stale ON)
    endif()
  endforeach()
endforeach()
if(fen_corpus_stale)
  file(MAKE_DIRECTORY "${fen_corpus_out}")
  if(FEN_CORPUS_KIND STREQUAL "full")
    foreach(file "${FEN_CORPUS_MAIN}" "${FEN_CORPUS_EP_ALWAYS}")
      get_filename_component(name "${file}" NAME)
      execute_process(COMMAND "${FEN_XZ_EXECUTABLE}" -dc "${FEN_CORPUS_DIR}/${name}.xz"
                      OUTPUT_FILE "${file}" RESULT_VARIABLE status)
      if(NOT status EQUAL 0)
        message(FATAL_ERROR "fen: could not decompress ${FEN_CORPUS_DIR}/${name}.xz (xz exit ${status})")
      endif()
    endforeach()
  else()
    execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xf "${fen_corpus_sample}"
                    WORKING_DIRECTORY "${fen_corpus_out}" RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "fen: could not unpack ${fen_corpus_sample} (cmake -E tar exit ${status})")
    endif()
  endif()
  foreach(file "${FEN_CORPUS_MAIN}" "${FEN_CORPUS_EP_ALWAYS}")
    file(TOUCH "${file}")  # newer than its source from now on
  endforeach()
endif()

if(FEN_CORPUS_KIND STREQUAL "full")
  message(STATUS "fen: corpus: ${FEN_CORPUS_MAIN_LINES} + ${FEN_CORPUS_EP_ALWAYS_LINES} FENs from ${FEN_CORPUS_DIR}")
elseif(fen_corpus_why_sample)
  message(STATUS "fen: corpus: the sample in tests/data (${FEN_CORPUS_MAIN_LINES} + ${FEN_CORPUS_EP_ALWAYS_LINES} FENs), "
                 "not FEN_CORPUS_DIR: ${fen_corpus_why_sample}")
else()
  message(STATUS "fen: corpus: the sample in tests/data (${FEN_CORPUS_MAIN_LINES} + ${FEN_CORPUS_EP_ALWAYS_LINES} FENs); "
                 "set FEN_CORPUS_DIR for the full corpus")
endif()
