// DPC++'s path of sycl::usm_allocator; ours is <sycl/usm_allocator.hpp>.
#pragma once

#include <sycl/usm_allocator.hpp>
