// The answers of device::get_info for the host CPU device, one
// specialization of device_value per descriptor.
#pragma once

#include <sycl/detail/image_sampling.hpp>
#include <sycl/detail/runtime/executor.hpp>
#include <sycl/info/descriptors.hpp>
#include <sycl/info/host_device.hpp>

#include <climits>
#include <limits>

namespace sycl {
namespace detail {

template <class Param> struct device_value; // no value: not a descriptor

// Every sub-group size the executor runs (1 to max_sub_group_size), the
// current one first: the size of launches without reqd_sub_group_size.
inline std::vector<std::size_t> host_sub_group_sizes() {
  const std::size_t current = sub_group_size();
  std::vector<std::size_t> sizes{current};
  for (std::size_t n = 1; n <= max_sub_group_size; ++n)
    if (n != current)
      sizes.push_back(n);
  return sizes;
}
inline std::vector<memory_order> host_memory_orders() {
  return {memory_order::relaxed, memory_order::acquire, memory_order::release,
          memory_order::acq_rel, memory_order::seq_cst};
}
inline std::vector<memory_scope> host_memory_scopes() {
  return {memory_scope::work_item, memory_scope::sub_group,
          memory_scope::work_group, memory_scope::device, memory_scope::system};
}
inline std::vector<info::fp_config> host_fp_config() {
  return {info::fp_config::denorm,
          info::fp_config::inf_nan,
          info::fp_config::round_to_nearest,
          info::fp_config::round_to_zero,
          info::fp_config::round_to_inf,
          info::fp_config::fma,
          info::fp_config::correctly_rounded_divide_sqrt};
}
// Elements of T per 128-bit SSE register, the vector width every x86-64
// CPU has.
template <class T> constexpr std::uint32_t host_vector_width() {
  return 16 / sizeof(T);
}

#define SYCLFG_DEVICE_VALUE(desc, ...)                                         \
  template <> struct device_value<info::device::desc> {                        \
    static info::device::desc::return_type get() { return __VA_ARGS__; }       \
  };

SYCLFG_DEVICE_VALUE(device_type, info::device_type::cpu)
SYCLFG_DEVICE_VALUE(vendor_id, host_device().vendor_id)
SYCLFG_DEVICE_VALUE(max_compute_units, host_device().compute_units)
SYCLFG_DEVICE_VALUE(max_work_item_dimensions, 3)
SYCLFG_DEVICE_VALUE(max_work_group_size, host_max_work_group_size)
// Sub-groups have the executor's current size (see sub_group.hpp).
SYCLFG_DEVICE_VALUE(max_num_sub_groups,
                    static_cast<std::uint32_t>((host_max_work_group_size +
                                                sub_group_size() - 1) /
                                               sub_group_size()))
SYCLFG_DEVICE_VALUE(sub_group_independent_forward_progress, true)
SYCLFG_DEVICE_VALUE(sub_group_sizes, host_sub_group_sizes())
SYCLFG_DEVICE_VALUE(preferred_vector_width_char, host_vector_width<char>())
SYCLFG_DEVICE_VALUE(preferred_vector_width_short, host_vector_width<short>())
SYCLFG_DEVICE_VALUE(preferred_vector_width_int, host_vector_width<int>())
SYCLFG_DEVICE_VALUE(preferred_vector_width_long, host_vector_width<long>())
SYCLFG_DEVICE_VALUE(preferred_vector_width_long_long,
                    host_vector_width<long long>())
SYCLFG_DEVICE_VALUE(preferred_vector_width_float, host_vector_width<float>())
SYCLFG_DEVICE_VALUE(preferred_vector_width_double, host_vector_width<double>())
SYCLFG_DEVICE_VALUE(preferred_vector_width_half, 1)
SYCLFG_DEVICE_VALUE(native_vector_width_char, host_vector_width<char>())
SYCLFG_DEVICE_VALUE(native_vector_width_short, host_vector_width<short>())
SYCLFG_DEVICE_VALUE(native_vector_width_int, host_vector_width<int>())
SYCLFG_DEVICE_VALUE(native_vector_width_long, host_vector_width<long>())
SYCLFG_DEVICE_VALUE(native_vector_width_long_long,
                    host_vector_width<long long>())
SYCLFG_DEVICE_VALUE(native_vector_width_float, host_vector_width<float>())
SYCLFG_DEVICE_VALUE(native_vector_width_double, host_vector_width<double>())
SYCLFG_DEVICE_VALUE(native_vector_width_half, 1)
SYCLFG_DEVICE_VALUE(max_clock_frequency, host_device().clock_mhz)
SYCLFG_DEVICE_VALUE(address_bits, sizeof(void *) * CHAR_BIT)
SYCLFG_DEVICE_VALUE(max_mem_alloc_size, host_device().global_mem_size)
SYCLFG_DEVICE_VALUE(image_support, true)
// Images: each extent up to image_max_extent (coordinates are ints; the
// constructors throw errc::invalid beyond it); as many image and sampler
// arguments as a kernel captures (no limit of their own, as for constant
// arguments). No image is made from a buffer nor is an array in SYCL 2020:
// those limits are a 1-D image's and a 3-D image's depth.
SYCLFG_DEVICE_VALUE(max_read_image_args, std::numeric_limits<int>::max())
SYCLFG_DEVICE_VALUE(max_write_image_args, std::numeric_limits<int>::max())
SYCLFG_DEVICE_VALUE(image2d_max_width, image_max_extent)
SYCLFG_DEVICE_VALUE(image2d_max_height, image_max_extent)
SYCLFG_DEVICE_VALUE(image3d_max_width, image_max_extent)
SYCLFG_DEVICE_VALUE(image3d_max_height, image_max_extent)
SYCLFG_DEVICE_VALUE(image3d_max_depth, image_max_extent)
SYCLFG_DEVICE_VALUE(image_max_buffer_size, image_max_extent)
SYCLFG_DEVICE_VALUE(image_max_array_size, image_max_extent)
SYCLFG_DEVICE_VALUE(max_samplers, std::numeric_limits<int>::max())
SYCLFG_DEVICE_VALUE(max_parameter_size, std::numeric_limits<int>::max())
SYCLFG_DEVICE_VALUE(mem_base_addr_align, alignof(std::max_align_t) * CHAR_BIT)
// sycl::half: IEEE binary16 with subnormals, computed in float and rounded
// to nearest after each operation.
SYCLFG_DEVICE_VALUE(half_fp_config,
                    {info::fp_config::denorm, info::fp_config::inf_nan,
                     info::fp_config::round_to_nearest})
SYCLFG_DEVICE_VALUE(single_fp_config, host_fp_config())
SYCLFG_DEVICE_VALUE(double_fp_config, host_fp_config())
SYCLFG_DEVICE_VALUE(global_mem_cache_type,
                    info::global_mem_cache_type::read_write)
SYCLFG_DEVICE_VALUE(global_mem_cache_line_size, host_device().cache_line)
SYCLFG_DEVICE_VALUE(global_mem_cache_size, host_device().cache_size)
SYCLFG_DEVICE_VALUE(global_mem_size, host_device().global_mem_size)
SYCLFG_DEVICE_VALUE(max_constant_buffer_size, host_device().global_mem_size)
SYCLFG_DEVICE_VALUE(max_constant_args, std::numeric_limits<int>::max())
SYCLFG_DEVICE_VALUE(local_mem_type, info::local_mem_type::global)
SYCLFG_DEVICE_VALUE(local_mem_size, host_local_mem_size)
SYCLFG_DEVICE_VALUE(error_correction_support, false)
SYCLFG_DEVICE_VALUE(host_unified_memory, true)
SYCLFG_DEVICE_VALUE(atomic_memory_order_capabilities, host_memory_orders())
SYCLFG_DEVICE_VALUE(atomic_fence_order_capabilities, host_memory_orders())
SYCLFG_DEVICE_VALUE(atomic_memory_scope_capabilities, host_memory_scopes())
SYCLFG_DEVICE_VALUE(atomic_fence_scope_capabilities, host_memory_scopes())
SYCLFG_DEVICE_VALUE(profiling_timer_resolution, 1)
SYCLFG_DEVICE_VALUE(is_endian_little, true)
SYCLFG_DEVICE_VALUE(is_available, true)
SYCLFG_DEVICE_VALUE(is_compiler_available, true)
SYCLFG_DEVICE_VALUE(is_linker_available, true)
SYCLFG_DEVICE_VALUE(execution_capabilities,
                    {info::execution_capability::exec_kernel})
SYCLFG_DEVICE_VALUE(queue_profiling, true)
SYCLFG_DEVICE_VALUE(built_in_kernel_ids, {}) // no built-in kernels
SYCLFG_DEVICE_VALUE(built_in_kernels, {})
SYCLFG_DEVICE_VALUE(name, host_device().name)
SYCLFG_DEVICE_VALUE(vendor, host_device().vendor)
SYCLFG_DEVICE_VALUE(driver_version, host_device().runtime_version)
SYCLFG_DEVICE_VALUE(profile, "FULL_PROFILE")
SYCLFG_DEVICE_VALUE(version, "SYCL 2020 host " + host_device().runtime_version)
SYCLFG_DEVICE_VALUE(backend_version, host_device().runtime_version)
SYCLFG_DEVICE_VALUE(extensions, {})
SYCLFG_DEVICE_VALUE(printf_buffer_size, std::numeric_limits<int>::max())
SYCLFG_DEVICE_VALUE(preferred_interop_user_sync, false)
SYCLFG_DEVICE_VALUE(partition_max_sub_devices, 0)
SYCLFG_DEVICE_VALUE(partition_properties, {})
SYCLFG_DEVICE_VALUE(partition_affinity_domains, {})
SYCLFG_DEVICE_VALUE(partition_type_property,
                    info::partition_property::no_partition)
SYCLFG_DEVICE_VALUE(partition_type_affinity_domain,
                    info::partition_affinity_domain::not_applicable)
// As the USM aspects answer (all USM is host memory); no restricted kind.
SYCLFG_DEVICE_VALUE(usm_device_allocations, true)
SYCLFG_DEVICE_VALUE(usm_host_allocations, true)
SYCLFG_DEVICE_VALUE(usm_shared_allocations, true)
SYCLFG_DEVICE_VALUE(usm_restricted_shared_allocations, false)
SYCLFG_DEVICE_VALUE(usm_system_allocations, true)

#undef SYCLFG_DEVICE_VALUE

template <int Dims>
struct device_value<info::device::max_work_item_sizes<Dims>> {
  static range<Dims> get() {
    range<Dims> sizes;
    for (int d = 0; d < Dims; ++d)
      sizes[d] = host_max_work_group_size;
    return sizes;
  }
};

} // namespace detail
} // namespace sycl
