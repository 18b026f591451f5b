// The cost of a buffer's use_mutex (SYCL 2020, 4.7.2.2) per command group:
// N command groups, each a single_task writing one element through an
// accessor, on a buffer with property::buffer::use_mutex and on one
// without; and N host_accessors of each. Prints a Markdown table of the
// medians over RUNS rounds (each of N command groups), in microseconds per
// command group, and the difference.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <vector>

namespace {

constexpr int n = 2000;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Microseconds per command group over n of them.
double command_groups(sycl::queue &q, sycl::buffer<int> &b) {
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < n; ++i)
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.single_task([=] { acc[0] += 1; });
    });
  const std::chrono::duration<double, std::micro> took =
      std::chrono::steady_clock::now() - start;
  return took.count() / n;
}

double host_accessors(sycl::buffer<int> &b) {
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < n; ++i) {
    sycl::host_accessor acc{b};
    acc[0] += 1;
  }
  const std::chrono::duration<double, std::micro> took =
      std::chrono::steady_clock::now() - start;
  return took.count() / n;
}

} // namespace

int main() {
  const char *runs_env = std::getenv("RUNS");
  const int runs = runs_env != nullptr ? std::atoi(runs_env) : 7;
  std::mutex user;
  int with_data = 0, plain_data = 0;
  sycl::queue q;
  std::vector<double> cg_plain, cg_mutex, host_plain, host_mutex;
  {
    sycl::buffer<int> with{&with_data,
                           sycl::range<1>(1),
                           {sycl::property::buffer::use_mutex(user)}};
    sycl::buffer<int> plain{&plain_data, sycl::range<1>(1)};
    for (int r = 0; r < runs; ++r) {
      cg_plain.push_back(command_groups(q, plain));
      cg_mutex.push_back(command_groups(q, with));
      host_plain.push_back(host_accessors(plain));
      host_mutex.push_back(host_accessors(with));
    }
  }
  const int expected = 2 * n * runs;
  if (with_data != expected || plain_data != expected) {
    std::printf("wrong result: %d and %d, expected %d\n", with_data, plain_data,
                expected);
    return 1;
  }
  std::printf("| per %d | without use_mutex us | with use_mutex us | "
              "difference us |\n|---|---:|---:|---:|\n",
              n);
  std::printf("| command group (single_task, one accessor) | %.2f | %.2f | "
              "%.2f |\n",
              median(cg_plain), median(cg_mutex),
              median(cg_mutex) - median(cg_plain));
  std::printf("| host_accessor | %.2f | %.2f | %.2f |\n", median(host_plain),
              median(host_mutex), median(host_mutex) - median(host_plain));
  return 0;
}
