// Group functions as the conditions of while loops and ifs: they run
// masked. A sub-group that hands out work while any of its work-items has
// some (`while (any_of_group(sg, ...))` around an `if (any_of_group(sg,
// ...))` holding a scan and a reduction, data-parallel-CPP's fig_14_26),
// each sub-group its own trips; a while loop whose condition is a
// work-group function. An if of another condition around a barrier stays
// on fibers. Groups of 20 work-items, so the last sub-group is shorter.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdio>
#include <vector>

constexpr int n = 60, local = 20;

// Work-item k of a sub-group of `size` starts at task k; whenever some of
// them finish a task, each takes the next free one (as the kernel does).
std::vector<int> handed_out(int size, int tasks) {
  std::vector<int> at(size), total(size, 0);
  int next = size;
  for (int k = 0; k < size; ++k)
    at[k] = k;
  for (bool any = true; any;) {
    any = false;
    int taken = 0;
    for (int k = 0; k < size; ++k)
      if (at[k] < tasks) {
        total[k] += at[k];
        at[k] = next + taken++;
        any = true;
      }
    next += taken;
  }
  return total;
}

int main() {
  std::vector<int> totals(n, -1), mirrored(n, -2), steps(n, -1);
  std::size_t size = 0;
  {
    sycl::queue q;
    size = q.get_device().get_info<sycl::info::device::sub_group_sizes>()[0];
    sycl::buffer<int, 1> bt(totals.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> bm(mirrored.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> bs(steps.data(), sycl::range<1>(n));
    const sycl::nd_range<1> range(n, local);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor t{bt, cgh, sycl::write_only};
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        const sycl::sub_group sg = it.get_sub_group();
        const int tasks = 5 + 3 * static_cast<int>(sg.get_group_linear_id());
        int at = static_cast<int>(sg.get_local_id()[0]);
        int next = static_cast<int>(sg.get_local_range()[0]);
        int total = 0;
        while (sycl::any_of_group(sg, at < tasks)) {
          const bool finished = at < tasks;
          if (finished)
            total += at;
          if (sycl::any_of_group(sg, finished)) {
            const int index = sycl::exclusive_scan_over_group(
                sg, finished ? 1 : 0, sycl::plus<int>());
            at = finished ? next + index : at;
            next += sycl::reduce_over_group(sg, finished ? 1 : 0,
                                            sycl::plus<int>());
          }
        }
        t[it.get_global_id(0)] = total;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor m{bm, cgh, sycl::write_only};
      sycl::local_accessor<int, 1> seen(sycl::range<1>(local), cgh);
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        const int lid = static_cast<int>(it.get_local_id(0));
        if (it.get_group(0) % 2 == 0) {
          seen[lid] = 2 * lid;
          sycl::group_barrier(it.get_group());
          m[it.get_global_id(0)] = seen[local - 1 - lid];
        }
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor s{bs, cgh, sycl::write_only};
      cgh.parallel_for(range, [=](sycl::nd_item<1> it) {
        int k = 0;
        while (sycl::any_of_group(it.get_group(),
                                  k < static_cast<int>(it.get_local_id(0)) % 4)) {
          ++k;
          sycl::group_barrier(it.get_group());
        }
        s[it.get_global_id(0)] = k;
      });
    });
  }
  for (int i = 0; i < n; ++i) {
    const int lid = i % local, sub = lid / static_cast<int>(size);
    const int first = sub * static_cast<int>(size);
    const int width = std::min(static_cast<int>(size), local - first);
    const int total = handed_out(width, 5 + 3 * sub)[lid - first];
    const int mirror = i / local % 2 == 0 ? 2 * (local - 1 - lid) : -2;
    if (totals[i] != total || mirrored[i] != mirror || steps[i] != 3) {
      std::printf("work-item %d: %d %d %d, want %d %d 3\n", i, totals[i],
                  mirrored[i], steps[i], total, mirror);
      return 1;
    }
  }
  return 0;
}
