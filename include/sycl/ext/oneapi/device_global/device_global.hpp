// The path programs written for DPC++ include.
#pragma once
#include <sycl/ext/oneapi/device_global.hpp>
