// Included by: <sycl/builtins.hpp> and the other built-in headers.
//
// Math functions (SYCL 2020, 4.17.5) over genfloat: float, double and half
// scalars, and vec, swizzles and marray of them, element by element, in the
// forms of builtin_forms.hpp. half computes in float (fma rounds once:
// detail/half_fma.hpp). Those with an int or pointer argument or an int
// result are in math_int_ptr.hpp.
#pragma once

#include <sycl/detail/builtin_forms.hpp>
#include <sycl/detail/builtin_map.hpp>
#include <sycl/detail/half_fma.hpp>
#include <sycl/detail/trig_pi.hpp>
#include <sycl/half.hpp>
#include <sycl/marray.hpp>
#include <sycl/vec.hpp>

#include <cstdint>
#include <limits>
#include <sycl/detail/libm.hpp>

namespace sycl {
namespace detail {
template <class U> constexpr U pi_of() {
  return static_cast<U>(3.141592653589793238462643383279502884L);
}
} // namespace detail

// Each function's computation is detail::math_impl::name<T>, over a
// scalar, vec or marray T; its declared forms are builtin_forms.hpp's.
#define SYCLFG_MATH1(name, expr)                                               \
  namespace detail::math_impl {                                                \
  template <class T> T name(const T &x) {                                      \
    using E = element_t<T>;                                                    \
    return map<T>(                                                             \
        [](E a) { return via_float<E>([](auto u) { return expr; }, a); }, x);  \
  }                                                                            \
  }                                                                            \
  SYCLFG_FLOAT_FORMS1(name, detail::math_impl::name)
#define SYCLFG_MATH2(name, expr)                                               \
  namespace detail::math_impl {                                                \
  template <class T> T name(const T &x, const T &y) {                          \
    using E = element_t<T>;                                                    \
    return map<T>(                                                             \
        [](E a, E b) {                                                         \
          return via_float<E>([](auto u, auto w) { return expr; }, a, b);      \
        },                                                                     \
        x, y);                                                                 \
  }                                                                            \
  }                                                                            \
  SYCLFG_FLOAT_FORMS2(name, detail::math_impl::name)

SYCLFG_MATH1(acos, detail::libm::acos(u))
SYCLFG_MATH1(acosh, detail::libm::acosh(u))
SYCLFG_MATH1(acospi, detail::libm::acos(u) / detail::pi_of<decltype(u)>())
SYCLFG_MATH1(asin, detail::libm::asin(u))
SYCLFG_MATH1(asinh, detail::libm::asinh(u))
SYCLFG_MATH1(asinpi, detail::libm::asin(u) / detail::pi_of<decltype(u)>())
SYCLFG_MATH1(atan, detail::libm::atan(u))
SYCLFG_MATH1(atanh, detail::libm::atanh(u))
SYCLFG_MATH1(atanpi, detail::libm::atan(u) / detail::pi_of<decltype(u)>())
SYCLFG_MATH1(cbrt, detail::libm::cbrt(u))
SYCLFG_MATH1(ceil, detail::libm::ceil(u))
SYCLFG_MATH1(cos, detail::libm::cos(u))
SYCLFG_MATH1(cosh, detail::libm::cosh(u))
SYCLFG_MATH1(cospi, detail::trig_pi::cos_pi(u))
SYCLFG_MATH1(erf, detail::libm::erf(u))
SYCLFG_MATH1(erfc, detail::libm::erfc(u))
SYCLFG_MATH1(exp, detail::libm::exp(u))
SYCLFG_MATH1(exp2, detail::libm::exp2(u))
SYCLFG_MATH1(exp10, detail::libm::pow(static_cast<decltype(u)>(10), u))
SYCLFG_MATH1(expm1, detail::libm::expm1(u))
SYCLFG_MATH1(fabs, detail::libm::fabs(u))
SYCLFG_MATH1(floor, detail::libm::floor(u))
SYCLFG_MATH1(lgamma, detail::libm::lgamma(u))
SYCLFG_MATH1(log, detail::libm::log(u))
SYCLFG_MATH1(log2, detail::libm::log2(u))
SYCLFG_MATH1(log10, detail::libm::log10(u))
SYCLFG_MATH1(log1p, detail::libm::log1p(u))
SYCLFG_MATH1(logb, detail::libm::logb(u))
SYCLFG_MATH1(rint, detail::libm::rint(u))
SYCLFG_MATH1(round, detail::libm::round(u))
SYCLFG_MATH1(rsqrt, 1 / detail::libm::sqrt(u))
SYCLFG_MATH1(sin, detail::libm::sin(u))
SYCLFG_MATH1(sinh, detail::libm::sinh(u))
SYCLFG_MATH1(sinpi, detail::trig_pi::sin_pi(u))
SYCLFG_MATH1(sqrt, detail::libm::sqrt(u))
SYCLFG_MATH1(tan, detail::libm::tan(u))
SYCLFG_MATH1(tanh, detail::libm::tanh(u))
SYCLFG_MATH1(tanpi, detail::trig_pi::tan_pi(u))
SYCLFG_MATH1(tgamma, detail::libm::tgamma(u))
SYCLFG_MATH1(trunc, detail::libm::trunc(u))

SYCLFG_MATH2(atan2, detail::libm::atan2(u, w))
SYCLFG_MATH2(atan2pi, detail::libm::atan2(u, w) / detail::pi_of<decltype(u)>())
SYCLFG_MATH2(copysign, detail::libm::copysign(u, w))
SYCLFG_MATH2(fdim, detail::libm::fdim(u, w))
SYCLFG_MATH2(fmod, detail::libm::fmod(u, w))
SYCLFG_MATH2(hypot, detail::libm::hypot(u, w))
SYCLFG_MATH2(maxmag, detail::libm::fabs(u) > detail::libm::fabs(w) ? u
                     : detail::libm::fabs(w) > detail::libm::fabs(u)
                         ? w
                         : detail::libm::fmax(u, w))
SYCLFG_MATH2(minmag, detail::libm::fabs(u) < detail::libm::fabs(w) ? u
                     : detail::libm::fabs(w) < detail::libm::fabs(u)
                         ? w
                         : detail::libm::fmin(u, w))
// half: one half ulp toward y (through float, nextafter would step one
// float ulp, which rounds back to x).
namespace detail::math_impl {
inline half half_nextafter(half x, half y) {
  const float fx = x, fy = y;
  if (fx != fx || fy != fy)
    return half(fx + fy);
  if (fx == fy)
    return y;
  std::uint16_t b = x.bits();
  if (fx == 0.0f)
    b = fy > 0.0f ? 0x0001u : 0x8001u; // the smallest subnormal toward y
  else if ((fx < fy) == (fx > 0.0f))
    ++b; // away from zero
  else
    --b;
  return half(half_bits_t{}, b);
}
template <class T> T nextafter(const T &x, const T &y) {
  using E = element_t<T>;
  return map<T>(
      [](E a, E b) -> E {
        if constexpr (std::is_same_v<E, half>)
          return half_nextafter(a, b);
        else
          return libm::nextafter(a, b);
      },
      x, y);
}
} // namespace detail::math_impl
SYCLFG_FLOAT_FORMS2(nextafter, detail::math_impl::nextafter)
SYCLFG_MATH2(pow, detail::libm::pow(u, w))
SYCLFG_MATH2(powr, detail::libm::pow(u, w))
SYCLFG_MATH2(remainder, detail::libm::remainder(u, w))
SYCLFG_MATH2(fmax, detail::libm::fmax(u, w))
SYCLFG_MATH2(fmin, detail::libm::fmin(u, w))

#undef SYCLFG_MATH1
#undef SYCLFG_MATH2

// fmax and fmin of a vec or marray against one scalar.
SYCLFG_NS_SCALAR_FORM(fmax, if_ns_float, detail::math_impl::fmax)
SYCLFG_NS_SCALAR_FORM(fmin, if_ns_float, detail::math_impl::fmin)

// a * b + c, rounded once (fma) or as the implementation likes (mad).
namespace detail::math_impl {
template <class T> T fma(const T &a, const T &b, const T &c) {
  using E = element_t<T>;
  return map<T>(
      [](E x, E y, E z) {
        if constexpr (std::is_same_v<E, half>)
          return half_fma(x, y, z);
        else
          return libm::fma(x, y, z);
      },
      a, b, c);
}
} // namespace detail::math_impl
SYCLFG_FLOAT_FORMS3(fma, detail::math_impl::fma)
SYCLFG_FLOAT_FORMS3(mad, detail::math_impl::fma)

} // namespace sycl

#include <sycl/builtins/math_int_ptr.hpp>
