#include <sycl/sycl.hpp>
#include <pre/shared.hpp>
#include <sysdep/noisy.hpp>
#include <impdep/noisy.hpp>

int from_b(sycl::queue &q); // in b.cpp (ends the shared preamble)

#include <cstdio>

constexpr sycl::specialization_id<int> offset_a{3};

int main() {
  sycl::queue q;
  int *out = sycl::malloc_shared<int>(1, q);
  q.submit([&](sycl::handler &h) {
     h.set_specialization_constant<offset_a>(4);
     h.single_task([=](sycl::kernel_handler kh) {
       *out = kh.get_specialization_constant<offset_a>();
     });
   }).wait();
  const int a = *out;
  sycl::free(out, q);
  const int b = from_b(q);
  const int t = pre::twice(q, 5);
  const bool ok = a == 4 && b == 7 && t == 10 &&
                  noisy_interface(0) + noisy_imported(0) == 3;
  std::printf("preamble: %d %d %d: %s\n", a, b, t, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
