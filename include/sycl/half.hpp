// sycl::half (SYCL 2020, 4.14.1): IEEE 754 binary16, stored as 16 bits.
// Arithmetic is done in float and rounded back to half after every
// operation (float's 24-bit significand makes that the correctly rounded
// half result for + - * / and sqrt). Conversions from float round to
// nearest even, with subnormals, infinities and NaN. Mixed with an integer
// the result is half; mixed with float or double it is that type.
#pragma once

#include <sycl/detail/half_bits.hpp>
#include <sycl/detail/increment_ops.hpp>
#include <sycl/marray.hpp>
#include <sycl/vec.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <type_traits>

namespace sycl {
namespace detail {

struct half_bits_t {};

} // namespace detail

class half : detail::increment_ops<half> {
  template <class T>
  using if_arith = std::enable_if_t<std::is_arithmetic_v<T>, int>;
  // half with an integer stays half; with float or double it widens.
  template <class T>
  using mixed_t = std::conditional_t<std::is_integral_v<T>, half, T>;
  template <class T> static mixed_t<T> widen(half h) {
    if constexpr (std::is_integral_v<T>)
      return h;
    else
      return static_cast<T>(static_cast<float>(h));
  }

public:
  constexpr half() = default;
  constexpr half(float value) : m_bits(detail::half_from_float(value)) {}
  template <class T, if_arith<T> = 0,
            class = std::enable_if_t<!std::is_same_v<T, float>>>
  constexpr half(T value) : half(static_cast<float>(value)) {}
  constexpr half(detail::half_bits_t, std::uint16_t bits) : m_bits(bits) {}

  constexpr operator float() const { return detail::half_to_float(m_bits); }
  constexpr std::uint16_t bits() const { return m_bits; }

#define SYCLFG_HALF_ARITH(op)                                                  \
  friend half operator op(half a, half b) {                                    \
    return half(static_cast<float>(a) op static_cast<float>(b));               \
  }                                                                            \
  template <class T, if_arith<T> = 0>                                          \
  friend mixed_t<T> operator op(half a, T b) {                                 \
    return widen<T>(a) op static_cast<mixed_t<T>>(b);                          \
  }                                                                            \
  template <class T, if_arith<T> = 0>                                          \
  friend mixed_t<T> operator op(T a, half b) {                                 \
    return static_cast<mixed_t<T>>(a) op widen<T>(b);                          \
  }                                                                            \
  friend half &operator op##=(half &a, half b) { return a = a op b; }          \
  template <class T, if_arith<T> = 0>                                          \
  friend half &operator op##=(half &a, T b) {                                  \
    return a = half(a op b);                                                   \
  }
  SYCLFG_HALF_ARITH(+)
  SYCLFG_HALF_ARITH(-)
  SYCLFG_HALF_ARITH(*)
  SYCLFG_HALF_ARITH(/)
#undef SYCLFG_HALF_ARITH

#define SYCLFG_HALF_COMPARE(op)                                                \
  friend bool operator op(half a, half b) {                                    \
    return static_cast<float>(a) op static_cast<float>(b);                     \
  }                                                                            \
  template <class T, if_arith<T> = 0> friend bool operator op(half a, T b) {   \
    return static_cast<float>(a) op b;                                         \
  }                                                                            \
  template <class T, if_arith<T> = 0> friend bool operator op(T a, half b) {   \
    return a op static_cast<float>(b);                                         \
  }
  SYCLFG_HALF_COMPARE(==)
  SYCLFG_HALF_COMPARE(!=)
  SYCLFG_HALF_COMPARE(<)
  SYCLFG_HALF_COMPARE(>)
  SYCLFG_HALF_COMPARE(<=)
  SYCLFG_HALF_COMPARE(>=)
#undef SYCLFG_HALF_COMPARE

  friend constexpr half operator+(half a) { return a; }
  friend constexpr half operator-(half a) {
    return half(detail::half_bits_t{},
                static_cast<std::uint16_t>(a.m_bits ^ 0x8000u));
  }

private:
  std::uint16_t m_bits = 0;
};

using half2 = vec<half, 2>;
using half3 = vec<half, 3>;
using half4 = vec<half, 4>;
using half8 = vec<half, 8>;
using half16 = vec<half, 16>;
using mhalf2 = marray<half, 2>;
using mhalf3 = marray<half, 3>;
using mhalf4 = marray<half, 4>;
using mhalf8 = marray<half, 8>;
using mhalf16 = marray<half, 16>;

} // namespace sycl

template <> class std::numeric_limits<sycl::half> {
  static constexpr sycl::half of(std::uint16_t bits) {
    return sycl::half(sycl::detail::half_bits_t{}, bits);
  }

public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_NaN = true;
  static constexpr bool has_signaling_NaN = true;
  static constexpr float_denorm_style has_denorm = denorm_present;
  static constexpr bool has_denorm_loss = false;
  static constexpr float_round_style round_style = round_to_nearest;
  static constexpr bool is_iec559 = true;
  static constexpr bool is_bounded = true;
  static constexpr bool is_modulo = false;
  static constexpr int digits = 11;
  static constexpr int digits10 = 3;
  static constexpr int max_digits10 = 5;
  static constexpr int radix = 2;
  static constexpr int min_exponent = -13;
  static constexpr int min_exponent10 = -4;
  static constexpr int max_exponent = 16;
  static constexpr int max_exponent10 = 4;
  static constexpr bool traps = false;
  static constexpr bool tinyness_before = false;

  static constexpr sycl::half min() noexcept { return of(0x0400); }
  static constexpr sycl::half lowest() noexcept { return of(0xfbff); }
  static constexpr sycl::half max() noexcept { return of(0x7bff); }
  static constexpr sycl::half epsilon() noexcept { return of(0x1400); }
  static constexpr sycl::half round_error() noexcept { return of(0x3800); }
  static constexpr sycl::half infinity() noexcept { return of(0x7c00); }
  static constexpr sycl::half quiet_NaN() noexcept { return of(0x7e00); }
  static constexpr sycl::half signaling_NaN() noexcept { return of(0x7d00); }
  static constexpr sycl::half denorm_min() noexcept { return of(0x0001); }
};

template <> struct std::hash<sycl::half> {
  std::size_t operator()(sycl::half h) const noexcept { return h.bits(); }
};
