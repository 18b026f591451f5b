// DPC++'s lighter entry header; here it is the whole of <sycl/sycl.hpp>.
#pragma once

#include <sycl/sycl.hpp>
