// sycl::handler (SYCL 2020, 4.9.4): collects one command group. The kernel
// is stored and run by queue::submit after the command-group function
// returns, because specialization constants may be set after parallel_for
// is called within the group.
#pragma once

#include <sycl/detail/spec_const_runtime.hpp>
#include <sycl/device.hpp>
#include <sycl/exception.hpp>
#include <sycl/kernel_bundle.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/range.hpp>
#include <sycl/specialization_id.hpp>

#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace sycl {

class queue;

class handler {
public:
  handler(const handler &) = delete;
  handler &operator=(const handler &) = delete;

  // Declared only: defined in <sycl/detail/spec_const_integration.hpp>.
  // Both throw errc::invalid once a kernel bundle is bound.
  template <auto &SpecName>
  void set_specialization_constant(detail::spec_value_t<SpecName> value);
  template <auto &SpecName>
  detail::spec_value_t<SpecName> get_specialization_constant();

  // Throws errc::invalid if the bundle belongs to another context or a
  // specialization constant was already set on this handler.
  void use_kernel_bundle(const kernel_bundle<bundle_state::executable> &bundle) {
    if (bundle.get_context() != m_context)
      throw exception(errc::invalid,
                      "use_kernel_bundle: the bundle's context is not the queue's");
    if (!m_values.empty())
      throw exception(errc::invalid,
                      "use_kernel_bundle: set_specialization_constant was "
                      "already called for this command group");
    m_bundle = bundle.m_impl;
  }

  template <typename KernelName = void, typename KernelType>
  void single_task(const KernelType &kernel) {
    set_kernel([kernel](const kernel_handler &kh) {
      if constexpr (std::is_invocable_v<const KernelType &, kernel_handler>)
        kernel(kh);
      else
        kernel();
    });
  }

  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for(range<Dims> extent, const KernelType &kernel) {
    set_kernel([kernel, extent](const kernel_handler &kh) {
      for_each_index(extent, [&](const id<Dims> &index) {
        item<Dims> it(index, extent);
        if constexpr (std::is_invocable_v<const KernelType &, item<Dims>, kernel_handler>)
          kernel(it, kh);
        else
          kernel(it);
      });
    });
  }

private:
  friend class queue;
  explicit handler(const context &ctx) : m_context(ctx) {}

  // Sequential host execution: row-major order over the index space.
  template <int Dims, class Body>
  static void for_each_index(const range<Dims> &extent, const Body &body) {
    if (extent.size() == 0)
      return;
    id<Dims> index;
    for (;;) {
      body(index);
      int d = Dims - 1;
      while (d >= 0 && ++index[d] == extent[d])
        index[d--] = 0;
      if (d < 0)
        return;
    }
  }

  void set_kernel(std::function<void(const kernel_handler &)> kernel) {
    if (m_kernel)
      throw exception(errc::invalid, "a command group may hold only one kernel");
    m_kernel = std::move(kernel);
  }

  // Runs the kernel with the bundle's constants, or with this handler's
  // values built for this submit alone.
  void run() {
    if (!m_kernel)
      return;
    std::shared_ptr<const detail::spec_build> build =
        m_bundle != nullptr ? m_bundle->built : detail::spec_build::make(m_values);
    m_kernel(kernel_handler(build.get()));
  }

  context m_context;
  detail::spec_value_map m_values;
  std::shared_ptr<detail::bundle_impl> m_bundle;
  std::function<void(const kernel_handler &)> m_kernel;
};

} // namespace sycl
