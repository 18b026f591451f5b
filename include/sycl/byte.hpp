// sycl::byte (SYCL 2020, 4.14.1 scalar data types): an unsigned 8-bit
// integer, deprecated in SYCL 2020 for std::byte. Not marked deprecated
// here, so programs that still use it build with -Werror.
#pragma once

#include <cstdint>

namespace sycl {

using byte = std::uint8_t;

} // namespace sycl
