// The facts device::get_info reports for the host CPU, read once from the
// operating system: /proc/cpuinfo for the model, vendor and clock, sysconf
// for memory and caches, the hardware concurrency for compute units.
#include <sycl/info/host_device.hpp>

#include "immortal.hpp"

#include <fstream>
#include <string>
#include <thread>

#if defined(__unix__)
#include <unistd.h>
#endif

// The build defines it; standalone builds of the runtime (the sanitizer
// sub-builds) may not.
#if !defined(SYCLFG_VERSION)
#define SYCLFG_VERSION "unknown"
#endif

namespace sycl {
namespace detail {
namespace {

// The value of the first "key : value" line of /proc/cpuinfo, or "".
std::string cpuinfo_field(const std::string &key) {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.compare(0, key.size(), key) != 0)
      continue;
    std::string::size_type colon = line.find(':');
    if (colon == std::string::npos)
      continue;
    std::string::size_type start = line.find_first_not_of(" \t", colon + 1);
    return start == std::string::npos ? std::string() : line.substr(start);
  }
  return {};
}

// PCI vendor IDs, as OpenCL CPU devices report them.
std::uint32_t vendor_id_of(const std::string &vendor) {
  if (vendor == "GenuineIntel")
    return 0x8086;
  if (vendor == "AuthenticAMD")
    return 0x1022;
  return 0;
}

std::uint64_t sysconf_or(int name, std::uint64_t fallback) {
#if defined(__unix__)
  long value = ::sysconf(name);
  if (value > 0)
    return static_cast<std::uint64_t>(value);
#else
  (void)name;
#endif
  return fallback;
}

host_device_facts read_facts() {
  host_device_facts f;
  f.name = cpuinfo_field("model name");
  if (f.name.empty())
    f.name = "host CPU";
  f.vendor = cpuinfo_field("vendor_id");
  if (f.vendor.empty())
    f.vendor = "unknown vendor";
  f.vendor_id = vendor_id_of(f.vendor);
  f.runtime_version = SYCLFG_VERSION;
  unsigned threads = std::thread::hardware_concurrency();
  f.compute_units = threads == 0 ? 1 : threads;
  try {
    f.clock_mhz =
        static_cast<std::uint32_t>(std::stod(cpuinfo_field("cpu MHz")));
  } catch (const std::exception &) {
    f.clock_mhz = 0; // not reported (some virtual machines, non-x86)
  }
#if defined(__unix__)
  f.global_mem_size =
      sysconf_or(_SC_PHYS_PAGES, 0) * sysconf_or(_SC_PAGESIZE, 0);
#if defined(_SC_LEVEL1_DCACHE_LINESIZE)
  f.cache_line =
      static_cast<std::uint32_t>(sysconf_or(_SC_LEVEL1_DCACHE_LINESIZE, 64));
  f.cache_size =
      sysconf_or(_SC_LEVEL3_CACHE_SIZE, sysconf_or(_SC_LEVEL2_CACHE_SIZE, 0));
#endif
#endif
  return f;
}

} // namespace

// Immortal: devices may be queried from static destructors.
const host_device_facts &host_device() {
  static syclfg::detail::immortal<host_device_facts> facts(read_facts());
  return facts.get();
}

} // namespace detail
} // namespace sycl
