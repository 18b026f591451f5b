// Checking mode: USM memory used after sycl::free (a memcpy from it and a
// multi_ptr read in a kernel), a memset past an allocation's end, and a
// second free: the host operations are refused (errc::invalid), the kernel
// ends with errc::kernel.
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue q;
  int *a = sycl::malloc_device<int>(64, q);
  int *b = sycl::malloc_device<int>(64, q);
  int *out = sycl::malloc_shared<int>(1, q);
  int caught = 0;
  q.memset(a, 0, 64 * sizeof(int)).wait();
  try {
    q.memset(b, 0, 65 * sizeof(int)).wait(); // planted: 4 bytes too many
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    ++caught;
  }
  sycl::free(a, q);
  try {
    q.memcpy(b, a, 64 * sizeof(int)).wait(); // planted: a was freed
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    ++caught;
  }
  try {
    q.single_task<class read_freed>([=] {
       sycl::multi_ptr<int, sycl::access::address_space::global_space,
                       sycl::access::decorated::no>
           p(a);
       *out = *p; // planted: a was freed
     }).wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    ++caught;
  }
  try {
    sycl::free(a, q); // planted: a second free
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    ++caught;
  }
  sycl::free(b, q);
  sycl::free(out, q);
  std::printf("%d of 4 operations refused\n", caught);
  return caught == 4 ? 1 : 0;
}
