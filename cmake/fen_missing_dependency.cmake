# The ctest entries setup.doctest and setup.fmt (cmake/fen_dependencies.cmake): registered only when
# the package is missing, they fail with the reason, so a partial suite never passes.
#   cmake -DMESSAGE=<reason> -P fen_missing_dependency.cmake
message(FATAL_ERROR "${MESSAGE}. Install it (Debian: doctest-dev, libfmt-dev) or let CMake download "
                    "it (FEN_DOWNLOAD_DEPENDENCIES=ON, with network), then configure again.")
