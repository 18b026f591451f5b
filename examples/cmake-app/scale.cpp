#include "app.hpp"

std::vector<int> scale_by_default(sycl::queue &q, const std::vector<int> &in) {
  std::vector<int> out(in);
  {
    sycl::buffer<int, 1> buf(out.data(), sycl::range<1>(out.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(buf.get_range(), [=](sycl::id<1> i, sycl::kernel_handler h) {
        acc[i] *= h.get_specialization_constant<factor>();
      });
    });
    q.wait();
  } // the buffer writes back here
  return out;
}
