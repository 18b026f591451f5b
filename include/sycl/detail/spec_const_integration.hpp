// Included at the very end of every integration footer, after the explicit
// specializations of get_spec_constant_symbolic_ID. Everything that calls
// get_spec_constant_symbolic_ID is *defined* here, so no call can be seen
// before the specialization it needs (a specialization declared after its
// first use is ill-formed).
#pragma once

#include <sycl/sycl.hpp>
#include <syclfg/registry.hpp>

namespace syclfg {
template <auto &Object> const char *symbolic_id() {
  return sycl::detail::get_spec_constant_symbolic_ID<Object>();
}
} // namespace syclfg
