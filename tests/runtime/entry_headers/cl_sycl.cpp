// <CL/sycl.hpp>: SYCL 1.2.1 programs (and DPC++ before 2023) include it and
// name cl::sycl; it gives what <sycl/sycl.hpp> gives.
#include <CL/sycl.hpp>

int main() {
  cl::sycl::queue q;
  assert(q.get_device().is_cpu());
  std::cout << "cpu\n";
}
