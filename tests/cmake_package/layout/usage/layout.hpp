#pragma once
// Each of these reaches the tool only through the target: a parse without
// them stops here.
#if !defined(LAYOUT_FROM_USAGE) || !defined(LAYOUT_FROM_OPTION) ||             \
    __cplusplus < 202002L
#error                                                                         \
    "missing the target's usage requirements, compile options or CXX_STANDARD"
#endif
#include <sycl/sycl.hpp>

int a_value(sycl::queue &q);
int b_value(sycl::queue &q);
int plain_value();

// Reads a constant's default value in a kernel.
template <auto &Id> int read_default(sycl::queue &q) {
  int result = 0;
  {
    sycl::buffer<int, 1> buf(&result, sycl::range<1>(1));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor out{buf, cgh, sycl::write_only};
      cgh.single_task([=](sycl::kernel_handler h) {
        out[0] = h.get_specialization_constant<Id>();
      });
    });
  }
  return result;
}
