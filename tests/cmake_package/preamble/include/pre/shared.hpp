// Read by both TUs' shared preamble; the test appends to it.
#pragma once
#include <sycl/sycl.hpp>

namespace pre {
template <typename T> int twice(sycl::queue &q, T value) {
  int *out = sycl::malloc_shared<int>(1, q);
  q.submit([&](sycl::handler &h) {
     h.single_task([=] { *out = static_cast<int>(value) * 2; });
   }).wait();
  const int result = *out;
  sycl::free(out, q);
  return result;
}
} // namespace pre
