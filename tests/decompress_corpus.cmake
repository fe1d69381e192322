# cmake -DXZ=... -DIN_DIR=... -DOUT_DIR=... -DNAMES=a;b -P decompress_corpus.cmake
file(MAKE_DIRECTORY "${OUT_DIR}")
foreach(name IN LISTS NAMES)
  execute_process(COMMAND "${XZ}" -dc "${IN_DIR}/${name}.fen.xz"
                  OUTPUT_FILE "${OUT_DIR}/${name}.fen" RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "could not decompress ${IN_DIR}/${name}.fen.xz (xz exit ${status})")
  endif()
endforeach()
