// Work-group scans run in one loop with the code around them (the region
// before, one step of a running scan, the region after, work-item by
// work-item): an inclusive scan as bench/patterns writes it (two writes
// after it, so two pairs of accessors compared at run time), an exclusive
// scan with and without init, an inclusive scan with init and no accessor
// written after it. Kept as three loops: the same accessor read before and
// written after (an in-place scan), a write to memory before the call, a
// pointer after it, a user function before it, a sub-group scan, and a
// reduction (whose result needs every work-item's value). A scan whose
// two accessors turn out to be one buffer at run time takes the three
// loops there: it writes each group's results reversed, which a fused loop
// would read back before the scan saw them.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 128, local = 32;

int value_at(int i) { return i % 7 - 3; }

// The inclusive (or exclusive) scan of value_at over i's group up to i.
int scan_at(int i, bool inclusive, int init) {
  int acc = init;
  for (int j = i - i % local; j < (inclusive ? i + 1 : i); ++j)
    acc += value_at(j);
  return acc;
}

int check(const std::vector<int> &got, int block, int i, int want) {
  if (got[block * n + i] == want)
    return 0;
  std::printf("block %d, item %d: %d, want %d\n", block, i, got[block * n + i],
              want);
  return 1;
}

void fused(sycl::queue &q, sycl::buffer<int> &in, sycl::buffer<int> &out,
           sycl::buffer<int> &sums) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor src{in, cgh, sycl::read_only};
    sycl::accessor dst{out, cgh, sycl::read_write};
    sycl::accessor gs{sums, cgh, sycl::write_only};
    cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
      const int v = sycl::inclusive_scan_over_group(
          it.get_group(), src[it.get_global_id()], sycl::plus<int>());
      dst[it.get_global_id()] = v;
      if (it.get_local_id(0) == local - 1)
        gs[it.get_group(0)] = v;
    });
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor src{in, cgh, sycl::read_only};
    sycl::accessor dst{out, cgh, sycl::read_write};
    cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
      const std::size_t i = it.get_global_id(0);
      const int lid = static_cast<int>(it.get_local_id(0));
      const int twice = 2 * src[i];
      const int with_init = sycl::exclusive_scan_over_group(
          it.get_group(), twice + lid - lid, 10, sycl::plus<int>());
      dst[n + i] = with_init;
      it.barrier();
      int later = sycl::inclusive_scan_over_group(
          it.get_group(), src[i], sycl::plus<int>(), 100);
      later += 1; // no memory written after the call: nothing to compare
      it.barrier();
      dst[3 * n + i] = later;
      it.barrier();
      const int plain = sycl::exclusive_scan_over_group(
          it.get_group(), src[i], sycl::plus<int>());
      dst[2 * n + i] = plain;
      // Its value is stored in the loop above: kept as a call of its own.
      const int chained = sycl::inclusive_scan_over_group(
          it.get_group(), src[i], sycl::plus<int>());
      dst[10 * n + i] = chained;
    });
  });
  // A 2-dimensional group: the scan runs in row-major order.
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor src{in, cgh, sycl::read_only};
    sycl::accessor dst{out, cgh, sycl::read_write};
    cgh.parallel_for(
        sycl::nd_range<2>(sycl::range<2>(4, n / 4), sycl::range<2>(2, 16)),
        [=](sycl::nd_item<2> it) {
          const std::size_t i = it.get_global_linear_id();
          const int v = sycl::inclusive_scan_over_group(it.get_group(), src[i],
                                                        sycl::plus<int>());
          dst[9 * n + i] = v;
        });
  });
}

void kept(sycl::queue &q, sycl::buffer<int> &in, sycl::buffer<int> &out,
          int *usm) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor src{in, cgh, sycl::read_only};
    sycl::accessor dst{out, cgh, sycl::read_write};
    cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
      const std::size_t i = it.get_global_id(0);
      dst[4 * n + i] = src[i];
      it.barrier();
      // The same accessor read before and written after (in place).
      const int v = sycl::inclusive_scan_over_group(
          it.get_group(), dst[4 * n + i], sycl::plus<int>());
      dst[4 * n + i] = v;
      it.barrier();
      dst[5 * n + i] = 1; // a write before the call
      const int w = sycl::inclusive_scan_over_group(it.get_group(), src[i],
                                                    sycl::plus<int>());
      dst[5 * n + i] = w;
      it.barrier();
      const int x = sycl::inclusive_scan_over_group(it.get_group(), src[i],
                                                    sycl::plus<int>());
      usm[i] = x; // a pointer after the call
      it.barrier();
      const int y = sycl::inclusive_scan_over_group(
          it.get_group(), value_at(static_cast<int>(i)), sycl::plus<int>());
      dst[6 * n + i] = y;
      it.barrier();
      const int z = sycl::inclusive_scan_over_group(it.get_sub_group(), src[i],
                                                    sycl::plus<int>());
      dst[7 * n + i] = z - z;
      it.barrier();
      const int total =
          sycl::reduce_over_group(it.get_group(), src[i], sycl::plus<int>());
      dst[7 * n + i] += total;
    });
  });
}

// Two accessors of one buffer: reads its block 8, writes each group's scan
// reversed into the same block.
void overlapping(sycl::queue &q, sycl::buffer<int> &out) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor src{out, cgh, sycl::read_only};
    sycl::accessor dst{out, cgh, sycl::read_write};
    cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
      const int v = sycl::inclusive_scan_over_group(
          it.get_group(), src[8 * n + it.get_global_id(0)], sycl::plus<int>());
      const std::size_t base = it.get_group(0) * local;
      dst[8 * n + base + (local - 1 - it.get_local_id(0))] = v;
    });
  });
}

// The 2-dimensional kernel's result at global linear id i (rows of n / 4,
// groups of 2 x 16).
int scan_2d(int i) {
  const int cols = n / 4, row = i / cols, col = i % cols;
  const int r0 = row - row % 2, c0 = col - col % 16;
  int acc = 0;
  for (int r = r0; r < r0 + 2; ++r)
    for (int c = c0; c < c0 + 16; ++c)
      if ((r - r0) * 16 + (c - c0) <= (row - r0) * 16 + (col - c0))
        acc += value_at(r * cols + c);
  return acc;
}

int main() {
  std::vector<int> values(n), got(11 * n, 0), sums(n / local, 0);
  for (int i = 0; i < n; ++i)
    got[8 * n + i] = values[i] = value_at(i);
  sycl::queue q;
  int *usm = sycl::malloc_shared<int>(n, q);
  {
    sycl::buffer<int> in(values.data(), sycl::range<1>(n));
    sycl::buffer<int> out(got.data(), sycl::range<1>(got.size()));
    sycl::buffer<int> group_sums(sums.data(), sycl::range<1>(sums.size()));
    fused(q, in, out, group_sums);
    kept(q, in, out, usm);
    overlapping(q, out);
  }
  int failures = 0;
  for (int i = 0; i < n; ++i) {
    const int lid = i % local;
    failures += check(got, 0, i, scan_at(i, true, 0));
    failures += check(got, 1, i, 10 + 2 * scan_at(i, false, 0));
    failures += check(got, 2, i, scan_at(i, false, 0));
    failures += check(got, 3, i, scan_at(i, true, 100) + 1);
    failures += check(got, 4, i, scan_at(i, true, 0));
    failures += check(got, 5, i, scan_at(i, true, 0));
    failures += check(got, 6, i, scan_at(i, true, 0));
    failures += check(got, 7, i, scan_at(i - lid + local - 1, true, 0));
    failures += check(got, 8, i, scan_at(i - lid + local - 1 - lid, true, 0));
    failures += check(got, 9, i, scan_2d(i));
    failures += check(got, 10, i, scan_at(i, true, 0));
    if (usm[i] != scan_at(i, true, 0)) {
      std::printf("usm %d: %d\n", i, usm[i]);
      ++failures;
    }
  }
  for (int g = 0; g < n / local; ++g)
    if (sums[g] != scan_at(g * local + local - 1, true, 0)) {
      std::printf("group sum %d: %d\n", g, sums[g]);
      ++failures;
    }
  sycl::free(usm, q);
  return failures == 0 ? 0 : 1;
}
