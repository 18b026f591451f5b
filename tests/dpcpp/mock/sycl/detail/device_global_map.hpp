// Mock of DPC++'s sycl/detail/device_global_map.hpp. DPC++'s add() is
// exported by its runtime library; this one records every call so a test
// program can check what the footer registered, and in which order.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace mock {
using registration = std::pair<const void *, std::string>;
inline std::vector<registration> &registrations() {
  static std::vector<registration> all;
  return all;
}
} // namespace mock

namespace sycl {
inline namespace _V1 {
namespace detail {
namespace device_global_map {
inline void add(const void *DeviceGlobalPtr, const char *UniqueId) {
  mock::registrations().emplace_back(DeviceGlobalPtr, UniqueId);
}
} // namespace device_global_map
} // namespace detail
} // namespace _V1
} // namespace sycl
