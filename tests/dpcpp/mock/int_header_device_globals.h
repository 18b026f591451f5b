// Mock of the integration header DPC++'s device compile writes
// (-fsycl-int-header) for a TU with device globals: the registrar, declared
// here, before the user's code, and constructed first; the footer defines
// its constructor. Kernel tables left out (the footer does not use them).
#pragma once
#include <sycl/detail/kernel_desc.hpp>

namespace sycl {
inline namespace _V1 {
namespace detail {
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wreserved-identifier"
#endif // defined(__clang__)
namespace {
class __sycl_device_global_registration {
public:
  __sycl_device_global_registration() noexcept;
};
__sycl_device_global_registration __sycl_device_global_registrar;
} // namespace
#ifdef __clang__
#pragma clang diagnostic pop
#endif // defined(__clang__)
} // namespace detail
} // namespace _V1
} // namespace sycl
