// The scalar element types of vec, marray and the built-in functions: the
// arithmetic types and sycl::half.
#pragma once

#include <type_traits>

namespace sycl {
class half;
namespace detail {

template <class T>
inline constexpr bool is_number_v =
    std::is_arithmetic_v<T> || std::is_same_v<std::remove_cv_t<T>, half>;

} // namespace detail
} // namespace sycl
