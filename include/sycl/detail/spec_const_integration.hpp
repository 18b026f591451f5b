// Included by: generated footers only, which name this path, DPC++'s own.
// The ABI itself is <sycl/detail/abi/spec_const_integration.hpp>; nothing
// else belongs here.
#pragma once

#include <sycl/detail/abi/spec_const_integration.hpp>
