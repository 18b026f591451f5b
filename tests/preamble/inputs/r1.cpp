// Preamble test TU r1: hoisting its header's includes would change what
// they read, so its preamble is one PCH; the value names the kernel.
#include <chain/level_top.hpp>

int after_preamble_r1 = 0;

#include <sycl/sycl.hpp>

template <int N> struct KernelR1;

int main() {
  sycl::queue q;
  q.single_task<KernelR1<chain_level>>([] {});
}
