// DPC++'s sycl::ext::oneapi::experimental::printf: formatted output from a
// kernel. On the host it is C's printf (a device would take the format
// from the constant address space; here every address space is memory).
#pragma once

#include <cstdio>

namespace sycl {
namespace ext {
namespace oneapi {
namespace experimental {

template <typename FormatT, typename... Args>
int printf(const FormatT *format, Args... args) {
  static_assert(sizeof(FormatT) == 1, "printf takes a char format string");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat-security"
  return std::printf(reinterpret_cast<const char *>(format), args...);
#pragma GCC diagnostic pop
}

} // namespace experimental
} // namespace oneapi
} // namespace ext
} // namespace sycl
