// sycl::h_item (SYCL 2020, 4.9.1.6): a work-item inside
// group::parallel_for_work_item. Its physical local id is its place in the
// work-group's local range (parallel_for_work_group's); its logical local
// id is its place in the range given to parallel_for_work_item, which may
// differ (a flexible range: see group.hpp). get_local*() are the logical
// ones, the global id is the physical work-item's.
#pragma once

#include <sycl/range.hpp>

namespace sycl {

template <int Dims = 1> class h_item {
public:
  static constexpr int dimensions = Dims;

  h_item(const id<Dims> &global_id, const id<Dims> &logical_local_id,
         const id<Dims> &physical_local_id, const range<Dims> &global_range,
         const range<Dims> &logical_local_range,
         const range<Dims> &physical_local_range)
      : m_global_id(global_id), m_logical_id(logical_local_id),
        m_physical_id(physical_local_id), m_global_range(global_range),
        m_logical_range(logical_local_range),
        m_physical_range(physical_local_range) {}
  // Logical and physical coincide.
  h_item(const id<Dims> &global_id, const id<Dims> &local_id,
         const range<Dims> &global_range, const range<Dims> &local_range)
      : h_item(global_id, local_id, local_id, global_range, local_range,
               local_range) {}

  item<Dims, false> get_global() const {
    return item<Dims, false>(m_global_id, m_global_range);
  }
  item<Dims, false> get_local() const { return get_logical_local(); }
  item<Dims, false> get_logical_local() const {
    return item<Dims, false>(m_logical_id, m_logical_range);
  }
  item<Dims, false> get_physical_local() const {
    return item<Dims, false>(m_physical_id, m_physical_range);
  }

  range<Dims> get_global_range() const { return m_global_range; }
  std::size_t get_global_range(int d) const { return m_global_range[d]; }
  id<Dims> get_global_id() const { return m_global_id; }
  std::size_t get_global_id(int d) const { return m_global_id[d]; }
  range<Dims> get_local_range() const { return m_logical_range; }
  std::size_t get_local_range(int d) const { return m_logical_range[d]; }
  id<Dims> get_local_id() const { return m_logical_id; }
  std::size_t get_local_id(int d) const { return m_logical_id[d]; }
  range<Dims> get_logical_local_range() const { return m_logical_range; }
  std::size_t get_logical_local_range(int d) const {
    return m_logical_range[d];
  }
  id<Dims> get_logical_local_id() const { return m_logical_id; }
  std::size_t get_logical_local_id(int d) const { return m_logical_id[d]; }
  range<Dims> get_physical_local_range() const { return m_physical_range; }
  std::size_t get_physical_local_range(int d) const {
    return m_physical_range[d];
  }
  id<Dims> get_physical_local_id() const { return m_physical_id; }
  std::size_t get_physical_local_id(int d) const { return m_physical_id[d]; }

  friend bool operator==(const h_item &a, const h_item &b) {
    return a.m_global_id == b.m_global_id && a.m_logical_id == b.m_logical_id &&
           a.m_physical_id == b.m_physical_id &&
           a.m_global_range == b.m_global_range &&
           a.m_logical_range == b.m_logical_range &&
           a.m_physical_range == b.m_physical_range;
  }
  friend bool operator!=(const h_item &a, const h_item &b) { return !(a == b); }

private:
  id<Dims> m_global_id, m_logical_id, m_physical_id;
  range<Dims> m_global_range, m_logical_range, m_physical_range;
};

} // namespace sycl
