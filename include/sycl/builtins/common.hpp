// Included by: <sycl/builtins.hpp> and the other built-in headers.
//
// Common functions (SYCL 2020, 4.17.7) over genfloat, and min, max and
// clamp over genfloat and geninteger (4.17.6): element by element, in the
// Gen forms of builtin_forms.hpp (templates for scalars too), with the
// forms taking one scalar for every element of a vec or marray.
#pragma once

#include <sycl/detail/builtin_forms.hpp>
#include <sycl/detail/builtin_map.hpp>
#include <sycl/half.hpp>
#include <sycl/marray.hpp>
#include <sycl/vec.hpp>

namespace sycl {
namespace detail::common_impl {
// y if y < x, else x; the same for max with x < y.
template <class T> T min(const T &x, const T &y) {
  using E = element_t<T>;
  return map<T>([](E a, E b) { return b < a ? b : a; }, x, y);
}
template <class T> T max(const T &x, const T &y) {
  using E = element_t<T>;
  return map<T>([](E a, E b) { return a < b ? b : a; }, x, y);
}
template <class T> T clamp(const T &x, const T &low, const T &high) {
  return common_impl::min<T>(common_impl::max<T>(x, low), high);
}

template <class T> T scaled(const T &x, double factor) {
  return map<T>(
      [factor](element_t<T> v) {
        return static_cast<element_t<T>>(static_cast<double>(v) * factor);
      },
      x);
}
template <class T> T degrees(const T &radians) {
  return scaled(radians, 57.295779513082320876798);
}
template <class T> T radians(const T &degrees) {
  return scaled(degrees, 0.017453292519943295769237);
}

// x + (y - x) * a.
template <class T, class A> T mix(const T &x, const T &y, const A &a) {
  using E = element_t<T>;
  return map<T>([](E u, E v, E w) { return E(u + (v - u) * w); }, x, y, a);
}

// 0 where x < edge, else 1.
template <class T> T step(const T &edge, const T &x) {
  using E = element_t<T>;
  return map<T>([](E e, E v) { return v < e ? E(0) : E(1); }, edge, x);
}

// Hermite interpolation between 0 (x <= edge0) and 1 (x >= edge1). SYCL 2020
// defines it as "equivalent to t = clamp((x - edge0) / (edge1 - edge0), 0,
// 1); return t * t * (3 - 2 * t);" (after OpenCL C), evaluated in the
// argument's type: for half each step rounds to half, as a device does.
template <class T> T smoothstep(const T &edge0, const T &edge1, const T &x) {
  using E = element_t<T>;
  return map<T>(
      [](E e0, E e1, E v) {
        E t = E((v - e0) / (e1 - e0));
        t = t < E(0) ? E(0) : (t > E(1) ? E(1) : t);
        return E(t * t * (E(3) - E(2) * t));
      },
      edge0, edge1, x);
}

// 1, -1, or x itself for zeros and NaN.
template <class T> T sign(const T &x) {
  using E = element_t<T>;
  return map<T>([](E v) { return v > E(0) ? E(1) : (v < E(0) ? E(-1) : v); },
                x);
}
} // namespace detail::common_impl

// min and max of two numbers of one type (4.17.6 and 4.17.7), or of a
// NonScalar and one element for all.
SYCLFG_GEN2(min, if_gen_number, detail::common_impl::min)
SYCLFG_GEN2(max, if_gen_number, detail::common_impl::max)
SYCLFG_NS_SCALAR_FORM(min, if_ns_number, detail::common_impl::min)
SYCLFG_NS_SCALAR_FORM(max, if_ns_number, detail::common_impl::max)
// All three arguments of one type (clamp<half>(h, 0, 1) names no
// sycl::clamp: the ints are not converted, so another clamp the call finds
// by ADL is not ambiguous), or a NonScalar and two elements.
SYCLFG_GEN3(clamp, if_gen_number, detail::common_impl::clamp)
template <class A, detail::if_ns_number<A> = 0>
detail::value_t<A> clamp(const A &x, detail::elem_of_t<A> low,
                         detail::elem_of_t<A> high) {
  using V = detail::value_t<A>;
  return detail::common_impl::clamp<V>(x, V(low), V(high));
}

SYCLFG_GEN1(degrees, if_gen_float, detail::common_impl::degrees)
SYCLFG_GEN1(radians, if_gen_float, detail::common_impl::radians)
SYCLFG_GEN1(sign, if_gen_float, detail::common_impl::sign)
SYCLFG_GEN3(mix, if_gen_float, detail::common_impl::mix)
SYCLFG_GEN2(step, if_gen_float, detail::common_impl::step)
SYCLFG_GEN3(smoothstep, if_gen_float, detail::common_impl::smoothstep)

// mix(NonScalar, NonScalar, element), step(element, NonScalar) and
// smoothstep(element, element, NonScalar).
template <class A, class B, detail::if_ns_float<A, B> = 0>
detail::value_t<A> mix(const A &x, const B &y, detail::elem_of_t<A> a) {
  return detail::common_impl::mix<detail::value_t<A>>(x, y, a);
}
template <class A, detail::if_ns_float<A> = 0>
detail::value_t<A> step(detail::elem_of_t<A> edge, const A &x) {
  using V = detail::value_t<A>;
  return detail::common_impl::step<V>(V(edge), x);
}
template <class A, detail::if_ns_float<A> = 0>
detail::value_t<A> smoothstep(detail::elem_of_t<A> edge0,
                              detail::elem_of_t<A> edge1, const A &x) {
  using V = detail::value_t<A>;
  return detail::common_impl::smoothstep<V>(V(edge0), V(edge1), x);
}

} // namespace sycl
