// What the dpcpp flavor needs to know about the integration header DPC++'s
// device compile wrote (--dpcpp-int-header): whether it declares the
// registrar of device globals, whose constructor the footer must define.
#pragma once

#include <llvm/Support/Error.h>

#include <string>

namespace syclfg::driver {

struct DpcppIntHeader {
  // Declares __sycl_device_global_registration (DPC++ does when the TU
  // defines device globals).
  bool declaresRegistrar = false;
};

// Reads `path`; an error when it cannot be read.
llvm::Expected<DpcppIntHeader> readDpcppIntHeader(const std::string &path);

} // namespace syclfg::driver
