// sycl::handler (SYCL 2020, 4.9.4): collects one command group. The kernel
// is stored and run after the command-group function returns, because
// specialization constants may be set after parallel_for is called within
// the group: inside queue::submit, or later on a thread of its own for a
// host task or a command whose requirements are pending
// (impl/command_schedule.hpp says which).
#pragma once

#include <sycl/accessor.hpp>
#include <sycl/context.hpp>
#include <sycl/detail/kernel_copy.hpp>
#include <sycl/detail/local_memory.hpp>
#include <sycl/detail/runtime/bulk_memory.hpp>
#include <sycl/detail/runtime/kernel_facts.hpp>
#include <sycl/detail/runtime/spec_const_runtime.hpp>
#include <sycl/detail/runtime/stream_output.hpp>
#include <sycl/device.hpp>
#include <sycl/event.hpp>
#include <sycl/exception.hpp>
#include <sycl/ext/oneapi/device_global.hpp>
#include <sycl/group.hpp>
#include <sycl/impl/launch.hpp>
#include <sycl/kernel_bundle.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/nd_item.hpp>
#include <sycl/nd_range.hpp>
#include <sycl/property_list.hpp>
#include <sycl/range.hpp>
#include <sycl/reduction.hpp>
#include <sycl/specialization_id.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace sycl {

class queue;

template <typename DataT, int Dims> class local_accessor;

namespace detail {
class command_schedule;
struct image_uses; // in <sycl/image_accessor.hpp>
} // namespace detail

namespace detail {
// One sycl::stream of a command group, kept by its handler while the
// kernel runs: how many bytes of the stream's totalBufferSize its kernel
// may still print (stream_append in detail/runtime/stream_output.hpp
// counts them down), and the stream's properties.
struct stream_state {
  explicit stream_state(std::size_t total, property_list properties)
      : left(total), props(std::move(properties)) {}
  std::atomic<std::size_t> left;
  property_list props;
};
} // namespace detail

// What a host task may query about its backend: nothing, on the host.
class interop_handle {
public:
  backend get_backend() const noexcept { return backend::ext_syclfg_host; }
};

class handler {
public:
  handler(const handler &) = delete;
  handler &operator=(const handler &) = delete;

  // Declared only: defined in <sycl/detail/abi/spec_const_integration.hpp>.
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

  // Copies to and from a device_global (sycl_ext_oneapi_device_global):
  // the command of this group. Ranges beyond the variable's end throw
  // errc::invalid here; host_access read/write/none removes the copies it
  // rules out.
  template <typename T, typename P, detail::if_host_writes<P> = 0>
  void memcpy(detail::device_global_t<T, P> &dest, const void *src,
              std::size_t numBytes = sizeof(T), std::size_t offset = 0) {
    set_copy(detail::device_global_bytes(dest, numBytes, offset, "memcpy"), src,
             numBytes);
  }
  template <typename T, typename P, detail::if_host_reads<P> = 0>
  void memcpy(void *dest, const detail::device_global_t<T, P> &src,
              std::size_t numBytes = sizeof(T), std::size_t offset = 0) {
    set_copy(dest, detail::device_global_bytes(src, numBytes, offset, "memcpy"),
             numBytes);
  }
  template <typename T, typename P, detail::if_host_writes<P> = 0>
  void copy(const detail::dg_element_t<T> *src,
            detail::device_global_t<T, P> &dest,
            std::size_t count = detail::dg_element_count<T>,
            std::size_t startIndex = 0) {
    constexpr std::size_t size = sizeof(detail::dg_element_t<T>);
    set_copy(detail::device_global_bytes(dest, count * size, startIndex * size,
                                         "copy"),
             src, count * size);
  }
  template <typename T, typename P, detail::if_host_reads<P> = 0>
  void copy(const detail::device_global_t<T, P> &src,
            detail::dg_element_t<T> *dest,
            std::size_t count = detail::dg_element_count<T>,
            std::size_t startIndex = 0) {
    constexpr std::size_t size = sizeof(detail::dg_element_t<T>);
    set_copy(dest,
             detail::device_global_bytes(src, count * size, startIndex * size,
                                         "copy"),
             count * size);
  }

  // The command group runs once these events have completed; they are
  // its event's wait list.
  void depends_on(event dep) { m_deps.push_back(std::move(dep)); }
  void depends_on(const std::vector<event> &deps) {
    m_deps.insert(m_deps.end(), deps.begin(), deps.end());
  }

  // USM and host memory operations (SYCL 2020, 4.9.4.3). Every pointer is
  // host memory, so these are the C library's operations.
  void memcpy(void *dest, const void *src, std::size_t num_bytes) {
#if SYCLFG_CHECKS
    detail::check_usm_range("memcpy to", dest, num_bytes, {});
    detail::check_usm_range("memcpy from", src, num_bytes, {});
#endif
    set_kernel([=](const kernel_handler &) {
      const auto to = reinterpret_cast<std::uintptr_t>(dest);
      const auto from = reinterpret_cast<std::uintptr_t>(src);
      if (to + num_bytes <= from || from + num_bytes <= to)
        detail::copy_memory(dest, src, num_bytes); // large: all workers
      else if (num_bytes != 0)
        std::memmove(dest, src, num_bytes);
    });
  }
  template <typename T> void copy(const T *src, T *dest, std::size_t count) {
#if SYCLFG_CHECKS
    detail::check_usm_range("copy to", dest, count * sizeof(T), {});
    detail::check_usm_range("copy from", src, count * sizeof(T), {});
#endif
    set_kernel(
        [=](const kernel_handler &) { std::copy(src, src + count, dest); });
  }
  void memset(void *ptr, int value, std::size_t num_bytes) {
#if SYCLFG_CHECKS
    detail::check_usm_range("memset", ptr, num_bytes, {});
#endif
    set_kernel([=](const kernel_handler &) {
      detail::set_memory(ptr, value, num_bytes); // large: all workers
    });
  }
  template <typename T>
  void fill(void *ptr, const T &pattern, std::size_t count) {
#if SYCLFG_CHECKS
    detail::check_usm_range("fill", ptr, count * sizeof(T), {});
#endif
    set_kernel([=](const kernel_handler &) {
      std::fill(static_cast<T *>(ptr), static_cast<T *>(ptr) + count, pattern);
    });
  }
  // Hints with no effect on the host: memory is already where kernels run.
  void prefetch(const void *, std::size_t) { set_kernel(no_op); }
  void mem_advise(const void *, std::size_t, int) { set_kernel(no_op); }

  // Explicit copies with accessors (SYCL 2020, 4.9.4.3): the accessed
  // region in row-major order to or from host memory, or between two
  // accessors of the same element count.
  template <class T, int D, access_mode M, target Tg, access::placeholder P,
            class Dst>
  void copy(accessor<T, D, M, Tg, P> src, Dst *dest) {
    set_kernel([src, dest](const kernel_handler &) {
      Dst *out = dest;
      src.for_each([&out](const auto &v) { *out++ = v; });
    });
  }
  template <class T, int D, access_mode M, target Tg, access::placeholder P,
            class Dst>
  void copy(accessor<T, D, M, Tg, P> src, std::shared_ptr<Dst> dest) {
    copy(src, dest.get());
    m_keep_alive = std::move(dest);
  }
  template <class Src, class T, int D, access_mode M, target Tg,
            access::placeholder P>
  void copy(const Src *src, accessor<T, D, M, Tg, P> dest) {
    set_kernel([src, dest](const kernel_handler &) {
      const Src *in = src;
      dest.for_each([&in](auto &v) { v = *in++; });
    });
  }
  template <class Src, class T, int D, access_mode M, target Tg,
            access::placeholder P>
  void copy(std::shared_ptr<Src> src, accessor<T, D, M, Tg, P> dest) {
    // element_type: Src may be an array (shared_ptr<T[]>).
    using element_t = typename std::shared_ptr<Src>::element_type;
    copy(static_cast<const element_t *>(src.get()), dest);
    m_keep_alive = std::move(src);
  }
  template <class T1, int D1, access_mode M1, target T1g,
            access::placeholder P1, class T2, int D2, access_mode M2,
            target T2g, access::placeholder P2>
  void copy(accessor<T1, D1, M1, T1g, P1> src,
            accessor<T2, D2, M2, T2g, P2> dest) {
    if (src.size() > dest.size())
      throw exception(make_error_code(errc::invalid),
                      "handler::copy: the destination accessor is smaller "
                      "than the source");
    set_kernel([src, dest](const kernel_handler &) {
      std::vector<std::remove_const_t<T1>> values;
      values.reserve(src.size());
      src.for_each([&values](const auto &v) { values.push_back(v); });
      auto in = values.begin();
      dest.for_each([&in](auto &v) { v = *in++; });
    });
  }
  template <class T, int D, access_mode M, target Tg, access::placeholder P>
  void fill(accessor<T, D, M, Tg, P> dest, const T &value) {
    set_kernel([dest, value](const kernel_handler &) {
      dest.for_each([&value](auto &v) { v = value; });
    });
  }
  // Host memory is the buffer's memory: nothing to update.
  template <class T, int D, access_mode M, target Tg, access::placeholder P>
  void update_host(accessor<T, D, M, Tg, P>) {
    set_kernel(no_op);
  }
  // Binds a placeholder accessor to this command group: the command uses
  // its memory (and holds a use_mutex) until it has run, and follows the
  // previous command that used it.
  template <class T, int D, access_mode M, target Tg, access::placeholder P>
  void require(accessor<T, D, M, Tg, P> acc) {
    if (auto use = acc.use_again())
      m_uses.push_back(std::move(use));
  }

  // A command run on the host with the command group's requirements met
  // (SYCL 2020, 4.10), on a thread of its own: submit returns at once. The
  // callable may take an interop_handle.
  template <typename T> void host_task(T &&task) {
    m_host_task = true;
    set_kernel([task = std::forward<T>(task)](const kernel_handler &) mutable {
      if constexpr (std::is_invocable_v<T &, interop_handle>)
        task(interop_handle());
      else
        task();
    });
  }

  // Runs on the submitting thread.
  template <typename KernelName = void, typename KernelType>
  void single_task(const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    reject_local_accessors(kernel, "single_task");
    set_kernel([kernel](const kernel_handler &kh) {
#if SYCLFG_CHECKS
      detail::run_single_task_checked(kernel, kh);
#else
      // The copy it runs owns nothing (kernel_copy.hpp).
      detail::invoke_kernel(detail::copy_for_kernel(kernel), kh);
#endif
      detail::stream_flush(); // the work-item's end
    });
  }

  // Plain loops over chunks of the range, split across the worker threads.
  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for(range<Dims> extent, const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    set_range_kernel(extent, kernel);
  }
  // A plain count is a one-dimensional range.
  template <typename KernelName = void, typename KernelType>
  void parallel_for(std::size_t count, const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    set_range_kernel(range<1>(count), kernel);
  }
  // A braced extent, `parallel_for({n, m}, k)`: range<Dims> cannot be
  // deduced from a braced list, so two and three dimensions have their own
  // overloads (as in DPC++ and AdaptiveCpp; `{n}` is the count above).
  template <typename KernelName = void, typename KernelType>
  void parallel_for(range<2> extent, const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    set_range_kernel(extent, kernel);
  }
  template <typename KernelName = void, typename KernelType>
  void parallel_for(range<3> extent, const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    set_range_kernel(extent, kernel);
  }

  // With an offset (deprecated in SYCL 2020, 4.9.4.2.2): the ids run
  // from `offset` to `offset + extent - 1`; a kernel taking an item sees
  // them in get_id() and the offset in get_offset().
  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for(range<Dims> extent, id<Dims> offset,
                    const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    set_range_kernel(extent, kernel, offset);
  }

  // Work-groups in parallel across the worker threads; the work-items of a
  // group as fibers on one thread, so barriers and local memory work.
  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for(nd_range<Dims> space, const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    set_nd_range_kernel(space, kernel);
  }

  // With reductions (SYCL 2020, 4.9.2): `rest` is the reductions, then
  // the kernel, which takes the work-item and one reducer per reduction.
  template <typename KernelName = void, int Dims, typename First,
            typename... Rest,
            std::enable_if_t<detail::is_reduction_v<First>, int> = 0>
  void parallel_for(range<Dims> extent, First &&first, Rest &&...rest) {
    auto rk = detail::make_reduction_kernel(std::forward<First>(first),
                                            std::forward<Rest>(rest)...);
    note_kernel<KernelName, typename decltype(rk)::kernel_type>();
    set_range_kernel(extent, rk);
    m_finish = [rk] { rk.finish(); };
  }
  template <typename KernelName = void, int Dims, typename First,
            typename... Rest,
            std::enable_if_t<detail::is_reduction_v<First>, int> = 0>
  void parallel_for(nd_range<Dims> space, First &&first, Rest &&...rest) {
    auto rk = detail::make_reduction_kernel(std::forward<First>(first),
                                            std::forward<Rest>(rest)...);
    // The user's kernel's name and size find its registered facts (its
    // attributes), not the reduction wrapper's.
    using user_kernel = typename decltype(rk)::kernel_type;
    note_kernel<KernelName, user_kernel>();
    set_nd_range_kernel(space, rk);
    m_finish = [rk] { rk.finish(); };
  }

  // Without a local range the implementation chooses one: the kernel's
  // reqd_work_group_size, else one work-item per group, so
  // parallel_for_work_item runs each body once.
  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for_work_group(range<Dims> groups, const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    range<Dims> local;
    for (int d = 0; d < Dims; ++d)
      local[d] =
          m_needs.work_group_dims == Dims ? m_needs.work_group_size[d] : 1;
    set_work_group_kernel(groups, local, kernel);
  }

  template <typename KernelName = void, int Dims, typename KernelType>
  void parallel_for_work_group(range<Dims> groups, range<Dims> local,
                               const KernelType &kernel) {
    note_kernel<KernelName, KernelType>();
    check_local_range(local);
    set_work_group_kernel(groups, local, kernel);
  }

private:
  friend class queue;
  friend class detail::command_schedule;
  friend struct detail::image_uses;
  explicit handler(const context &ctx) : m_context(ctx) {}

  template <typename DataT, int Dims> friend class local_accessor;
  // An accessor made with a handler leaves its use of the memory here.
  template <typename, int, access_mode, target, access::placeholder>
  friend class accessor;
  friend class stream;

  // A stream's state, for as long as the command group (and its kernel).
  detail::stream_state *add_stream(std::size_t total, property_list props) {
    m_streams.push_back(
        std::make_unique<detail::stream_state>(total, std::move(props)));
    return m_streams.back().get();
  }

  static void no_op(const kernel_handler &) {}

  // The kernels of the parallel_for overloads (not themselves named
  // parallel_for: the tool takes every such call for a kernel launch).
  template <int Dims, typename KernelType>
  void set_range_kernel(range<Dims> extent, const KernelType &kernel) {
    reject_local_accessors(kernel, "parallel_for over a range");
    set_kernel([kernel, extent](const kernel_handler &kh) {
      detail::run_range_kernel<false>(extent, id<Dims>(), kernel, kh);
    });
  }
  template <int Dims, typename KernelType>
  void set_range_kernel(range<Dims> extent, const KernelType &kernel,
                        id<Dims> offset) {
    reject_local_accessors(kernel, "parallel_for over a range");
    set_kernel([kernel, extent, offset](const kernel_handler &kh) {
      detail::run_range_kernel<true>(extent, offset, kernel, kh);
    });
  }
  // With the kernel's [[sycl::reqd_sub_group_size(N)]], as its footer
  // registered it (0: none, the executor's size).
  template <int Dims, typename KernelType>
  void set_nd_range_kernel(nd_range<Dims> space, const KernelType &kernel) {
    check_local_range(space.get_local_range());
    const std::size_t sub_group = m_needs.sub_group_size;
    set_kernel([kernel, space, sub_group,
                bytes = m_local.bytes()](const kernel_handler &kh) {
      detail::run_nd_range_kernel(space, kernel, kh, bytes, sub_group);
    });
  }

  // Shared by both parallel_for_work_group overloads. Not itself one: the
  // tool takes every parallel_for_work_group call for a kernel launch.
  // Groups run in parallel; each group's work-items one after another.
  template <int Dims, typename KernelType>
  void set_work_group_kernel(range<Dims> groups, range<Dims> local,
                             const KernelType &kernel) {
    set_kernel([kernel, groups, local,
                bytes = m_local.bytes()](const kernel_handler &kh) {
      detail::run_work_group_kernel(groups, local, kernel, kh, bytes);
    });
  }

  // Which kernel this group runs, for use_kernel_bundle's check, and what
  // its attributes require: errc::kernel_not_supported when the device
  // lacks an aspect, the work-group size or the sub-group size (SYCL 2020
  // 5.7, 5.8.1).
  template <typename KernelName, typename KernelType> void note_kernel() {
    m_kernel_name =
        detail::kernel_name_of<detail::kernel_name_t<KernelName, KernelType>>();
    m_needs = detail::kernel_requirements_of(m_kernel_name, sizeof(KernelType));
    const std::string why = detail::incompatibility(m_needs, device());
    if (!why.empty())
      throw exception(make_error_code(errc::kernel_not_supported),
                      "the kernel cannot run on the device: " + why);
  }

  // A kernel with [[sycl::reqd_work_group_size]] runs only with that local
  // range, in as many dimensions (SYCL 2020 5.8.1: errc::nd_range).
  template <int Dims> void check_local_range(const range<Dims> &local) const {
    if (m_needs.work_group_dims == 0)
      return;
    bool same = m_needs.work_group_dims == Dims;
    for (int d = 0; same && d < Dims; ++d)
      same = local[d] == m_needs.work_group_size[d];
    if (!same)
      throw exception(make_error_code(errc::nd_range),
                      "the local range differs from the kernel's "
                      "reqd_work_group_size");
  }

  void set_copy(void *dest, const void *src, std::size_t bytes) {
    set_kernel([dest, src, bytes](const kernel_handler &) {
      std::memcpy(dest, src, bytes);
    });
  }

  // For local_accessor's constructor: its offset in each group's block.
  std::size_t reserve_local_memory(std::size_t bytes, std::size_t alignment) {
    return m_local.reserve(bytes, alignment);
  }

  // SYCL 2020 4.7.6.11: local memory only exists for nd_range and
  // hierarchical kernels.
  template <typename KernelType>
  void reject_local_accessors(const KernelType &kernel, const char *form) {
    if (m_local.bytes() != 0 && detail::captures_local_accessor(kernel))
      throw exception(errc::kernel_argument,
                      std::string("a ") + form +
                          " kernel captures a local_accessor; use an "
                          "nd_range parallel_for");
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
    if (m_bundle != nullptr && m_kernel_name != nullptr &&
        !m_bundle->has(m_kernel_name))
      throw exception(make_error_code(errc::kernel_not_supported),
                      "the kernel bundle bound with use_kernel_bundle does "
                      "not contain the kernel of this command group");
    std::shared_ptr<const detail::spec_build> build =
        m_bundle != nullptr ? m_bundle->built
                            : detail::spec_build::make(m_values);
#if SYCLFG_CHECKS
    detail::check_set_kernel(m_kernel_name, &m_late_specs);
#endif
    m_kernel(kernel_handler(build.get()));
    if (m_finish)
      m_finish();
  }

  context m_context;
  detail::local_memory_layout m_local;
  detail::spec_value_map m_values;
  std::shared_ptr<detail::bundle_impl> m_bundle;
  std::function<void(const kernel_handler &)> m_kernel;
  const char *m_kernel_name = nullptr; // kernels, not copies
  detail::kernel_requirements m_needs; // of that kernel (its attributes)
  std::vector<event> m_deps;
  bool m_host_task = false;
  std::function<void()> m_finish;           // after the kernel (reductions)
  std::shared_ptr<const void> m_keep_alive; // copy sources and targets
  // Of accessors (buffer and image) made with this handler and of required
  // placeholders; each one's get() is the memory's buffer_storage_base.
  std::vector<std::shared_ptr<void>> m_uses;
  std::vector<std::unique_ptr<detail::stream_state>> m_streams;
#if SYCLFG_CHECKS
  // Checking mode: the specialization constants set after the kernel.
  std::vector<std::string> m_late_specs;
#endif
};

} // namespace sycl
