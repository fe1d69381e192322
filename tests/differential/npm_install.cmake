# What the differential tests share (included by run_differential.cmake and polyglot/run_polyglot.cmake,
# scripts that ctest runs): the word that marks a test as skipped, and the installation of the npm
# package a test compares fen with.
#
# A test that cannot run here prints "DIFFERENTIAL TEST SKIPPED: <why>", which ctest reports as
# skipped (SKIP_REGULAR_EXPRESSION): node missing, or the package not installed and npm missing or
# the npm registry not answering. Every other problem fails the test.

macro(skip why)
  message("DIFFERENTIAL TEST SKIPPED: ${why}")
  return()
endmacro()

# Inside fen_npm_install: says why the test cannot run here, and returns from the function.
macro(fen_npm_skip_because why)
  set(fen_npm_skip "${why}" PARENT_SCOPE)
  return()
endmacro()

# fen_npm_install(<package> <source dir> <npm dir> <file>...): copies the files (package.json and
# package-lock.json, which pin the package, and the scripts that must sit beside node_modules, since
# node resolves a script's imports from the script's own folder) from the source dir into the npm
# dir, and installs the package there with `npm ci` when it is missing, of another version, or
# installed from another lock file. Reads NODE and NPM. Sets fen_npm_skip to why the test cannot run
# here (the caller skips), or to nothing when the package is ready; any other problem is fatal.
function(fen_npm_install package source_dir npm_dir)
  set(fen_npm_skip "" PARENT_SCOPE)
  if(NOT NODE)
    fen_npm_skip_because("node was not found when the build was configured (Debian: apt-get install nodejs npm, then configure again; or set FEN_NODE_EXECUTABLE)")
  elseif(NOT EXISTS "${NODE}")
    fen_npm_skip_because("node is not at ${NODE} (FEN_NODE_EXECUTABLE)")
  endif()

  foreach(file IN LISTS ARGN)
    configure_file("${source_dir}/${file}" "${npm_dir}/${file}" COPYONLY)
  endforeach()

  # The package, as pinned by package-lock.json. The stamp is written only after `npm ci`
  # succeeded, so an install cut short (a timeout, Ctrl-C) is made again.
  file(READ "${npm_dir}/package-lock.json" lock)
  string(REPLACE "." "\\." package_pattern "${package}")
  string(REGEX MATCH "\"node_modules/${package_pattern}\": {[^}]*\"version\": \"([^\"]+)\"" _ "${lock}")
  set(wanted "${CMAKE_MATCH_1}")
  file(SHA256 "${npm_dir}/package-lock.json" lock_hash)
  set(stamp "${npm_dir}/node_modules/.fen-installed-lock-sha256")
  set(manifest "${npm_dir}/node_modules/${package}/package.json")
  if(wanted AND EXISTS "${stamp}" AND EXISTS "${manifest}")
    file(READ "${stamp}" installed_hash)
    string(STRIP "${installed_hash}" installed_hash)
    file(READ "${manifest}" manifest_text)
    string(REGEX MATCH "\"version\": \"([^\"]+)\"" _ "${manifest_text}")
    if(installed_hash STREQUAL lock_hash AND CMAKE_MATCH_1 STREQUAL wanted)
      return()
    endif()
  endif()
  if(NOT wanted)
    # A lock file that does not pin the package is broken: npm ci says how.
    set(wanted "(the version package-lock.json pins)")
  endif()

  if(NOT NPM)
    fen_npm_skip_because("${package} ${wanted} has to be installed, and npm was not found when the build was configured (Debian: apt-get install npm, then configure again; or set FEN_NPM_EXECUTABLE)")
  elseif(NOT EXISTS "${NPM}")
    fen_npm_skip_because("${package} ${wanted} has to be installed, and npm is not at ${NPM} (FEN_NPM_EXECUTABLE)")
  endif()
  # A registry that does not answer must not hold the test until ctest kills it: npm waits 20 s
  # for each request and tries once more (so about 45 s at most), and it is stopped after 120 s
  # whatever it is doing, far inside the tests' TIMEOUT of 600 s.
  set(npm_seconds 120)
  message("installing ${package} ${wanted} with npm ci into ${npm_dir}")
  execute_process(COMMAND "${NPM}" ci --no-audit --no-fund --no-update-notifier --loglevel=error
                          --fetch-timeout=20000 --fetch-retries=1
                          --fetch-retry-mintimeout=2000 --fetch-retry-maxtimeout=5000
                  WORKING_DIRECTORY "${npm_dir}" TIMEOUT ${npm_seconds}
                  RESULT_VARIABLE status OUTPUT_VARIABLE npm_output ERROR_VARIABLE npm_output)
  if(NOT status EQUAL 0)
    if(status MATCHES "timeout")
      fen_npm_skip_because("${package} could not be installed: the npm registry did not answer (npm ci had not finished after ${npm_seconds} s)")
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
      fen_npm_skip_because("${package} could not be installed: the npm registry did not answer (${reason})")
    endif()
    string(STRIP "${npm_output}" npm_output)
    message("${npm_output}")
    message(FATAL_ERROR "npm ci failed (exit ${status}), so ${package} could not be installed: npm says why above")
  endif()
  file(WRITE "${stamp}" "${lock_hash}\n")
endfunction()
