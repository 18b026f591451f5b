// sycl::h_item (SYCL 2020, 4.9.1.7): a work-item inside
// group::parallel_for_work_item, knowing both its global and local index.
#pragma once

#include <sycl/range.hpp>

namespace sycl {

template <int Dims = 1> class h_item {
public:
  h_item(const id<Dims> &global_id, const id<Dims> &local_id,
         const range<Dims> &global_range, const range<Dims> &local_range)
      : m_global_id(global_id), m_local_id(local_id),
        m_global_range(global_range), m_local_range(local_range) {}

  id<Dims> get_global_id() const { return m_global_id; }
  std::size_t get_global_id(int dimension) const {
    return m_global_id[dimension];
  }
  id<Dims> get_local_id() const { return m_local_id; }
  std::size_t get_local_id(int dimension) const {
    return m_local_id[dimension];
  }
  range<Dims> get_global_range() const { return m_global_range; }
  std::size_t get_global_range(int dimension) const {
    return m_global_range[dimension];
  }
  range<Dims> get_local_range() const { return m_local_range; }
  std::size_t get_local_range(int dimension) const {
    return m_local_range[dimension];
  }
  // Work-items are not remapped here: logical and physical ids coincide.
  id<Dims> get_logical_local_id() const { return m_local_id; }
  id<Dims> get_physical_local_id() const { return m_local_id; }
  item<Dims> get_global() const {
    return item<Dims>(m_global_id, m_global_range);
  }
  item<Dims> get_local() const { return item<Dims>(m_local_id, m_local_range); }

private:
  id<Dims> m_global_id;
  id<Dims> m_local_id;
  range<Dims> m_global_range;
  range<Dims> m_local_range;
};

} // namespace sycl
