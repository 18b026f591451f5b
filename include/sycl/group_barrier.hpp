// sycl::group_barrier (SYCL 2020, 4.17.3): every work-item of the group
// waits until all have arrived; memory written before it by any of them is
// then visible to all (they run on one thread, one after another). The
// memory scope argument is accepted; a work-group barrier orders all memory.
// A sub-group has one work-item (see sub_group.hpp).
#pragma once

#include <sycl/detail/executor.hpp>
#include <sycl/group.hpp>
#include <sycl/sub_group.hpp>

namespace sycl {

template <int Dims> void group_barrier(const group<Dims> &) {
  detail::work_group_barrier();
}

template <int Dims, class MemoryScope>
void group_barrier(const group<Dims> &g, MemoryScope) {
  group_barrier(g);
}

// A sub-group is one work-item: nothing to wait for.
inline void group_barrier(const sub_group &) {}
template <class MemoryScope>
void group_barrier(const sub_group &, MemoryScope) {}

} // namespace sycl
