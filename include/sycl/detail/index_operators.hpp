// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// The arithmetic of sycl::range and sycl::id (SYCL 2020, 4.9.1.1 and
// 4.9.1.3): element-wise operators between two of them or one and a
// scalar, compound assignments, unary and increment operators. Comparisons
// are element-wise too (1 or 0 per element); == and != compare wholly.
// A CRTP base: T is range<Dims> or id<Dims>.
#pragma once

#include <sycl/detail/increment_ops.hpp>

#include <cstddef>
#include <type_traits>

namespace sycl {
namespace detail {

// Scalars are templates so that, for Dims == 1, `i + 1` prefers these
// operators over the built-in one reached through operator size_t.
template <class S>
using if_scalar = std::enable_if_t<std::is_arithmetic_v<S>, int>;

#define SYCLFG_INDEX_BINARY(op)                                                \
  friend T operator op(const T &a, const T &b) {                               \
    T r;                                                                       \
    for (int d = 0; d < Dims; ++d)                                             \
      r[d] = static_cast<std::size_t>(a[d] op b[d]);                           \
    return r;                                                                  \
  }                                                                            \
  template <class S, if_scalar<S> = 0>                                         \
  friend T operator op(const T &a, const S &b) {                               \
    T r;                                                                       \
    for (int d = 0; d < Dims; ++d)                                             \
      r[d] = static_cast<std::size_t>(a[d] op static_cast<std::size_t>(b));    \
    return r;                                                                  \
  }                                                                            \
  template <class S, if_scalar<S> = 0>                                         \
  friend T operator op(const S &a, const T &b) {                               \
    T r;                                                                       \
    for (int d = 0; d < Dims; ++d)                                             \
      r[d] = static_cast<std::size_t>(static_cast<std::size_t>(a) op b[d]);    \
    return r;                                                                  \
  }

#define SYCLFG_INDEX_COMPOUND(op)                                              \
  friend T &operator op##=(T &a, const T &b) {                                 \
    for (int d = 0; d < Dims; ++d)                                             \
      a[d] op## = b[d];                                                        \
    return a;                                                                  \
  }                                                                            \
  template <class S, if_scalar<S> = 0>                                         \
  friend T &operator op##=(T &a, const S &b) {                                 \
    for (int d = 0; d < Dims; ++d)                                             \
      a[d] op## = static_cast<std::size_t>(b);                                 \
    return a;                                                                  \
  }

template <class T, int Dims> class index_operators : increment_ops<T> {
  // id<1> == 3: the scalar against the only element.
  template <class S>
  using if_scalar1 =
      std::enable_if_t<std::is_arithmetic_v<S> && (Dims == 1), int>;
  template <class S, if_scalar1<S> = 0>
  friend bool operator==(const T &a, const S &b) {
    return a[0] == static_cast<std::size_t>(b);
  }
  template <class S, if_scalar1<S> = 0>
  friend bool operator==(const S &a, const T &b) {
    return b == a;
  }
  template <class S, if_scalar1<S> = 0>
  friend bool operator!=(const T &a, const S &b) {
    return !(a == b);
  }
  template <class S, if_scalar1<S> = 0>
  friend bool operator!=(const S &a, const T &b) {
    return !(b == a);
  }

  SYCLFG_INDEX_BINARY(+)
  SYCLFG_INDEX_BINARY(-)
  SYCLFG_INDEX_BINARY(*)
  SYCLFG_INDEX_BINARY(/)
  SYCLFG_INDEX_BINARY(%)
  SYCLFG_INDEX_BINARY(<<)
  SYCLFG_INDEX_BINARY(>>)
  SYCLFG_INDEX_BINARY(&)
  SYCLFG_INDEX_BINARY(|)
  SYCLFG_INDEX_BINARY(^)
  SYCLFG_INDEX_BINARY(&&)
  SYCLFG_INDEX_BINARY(||)
  SYCLFG_INDEX_BINARY(<)
  SYCLFG_INDEX_BINARY(>)
  SYCLFG_INDEX_BINARY(<=)
  SYCLFG_INDEX_BINARY(>=)
  SYCLFG_INDEX_COMPOUND(+)
  SYCLFG_INDEX_COMPOUND(-)
  SYCLFG_INDEX_COMPOUND(*)
  SYCLFG_INDEX_COMPOUND(/)
  SYCLFG_INDEX_COMPOUND(%)
  SYCLFG_INDEX_COMPOUND(<<)
  SYCLFG_INDEX_COMPOUND(>>)
  SYCLFG_INDEX_COMPOUND(&)
  SYCLFG_INDEX_COMPOUND(|)
  SYCLFG_INDEX_COMPOUND(^)

  friend T operator+(const T &a) { return a; }
  friend T operator-(const T &a) {
    T r;
    for (int d = 0; d < Dims; ++d)
      r[d] = static_cast<std::size_t>(0) - a[d];
    return r;
  }
};

#undef SYCLFG_INDEX_BINARY
#undef SYCLFG_INDEX_COMPOUND

} // namespace detail
} // namespace sycl
