// sycl::nd_range (SYCL 2020, 4.9.1.2): a global range split into work-groups
// of a local range, with an offset (deprecated in SYCL 2020, still part of
// its constructor) added to every work-item's global id.
#pragma once

#include <sycl/exception.hpp>
#include <sycl/range.hpp>

namespace sycl {

template <int Dims = 1> class nd_range {
public:
  static constexpr int dimensions = Dims;

  // Throws errc::nd_range unless every local size is non-zero and divides
  // the global size, as a device runtime would at submission.
  nd_range(range<Dims> global, range<Dims> local, id<Dims> offset = id<Dims>())
      : m_global(global), m_local(local), m_offset(offset) {
    for (int d = 0; d < Dims; ++d)
      if (local[d] == 0 || global[d] % local[d] != 0)
        throw exception(
            errc::nd_range,
            "nd_range: the local range must divide the global range");
  }

  range<Dims> get_global_range() const { return m_global; }
  range<Dims> get_local_range() const { return m_local; }
  id<Dims> get_offset() const { return m_offset; }

  friend bool operator==(const nd_range &a, const nd_range &b) {
    return a.m_global == b.m_global && a.m_local == b.m_local &&
           a.m_offset == b.m_offset;
  }
  friend bool operator!=(const nd_range &a, const nd_range &b) {
    return !(a == b);
  }
  range<Dims> get_group_range() const {
    range<Dims> groups;
    for (int d = 0; d < Dims; ++d)
      groups[d] = m_global[d] / m_local[d];
    return groups;
  }

private:
  range<Dims> m_global;
  range<Dims> m_local;
  id<Dims> m_offset;
};

} // namespace sycl
