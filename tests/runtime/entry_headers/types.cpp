// DPC++'s <sycl/types.hpp>: vec and its aliases.
#include <sycl/types.hpp>

int main() {
  sycl::float4 v{1, 2, 3, 4};
  return v.w() == 4 ? 0 : 1;
}
