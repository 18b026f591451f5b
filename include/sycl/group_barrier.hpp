// sycl::group_barrier (SYCL 2020, 4.17.3): every work-item of the group
// waits until all have arrived; memory written before it by any of them is
// then visible to all (they run on one thread, one after another). The
// memory scope argument is accepted; a work-group barrier orders all memory.
// A sub-group barrier waits for the calling work-item's sub-group only.
#pragma once

#include <sycl/detail/runtime/executor.hpp>
#include <sycl/group.hpp>
#include <sycl/sub_group.hpp>

namespace sycl {

#if SYCLFG_CHECKS
template <int Dims>
void group_barrier(const group<Dims> &, const char *file = __builtin_FILE(),
                   int line = __builtin_LINE()) {
  detail::checked_barrier(true, {file, line});
}
#else
template <int Dims> void group_barrier(const group<Dims> &) {
  detail::work_group_barrier();
}
#endif

template <int Dims, class MemoryScope>
void group_barrier(const group<Dims> &g, MemoryScope) {
  group_barrier(g);
}

#if SYCLFG_CHECKS
inline void group_barrier(const sub_group &,
                          const char *file = __builtin_FILE(),
                          int line = __builtin_LINE()) {
  detail::checked_barrier(false, {file, line});
}
#else
inline void group_barrier(const sub_group &) { detail::sub_group_barrier(); }
#endif
template <class MemoryScope>
void group_barrier(const sub_group &g, MemoryScope) {
  group_barrier(g);
}

} // namespace sycl
