// Included by: <sycl/builtins/math.hpp> only.
//
// The math functions (SYCL 2020, 4.17.5) with an int argument (ldexp, pown,
// rootn), an int result (ilogb), an unsigned argument (nan) or a pointer
// they write a second result through (fract, frexp, lgamma_r, modf,
// remquo, sincos: a raw pointer or a multi_ptr). The scalar forms are
// builtin_forms.hpp's; the pointer's type is a template parameter of every
// form (`template <typename Ptr> float fract(float x, Ptr iptr)`).
#pragma once

#include <sycl/builtins/math.hpp>
#include <sycl/detail/builtin_forms.hpp>

#include <cstdint>
#include <limits>

namespace sycl {
namespace detail::math_impl {

// x - floor(x), below 1; floor(x) into *iptr.
template <class T, class Ptr> T fract(const T &x, Ptr iptr) {
  using E = element_t<T>;
  const T whole = math_impl::floor<T>(x);
  *iptr = whole;
  return map<T>(
      [](E v, E w) {
        return via_float<E>(
            [](auto u, auto f) {
              using U = decltype(u);
              return libm::fmin(u - f, libm::nextafter(U(1), U(0)));
            },
            v, w);
      },
      x, whole);
}

// x = r * 2^e with r in [0.5, 1); e into *exp.
template <class T, class Ptr> T frexp(const T &x, Ptr exp) {
  return map_with_output<T, int>(
      exp,
      [](auto v, int &e) { return libm::frexp(static_cast<double>(v), &e); },
      x);
}

// log|gamma(x)|; the sign of gamma(x) into *signp.
template <class T, class Ptr> T lgamma_r(const T &x, Ptr signp) {
  return map_with_output<T, int>(
      signp,
      [](auto v, int &sign) {
        return libm::lgamma_r(static_cast<double>(v), &sign);
      },
      x);
}

// The fractional part, with x's sign; the integral part into *iptr.
template <class T, class Ptr> T modf(const T &x, Ptr iptr) {
  using E = element_t<T>;
  return map_with_output<T, E>(
      iptr,
      [](auto v, E &whole) {
        double integral = 0;
        const double fraction = libm::modf(static_cast<double>(v), &integral);
        whole = static_cast<E>(integral);
        return fraction;
      },
      x);
}

// The remainder of x / y; into *quo the integral quotient, whole while it
// fits 30 bits (the C library's remquo keeps only its 3 low bits and its
// sign, the least 4.17.5 allows; the CTS checks more).
inline double remquo_whole(double x, double y, int &q) {
  int low = 0;
  const double r = libm::remquo(x, y, &low);
  const double n = libm::rint((x - r) / y);
  q = libm::fabs(n) < 1073741824.0 ? static_cast<int>(n) : low;
  return r;
}
template <class T, class Ptr> T remquo(const T &x, const T &y, Ptr quo) {
  return map_with_output<T, int>(
      quo,
      [](auto a, auto b, int &q) {
        return remquo_whole(static_cast<double>(a), static_cast<double>(b), q);
      },
      x, y);
}

// sin(x); cos(x) into *cosval.
template <class T, class Ptr> T sincos(const T &x, Ptr cosval) {
  *cosval = math_impl::cos<T>(x);
  return math_impl::sin<T>(x);
}

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
template <class T, class K> T ldexp(const T &x, const K &k) {
  return map_int_arg(x, k, [](auto u, int e) { return libm::ldexp(u, e); });
}
template <class T, class K> T pown(const T &x, const K &n) {
  return map_int_arg(x, n, [](auto u, int e) {
    return libm::pow(u, static_cast<decltype(u)>(e));
  });
}
// The n-th root; of a negative x only for odd n.
template <class T, class K> T rootn(const T &x, const K &n) {
  return map_int_arg(x, n, [](auto u, int e) {
    using U = decltype(u);
    if (u < 0 && e % 2 != 0)
      return -libm::pow(-u, U(1) / static_cast<U>(e));
    return libm::pow(u, U(1) / static_cast<U>(e));
  });
}

template <class T> rebind_t<T, int> ilogb(const T &x) {
  return map<rebind_t<T, int>>(
      [](auto v) { return libm::ilogb(static_cast<double>(v)); }, x);
}

// A quiet NaN of the float type as wide as U's elements.
template <class U> auto nan(const U &nancode) {
  using E = element_t<U>;
  using F = std::conditional_t<sizeof(E) == 8, double,
                               std::conditional_t<sizeof(E) == 4, float, half>>;
  return map<rebind_t<U, F>>(
      [](E) { return std::numeric_limits<F>::quiet_NaN(); }, nancode);
}
} // namespace detail::math_impl

// f(x, ptr) and f(x, y, ptr): the scalar forms, then the NonScalar one.
#define SYCLFG_PTR_SCALAR(F, name)                                             \
  template <class Ptr> F name(F x, Ptr p) {                                    \
    return detail::math_impl::name<F>(x, p);                                   \
  }
#define SYCLFG_PTR_FORMS(name)                                                 \
  SYCLFG_PTR_SCALAR(float, name)                                               \
  SYCLFG_PTR_SCALAR(double, name)                                              \
  SYCLFG_PTR_SCALAR(half, name)                                                \
  template <class A, class Ptr, detail::if_ns_float<A> = 0>                    \
  detail::value_t<A> name(const A &x, Ptr p) {                                 \
    return detail::math_impl::name<detail::value_t<A>>(x, p);                  \
  }
SYCLFG_PTR_FORMS(fract)
SYCLFG_PTR_FORMS(frexp)
SYCLFG_PTR_FORMS(lgamma_r)
SYCLFG_PTR_FORMS(modf)
SYCLFG_PTR_FORMS(sincos)
#undef SYCLFG_PTR_FORMS
#undef SYCLFG_PTR_SCALAR

#define SYCLFG_REMQUO_SCALAR(F)                                                \
  template <class Ptr> F remquo(F x, F y, Ptr quo) {                           \
    return detail::math_impl::remquo<F>(x, y, quo);                            \
  }
SYCLFG_REMQUO_SCALAR(float)
SYCLFG_REMQUO_SCALAR(double)
SYCLFG_REMQUO_SCALAR(half)
#undef SYCLFG_REMQUO_SCALAR
template <class A, class B, class Ptr, detail::if_ns_float<A, B> = 0>
detail::value_t<A> remquo(const A &x, const B &y, Ptr quo) {
  return detail::math_impl::remquo<detail::value_t<A>>(x, y, quo);
}

// f(x, int): the scalar forms, f(NonScalar, int) and f(NonScalar,
// NonScalar of int).
#define SYCLFG_INT_ARG_FORMS(name)                                             \
  SYCLFG_SCALAR(float, name, (float x, int k), (x, k),                         \
                detail::math_impl::name)                                       \
  SYCLFG_SCALAR(double, name, (double x, int k), (x, k),                       \
                detail::math_impl::name)                                       \
  SYCLFG_SCALAR(half, name, (half x, int k), (x, k), detail::math_impl::name)  \
  template <class A, detail::if_ns_float<A> = 0>                               \
  detail::value_t<A> name(const A &x, int k) {                                 \
    return detail::math_impl::name<detail::value_t<A>>(x, k);                  \
  }                                                                            \
  template <class A, class K, detail::if_ns_float_int<A, K> = 0>               \
  detail::value_t<A> name(const A &x, const K &k) {                            \
    const detail::value_t<K> &kv = k;                                          \
    return detail::math_impl::name<detail::value_t<A>>(x, kv);                 \
  }
SYCLFG_INT_ARG_FORMS(ldexp)
SYCLFG_INT_ARG_FORMS(pown)
SYCLFG_INT_ARG_FORMS(rootn)
#undef SYCLFG_INT_ARG_FORMS

SYCLFG_FLOAT_FORMS1(ilogb, detail::math_impl::ilogb)

// nan: float from 32 bits, double from 64, half from 16, or a NonScalar
// of unsigned elements.
#define SYCLFG_NAN_SCALAR(F, U)                                                \
  template <class = void> F nan(U nancode) {                                   \
    return detail::math_impl::nan<U>(nancode);                                 \
  }
SYCLFG_NAN_SCALAR(float, std::uint32_t)
SYCLFG_NAN_SCALAR(double, std::uint64_t)
SYCLFG_NAN_SCALAR(half, std::uint16_t)
#undef SYCLFG_NAN_SCALAR
template <class A,
          std::enable_if_t<detail::is_nonscalar_v<A> &&
                               std::is_unsigned_v<detail::elem_of_t<A>>,
                           int> = 0>
auto nan(const A &nancode) {
  return detail::math_impl::nan<detail::value_t<A>>(nancode);
}

} // namespace sycl
