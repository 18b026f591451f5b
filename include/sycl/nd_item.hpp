// sycl::nd_item (SYCL 2020, 4.9.1.5): a work-item of an nd_range
// parallel_for. barrier() suspends it until its whole work-group arrives
// (the executor runs a group's work-items as fibers); it knows the
// launch's sub-group size for get_sub_group().
#pragma once

#include <sycl/access.hpp>
#include <sycl/detail/for_each_index.hpp>
#include <sycl/detail/runtime/executor.hpp>
#include <sycl/group.hpp>
#include <sycl/nd_range.hpp>
#include <sycl/range.hpp>
#include <sycl/sub_group.hpp>

#include <atomic>

namespace sycl {
namespace access {
// Which memory a barrier orders. On the host every barrier orders all
// memory, so the argument is accepted and needs no further action.
enum class fence_space : char { local_space, global_space, global_and_local };
} // namespace access

template <int Dims = 1> class nd_item {
public:
  static constexpr int dimensions = Dims;

  // `offset` is the nd_range's (deprecated) offset, zero without one.
  nd_item(const group<Dims> &work_group, const id<Dims> &local_id,
          std::size_t sub_group_size = 1, const id<Dims> &offset = id<Dims>())
      : m_group(work_group), m_local_id(local_id), m_offset(offset),
        m_sub_group_size(sub_group_size) {}

  // Includes the offset, as item<Dims, true>::get_id() does.
  id<Dims> get_global_id() const {
    id<Dims> global = unshifted_global_id();
    for (int d = 0; d < Dims; ++d)
      global[d] += m_offset[d];
    return global;
  }
  std::size_t get_global_id(int dimension) const {
    return get_global_id()[dimension];
  }
  // Counted from the offset, as item<Dims, true>::get_linear_id() is: 0 to
  // get_global_range().size() - 1.
  std::size_t get_global_linear_id() const {
    return detail::linear_id(unshifted_global_id(), get_global_range());
  }
  id<Dims> get_offset() const { return m_offset; }
  id<Dims> get_local_id() const { return m_local_id; }
  std::size_t get_local_id(int dimension) const {
    return m_local_id[dimension];
  }
  std::size_t get_local_linear_id() const {
    return detail::linear_id(m_local_id, get_local_range());
  }
  group<Dims> get_group() const {
    return group<Dims>(m_group.get_group_id(), m_group.get_local_range(),
                       m_group.get_group_range(), m_local_id);
  }
  // Sub-group k holds the work-items of local linear ids [k * n, k * n + n)
  // for the launch's sub-group size n (see sub_group.hpp).
  sub_group get_sub_group() const {
    return sub_group(get_local_linear_id(), get_local_range().size(),
                     m_sub_group_size);
  }
  std::size_t get_group(int dimension) const {
    return m_group.get_group_id(dimension);
  }
  std::size_t get_group_linear_id() const {
    return m_group.get_group_linear_id();
  }
  range<Dims> get_group_range() const { return m_group.get_group_range(); }
  std::size_t get_group_range(int dimension) const {
    return m_group.get_group_range(dimension);
  }
  range<Dims> get_global_range() const { return m_group.get_global_range(); }
  std::size_t get_global_range(int dimension) const {
    return get_global_range()[dimension];
  }
  range<Dims> get_local_range() const { return m_group.get_local_range(); }
  std::size_t get_local_range(int dimension) const {
    return m_group.get_local_range(dimension);
  }
  nd_range<Dims> get_nd_range() const {
    return nd_range<Dims>(get_global_range(), get_local_range(), m_offset);
  }

#if SYCLFG_CHECKS
  void barrier(access::fence_space = access::fence_space::global_and_local,
               const char *file = __builtin_FILE(),
               int line = __builtin_LINE()) const {
    detail::checked_barrier(true, {file, line});
  }
#else
  void
  barrier(access::fence_space = access::fence_space::global_and_local) const {
    detail::work_group_barrier();
  }
#endif

  // The work-items of a group share one thread here, so the fence only
  // matters towards other groups (other threads): a full fence.
  template <access::mode = access::mode::read_write>
  void
  mem_fence(access::fence_space = access::fence_space::global_and_local) const {
    std::atomic_thread_fence(std::memory_order_seq_cst);
  }

  // Group functions of this work-item's group (see group.hpp).
  template <class... Args>
  device_event async_work_group_copy(Args... args) const {
    return get_group().async_work_group_copy(args...);
  }
  template <class... Events> void wait_for(Events... events) const {
    (events.wait(), ...);
  }

  // Common by-value semantics (SYCL 2020): the same work-item of the same
  // launch.
  friend bool operator==(const nd_item &a, const nd_item &b) {
    return a.m_group == b.m_group && a.m_local_id == b.m_local_id &&
           a.m_offset == b.m_offset;
  }
  friend bool operator!=(const nd_item &a, const nd_item &b) {
    return !(a == b);
  }

private:
  id<Dims> unshifted_global_id() const {
    id<Dims> global;
    for (int d = 0; d < Dims; ++d)
      global[d] =
          m_group.get_group_id(d) * m_group.get_local_range(d) + m_local_id[d];
    return global;
  }

  group<Dims> m_group;
  id<Dims> m_local_id;
  id<Dims> m_offset;
  std::size_t m_sub_group_size;
};

} // namespace sycl
