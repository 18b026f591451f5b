// Shared by the preamble tests n1-n3: only templates, so the preamble's
// own declarations hold nothing to collect and parses on it walk only what
// they add. What a TU instantiates from here (kernels, specialization IDs)
// must still be found, in a whole parse's order.
#pragma once
#include <sycl/sycl.hpp>

namespace shared {
template <typename T> void templ_kernel(sycl::queue &q) {
  q.submit([&](sycl::handler &h) { h.single_task([] { T t{}; (void)t; }); });
}
template <typename T> struct Holder {
  static constexpr sycl::specialization_id<T> id{T{}};
};
template <typename T>
inline constexpr sycl::specialization_id<T> var_id{T{}};
template <typename T> struct Submitter {
  void operator()(sycl::queue &q) const {
    q.submit([&](sycl::handler &h) {
      h.parallel_for(sycl::range<1>{2}, [](sycl::id<1>) { T t{}; (void)t; });
    });
  }
};
} // namespace shared
