# Runs browser.web_editor (see ../CMakeLists.txt): installs puppeteer-core with npm where it is
# missing, then browser_test.mjs serves the built page on a loopback port and drives it in headless
# Chromium. Called by ctest with -D EMXX_FOUND SITE_DIR NODE NPM CHROMIUM SOURCE_DIR WORK_DIR
# NPM_INSTALL. Everything it writes goes under WORK_DIR and SITE_DIR, in the build tree.
#
# A test that cannot run here prints "BROWSER TEST SKIPPED: <why>", which ctest reports as skipped:
# em++, Chromium or node missing, or puppeteer-core not installed and npm missing or the npm registry
# not answering (within two minutes). Every other problem fails the test.
include("${NPM_INSTALL}")

macro(browser_skip why)
  message("BROWSER TEST SKIPPED: ${why}")
  return()
endmacro()

if(NOT EMXX_FOUND)
  browser_skip("em++ (emscripten) was not found when the build was configured, so the page is not built (Debian: apt-get install emscripten, then configure again; or set FEN_EMXX)")
endif()
if(NOT CHROMIUM)
  browser_skip("Chromium was not found when the build was configured (Debian: apt-get install chromium-headless-shell, then configure again; or set FEN_CHROMIUM_EXECUTABLE)")
elseif(NOT EXISTS "${CHROMIUM}")
  browser_skip("Chromium is not at ${CHROMIUM} (FEN_CHROMIUM_EXECUTABLE)")
endif()
foreach(file fen_web.js fen_web.wasm index.html editor.js style.css)
  if(NOT EXISTS "${SITE_DIR}/${file}")
    message(FATAL_ERROR "the page is not built (${SITE_DIR}/${file} is missing): cmake --build <build> --target web_editor")
  endif()
endforeach()

fen_npm_install(puppeteer-core "${SOURCE_DIR}" "${WORK_DIR}" package.json package-lock.json browser_support.mjs
                browser_test.mjs)
if(fen_npm_skip)
  browser_skip("${fen_npm_skip}")
endif()

execute_process(COMMAND "${NODE}" "${WORK_DIR}/browser_test.mjs" "${SITE_DIR}" "${CHROMIUM}"
                        "${SITE_DIR}/screenshot.png"
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "browser_test.mjs failed (${status}): it says why above")
endif()
