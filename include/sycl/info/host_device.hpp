// What libsyclfg knows about the one device, the host CPU: read once from
// the operating system (runtime/host_device.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace sycl {
namespace detail {

struct host_device_facts {
  std::string name;            // the CPU model
  std::string vendor;          // the CPU vendor
  std::string runtime_version; // libsyclfg's
  std::uint32_t vendor_id = 0;
  std::uint32_t compute_units = 1; // hardware threads
  std::uint32_t clock_mhz = 0;
  std::uint64_t global_mem_size = 0; // physical memory
  std::uint64_t cache_size = 0;      // last-level data cache
  std::uint32_t cache_line = 64;
};

const host_device_facts &host_device();

// The largest work-group the host executor runs, in work-items.
inline constexpr std::size_t host_max_work_group_size = 1024;
// Local memory is host memory; this is what one work-group may ask for.
inline constexpr std::uint64_t host_local_mem_size = 1 << 20;

} // namespace detail
} // namespace sycl
