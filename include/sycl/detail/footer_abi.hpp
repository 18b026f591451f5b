// Included by: generated footers only, which name this path (footers
// already generated keep naming it). The ABI itself is
// <sycl/detail/abi/footer_abi.hpp>; nothing else belongs here.
#pragma once

#include <sycl/detail/abi/footer_abi.hpp>
