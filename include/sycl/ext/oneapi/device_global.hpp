// sycl::ext::oneapi::experimental::device_global
// (sycl_ext_oneapi_device_global). The host CPU is the only device, so the
// object itself is the device's storage: kernels (run on the host) read and
// write it directly, and queue/handler memcpy and copy move bytes in and
// out of it. The integration footer registers each variable's address under
// its unique ID (kind "device_global").
#pragma once

#include <sycl/exception.hpp>
#include <sycl/ext/oneapi/properties.hpp>

#include <cstddef>
#include <cstring>
#include <string>
#include <type_traits>
#include <utility>

namespace sycl {
namespace ext {
namespace oneapi {
namespace experimental {

// --- properties of device_global -------------------------------------------
struct device_image_scope_key {
  using value_t = property_value<device_image_scope_key>;
};
enum class host_access_enum : unsigned char { read, write, read_write, none };
struct host_access_key {
  template <host_access_enum Access>
  using value_t =
      property_value<host_access_key,
                     std::integral_constant<host_access_enum, Access>>;
};
enum class init_mode_enum : unsigned char { reprogram, reset };
struct init_mode_key {
  template <init_mode_enum Trigger>
  using value_t =
      property_value<init_mode_key,
                     std::integral_constant<init_mode_enum, Trigger>>;
};
struct implement_in_csr_key {
  template <bool Enable>
  using value_t =
      property_value<implement_in_csr_key, std::bool_constant<Enable>>;
};

inline constexpr device_image_scope_key::value_t device_image_scope{};
template <host_access_enum Access>
inline constexpr host_access_key::value_t<Access> host_access{};
inline constexpr host_access_key::value_t<host_access_enum::read>
    host_access_read{};
inline constexpr host_access_key::value_t<host_access_enum::write>
    host_access_write{};
inline constexpr host_access_key::value_t<host_access_enum::read_write>
    host_access_read_write{};
inline constexpr host_access_key::value_t<host_access_enum::none>
    host_access_none{};
template <init_mode_enum Trigger>
inline constexpr init_mode_key::value_t<Trigger> init_mode{};
inline constexpr init_mode_key::value_t<init_mode_enum::reprogram>
    init_mode_reprogram{};
inline constexpr init_mode_key::value_t<init_mode_enum::reset>
    init_mode_reset{};
template <bool Enable>
inline constexpr implement_in_csr_key::value_t<Enable> implement_in_csr{};
inline constexpr implement_in_csr_key::value_t<true> implement_in_csr_on{};
inline constexpr implement_in_csr_key::value_t<false> implement_in_csr_off{};

template <> struct is_property_key<device_image_scope_key> : std::true_type {};
template <> struct is_property_key<host_access_key> : std::true_type {};
template <> struct is_property_key<init_mode_key> : std::true_type {};
template <> struct is_property_key<implement_in_csr_key> : std::true_type {};

template <class T, class PropertyListT> class device_global;
template <class T, class P>
struct is_property_key_of<device_image_scope_key, device_global<T, P>>
    : std::true_type {};
template <class T, class P>
struct is_property_key_of<host_access_key, device_global<T, P>>
    : std::true_type {};
template <class T, class P>
struct is_property_key_of<init_mode_key, device_global<T, P>> : std::true_type {
};
template <class T, class P>
struct is_property_key_of<implement_in_csr_key, device_global<T, P>>
    : std::true_type {};

namespace detail {
template <class T> struct is_device_global : std::false_type {};
template <class T, class P>
struct is_device_global<device_global<T, P>> : std::true_type {};

// Deletes the copy constructor of device_globals with device_image_scope.
template <bool Copyable> struct copy_gate {};
template <> struct copy_gate<false> {
  copy_gate() = default;
  copy_gate(const copy_gate &) = delete;
};

template <class Props> constexpr host_access_enum host_access_of() {
  if constexpr (Props::template has_property<host_access_key>())
    return Props::template get_property<host_access_key>().value;
  else
    return host_access_enum::read_write;
}
// Whether the host may copy into / out of a device_global with `Props`.
template <class Props>
inline constexpr bool
    host_writes_v = host_access_of<Props>() == host_access_enum::write
                    || host_access_of<Props>() == host_access_enum::read_write;
template <class Props>
inline constexpr bool
    host_reads_v = host_access_of<Props>() == host_access_enum::read
                   || host_access_of<Props>() == host_access_enum::read_write;

template <class T, class = void> struct subscript_result {};
template <class T>
struct subscript_result<
    T, std::void_t<decltype(std::declval<T &>()[std::ptrdiff_t{}])>> {
  using type =
      std::remove_reference_t<decltype(std::declval<T &>()[std::ptrdiff_t{}])>;
};
template <class T, class = void> struct has_arrow : std::false_type {};
template <class T>
struct has_arrow<T, std::void_t<decltype(std::declval<T &>().operator->())>>
    : std::true_type {};
template <class T> struct has_arrow<T *, void> : std::true_type {};
} // namespace detail

template <class T, class PropertyListT = empty_properties_t>
class
#if defined(__SYCLFG_TOOL__)
    [[__sycl_detail__::uniquely_identifiable_object("device_global")]]
#endif
    device_global
    : detail::copy_gate<
          !PropertyListT::template has_property<device_image_scope_key>()> {
  static_assert(is_property_list_v<PropertyListT>,
                "device_global: the second argument must be a properties<...>");
  static_assert(std::is_trivially_destructible_v<T>,
                "device_global: T must be trivially destructible");
  static constexpr bool image_scope =
      PropertyListT::template has_property<device_image_scope_key>();

public:
  using element_type = std::remove_extent_t<T>;

  // Zero-initialized storage.
  constexpr device_global() : m_value{} {}

  // T initialized from `args` by list initialization (the extension's
  // consteval constructor; constexpr here, so C++17 programs can use it).
  template <
      class... Args,
      std::enable_if_t<
          (sizeof...(Args) > 1) ||
              (sizeof...(Args) == 1 &&
               !(detail::is_device_global<std::decay_t<Args>>::value || ...)),
          int> = 0>
  constexpr explicit device_global(Args && ...args)
      : m_value{std::forward<Args>(args)...} {}

  // The initial value of `other` (deleted with device_image_scope).
  constexpr device_global(const device_global &other) = default;
  template <class OtherT, class OtherProps, bool S = image_scope,
            std::enable_if_t<!S && std::is_convertible_v<OtherT, T>, int> = 0>
  constexpr device_global(const device_global<OtherT, OtherProps> &other)
      : m_value(other.get()) {}

  device_global(const device_global &&) = delete;
  device_global &operator=(const device_global &) = delete;
  device_global &operator=(const device_global &&) = delete;

  operator T &() noexcept { return m_value; }
  operator const T &() const noexcept { return m_value; }
  T &get() noexcept { return m_value; }
  const T &get() const noexcept { return m_value; }

  template <class U = T, std::enable_if_t<!std::is_array_v<U>, int> = 0>
  device_global &operator=(const U &value) noexcept {
    m_value = value;
    return *this;
  }

  template <class U = T>
  typename detail::subscript_result<U>::type &operator[](
      std::ptrdiff_t idx) noexcept {
    return m_value[idx];
  }
  template <class U = T>
  const typename detail::subscript_result<U>::type &operator[](
      std::ptrdiff_t idx) const noexcept {
    return m_value[idx];
  }

  template <class U = T, std::enable_if_t<detail::has_arrow<U>::value, int> = 0>
  U &operator->() noexcept {
    return m_value;
  }
  template <class U = T, std::enable_if_t<detail::has_arrow<U>::value, int> = 0>
  const U &operator->() const noexcept {
    return m_value;
  }

  template <class Key> static constexpr bool has_property() {
    return PropertyListT::template has_property<Key>();
  }
  template <class Key> static constexpr auto get_property() {
    return PropertyListT::template get_property<Key>();
  }

private:
  T m_value;
};

} // namespace experimental
} // namespace oneapi
} // namespace ext

namespace detail {
template <class T, class P>
using device_global_t = ext::oneapi::experimental::device_global<T, P>;
template <class T> using dg_element_t = std::remove_all_extents_t<T>;
template <class T>
inline constexpr std::size_t dg_element_count = sizeof(T) /
                                                sizeof(dg_element_t<T>);
// Which copies the host_access property allows (an error at compile time
// otherwise: the extension makes those functions unavailable).
template <class P>
using if_host_writes =
    std::enable_if_t<ext::oneapi::experimental::detail::host_writes_v<P>, int>;
template <class P>
using if_host_reads =
    std::enable_if_t<ext::oneapi::experimental::detail::host_reads_v<P>, int>;

// The bytes [offset, offset + bytes) of a device_global's storage; throws
// errc::invalid when they go beyond its end (checked when the copy is
// requested, before anything runs).
template <class T, class P>
unsigned char *device_global_bytes(const device_global_t<T, P> &object,
                                   std::size_t bytes, std::size_t offset,
                                   const char *what) {
  if (offset > sizeof(T) || bytes > sizeof(T) - offset)
    throw exception(make_error_code(errc::invalid),
                    std::string(what) + ": " + std::to_string(bytes) +
                        " bytes at offset " + std::to_string(offset) +
                        " go beyond the end of a device_global of " +
                        std::to_string(sizeof(T)) + " bytes");
  // The object is the storage; copies to it come from non-const overloads.
  return const_cast<unsigned char *>(
             reinterpret_cast<const unsigned char *>(&object.get())) +
         offset;
}
} // namespace detail

} // namespace sycl
