// fen/detail/result.hpp: parse_error, result: a value or an error.
//
// Part of fen (SPDX-License-Identifier: MIT). Internal: included by fen/fen.hpp, which is
// what programs include; not part of the API.

#ifndef FEN_DETAIL_RESULT_HPP
#define FEN_DETAIL_RESULT_HPP

#include "errors.hpp"
#include "macro_scope.hpp"

namespace fen {
/// \addtogroup parse
/// @{

#if FEN_EXCEPTIONS
/// What `value()` throws for text that did not parse: a `std::runtime_error` whose `what()` is the
/// error's message, holding the error itself (`fen::error` for FEN, `fen::epd_error` for EPD).
template <class Error>
class basic_parse_error : public std::runtime_error {
 public:
  /// Holds `e`; `what()` is its message.
  explicit basic_parse_error(const Error& e) : std::runtime_error(e.message().str()), error_(e) {}
  /// The error that was found.
  const Error& error() const noexcept { return error_; }
  /// Its code.
  auto code() const noexcept { return error_.code; }
  /// Its byte offset.
  std::size_t offset() const noexcept { return error_.offset; }

 private:
  Error error_;
};
/// What `result::value()` throws for a FEN that did not parse.
using parse_error = basic_parse_error<fen::error>;
#endif

namespace detail {
// Throws basic_parse_error<Error>, or, where there are no exceptions, flushes what the program has
// written so far (so that no output is lost), writes the error's message to standard error and
// aborts.
template <class Error>
[[noreturn]] void raise(const Error& e) {
#if FEN_EXCEPTIONS
  throw basic_parse_error<Error>(e);
#else
  std::fflush(nullptr);
  std::fprintf(stderr, "fen: value() of a result that holds an error: %s\n", e.message().c_str());
  std::abort();
#endif
}
}  // namespace detail

// A FEN (or, with fen/epd.hpp, an EPD line) that does not parse inside a constant expression stops
// the compiler at a call to this function, which is deliberately not constexpr. The error code is
// its template argument, so that the compiler's message names it as the table of docs/errors.md does:
// "bad_literal<fen::error_code::rank_too_long, fen::error>". At run time it throws (or aborts).
template <auto Code, class Error>
/// Stops a constant expression at a text that does not parse, named for its code; throws (or aborts) at run time.
[[noreturn]] void bad_literal(const Error& e) {
  detail::raise(e);
}

namespace detail {
// Calls bad_literal with `code` as its template argument, for codes First to Last. The range is
// halved at each step, so that the compiler's trace of the calls stays a few lines long (one step
// a code would print a line for every code below this one). A code outside the range calls
// nothing: that path is what lets compilers accept the callers as constexpr.
template <unsigned First, unsigned Last, class Code, class Error>
constexpr void fail_in(Code code, const Error& e) {
  if constexpr (First == Last) {
    if (static_cast<unsigned>(code) == First) bad_literal<static_cast<Code>(First)>(e);
  } else {
    constexpr unsigned middle = First + (Last - First) / 2;
    if (static_cast<unsigned>(code) <= middle)
      fail_in<First, middle>(code, e);
    else
      fail_in<middle + 1, Last>(code, e);
  }
}

// Throws (or aborts) at run time; refuses to compile in a constant expression, naming the code.
constexpr void fail(const error& e) { fail_in<1, static_cast<unsigned>(last_error_code)>(e.code, e); }

// What result<T, Error>::value() does without a value, for each error type: throw at run time,
// refuse to compile in a constant expression. fen/epd.hpp adds epd_error's.
template <class Error>
struct failure;
template <>
struct failure<error> {
  static constexpr void raise(const error& e) { fail(e); }
};
}  // namespace detail

namespace detail {
template <class R>
struct is_result : std::false_type {};
}  // namespace detail

/// A value or the error that kept it from being made, like C++23's std::expected. `parse` gives
/// a `result<position>`; fen/epd.hpp's `epd_result<T>` is a `result<T, epd_error>`.
///
///     auto r = fen::parse(text);
///     if (r) use(*r); else report(r.error());
///
/// It chains like std::expected (`and_then`, `transform`, `or_else`, `transform_error`) and, where
/// the standard library has std::expected (C++23), converts to `std::expected<T, Error>`. `T` and
/// `Error` must be default-constructible: both live in the object.
template <class T, class Error = fen::error>
class [[nodiscard]] result {
 public:
  /// The type of the value.
  using value_type = T;
  /// The type of the error.
  using error_type = Error;

  /// A result holding a value.
  constexpr result(const T& v) noexcept : value_(v), ok_(true) {}
  /// A result holding an error.
  constexpr result(const Error& failure) noexcept : error_(failure), ok_(false) {}

  /// True when there is a value.
  [[nodiscard]] constexpr bool has_value() const noexcept { return ok_; }
  /// True when there is a value.
  constexpr explicit operator bool() const noexcept { return ok_; }

  /// The value; throws fen::parse_error (fen::epd_parse_error for an epd_error) when there is
  /// none. Without exceptions it writes the error's message to standard error and aborts. In a
  /// constant expression a missing value fails to compile, naming the problem.
  [[nodiscard]] constexpr const T& value() const& {
    if (!ok_) detail::failure<Error>::raise(error_);
    return value_;
  }
  /// The value, as for the `const` form.
  [[nodiscard]] constexpr T& value() & {
    if (!ok_) detail::failure<Error>::raise(error_);
    return value_;
  }
  /// From a temporary result, the value itself, not a reference into the temporary: so that
  /// `const auto& p = fen::parse(text).value();` holds a position, not a dangling reference.
  [[nodiscard]] constexpr T value() && {
    if (!ok_) detail::failure<Error>::raise(error_);
    return value_;
  }
  /// The value, or `fallback` when there is none.
  [[nodiscard]] constexpr T value_or(const T& fallback) const noexcept { return ok_ ? value_ : fallback; }
  /// The error, or `fallback` when there is a value.
  [[nodiscard]] constexpr Error error_or(const Error& fallback) const noexcept { return ok_ ? fallback : error_; }

  /// The value, unchecked: only after testing `has_value()`.
  [[nodiscard]] constexpr const T& operator*() const noexcept { return value_; }
  /// The value, unchecked: only after testing `has_value()`.
  [[nodiscard]] constexpr T& operator*() noexcept { return value_; }
  /// The value's members, unchecked: only after testing `has_value()`.
  constexpr const T* operator->() const noexcept { return &value_; }
  /// The value's members, unchecked: only after testing `has_value()`.
  constexpr T* operator->() noexcept { return &value_; }

  /// The error; only meaningful when there is no value.
  [[nodiscard]] constexpr const Error& error() const noexcept { return error_; }

  /// With a value, `f(value)`, which returns a result with the same error type; with an error, that
  /// error, passed on:
  ///
  ///     fen::parse(text).and_then([](const fen::position& p) { return fen::parse(fen::serialize(p)); })
  template <class F>
  constexpr auto and_then(F&& f) const& {
    using next = std::remove_cv_t<std::remove_reference_t<decltype(std::forward<F>(f)(value_))>>;
    static_assert(detail::is_result<next>::value, "and_then: the function must return a fen::result");
    static_assert(std::is_same_v<typename next::error_type, Error>,
                  "and_then: the function's result must have the same error type");
    if (ok_) return std::forward<F>(f)(value_);
    return next(error_);
  }
  /// With a value, a result holding `f(value)`; with an error, that error, passed on:
  ///
  ///     fen::result<fen::fen_string> text = fen::parse(input).transform([](const fen::position& p) { return
  ///     fen::serialize(p); });
  template <class F>
  constexpr auto transform(F&& f) const& {
    using next_value = std::remove_cv_t<std::remove_reference_t<decltype(std::forward<F>(f)(value_))>>;
    static_assert(!std::is_void_v<next_value>, "transform: the function must return a value");
    using next = result<next_value, Error>;
    if (ok_) return next(std::forward<F>(f)(value_));
    return next(error_);
  }
  /// With a value, that value; with an error, `f(error)`, which returns a result with the same
  /// value type (a fallback, or another error):
  ///
  ///     fen::parse(text).or_else([](const fen::error&) { return fen::result<fen::position>(fen::start_position); })
  template <class F>
  constexpr auto or_else(F&& f) const& {
    using next = std::remove_cv_t<std::remove_reference_t<decltype(std::forward<F>(f)(error_))>>;
    static_assert(detail::is_result<next>::value, "or_else: the function must return a fen::result");
    static_assert(std::is_same_v<typename next::value_type, T>,
                  "or_else: the function's result must have the same value type");
    if (!ok_) return std::forward<F>(f)(error_);
    return next(value_);
  }
  /// With a value, that value; with an error, a result holding `f(error)` as its error.
  template <class F>
  constexpr auto transform_error(F&& f) const& {
    using next_error = std::remove_cv_t<std::remove_reference_t<decltype(std::forward<F>(f)(error_))>>;
    using next = result<T, next_error>;
    if (!ok_) return next(std::forward<F>(f)(error_));
    return next(value_);
  }

#if defined(FEN_DETAIL_EXPECTED)
  /// The same value or error as a `std::expected` (C++23, where the standard library has it).
  [[nodiscard]] constexpr std::expected<T, Error> to_expected() const {
    if (ok_) return std::expected<T, Error>(value_);
    return std::expected<T, Error>(std::unexpect, error_);
  }
  /// Converts to `std::expected<T, Error>`: `std::expected<fen::position, fen::error> e = fen::parse(text);`
  constexpr operator std::expected<T, Error>() const { return to_expected(); }
#endif

 private:
  T value_{};
  Error error_{};
  bool ok_ = false;
};

namespace detail {
template <class T, class Error>
struct is_result<result<T, Error>> : std::true_type {};
}  // namespace detail

/// @}
}  // namespace fen

#endif  // FEN_DETAIL_RESULT_HPP
