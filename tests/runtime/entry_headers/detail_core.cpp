// DPC++'s <sycl/detail/core.hpp>, which its newer samples include instead
// of <sycl/sycl.hpp>.
#include <sycl/detail/core.hpp>

int main() {
  sycl::queue q;
  return q.get_device().is_cpu() ? 0 : 1;
}
