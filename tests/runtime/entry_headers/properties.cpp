// DPC++'s <sycl/ext/oneapi/properties/properties.hpp>.
#include <sycl/ext/oneapi/properties/properties.hpp>

int main() {
  sycl::ext::oneapi::experimental::properties none{};
  (void)none;
}
