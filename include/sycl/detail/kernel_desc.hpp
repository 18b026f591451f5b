// Included by: generated integration headers only, which name this path,
// DPC++'s own. The ABI itself is <sycl/detail/abi/kernel_desc.hpp>;
// nothing else belongs here.
#pragma once

#include <sycl/detail/abi/kernel_desc.hpp>
