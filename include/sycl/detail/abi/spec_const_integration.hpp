// Included by: generated footers only (through
// <sycl/detail/spec_const_integration.hpp>). It completes the public classes,
// so it may include public headers.
//
// Included at the very end of every integration footer, after the explicit
// specializations of get_spec_constant_symbolic_ID. Everything that calls
// get_spec_constant_symbolic_ID is *defined* here, so no call can be seen
// before the specialization it needs (a specialization declared after its
// first use is ill-formed).
#pragma once

#include <sycl/sycl.hpp>
#include <syclfg/registry.hpp>

#include <cstring>
#include <memory> // std::addressof: a user operator& must not interfere
#include <type_traits>

namespace syclfg {
template <auto &Object> const char *symbolic_id() {
  return ::sycl::detail::get_spec_constant_symbolic_ID<Object>();
}
} // namespace syclfg

namespace sycl {
namespace detail {

// Values are moved in and out of the runtime as bytes.
template <auto &SpecName> constexpr void check_spec_constant_type() {
  static_assert(std::is_trivially_copyable_v<spec_value_t<SpecName>>,
                "specialization constants must be trivially copyable here");
}

// One per constant read by some kernel. Its dynamic initialization runs
// before main(), so the runtime knows the size and default value of every
// such constant before the first submit numbers them.
template <auto &SpecName> struct kernel_spec_constant {
  static inline const bool described =
      (describe_spec_constant(get_spec_constant_symbolic_ID<SpecName>(),
                              sizeof(spec_value_t<SpecName>),
                              std::addressof(SpecName.get_default_value())),
       true);

  // Where the constant lies in `layout`, looked up once per layout and
  // thread rather than on every read (layouts live until exit, so the
  // address identifies one).
  static const resolved_spec_constant &resolve(const spec_layout &layout) {
    static thread_local const spec_layout *cached_layout = nullptr;
    static thread_local resolved_spec_constant cached;
    if (cached_layout != &layout) {
      cached = resolve_spec_constant(layout,
                                     get_spec_constant_symbolic_ID<SpecName>());
      cached_layout = &layout;
    }
    return cached;
  }
};

// The value in `values`, else the default value.
template <auto &SpecName>
spec_value_t<SpecName> value_or_default(const spec_value_map &values) {
  check_spec_constant_type<SpecName>();
  spec_value_t<SpecName> value = SpecName.get_default_value();
  values.get(get_spec_constant_symbolic_ID<SpecName>(), std::addressof(value),
             sizeof(value));
  return value;
}

template <auto &SpecName>
void set_value(spec_value_map &values, const spec_value_t<SpecName> &value) {
  check_spec_constant_type<SpecName>();
  values.set(get_spec_constant_symbolic_ID<SpecName>(), std::addressof(value),
             sizeof(value));
}

} // namespace detail

template <auto &SpecName>
detail::spec_value_t<SpecName>
kernel_handler::get_specialization_constant() const {
  using spec = detail::kernel_spec_constant<SpecName>;
  detail::check_spec_constant_type<SpecName>();
#if SYCLFG_CHECKS
  detail::check_spec_read(detail::get_spec_constant_symbolic_ID<SpecName>(),
                          {});
#endif
  (void)spec::described;
  detail::spec_value_t<SpecName> value = SpecName.get_default_value();
  if (m_build == nullptr)
    return value;
  const detail::resolved_spec_constant &where =
      spec::resolve(m_build->layout());
  if (!where.present)
    return value;
  if (!m_build->native()) {
    std::memcpy(std::addressof(value), m_build->buffer() + where.buffer_offset,
                sizeof(value));
    return value;
  }
  // Native: leaf by leaf, over the default for leaves never set.
  auto *bytes = reinterpret_cast<unsigned char *>(std::addressof(value));
  for (std::size_t i = 0; i < where.leaf_count; ++i) {
    const detail::spec_leaf_descriptor &leaf = where.leaves[i];
    detail::read_native_leaf(*m_build->program(), leaf.numeric_id,
                             bytes + leaf.offset, leaf.size);
  }
  return value;
}

template <auto &SpecName>
void handler::set_specialization_constant(
    detail::spec_value_t<SpecName> value) {
  if (m_bundle != nullptr)
    throw exception(errc::invalid, "set_specialization_constant: a kernel "
                                   "bundle is bound to this command group");
#if SYCLFG_CHECKS
  if (m_kernel) // read by the kernel only if it runs after this call
    m_late_specs.push_back(detail::get_spec_constant_symbolic_ID<SpecName>());
#endif
  detail::set_value<SpecName>(m_values, value);
}

template <auto &SpecName>
detail::spec_value_t<SpecName> handler::get_specialization_constant() {
  if (m_bundle != nullptr)
    throw exception(errc::invalid, "get_specialization_constant: a kernel "
                                   "bundle is bound to this command group");
  return detail::value_or_default<SpecName>(m_values);
}

template <bundle_state State>
template <auto &SpecName>
bool kernel_bundle<State>::has_specialization_constant() const noexcept {
  // SYCL 2020 4.11: true when one of the bundle's kernels reads it.
  return detail::kernels_read_spec_constant(
      m_impl->kernels, detail::get_spec_constant_symbolic_ID<SpecName>());
}

template <bundle_state State>
template <auto &SpecName, bundle_state S,
          std::enable_if_t<S == bundle_state::input, int>>
void kernel_bundle<State>::set_specialization_constant(
    detail::spec_value_t<SpecName> value) {
  detail::set_value<SpecName>(m_impl->values, value);
}

template <bundle_state State>
template <auto &SpecName>
detail::spec_value_t<SpecName>
kernel_bundle<State>::get_specialization_constant() const {
  return detail::value_or_default<SpecName>(m_impl->values);
}

} // namespace sycl
