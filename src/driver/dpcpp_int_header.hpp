// What the dpcpp flavor needs to know about the integration header DPC++'s
// device compile wrote (--dpcpp-int-header): whether it declares the
// registrar of device globals, whose constructor the footer must define.
#pragma once

#include <optional>
#include <string>

namespace syclfg::driver {

struct DpcppIntHeader {
  // Declares __sycl_device_global_registration (DPC++ does when the TU
  // defines device globals).
  bool declaresRegistrar = false;
};

// Reads `path`; nullopt with `error` set when it cannot be read.
std::optional<DpcppIntHeader> readDpcppIntHeader(const std::string &path,
                                                 std::string &error);

} // namespace syclfg::driver
