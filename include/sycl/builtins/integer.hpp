// Included by: <sycl/builtins.hpp>.
//
// Integer functions (SYCL 2020, 4.17.6) over geninteger: integer scalars,
// and vec, swizzles and marray of them, element by element, in the Gen
// forms of builtin_forms.hpp. min, max and clamp, shared with the common
// functions, are in common.hpp.
#pragma once

#include <sycl/detail/builtin_forms.hpp>
#include <sycl/detail/builtin_map.hpp>
#include <sycl/half.hpp>
#include <sycl/marray.hpp>
#include <sycl/vec.hpp>

#include <climits>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace sycl {
namespace detail {

// Wide enough for the sum or difference of any two elements, and for the
// product of two (unsigned products need the unsigned type).
template <class E> using wide_t = __int128;
template <class E>
using product_t =
    std::conditional_t<std::is_signed_v<E>, __int128, unsigned __int128>;

// v clamped into E's range.
template <class E, class W> constexpr E saturate(W v) {
  if (v < static_cast<W>(std::numeric_limits<E>::lowest()))
    return std::numeric_limits<E>::lowest();
  if (v > static_cast<W>(std::numeric_limits<E>::max()))
    return std::numeric_limits<E>::max();
  return static_cast<E>(v);
}

template <class E>
constexpr int bits_of = static_cast<int>(sizeof(E) * CHAR_BIT);

template <class E> constexpr E count_leading_zeros(E v) {
  using U = std::make_unsigned_t<E>;
  U u = static_cast<U>(v);
  E n = 0;
  for (int b = bits_of<E> - 1; b >= 0 && ((u >> b) & 1u) == 0; --b)
    ++n;
  return n;
}
template <class E> constexpr E count_trailing_zeros(E v) {
  using U = std::make_unsigned_t<E>;
  U u = static_cast<U>(v);
  E n = 0;
  for (int b = 0; b < bits_of<E> && ((u >> b) & 1u) == 0; ++b)
    ++n;
  return n;
}

} // namespace detail

#define SYCLFG_INT1(name, expr)                                                \
  namespace detail::int_impl {                                                 \
  template <class T> T name(const T &x) {                                      \
    using E = element_t<T>;                                                    \
    return map<T>([](E u) -> E { return expr; }, x);                           \
  }                                                                            \
  }                                                                            \
  SYCLFG_GEN1(name, if_gen_int, detail::int_impl::name)
#define SYCLFG_INT2(name, expr)                                                \
  namespace detail::int_impl {                                                 \
  template <class T> T name(const T &x, const T &y) {                          \
    using E = element_t<T>;                                                    \
    using W [[maybe_unused]] = wide_t<E>;                                      \
    return map<T>([](E u, E w) -> E { return expr; }, x, y);                   \
  }                                                                            \
  }                                                                            \
  SYCLFG_GEN2(name, if_gen_int, detail::int_impl::name)

SYCLFG_INT1(clz, detail::count_leading_zeros(u))
SYCLFG_INT1(ctz, detail::count_trailing_zeros(u))
SYCLFG_INT1(popcount, static_cast<E>(__builtin_popcountll(
                          static_cast<std::make_unsigned_t<E>>(u))))
SYCLFG_INT2(add_sat, detail::saturate<E>(W(u) + W(w)))
SYCLFG_INT2(sub_sat, detail::saturate<E>(W(u) - W(w)))
SYCLFG_INT2(hadd, static_cast<E>((W(u) + W(w)) >> 1))
SYCLFG_INT2(rhadd, static_cast<E>((W(u) + W(w) + 1) >> 1))
SYCLFG_INT2(mul_hi, static_cast<E>((detail::product_t<E>(u) *
                                    detail::product_t<E>(w)) >>
                                   detail::bits_of<E>))
// Rotates left by w modulo the element's width.
SYCLFG_INT2(rotate, static_cast<E>(
                        (static_cast<std::make_unsigned_t<E>>(u)
                         << (static_cast<unsigned>(w) % detail::bits_of<E>)) |
                        (static_cast<std::make_unsigned_t<E>>(u) >>
                         ((detail::bits_of<E> -
                           static_cast<int>(static_cast<unsigned>(w) %
                                            detail::bits_of<E>)) %
                          detail::bits_of<E>))))
// The low bits of the product of two 24-bit values.
SYCLFG_INT2(mul24, static_cast<E>(W(u) * W(w)))
#undef SYCLFG_INT1
#undef SYCLFG_INT2

namespace detail::int_impl {
// |x|, as x's type (the most negative value stays as it is).
template <class T> T abs(const T &x) {
  using E = element_t<T>;
  return map<T>(
      [](E u) -> E {
        if constexpr (std::is_signed_v<E>)
          return u < 0 ? static_cast<E>(0 -
                                        static_cast<std::make_unsigned_t<E>>(u))
                       : u;
        else
          return u;
      },
      x);
}
// |x - y| without overflow, as x's type (revision 8; before it, the
// unsigned type of x's width): a difference beyond a signed type's range
// wraps as in the unsigned type of its width.
template <class T> T abs_diff(const T &x, const T &y) {
  using E = element_t<T>;
  using U = std::make_unsigned_t<E>;
  return map<T>(
      [](E u, E w) -> E {
        return static_cast<E>(
            u > w ? static_cast<U>(static_cast<U>(u) - static_cast<U>(w))
                  : static_cast<U>(static_cast<U>(w) - static_cast<U>(u)));
      },
      x, y);
}

template <class T> T mad_hi(const T &a, const T &b, const T &c) {
  return int_impl::mul_hi<T>(a, b) + c;
}
template <class T> T mad_sat(const T &a, const T &b, const T &c) {
  using E = element_t<T>;
  using W = wide_t<E>;
  return map<T>(
      [](E x, E y, E z) -> E {
        if constexpr (sizeof(E) < 8) {
          return saturate<E>(W(x) * W(y) + W(z));
        } else {
          // 64 x 64 bits may not fit 128 signed bits with z added: saturate
          // the product first, then the sum.
          W product = 0;
          if (__builtin_mul_overflow(W(x), W(y), &product))
            return (x < 0) != (y < 0) && std::is_signed_v<E>
                       ? std::numeric_limits<E>::lowest()
                       : std::numeric_limits<E>::max();
          W sum = 0;
          if (__builtin_add_overflow(product, W(z), &sum))
            return z < 0 ? std::numeric_limits<E>::lowest()
                         : std::numeric_limits<E>::max();
          return saturate<E>(sum);
        }
      },
      a, b, c);
}
template <class T> T mad24(const T &a, const T &b, const T &c) {
  return int_impl::mul24<T>(a, b) + c;
}
} // namespace detail::int_impl
SYCLFG_GEN1(abs, if_gen_int, detail::int_impl::abs)
SYCLFG_GEN2(abs_diff, if_gen_int, detail::int_impl::abs_diff)
SYCLFG_GEN3(mad_hi, if_gen_int, detail::int_impl::mad_hi)
SYCLFG_GEN3(mad_sat, if_gen_int, detail::int_impl::mad_sat)
SYCLFG_GEN3(mad24, if_gen_int, detail::int_impl::mad24)

// (hi << bits) | lo, in the integer type twice as wide.
namespace detail::int_impl {
template <class T, class L> auto upsample(const T &hi, const L &lo) {
  using E = element_t<T>;
  using Wide = std::conditional_t<
      sizeof(E) == 1, std::int16_t,
      std::conditional_t<sizeof(E) == 2, std::int32_t, std::int64_t>>;
  using R =
      std::conditional_t<std::is_signed_v<E>, Wide, std::make_unsigned_t<Wide>>;
  using UL = std::make_unsigned_t<element_t<L>>;
  return map<rebind_t<T, R>>(
      [](E h, element_t<L> l) -> R {
        return static_cast<R>(
            (static_cast<std::make_unsigned_t<Wide>>(h) << bits_of<E>) |
            static_cast<UL>(l));
      },
      hi, lo);
}
} // namespace detail::int_impl
template <class A, class B,
          std::enable_if_t<detail::is_int_v<A> && detail::is_int_v<B> &&
                               sizeof(detail::elem_of_t<A>) < 8,
                           int> = 0>
auto upsample(const A &hi, const B &lo) {
  const detail::value_t<B> &low = lo;
  return detail::int_impl::upsample<detail::value_t<A>>(hi, low);
}

} // namespace sycl
