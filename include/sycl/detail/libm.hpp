// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// The C math library for float and double, as one overload set per name in
// sycl::detail::libm, through the compilers' __builtin_ functions.
#pragma once

// lgamma_r as the C library declares it (our own declaration's exception
// specification differed from glibc's under MSVC emulation).
#include <math.h>

namespace sycl {
namespace detail {

namespace libm {

#define SYCLFG_LIBM1(name)                                                     \
  inline float name(float x) { return __builtin_##name##f(x); }                \
  inline double name(double x) { return __builtin_##name(x); }
#define SYCLFG_LIBM2(name)                                                     \
  inline float name(float x, float y) { return __builtin_##name##f(x, y); }    \
  inline double name(double x, double y) { return __builtin_##name(x, y); }

SYCLFG_LIBM1(acos)
SYCLFG_LIBM1(acosh)
SYCLFG_LIBM1(asin)
SYCLFG_LIBM1(asinh)
SYCLFG_LIBM1(atan)
SYCLFG_LIBM1(atanh)
SYCLFG_LIBM1(cbrt)
SYCLFG_LIBM1(ceil)
SYCLFG_LIBM1(cos)
SYCLFG_LIBM1(cosh)
SYCLFG_LIBM1(erf)
SYCLFG_LIBM1(erfc)
SYCLFG_LIBM1(exp)
SYCLFG_LIBM1(exp2)
SYCLFG_LIBM1(expm1)
SYCLFG_LIBM1(fabs)
SYCLFG_LIBM1(floor)
SYCLFG_LIBM1(lgamma)
SYCLFG_LIBM1(log)
SYCLFG_LIBM1(log2)
SYCLFG_LIBM1(log10)
SYCLFG_LIBM1(log1p)
SYCLFG_LIBM1(logb)
SYCLFG_LIBM1(rint)
SYCLFG_LIBM1(round)
SYCLFG_LIBM1(sin)
SYCLFG_LIBM1(sinh)
SYCLFG_LIBM1(sqrt)
SYCLFG_LIBM1(tan)
SYCLFG_LIBM1(tanh)
SYCLFG_LIBM1(tgamma)
SYCLFG_LIBM1(trunc)
SYCLFG_LIBM2(atan2)
SYCLFG_LIBM2(copysign)
SYCLFG_LIBM2(fdim)
SYCLFG_LIBM2(fmax)
SYCLFG_LIBM2(fmin)
SYCLFG_LIBM2(fmod)
SYCLFG_LIBM2(hypot)
SYCLFG_LIBM2(nextafter)
SYCLFG_LIBM2(pow)
SYCLFG_LIBM2(remainder)
#undef SYCLFG_LIBM1
#undef SYCLFG_LIBM2

inline float fma(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
inline double fma(double a, double b, double c) {
  return __builtin_fma(a, b, c);
}
inline float ldexp(float x, int e) { return __builtin_ldexpf(x, e); }
inline double ldexp(double x, int e) { return __builtin_ldexp(x, e); }
inline double frexp(double x, int *e) { return __builtin_frexp(x, e); }
inline int ilogb(double x) { return __builtin_ilogb(x); }
inline double modf(double x, double *whole) { return __builtin_modf(x, whole); }
inline double remquo(double x, double y, int *q) {
  return __builtin_remquo(x, y, q);
}
inline double lgamma_r(double x, int *sign) {
  return ::lgamma_r(x, sign); // no __builtin_lgamma_r in Clang
}
template <class T> bool isfinite(T x) { return __builtin_isfinite(x); }
template <class T> bool isinf(T x) { return __builtin_isinf(x); }
template <class T> bool isnan(T x) { return __builtin_isnan(x); }
template <class T> bool isnormal(T x) { return __builtin_isnormal(x); }
template <class T> bool signbit(T x) { return __builtin_signbit(x); }

} // namespace libm
} // namespace detail
} // namespace sycl
