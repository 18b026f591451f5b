// sycl::marray (SYCL 2020, 4.14.3): an array of N elements with
// element-wise operators. Unlike vec, comparisons give marray<bool, N> and
// there are no swizzles; any N >= 1 is allowed.
#pragma once

#include <sycl/detail/increment_ops.hpp>
#include <sycl/detail/number.hpp>

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace sycl {

template <typename DataT, std::size_t N> class marray;

namespace detail {
template <class S>
using if_marray_scalar = std::enable_if_t<detail::is_number_v<S>, int>;
} // namespace detail

#define SYCLFG_MARRAY_BINARY(op, R)                                            \
  friend marray<R, N> operator op(const marray &a, const marray &b) {          \
    marray<R, N> r;                                                            \
    for (std::size_t i = 0; i < N; ++i)                                        \
      r[i] = static_cast<R>(a[i] op b[i]);                                     \
    return r;                                                                  \
  }                                                                            \
  template <class S, detail::if_marray_scalar<S> = 0>                          \
  friend marray<R, N> operator op(const marray &a, const S &b) {               \
    return a op marray(static_cast<DataT>(b));                                 \
  }                                                                            \
  template <class S, detail::if_marray_scalar<S> = 0>                          \
  friend marray<R, N> operator op(const S &a, const marray &b) {               \
    return marray(static_cast<DataT>(a)) op b;                                 \
  }
#define SYCLFG_MARRAY_COMPOUND(op)                                             \
  friend marray &operator op##=(marray &a, const marray &b) {                  \
    for (std::size_t i = 0; i < N; ++i)                                        \
      a[i] op## = b[i];                                                        \
    return a;                                                                  \
  }                                                                            \
  template <class S, detail::if_marray_scalar<S> = 0>                          \
  friend marray &operator op##=(marray &a, const S &b) {                       \
    return a op## = marray(static_cast<DataT>(b));                             \
  }

template <typename DataT, std::size_t N>
class marray : public detail::increment_ops<marray<DataT, N>> {
  static_assert(N >= 1, "marray has at least one element");

public:
  using value_type = DataT;
  using reference = DataT &;
  using const_reference = const DataT &;
  using iterator = DataT *;
  using const_iterator = const DataT *;

  constexpr marray() : m_data{} {}
  explicit constexpr marray(const DataT &arg) : m_data{} {
    for (std::size_t i = 0; i < N; ++i)
      m_data[i] = arg;
  }
  // Scalars and marrays whose elements add up to N, in order.
  template <class... Args,
            class = std::enable_if_t<
                (sizeof...(Args) > 1) &&
                ((detail::element_list_count<Args>::value > 0) && ...) &&
                (detail::element_list_count<Args>::value + ...) == N>>
  constexpr marray(const Args &...args) : m_data{} {
    std::size_t at = 0;
    (append(at, args), ...);
  }

  static constexpr std::size_t size() noexcept { return N; }
  DataT &operator[](std::size_t i) { return m_data[i]; }
  const DataT &operator[](std::size_t i) const { return m_data[i]; }
  iterator begin() { return m_data; }
  iterator end() { return m_data + N; }
  const_iterator begin() const { return m_data; }
  const_iterator end() const { return m_data + N; }

  SYCLFG_MARRAY_BINARY(+, DataT)
  SYCLFG_MARRAY_BINARY(-, DataT)
  SYCLFG_MARRAY_BINARY(*, DataT)
  SYCLFG_MARRAY_BINARY(/, DataT)
  SYCLFG_MARRAY_BINARY(%, DataT)
  SYCLFG_MARRAY_BINARY(&, DataT)
  SYCLFG_MARRAY_BINARY(|, DataT)
  SYCLFG_MARRAY_BINARY(^, DataT)
  SYCLFG_MARRAY_BINARY(<<, DataT)
  SYCLFG_MARRAY_BINARY(>>, DataT)
  SYCLFG_MARRAY_BINARY(&&, bool)
  SYCLFG_MARRAY_BINARY(||, bool)
  SYCLFG_MARRAY_BINARY(==, bool)
  SYCLFG_MARRAY_BINARY(!=, bool)
  SYCLFG_MARRAY_BINARY(<, bool)
  SYCLFG_MARRAY_BINARY(>, bool)
  SYCLFG_MARRAY_BINARY(<=, bool)
  SYCLFG_MARRAY_BINARY(>=, bool)
  SYCLFG_MARRAY_COMPOUND(+)
  SYCLFG_MARRAY_COMPOUND(-)
  SYCLFG_MARRAY_COMPOUND(*)
  SYCLFG_MARRAY_COMPOUND(/)
  SYCLFG_MARRAY_COMPOUND(%)
  SYCLFG_MARRAY_COMPOUND(&)
  SYCLFG_MARRAY_COMPOUND(|)
  SYCLFG_MARRAY_COMPOUND(^)
  SYCLFG_MARRAY_COMPOUND(<<)
  SYCLFG_MARRAY_COMPOUND(>>)

  friend marray operator+(const marray &v) { return v; }
  friend marray operator-(const marray &v) {
    marray r;
    for (std::size_t i = 0; i < N; ++i)
      r[i] = static_cast<DataT>(-v[i]);
    return r;
  }
  friend marray operator~(const marray &v) {
    marray r;
    for (std::size_t i = 0; i < N; ++i)
      r[i] = static_cast<DataT>(~v[i]);
    return r;
  }
  friend marray<bool, N> operator!(const marray &v) {
    marray<bool, N> r;
    for (std::size_t i = 0; i < N; ++i)
      r[i] = !v[i];
    return r;
  }

private:
  template <class Arg> constexpr void append(std::size_t &at, const Arg &arg) {
    if constexpr (detail::is_number_v<Arg>) {
      m_data[at++] = static_cast<DataT>(arg);
    } else {
      for (std::size_t i = 0; i < Arg::size(); ++i)
        m_data[at++] = static_cast<DataT>(arg[i]);
    }
  }

  DataT m_data[N];
};

#undef SYCLFG_MARRAY_BINARY
#undef SYCLFG_MARRAY_COMPOUND

template <class T, class... U> marray(T, U...) -> marray<T, 1 + sizeof...(U)>;

#define SYCLFG_MARRAY_ALIASES(prefix, type)                                    \
  using prefix##2 = marray<type, 2>;                                           \
  using prefix##3 = marray<type, 3>;                                           \
  using prefix##4 = marray<type, 4>;                                           \
  using prefix##8 = marray<type, 8>;                                           \
  using prefix##16 = marray<type, 16>;
SYCLFG_MARRAY_ALIASES(mbool, bool)
SYCLFG_MARRAY_ALIASES(mchar, std::int8_t)
SYCLFG_MARRAY_ALIASES(muchar, std::uint8_t)
SYCLFG_MARRAY_ALIASES(mshort, std::int16_t)
SYCLFG_MARRAY_ALIASES(mushort, std::uint16_t)
SYCLFG_MARRAY_ALIASES(mint, std::int32_t)
SYCLFG_MARRAY_ALIASES(muint, std::uint32_t)
SYCLFG_MARRAY_ALIASES(mlong, std::int64_t)
SYCLFG_MARRAY_ALIASES(mulong, std::uint64_t)
SYCLFG_MARRAY_ALIASES(mfloat, float)
SYCLFG_MARRAY_ALIASES(mdouble, double)
#undef SYCLFG_MARRAY_ALIASES

} // namespace sycl
