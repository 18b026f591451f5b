// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// What the built-in functions (SYCL 2020, 4.17) share: which types they
// take (scalars, vec and marray of them), and applying a scalar function
// element by element. A scalar argument next to a vec or marray applies to
// every element, as the specification's "sgentype" forms do.
#pragma once

#include <sycl/detail/number.hpp>

#include <cstddef>
#include <type_traits>

namespace sycl {
class half;
template <typename DataT, int N> class vec;
template <typename DataT, std::size_t N> class marray;
namespace detail {

// The element type and count of a scalar (count 0), vec or marray.
template <class T> struct shape {
  using element = T;
  static constexpr std::size_t count = 0;
  template <class R> using rebind = R;
};
template <class T, int N> struct shape<vec<T, N>> {
  using element = T;
  static constexpr std::size_t count = N;
  template <class R> using rebind = vec<R, N>;
};
template <class T, std::size_t N> struct shape<marray<T, N>> {
  using element = T;
  static constexpr std::size_t count = N;
  template <class R> using rebind = marray<R, N>;
};
template <class T> using element_t = typename shape<T>::element;
template <class T, class R>
using rebind_t = typename shape<T>::template rebind<R>;

template <class E>
inline constexpr bool is_float_elem_v =
    std::is_floating_point_v<E> || std::is_same_v<E, half>;
template <class E>
inline constexpr bool is_int_elem_v =
    std::is_integral_v<E> && !std::is_same_v<E, bool>;

// genfloat, geninteger and both: a scalar, vec or marray of such elements.
template <class T>
using if_genfloat = std::enable_if_t<is_float_elem_v<element_t<T>>, int>;
template <class T>
using if_geninteger = std::enable_if_t<is_int_elem_v<element_t<T>>, int>;
template <class T>
using if_gennumber = std::enable_if_t<
    is_float_elem_v<element_t<T>> || is_int_elem_v<element_t<T>>, int>;
// A vec or marray (not a scalar).
template <class T>
using if_multi = std::enable_if_t<(shape<T>::count > 0), int>;

// Element `i` of a vec or marray, or the scalar itself.
template <class X> decltype(auto) elem(const X &x, std::size_t i) {
  if constexpr (shape<X>::count == 0)
    return (x);
  else
    return x[static_cast<int>(i)];
}

// The same, writable.
template <class X> decltype(auto) elem_ref(X &x, std::size_t i) {
  if constexpr (shape<X>::count == 0)
    return (x);
  else
    return x[static_cast<int>(i)];
}

// Calls f(i) for every element index of T (once, with 0, for a scalar).
template <class T, class F> void for_each_elem(F f) {
  constexpr std::size_t n = shape<T>::count == 0 ? 1 : shape<T>::count;
  for (std::size_t i = 0; i < n; ++i)
    f(i);
}

// Out{f(x[0], y[0], ...), f(x[1], y[1], ...), ...}, or f(x, y, ...) for
// scalars.
template <class Out, class F, class... X> Out map(F f, const X &...x) {
  if constexpr (shape<Out>::count == 0) {
    return static_cast<Out>(f(x...));
  } else {
    Out r;
    for (std::size_t i = 0; i < shape<Out>::count; ++i)
      r[static_cast<int>(i)] = static_cast<element_t<Out>>(f(elem(x, i)...));
    return r;
  }
}

// r[i] = f(x[i]..., s[i]), where f also writes s[i] (an element of a
// second result shaped like T, with elements S); *out = s. For frexp,
// modf and the like.
template <class T, class S, class Ptr, class F, class... X>
T map_with_output(Ptr out, F f, const X &...x) {
  T r{};
  rebind_t<T, S> second{};
  for_each_elem<T>([&](std::size_t i) {
    elem_ref(r, i) =
        static_cast<element_t<T>>(f(elem(x, i)..., elem_ref(second, i)));
  });
  *out = second;
  return r;
}

// Calls f with the element in float if it is a half (the C++ library has
// no half functions), giving the result back as the element type.
template <class E, class F, class... A> E via_float(F f, A... a) {
  if constexpr (std::is_same_v<E, half>)
    return E(f(static_cast<float>(a)...));
  else
    return static_cast<E>(f(a...));
}

} // namespace detail
} // namespace sycl
