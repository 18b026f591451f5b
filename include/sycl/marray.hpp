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

// How many elements an argument of marray<DataT, N>'s element-list
// constructor gives (4.14.3.1: scalars and marrays): an marray<T, M> of
// elements convertible to DataT M, any other type convertible to DataT 1
// (DataT may be a class, such as a user's integer type), else 0.
template <class Arg, class DataT>
struct marray_arg_count
    : std::integral_constant<
          std::size_t, std::is_convertible_v<const Arg &, DataT> ? 1 : 0> {};
template <class T, std::size_t M, class DataT>
struct marray_arg_count<marray<T, M>, DataT>
    : std::integral_constant<std::size_t,
                             std::is_convertible_v<const T &, DataT> ? M : 0> {
};
template <class DataT, std::size_t N, class... Args>
inline constexpr bool marray_element_list_v =
    sizeof...(Args) > 1 &&
    ((marray_arg_count<Args, DataT>::value > 0) && ...) &&
    (marray_arg_count<Args, DataT>::value + ... + 0) == N;

// An marray<T, 1> converts to T.
template <class Derived, class T, std::size_t N>
class marray_scalar_conversion {};
template <class Derived, class T>
class marray_scalar_conversion<Derived, T, 1> {
public:
  operator T() const { return static_cast<const Derived &>(*this)[0]; }
};
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
class marray
    : public detail::marray_scalar_conversion<marray<DataT, N>, DataT, N>,
      public detail::increment_ops<marray<DataT, N>> {
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
  // Scalars and marrays whose elements add up to N, in order; constexpr
  // as specified (4.14.3.1), so constexpr marrays can be built from others.
  template <class... Args,
            class = std::enable_if_t<
                detail::marray_element_list_v<DataT, N, Args...>>>
  constexpr marray(const Args &...args) : m_data{} {
    std::size_t at = 0;
    (append(at, args), ...);
  }

  // Every element becomes `rhs` (4.14.3.1).
  constexpr marray &operator=(const DataT &rhs) {
    for (std::size_t i = 0; i < N; ++i)
      m_data[i] = rhs;
    return *this;
  }

  static constexpr std::size_t size() noexcept { return N; }
  constexpr DataT &operator[](std::size_t i) { return m_data[i]; }
  constexpr const DataT &operator[](std::size_t i) const { return m_data[i]; }
  constexpr iterator begin() { return m_data; }
  constexpr iterator end() { return m_data + N; }
  constexpr const_iterator begin() const { return m_data; }
  constexpr const_iterator end() const { return m_data + N; }

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
    append_one(at, arg);
  }
  template <class T, std::size_t M>
  constexpr void append_one(std::size_t &at, const marray<T, M> &arg) {
    for (std::size_t i = 0; i < M; ++i)
      m_data[at++] = static_cast<DataT>(arg[i]);
  }
  template <class Arg>
  constexpr void append_one(std::size_t &at, const Arg &arg) {
    m_data[at++] = static_cast<DataT>(arg);
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
