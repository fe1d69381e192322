# Writes the single headers: single_include/fen/<name>.hpp for each public header of include/fen/,
# that header with every detail/ header it includes written out in its place (each once, in the
# order they are first included). A public header another one needs stays an #include of its
# single-header sibling: single_include/fen/validate.hpp includes "fen.hpp" and nothing else of
# fen's, and single_include/fen/fen.hpp needs nothing but the standard library.
#
#   cmake -P cmake/fen_single_header.cmake                     writes single_include/fen/ anew
#   cmake -DFEN_SINGLE_HEADER_CHECK=<dir> -P cmake/fen_single_header.cmake
#                                                              writes them into <dir> and fails,
#                                                              naming the file, where one differs
#                                                              from single_include/fen/ (the ctest
#                                                              unit.single_headers)
# The build's target `single_headers` runs the first. CMake alone: no other tool is needed.
cmake_minimum_required(VERSION 3.14)

get_filename_component(fen_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(fen_include "${fen_root}/include/fen")
set(fen_public_headers fen.hpp validate.hpp epd.hpp polyglot.hpp fmt.hpp ostream.hpp svg.hpp)

# Appends to `fen_single_text` the text of `path` with its quoted includes of detail/ headers written
# out (those already written are left out) and its includes of public headers kept, once each.
function(fen_inline path)
  file(READ "${path}" text)
  get_filename_component(folder "${path}" DIRECTORY)
  set(out "")
  while(TRUE)
    string(FIND "${text}" "#include \"" at)
    if(at EQUAL -1)
      break()
    endif()
    string(SUBSTRING "${text}" 0 ${at} before)
    string(APPEND out "${before}")
    string(SUBSTRING "${text}" ${at} -1 text)
    string(FIND "${text}" "\n" line_end)
    string(SUBSTRING "${text}" 0 ${line_end} line)
    math(EXPR after "${line_end} + 1")
    string(SUBSTRING "${text}" ${after} -1 text)
    string(REGEX REPLACE "^#include \"([^\"]+)\".*$" "\\1" name "${line}")
    get_filename_component(target "${folder}/${name}" ABSOLUTE)
    get_filename_component(target_folder "${target}" DIRECTORY)
    get_filename_component(target_name "${target}" NAME)
    get_property(seen GLOBAL PROPERTY fen_single_seen)
    if("${target}" IN_LIST seen)
      continue()
    endif()
    set_property(GLOBAL APPEND PROPERTY fen_single_seen "${target}")
    if(target_folder STREQUAL fen_include)
      # A public header: its single header is the sibling of this one.
      string(APPEND out "#include \"${target_name}\"\n")
    elseif(target_folder STREQUAL "${fen_include}/detail")
      set_property(GLOBAL PROPERTY fen_single_text "")
      fen_inline("${target}")
      get_property(inlined GLOBAL PROPERTY fen_single_text)
      string(APPEND out "${inlined}")
    else()
      message(FATAL_ERROR "${path}: includes \"${name}\", which is neither a public header nor under detail/")
    endif()
  endwhile()
  string(APPEND out "${text}")
  set_property(GLOBAL PROPERTY fen_single_text "${out}")
endfunction()

if(DEFINED FEN_SINGLE_HEADER_CHECK)
  set(output "${FEN_SINGLE_HEADER_CHECK}")
else()
  set(output "${fen_root}/single_include/fen")
endif()
file(MAKE_DIRECTORY "${output}")

set(differ "")
foreach(header IN LISTS fen_public_headers)
  set_property(GLOBAL PROPERTY fen_single_seen "${fen_include}/${header}")
  fen_inline("${fen_include}/${header}")
  get_property(body GLOBAL PROPERTY fen_single_text)
  # An include left out (already written) leaves its blank lines: one blank line at the most.
  string(REGEX REPLACE "\n\n\n+" "\n\n" body "${body}")
  set(banner "// single_include/fen/${header}: generated from include/fen/${header} and the detail/ headers it\n")
  string(APPEND banner "// includes, by cmake/fen_single_header.cmake. Do not edit: edit those, then run\n")
  string(APPEND banner "// `cmake --build build --target single_headers` (the ctest unit.single_headers compares).\n")
  file(WRITE "${output}/${header}" "${banner}\n${body}")
  if(DEFINED FEN_SINGLE_HEADER_CHECK)
    execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${output}/${header}"
                            "${fen_root}/single_include/fen/${header}" RESULT_VARIABLE different)
    if(different)
      list(APPEND differ "single_include/fen/${header}")
    endif()
  endif()
endforeach()

if(differ)
  string(REPLACE ";" ", " differ "${differ}")
  message(FATAL_ERROR "${differ}: not what the headers under include/fen/ make now. "
                      "Run `cmake --build build --target single_headers` and commit the result.")
endif()
if(DEFINED FEN_SINGLE_HEADER_CHECK)
  message(STATUS "single_include/fen/ is what the headers under include/fen/ make")
else()
  message(STATUS "single_include/fen/: written")
endif()
