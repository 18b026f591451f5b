// The SYCL 1.2.1 entry header: <sycl/sycl.hpp>, which also provides the old
// cl::sycl namespace.
#pragma once

#include <sycl/sycl.hpp>
