// Included by: <sycl/builtins.hpp>.
//
// Relational functions (SYCL 2020, 4.17.9), in the forms of
// builtin_forms.hpp. Over a scalar they give bool;
// over a vec, a vec of signed integers as wide as the elements, -1 for
// true and 0 for false; over an marray, an marray<bool>. select and
// bitselect choose element by element (a vec's condition by its most
// significant bit).
#pragma once

#include <sycl/bit_cast.hpp>
#include <sycl/detail/builtin_forms.hpp>
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

// Each comparison is detail::rel_impl::name<T>; its forms are the scalar
// ones (returning bool) and the NonScalar one.
#define SYCLFG_RELATIONAL2(name, expr)                                         \
  namespace detail::rel_impl {                                                 \
  template <class T> relational_t<T> name(const T &x, const T &y) {            \
    return map<relational_t<T>>(                                               \
        [](double u, double w) { return relational<T>::of(expr); }, x, y);     \
  }                                                                            \
  }                                                                            \
  SYCLFG_FLOAT_FORMS2(name, detail::rel_impl::name)
#define SYCLFG_RELATIONAL1(name, expr)                                         \
  namespace detail::rel_impl {                                                 \
  template <class T> relational_t<T> name(const T &x) {                        \
    using E = element_t<T>;                                                    \
    return map<relational_t<T>>(                                               \
        [](E e) {                                                              \
          const auto u = static_cast<                                          \
              std::conditional_t<std::is_same_v<E, half>, float, E>>(e);       \
          return relational<T>::of(expr);                                      \
        },                                                                     \
        x);                                                                    \
  }                                                                            \
  }                                                                            \
  SYCLFG_FLOAT_FORMS1(name, detail::rel_impl::name)

SYCLFG_RELATIONAL2(isequal, u == w)
SYCLFG_RELATIONAL2(isnotequal, u != w)
SYCLFG_RELATIONAL2(isgreater, u > w)
SYCLFG_RELATIONAL2(isgreaterequal, u >= w)
SYCLFG_RELATIONAL2(isless, u < w)
SYCLFG_RELATIONAL2(islessequal, u <= w)
SYCLFG_RELATIONAL2(islessgreater, u<w || u> w)
SYCLFG_RELATIONAL2(isordered, u == u && w == w)
SYCLFG_RELATIONAL2(isunordered, u != u || w != w)
SYCLFG_RELATIONAL1(isfinite, libm::isfinite(u))
SYCLFG_RELATIONAL1(isinf, libm::isinf(u))
SYCLFG_RELATIONAL1(isnan, libm::isnan(u))
SYCLFG_RELATIONAL1(isnormal, libm::isnormal(u))
SYCLFG_RELATIONAL1(signbit, libm::signbit(u))
#undef SYCLFG_RELATIONAL1
#undef SYCLFG_RELATIONAL2

namespace detail {
// any and all give int for a vec or swizzle (1 or 0), bool for a scalar or
// an marray.
template <class T> struct any_all { using type = bool; };
template <class T, int N> struct any_all<vec<T, N>> { using type = int; };
template <class T> using any_all_t = typename any_all<value_t<T>>::type;
} // namespace detail

// Whether any (all) elements have their most significant bit set; for
// marray<bool>, whether any (all) are true.
template <class A, detail::if_gen_int<A> = 0>
detail::any_all_t<A> any(const A &x) {
  const detail::value_t<A> &v = x;
  bool found = false;
  detail::for_each_elem<detail::value_t<A>>([&](std::size_t i) {
    found = found || detail::selects(detail::elem(v, i));
  });
  return found;
}
template <class A, detail::if_gen_int<A> = 0>
detail::any_all_t<A> all(const A &x) {
  const detail::value_t<A> &v = x;
  bool every = true;
  detail::for_each_elem<detail::value_t<A>>([&](std::size_t i) {
    every = every && detail::selects(detail::elem(v, i));
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

namespace detail::rel_impl {
// Each bit from b where c's bit is 1, else from a.
template <class T> T bitselect(const T &a, const T &b, const T &c) {
  using E = element_t<T>;
  using U = std::conditional_t<
      sizeof(E) == 1, std::uint8_t,
      std::conditional_t<
          sizeof(E) == 2, std::uint16_t,
          std::conditional_t<sizeof(E) == 4, std::uint32_t, std::uint64_t>>>;
  return map<T>(
      [](E x, E y, E z) {
        const U ux = bit_cast<U>(x), uy = bit_cast<U>(y), uz = bit_cast<U>(z);
        return bit_cast<E>(static_cast<U>((ux & ~uz) | (uy & uz)));
      },
      a, b, c);
}

// b where c selects, else a.
template <class T, class C> T select(const T &a, const T &b, const C &c) {
  using E = element_t<T>;
  return map<T>(
      [](E x, E y, element_t<C> z) {
        return shape<C>::count == 0 && !shape<T>::count ? (z ? y : x)
                                                        : (selects(z) ? y : x);
      },
      a, b, c);
}
} // namespace detail::rel_impl
SYCLFG_GEN3(bitselect, if_gen_number, detail::rel_impl::bitselect)
template <class A, class B, class C, detail::if_gen_number<A, B> = 0,
          std::enable_if_t<detail::is_int_v<C> ||
                               std::is_same_v<detail::elem_of_t<C>, bool>,
                           int> = 0>
detail::value_t<A> select(const A &a, const B &b, const C &c) {
  const detail::value_t<C> &cv = c;
  return detail::rel_impl::select<detail::value_t<A>>(a, b, cv);
}

} // namespace sycl
