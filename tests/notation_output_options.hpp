// Every output option the writers have, for tests/notation_output_options.cpp and the README's
// table of them (tests/readme_tables.cpp). A new field of fen::serialize_options stops this file
// compiling (the structured binding names every field) until it is added to each_serialize_options,
// and fails unit.readme_tables until the README's table has its row.
#pragma once

#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <vector>

namespace fen_test {

namespace detail {
// Converts to any field's type: a struct that can be brace-initialized from N of these has at least
// N fields.
struct any_field {
  template <typename T>
  constexpr operator T() const noexcept {  // NOLINT(google-explicit-constructor): it is the point
    return T{};
  }
};
template <typename T, typename... Fields>
constexpr int count_fields(long) {
  return static_cast<int>(sizeof...(Fields));
}
template <typename T, typename... Fields>
constexpr auto count_fields(int) -> decltype(T{Fields{}..., any_field{}}, 0) {
  return count_fields<T, Fields..., any_field>(0);
}
}  // namespace detail

/// How many fields fen::serialize_options has, counted by the compiler (the README's table has a
/// row for each, and one for fen::with_en_passant).
inline constexpr int serialize_option_fields = detail::count_fields<fen::serialize_options>(0);

/// The values of an option's enum from 0 on, while `fen::name` knows them: the last one is derived,
/// so a new value is tried without editing this file.
template <typename Option>
std::vector<Option> values_of() {
  std::vector<Option> values;
  for (int value = 0; value <= 255 && fen::name(static_cast<Option>(value)) != "unknown"; ++value)
    values.push_back(static_cast<Option>(value));
  return values;
}

/// Every combination of fen::serialize_options.
inline std::vector<fen::serialize_options> each_serialize_options() {
  std::vector<fen::serialize_options> all;
  for (const fen::castling_notation castling : values_of<fen::castling_notation>())
    for (const fen::check_notation check : values_of<fen::check_notation>()) {
      fen::serialize_options o{};
      auto& [notation, checks] = o;  // one name per field: a new field is a compile error here
      notation = castling;
      checks = check;
      all.push_back(o);
    }
  return all;
}

}  // namespace fen_test
