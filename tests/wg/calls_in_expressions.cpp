// Group functions inside larger expressions, compiled where C++ may
// evaluate the call before the rest of its statement: an operand of
// arithmetic, a brace initializer, the left of &&, the condition of ?:, a
// function's argument, an assignment's right side; and sub-group
// operations inside for loops whose headers are the same for the whole
// group: a broadcast from a tile of a sub-group in two nested loops, as a
// published sub-group matrix multiply writes it, and a sub-group barrier
// in a loop. Groups of 20 work-items: the last sub-group of each group is
// shorter than the others.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdio>
#include <vector>

constexpr int n = 60, local = 20, fields = 8;
constexpr int tile = 4, steps = 3;

int main() {
  std::vector<int> out(fields * n, -1);
  std::vector<int> weights(tile * steps);
  for (int k = 0; k < tile * steps; ++k)
    weights[k] = k % 5 + 1;
  std::size_t size = 0;
  {
    sycl::queue q;
    size = q.get_device().get_info<sycl::info::device::sub_group_sizes>()[0];
    sycl::buffer<int, 1> buf(out.data(), sycl::range<1>(out.size()));
    sycl::buffer<int, 1> w(weights.data(), sycl::range<1>(weights.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      sycl::accessor wt{w, cgh, sycl::read_only};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const sycl::group<1> g = it.get_group();
        const sycl::sub_group sg = it.get_sub_group();
        const int l = static_cast<int>(it.get_local_id(0));
        const std::size_t i = it.get_global_id(0);
        o[i] = 2 * sycl::reduce_over_group(g, 1, sycl::plus<int>()) + l;
        const int braced{sycl::reduce_over_group(g, l, sycl::maximum<int>())};
        o[n + i] = braced;
        const bool both = sycl::any_of_group(g, l == 7) && l % 2 == 0;
        o[2 * n + i] = both;
        o[3 * n + i] = sycl::all_of_group(g, l < local) ? l : -l;
        o[4 * n + i] =
            std::max(l, sycl::group_broadcast(g, l * 3, local - 1) - 40);
        // A tile of each sub-group broadcast in turn, in two nested loops.
        int sum = 0;
        for (int s = 0; s < steps; ++s) {
          const int mine = l + s;
          for (int k = 0; k < tile; ++k)
            sum += sycl::group_broadcast(sg, mine, k) * wt[s * tile + k];
        }
        o[5 * n + i] = sum;
        int scanned = 0;
        for (int s = 0; s < steps; ++s) {
          scanned +=
              sycl::inclusive_scan_over_group(sg, s + 1, sycl::plus<int>());
          sycl::group_barrier(sg);
        }
        o[6 * n + i] = scanned;
        o[7 * n + i] = l;
      });
    });
  }
  const int s = static_cast<int>(size);
  for (int i = 0; i < n; ++i) {
    const int l = i % local, lid = l % s, first = l - lid;
    int sum = 0;
    for (int st = 0; st < steps; ++st)
      for (int k = 0; k < tile; ++k)
        sum += (first + k + st) * weights[st * tile + k];
    int scanned = 0;
    for (int st = 0; st < steps; ++st)
      scanned += (st + 1) * (lid + 1);
    const int want[fields] = {2 * local + l,
                              local - 1,
                              l % 2 == 0,
                              l,
                              std::max(l, (local - 1) * 3 - 40),
                              sum,
                              scanned,
                              l};
    for (int f = 0; f < fields; ++f)
      if (out[f * n + i] != want[f]) {
        std::printf("field %d, item %d: %d, want %d (sub-groups of %d)\n", f, i,
                    out[f * n + i], want[f], s);
        return 1;
      }
  }
  return 0;
}
