// The test runner. Each tests/*.cpp file is one concern; ctest runs them one file at a time.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
