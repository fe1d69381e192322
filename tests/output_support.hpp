// What output_ostream.cpp and output_fmt.cpp share: a value's text as fen/ostream.hpp streams it,
// and the values of the one-byte types (enums, pieces, squares) holding each byte, in range or not.
#pragma once

#include <doctest/doctest.h>
#include <fen/ostream.hpp>

#include <cstdint>
#include <cstring>
#include <sstream>
#include <string>
#include <type_traits>

namespace ostream_test {

/// What fen/ostream.hpp's operator<< prints for `value`.
template <class T>
std::string streamed(const T& value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

/// A value of a one-byte type holding `byte`, as memcpy from elsewhere (or a cast) gives one.
template <class T>
T holding(unsigned byte) {
  static_assert(sizeof(T) == 1 && std::is_trivially_copyable_v<T>);
  const auto b = static_cast<std::uint8_t>(byte);
  T value;
  std::memcpy(&value, &b, 1);
  return value;
}

/// Calls `check` with a value of T holding each of the 256 bytes.
template <class T, class Check>
void for_every_byte(Check check) {
  for (unsigned byte = 0; byte < 256; ++byte) {
    CAPTURE(byte);
    check(holding<T>(byte));
  }
}

/// Calls `check` (a generic lambda) with a value holding each of the 256 bytes, for each enum that
/// fen/fmt.hpp and fen/ostream.hpp print by its name.
template <class Check>
void for_every_enum_value(Check check) {
  for_every_byte<fen::color>(check);
  for_every_byte<fen::piece_type>(check);
  for_every_byte<fen::error_code>(check);
  for_every_byte<fen::field>(check);
  for_every_byte<fen::severity>(check);
  for_every_byte<fen::problem_code>(check);
  for_every_byte<fen::epd_operand_kind>(check);
  for_every_byte<fen::epd_error_code>(check);
}

}  // namespace ostream_test
