// Group functions compiled like barriers (SYCL 2020 4.17.3-4.17.4): the
// region before stores each work-item's value, the function runs once over
// the group, the region after reads each result. The forms `T r = f(g, x,
// ...);` (an inclusive scan as bench/patterns writes it; a reduction with
// init whose result lives across a barrier; scans with and without init),
// `r = f(g, x, ...);` and `r += f(...)` in a uniform loop (a broadcast from
// the loop's variable, an extra argument naming a variable of an earlier
// region), `f(g, x, ...);` alone, any/all/none with and without a
// predicate, and a 2-dimensional group (broadcast from an id<2>).
#include <sycl/sycl.hpp>

#include <cstdio>
#include <limits>
#include <vector>

struct is_odd {
  bool operator()(int v) const { return v % 2 != 0; }
};

constexpr int n = 64, local = 16, blocks = 16;

float value_at(int i) { return static_cast<float>(i % 7) * 0.1f + 0.01f; }

// Each work-item's outputs, block by block, as the kernels compute them.
std::vector<float> expected() {
  std::vector<float> want(blocks * n, 0.0f);
  for (int i = 0; i < n; ++i) {
    const int base = i - i % local, lid = i % local;
    float scan = 0, total = 1.5f, inclusive = 2.0f;
    int exclusive = std::numeric_limits<int>::min(), acc = 0, broadcast = 0;
    for (int j = base; j <= i; ++j)
      scan = j == base ? value_at(j) : scan + value_at(j);
    for (int j = base; j < base + local; ++j)
      total = total + value_at(j);
    for (int j = base; j < i; ++j)
      exclusive =
          exclusive > j % local * 3 % 11 ? exclusive : j % local * 3 % 11;
    for (int j = base; j <= i; ++j)
      inclusive = inclusive + value_at(j);
    for (int step = 0; step < 3; ++step) {
      for (int j = 0; j < local; ++j)
        acc += j + step;
      broadcast = (step + 6) * 10 + step; // from lid step + 3
    }
    const float row[blocks] = {scan,
                               total,
                               static_cast<float>(exclusive),
                               inclusive,
                               static_cast<float>(acc),
                               static_cast<float>(broadcast),
                               static_cast<float>(base / local == 1),
                               static_cast<float>(lid < local),
                               0.0f,
                               1.0f,
                               1.0f,
                               static_cast<float>(local),
                               0.0f,
                               0.0f,
                               0.0f,
                               0.0f};
    for (int b = 0; b < blocks; ++b)
      want[b * n + i] = row[b];
  }
  return want;
}

int main() {
  std::vector<float> out(blocks * n, -1.0f);
  std::vector<float> out2(n * n, -1.0f);
  {
    sycl::queue q;
    sycl::buffer<float, 1> buf(out.data(), sycl::range<1>(out.size()));
    sycl::buffer<float, 2> buf2(out2.data(), sycl::range<2>(n, n));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const float v = sycl::inclusive_scan_over_group(
            it.get_group(), value_at(static_cast<int>(it.get_global_id(0))),
            sycl::plus<float>());
        o[it.get_global_id(0)] = v;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        auto g = it.get_group();
        const int i = static_cast<int>(it.get_global_id(0));
        const int lid = static_cast<int>(it.get_local_id(0));
        float total =
            sycl::reduce_over_group(g, value_at(i), 1.5f, sycl::plus<float>());
        it.barrier();
        int exclusive = sycl::exclusive_scan_over_group(g, lid * 3 % 11,
                                                        sycl::maximum<int>());
        const float inclusive = sycl::inclusive_scan_over_group(
            g, value_at(i), sycl::plus<float>(), 2.0f);
        o[n + i] = total;
        o[2 * n + i] = static_cast<float>(exclusive);
        o[3 * n + i] = inclusive;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const int lid = static_cast<int>(it.get_local_id(0));
        const int offset = 3;
        int acc = 0, broadcast = -1;
        for (int step = 0; step < 3; ++step) {
          acc += sycl::reduce_over_group(it.get_group(), lid + step,
                                         sycl::plus<int>());
          broadcast = sycl::group_broadcast(
              it.get_group(), (lid + offset) * 10 + step, step + offset);
        }
        sycl::reduce_over_group(it.get_group(), lid, sycl::plus<int>());
        o[4 * n + it.get_global_id(0)] = static_cast<float>(acc);
        o[5 * n + it.get_global_id(0)] = static_cast<float>(broadcast);
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        const auto g = it.get_group();
        const int lid = static_cast<int>(it.get_local_id(0));
        const std::size_t i = it.get_global_id(0);
        const bool any =
            sycl::any_of_group(g, g.get_group_linear_id() == 1 && lid == 5);
        const bool all = sycl::all_of_group(g, lid < local);
        const bool none = sycl::none_of_group(g, lid >= 0);
        const bool any_odd = sycl::any_of_group(g, lid, is_odd());
        const bool all_odd = sycl::all_of_group(g, 2 * lid + 1, is_odd());
        o[6 * n + i] = any;
        o[7 * n + i] = all;
        o[8 * n + i] = none;
        o[9 * n + i] = any_odd;
        o[10 * n + i] = all_odd;
        const int count = sycl::reduce_over_group(g, 1, sycl::plus<int>());
        o[11 * n + i] = static_cast<float>(count);
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{buf2, cgh, sycl::read_write};
      cgh.parallel_for(
          sycl::nd_range<2>(sycl::range<2>(n, n), sycl::range<2>(4, 8)),
          [=](sycl::nd_item<2> it) {
            const int linear = static_cast<int>(it.get_global_linear_id());
            const int from_1_2 = sycl::group_broadcast(it.get_group(), linear,
                                                       sycl::id<2>(1, 2));
            const int sum =
                sycl::reduce_over_group(it.get_group(), 1, sycl::plus<int>());
            o[it.get_global_id()] = static_cast<float>(from_1_2 * 100 + sum);
          });
    });
  }
  const std::vector<float> want = expected();
  for (int i = 0; i < blocks * n; ++i)
    if (i / n < 12 && out[i] != want[i]) {
      std::printf("block %d, item %d: %g, want %g\n", i / n, i % n,
                  static_cast<double>(out[i]), static_cast<double>(want[i]));
      return 1;
    }
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int source = (r - r % 4 + 1) * n + (c - c % 8 + 2);
      const float w = static_cast<float>(source * 100 + 32);
      if (out2[r * n + c] != w) {
        std::printf("2-d [%d][%d]: %g, want %g\n", r, c,
                    static_cast<double>(out2[r * n + c]),
                    static_cast<double>(w));
        return 1;
      }
    }
  return 0;
}
