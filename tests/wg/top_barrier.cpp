// A barrier at the kernel's top level: each work-item writes its element of
// a local tile, and after the barrier reads its neighbour's (reversed in the
// group); private variables (gid, lid, mine) live across the barrier.
#include <sycl/sycl.hpp>

#include "wg_values.hpp"

#include <cstdio>
#include <vector>

int main() {
  constexpr std::size_t n = 256, local = 64;
  std::vector<int> out(n, -1);
  {
    sycl::queue q;
    sycl::buffer<int, 1> buf(out.data(), sycl::range<1>(n));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::write_only};
      sycl::local_accessor<int, 1> tile(sycl::range<1>(local), cgh);
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const std::size_t gid = it.get_global_id(0);
        std::size_t lid = it.get_local_id(0);
        int mine = static_cast<int>(gid) * kScale, twice = 2 * mine;
        tile[lid] = mine;
        it.barrier(sycl::access::fence_space::local_space);
        acc[gid] = tile[local - 1 - lid] + mine - twice;
      });
    });
  }
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t base = i - i % local;
    const int want = static_cast<int>(base + local - 1 - i % local) * 3 -
                     static_cast<int>(i) * 3;
    if (out[i] != want) {
      std::printf("out[%zu] = %d, want %d\n", i, out[i], want);
      return 1;
    }
  }
  return 0;
}
