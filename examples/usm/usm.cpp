// A SAXPY over unified shared memory, in the style of published SYCL 2020
// samples: device allocations filled with queue::memcpy, a kernel that
// depends on those copies through events, the result copied back and
// checked on the host. Exits non-zero when a value is wrong.
#include <sycl/sycl.hpp>

#include <vector>

int main() {
  constexpr std::size_t n = 4096;
  constexpr float a = 2.0f;
  sycl::queue q{sycl::default_selector_v};
  std::cout << "Running on "
            << q.get_device().get_info<sycl::info::device::name>() << "\n";

  std::vector<float> x(n), y(n), result(n);
  for (std::size_t i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i);
    y[i] = static_cast<float>(n - i);
  }

  float *dx = sycl::malloc_device<float>(n, q);
  float *dy = sycl::malloc_device<float>(n, q);
  sycl::event cx = q.memcpy(dx, x.data(), n * sizeof(float));
  sycl::event cy = q.memcpy(dy, y.data(), n * sizeof(float));
  sycl::event saxpy =
      q.parallel_for(sycl::range<1>(n), {cx, cy},
                     [=](sycl::id<1> i) { dy[i] = a * dx[i] + dy[i]; });
  q.memcpy(result.data(), dy, n * sizeof(float), saxpy).wait();

  // A shared counter, written by a single task and read on the host.
  int *count = sycl::malloc_shared<int>(1, q);
  q.single_task([=] { *count = static_cast<int>(n); }).wait();

  int errors = 0;
  for (std::size_t i = 0; i < n; ++i) {
    float expected = a * static_cast<float>(i) + static_cast<float>(n - i);
    if (result[i] != expected)
      ++errors;
  }
  if (*count != static_cast<int>(n))
    ++errors;
  sycl::free(dx, q);
  sycl::free(dy, q);
  sycl::free(count, q);
  std::cout << (errors == 0 ? "usm: OK\n" : "usm: WRONG RESULTS\n");
  return errors == 0 ? 0 : 1;
}
