// Mock of the integration header DPC++'s device compile writes
// (-fsycl-int-header) for a TU without device globals; kernel tables left
// out (the footer does not use them).
#pragma once
#include <sycl/detail/kernel_desc.hpp>
