// Included by: <sycl/sycl.hpp> only, last. It completes the public classes for
// the tool's parse, so it may include public headers.
//
// Only for sycl-footergen's own parse of a source, which has no footer yet.
// The members below are declared-only in the SYCL headers; clang rejects a
// use of such a function whose type has internal linkage (say a constant of
// a struct in an unnamed namespace) when no definition follows. These
// bodies never run: host compilers never see __SYCLFG_TOOL__ and get the
// real definitions from <sycl/detail/abi/spec_const_integration.hpp>.
#pragma once

#if defined(__SYCLFG_TOOL__)

#include <sycl/handler.hpp>
#include <sycl/kernel_bundle.hpp>
#include <sycl/kernel_handler.hpp>
#include <syclfg/registry.hpp>

namespace syclfg {
template <auto &Object> const char *symbolic_id() { return ""; }
} // namespace syclfg

namespace sycl {

template <auto &SpecName>
detail::spec_value_t<SpecName>
kernel_handler::get_specialization_constant() const {
  return SpecName.get_default_value();
}

template <auto &SpecName>
void handler::set_specialization_constant(detail::spec_value_t<SpecName>) {}

template <auto &SpecName>
detail::spec_value_t<SpecName> handler::get_specialization_constant() {
  return SpecName.get_default_value();
}

template <bundle_state State>
template <auto &SpecName>
bool kernel_bundle<State>::has_specialization_constant() const noexcept {
  return false;
}

template <bundle_state State>
template <auto &SpecName, bundle_state S,
          std::enable_if_t<S == bundle_state::input, int>>
void kernel_bundle<State>::set_specialization_constant(
    detail::spec_value_t<SpecName>) {}

template <bundle_state State>
template <auto &SpecName>
detail::spec_value_t<SpecName>
kernel_bundle<State>::get_specialization_constant() const {
  return SpecName.get_default_value();
}

} // namespace sycl

#endif // __SYCLFG_TOOL__
