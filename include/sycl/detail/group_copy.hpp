// Included by: public headers and other detail helpers (header-only). Still
// includes public headers, for sycl::device_event and multi_ptr: a known upward
// include (tests/layering).
//
// The copy behind group::async_work_group_copy and
// nd_item::async_work_group_copy (SYCL 2020, 4.9.1.7). It is a group
// function: every work-item of the group calls it with the same arguments.
// Here the group's leader copies between two work-group barriers (so the
// copy sees what every work-item wrote before the call, and nobody reads
// the destination before it is complete); the returned device_event is
// therefore already complete. At the group scope of a parallel_for_work_group
// kernel the barriers do nothing and the single caller copies.
#pragma once

#include <sycl/detail/runtime/executor.hpp>
#include <sycl/device_event.hpp>
#include <sycl/multi_ptr.hpp>

#include <cstddef>

namespace sycl {
namespace detail {

template <class T> T *raw_pointer(T *p) { return p; }
template <class T, access::address_space Space, access::decorated Decorated>
T *raw_pointer(const multi_ptr<T, Space, Decorated> &p) {
  return p.get_raw();
}

// dest[i * dest_stride] = src[i * src_stride] for i < count, once per group.
template <class Dest, class Src>
device_event group_copy(bool leader, Dest dest, Src src, std::size_t count,
                        std::size_t dest_stride, std::size_t src_stride) {
#if SYCLFG_CHECKS
  checked_barrier(true, {__FILE__, __LINE__});
#else
  work_group_barrier();
#endif
  if (leader) {
    auto *to = raw_pointer(dest);
    const auto *from = raw_pointer(src);
    for (std::size_t i = 0; i < count; ++i)
      to[i * dest_stride] = from[i * src_stride];
  }
#if SYCLFG_CHECKS
  checked_barrier(true, {__FILE__, __LINE__});
#else
  work_group_barrier();
#endif
  return device_event();
}

} // namespace detail
} // namespace sycl
