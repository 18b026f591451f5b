// Included by: <sycl/builtins.hpp>.
//
// sycl::native and sycl::half_precision math functions (SYCL 2020,
// 4.17.5): their precision is implementation-defined; on the host they
// are the full-precision functions.
#pragma once

#include <sycl/builtins/math.hpp>
#include <sycl/detail/builtin_forms.hpp>

namespace sycl {
namespace detail {
template <class T> T divide(const T &x, const T &y) {
  return map<T>([](element_t<T> a, element_t<T> b) { return a / b; }, x, y);
}
template <class T> T recip(const T &x) {
  return map<T>([](element_t<T> a) { return element_t<T>(1) / a; }, x);
}
} // namespace detail

// The same forms as the full-precision functions' (builtin_forms.hpp).
#define SYCLFG_NATIVE_FORMS                                                    \
  SYCLFG_FLOAT_FORMS1(cos, detail::math_impl::cos)                             \
  SYCLFG_FLOAT_FORMS1(sin, detail::math_impl::sin)                             \
  SYCLFG_FLOAT_FORMS1(tan, detail::math_impl::tan)                             \
  SYCLFG_FLOAT_FORMS1(exp, detail::math_impl::exp)                             \
  SYCLFG_FLOAT_FORMS1(exp2, detail::math_impl::exp2)                           \
  SYCLFG_FLOAT_FORMS1(exp10, detail::math_impl::exp10)                         \
  SYCLFG_FLOAT_FORMS1(log, detail::math_impl::log)                             \
  SYCLFG_FLOAT_FORMS1(log2, detail::math_impl::log2)                           \
  SYCLFG_FLOAT_FORMS1(log10, detail::math_impl::log10)                         \
  SYCLFG_FLOAT_FORMS1(sqrt, detail::math_impl::sqrt)                           \
  SYCLFG_FLOAT_FORMS1(rsqrt, detail::math_impl::rsqrt)                         \
  SYCLFG_FLOAT_FORMS1(recip, detail::recip)                                    \
  SYCLFG_FLOAT_FORMS2(divide, detail::divide)                                  \
  SYCLFG_FLOAT_FORMS2(powr, detail::math_impl::powr)

namespace native {
SYCLFG_NATIVE_FORMS
} // namespace native
namespace half_precision {
SYCLFG_NATIVE_FORMS
} // namespace half_precision
#undef SYCLFG_NATIVE_FORMS

} // namespace sycl
