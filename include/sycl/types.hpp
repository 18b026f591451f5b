// DPC++'s header of sycl::vec and its aliases, which its tests include next
// to <sycl/detail/core.hpp>; ours is <sycl/vec.hpp>.
#pragma once

#include <sycl/vec.hpp>
