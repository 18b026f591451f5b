// sycl::platform (SYCL 2020, 4.6.2): the one platform holding the host CPU
// device. Also defines device::get_platform, which needs both classes.
#pragma once

#include <sycl/device.hpp>

namespace sycl {

class platform {
public:
  platform() = default;
  template <class DeviceSelector,
            detail::if_device_selector<DeviceSelector> = 0>
  explicit platform(const DeviceSelector &selector) {
    (void)device(selector); // throws errc::runtime if it rejects the CPU
  }

  backend get_backend() const noexcept { return backend::ext_syclfg_host; }
  std::vector<device>
  get_devices(info::device_type type = info::device_type::all) const {
    return device::get_devices(type);
  }
  template <class Param> typename Param::return_type get_info() const {
    if constexpr (std::is_same_v<Param, info::platform::name>)
      return "sycl-footergen host platform";
    else if constexpr (std::is_same_v<Param, info::platform::vendor>)
      return "sycl-footergen";
    else if constexpr (std::is_same_v<Param, info::platform::version>)
      return "SYCL 2020 host " + detail::host_device().runtime_version;
    else if constexpr (std::is_same_v<Param, info::platform::profile>)
      return "FULL_PROFILE";
    else {
      static_assert(std::is_same_v<Param, info::platform::extensions>,
                    "not a platform information descriptor");
      return {};
    }
  }
  // True when every device of the platform has the aspect.
  bool has(aspect a) const { return device().has(a); }
  bool has_extension(const std::string &) const { return false; }

  static std::vector<platform> get_platforms() { return {platform()}; }

  friend bool operator==(const platform &, const platform &) { return true; }
  friend bool operator!=(const platform &, const platform &) { return false; }
};

inline platform device::get_platform() const { return platform(); }

template <class Param> typename Param::return_type device::get_info() const {
  if constexpr (std::is_same_v<Param, info::device::platform>)
    return get_platform();
  else if constexpr (std::is_same_v<Param, info::device::parent_device>)
    throw exception(make_error_code(errc::invalid),
                    "get_info<parent_device>: the device is not a sub-device");
  else if constexpr (std::is_same_v<Param, info::device::aspects>)
    return aspects();
  else
    return detail::device_value<Param>::get();
}

} // namespace sycl

template <> struct std::hash<sycl::platform> {
  std::size_t operator()(const sycl::platform &) const noexcept { return 0; }
};
