// DPC++'s header of sycl::half, which its tests include next to
// <sycl/detail/core.hpp>; ours is <sycl/half.hpp>.
#pragma once

#include <sycl/half.hpp>
