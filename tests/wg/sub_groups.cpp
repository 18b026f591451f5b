// Sub-group operations compiled at the kernel's top level: get_sub_group()
// and its queries, group functions and shuffles over the sub-group, a
// sub-group barrier. Groups of 20 work-items, so the last sub-group of
// each group is shorter than the others (sub-groups are runs of
// consecutive local linear ids, the same on fibers and compiled).
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 60, local = 20, fields = 10;

int main() {
  std::vector<int> out(fields * n, -1);
  std::size_t size = 0;
  {
    sycl::queue q;
    size = q.get_device().get_info<sycl::info::device::sub_group_sizes>()[0];
    sycl::buffer<int, 1> buf(out.data(), sycl::range<1>(out.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const sycl::sub_group sg = it.get_sub_group();
        const int lid = static_cast<int>(sg.get_local_linear_id());
        const std::size_t i = it.get_global_id(0);
        const int sum = sycl::reduce_over_group(sg, lid + 1, sycl::plus<int>());
        const int left = sycl::shift_group_left(sg, lid, 1);
        const int right = sycl::shift_group_right(sg, lid * 10, 2);
        sycl::group_barrier(sg);
        const int flipped = sycl::permute_group_by_xor(sg, lid, 1);
        const int scan =
            sycl::exclusive_scan_over_group(sg, 1, sycl::plus<int>());
        const int from1 = sycl::group_broadcast(sg, lid * 2 + 1, 1);
        const bool any3 = sycl::any_of_group(sg, lid == 3);
        o[i] = sum;
        o[n + i] = left;
        o[2 * n + i] = right;
        o[3 * n + i] = flipped;
        o[4 * n + i] = scan;
        o[5 * n + i] = from1;
        o[6 * n + i] = any3;
        o[7 * n + i] = static_cast<int>(sg.get_group_linear_id());
        o[8 * n + i] = static_cast<int>(sg.get_local_linear_range());
        o[9 * n + i] = lid;
      });
    });
  }
  const int s = static_cast<int>(size);
  for (int i = 0; i < n; ++i) {
    const int l = i % local, lid = l % s, first = l - lid;
    const int range = local - first < s ? local - first : s;
    const int want[fields] = {range * (range + 1) / 2,
                              lid + 1 < range ? lid + 1 : lid,
                              (lid >= 2 ? lid - 2 : lid) * 10,
                              (lid ^ 1) < range ? lid ^ 1 : lid,
                              lid,
                              3,
                              range > 3,
                              l / s,
                              range,
                              lid};
    for (int f = 0; f < fields; ++f)
      if (out[f * n + i] != want[f]) {
        std::printf("field %d, item %d: %d, want %d (sub-groups of %d)\n", f, i,
                    out[f * n + i], want[f], s);
        return 1;
      }
  }
  return 0;
}
