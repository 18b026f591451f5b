// Included by: <sycl/queue.hpp> only. A public-level implementation header
// (sycl/impl/, see docs/design.md): it defines members of sycl::queue (it is
// its base) in terms of sycl::handler, event, range and nd_range, so it
// includes public headers and no detail helper may include it.
//
// The queue's shortcut members (SYCL 2020, 4.6.5.2 and 4.6.5.3): each
// submits a command group holding one handler call, after depending on the
// given events; those taking accessors (placeholders) require them in the
// command group first. A base of sycl::queue, which provides submit.
#pragma once

#include <sycl/event.hpp>
#include <sycl/handler.hpp>
#include <sycl/nd_range.hpp>
#include <sycl/range.hpp>

#include <cstddef>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace sycl {
namespace detail {

// Enabled when none of `Args` is an event or a std::vector of events.
template <class... Args>
using if_no_events = std::enable_if_t<
    !((std::is_same_v<std::decay_t<Args>, event> ||
       std::is_same_v<std::decay_t<Args>, std::vector<event>>) ||
      ...),
    int>;

template <class Queue> class queue_shortcuts {
public:
  template <typename KernelName = void, typename KernelType>
  event single_task(const KernelType &kernel) {
    return single_task<KernelName>(std::vector<event>(), kernel);
  }
  template <typename KernelName = void, typename KernelType>
  event single_task(event dep, const KernelType &kernel) {
    return single_task<KernelName>(std::vector<event>{dep}, kernel);
  }
  template <typename KernelName = void, typename KernelType>
  event single_task(const std::vector<event> &deps, const KernelType &kernel) {
    return self().submit([&](handler &cgh) {
      cgh.depends_on(deps);
      cgh.template single_task<KernelName>(kernel);
    });
  }

  // `rest` is the kernel, after any reductions. Events to wait for come
  // right after the extent (or the offset): the overloads taking them, not
  // these, take every call that passes one, whatever its value category
  // (a forwarding reference would be a better match for a std::vector
  // lvalue than the const reference of the overload for events).
  template <typename KernelName = void, int Dims, typename... Rest,
            if_no_events<Rest...> = 0>
  event parallel_for(range<Dims> extent, Rest &&...rest) {
    return launch<KernelName>({}, extent, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, int Dims, typename... Rest>
  event parallel_for(range<Dims> extent, event dep, Rest &&...rest) {
    return launch<KernelName>({dep}, extent, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, int Dims, typename... Rest>
  event parallel_for(range<Dims> extent, const std::vector<event> &deps,
                     Rest &&...rest) {
    return launch<KernelName>(deps, extent, std::forward<Rest>(rest)...);
  }
  // With an offset (deprecated in SYCL 2020; see handler) and events, as
  // DPC++ has them; without events the forms above pass the offset on.
  template <typename KernelName = void, int Dims, typename KernelType>
  event parallel_for(range<Dims> extent, id<Dims> offset, event dep,
                     const KernelType &kernel) {
    return launch<KernelName>({dep}, extent, offset, kernel);
  }
  template <typename KernelName = void, int Dims, typename KernelType>
  event parallel_for(range<Dims> extent, id<Dims> offset,
                     const std::vector<event> &deps, const KernelType &kernel) {
    return launch<KernelName>(deps, extent, offset, kernel);
  }
  // A plain count is a one-dimensional range.
  template <typename KernelName = void, typename... Rest,
            if_no_events<Rest...> = 0>
  event parallel_for(std::size_t count, Rest &&...rest) {
    return launch<KernelName>({}, range<1>(count), std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, typename... Rest>
  event parallel_for(std::size_t count, event dep, Rest &&...rest) {
    return launch<KernelName>({dep}, range<1>(count),
                              std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, typename... Rest>
  event parallel_for(std::size_t count, const std::vector<event> &deps,
                     Rest &&...rest) {
    return launch<KernelName>(deps, range<1>(count),
                              std::forward<Rest>(rest)...);
  }
  // A braced extent, `parallel_for({n, m}, ...)` (see handler): the forms
  // above for two and three dimensions, since range<Dims> cannot be
  // deduced from a braced list.
  template <typename KernelName = void, typename... Rest,
            if_no_events<Rest...> = 0>
  event parallel_for(range<2> extent, Rest &&...rest) {
    return launch<KernelName>({}, extent, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, typename... Rest>
  event parallel_for(range<2> extent, event dep, Rest &&...rest) {
    return launch<KernelName>({dep}, extent, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, typename... Rest>
  event parallel_for(range<2> extent, const std::vector<event> &deps,
                     Rest &&...rest) {
    return launch<KernelName>(deps, extent, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, typename... Rest,
            if_no_events<Rest...> = 0>
  event parallel_for(range<3> extent, Rest &&...rest) {
    return launch<KernelName>({}, extent, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, typename... Rest>
  event parallel_for(range<3> extent, event dep, Rest &&...rest) {
    return launch<KernelName>({dep}, extent, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, typename... Rest>
  event parallel_for(range<3> extent, const std::vector<event> &deps,
                     Rest &&...rest) {
    return launch<KernelName>(deps, extent, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, int Dims, typename... Rest,
            if_no_events<Rest...> = 0>
  event parallel_for(nd_range<Dims> space, Rest &&...rest) {
    return launch<KernelName>({}, space, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, int Dims, typename... Rest>
  event parallel_for(nd_range<Dims> space, event dep, Rest &&...rest) {
    return launch<KernelName>({dep}, space, std::forward<Rest>(rest)...);
  }
  template <typename KernelName = void, int Dims, typename... Rest>
  event parallel_for(nd_range<Dims> space, const std::vector<event> &deps,
                     Rest &&...rest) {
    return launch<KernelName>(deps, space, std::forward<Rest>(rest)...);
  }

  event memcpy(void *dest, const void *src, std::size_t num_bytes,
               const std::vector<event> &deps = {}) {
    return self().submit([&](handler &cgh) {
      cgh.depends_on(deps);
      cgh.memcpy(dest, src, num_bytes);
    });
  }
  event memcpy(void *dest, const void *src, std::size_t num_bytes, event dep) {
    return memcpy(dest, src, num_bytes, std::vector<event>{dep});
  }
  template <typename T>
  event copy(const T *src, T *dest, std::size_t count,
             const std::vector<event> &deps = {}) {
    return self().submit([&](handler &cgh) {
      cgh.depends_on(deps);
      cgh.copy(src, dest, count);
    });
  }
  template <typename T>
  event copy(const T *src, T *dest, std::size_t count, event dep) {
    return copy(src, dest, count, std::vector<event>{dep});
  }
  event memset(void *ptr, int value, std::size_t num_bytes,
               const std::vector<event> &deps = {}) {
    return self().submit([&](handler &cgh) {
      cgh.depends_on(deps);
      cgh.memset(ptr, value, num_bytes);
    });
  }
  event memset(void *ptr, int value, std::size_t num_bytes, event dep) {
    return memset(ptr, value, num_bytes, std::vector<event>{dep});
  }
  template <typename T>
  event fill(void *ptr, const T &pattern, std::size_t count,
             const std::vector<event> &deps = {}) {
    return self().submit([&](handler &cgh) {
      cgh.depends_on(deps);
      cgh.fill(ptr, pattern, count);
    });
  }
  template <typename T>
  event fill(void *ptr, const T &pattern, std::size_t count, event dep) {
    return fill(ptr, pattern, count, std::vector<event>{dep});
  }
  event prefetch(const void *ptr, std::size_t num_bytes,
                 const std::vector<event> &deps = {}) {
    return self().submit([&](handler &cgh) {
      cgh.depends_on(deps);
      cgh.prefetch(ptr, num_bytes);
    });
  }
  event prefetch(const void *ptr, std::size_t num_bytes, event dep) {
    return prefetch(ptr, num_bytes, std::vector<event>{dep});
  }
  event mem_advise(const void *ptr, std::size_t num_bytes, int advice,
                   const std::vector<event> &deps = {}) {
    return self().submit([&](handler &cgh) {
      cgh.depends_on(deps);
      cgh.mem_advise(ptr, num_bytes, advice);
    });
  }
  event mem_advise(const void *ptr, std::size_t num_bytes, int advice,
                   event dep) {
    return mem_advise(ptr, num_bytes, advice, std::vector<event>{dep});
  }

  // Explicit copies with accessors (the last rows of SYCL 2020's Table
  // 29): handler::require of each accessor, then the handler's call.
  template <class T, int D, access_mode M, target Tg, access::placeholder P,
            class Dst>
  event copy(accessor<T, D, M, Tg, P> src, std::shared_ptr<Dst> dest) {
    return on([&](handler &cgh) { cgh.copy(src, dest); }, src);
  }
  template <class Src, class T, int D, access_mode M, target Tg,
            access::placeholder P>
  event copy(std::shared_ptr<Src> src, accessor<T, D, M, Tg, P> dest) {
    return on([&](handler &cgh) { cgh.copy(src, dest); }, dest);
  }
  template <class T, int D, access_mode M, target Tg, access::placeholder P,
            class Dst>
  event copy(accessor<T, D, M, Tg, P> src, Dst *dest) {
    return on([&](handler &cgh) { cgh.copy(src, dest); }, src);
  }
  template <class Src, class T, int D, access_mode M, target Tg,
            access::placeholder P>
  event copy(const Src *src, accessor<T, D, M, Tg, P> dest) {
    return on([&](handler &cgh) { cgh.copy(src, dest); }, dest);
  }
  template <class T1, int D1, access_mode M1, target T1g,
            access::placeholder P1, class T2, int D2, access_mode M2,
            target T2g, access::placeholder P2>
  event copy(accessor<T1, D1, M1, T1g, P1> src,
             accessor<T2, D2, M2, T2g, P2> dest) {
    return on([&](handler &cgh) { cgh.copy(src, dest); }, src, dest);
  }
  template <class T, int D, access_mode M, target Tg, access::placeholder P>
  event update_host(accessor<T, D, M, Tg, P> acc) {
    return on([&](handler &cgh) { cgh.update_host(acc); }, acc);
  }
  template <class T, int D, access_mode M, target Tg, access::placeholder P>
  event fill(accessor<T, D, M, Tg, P> dest, const T &value) {
    return on([&](handler &cgh) { cgh.fill(dest, value); }, dest);
  }

private:
  Queue &self() { return static_cast<Queue &>(*this); }

  // A command group requiring `accessors` and then doing `op`.
  template <class Op, class... Accessors>
  event on(Op op, const Accessors &...accessors) {
    return self().submit([&](handler &cgh) {
      (cgh.require(accessors), ...);
      op(cgh);
    });
  }

  template <typename KernelName, class Space, typename... Rest>
  event launch(const std::vector<event> &deps, const Space &space,
               Rest &&...rest) {
    return self().submit([&](handler &cgh) {
      cgh.depends_on(deps);
      cgh.template parallel_for<KernelName>(space, std::forward<Rest>(rest)...);
    });
  }
};

} // namespace detail
} // namespace sycl
