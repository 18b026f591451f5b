// The SYCL 1.2.1 entry header: <sycl/sycl.hpp> with the old cl::sycl
// namespace as an alias of sycl.
#pragma once

#include <sycl/sycl.hpp>

namespace cl {
namespace sycl = ::sycl;
} // namespace cl
