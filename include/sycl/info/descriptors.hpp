// Information descriptors (SYCL 2020, A.1-A.6): one type per query, its
// return_type what get_info<descriptor>() returns. The values for the host
// CPU device are in <sycl/info/host_values.hpp>.
#pragma once

#include <sycl/aspect.hpp>
#include <sycl/kernel_id.hpp>
#include <sycl/memory_order.hpp>
#include <sycl/range.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sycl {

class device;
class platform;
class context;

namespace info {

enum class device_type { cpu, gpu, accelerator, custom, automatic, host, all };
enum class local_mem_type { none, local, global };
enum class global_mem_cache_type { none, read_only, read_write };
enum class fp_config {
  denorm,
  inf_nan,
  round_to_nearest,
  round_to_zero,
  round_to_inf,
  fma,
  correctly_rounded_divide_sqrt,
  soft_float
};
enum class execution_capability { exec_kernel, exec_native_kernel };
enum class partition_property {
  no_partition,
  partition_equally,
  partition_by_counts,
  partition_by_affinity_domain
};
enum class partition_affinity_domain {
  not_applicable,
  numa,
  L4_cache,
  L3_cache,
  L2_cache,
  L1_cache,
  next_partitionable
};
enum class event_command_status { submitted, running, complete };

#define SYCLFG_DESCRIPTOR(name, type)                                          \
  struct name {                                                                \
    using return_type = type;                                                  \
  };

namespace platform {
SYCLFG_DESCRIPTOR(profile, std::string)
SYCLFG_DESCRIPTOR(version, std::string)
SYCLFG_DESCRIPTOR(name, std::string)
SYCLFG_DESCRIPTOR(vendor, std::string)
SYCLFG_DESCRIPTOR(extensions, std::vector<std::string>)
} // namespace platform

namespace context {
SYCLFG_DESCRIPTOR(platform, sycl::platform)
SYCLFG_DESCRIPTOR(devices, std::vector<sycl::device>)
SYCLFG_DESCRIPTOR(atomic_memory_order_capabilities,
                  std::vector<sycl::memory_order>)
SYCLFG_DESCRIPTOR(atomic_fence_order_capabilities,
                  std::vector<sycl::memory_order>)
SYCLFG_DESCRIPTOR(atomic_memory_scope_capabilities,
                  std::vector<sycl::memory_scope>)
SYCLFG_DESCRIPTOR(atomic_fence_scope_capabilities,
                  std::vector<sycl::memory_scope>)
} // namespace context

namespace device {
SYCLFG_DESCRIPTOR(device_type, info::device_type)
SYCLFG_DESCRIPTOR(vendor_id, std::uint32_t)
SYCLFG_DESCRIPTOR(max_compute_units, std::uint32_t)
SYCLFG_DESCRIPTOR(max_work_item_dimensions, std::uint32_t)
template <int Dims = 3> struct max_work_item_sizes {
  using return_type = range<Dims>;
};
SYCLFG_DESCRIPTOR(max_work_group_size, std::size_t)
SYCLFG_DESCRIPTOR(max_num_sub_groups, std::uint32_t)
SYCLFG_DESCRIPTOR(sub_group_independent_forward_progress, bool)
SYCLFG_DESCRIPTOR(sub_group_sizes, std::vector<std::size_t>)
SYCLFG_DESCRIPTOR(preferred_vector_width_char, std::uint32_t)
SYCLFG_DESCRIPTOR(preferred_vector_width_short, std::uint32_t)
SYCLFG_DESCRIPTOR(preferred_vector_width_int, std::uint32_t)
SYCLFG_DESCRIPTOR(preferred_vector_width_long, std::uint32_t)
SYCLFG_DESCRIPTOR(preferred_vector_width_long_long, std::uint32_t)
SYCLFG_DESCRIPTOR(preferred_vector_width_float, std::uint32_t)
SYCLFG_DESCRIPTOR(preferred_vector_width_double, std::uint32_t)
SYCLFG_DESCRIPTOR(preferred_vector_width_half, std::uint32_t)
SYCLFG_DESCRIPTOR(native_vector_width_char, std::uint32_t)
SYCLFG_DESCRIPTOR(native_vector_width_short, std::uint32_t)
SYCLFG_DESCRIPTOR(native_vector_width_int, std::uint32_t)
SYCLFG_DESCRIPTOR(native_vector_width_long, std::uint32_t)
SYCLFG_DESCRIPTOR(native_vector_width_long_long, std::uint32_t)
SYCLFG_DESCRIPTOR(native_vector_width_float, std::uint32_t)
SYCLFG_DESCRIPTOR(native_vector_width_double, std::uint32_t)
SYCLFG_DESCRIPTOR(native_vector_width_half, std::uint32_t)
SYCLFG_DESCRIPTOR(max_clock_frequency, std::uint32_t)
SYCLFG_DESCRIPTOR(address_bits, std::uint32_t)
SYCLFG_DESCRIPTOR(max_mem_alloc_size, std::uint64_t)
SYCLFG_DESCRIPTOR(image_support, bool)
SYCLFG_DESCRIPTOR(max_read_image_args, std::uint32_t)
SYCLFG_DESCRIPTOR(max_write_image_args, std::uint32_t)
SYCLFG_DESCRIPTOR(image2d_max_width, std::size_t)
SYCLFG_DESCRIPTOR(image2d_max_height, std::size_t)
SYCLFG_DESCRIPTOR(image3d_max_width, std::size_t)
SYCLFG_DESCRIPTOR(image3d_max_height, std::size_t)
SYCLFG_DESCRIPTOR(image3d_max_depth, std::size_t)
SYCLFG_DESCRIPTOR(image_max_buffer_size, std::size_t)
SYCLFG_DESCRIPTOR(image_max_array_size, std::size_t)
SYCLFG_DESCRIPTOR(max_samplers, std::uint32_t)
SYCLFG_DESCRIPTOR(max_parameter_size, std::size_t)
SYCLFG_DESCRIPTOR(mem_base_addr_align, std::uint32_t)
SYCLFG_DESCRIPTOR(half_fp_config, std::vector<info::fp_config>)
SYCLFG_DESCRIPTOR(single_fp_config, std::vector<info::fp_config>)
SYCLFG_DESCRIPTOR(double_fp_config, std::vector<info::fp_config>)
SYCLFG_DESCRIPTOR(global_mem_cache_type, info::global_mem_cache_type)
SYCLFG_DESCRIPTOR(global_mem_cache_line_size, std::uint32_t)
SYCLFG_DESCRIPTOR(global_mem_cache_size, std::uint64_t)
SYCLFG_DESCRIPTOR(global_mem_size, std::uint64_t)
SYCLFG_DESCRIPTOR(max_constant_buffer_size, std::uint64_t)
SYCLFG_DESCRIPTOR(max_constant_args, std::uint32_t)
SYCLFG_DESCRIPTOR(local_mem_type, info::local_mem_type)
SYCLFG_DESCRIPTOR(local_mem_size, std::uint64_t)
SYCLFG_DESCRIPTOR(error_correction_support, bool)
SYCLFG_DESCRIPTOR(host_unified_memory, bool)
SYCLFG_DESCRIPTOR(atomic_memory_order_capabilities,
                  std::vector<sycl::memory_order>)
SYCLFG_DESCRIPTOR(atomic_fence_order_capabilities,
                  std::vector<sycl::memory_order>)
SYCLFG_DESCRIPTOR(atomic_memory_scope_capabilities,
                  std::vector<sycl::memory_scope>)
SYCLFG_DESCRIPTOR(atomic_fence_scope_capabilities,
                  std::vector<sycl::memory_scope>)
SYCLFG_DESCRIPTOR(profiling_timer_resolution, std::size_t)
SYCLFG_DESCRIPTOR(is_endian_little, bool)
SYCLFG_DESCRIPTOR(is_available, bool)
SYCLFG_DESCRIPTOR(is_compiler_available, bool)
SYCLFG_DESCRIPTOR(is_linker_available, bool)
SYCLFG_DESCRIPTOR(execution_capabilities,
                  std::vector<info::execution_capability>)
SYCLFG_DESCRIPTOR(queue_profiling, bool)
SYCLFG_DESCRIPTOR(built_in_kernel_ids, std::vector<kernel_id>)
SYCLFG_DESCRIPTOR(built_in_kernels, std::vector<std::string>)
SYCLFG_DESCRIPTOR(platform, sycl::platform)
SYCLFG_DESCRIPTOR(name, std::string)
SYCLFG_DESCRIPTOR(vendor, std::string)
SYCLFG_DESCRIPTOR(driver_version, std::string)
SYCLFG_DESCRIPTOR(profile, std::string)
SYCLFG_DESCRIPTOR(version, std::string)
SYCLFG_DESCRIPTOR(backend_version, std::string)
SYCLFG_DESCRIPTOR(aspects, std::vector<sycl::aspect>)
SYCLFG_DESCRIPTOR(extensions, std::vector<std::string>)
SYCLFG_DESCRIPTOR(printf_buffer_size, std::size_t)
SYCLFG_DESCRIPTOR(preferred_interop_user_sync, bool)
SYCLFG_DESCRIPTOR(parent_device, sycl::device)
SYCLFG_DESCRIPTOR(partition_max_sub_devices, std::uint32_t)
SYCLFG_DESCRIPTOR(partition_properties, std::vector<info::partition_property>)
SYCLFG_DESCRIPTOR(partition_affinity_domains,
                  std::vector<info::partition_affinity_domain>)
SYCLFG_DESCRIPTOR(partition_type_property, info::partition_property)
SYCLFG_DESCRIPTOR(partition_type_affinity_domain,
                  info::partition_affinity_domain)
// Not SYCL 2020: the USM queries of its provisional version, which DPC++
// still answers (deprecated) and its tests use; the aspects replace them.
SYCLFG_DESCRIPTOR(usm_device_allocations, bool)
SYCLFG_DESCRIPTOR(usm_host_allocations, bool)
SYCLFG_DESCRIPTOR(usm_shared_allocations, bool)
SYCLFG_DESCRIPTOR(usm_restricted_shared_allocations, bool)
SYCLFG_DESCRIPTOR(usm_system_allocations, bool)
} // namespace device

namespace queue {
SYCLFG_DESCRIPTOR(context, sycl::context)
SYCLFG_DESCRIPTOR(device, sycl::device)
} // namespace queue

namespace event {
SYCLFG_DESCRIPTOR(command_execution_status, info::event_command_status)
} // namespace event

namespace event_profiling {
SYCLFG_DESCRIPTOR(command_submit, std::uint64_t)
SYCLFG_DESCRIPTOR(command_start, std::uint64_t)
SYCLFG_DESCRIPTOR(command_end, std::uint64_t)
} // namespace event_profiling

namespace kernel {
SYCLFG_DESCRIPTOR(num_args, std::uint32_t)
SYCLFG_DESCRIPTOR(attributes, std::string)
} // namespace kernel

namespace kernel_device_specific {
SYCLFG_DESCRIPTOR(global_work_size, sycl::range<3>)
SYCLFG_DESCRIPTOR(work_group_size, std::size_t)
SYCLFG_DESCRIPTOR(compile_work_group_size, sycl::range<3>)
SYCLFG_DESCRIPTOR(preferred_work_group_size_multiple, std::size_t)
SYCLFG_DESCRIPTOR(private_mem_size, std::size_t)
SYCLFG_DESCRIPTOR(max_num_sub_groups, std::uint32_t)
SYCLFG_DESCRIPTOR(compile_num_sub_groups, std::uint32_t)
SYCLFG_DESCRIPTOR(max_sub_group_size, std::uint32_t)
SYCLFG_DESCRIPTOR(compile_sub_group_size, std::uint32_t)
} // namespace kernel_device_specific

#undef SYCLFG_DESCRIPTOR

} // namespace info
} // namespace sycl
