// sycl::group (SYCL 2020, 4.9.1.8): one work-group, as handed to a
// parallel_for_work_group kernel and returned by nd_item::get_group().
// parallel_for_work_item runs the group's work-items one after another
// (SYCL leaves group functions at the group scope of a hierarchical kernel
// undefined; async_work_group_copy there copies once).
// A group obtained from nd_item::get_group() also knows the calling
// work-item (get_local_id() and the group functions need it); one handed to
// a parallel_for_work_group kernel does not (its local id is 0).
#pragma once

#include <sycl/detail/for_each_index.hpp>
#include <sycl/detail/group_copy.hpp>
#include <sycl/device_event.hpp>
#include <sycl/h_item.hpp>
#include <sycl/memory_order.hpp>
#include <sycl/multi_ptr.hpp>
#include <sycl/range.hpp>

#include <type_traits>

namespace sycl {

template <int Dims = 1> class group {
public:
  static constexpr int dimensions = Dims;
  using id_type = id<Dims>;
  using range_type = range<Dims>;
  using linear_id_type = std::size_t;
  static constexpr memory_scope fence_scope = memory_scope::work_group;

  group(const id<Dims> &group_id, const range<Dims> &local_range,
        const range<Dims> &group_range, const id<Dims> &local_id = id<Dims>())
      : m_id(group_id), m_local_range(local_range), m_group_range(group_range),
        m_local_id(local_id) {}

  id<Dims> get_group_id() const { return m_id; }
  std::size_t get_group_id(int dimension) const { return m_id[dimension]; }
  // SYCL 1.2.1's names of get_group_id and get_group_linear_id, which
  // SYCL 2020 programs still call (deprecated there).
  id<Dims> get_id() const { return m_id; }
  std::size_t get_id(int dimension) const { return m_id[dimension]; }
  std::size_t get_linear_id() const { return get_group_linear_id(); }
  std::size_t operator[](int dimension) const { return m_id[dimension]; }
  range<Dims> get_local_range() const { return m_local_range; }
  std::size_t get_local_range(int dimension) const {
    return m_local_range[dimension];
  }
  range<Dims> get_group_range() const { return m_group_range; }
  std::size_t get_group_range(int dimension) const {
    return m_group_range[dimension];
  }
  range<Dims> get_global_range() const {
    range<Dims> global;
    for (int d = 0; d < Dims; ++d)
      global[d] = m_group_range[d] * m_local_range[d];
    return global;
  }
  // Deprecated in SYCL 2020 (4.9.1.7), still a member.
  std::size_t get_global_range(int dimension) const {
    return m_group_range[dimension] * m_local_range[dimension];
  }
  std::size_t get_group_linear_id() const {
    return detail::linear_id(m_id, m_group_range);
  }
  std::size_t get_group_linear_range() const { return m_group_range.size(); }
  id<Dims> get_local_id() const { return m_local_id; }
  std::size_t get_local_id(int dimension) const {
    return m_local_id[dimension];
  }
  std::size_t get_local_linear_id() const {
    return detail::linear_id(m_local_id, m_local_range);
  }
  std::size_t get_local_linear_range() const { return m_local_range.size(); }
  range<Dims> get_max_local_range() const { return m_local_range; }
  bool leader() const { return get_local_linear_id() == 0; }

  // `work_item` takes an h_item<Dims>, or an item<Dims> holding the
  // work-item's global id and the global range (so it indexes buffers the
  // way a range parallel_for's item does). The work-items run one after
  // another, so the loop ends with every work-item done: the implicit
  // barrier SYCL puts after each parallel_for_work_item.
  template <class WorkItem>
  void parallel_for_work_item(const WorkItem &work_item) const {
    parallel_for_work_item(m_local_range, work_item);
  }
  // A flexible (logical) range: logical local id l runs on the physical
  // work-item l % local range (dimension by dimension), whose global id
  // and private_memory it uses; a logical range smaller than the local
  // range leaves some work-items idle, a larger one runs some several
  // times.
  template <class WorkItem>
  void parallel_for_work_item(const range<Dims> &logical,
                              const WorkItem &work_item) const {
    const range<Dims> global = get_global_range();
    detail::for_each_index(logical, [&](const id<Dims> &l) {
      id<Dims> physical, global_id;
      for (int d = 0; d < Dims; ++d) {
        physical[d] = l[d] % m_local_range[d];
        global_id[d] = m_id[d] * m_local_range[d] + physical[d];
      }
      if constexpr (std::is_invocable_v<const WorkItem &, h_item<Dims>>)
        work_item(h_item<Dims>(global_id, l, physical, global, logical,
                               m_local_range));
      else
        work_item(item<Dims, false>(global_id, global));
    });
  }

  // A group function (see detail/group_copy.hpp): local <- global with an
  // optional source stride, global <- local with an optional destination
  // stride, and any two pointers without a stride. The copy is done when
  // group_copy returns, so the device_event is complete.
  template <class Dest, class Src>
  device_event async_work_group_copy(Dest dest, Src src,
                                     std::size_t count) const {
    detail::group_copy(leader(), dest, src, count, 1, 1);
    return device_event();
  }
  template <class D, access::decorated DD, class S, access::decorated SD>
  device_event async_work_group_copy(
      multi_ptr<D, access::address_space::local_space, DD> dest,
      multi_ptr<S, access::address_space::global_space, SD> src,
      std::size_t count, std::size_t src_stride) const {
    detail::group_copy(leader(), dest, src, count, 1, src_stride);
    return device_event();
  }
  template <class D, access::decorated DD, class S, access::decorated SD>
  device_event async_work_group_copy(
      multi_ptr<D, access::address_space::global_space, DD> dest,
      multi_ptr<S, access::address_space::local_space, SD> src,
      std::size_t count, std::size_t dest_stride) const {
    detail::group_copy(leader(), dest, src, count, dest_stride, 1);
    return device_event();
  }
  template <class... Events> void wait_for(Events... events) const {
    (events.wait(), ...);
  }

  friend bool operator==(const group &a, const group &b) {
    return a.m_id == b.m_id && a.m_local_range == b.m_local_range &&
           a.m_group_range == b.m_group_range;
  }
  friend bool operator!=(const group &a, const group &b) { return !(a == b); }

private:
  id<Dims> m_id;
  range<Dims> m_local_range;
  range<Dims> m_group_range;
  id<Dims> m_local_id;
};

} // namespace sycl
