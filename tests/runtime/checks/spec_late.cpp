// Checking mode: a specialization constant set after parallel_for in the
// command group, and read by that kernel.
#include <sycl/sycl.hpp>

#include <cstdio>

constexpr sycl::specialization_id<int> scale{2};

int main() {
  sycl::queue q;
  sycl::buffer<int, 1> out{sycl::range<1>(4)};
  try {
    q.submit([&](sycl::handler &h) {
      sycl::accessor o(out, h, sycl::write_only);
      h.parallel_for<class reads_scale>(
          sycl::range<1>(4), [=](sycl::id<1> i, sycl::kernel_handler kh) {
            o[i] = kh.get_specialization_constant<scale>();
          });
      h.set_specialization_constant<scale>(3); // planted: after the kernel
    });
    q.wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
