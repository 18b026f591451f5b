// DPC++'s <sycl/half_type.hpp>.
#include <sycl/half_type.hpp>

int main() {
  sycl::half h = 1.5f;
  return h > 2.0f ? 1 : 0;
}
