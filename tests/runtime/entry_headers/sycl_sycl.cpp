// <sycl/sycl.hpp> alone gives what other implementations' entry header
// gives and programs use without including it (docs/sycl-api.md: "SYCL 2020 API
// of the host headers").
#include <sycl/sycl.hpp>

int main() {
  sycl::queue q;
  assert(q.get_device().is_cpu());                  // <cassert>
  std::vector<int> v{3, 1, 2};                      // <vector>
  std::sort(v.begin(), v.end());                    // <algorithm>
  int sum = std::accumulate(v.begin(), v.end(), 0); // <numeric>
  std::array<float, 2> a{std::sqrt(4.0f), 0.0f};    // <array>, <cmath>
  std::complex<float> c(a[0], 1.0f);                // <complex>
  std::memcpy(&a[1], &a[0], sizeof(float));         // <cstring>
  std::function<int()> f = [sum] { return sum; };   // <functional>
  auto p = std::make_unique<std::string>("sum");    // <memory>, <string>
  std::cout << *p << f() << c.real() << std::endl;  // <iostream>
}
