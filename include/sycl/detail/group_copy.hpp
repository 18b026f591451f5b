// Included by: public headers (group.hpp) and other detail helpers
// (header-only). It names no public class: the caller returns the (already
// complete) device_event, and a multi_ptr is read through its get_raw().
//
// The copy behind group::async_work_group_copy and
// nd_item::async_work_group_copy (SYCL 2020, 4.9.1.7). It is a group
// function: every work-item of the group calls it with the same arguments.
// Here the group's leader copies between two work-group barriers (so the
// copy sees what every work-item wrote before the call, and nobody reads
// the destination before it is complete); the device_event that
// async_work_group_copy returns is therefore already complete. At the group
// scope of a parallel_for_work_group kernel the barriers do nothing and the
// single caller copies.
#pragma once

#include <sycl/detail/runtime/checks.hpp>
#include <sycl/detail/runtime/executor.hpp>

#include <cstddef>
#include <type_traits>

namespace sycl {
namespace detail {

// A raw pointer as it is; a multi_ptr (or any pointer-like class with
// get_raw()) as its raw pointer.
template <class P> auto raw_pointer(const P &p) {
  if constexpr (std::is_pointer_v<P>)
    return p;
  else
    return p.get_raw();
}

// dest[i * dest_stride] = src[i * src_stride] for i < count, once per group.
template <class Dest, class Src>
void group_copy(bool leader, Dest dest, Src src, std::size_t count,
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
}

} // namespace detail
} // namespace sycl
