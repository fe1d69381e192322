# Runs the differential test (see CMakeLists.txt): installs chessops with npm where it is missing,
# makes the inputs, asks chessops, compares. Called by ctest with -D NODE NPM PROGRAM SOURCE_DIR
# WORK_DIR BASES COUNT SEED. Everything it writes goes under WORK_DIR, in the build tree (npm
# also keeps its own cache and logs, in the user's npm folder).
#
# A test that cannot run here prints "DIFFERENTIAL TEST SKIPPED: <why>", which ctest reports as
# skipped (SKIP_REGULAR_EXPRESSION): node missing, or chessops not installed and npm missing or
# the npm registry not answering. Every other problem fails the test.

macro(skip why)
  message("DIFFERENTIAL TEST SKIPPED: ${why}")
  return()
endmacro()

if(NOT NODE)
  skip("node was not found when the build was configured (Debian: apt-get install nodejs npm, then configure again; or set FEN_NODE_EXECUTABLE)")
elseif(NOT EXISTS "${NODE}")
  skip("node is not at ${NODE} (FEN_NODE_EXECUTABLE)")
endif()

# chessops is installed in its own folder beside the other outputs of the test. The script must
# sit beside node_modules too: node resolves `import ... from 'chessops/fen'` from the script's
# own folder, not from the working directory.
set(npm_dir "${WORK_DIR}/chessops")
foreach(file package.json package-lock.json chessops_verdicts.mjs)
  configure_file("${SOURCE_DIR}/${file}" "${npm_dir}/${file}" COPYONLY)
endforeach()

# chessops, as pinned by package-lock.json: installed when it is missing, of another version, or
# installed from another lock file. The stamp is written only after `npm ci` succeeded, so an
# install cut short (a timeout, Ctrl-C) is made again.
file(READ "${npm_dir}/package-lock.json" lock)
string(REGEX MATCH "\"node_modules/chessops\": {[^}]*\"version\": \"([^\"]+)\"" _ "${lock}")
set(wanted "${CMAKE_MATCH_1}")
file(SHA256 "${npm_dir}/package-lock.json" lock_hash)
set(stamp "${npm_dir}/node_modules/.fen-installed-lock-sha256")
set(manifest "${npm_dir}/node_modules/chessops/package.json")
set(installed OFF)
if(wanted AND EXISTS "${stamp}" AND EXISTS "${manifest}")
  file(READ "${stamp}" installed_hash)
  string(STRIP "${installed_hash}" installed_hash)
  file(READ "${manifest}" manifest_text)
  string(REGEX MATCH "\"version\": \"([^\"]+)\"" _ "${manifest_text}")
  if(installed_hash STREQUAL lock_hash AND CMAKE_MATCH_1 STREQUAL wanted)
    set(installed ON)
  endif()
endif()
if(NOT wanted)
  # A lock file that does not pin chessops is broken: npm ci says how.
  set(wanted "(the version package-lock.json pins)")
endif()

if(NOT installed)
  if(NOT NPM)
    skip("chessops ${wanted} has to be installed, and npm was not found when the build was configured (Debian: apt-get install npm, then configure again; or set FEN_NPM_EXECUTABLE)")
  elseif(NOT EXISTS "${NPM}")
    skip("chessops ${wanted} has to be installed, and npm is not at ${NPM} (FEN_NPM_EXECUTABLE)")
  endif()
  # A registry that does not answer must not hold the test until ctest kills it: npm waits 20 s
  # for each request and tries once more (so about 45 s at most), and it is stopped after 120 s
  # whatever it is doing, far inside the test's TIMEOUT of 600 s.
  set(npm_seconds 120)
  message("installing chessops ${wanted} with npm ci into ${npm_dir}")
  execute_process(COMMAND "${NPM}" ci --no-audit --no-fund --no-update-notifier --loglevel=error
                          --fetch-timeout=20000 --fetch-retries=1
                          --fetch-retry-mintimeout=2000 --fetch-retry-maxtimeout=5000
                  WORKING_DIRECTORY "${npm_dir}" TIMEOUT ${npm_seconds}
                  RESULT_VARIABLE status OUTPUT_VARIABLE npm_output ERROR_VARIABLE npm_output)
  if(NOT status EQUAL 0)
    if(status MATCHES "timeout")
      skip("chessops could not be installed: the npm registry did not answer (npm ci had not finished after ${npm_seconds} s)")
    endif()
    # npm names the failure with a code: a system error code for a network failure, FETCH_ERROR
    # with "network timeout" for a registry that accepts the connection but does not answer, an
    # HTTP status for a registry that is down. Anything else (a broken lock file, a version the
    # registry does not have, a bad checksum) is a real failure and shows npm's words.
    string(REGEX MATCH "npm (error|ERR!) code ([A-Za-z0-9_]+)" _ "${npm_output}")
    set(code "${CMAKE_MATCH_2}")
    set(network_codes ECONNREFUSED ECONNRESET ENOTFOUND EAI_AGAIN EAI_FAIL ETIMEDOUT ESOCKETTIMEDOUT
                      ERR_SOCKET_TIMEOUT EHOSTUNREACH EHOSTDOWN ENETUNREACH ENETDOWN E502 E503 E504)
    list(FIND network_codes "${code}" network)
    if(network GREATER -1 OR (code STREQUAL "FETCH_ERROR" AND npm_output MATCHES "network timeout"))
      if(npm_output MATCHES "(request to [^\n]* failed, reason: [^\n]*)")
        set(reason "${CMAKE_MATCH_1}")
      elseif(npm_output MATCHES "(network timeout at: [^\n]*)")
        set(reason "${CMAKE_MATCH_1}")
      elseif(npm_output MATCHES "npm (error|ERR!) (50[234] [^\n]*)")
        set(reason "${CMAKE_MATCH_2}")
      else()
        set(reason "npm error code ${code}")
      endif()
      skip("chessops could not be installed: the npm registry did not answer (${reason})")
    endif()
    string(STRIP "${npm_output}" npm_output)
    message("${npm_output}")
    message(FATAL_ERROR "npm ci failed (exit ${status}), so chessops could not be installed: npm says why above")
  endif()
  file(WRITE "${stamp}" "${lock_hash}\n")
endif()

set(inputs "${WORK_DIR}/differential-inputs.txt")
set(verdicts "${WORK_DIR}/differential-chessops.txt")
execute_process(COMMAND "${PROGRAM}" generate "${inputs}" ${COUNT} ${SEED} ${BASES} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "making the inputs failed (${status})")
endif()
execute_process(COMMAND "${NODE}" "${npm_dir}/chessops_verdicts.mjs" "${inputs}" "${verdicts}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "chessops_verdicts.mjs failed (${status})")
endif()

# The report is kept so that the final message can name the conditions that failed: compare
# prints one "FAILED: ..." line for each.
execute_process(COMMAND "${PROGRAM}" compare "${inputs}" "${verdicts}" RESULT_VARIABLE status
                OUTPUT_VARIABLE report ERROR_VARIABLE report)
string(STRIP "${report}" report)
message("${report}")
if(NOT status EQUAL 0)
  string(REGEX MATCHALL "FAILED: [^\n]*" failed "${report}")
  list(TRANSFORM failed REPLACE "^FAILED: " "")
  list(JOIN failed "; " failed)
  if(status EQUAL 1 AND failed)
    message(FATAL_ERROR "the differential test failed: ${failed}")
  endif()
  message(FATAL_ERROR "comparing the verdicts failed (${status}): see the lines above")
endif()
