// Private variables that live across a barrier without a slot: each region
// naming one evaluates its initializer again (a function of the work-item,
// captures and constants, and nothing changes the variable). Next to them,
// the variables that must keep their slot: changed after their
// declaration, read from local memory, a dependency whose name another
// variable of the kernel reuses. constexpr locals across a barrier are
// recomputed too (they used to send the kernel to fibers).
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 256, wg = 32;

int main() {
  std::vector<int> out(n * 8, -1);
  const int bias = 7;
  int scale = 5; // not const: captured by copy, const in the kernel
  {
    sycl::queue q;
    sycl::buffer<int, 1> bo(out.data(), sycl::range<1>(n * 8));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{bo, cgh, sycl::write_only};
      sycl::local_accessor<int, 1> mem(sycl::range<1>(wg), cgh);
      cgh.parallel_for(
          sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)),
          [=](sycl::nd_item<1> it) {
            constexpr int kStride = 8;
            const std::size_t lid = it.get_local_id(0);
            std::size_t gid = it.get_global_id(0); // only read: recomputed
            const int group = static_cast<int>(it.get_group(0));
            const int base = group * wg + bias * scale; // depends on group
            const int shifted = base + static_cast<int>(lid);
            const sycl::id<1> where = it.get_global_id();
            const int row = group * 2;
            const int next_row = row + 1; // row's name is reused: a slot
            int changed = static_cast<int>(lid); // changed below: a slot
            const int from_memory = (mem[lid] = static_cast<int>(lid) * 2);
            ++changed;
            sycl::group_barrier(it.get_group());
            const int neighbour = mem[(lid + 1) % wg]; // a slot
            sycl::group_barrier(it.get_group());
            mem[lid] = -5; // what a recomputed neighbour would read
            sycl::group_barrier(it.get_group());
            o[gid * kStride + 0] = shifted;
            o[gid * kStride + 1] = static_cast<int>(where[0]);
            o[gid * kStride + 2] = changed;
            o[gid * kStride + 3] = from_memory;
            o[gid * kStride + 4] = neighbour;
            o[gid * kStride + 5] = base;
            {
              const int row = 100; // reuses the name of a dependency
              o[gid * kStride + 6] = row + next_row;
            }
            o[gid * kStride + 7] = static_cast<int>(lid);
          });
    });
  }
  for (int i = 0; i < n; ++i) {
    const int lid = i % wg, group = i / wg;
    const int want[8] = {group * wg + bias * scale + lid,
                         i,
                         lid + 1,
                         lid * 2,
                         ((lid + 1) % wg) * 2,
                         group * wg + bias * scale,
                         100 + group * 2 + 1,
                         lid};
    for (int k = 0; k < 8; ++k)
      if (out[i * 8 + k] != want[k]) {
        std::printf("out[%d][%d] = %d, want %d\n", i, k, out[i * 8 + k],
                    want[k]);
        return 1;
      }
  }
  return 0;
}
