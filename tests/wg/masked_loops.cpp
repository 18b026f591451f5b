// Loops around sub-group operations whose trips differ between the
// sub-groups of a group (SYCL asks such a loop to be uniform across each
// sub-group only): they run masked, each sub-group its own trips. Groups of
// 20 work-items, so the last sub-group is shorter and runs more trips of a
// loop strided by its size. A loop with a sub-group barrier carrying a
// forward dependency (data-parallel-CPP's fig_16_12), a pack with a
// sub-group scan and reduction counted across trips (fig_14_24), and a
// while loop around a sub-group broadcast inside such a loop.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 60, local = 20, row = 48, subs = n / local * 3;

int main() {
  std::vector<int> shifted(subs * (row + 1)), packed(subs * row, -1);
  std::vector<int> counts(n, -1), rounds(n, -1);
  for (int i = 0; i < subs * (row + 1); ++i)
    shifted[i] = i * 3 % 17;
  const std::vector<int> before = shifted;
  std::size_t size = 0;
  {
    sycl::queue q;
    size = q.get_device().get_info<sycl::info::device::sub_group_sizes>()[0];
    sycl::buffer<int, 1> bs(shifted.data(), sycl::range<1>(shifted.size()));
    sycl::buffer<int, 1> bp(packed.data(), sycl::range<1>(packed.size()));
    sycl::buffer<int, 1> bc(counts.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> br(rounds.data(), sycl::range<1>(n));
    const sycl::nd_range<1> range(n, local);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a{bs, cgh, sycl::read_write};
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        const sycl::sub_group sg = it.get_sub_group();
        const int r = static_cast<int>(it.get_group(0)) * 3 +
                      static_cast<int>(sg.get_group_linear_id());
        const int step = static_cast<int>(sg.get_local_range()[0]);
        for (int j = static_cast<int>(sg.get_local_id()[0]); j < row;
             j += step) {
          const int next = a[r * (row + 1) + j + 1];
          sycl::group_barrier(sg);
          a[r * (row + 1) + j] = next + 1;
        }
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor p{bp, cgh, sycl::write_only};
      sycl::accessor c{bc, cgh, sycl::write_only};
      sycl::accessor w{br, cgh, sycl::write_only};
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        const sycl::sub_group sg = it.get_sub_group();
        const int r = static_cast<int>(it.get_group(0)) * 3 +
                      static_cast<int>(sg.get_group_linear_id());
        const int step = static_cast<int>(sg.get_local_range()[0]);
        int k = 0, trips = 0;
        for (int j = static_cast<int>(sg.get_local_id()[0]); j < row;
             j += step) {
          const int pack = (j + r) % 3 == 0 ? 1 : 0;
          const int offset =
              sycl::exclusive_scan_over_group(sg, pack, sycl::plus<int>());
          if (pack)
            p[r * row + k + offset] = j;
          k += sycl::reduce_over_group(sg, pack, sycl::plus<int>());
          int t = 0;
          while (t < step / 4) {
            trips += sycl::group_broadcast(sg, 1, t % step);
            ++t;
          }
        }
        c[it.get_global_id(0)] = k;
        w[it.get_global_id(0)] = trips;
      });
    });
  }
  const int big = static_cast<int>(size);
  for (int i = 0; i < n; ++i) {
    const int l = i % local, id = l / big;
    const int count = local - id * big < big ? local - id * big : big;
    const int r = i / local * 3 + id;
    int want = 0;
    for (int j = 0; j < row; ++j)
      want += (j + r) % 3 == 0;
    if (counts[i] != want || rounds[i] != row / count * (count / 4)) {
      std::printf("item %d: count %d, want %d; trips %d, want %d\n", i,
                  counts[i], want, rounds[i], row / count * (count / 4));
      return 1;
    }
  }
  const int per_group = (local + big - 1) / big; // sub-groups of a group
  for (int r = 0; r < subs; ++r)
    for (int j = 0; j < row && r % 3 < per_group; ++j) {
      const int at = r * (row + 1) + j;
      if (shifted[at] != before[at + 1] + 1) {
        std::printf("shifted[%d] = %d, want %d\n", at, shifted[at],
                    before[at + 1] + 1);
        return 1;
      }
      int k = 0;
      for (int m = 0; m < j; ++m)
        k += (m + r) % 3 == 0;
      if ((j + r) % 3 == 0 && packed[r * row + k] != j) {
        std::printf("packed[%d] = %d, want %d\n", r * row + k,
                    packed[r * row + k], j);
        return 1;
      }
    }
  std::printf("masked_loops: ok (sub-groups of %d)\n", big);
  return 0;
}
