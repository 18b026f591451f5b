// The launch loops of the checking mode (checks.hpp): the same scheduling
// as sycl/impl/launch.hpp, with each work-item announced to libsyclfg
// before it runs (for reports naming it) and its local-memory segment
// closed after, and a report of the launch turned into an exception at its
// end. nd_range kernels always run on fibers here. Who may include this:
// sycl/impl/launch.hpp, only when SYCLFG_CHECKS is 1.
#pragma once

#include <sycl/detail/runtime/checks.hpp>
#include <sycl/detail/runtime/executor.hpp>

#include <cstddef>

namespace sycl {
namespace detail {

// The current work-item for the scope of one call of its kernel.
class checked_item_scope {
public:
  explicit checked_item_scope(check_item &item) { check_set_current(&item); }
  ~checked_item_scope() {
    check_segment_end();
    check_set_current(nullptr);
  }
  checked_item_scope(const checked_item_scope &) = delete;
  checked_item_scope &operator=(const checked_item_scope &) = delete;
};

template <int Dims, class Index>
void copy_index(std::size_t (&to)[3], const Index &from) {
  for (int d = 0; d < Dims; ++d)
    to[d] = from[d];
}

// Runs `body(launch)` as one launch of the kernel handler::run named;
// throws at the end if anything was reported.
template <class Body> void checked_launch(int dims, Body body) {
  check_launch launch;
  check_launch_begin(launch, nullptr, dims);
  body(launch);
  check_launch_end(launch);
}

} // namespace detail
} // namespace sycl
