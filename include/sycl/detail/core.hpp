// Included by: user programs written for DPC++ (it is DPC++'s entry header
// path). A public entry header in a detail path: the one detail header allowed
// to include <sycl/sycl.hpp>.
//
// DPC++'s lighter entry header; here it is the whole of <sycl/sycl.hpp>.
#pragma once

#include <sycl/sycl.hpp>
