// Geometric functions (SYCL 2020, 4.17.8) over float, double and half
// scalars and vec and marray of 2, 3 or 4 of them. The fast_ forms give
// the same results.
#pragma once

#include <sycl/builtins/math.hpp>
#include <sycl/detail/builtin_map.hpp>
#include <sycl/half.hpp>
#include <sycl/marray.hpp>
#include <sycl/vec.hpp>

namespace sycl {
namespace detail {
template <class T>
using if_geo =
    std::enable_if_t<is_float_elem_v<element_t<T>> && (shape<T>::count <= 4),
                     int>;
}

template <class T, detail::if_geo<T> = 0>
detail::element_t<T> dot(const T &x, const T &y) {
  using E = detail::element_t<T>;
  using A = std::conditional_t<std::is_same_v<E, half>, float, E>;
  A sum = 0;
  detail::for_each_elem<T>([&](std::size_t i) {
    sum +=
        static_cast<A>(detail::elem(x, i)) * static_cast<A>(detail::elem(y, i));
  });
  return static_cast<E>(sum);
}

// The cross product of the first three elements; a fourth is 0.
template <class T,
          std::enable_if_t<detail::is_float_elem_v<detail::element_t<T>> &&
                               (detail::shape<T>::count == 3 ||
                                detail::shape<T>::count == 4),
                           int> = 0>
T cross(const T &a, const T &b) {
  T r{};
  r[0] = a[1] * b[2] - a[2] * b[1];
  r[1] = a[2] * b[0] - a[0] * b[2];
  r[2] = a[0] * b[1] - a[1] * b[0];
  return r;
}

template <class T, detail::if_geo<T> = 0>
detail::element_t<T> length(const T &x) {
  return sqrt(dot(x, x));
}
template <class T, detail::if_geo<T> = 0>
detail::element_t<T> distance(const T &x, const T &y) {
  return length(T(x - y));
}
// x / length(x); a zero vector stays zero.
template <class T, detail::if_geo<T> = 0> T normalize(const T &x) {
  const detail::element_t<T> l = length(x);
  if (l == detail::element_t<T>(0))
    return x;
  return detail::map<T>([l](detail::element_t<T> v) { return v / l; }, x);
}

template <class T, detail::if_geo<T> = 0>
detail::element_t<T> fast_length(const T &x) {
  return length(x);
}
template <class T, detail::if_geo<T> = 0>
detail::element_t<T> fast_distance(const T &x, const T &y) {
  return distance(x, y);
}
template <class T, detail::if_geo<T> = 0> T fast_normalize(const T &x) {
  return normalize(x);
}

} // namespace sycl
