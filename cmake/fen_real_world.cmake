# The real-world position files: what engines, test suites and GUIs write (EPD suites, perft files,
# FEN files from public repositories, bytes untouched), one .tar.xz per repository. They are not
# part of the project: FEN_REAL_WORLD_DIR (the cache variable, or the environment variable of that
# name) names a folder of such archives. Each is unpacked here, at configure time, into
# <build>/real-world/<archive name>/, and these variables name what is there:
#   FEN_REAL_WORLD_ARCHIVES   the archives' names (without .tar.xz), empty without FEN_REAL_WORLD_DIR
#   FEN_REAL_WORLD_FILES      every position file unpacked (.epd, .fen, .perft, .pgn), absolute paths
#   FEN_REAL_WORLD_WHY_NOT    why there are none (for the tests that then report themselves skipped)
set(FEN_REAL_WORLD_DIR "$ENV{FEN_REAL_WORLD_DIR}" CACHE PATH
    "Folder of .tar.xz archives of real-world position files, for the real-world and interop tests")

set(FEN_REAL_WORLD_ARCHIVES "")
set(FEN_REAL_WORLD_FILES "")
set(FEN_REAL_WORLD_WHY_NOT "")
set(fen_real_world_out "${PROJECT_BINARY_DIR}/real-world")

if(NOT FEN_REAL_WORLD_DIR)
  set(FEN_REAL_WORLD_WHY_NOT "FEN_REAL_WORLD_DIR names no folder of real-world archives")
else()
  file(GLOB fen_real_world_tars "${FEN_REAL_WORLD_DIR}/*.tar.xz")
  if(NOT fen_real_world_tars)
    set(FEN_REAL_WORLD_WHY_NOT "${FEN_REAL_WORLD_DIR} holds no .tar.xz archive")
  endif()
  foreach(archive IN LISTS fen_real_world_tars)
    get_filename_component(name "${archive}" NAME)
    string(REGEX REPLACE "\\.tar\\.xz$" "" name "${name}")
    set(folder "${fen_real_world_out}/${name}")
    set(stamp "${folder}/.unpacked")
    set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${archive}")
    if(NOT EXISTS "${stamp}" OR "${archive}" IS_NEWER_THAN "${stamp}")
      file(REMOVE_RECURSE "${folder}")
      file(MAKE_DIRECTORY "${folder}")
      execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xJf "${archive}" WORKING_DIRECTORY "${folder}"
                      RESULT_VARIABLE unpacked)
      if(NOT unpacked EQUAL 0)
        message(WARNING "fen: could not unpack ${archive}: ${unpacked}")
        continue()
      endif()
      file(TOUCH "${stamp}")
    endif()
    list(APPEND FEN_REAL_WORLD_ARCHIVES "${name}")
    file(GLOB_RECURSE files "${folder}/*.epd" "${folder}/*.fen" "${folder}/*.perft" "${folder}/*.pgn")
    list(SORT files)
    list(APPEND FEN_REAL_WORLD_FILES ${files})
  endforeach()
endif()

if(FEN_REAL_WORLD_ARCHIVES)
  list(LENGTH FEN_REAL_WORLD_FILES fen_real_world_count)
  message(STATUS "fen: real-world files: ${fen_real_world_count} in ${FEN_REAL_WORLD_ARCHIVES}")
else()
  message(STATUS "fen: no real-world files (${FEN_REAL_WORLD_WHY_NOT})")
endif()
