// DPC++'s <sycl/usm/usm_allocator.hpp>.
#include <sycl/usm/usm_allocator.hpp>

int main() {
  sycl::queue q;
  sycl::usm_allocator<int, sycl::usm::alloc::shared> alloc(q);
  return alloc == alloc ? 0 : 1;
}
