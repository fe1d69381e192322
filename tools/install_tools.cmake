# The ctest entry install.tools: `cmake --install <build> --component tools` into an empty folder
# must give exactly bin/fen and bin/fen-edit and their man pages (compressed where gzip was found), and both programs must run.
#   cmake -DBUILD_DIR=... -DCONFIG=... -DPREFIX=... -DBINDIR=bin -DSUFFIX= -DVERSION=x.y.z -DMANDIR=share/man [-DMAN_SUFFIX=.gz] -P install_tools.cmake
file(REMOVE_RECURSE "${PREFIX}")
set(config "")
if(CONFIG)
  set(config --config "${CONFIG}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}" --component tools ${config}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cmake --install ${BUILD_DIR} --component tools failed (${status})")
endif()

file(GLOB_RECURSE installed RELATIVE "${PREFIX}" "${PREFIX}/*")
list(SORT installed)
set(expected "${BINDIR}/fen${SUFFIX}" "${BINDIR}/fen-edit${SUFFIX}" "${MANDIR}/man1/fen.1${MAN_SUFFIX}"
             "${MANDIR}/man1/fen-edit.1${MAN_SUFFIX}")
list(SORT expected)
if(NOT installed STREQUAL expected)
  message(FATAL_ERROR "the tools component installed '${installed}', expected '${expected}'")
endif()

execute_process(COMMAND "${PREFIX}/${BINDIR}/fen${SUFFIX}" --version OUTPUT_VARIABLE out RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT out MATCHES "${VERSION}")
  message(FATAL_ERROR "the installed fen --version gave status ${status} and '${out}', expected ${VERSION}")
endif()
execute_process(COMMAND "${PREFIX}/${BINDIR}/fen-edit${SUFFIX}" --quiet INPUT_FILE "${CMAKE_CURRENT_LIST_DIR}/fen-edit/sessions/build_start.txt"
                OUTPUT_VARIABLE out RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR out STREQUAL "")
  message(FATAL_ERROR "the installed fen-edit gave status ${status} and '${out}'")
endif()
message(STATUS "installed and ran: ${installed}")
