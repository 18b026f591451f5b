// Sub-group functions whose other arguments differ between the sub-groups
// of a group (SYCL asks them to be the same within a sub-group only): a
// broadcast from a source that follows the sub-group's id, a shift by it, a
// reduction with an init from it, each run once per sub-group with its
// first work-item's variables. A broadcast inside a uniform loop from the
// loop's variable stays one call per group. Groups of 20 work-items, so
// the last sub-group of each group is shorter than the others.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 60, local = 20, fields = 4;

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
        const int id = static_cast<int>(sg.get_group_linear_id());
        const int lid = static_cast<int>(sg.get_local_linear_id());
        const std::size_t i = it.get_global_id(0);
        o[i] = sycl::group_broadcast(sg, lid * 10, id % 2 + 1);
        o[n + i] = sycl::shift_group_left(sg, lid, id + 1);
        o[2 * n + i] =
            sycl::reduce_over_group(sg, 1, id * 100, sycl::plus<int>());
        int sum = 0;
        for (int k = 0; k < 2; ++k)
          sum += sycl::group_broadcast(sg, lid + k, k);
        o[3 * n + i] = sum;
      });
    });
  }
  const int subs = static_cast<int>(size);
  for (int i = 0; i < n; ++i) {
    const int l = i % local, id = l / subs, lid = l % subs;
    const int count = local - id * subs < subs ? local - id * subs : subs;
    const int want[fields] = {
        (id % 2 + 1) * 10, lid + id + 1 < count ? lid + id + 1 : lid,
        id * 100 + count, 2}; // 0 from work-item 0, 1 + 1 from work-item 1
    for (int f = 0; f < fields; ++f)
      if (out[f * n + i] != want[f]) {
        std::printf("field %d, item %d (sub-group %d of size %d): %d, want "
                    "%d\n",
                    f, i, id, count, out[f * n + i], want[f]);
        return 1;
      }
  }
  std::printf("sub_group_arguments: ok (sub-groups of %d)\n", subs);
  return 0;
}
