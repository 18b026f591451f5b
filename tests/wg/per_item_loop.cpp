// Loops holding a barrier whose variables differ between work-items: the
// loop runs per item (its init and increment are regions, only its
// condition, the same for the whole group by SYCL's rules, runs once per
// group). A strided loop `for (int j = lid; j < n; j += size)`, a loop over
// a variable declared before it (read after the loop), a loop whose body
// changes its variable, a work-group reduction inside a strided loop; and
// a while loop whose condition changes a variable, which stays on fibers.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int wg = 16, groups = 4, per = 4 * wg, n = groups * per;

int check(const std::vector<int> &got, int (*want)(int), const char *what) {
  for (int i = 0; i < static_cast<int>(got.size()); ++i)
    if (got[i] != want(i)) {
      std::printf("%s[%d] = %d, want %d\n", what, i, got[i], want(i));
      return 1;
    }
  return 0;
}

int main() {
  std::vector<int> strided(n, -1), ends(groups * wg, -1), doubling(n, 0);
  std::vector<int> sums(groups * wg, -1), counts(groups * wg, -1);
  {
    sycl::queue q;
    sycl::buffer<int, 1> bs(strided.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> be(ends.data(), sycl::range<1>(ends.size()));
    sycl::buffer<int, 1> bd(doubling.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> bsum(sums.data(), sycl::range<1>(sums.size()));
    sycl::buffer<int, 1> bc(counts.data(), sycl::range<1>(counts.size()));
    const sycl::nd_range<1> range(groups * wg, wg);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor s{bs, cgh, sycl::read_write};
      sycl::local_accessor<int, 1> seen(sycl::range<1>(per), cgh);
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        const int lid = static_cast<int>(it.get_local_id(0));
        const int base = static_cast<int>(it.get_group(0)) * per;
        for (int j = lid; j < per; j += wg) {
          seen[j] = j;
          sycl::group_barrier(it.get_group());
          // Another work-item's element of this step: visible only after
          // the barrier.
          s[base + j] = seen[j - lid + wg - 1 - lid] + base;
        }
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor e{be, cgh, sycl::write_only};
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        int k = 0;
        for (k = static_cast<int>(it.get_local_id(0)); k < 3 * wg; k += wg)
          it.barrier();
        e[it.get_global_id(0)] = k; // lid + 3 * wg for every work-item
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor d{bd, cgh, sycl::read_write};
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        const int base = static_cast<int>(it.get_group(0)) * per;
        for (int step = 1; step < per;) {
          d[base + static_cast<int>(it.get_local_id(0)) * 4 % per] += step;
          it.barrier();
          step *= 2;
        }
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor sum{bsum, cgh, sycl::write_only};
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        int total = 0;
        for (int j = static_cast<int>(it.get_local_id(0)); j < per; j += wg)
          total += sycl::reduce_over_group(it.get_group(), j, sycl::plus<>());
        sum[it.get_global_id(0)] = total;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor c{bc, cgh, sycl::write_only};
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        int i = 0;
        while (i++ < 3)
          it.barrier();
        c[it.get_global_id(0)] = i;
      });
    });
  }
  int bad = check(
      strided,
      [](int i) {
        const int j = i % per, lid = j % wg;
        return j - lid + wg - 1 - lid + i / per * per;
      },
      "strided");
  bad |= check(
      ends, [](int i) { return i % wg + 3 * wg; }, "ends");
  bad |= check(
      doubling, [](int i) { return i % 4 == 0 ? 63 : 0; }, "doubling");
  bad |= check(
      sums, [](int) { return per * (per - 1) / 2; }, "sums");
  bad |= check(
      counts, [](int) { return 4; }, "counts");
  if (bad == 0)
    std::printf("per_item_loop: ok\n");
  return bad;
}
