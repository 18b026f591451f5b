// sycl::handler (SYCL 2020, 4.9.4): collects one command group. The kernel
// is stored and run by queue::submit after the command-group function
// returns, because specialization constants may be set after parallel_for
// is called within the group.
#pragma once

#include <sycl/detail/for_each_index.hpp>
#include <sycl/detail/spec_const_runtime.hpp>
#include <sycl/device.hpp>
#include <sycl/exception.hpp>
#include <sycl/group.hpp>
#include <sycl/kernel_bundle.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/nd_item.hpp>
#include <sycl/nd_range.hpp>
#include <sycl/range.hpp>
#include <sycl/specialization_id.hpp>

#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace sycl {

class queue;

namespace detail {
// Calls a kernel with its work-item argument (if any), adding the
// kernel_handler when the kernel takes one as its last parameter.
template <class KernelType, class... Args>
void invoke_kernel(const KernelType &kernel, const kernel_handler &kh,
                   const Args &...args) {
  if constexpr (std::is_invocable_v<const KernelType &, const Args &...,
                                    kernel_handler>)
    kernel(args..., kh);
  else
    kernel(args...);
}
} // namespace detail

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
  void
  use_kernel_bundle(const kernel_bundle<bundle_state::executable> &bundle) {
    if (bundle.get_context() != m_context)
      throw exception(
          errc::invalid,
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
      detail::invoke_kernel(kernel, kh);
    });
  }

  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for(range<Dims> extent, const KernelType &kernel) {
    set_kernel([kernel, extent](const kernel_handler &kh) {
      detail::for_each_index(extent, [&](const id<Dims> &index) {
        detail::invoke_kernel(kernel, kh, item<Dims>(index, extent));
      });
    });
  }

  // Work-groups in row-major order; within each, its work-items likewise.
  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for(nd_range<Dims> space, const KernelType &kernel) {
    set_kernel([kernel, space](const kernel_handler &kh) {
      range<Dims> local = space.get_local_range();
      range<Dims> groups = space.get_group_range();
      detail::for_each_index(groups, [&](const id<Dims> &group_id) {
        group<Dims> work_group(group_id, local, groups);
        detail::for_each_index(local, [&](const id<Dims> &local_id) {
          detail::invoke_kernel(kernel, kh,
                                nd_item<Dims>(work_group, local_id));
        });
      });
    });
  }

  // Without a local range the implementation chooses one: one work-item
  // per group, so parallel_for_work_item runs each body once.
  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for_work_group(range<Dims> groups, const KernelType &kernel) {
    range<Dims> local;
    for (int d = 0; d < Dims; ++d)
      local[d] = 1;
    set_work_group_kernel(groups, local, kernel);
  }

  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for_work_group(range<Dims> groups, range<Dims> local,
                               const KernelType &kernel) {
    set_work_group_kernel(groups, local, kernel);
  }

private:
  friend class queue;
  explicit handler(const context &ctx) : m_context(ctx) {}

  // Shared by both parallel_for_work_group overloads. Not itself one: the
  // tool takes every parallel_for_work_group call for a kernel launch.
  template <int Dims, typename KernelType>
  void set_work_group_kernel(range<Dims> groups, range<Dims> local,
                             const KernelType &kernel) {
    set_kernel([kernel, groups, local](const kernel_handler &kh) {
      detail::for_each_index(groups, [&](const id<Dims> &group_id) {
        detail::invoke_kernel(kernel, kh, group<Dims>(group_id, local, groups));
      });
    });
  }

  void set_kernel(std::function<void(const kernel_handler &)> kernel) {
    if (m_kernel)
      throw exception(errc::invalid,
                      "a command group may hold only one kernel");
    m_kernel = std::move(kernel);
  }

  // Runs the kernel with the bundle's constants, or with this handler's
  // values built for this submit alone.
  void run() {
    if (!m_kernel)
      return;
    std::shared_ptr<const detail::spec_build> build =
        m_bundle != nullptr ? m_bundle->built
                            : detail::spec_build::make(m_values);
    m_kernel(kernel_handler(build.get()));
  }

  context m_context;
  detail::spec_value_map m_values;
  std::shared_ptr<detail::bundle_impl> m_bundle;
  std::function<void(const kernel_handler &)> m_kernel;
};

} // namespace sycl
