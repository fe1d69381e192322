# The SVG tests of tests/svg/CMakeLists.txt, one script: runs fen_svg_pictures into WORK/pictures
# (the docs' three pictures into WORK/docs), then does what CHECK says:
#   well_formed  xmllint --noout on every picture (XMLLINT); without xmllint it prints
#                "SVG TEST SKIPPED: <why>", which ctest reports as skipped
#   docs         compares WORK/docs/*.svg with DOCS (docs/pictures/) byte for byte, naming each that
#                differs or is missing
#   update       writes the docs' pictures into DOCS instead (the target svg_docs_pictures)
#   render       installs puppeteer-core (as NPM_PACKAGE_DIR's package-lock.json pins it) with
#                NPM_INSTALL's fen_npm_install into WORK/browser-test, beside the browser tests'
#                shared browser_support.mjs (also from NPM_PACKAGE_DIR), and runs SCRIPT with NODE
#                and CHROMIUM there; PNGs go to WORK/png. Where Chromium, node or the package cannot be
#                had it prints "BROWSER TEST SKIPPED: <why>", which ctest reports as skipped.
# Called with -D CHECK PROGRAM WORK DOCS, and XMLLINT or NODE NPM CHROMIUM SCRIPT NPM_PACKAGE_DIR
# NPM_INSTALL.

if(NOT EXISTS "${PROGRAM}")
  message(FATAL_ERROR "${PROGRAM} is not built: cmake --build <build> --target fen_svg_pictures")
endif()
set(pictures "${WORK}/pictures")
if(CHECK STREQUAL "update")
  set(docs_out "${DOCS}")
else()
  set(docs_out "${WORK}/docs")
endif()
file(REMOVE_RECURSE "${pictures}")
file(MAKE_DIRECTORY "${pictures}" "${docs_out}")
execute_process(COMMAND "${PROGRAM}" "${pictures}" "${docs_out}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "fen_svg_pictures failed (${status}): it says why above")
endif()
file(GLOB svgs RELATIVE "${pictures}" "${pictures}/*.svg")
list(LENGTH svgs count)
if(count LESS 3)
  message(FATAL_ERROR "fen_svg_pictures wrote ${count} pictures into ${pictures}")
endif()

if(CHECK STREQUAL "well_formed")
  if(NOT XMLLINT OR NOT EXISTS "${XMLLINT}")
    message("SVG TEST SKIPPED: xmllint was not found when the build was configured (Debian: apt-get install "
            "libxml2-utils, then configure again; or set FEN_XMLLINT_EXECUTABLE)")
    return()
  endif()
  foreach(svg IN LISTS svgs)
    execute_process(COMMAND "${XMLLINT}" --noout "${pictures}/${svg}" RESULT_VARIABLE status ERROR_VARIABLE said)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "${svg} is not well-formed XML: xmllint says\n${said}")
    endif()
    message(STATUS "${svg}: well-formed (xmllint --noout)")
  endforeach()
  message(STATUS "${count} pictures, each well-formed")

elseif(CHECK STREQUAL "docs")
  file(GLOB docs_pictures RELATIVE "${docs_out}" "${docs_out}/*.svg")
  set(differ "")
  foreach(svg IN LISTS docs_pictures)
    execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${docs_out}/${svg}" "${DOCS}/${svg}"
                    RESULT_VARIABLE different)
    if(different)
      list(APPEND differ "docs/pictures/${svg}")
    endif()
  endforeach()
  if(differ)
    string(REPLACE ";" ", " differ "${differ}")
    message(FATAL_ERROR "${differ}: missing, or not what fen::svg makes now. Run "
                        "`cmake --build <build> --target svg_docs_pictures` and commit the result.")
  endif()
  message(STATUS "docs/pictures/ is what fen::svg makes now")

elseif(CHECK STREQUAL "update")
  message(STATUS "docs/pictures/: written")

elseif(CHECK STREQUAL "render")
  include("${NPM_INSTALL}")
  if(NOT CHROMIUM)
    message("BROWSER TEST SKIPPED: Chromium was not found when the build was configured (Debian: apt-get install "
            "chromium-headless-shell, then configure again; or set FEN_CHROMIUM_EXECUTABLE)")
    return()
  elseif(NOT EXISTS "${CHROMIUM}")
    message("BROWSER TEST SKIPPED: Chromium is not at ${CHROMIUM} (FEN_CHROMIUM_EXECUTABLE)")
    return()
  endif()
  set(npm_dir "${WORK}/browser-test")
  fen_npm_install(puppeteer-core "${NPM_PACKAGE_DIR}" "${npm_dir}" package.json package-lock.json browser_support.mjs)
  if(fen_npm_skip)
    message("BROWSER TEST SKIPPED: ${fen_npm_skip}")
    return()
  endif()
  # node resolves the script's imports from its own folder: it goes beside node_modules and
  # browser_support.mjs.
  configure_file("${SCRIPT}" "${npm_dir}/render_test.mjs" COPYONLY)
  execute_process(COMMAND "${NODE}" "${npm_dir}/render_test.mjs" "${pictures}" "${CHROMIUM}" "${WORK}/png"
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "render_test.mjs failed (${status}): it says why above")
  endif()

else()
  message(FATAL_ERROR "run_svg_test.cmake: CHECK is well_formed, docs, update or render, not '${CHECK}'")
endif()
