// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// The one loop every host-executed index space uses: sequential, row-major
// (the last dimension varies fastest), so runs are deterministic.
#pragma once

#include <cstddef>

namespace sycl {
template <int Dims> class range;
template <int Dims> class id;
namespace detail {

template <int Dims, class Body>
void for_each_index(const range<Dims> &extent, const Body &body) {
  if (extent.size() == 0)
    return;
  id<Dims> index;
  for (;;) {
    body(index);
    int d = Dims - 1;
    while (d >= 0 && ++index[d] == extent[d])
      index[d--] = 0;
    if (d < 0)
      return;
  }
}

// Row-major linear position of `index` in `extent`.
template <int Dims>
std::size_t linear_id(const id<Dims> &index, const range<Dims> &extent) {
  std::size_t linear = 0;
  for (int d = 0; d < Dims; ++d)
    linear = linear * extent[d] + index[d];
  return linear;
}

} // namespace detail
} // namespace sycl
