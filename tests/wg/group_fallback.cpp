// Group functions the work-group compiler does not take keep running on
// fibers, with the reason in --kernel-report: one in a branch of ?: and one
// on the right of && (C++ may skip them), one in a branch (not uniform),
// one in a loop's condition, and joint_reduce over a sub-group (its range
// may differ between the sub-groups; over a work-group it is compiled,
// tests/wg/joint_functions.cpp). Each still computes its result. A
// sub-group's inside a loop whose header differs between the sub-groups of
// a group fell back too; it now runs masked (tests/wg/masked_loops.cpp),
// compiled here.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 64, local = 16, kernels = 6;

int main() {
  std::vector<int> out(kernels * n, -1);
  {
    sycl::queue q;
    sycl::buffer<int, 1> buf(out.data(), sycl::range<1>(out.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        o[it.get_global_id(0)] =
            it.get_group_linear_id() < 100
                ? sycl::reduce_over_group(it.get_group(), 2, sycl::plus<int>())
                : 0;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const bool all = it.get_local_id(0) < 1000 &&
                         sycl::all_of_group(it.get_group(), true);
        o[n + it.get_global_id(0)] = all ? 2 * local : 0;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        int v = 0;
        if (it.get_group_linear_id() % 2 == 0)
          v = sycl::reduce_over_group(it.get_group(), 3, sycl::plus<int>());
        o[2 * n + it.get_global_id(0)] = v;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        int steps = 0;
        while (steps <
               sycl::reduce_over_group(it.get_group(), 1, sycl::plus<int>())) {
          it.barrier();
          ++steps;
        }
        o[3 * n + it.get_global_id(0)] = steps;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const sycl::sub_group sg = it.get_sub_group();
        const int id = static_cast<int>(sg.get_group_linear_id());
        int sub = 0;
        for (int k = 0; k <= id; ++k)
          sub += sycl::reduce_over_group(sg, 1, sycl::plus<int>());
        o[4 * n + it.get_global_id(0)] =
            sub == (id + 1) * static_cast<int>(sg.get_local_range()[0]);
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      sycl::local_accessor<int, 1> tile(sycl::range<1>(local), cgh);
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        tile[it.get_local_id(0)] = 5;
        it.barrier();
        const int *first = &tile[0];
        o[5 * n + it.get_global_id(0)] = sycl::joint_reduce(
            it.get_sub_group(), first, first + local, sycl::plus<int>());
      });
    });
  }
  const int want[kernels] = {2 * local, 2 * local, 3 * local,
                             local,     1,         5 * local};
  for (int i = 0; i < kernels * n; ++i) {
    const int k = i / n, group = i % n / local;
    const int w = k == 2 && group % 2 != 0 ? 0 : want[k];
    if (out[i] != w) {
      std::printf("kernel %d, item %d: %d, want %d\n", k, i % n, out[i], w);
      return 1;
    }
  }
  return 0;
}
