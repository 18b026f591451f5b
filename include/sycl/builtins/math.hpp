// Math functions (SYCL 2020, 4.17.5) over genfloat: float, double and half
// scalars, and vec and marray of them, element by element. half computes in
// float (fma rounds once: detail/half_fma.hpp). Functions taking a pointer
// (fract, frexp, modf, sincos, ...) accept a raw pointer or a multi_ptr.
#pragma once

#include <sycl/detail/builtin_map.hpp>
#include <sycl/detail/half_fma.hpp>
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

#define SYCLFG_MATH1(name, expr)                                               \
  template <class T, detail::if_genfloat<T> = 0> T name(const T &x) {          \
    using E = detail::element_t<T>;                                            \
    return detail::map<T>(                                                     \
        [](E a) {                                                              \
          return detail::via_float<E>([](auto u) { return expr; }, a);         \
        },                                                                     \
        x);                                                                    \
  }
#define SYCLFG_MATH2(name, expr)                                               \
  template <class T, detail::if_genfloat<T> = 0>                               \
  T name(const T &x, const T &y) {                                             \
    using E = detail::element_t<T>;                                            \
    return detail::map<T>(                                                     \
        [](E a, E b) {                                                         \
          return detail::via_float<E>([](auto u, auto w) { return expr; }, a,  \
                                      b);                                      \
        },                                                                     \
        x, y);                                                                 \
  }

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
SYCLFG_MATH1(cospi, detail::libm::cos(detail::pi_of<decltype(u)>() * u))
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
SYCLFG_MATH1(sinpi, detail::libm::sin(detail::pi_of<decltype(u)>() * u))
SYCLFG_MATH1(sqrt, detail::libm::sqrt(u))
SYCLFG_MATH1(tan, detail::libm::tan(u))
SYCLFG_MATH1(tanh, detail::libm::tanh(u))
SYCLFG_MATH1(tanpi, detail::libm::tan(detail::pi_of<decltype(u)>() * u))
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
SYCLFG_MATH2(nextafter, detail::libm::nextafter(u, w))
SYCLFG_MATH2(pow, detail::libm::pow(u, w))
SYCLFG_MATH2(powr, detail::libm::pow(u, w))
SYCLFG_MATH2(remainder, detail::libm::remainder(u, w))
SYCLFG_MATH2(fmax, detail::libm::fmax(u, w))
SYCLFG_MATH2(fmin, detail::libm::fmin(u, w))

#undef SYCLFG_MATH1
#undef SYCLFG_MATH2

// fmax and fmin of a vec or marray against one scalar.
SYCLFG_BUILTIN_SCALAR_FORM(fmax, if_genfloat)
SYCLFG_BUILTIN_SCALAR_FORM(fmin, if_genfloat)

// a * b + c, rounded once (fma) or as the implementation likes (mad).
template <class T, detail::if_genfloat<T> = 0>
T fma(const T &a, const T &b, const T &c) {
  using E = detail::element_t<T>;
  return detail::map<T>(
      [](E x, E y, E z) {
        if constexpr (std::is_same_v<E, half>)
          return detail::half_fma(x, y, z);
        else
          return detail::libm::fma(x, y, z);
      },
      a, b, c);
}
template <class T, detail::if_genfloat<T> = 0>
T mad(const T &a, const T &b, const T &c) {
  return fma(a, b, c);
}

// x - floor(x), below 1; floor(x) into *iptr.
template <class T, class Ptr, detail::if_genfloat<T> = 0>
T fract(const T &x, Ptr iptr) {
  using E = detail::element_t<T>;
  const T whole = floor(x);
  *iptr = whole;
  return detail::map<T>(
      [](E v, E w) {
        return detail::via_float<E>(
            [](auto u, auto f) {
              using U = decltype(u);
              return detail::libm::fmin(u - f,
                                        detail::libm::nextafter(U(1), U(0)));
            },
            v, w);
      },
      x, whole);
}

// The int type matching T's shape: int, vec<int, N> or marray<int, N>.
namespace detail {
template <class T> using int_shape_t = rebind_t<T, int>;
} // namespace detail

// x = r * 2^e with r in [0.5, 1); e into *exp.
template <class T, class Ptr, detail::if_genfloat<T> = 0>
T frexp(const T &x, Ptr exp) {
  return detail::map_with_output<T, int>(
      exp,
      [](auto v, int &e) {
        return detail::libm::frexp(static_cast<double>(v), &e);
      },
      x);
}

template <class T, detail::if_genfloat<T> = 0>
detail::int_shape_t<T> ilogb(const T &x) {
  return detail::map<detail::int_shape_t<T>>(
      [](auto v) { return detail::libm::ilogb(static_cast<double>(v)); }, x);
}

namespace detail {
// f(x[i], k[i]) with an int k (a scalar, or shaped like x); a half
// element goes to f as float.
template <class T, class K, class F>
T map_int_arg(const T &x, const K &k, F f) {
  using E = element_t<T>;
  return map<T>(
      [f](E v, int e) {
        return via_float<E>([&](auto u) { return f(u, e); }, v);
      },
      x, k);
}
} // namespace detail

template <class T, class K, detail::if_genfloat<T> = 0>
T ldexp(const T &x, const K &k) {
  return detail::map_int_arg(
      x, k, [](auto u, int e) { return detail::libm::ldexp(u, e); });
}
template <class T, class K, detail::if_genfloat<T> = 0>
T pown(const T &x, const K &n) {
  return detail::map_int_arg(x, n, [](auto u, int e) {
    return detail::libm::pow(u, static_cast<decltype(u)>(e));
  });
}
// The n-th root; of a negative x only for odd n.
template <class T, class K, detail::if_genfloat<T> = 0>
T rootn(const T &x, const K &n) {
  return detail::map_int_arg(x, n, [](auto u, int e) {
    using U = decltype(u);
    if (u < 0 && e % 2 != 0)
      return -detail::libm::pow(-u, U(1) / static_cast<U>(e));
    return detail::libm::pow(u, U(1) / static_cast<U>(e));
  });
}

// log|gamma(x)|; the sign of gamma(x) into *signp.
template <class T, class Ptr, detail::if_genfloat<T> = 0>
T lgamma_r(const T &x, Ptr signp) {
  return detail::map_with_output<T, int>(
      signp,
      [](auto v, int &sign) {
        return detail::libm::lgamma_r(static_cast<double>(v), &sign);
      },
      x);
}

// The fractional part, with x's sign; the integral part into *iptr.
template <class T, class Ptr, detail::if_genfloat<T> = 0>
T modf(const T &x, Ptr iptr) {
  using E = detail::element_t<T>;
  return detail::map_with_output<T, E>(
      iptr,
      [](auto v, E &whole) {
        double integral = 0;
        const double fraction =
            detail::libm::modf(static_cast<double>(v), &integral);
        whole = static_cast<E>(integral);
        return fraction;
      },
      x);
}

// The remainder of x / y; the quotient's sign and low bits into *quo.
template <class T, class Ptr, detail::if_genfloat<T> = 0>
T remquo(const T &x, const T &y, Ptr quo) {
  return detail::map_with_output<T, int>(
      quo,
      [](auto a, auto b, int &q) {
        return detail::libm::remquo(static_cast<double>(a),
                                    static_cast<double>(b), &q);
      },
      x, y);
}

// sin(x); cos(x) into *cosval.
template <class T, class Ptr, detail::if_genfloat<T> = 0>
T sincos(const T &x, Ptr cosval) {
  *cosval = cos(x);
  return sin(x);
}

// A quiet NaN carrying `nancode` (unsigned, as wide as the float type).
template <class U,
          std::enable_if_t<std::is_unsigned_v<detail::element_t<U>>, int> = 0>
auto nan(const U &nancode) {
  using E = detail::element_t<U>;
  using F = std::conditional_t<sizeof(E) == 8, double,
                               std::conditional_t<sizeof(E) == 4, float, half>>;
  return detail::map<detail::rebind_t<U, F>>(
      [](E) { return std::numeric_limits<F>::quiet_NaN(); }, nancode);
}

} // namespace sycl
