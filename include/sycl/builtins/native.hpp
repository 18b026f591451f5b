// sycl::native and sycl::half_precision math functions (SYCL 2020,
// 4.17.5): their precision is implementation-defined; on the host they
// are the full-precision functions.
#pragma once

#include <sycl/builtins/math.hpp>

namespace sycl {
namespace detail {
template <class T> T divide(const T &x, const T &y) {
  return map<T>([](element_t<T> a, element_t<T> b) { return a / b; }, x, y);
}
template <class T> T recip(const T &x) {
  return map<T>([](element_t<T> a) { return element_t<T>(1) / a; }, x);
}
} // namespace detail

#define SYCLFG_NATIVE_FORMS                                                    \
  template <class T, detail::if_genfloat<T> = 0> T cos(const T &x) {           \
    return sycl::cos(x);                                                       \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T sin(const T &x) {           \
    return sycl::sin(x);                                                       \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T tan(const T &x) {           \
    return sycl::tan(x);                                                       \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T exp(const T &x) {           \
    return sycl::exp(x);                                                       \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T exp2(const T &x) {          \
    return sycl::exp2(x);                                                      \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T exp10(const T &x) {         \
    return sycl::exp10(x);                                                     \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T log(const T &x) {           \
    return sycl::log(x);                                                       \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T log2(const T &x) {          \
    return sycl::log2(x);                                                      \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T log10(const T &x) {         \
    return sycl::log10(x);                                                     \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T sqrt(const T &x) {          \
    return sycl::sqrt(x);                                                      \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T rsqrt(const T &x) {         \
    return sycl::rsqrt(x);                                                     \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0> T recip(const T &x) {         \
    return detail::recip(x);                                                   \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0>                               \
  T divide(const T &x, const T &y) {                                           \
    return detail::divide(x, y);                                               \
  }                                                                            \
  template <class T, detail::if_genfloat<T> = 0>                               \
  T powr(const T &x, const T &y) {                                             \
    return sycl::powr(x, y);                                                   \
  }

namespace native {
SYCLFG_NATIVE_FORMS
} // namespace native
namespace half_precision {
SYCLFG_NATIVE_FORMS
} // namespace half_precision
#undef SYCLFG_NATIVE_FORMS

} // namespace sycl
