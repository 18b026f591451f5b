// sycl::kernel_handler (SYCL 2020, 4.9.5.3): how a kernel reads
// specialization constants. It points at the launch's spec_build: the
// emulated buffer or the native program.
#pragma once

#include <sycl/detail/runtime/spec_const_runtime.hpp>
#include <sycl/specialization_id.hpp>

namespace sycl {

class handler;

class kernel_handler {
public:
  // Declared only: the definition calls get_spec_constant_symbolic_ID and so
  // lives in <sycl/detail/abi/spec_const_integration.hpp>, after the footer's
  // explicit specializations.
  template <auto &SpecName>
  detail::spec_value_t<SpecName> get_specialization_constant() const;

private:
  friend class handler;
  explicit kernel_handler(const detail::spec_build *build) : m_build(build) {}

  const detail::spec_build *m_build;
};

} // namespace sycl
