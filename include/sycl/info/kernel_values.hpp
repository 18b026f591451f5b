// The answers of kernel::get_info<info::kernel_device_specific::...>(dev)
// for the host CPU device (SYCL 2020, 4.11.13.2, table 135): any work-group
// size up to the device's maximum runs every kernel, sub-groups have the
// executor's current size. These are the answers for a kernel without
// attributes; kernel::get_info answers compile_sub_group_size,
// compile_work_group_size and work_group_size from the kernel's
// reqd_sub_group_size and reqd_work_group_size where it has them
// (<sycl/kernel_bundle.hpp>).
#pragma once

#include <sycl/detail/runtime/executor.hpp>
#include <sycl/exception.hpp>
#include <sycl/info/descriptors.hpp>
#include <sycl/info/host_device.hpp>

namespace sycl {
namespace detail {

template <class Param> struct kernel_device_value; // not a descriptor

#define SYCLFG_KERNEL_VALUE(desc, ...)                                         \
  template <> struct kernel_device_value<info::kernel_device_specific::desc> { \
    static info::kernel_device_specific::desc::return_type get() {             \
      return __VA_ARGS__;                                                      \
    }                                                                          \
  };

// Only for a custom device or a built-in kernel, which this device has not.
template <>
struct kernel_device_value<info::kernel_device_specific::global_work_size> {
  static range<3> get() {
    throw exception(make_error_code(errc::invalid),
                    "info::kernel_device_specific::global_work_size: only "
                    "for custom devices and built-in kernels");
  }
};
SYCLFG_KERNEL_VALUE(work_group_size, host_max_work_group_size)
SYCLFG_KERNEL_VALUE(compile_work_group_size, range<3>(0, 0, 0))
// Work-groups of whole sub-groups keep every sub-group full.
SYCLFG_KERNEL_VALUE(preferred_work_group_size_multiple, sub_group_size())
SYCLFG_KERNEL_VALUE(private_mem_size, 0)
SYCLFG_KERNEL_VALUE(max_num_sub_groups,
                    static_cast<std::uint32_t>((host_max_work_group_size +
                                                sub_group_size() - 1) /
                                               sub_group_size()))
SYCLFG_KERNEL_VALUE(compile_num_sub_groups, 0)
SYCLFG_KERNEL_VALUE(max_sub_group_size,
                    static_cast<std::uint32_t>(sub_group_size()))
SYCLFG_KERNEL_VALUE(compile_sub_group_size, 0)

#undef SYCLFG_KERNEL_VALUE

} // namespace detail
} // namespace sycl
