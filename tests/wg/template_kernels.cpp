// Kernels written in templates are compiled per instantiation, and the
// host TU rewrites their one text: a function template instantiated once
// (a tiled kernel of T), a class template's member, a template
// instantiated twice that compiles the same way both times (only a value
// differs), and one whose instantiations compile differently (a private
// variable's type follows the template argument), which runs on fibers. Each kernel's results are
// checked, compiled and on fibers.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 64, wg = 16;

// A tile of T in local memory, a sum of T living across a barrier.
template <typename T> T tile_sum(sycl::queue &q) {
  std::vector<T> out(n, T(-1));
  {
    sycl::buffer<T, 1> bo(out.data(), sycl::range<1>(n));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{bo, cgh, sycl::write_only};
      sycl::local_accessor<T, 1> tile(sycl::range<1>(wg), cgh);
      cgh.parallel_for(
          sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)),
          [=](sycl::nd_item<1> it) {
            const int lid = static_cast<int>(it.get_local_id(0));
            T sum = T(lid);
            tile[lid] = T(lid + 1) / T(2);
            sycl::group_barrier(it.get_group());
            for (int k = 0; k < wg; ++k)
              sum += tile[k];
            o[it.get_global_id(0)] = sum;
          });
    });
  }
  T total = 0;
  for (const T &v : out)
    total += v;
  return total;
}

// A value of T living across a barrier: its slot's type follows T, so
// its instantiations for int and long compile differently (fibers).
template <typename T> T kept(sycl::queue &q) {
  std::vector<T> out(n, T(-1));
  {
    sycl::buffer<T, 1> bo(out.data(), sycl::range<1>(n));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{bo, cgh, sycl::write_only};
      cgh.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
        const T v = T(it.get_global_id(0)) * T(2);
        sycl::group_barrier(it.get_group());
        o[it.get_global_id(0)] = v;
      });
    });
  }
  T total = 0;
  for (const T &v : out)
    total += v;
  return total;
}

// The group's size times Scale, through a slot: the same compiled form
// for every Scale.
template <int Scale> int scaled(sycl::queue &q) {
  std::vector<int> out(n, -1);
  {
    sycl::buffer<int, 1> bo(out.data(), sycl::range<1>(n));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{bo, cgh, sycl::write_only};
      cgh.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
        int v = static_cast<int>(it.get_local_range(0)) * Scale;
        sycl::group_barrier(it.get_group());
        o[it.get_global_id(0)] = v + static_cast<int>(it.get_local_id(0));
      });
    });
  }
  int total = 0;
  for (int v : out)
    total += v;
  return total;
}

// A class template's member: the group's sum through reduce_over_group.
template <typename T> struct group_sums {
  T run(sycl::queue &q) const {
    std::vector<T> out(n, T(-1));
    {
      sycl::buffer<T, 1> bo(out.data(), sycl::range<1>(n));
      q.submit([&](sycl::handler &cgh) {
        sycl::accessor o{bo, cgh, sycl::write_only};
        cgh.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
          const T mine = T(it.get_global_id(0));
          const T all = sycl::reduce_over_group(it.get_group(), mine,
                                                sycl::plus<T>());
          o[it.get_global_id(0)] = all;
        });
      });
    }
    return out[0] + out[n - 1];
  }
};

int main() {
  sycl::queue q;
  // Sums by hand: each work-item adds its local id and the tile's
  // (k + 1) / 2 for k < wg.
  double tile = 0;
  for (int k = 0; k < wg; ++k)
    tile += (k + 1) / 2.0;
  double want_f = 0;
  for (int i = 0; i < n; ++i)
    want_f += i % wg + tile;
  const long want_kept = static_cast<long>(n) * (n - 1);
  int want_scaled1 = 0, want_scaled3 = 0;
  for (int i = 0; i < n; ++i) {
    want_scaled1 += wg + i % wg;
    want_scaled3 += 3 * wg + i % wg;
  }
  const long want_group = (wg - 1) * wg / 2 + // first group
                          (n - wg + n - 1) * wg / 2; // last group
  const float got_f = tile_sum<float>(q);
  const int kept_i = kept<int>(q);
  const long kept_l = kept<long>(q);
  const int got1 = scaled<1>(q), got3 = scaled<3>(q);
  const long got_group = group_sums<long>().run(q);
  if (got_f != static_cast<float>(want_f) || kept_i != want_kept ||
      kept_l != want_kept || got1 != want_scaled1 || got3 != want_scaled3 ||
      got_group != want_group) {
    std::printf("tile %g/%g kept %d %ld/%ld scaled %d/%d %d/%d groups "
                "%ld/%ld\n",
                static_cast<double>(got_f), want_f, kept_i, kept_l, want_kept,
                got1, want_scaled1, got3, want_scaled3, got_group, want_group);
    return 1;
  }
  return 0;
}
