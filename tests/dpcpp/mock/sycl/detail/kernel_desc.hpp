// Mock of DPC++'s sycl/detail/kernel_desc.hpp: the symbolic-ID functions.
#pragma once

namespace sycl {
inline namespace _V1 {
namespace detail {
// No primary definition: only the footer's explicit specializations.
template <auto &SpecName> const char *get_spec_constant_symbolic_ID_impl();
// What the runtime calls; defined in spec_const_integration.hpp, after the
// specializations.
template <auto &SpecName> const char *get_spec_constant_symbolic_ID();
} // namespace detail
} // namespace _V1
} // namespace sycl
