// sycl::sub_group (SYCL 2020, 4.9.1). The host device reports one
// sub-group size, 1 (info::device::sub_group_sizes), so every work-item is
// its own sub-group: its sub-group id is its local linear id within the
// work-group, and the sub-group collectives are those of one work-item.
#pragma once

#include <sycl/memory_order.hpp>
#include <sycl/range.hpp>

#include <cstddef>
#include <cstdint>

namespace sycl {

class sub_group {
public:
  using id_type = id<1>;
  using range_type = range<1>;
  using linear_id_type = std::uint32_t;
  static constexpr int dimensions = 1;
  static constexpr memory_scope fence_scope = memory_scope::sub_group;

  sub_group(std::size_t group_id, std::size_t group_count)
      : m_id(group_id), m_count(group_count) {}

  id_type get_group_id() const { return id_type(m_id); }
  id_type get_local_id() const { return id_type(0); }
  range_type get_local_range() const { return range_type(1); }
  range_type get_group_range() const { return range_type(m_count); }
  range_type get_max_local_range() const { return range_type(1); }
  linear_id_type get_group_linear_id() const {
    return static_cast<linear_id_type>(m_id);
  }
  linear_id_type get_local_linear_id() const { return 0; }
  linear_id_type get_group_linear_range() const {
    return static_cast<linear_id_type>(m_count);
  }
  linear_id_type get_local_linear_range() const { return 1; }
  bool leader() const { return true; }

  friend bool operator==(const sub_group &a, const sub_group &b) {
    return a.m_id == b.m_id && a.m_count == b.m_count;
  }
  friend bool operator!=(const sub_group &a, const sub_group &b) {
    return !(a == b);
  }

private:
  std::size_t m_id;
  std::size_t m_count;
};

} // namespace sycl
