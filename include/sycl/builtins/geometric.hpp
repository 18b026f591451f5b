// Included by: <sycl/builtins.hpp>.
//
// Geometric functions (SYCL 2020, 4.17.8) over float, double and half
// scalars and vec, swizzles and marray of 2, 3 or 4 of them, in the Gen
// forms of builtin_forms.hpp. The fast_ forms give
// the same results.
#pragma once

#include <sycl/builtins/math.hpp>
#include <sycl/detail/builtin_forms.hpp>
#include <sycl/detail/builtin_map.hpp>
#include <sycl/half.hpp>
#include <sycl/marray.hpp>
#include <sycl/vec.hpp>

namespace sycl {
namespace detail {
// A geometric argument: a float scalar, or a vec, swizzle or marray of 2, 3
// or 4 float elements (cross: 3 or 4), every argument of one type.
template <class T, class... U>
using if_geo = std::enable_if_t<is_float_v<T> && same_values_v<T, U...> &&
                                    (shape<value_t<T>>::count <= 4),
                                int>;
template <class T, class U>
using if_cross = std::enable_if_t<is_float_v<T> && same_values_v<T, U> &&
                                      (shape<value_t<T>>::count == 3 ||
                                       shape<value_t<T>>::count == 4),
                                  int>;
} // namespace detail

namespace detail::geo_impl {
template <class T> element_t<T> dot(const T &x, const T &y) {
  using E = element_t<T>;
  using A = std::conditional_t<std::is_same_v<E, half>, float, E>;
  A sum = 0;
  for_each_elem<T>([&](std::size_t i) {
    sum += static_cast<A>(elem(x, i)) * static_cast<A>(elem(y, i));
  });
  return static_cast<E>(sum);
}

// The cross product of the first three elements; a fourth is 0.
template <class T> T cross(const T &a, const T &b) {
  T r{};
  r[0] = a[1] * b[2] - a[2] * b[1];
  r[1] = a[2] * b[0] - a[0] * b[2];
  r[2] = a[0] * b[1] - a[1] * b[0];
  return r;
}

template <class T> element_t<T> length(const T &x) {
  return math_impl::sqrt<element_t<T>>(geo_impl::dot<T>(x, x));
}
template <class T> element_t<T> distance(const T &x, const T &y) {
  return geo_impl::length<T>(T(x - y));
}
// x / length(x); a zero vector stays zero.
template <class T> T normalize(const T &x) {
  const element_t<T> l = geo_impl::length<T>(x);
  if (l == element_t<T>(0))
    return x;
  return map<T>([l](element_t<T> v) { return v / l; }, x);
}
} // namespace detail::geo_impl

SYCLFG_GEN2(dot, if_geo, detail::geo_impl::dot)
SYCLFG_GEN2(cross, if_cross, detail::geo_impl::cross)
SYCLFG_GEN1(length, if_geo, detail::geo_impl::length)
SYCLFG_GEN2(distance, if_geo, detail::geo_impl::distance)
SYCLFG_GEN1(normalize, if_geo, detail::geo_impl::normalize)
SYCLFG_GEN1(fast_length, if_geo, detail::geo_impl::length)
SYCLFG_GEN2(fast_distance, if_geo, detail::geo_impl::distance)
SYCLFG_GEN1(fast_normalize, if_geo, detail::geo_impl::normalize)

} // namespace sycl
