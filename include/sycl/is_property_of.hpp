// Included by: <sycl/sycl.hpp> and programs; includes the public headers of
// the classes it names.
//
// is_property_of (SYCL 2020, 4.5.4.1): which SYCL objects each property of
// the specification may be given to. The reduction property has no object
// type here (a reduction's type is unspecified).
#pragma once

#include <sycl/accessor.hpp>
#include <sycl/buffer.hpp>
#include <sycl/context.hpp>
#include <sycl/image.hpp>
#include <sycl/image_accessor.hpp>
#include <sycl/property_list.hpp>
#include <sycl/queue.hpp>

#include <type_traits>

namespace sycl {

template <typename Property, typename SyclObject>
struct is_property_of : std::false_type {};
template <typename Property, typename SyclObject>
inline constexpr bool is_property_of_v =
    is_property_of<Property, SyclObject>::value;

namespace detail {
template <class Property, class... Allowed>
inline constexpr bool one_of_v = (std::is_same_v<Property, Allowed> || ...);
} // namespace detail

template <class Property>
struct is_property_of<Property, queue>
    : std::bool_constant<
          detail::one_of_v<Property, property::queue::enable_profiling,
                           property::queue::in_order>> {};

template <class Property, class T, int Dims, class A>
struct is_property_of<Property, buffer<T, Dims, A>>
    : std::bool_constant<detail::one_of_v<
          Property, property::buffer::use_host_ptr, property::buffer::use_mutex,
          property::buffer::context_bound>> {};

namespace detail {
template <class Property>
inline constexpr bool image_property_v =
    one_of_v<Property, property::image::use_host_ptr,
             property::image::use_mutex, property::image::context_bound>;
} // namespace detail
template <class Property, int Dims, class A>
struct is_property_of<Property, unsampled_image<Dims, A>>
    : std::bool_constant<detail::image_property_v<Property>> {};
template <class Property, int Dims, class A>
struct is_property_of<Property, sampled_image<Dims, A>>
    : std::bool_constant<detail::image_property_v<Property>> {};

template <class T, int Dims, access_mode Mode, target Target,
          access::placeholder P>
struct is_property_of<property::no_init, accessor<T, Dims, Mode, Target, P>>
    : std::true_type {};
template <class T, int Dims, access_mode Mode>
struct is_property_of<property::no_init, host_accessor<T, Dims, Mode>>
    : std::true_type {};
template <class T, int Dims, access_mode Mode, image_target Target>
struct is_property_of<property::no_init,
                      unsampled_image_accessor<T, Dims, Mode, Target>>
    : std::true_type {};
template <class T, int Dims, access_mode Mode>
struct is_property_of<property::no_init,
                      host_unsampled_image_accessor<T, Dims, Mode>>
    : std::true_type {};

} // namespace sycl
