// sycl::device (SYCL 2020, 4.6.4): there is one device, the host CPU, on
// one platform. Every device object refers to it, so all compare equal.
// get_info answers from <sycl/info/device_values.hpp>; has() lists the
// aspects the host CPU truly has.
#pragma once

#include <sycl/aspect.hpp>
#include <sycl/backend.hpp>
#include <sycl/exception.hpp>
#include <sycl/info/descriptors.hpp>
#include <sycl/info/device_values.hpp>

#include <cstddef>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

namespace sycl {

class platform;

class device;
namespace detail {
// A device selector: a callable scoring a device (SYCL 2020, 4.6.1).
template <class T>
inline constexpr bool is_device_selector_v =
    std::is_invocable_r_v<int, const T &, const device &> &&
    !std::is_same_v<std::decay_t<T>, device>;
template <class T>
using if_device_selector = std::enable_if_t<is_device_selector_v<T>, int>;
} // namespace detail

class device {
public:
  device() = default;
  // The selector scores the host CPU; a negative score rejects it and,
  // there being no other device, throws errc::runtime (SYCL 2020, 4.6.1.1).
  template <class DeviceSelector,
            detail::if_device_selector<DeviceSelector> = 0>
  explicit device(const DeviceSelector &selector) {
    if (std::invoke(selector, device()) < 0)
      throw exception(make_error_code(errc::runtime),
                      "no device satisfies the device selector (the only "
                      "device is the host CPU)");
  }

  backend get_backend() const noexcept { return backend::ext_syclfg_host; }
  bool is_cpu() const noexcept { return true; }
  bool is_gpu() const noexcept { return false; }
  bool is_accelerator() const noexcept { return false; }

  platform get_platform() const; // <sycl/platform.hpp>

  // Defined in <sycl/platform.hpp>, which info::device::platform needs.
  template <class Param> typename Param::return_type get_info() const;

  // The host CPU: a CPU running kernels as host code (so debuggable), with
  // fp16 (sycl::half), fp64 and 64-bit atomics, profiling, images
  // (<sycl/image.hpp>) and every USM kind (all USM is host memory). No
  // custom device. Not usm_atomic_host/shared_allocations: they promise
  // that host and device access an allocation concurrently (4.6.4.3), and
  // submit returns only when the kernel is done.
  bool has(aspect a) const noexcept { return host_has(a); }
  static constexpr bool host_has(aspect a) noexcept {
    switch (a) {
    case aspect::cpu:
    case aspect::host_debuggable:
    case aspect::fp16:
    case aspect::fp64:
    case aspect::atomic64:
    case aspect::image:
    case aspect::online_compiler:
    case aspect::online_linker:
    case aspect::queue_profiling:
    case aspect::usm_device_allocations:
    case aspect::usm_host_allocations:
    case aspect::usm_shared_allocations:
    case aspect::usm_system_allocations:
      return true;
    default:
      return false;
    }
  }
  static std::vector<aspect> aspects() {
    std::vector<aspect> out;
    for (int a = 0; a <= static_cast<int>(aspect::usm_system_allocations); ++a)
      if (device().has(static_cast<aspect>(a)))
        out.push_back(static_cast<aspect>(a));
    return out;
  }
  bool has_extension(const std::string &) const { return false; }

  // The host device cannot be partitioned.
  template <info::partition_property Prop, class... Args>
  std::vector<device> create_sub_devices(Args &&...) const {
    throw exception(make_error_code(errc::feature_not_supported),
                    "create_sub_devices: the host device cannot be "
                    "partitioned");
  }

  static std::vector<device>
  get_devices(info::device_type type = info::device_type::all) {
    if (type == info::device_type::all || type == info::device_type::cpu ||
        type == info::device_type::automatic)
      return {device()};
    return {};
  }

  friend bool operator==(const device &, const device &) { return true; }
  friend bool operator!=(const device &, const device &) { return false; }
};

// Whether any / every device has an aspect (4.6.4.3), known at compile
// time: there is one device, the host CPU.
template <aspect Aspect>
struct any_device_has : std::bool_constant<device::host_has(Aspect)> {};
template <aspect Aspect>
struct all_devices_have : std::bool_constant<device::host_has(Aspect)> {};
template <aspect Aspect>
inline constexpr bool any_device_has_v = any_device_has<Aspect>::value;
template <aspect Aspect>
inline constexpr bool all_devices_have_v = all_devices_have<Aspect>::value;

} // namespace sycl

template <> struct std::hash<sycl::device> {
  std::size_t operator()(const sycl::device &) const noexcept { return 0; }
};

#include <sycl/platform.hpp>
