// Preamble test TU r2: hoisting its header's includes would change what
// they read, so its preamble is one PCH; the value names the kernel.
#include <chain/guard_top.hpp>

int after_preamble_r2 = 0;

#include <sycl/sycl.hpp>

template <int N> struct KernelR2;

int main() {
  sycl::queue q;
  q.single_task<KernelR2<chain_guard_seen>>([] {});
}
