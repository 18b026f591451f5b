// Mock of DPC++'s sycl/sycl.hpp: what the dpcpp-flavor tests use.
#pragma once

#include <sycl/detail/kernel_desc.hpp>
#include <sycl/ext/oneapi/device_global/device_global.hpp>
#include <sycl/specialization_id.hpp>
