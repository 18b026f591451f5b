// Host side of sycl::ext::oneapi::experimental::device_global
// (sycl_ext_oneapi_device_global). On the host it simply holds the value;
// the integration footer registers each variable's address under its
// unique ID (kind "device_global") so a runtime can map it to device memory.
#pragma once

#include <type_traits>
#include <utility>

namespace sycl {
namespace ext {
namespace oneapi {
namespace experimental {

// Compile-time property list (the properties themselves are not modelled).
template <class... Properties> struct properties {};

template <class T, class PropertyList = properties<>>
class
#if defined(__SYCLFG_TOOL__)
    [[__sycl_detail__::uniquely_identifiable_object("device_global")]]
#endif
    device_global {
public:
  using element_type = std::remove_extent_t<T>;

  constexpr device_global() = default;
  device_global(const device_global &) = delete;
  device_global &operator=(const device_global &) = delete;

  T &get() noexcept { return m_value; }
  const T &get() const noexcept { return m_value; }
  operator T &() noexcept { return m_value; }
  operator const T &() const noexcept { return m_value; }

  template <class U = T>
  std::enable_if_t<std::is_array_v<U>, element_type &> operator[](
      std::ptrdiff_t i) noexcept {
    return m_value[i];
  }

  template <class U = T, class = std::enable_if_t<!std::is_array_v<U>>>
  device_global &operator=(const U &value) {
    m_value = value;
    return *this;
  }

private:
  T m_value{};
};

} // namespace experimental
} // namespace oneapi
} // namespace ext
} // namespace sycl
