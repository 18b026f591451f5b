#include <sycl/sycl.hpp>
#include <pre/shared.hpp>
#include <sysdep/noisy.hpp>
#include <impdep/noisy.hpp>

constexpr sycl::specialization_id<int> offset_b{7};

int from_b(sycl::queue &q) {
  int *out = sycl::malloc_shared<int>(1, q);
  q.submit([&](sycl::handler &h) {
     h.single_task([=](sycl::kernel_handler kh) {
       *out = kh.get_specialization_constant<offset_b>();
     });
   }).wait();
  const int b = *out;
  sycl::free(out, q);
  return b;
}
