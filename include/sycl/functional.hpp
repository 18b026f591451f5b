// Function objects (SYCL 2020, 4.17.2) and their identities (4.9.2.2,
// known_identity): the combiners group algorithms and reductions take.
// With T = void the operands' types are deduced, as for std::plus<void>.
#pragma once

#include <limits>
#include <type_traits>
#include <utility>

namespace sycl {

#define SYCLFG_BINARY_FUNCTION(name, expr)                                     \
  template <typename T = void> struct name {                                   \
    T operator()(const T &x, const T &y) const { return expr; }                \
  };                                                                           \
  template <> struct name<void> {                                              \
    template <typename T, typename U>                                          \
    auto operator()(T &&x, U &&y) const -> decltype(expr) {                    \
      return expr;                                                             \
    }                                                                          \
  };

SYCLFG_BINARY_FUNCTION(plus, x + y)
SYCLFG_BINARY_FUNCTION(multiplies, x *y)
SYCLFG_BINARY_FUNCTION(bit_and, x &y)
SYCLFG_BINARY_FUNCTION(bit_or, x | y)
SYCLFG_BINARY_FUNCTION(bit_xor, x ^ y)
#undef SYCLFG_BINARY_FUNCTION

template <typename T = void> struct logical_and {
  bool operator()(const T &x, const T &y) const { return x && y; }
};
// The built-in operator's type (4.17.2): a vec or marray gives one.
template <> struct logical_and<void> {
  template <typename T, typename U>
  auto operator()(T &&x, U &&y) const
      -> decltype(std::forward<T>(x) && std::forward<U>(y)) {
    return std::forward<T>(x) && std::forward<U>(y);
  }
};
template <typename T = void> struct logical_or {
  bool operator()(const T &x, const T &y) const { return x || y; }
};
// The built-in operator's type (4.17.2): a vec or marray gives one.
template <> struct logical_or<void> {
  template <typename T, typename U>
  auto operator()(T &&x, U &&y) const
      -> decltype(std::forward<T>(x) || std::forward<U>(y)) {
    return std::forward<T>(x) || std::forward<U>(y);
  }
};
template <typename T = void> struct minimum {
  T operator()(const T &x, const T &y) const { return y < x ? y : x; }
};
template <> struct minimum<void> {
  template <typename T, typename U>
  std::common_type_t<T, U> operator()(T &&x, U &&y) const {
    return y < x ? y : x;
  }
};
template <typename T = void> struct maximum {
  T operator()(const T &x, const T &y) const { return x < y ? y : x; }
};
template <> struct maximum<void> {
  template <typename T, typename U>
  std::common_type_t<T, U> operator()(T &&x, U &&y) const {
    return x < y ? y : x;
  }
};

class half;

namespace detail {
// The types whose plus, multiplies, minimum and maximum identities are
// known (4.9.2.2): "std::is_arithmetic_v<AccumulatorT> || std::is_same_v<
// std::remove_cv_t<AccumulatorT>, sycl::half>".
template <class T>
inline constexpr bool arithmetic_or_half_v =
    std::is_arithmetic_v<T> || std::is_same_v<T, half>;

template <class Op, class T> struct identity_of {
  static constexpr bool known = false;
};
template <class T> struct identity_of<plus<void>, T> {
  static constexpr bool known = arithmetic_or_half_v<T>;
  static constexpr T value = T(0);
};
template <class T> struct identity_of<multiplies<void>, T> {
  static constexpr bool known = arithmetic_or_half_v<T>;
  static constexpr T value = T(1);
};
template <class T> struct identity_of<bit_and<void>, T> {
  static constexpr bool known = std::is_integral_v<T>;
  static constexpr T value = static_cast<T>(~T(0));
};
template <class T> struct identity_of<bit_or<void>, T> {
  static constexpr bool known = std::is_integral_v<T>;
  static constexpr T value = T(0);
};
template <class T> struct identity_of<bit_xor<void>, T> {
  static constexpr bool known = std::is_integral_v<T>;
  static constexpr T value = T(0);
};
template <class T> struct identity_of<logical_and<void>, T> {
  static constexpr bool known = std::is_same_v<T, bool>;
  static constexpr T value = true;
};
template <class T> struct identity_of<logical_or<void>, T> {
  static constexpr bool known = std::is_same_v<T, bool>;
  static constexpr T value = false;
};
// The identity of minimum is the largest value (+infinity for floats).
template <class T> struct identity_of<minimum<void>, T> {
  static constexpr bool known = arithmetic_or_half_v<T>;
  static constexpr T value = std::numeric_limits<T>::has_infinity
                                 ? std::numeric_limits<T>::infinity()
                                 : std::numeric_limits<T>::max();
};
template <class T> struct identity_of<maximum<void>, T> {
  static constexpr bool known = arithmetic_or_half_v<T>;
  static constexpr T value = std::numeric_limits<T>::has_infinity
                                 ? -std::numeric_limits<T>::infinity()
                                 : std::numeric_limits<T>::lowest();
};

// sycl::plus<int> and sycl::plus<> have the same identity.
template <class Op> struct void_op { using type = Op; };
template <template <class> class Op, class U> struct void_op<Op<U>> {
  using type = Op<void>;
};
} // namespace detail

template <typename BinaryOperation, typename AccumulatorT>
struct has_known_identity
    : std::bool_constant<
          detail::identity_of<typename detail::void_op<BinaryOperation>::type,
                              std::remove_cv_t<AccumulatorT>>::known> {};
template <typename BinaryOperation, typename AccumulatorT>
inline constexpr bool has_known_identity_v =
    has_known_identity<BinaryOperation, AccumulatorT>::value;

template <typename BinaryOperation, typename AccumulatorT>
struct known_identity {
  static_assert(has_known_identity_v<BinaryOperation, AccumulatorT>,
                "this operation has no known identity for this type");
  static constexpr AccumulatorT value =
      detail::identity_of<typename detail::void_op<BinaryOperation>::type,
                          std::remove_cv_t<AccumulatorT>>::value;
};
template <typename BinaryOperation, typename AccumulatorT>
inline constexpr AccumulatorT known_identity_v =
    known_identity<BinaryOperation, AccumulatorT>::value;

} // namespace sycl
