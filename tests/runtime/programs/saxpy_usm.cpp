// A user program in the style written for other SYCL 2020 implementations:
// USM allocations, queue shortcuts, a reduction, math built-ins and the
// oneAPI printf. Prints and checks its results; exit code 0 when right.
#include <sycl/sycl.hpp>

#include <cmath>

using namespace sycl;

int main() {
  constexpr size_t N = 1024;
  queue q{default_selector_v};
  std::cout << "Running on " << q.get_device().get_info<info::device::name>()
            << "\n";

  float *x = malloc_shared<float>(N, q);
  float *y = malloc_device<float>(N, q);
  float *sum = malloc_shared<float>(1, q);
  std::vector<float> host_y(N);
  for (size_t i = 0; i < N; ++i) {
    x[i] = static_cast<float>(i);
    host_y[i] = 2.0f;
  }
  q.memcpy(y, host_y.data(), N * sizeof(float)).wait();
  *sum = 0.0f;

  const float a = 3.0f;
  auto saxpy = q.parallel_for(
      range<1>(N), [=](id<1> i) { y[i] = sycl::fma(a, x[i], y[i]); });
  q.submit([&](handler &h) {
     h.depends_on(saxpy);
     h.parallel_for(
         range<1>(N), reduction(sum, plus<float>()),
         [=](id<1> i, auto &acc) { acc += sycl::sqrt(y[i] * y[i]); });
   }).wait();
  q.single_task([=] {
     ext::oneapi::experimental::printf("device says: sum = %.1f\n",
                                       static_cast<double>(*sum));
   }).wait();

  q.memcpy(host_y.data(), y, N * sizeof(float)).wait();
  int errors = 0;
  double expected_sum = 0;
  for (size_t i = 0; i < N; ++i) {
    const float expected = a * static_cast<float>(i) + 2.0f;
    expected_sum += expected;
    if (host_y[i] != expected)
      ++errors;
  }
  if (std::fabs(*sum - expected_sum) > 1e-3 * expected_sum)
    ++errors;
  std::cout << (errors == 0 ? "PASSED" : "FAILED") << "\n";
  free(x, q);
  free(y, q);
  free(sum, q);
  return errors == 0 ? 0 : 1;
}
