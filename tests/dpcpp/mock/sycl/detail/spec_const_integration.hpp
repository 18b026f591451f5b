// Mock of DPC++'s sycl/detail/spec_const_integration.hpp: included by the
// integration footer only, after every specialization of the _impl function.
#pragma once

#include <sycl/detail/kernel_desc.hpp>

namespace sycl {
inline namespace _V1 {
namespace detail {
template <auto &SpecName> const char *get_spec_constant_symbolic_ID() {
  return get_spec_constant_symbolic_ID_impl<SpecName>();
}
} // namespace detail
} // namespace _V1
} // namespace sycl
