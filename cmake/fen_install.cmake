# Install rules: the headers, LICENSE (share/doc/fen), an exported fen::fen target with
# fenConfig.cmake and fenConfigVersion.cmake, so that `find_package(fen 0.1 REQUIRED)` works, and
# fen.pc for builds that use pkg-config. The programs fen and fen-edit are installed by
# tools/CMakeLists.txt when they are built, in the install component `tools`. Nothing here depends on the architecture, so everything goes under the
# data directory (share/), where CMake and pkg-config both look.
include(CMakePackageConfigHelpers)

set(FEN_INSTALL_CMAKEDIR "${CMAKE_INSTALL_DATADIR}/cmake/fen" CACHE STRING
    "Where fenConfig.cmake is installed, relative to the install prefix")
set(FEN_INSTALL_PKGCONFIGDIR "${CMAKE_INSTALL_DATADIR}/pkgconfig" CACHE STRING
    "Where fen.pc is installed, relative to the install prefix")
mark_as_advanced(FEN_INSTALL_CMAKEDIR FEN_INSTALL_PKGCONFIGDIR)

install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/fen" DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
        COMPONENT library FILES_MATCHING PATTERN "*.hpp")
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION "${CMAKE_INSTALL_DOCDIR}" COMPONENT library)
install(TARGETS fen_fen EXPORT fenTargets COMPONENT library)
install(EXPORT fenTargets NAMESPACE fen:: DESTINATION "${FEN_INSTALL_CMAKEDIR}" COMPONENT library)

configure_package_config_file("${PROJECT_SOURCE_DIR}/cmake/fenConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/fenConfig.cmake"
  INSTALL_DESTINATION "${FEN_INSTALL_CMAKEDIR}")

# Which versions count as compatible. Before 1.0 a minor release may change the API, so
# find_package(fen 0.1) accepts 0.1.x (x >= the patch asked for) and refuses 0.2; from 1.0 on,
# any later release with the same major version. ARCH_INDEPENDENT (CMake 3.14, our minimum):
# a header-only package fits a 32-bit and a 64-bit consumer alike.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(fen_compatibility SameMinorVersion)
else()
  set(fen_compatibility SameMajorVersion)
endif()
write_basic_package_version_file("${PROJECT_BINARY_DIR}/fenConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}"
  COMPATIBILITY ${fen_compatibility}
  ARCH_INDEPENDENT)

install(FILES "${PROJECT_BINARY_DIR}/fenConfig.cmake" "${PROJECT_BINARY_DIR}/fenConfigVersion.cmake"
        DESTINATION "${FEN_INSTALL_CMAKEDIR}" COMPONENT library)

# pkg-config: relocatable, like the CMake package: the prefix is found from where fen.pc lies,
# so `cmake --install build --prefix <anywhere>` gives a working file.
if(IS_ABSOLUTE "${FEN_INSTALL_PKGCONFIGDIR}")
  set(fen_pc_prefix "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH fen_pc_up "/prefix/${FEN_INSTALL_PKGCONFIGDIR}" "/prefix")
  string(REGEX REPLACE "/$" "" fen_pc_up "${fen_pc_up}")
  set(fen_pc_prefix "\${pcfiledir}/${fen_pc_up}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(fen_pc_includedir "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(fen_pc_includedir "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
# Cflags give the headers as system headers (-isystem), as the CMake package does, so that a
# consumer's strict warnings do not fire inside fen; but not where the headers land in
# /usr/include or /usr/local/include, which are system directories already, and where -isystem
# would move them ahead of the C library's headers and break the standard library's
# #include_next. The prefix is known only when installing (--prefix), so both files are made now
# and the right one is installed then.
set(fen_pc_cflags "-isystem \${includedir}")
configure_file("${PROJECT_SOURCE_DIR}/cmake/fen.pc.in" "${PROJECT_BINARY_DIR}/pkgconfig-isystem/fen.pc" @ONLY)
set(fen_pc_cflags "-I\${includedir}")
configure_file("${PROJECT_SOURCE_DIR}/cmake/fen.pc.in" "${PROJECT_BINARY_DIR}/pkgconfig-I/fen.pc" @ONLY)
install(CODE "
  set(fen_pc_includedir \"${CMAKE_INSTALL_INCLUDEDIR}\")
  if(NOT IS_ABSOLUTE \"\${fen_pc_includedir}\")
    set(fen_pc_includedir \"\${CMAKE_INSTALL_PREFIX}/\${fen_pc_includedir}\")
  endif()
  set(fen_pc_flag isystem)
  if(fen_pc_includedir MATCHES \"^/usr(/local)?/include/?$\")
    set(fen_pc_flag I)
  endif()
  set(fen_pc_destination \"${FEN_INSTALL_PKGCONFIGDIR}\")
  if(NOT IS_ABSOLUTE \"\${fen_pc_destination}\")
    set(fen_pc_destination \"\${CMAKE_INSTALL_PREFIX}/\${fen_pc_destination}\")
  endif()
  file(INSTALL DESTINATION \"\${fen_pc_destination}\" TYPE FILE
       FILES \"${PROJECT_BINARY_DIR}/pkgconfig-\${fen_pc_flag}/fen.pc\")
" COMPONENT library)
