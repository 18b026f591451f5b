// Barrier-free loops that run around the loop over the group's work-items
// (their bound is uniform and their body reads local memory: a tile loop),
// such a loop that stays inside it unrolled (its trip count is a small
// constant), and loops that must stay inside it: a bound that depends on
// the work-item, a body that changes the loop variable or leaves it early,
// a header that calls a function, a loop that reads no local memory. Each
// kernel's results are checked, compiled and on fibers.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 64, wg = 16, tile = 4;

int bound() { return tile; }

int main() {
  std::vector<int> out(n * 6, -1);
  // Captured: uniform, and no constant.
  const int steps = static_cast<int>(out.size()) / n - 2;
  {
    sycl::queue q;
    sycl::buffer<int, 1> bo(out.data(), sycl::range<1>(n * 6));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{bo, cgh, sycl::write_only};
      sycl::local_accessor<int, 1> mem(sycl::range<1>(wg), cgh);
      cgh.parallel_for(
          sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)),
          [=](sycl::nd_item<1> it) {
            const int lid = static_cast<int>(it.get_local_id(0));
            const int gid = static_cast<int>(it.get_global_id(0));
            mem[lid] = lid + 1;
            sycl::group_barrier(it.get_group());
            int sum = 0;
            for (int k = 0; k < tile; ++k) // unrolled: 4 steps
              sum += mem[(lid + k) % wg];
            for (int k = 0; k < 4 * wg; ++k) // moved: too long to unroll
              sum += mem[k % wg];
            int weighted = 0;
            for (int k = 0; k < steps; k += 2) { // moved
              const int v = mem[(lid + k) % wg];
              weighted += v * (k + 1);
            }
            int upto = 0;
            for (int k = 0; k < lid % tile; ++k) // stays: bound per item
              upto += mem[k];
            int skipped = 0;
            for (int k = 0; k < tile; ++k) { // stays: changes k
              skipped += mem[k];
              k += lid % 2;
            }
            int early = 0;
            for (int k = 0; k < tile; ++k) { // stays: break
              if (mem[k] > lid)
                break;
              early += mem[k];
            }
            int called = 0;
            for (int k = 0; k < bound(); ++k) // stays: calls a function
              called += mem[k];
            int plain = 0;
            for (int k = 0; k < tile; ++k) // stays: no local memory
              plain += k * lid;
            sycl::group_barrier(it.get_group());
            o[gid * 6 + 0] = sum;
            o[gid * 6 + 1] = weighted;
            o[gid * 6 + 2] = upto;
            o[gid * 6 + 3] = skipped;
            o[gid * 6 + 4] = early + called;
            o[gid * 6 + 5] = plain;
          });
    });
  }
  for (int i = 0; i < n; ++i) {
    const int lid = i % wg;
    int want[6] = {0, 0, 0, 0, 0, 0};
    for (int k = 0; k < tile; ++k)
      want[0] += (lid + k) % wg + 1;
    for (int k = 0; k < 4 * wg; ++k)
      want[0] += k % wg + 1;
    for (int k = 0; k < tile; k += 2)
      want[1] += ((lid + k) % wg + 1) * (k + 1);
    for (int k = 0; k < lid % tile; ++k)
      want[2] += k + 1;
    for (int k = 0; k < tile; ++k) {
      want[3] += k + 1;
      k += lid % 2;
    }
    for (int k = 0; k < tile; ++k) {
      if (k + 1 > lid)
        break;
      want[4] += k + 1;
    }
    for (int k = 0; k < tile; ++k)
      want[4] += k + 1;
    for (int k = 0; k < tile; ++k)
      want[5] += k * lid;
    for (int k = 0; k < 6; ++k)
      if (out[i * 6 + k] != want[k]) {
        std::printf("out[%d][%d] = %d, want %d\n", i, k, out[i * 6 + k],
                    want[k]);
        return 1;
      }
  }
  return 0;
}
