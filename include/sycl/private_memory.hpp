// sycl::private_memory (SYCL 2020, hierarchical kernels): one T per physical
// work-item of a work-group, declared at the group scope of a
// parallel_for_work_group kernel and indexed by the h_item of
// parallel_for_work_item, so a work-item's value lives from one
// parallel_for_work_item to the next (plain group-scope variables are shared by
// the whole group instead).
#pragma once

#include <sycl/detail/for_each_index.hpp>
#include <sycl/group.hpp>
#include <sycl/h_item.hpp>

#include <cstddef>
#include <memory>

namespace sycl {

template <typename T, int Dims = 1> class private_memory {
public:
  explicit private_memory(const group<Dims> &g)
      : m_range(g.get_local_range()),
        m_values(std::make_unique<T[]>(m_range.size())) {}

  // The value of the physical work-item running `item`.
  T &operator()(const h_item<Dims> &item) {
    return m_values[detail::linear_id(item.get_physical_local_id(), m_range)];
  }

private:
  range<Dims> m_range;
  std::unique_ptr<T[]> m_values;
};

} // namespace sycl
