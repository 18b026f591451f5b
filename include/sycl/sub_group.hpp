// sycl::sub_group (SYCL 2020, 4.9.1.8). The work-items of a work-group are
// split, in local linear id order, into sub-groups of the launch's size n
// (syclfg::sub_group_size(), reported by info::device::sub_group_sizes):
// sub-group k holds local linear ids [k * n, k * n + n), and the last one
// of a group whose size n does not divide has the remaining work-items.
// The executor runs a sub-group's work-items one after another on one
// thread; group_barrier(sub_group) waits for that sub-group only.
#pragma once

#include <sycl/memory_order.hpp>
#include <sycl/range.hpp>

#include <algorithm>
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

  // The sub-group of the work-item of local linear id `local_linear_id` in
  // a work-group of `group_size` work-items, for sub-groups of `size`.
  sub_group(std::size_t local_linear_id, std::size_t group_size,
            std::size_t size = 1)
      : m_id(local_linear_id / size), m_local(local_linear_id % size),
        m_count((group_size + size - 1) / size),
        m_range(std::min(size, group_size - m_id * size)),
        m_max(std::min(size, group_size)) {}

  id_type get_group_id() const { return id_type(m_id); }
  id_type get_local_id() const { return id_type(m_local); }
  range_type get_local_range() const { return range_type(m_range); }
  range_type get_group_range() const { return range_type(m_count); }
  // The largest sub-group of the work-group (all but the last have it).
  range_type get_max_local_range() const { return range_type(m_max); }
  linear_id_type get_group_linear_id() const { return narrow(m_id); }
  linear_id_type get_local_linear_id() const { return narrow(m_local); }
  linear_id_type get_group_linear_range() const { return narrow(m_count); }
  linear_id_type get_local_linear_range() const { return narrow(m_range); }
  bool leader() const { return m_local == 0; }

  friend bool operator==(const sub_group &a, const sub_group &b) {
    return a.m_id == b.m_id && a.m_count == b.m_count &&
           a.m_range == b.m_range && a.m_max == b.m_max;
  }
  friend bool operator!=(const sub_group &a, const sub_group &b) {
    return !(a == b);
  }

private:
  static linear_id_type narrow(std::size_t v) {
    return static_cast<linear_id_type>(v);
  }

  std::size_t m_id;    // of the sub-group within its work-group
  std::size_t m_local; // of the calling work-item within the sub-group
  std::size_t m_count; // sub-groups in the work-group
  std::size_t m_range; // work-items in this sub-group
  std::size_t m_max;   // work-items in the work-group's largest sub-group
};

} // namespace sycl
