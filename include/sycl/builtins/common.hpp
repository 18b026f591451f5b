// Common functions (SYCL 2020, 4.17.7) over genfloat, and min, max and
// clamp over genfloat and geninteger (4.17.6): element by element, with
// the forms taking one scalar for every element of a vec or marray.
#pragma once

#include <sycl/detail/builtin_map.hpp>
#include <sycl/half.hpp>
#include <sycl/marray.hpp>
#include <sycl/vec.hpp>

namespace sycl {

// y if y < x, else x; the same for max with x < y.
template <class T, detail::if_gennumber<T> = 0> T min(const T &x, const T &y) {
  using E = detail::element_t<T>;
  return detail::map<T>([](E a, E b) { return b < a ? b : a; }, x, y);
}
template <class T, detail::if_gennumber<T> = 0> T max(const T &x, const T &y) {
  using E = detail::element_t<T>;
  return detail::map<T>([](E a, E b) { return a < b ? b : a; }, x, y);
}
// Three type parameters, all the same type (4.17.7: GenFloat2 and GenFloat3
// must be GenFloat1): clamp<half>(h, 0, 1) names no sycl::clamp (the ints are
// not converted), so another clamp the call finds by ADL is not ambiguous.
template <
    class T, class L, class H, detail::if_gennumber<T> = 0,
    std::enable_if_t<std::is_same_v<L, T> && std::is_same_v<H, T>, int> = 0>
T clamp(const T &x, const L &low, const H &high) {
  return min(max(x, low), high);
}
SYCLFG_BUILTIN_SCALAR_FORM(min, if_gennumber)
SYCLFG_BUILTIN_SCALAR_FORM(max, if_gennumber)
template <class T, detail::if_gennumber<T> = 0, detail::if_multi<T> = 0>
T clamp(const T &x, detail::element_t<T> low, detail::element_t<T> high) {
  return clamp(x, T(low), T(high));
}

namespace detail {
template <class T> T scaled(const T &x, double factor) {
  return map<T>(
      [factor](element_t<T> v) {
        return static_cast<element_t<T>>(static_cast<double>(v) * factor);
      },
      x);
}
} // namespace detail
template <class T, detail::if_genfloat<T> = 0> T degrees(const T &radians) {
  return detail::scaled(radians, 57.295779513082320876798);
}
template <class T, detail::if_genfloat<T> = 0> T radians(const T &degrees) {
  return detail::scaled(degrees, 0.017453292519943295769237);
}

// x + (y - x) * a.
template <class T, class A, detail::if_genfloat<T> = 0>
T mix(const T &x, const T &y, const A &a) {
  using E = detail::element_t<T>;
  return detail::map<T>([](E u, E v, E w) { return E(u + (v - u) * w); }, x, y,
                        a);
}

// 0 where x < edge, else 1.
template <class T, detail::if_genfloat<T> = 0>
T step(const T &edge, const T &x) {
  using E = detail::element_t<T>;
  return detail::map<T>([](E e, E v) { return v < e ? E(0) : E(1); }, edge, x);
}
template <class T, detail::if_genfloat<T> = 0, detail::if_multi<T> = 0>
T step(detail::element_t<T> edge, const T &x) {
  return step(T(edge), x);
}

// Hermite interpolation between 0 (x <= edge0) and 1 (x >= edge1).
template <class T, detail::if_genfloat<T> = 0>
T smoothstep(const T &edge0, const T &edge1, const T &x) {
  using E = detail::element_t<T>;
  return detail::map<T>(
      [](E e0, E e1, E v) {
        double t = (static_cast<double>(v) - static_cast<double>(e0)) /
                   (static_cast<double>(e1) - static_cast<double>(e0));
        t = t < 0 ? 0 : (t > 1 ? 1 : t);
        return static_cast<E>(t * t * (3 - 2 * t));
      },
      edge0, edge1, x);
}
template <class T, detail::if_genfloat<T> = 0, detail::if_multi<T> = 0>
T smoothstep(detail::element_t<T> edge0, detail::element_t<T> edge1,
             const T &x) {
  return smoothstep(T(edge0), T(edge1), x);
}

// 1, -1, or x itself for zeros and NaN.
template <class T, detail::if_genfloat<T> = 0> T sign(const T &x) {
  using E = detail::element_t<T>;
  return detail::map<T>(
      [](E v) { return v > E(0) ? E(1) : (v < E(0) ? E(-1) : v); }, x);
}

} // namespace sycl
