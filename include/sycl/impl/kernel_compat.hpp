// Included by: <sycl/kernel_bundle.hpp> (and through it <sycl/handler.hpp>).
// A public-level implementation header (sycl/impl/, see docs/design.md): it
// asks the device, so it includes public headers and no detail helper may
// include it.
//
// Whether a kernel can run on a device, from what its attributes require
// (the footer registered them: <sycl/detail/runtime/kernel_facts.hpp>).
// SYCL 2020 4.11.3 (is_compatible), 5.7 and 5.8.2 (device_has: an aspect the
// device lacks), 5.8.1 (reqd_work_group_size beyond the device's limits,
// reqd_sub_group_size not among its info::device::sub_group_sizes). Used by
// the bundle functions, which leave such kernels out or throw, and at
// submit, which throws errc::kernel_not_supported.
#pragma once

#include <sycl/detail/runtime/kernel_facts.hpp>
#include <sycl/device.hpp>
#include <sycl/range.hpp>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace sycl {
namespace detail {

// Why `r` keeps a kernel off `dev`; "" when it may run there.
inline std::string incompatibility(const kernel_requirements &r,
                                   const device &dev) {
  for (int a : r.aspects)
    if (!dev.has(static_cast<aspect>(a)))
      return "it requires an aspect the device lacks (device_has: sycl::aspect "
             "number " +
             std::to_string(a) + ")";
  const auto limits = dev.get_info<info::device::max_work_item_sizes<3>>();
  std::size_t total = 1;
  const std::size_t most = dev.get_info<info::device::max_work_group_size>();
  for (int d = 0; d < r.work_group_dims; ++d) {
    const std::size_t size = r.work_group_size[d];
    if (size > limits[d] || size > most / total)
      return "its reqd_work_group_size exceeds the device's maximum "
             "work-group size (" +
             std::to_string(most) + ")";
    total *= size;
  }
  if (r.sub_group_size != 0) {
    const auto sizes = dev.get_info<info::device::sub_group_sizes>();
    if (std::find(sizes.begin(), sizes.end(), r.sub_group_size) == sizes.end())
      return "its reqd_sub_group_size (" + std::to_string(r.sub_group_size) +
             ") is not among the device's sub-group sizes";
  }
  return {};
}

// Whether the kernel `name` may run on one of `devs`.
inline bool compatible_with_any(const char *name,
                                const std::vector<device> &devs) {
  const kernel_requirements r = kernel_requirements_of(name, 0);
  return std::any_of(devs.begin(), devs.end(), [&](const device &d) {
    return incompatibility(r, d).empty();
  });
}

// info::kernel_device_specific::compile_work_group_size: the sizes of
// reqd_work_group_size in their order, 1 for the dimensions it does not
// write; (0, 0, 0) without one.
inline range<3> compile_work_group_size(const kernel_requirements &r) {
  if (r.work_group_dims == 0)
    return range<3>(0, 0, 0);
  std::size_t s[3] = {1, 1, 1};
  for (int d = 0; d < r.work_group_dims; ++d)
    s[d] = r.work_group_size[d];
  return range<3>(s[0], s[1], s[2]);
}

} // namespace detail
} // namespace sycl
