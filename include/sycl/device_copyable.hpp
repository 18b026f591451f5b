// sycl::is_device_copyable (SYCL 2020, 4.12.3) and the types 3.13.1 makes
// implicitly device copyable: trivially copyable types; std::array,
// std::optional, std::pair, std::tuple and std::variant of device copyable
// types; std::basic_string_view, sycl::span and (C++20) std::span. A user
// type that is none of these is device copyable when the program
// specializes the trait to derive from std::true_type; a cv-qualified type
// is what its unqualified type is, so such a specialization also covers
// `const UDT`. SYCL_DEVICE_COPYABLE is 1: such specializations are honoured
// (buffers of such types, kernels capturing them). On the host every
// device copy is a C++ copy, so the trait changes no copy here.
#pragma once

#include <sycl/span.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#if __cplusplus >= 202002L && __has_include(<span>)
#include <span>
#endif

#define SYCL_DEVICE_COPYABLE 1

namespace sycl {

template <typename T> struct is_device_copyable;

namespace detail {
// The trait of a type no specialization names: trivially copyable types;
// for cv-qualified types, the trait of the unqualified type.
template <class T, bool Qualified = !std::is_same_v<T, std::remove_cv_t<T>>>
struct device_copyable_default : std::is_trivially_copyable<T> {};
template <class T>
struct device_copyable_default<T, true>
    : is_device_copyable<std::remove_cv_t<T>> {};

template <class... Ts>
using all_device_copyable = std::conjunction<is_device_copyable<Ts>...>;
} // namespace detail

template <typename T>
struct is_device_copyable : detail::device_copyable_default<T> {};

template <typename T>
inline constexpr bool is_device_copyable_v = is_device_copyable<T>::value;

template <typename T>
struct is_device_copyable<std::array<T, 0>> : std::true_type {};
template <typename T, std::size_t N>
struct is_device_copyable<std::array<T, N>> : is_device_copyable<T> {};
template <typename T>
struct is_device_copyable<std::optional<T>> : is_device_copyable<T> {};
template <typename T1, typename T2>
struct is_device_copyable<std::pair<T1, T2>>
    : detail::all_device_copyable<T1, T2> {};
template <typename... Ts>
struct is_device_copyable<std::tuple<Ts...>>
    : detail::all_device_copyable<Ts...> {};
template <typename... Ts>
struct is_device_copyable<std::variant<Ts...>>
    : detail::all_device_copyable<Ts...> {};
template <typename CharT, typename Traits>
struct is_device_copyable<std::basic_string_view<CharT, Traits>>
    : std::true_type {};
template <typename ElementType, std::size_t Extent>
struct is_device_copyable<span<ElementType, Extent>> : std::true_type {};
#if defined(__cpp_lib_span)
template <typename ElementType, std::size_t Extent>
struct is_device_copyable<std::span<ElementType, Extent>> : std::true_type {};
#endif
// A kernel may capture an array of them (as it may a std::array).
template <typename T, std::size_t N>
struct is_device_copyable<T[N]> : is_device_copyable<T> {};

} // namespace sycl
