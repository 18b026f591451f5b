// Relational functions (SYCL 2020, 4.17.9). Over a scalar they give bool;
// over a vec, a vec of signed integers as wide as the elements, -1 for
// true and 0 for false; over an marray, an marray<bool>. select and
// bitselect choose element by element (a vec's condition by its most
// significant bit).
#pragma once

#include <sycl/bit_cast.hpp>
#include <sycl/detail/builtin_map.hpp>
#include <sycl/half.hpp>
#include <sycl/marray.hpp>
#include <sycl/vec.hpp>

#include <sycl/detail/libm.hpp>
#include <type_traits>

namespace sycl {
namespace detail {

template <class T> struct relational {
  using type = bool;
  static constexpr bool of(bool b) { return b; }
};
template <class T, int N> struct relational<vec<T, N>> {
  using mask = typename vec_mask_elem<T>::type;
  using type = vec<mask, N>;
  static constexpr mask of(bool b) { return b ? mask(-1) : mask(0); }
};
template <class T, std::size_t N> struct relational<marray<T, N>> {
  using type = marray<bool, N>;
  static constexpr bool of(bool b) { return b; }
};
template <class T> using relational_t = typename relational<T>::type;

// Whether a condition element selects: a vec's by its top bit.
template <class C> constexpr bool selects(C c) {
  if constexpr (std::is_same_v<C, bool>)
    return c;
  else if constexpr (std::is_signed_v<C>)
    return c < 0;
  else
    return (c >> (sizeof(C) * 8 - 1)) != 0;
}

} // namespace detail

#define SYCLFG_RELATIONAL2(name, expr)                                         \
  template <class T, detail::if_genfloat<T> = 0>                               \
  detail::relational_t<T> name(const T &x, const T &y) {                       \
    return detail::map<detail::relational_t<T>>(                               \
        [](double u, double w) { return detail::relational<T>::of(expr); }, x, \
        y);                                                                    \
  }
#define SYCLFG_RELATIONAL1(name, expr)                                         \
  template <class T, detail::if_genfloat<T> = 0>                               \
  detail::relational_t<T> name(const T &x) {                                   \
    using E = detail::element_t<T>;                                            \
    return detail::map<detail::relational_t<T>>(                               \
        [](E e) {                                                              \
          const auto u = static_cast<                                          \
              std::conditional_t<std::is_same_v<E, half>, float, E>>(e);       \
          return detail::relational<T>::of(expr);                              \
        },                                                                     \
        x);                                                                    \
  }

SYCLFG_RELATIONAL2(isequal, u == w)
SYCLFG_RELATIONAL2(isnotequal, u != w)
SYCLFG_RELATIONAL2(isgreater, u > w)
SYCLFG_RELATIONAL2(isgreaterequal, u >= w)
SYCLFG_RELATIONAL2(isless, u < w)
SYCLFG_RELATIONAL2(islessequal, u <= w)
SYCLFG_RELATIONAL2(islessgreater, u<w || u> w)
SYCLFG_RELATIONAL2(isordered, u == u && w == w)
SYCLFG_RELATIONAL2(isunordered, u != u || w != w)
SYCLFG_RELATIONAL1(isfinite, detail::libm::isfinite(u))
SYCLFG_RELATIONAL1(isinf, detail::libm::isinf(u))
SYCLFG_RELATIONAL1(isnan, detail::libm::isnan(u))
SYCLFG_RELATIONAL1(isnormal, detail::libm::isnormal(u))
SYCLFG_RELATIONAL1(signbit, detail::libm::signbit(u))
#undef SYCLFG_RELATIONAL1
#undef SYCLFG_RELATIONAL2

// Whether any (all) elements have their most significant bit set; for
// marray<bool>, whether any (all) are true.
template <class T, detail::if_geninteger<T> = 0> bool any(const T &x) {
  bool found = false;
  detail::for_each_elem<T>([&](std::size_t i) {
    found = found || detail::selects(detail::elem(x, i));
  });
  return found;
}
template <class T, detail::if_geninteger<T> = 0> bool all(const T &x) {
  bool every = true;
  detail::for_each_elem<T>([&](std::size_t i) {
    every = every && detail::selects(detail::elem(x, i));
  });
  return every;
}
template <std::size_t N> bool any(const marray<bool, N> &x) {
  for (bool b : x)
    if (b)
      return true;
  return false;
}
template <std::size_t N> bool all(const marray<bool, N> &x) {
  for (bool b : x)
    if (!b)
      return false;
  return true;
}

// Each bit from b where c's bit is 1, else from a.
template <class T, detail::if_gennumber<T> = 0>
T bitselect(const T &a, const T &b, const T &c) {
  using E = detail::element_t<T>;
  using U = std::conditional_t<
      sizeof(E) == 1, std::uint8_t,
      std::conditional_t<
          sizeof(E) == 2, std::uint16_t,
          std::conditional_t<sizeof(E) == 4, std::uint32_t, std::uint64_t>>>;
  return detail::map<T>(
      [](E x, E y, E z) {
        const U ux = bit_cast<U>(x), uy = bit_cast<U>(y), uz = bit_cast<U>(z);
        return bit_cast<E>(static_cast<U>((ux & ~uz) | (uy & uz)));
      },
      a, b, c);
}

// b where c selects, else a.
template <class T, class C, detail::if_gennumber<T> = 0>
T select(const T &a, const T &b, const C &c) {
  using E = detail::element_t<T>;
  return detail::map<T>(
      [](E x, E y, detail::element_t<C> z) {
        return detail::shape<C>::count == 0 && !detail::shape<T>::count
                   ? (z ? y : x)
                   : (detail::selects(z) ? y : x);
      },
      a, b, c);
}

} // namespace sycl
