// sycl::kernel_bundle (SYCL 2020, 4.11): one bundle holds every kernel of
// the program (they all run on the host). What it adds here is its value
// map of specialization constants and, once built, their spec_build.
#pragma once

#include <sycl/detail/spec_const_runtime.hpp>
#include <sycl/device.hpp>
#include <sycl/exception.hpp>
#include <sycl/specialization_id.hpp>

#include <memory>
#include <type_traits>
#include <vector>

namespace sycl {

enum class bundle_state { input, object, executable };

class handler;

namespace detail {
struct bundle_impl {
  context ctx;
  std::vector<device> devices;
  spec_value_map values;
  std::shared_ptr<const spec_build> built; // executable bundles only
};
} // namespace detail

template <bundle_state State> class kernel_bundle {
public:
  kernel_bundle() = delete;

  bool empty() const noexcept { return false; }
  context get_context() const { return m_impl->ctx; }
  std::vector<device> get_devices() const { return m_impl->devices; }

  bool contains_specialization_constants() const noexcept {
    return detail::program_has_spec_constants();
  }
  // Whether the bundle's kernels read constants natively (the native
  // backend) rather than from the emulated buffer.
  bool native_specialization_constant() const noexcept {
    if (m_impl->built != nullptr)
      return m_impl->built->native();
    return detail::native_path_selected();
  }

  // The members below call get_spec_constant_symbolic_ID: declared here,
  // defined in <sycl/detail/spec_const_integration.hpp>.
  template <auto &SpecName> bool has_specialization_constant() const noexcept;

  template <auto &SpecName, bundle_state S = State,
            std::enable_if_t<S == bundle_state::input, int> = 0>
  void set_specialization_constant(detail::spec_value_t<SpecName> value);

  template <auto &SpecName>
  detail::spec_value_t<SpecName> get_specialization_constant() const;

private:
  template <bundle_state> friend class kernel_bundle;
  friend class handler;
  template <bundle_state S>
  friend kernel_bundle<S> get_kernel_bundle(const context &,
                                            const std::vector<device> &);
  friend kernel_bundle<bundle_state::executable>
  build(const kernel_bundle<bundle_state::input> &, const std::vector<device> &,
        const property_list &);

  explicit kernel_bundle(std::shared_ptr<detail::bundle_impl> impl)
      : m_impl(std::move(impl)) {}

  std::shared_ptr<detail::bundle_impl> m_impl;
};

inline kernel_bundle<bundle_state::executable>
build(const kernel_bundle<bundle_state::input> &input,
      const std::vector<device> &devs, const property_list & = {}) {
  if (devs.empty())
    throw exception(errc::invalid, "build: the device list is empty");
  auto impl = std::make_shared<detail::bundle_impl>(*input.m_impl);
  impl->devices = devs;
  // The values are copied: a later set on `input` does not change this bundle.
  impl->built = detail::spec_build::make(impl->values);
  return kernel_bundle<bundle_state::executable>(std::move(impl));
}

inline kernel_bundle<bundle_state::executable>
build(const kernel_bundle<bundle_state::input> &input,
      const property_list &props = {}) {
  return build(input, input.get_devices(), props);
}

template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx,
                                       const std::vector<device> &devs) {
  if (devs.empty())
    throw exception(errc::invalid,
                    "get_kernel_bundle: the device list is empty");
  auto impl = std::make_shared<detail::bundle_impl>();
  impl->ctx = ctx;
  impl->devices = devs;
  if constexpr (State == bundle_state::executable)
    impl->built = detail::spec_build::make(impl->values);
  return kernel_bundle<State>(std::move(impl));
}

template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx) {
  return get_kernel_bundle<State>(ctx, ctx.get_devices());
}

} // namespace sycl
