// The joint_ group functions over a work-group compiled like the others:
// the range every work-item names the same way is walked once per group
// and every work-item gets the result. joint_reduce with and without init
// over local memory filled before a barrier (the form of data-parallel-CPP's
// fig_14_13), joint_any_of/all_of/none_of over a captured accessor's
// pointer, joint_exclusive_scan and joint_inclusive_scan with and without
// init writing their output once per group.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 64, local = 16, groups = n / local, outs = 6;

// Predicates as classes: a lambda inside a kernel keeps it on fibers.
struct equals {
  int value;
  bool operator()(int v) const { return v == value; }
};
struct below {
  int bound;
  bool operator()(int v) const { return v < bound; }
};

int main() {
  std::vector<int> in(n), out(outs * n, -1), scans(4 * n, -1);
  for (int i = 0; i < n; ++i)
    in[i] = i % 5 + 1;
  {
    sycl::queue q;
    sycl::buffer<int, 1> bi(in.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> bo(out.data(), sycl::range<1>(out.size()));
    sycl::buffer<int, 1> bs(scans.data(), sycl::range<1>(scans.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor src{bi, cgh, sycl::read_only};
      sycl::accessor o{bo, cgh, sycl::write_only};
      sycl::local_accessor<int, 1> tile(sycl::range<1>(local), cgh);
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const std::size_t i = it.get_global_id(0);
        tile[it.get_local_id(0)] = src[i];
        it.barrier();
        const int *first = &tile[0];
        const int sum = sycl::joint_reduce(it.get_group(), first, first + local,
                                           sycl::plus<int>());
        o[i] = sum;
        o[n + i] = sycl::joint_reduce(it.get_group(), first, first + local, 100,
                                      sycl::maximum<int>());
        const int *whole =
            src.get_multi_ptr<sycl::access::decorated::no>().get_raw();
        o[2 * n + i] =
            sycl::joint_any_of(it.get_group(), whole, whole + n, equals{5});
        o[3 * n + i] =
            sycl::joint_all_of(it.get_group(), whole, whole + n, below{5});
        o[4 * n + i] =
            sycl::joint_none_of(it.get_group(), whole, whole + n, equals{6});
        o[5 * n + i] = sum + static_cast<int>(it.get_local_id(0));
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor src{bi, cgh, sycl::read_only};
      sycl::accessor s{bs, cgh, sycl::write_only};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const int *in =
            src.get_multi_ptr<sycl::access::decorated::no>().get_raw() +
            it.get_group(0) * local;
        int *out = s.get_multi_ptr<sycl::access::decorated::no>().get_raw() +
                   it.get_group(0) * local;
        sycl::joint_exclusive_scan(it.get_group(), in, in + local, out,
                                   sycl::plus<int>());
        sycl::joint_inclusive_scan(it.get_group(), in, in + local, out + n,
                                   sycl::plus<int>());
        sycl::joint_exclusive_scan(it.get_group(), in, in + local, out + 2 * n,
                                   10, sycl::plus<int>());
        int *end = sycl::joint_inclusive_scan(
            it.get_group(), in, in + local, out + 3 * n, sycl::plus<int>(), 10);
        if (end != out + 3 * n + local)
          out[3 * n] = -99;
      });
    });
  }
  for (int i = 0; i < n; ++i) {
    const int base = i - i % local;
    int sum = 0, before = 0;
    for (int j = base; j < base + local; ++j)
      sum += in[j];
    for (int j = base; j < i; ++j)
      before += in[j];
    const int want[outs] = {sum, 100, 1, 0, 1, sum + i % local};
    for (int k = 0; k < outs; ++k)
      if (out[k * n + i] != want[k]) {
        std::printf("out %d, item %d: %d, want %d\n", k, i, out[k * n + i],
                    want[k]);
        return 1;
      }
    const int scan[4] = {before, before + in[i], 10 + before,
                         10 + before + in[i]};
    for (int k = 0; k < 4; ++k)
      if (scans[k * n + i] != scan[k]) {
        std::printf("scan %d, item %d: %d, want %d\n", k, i, scans[k * n + i],
                    scan[k]);
        return 1;
      }
  }
  std::printf("joint_functions: ok (%d groups)\n", groups);
  return 0;
}
