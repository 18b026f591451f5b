// device_global (the oneAPI extension) as DPC++ programs use it: state kept
// between kernels, copied to and from the host with queue::memcpy/copy.
#include <sycl/ext/oneapi/device_global/device_global.hpp>
#include <sycl/sycl.hpp>

#include <iostream>

namespace exp_ext = sycl::ext::oneapi::experimental;

exp_ext::device_global<int> counter;
exp_ext::device_global<int[4]> histogram;

int main() {
  sycl::queue q;
  const int start = 10;
  q.copy(&start, counter).wait();
  for (int round = 0; round < 5; ++round)
    q.single_task([=] { counter = counter + 1; }).wait();
  q.parallel_for(sycl::range<1>(4), [=](sycl::id<1> i) {
     histogram[i[0]] = static_cast<int>(i[0]) * counter;
   }).wait();

  int final_count = 0;
  int bins[4] = {};
  q.memcpy(&final_count, counter).wait();
  q.copy(histogram, bins).wait();
  int errors = final_count != 15;
  for (int i = 0; i < 4; ++i)
    errors += bins[i] != i * 15;
  std::cout << "counter = " << final_count << ", "
            << (errors == 0 ? "PASSED" : "FAILED") << std::endl;
  return errors == 0 ? 0 : 1;
}
