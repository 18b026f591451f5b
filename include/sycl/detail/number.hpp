// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// The scalar element types of vec, marray and the built-in functions: the
// arithmetic types and sycl::half (and std::byte for vec); and how many
// elements an argument of their element-list constructors gives.
#pragma once

#include <cstddef>
#include <type_traits>

namespace sycl {
class half;
namespace detail {

template <class T>
inline constexpr bool is_number_v =
    std::is_arithmetic_v<T> || std::is_same_v<std::remove_cv_t<T>, half>;

// vec's scalars: the numbers and std::byte (4.14.2: vec<std::byte, N>).
template <class T>
inline constexpr bool is_vec_scalar_v =
    is_number_v<T> || std::is_same_v<std::remove_cv_t<T>, std::byte>;

// 1 for a scalar, size() for a vec, marray or swizzle, 0 for any other
// type: never a hard error, as overload resolution tries the element-list
// constructors with unrelated types (deducing buffer<marray<...>> from an
// array of them; `multi_ptr + n` looking at vec's operators).
template <class T, class = void>
struct element_list_count
    : std::integral_constant<std::size_t, is_vec_scalar_v<T> ? 1 : 0> {};
template <class T>
struct element_list_count<
    T, std::enable_if_t<!is_vec_scalar_v<T> && (T::size() > 0)>>
    : std::integral_constant<std::size_t, T::size()> {};

} // namespace detail
} // namespace sycl
