// Accumulating state across kernels in device globals; checks its results.
#include <sycl/sycl.hpp>

#include <cstdio>

namespace syclexp = sycl::ext::oneapi::experimental;

constexpr int n = 8;
constexpr int launches = 3;

// Zero-initialized; the host reads and writes them only through copies.
syclexp::device_global<float[n]> totals;
syclexp::device_global<float> scale(1.0f);
// Only kernels touch this one (no host copies allowed).
syclexp::device_global<int, decltype(syclexp::properties(
                                syclexp::host_access_none,
                                syclexp::device_image_scope))>
    launches_seen;
// The host only reads this one.
syclexp::device_global<int,
                       decltype(syclexp::properties(syclexp::host_access_read))>
    launches_reported;

int main() {
  sycl::queue q;
  const float factor = 0.5f;
  q.copy(&factor, scale).wait();

  float input[n];
  for (int i = 0; i < n; ++i)
    input[i] = static_cast<float>(i + 1);
  sycl::buffer<float, 1> data{input, sycl::range<1>(n)};
  for (int launch = 0; launch < launches; ++launch) {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor in{data, cgh, sycl::read_only};
      cgh.parallel_for<class accumulate>(sycl::range<1>(n), [=](sycl::id<1> i) {
        totals[static_cast<std::ptrdiff_t>(i[0])] += in[i] * scale;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      cgh.single_task<class count>([=]() {
        launches_seen = launches_seen + 1;
        launches_reported = launches_seen.get();
      });
    });
  }

  int failures = 0;
  float back[n] = {};
  q.memcpy(back, totals).wait();
  for (int i = 0; i < n; ++i) {
    const float expected = launches * factor * static_cast<float>(i + 1);
    if (back[i] != expected) {
      std::printf("totals[%d] = %g, expected %g\n", i, back[i], expected);
      ++failures;
    }
  }
  // The upper half alone, from a byte offset.
  float upper[n / 2] = {};
  q.memcpy(upper, totals, sizeof upper, (n / 2) * sizeof(float)).wait();
  if (upper[0] != back[n / 2] || upper[n / 2 - 1] != back[n - 1]) {
    std::printf("offset read: %g %g\n", upper[0], upper[n / 2 - 1]);
    ++failures;
  }
  int reported = 0;
  q.copy(launches_reported, &reported).wait();
  if (reported != launches) {
    std::printf("kernels counted %d launches, expected %d\n", reported,
                launches);
    ++failures;
  }
  std::printf("device_global: %s\n", failures == 0 ? "ok" : "FAILED");
  return failures == 0 ? 0 : 1;
}
