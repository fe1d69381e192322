# Install the headers and an exported fen::fen target, so that find_package(fen) works.
include(CMakePackageConfigHelpers)

install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/fen" DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")
install(TARGETS fen EXPORT fenTargets)
install(EXPORT fenTargets NAMESPACE fen:: DESTINATION "${CMAKE_INSTALL_DATADIR}/cmake/fen")

configure_package_config_file("${PROJECT_SOURCE_DIR}/cmake/fenConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/fenConfig.cmake"
  INSTALL_DESTINATION "${CMAKE_INSTALL_DATADIR}/cmake/fen")
# A header-only library fits any architecture: no size check in the version file.
if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.14)
  write_basic_package_version_file("${PROJECT_BINARY_DIR}/fenConfigVersion.cmake"
    COMPATIBILITY SameMajorVersion ARCH_INDEPENDENT)
endif()
install(FILES "${PROJECT_BINARY_DIR}/fenConfig.cmake" "${PROJECT_BINARY_DIR}/fenConfigVersion.cmake"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/cmake/fen")
