// The checking mode's cost when off (bench/run_checks_bench.sh): STREAM's
// triad (a = b + s * c) through buffer accessors as a range kernel, and
// the same through a local-memory tile with a barrier as an nd_range
// kernel, over 2^22 floats. Prints the median wall time of each.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace {

constexpr std::size_t n = std::size_t(1) << 22;
constexpr int runs = 15;

template <class F> double median_ms(F f) {
  std::vector<double> times;
  for (int r = 0; r < runs; ++r) {
    const auto start = std::chrono::steady_clock::now();
    f();
    const std::chrono::duration<double, std::milli> took =
        std::chrono::steady_clock::now() - start;
    times.push_back(took.count());
  }
  std::sort(times.begin(), times.end());
  return times[runs / 2];
}

} // namespace

int main() {
  sycl::queue q;
  sycl::buffer<float, 1> a{sycl::range<1>(n)}, b{sycl::range<1>(n)},
      c{sycl::range<1>(n)};
  {
    sycl::host_accessor hb(b), hc(c);
    for (std::size_t i = 0; i < n; ++i) {
      hb[i] = static_cast<float>(i % 97);
      hc[i] = static_cast<float>(i % 89);
    }
  }
  const float s = 3.0f;
  const double triad = median_ms([&] {
    q.submit([&](sycl::handler &h) {
      sycl::accessor ra(a, h, sycl::write_only, sycl::no_init);
      sycl::accessor rb(b, h, sycl::read_only);
      sycl::accessor rc(c, h, sycl::read_only);
      h.parallel_for<class triad>(sycl::range<1>(n), [=](sycl::id<1> i) {
        ra[i] = rb[i] + s * rc[i];
      });
    });
    q.wait();
  });
  const double tiled = median_ms([&] {
    q.submit([&](sycl::handler &h) {
      sycl::accessor ra(a, h, sycl::write_only, sycl::no_init);
      sycl::accessor rb(b, h, sycl::read_only);
      sycl::accessor rc(c, h, sycl::read_only);
      sycl::local_accessor<float, 1> tile(sycl::range<1>(64), h);
      h.parallel_for<class tiled_triad>(
          sycl::nd_range<1>(n, 64), [=](sycl::nd_item<1> it) {
            const std::size_t l = it.get_local_id(0);
            tile[l] = rc[it.get_global_id()];
            sycl::group_barrier(it.get_group());
            ra[it.get_global_id()] = rb[it.get_global_id()] + s * tile[63 - l];
          });
    });
    q.wait();
  });
  sycl::host_accessor ha(a);
  const float expect = static_cast<float>(5 % 97) + s * static_cast<float>(58 % 89);
  std::printf("triad range kernel: %.2f ms\ntiled nd_range triad: %.2f ms\n",
              triad, tiled);
  return ha[5] == expect ? 0 : 1;
}
