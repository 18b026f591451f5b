// Kernel-side copies and reductions under threads, for ThreadSanitizer and
// AddressSanitizer: two host threads submit range and nd_range kernels on
// four workers that copy accessors by value (owning nothing: the command
// group keeps the memory, kernel_copy.hpp) and reduce into buffers (each
// kernel copy gathers a partial and folds it once, under the
// accumulator's lock). Every sum must be exact and the memory's owners
// unchanged by the copies.
#include "check.hpp"

#include <sycl/sycl.hpp>
#include <syclfg/executor.hpp>

#include <cstdio>
#include <memory>
#include <thread>
#include <vector>

namespace {

constexpr long items = 4096;

template <class Acc> long owners_seen(Acc copy, const void *owners) {
  (void)copy[0];
  return static_cast<
             const std::shared_ptr<sycl::detail::buffer_storage_base> *>(owners)
      ->use_count();
}

void submit_rounds(int t) {
  sycl::queue q;
  for (int round = 0; round < 8; ++round) {
    long sum = 0, sum_nd = 0;
    sycl::buffer<long> data{sycl::range<1>(items)};
    sycl::buffer<long, 2> seen{sycl::range<2>(items, 2)};
    const void *owners = &data.storage();
    {
      sycl::buffer<long> s{&sum, 1}, s_nd{&sum_nd, 1};
      q.submit([&](sycl::handler &cgh) {
        sycl::accessor d{data, cgh, sycl::write_only, sycl::no_init};
        sycl::accessor o{seen, cgh, sycl::write_only};
        cgh.parallel_for<class lifetime_copies>(
            sycl::range<1>(items), sycl::reduction(s, cgh, sycl::plus<long>()),
            [=](sycl::id<1> i, auto &total) {
              d[i] = static_cast<long>(i[0]) + t;
              o[i][0] = static_cast<const std::shared_ptr<
                  sycl::detail::buffer_storage_base> *>(owners)
                            ->use_count();
              o[i][1] = owners_seen(d, owners);
              total += d[i];
            });
      });
      q.submit([&](sycl::handler &cgh) {
        sycl::accessor d{data, cgh, sycl::read_only};
        cgh.parallel_for<class lifetime_nd_copies>(
            sycl::nd_range<1>(items, 64),
            sycl::reduction(s_nd, cgh, sycl::plus<long>()),
            [=](sycl::nd_item<1> it, auto &total) {
              auto copy = d;
              total += copy[it.get_global_id()];
            });
      });
    }
    const long expect = items * (items - 1) / 2 + items * t;
    LIFETIME_CHECK(sum == expect);
    LIFETIME_CHECK(sum_nd == expect);
    sycl::host_accessor h{seen, sycl::read_only};
    for (long i = 0; i < items; ++i)
      LIFETIME_CHECK(h[i][1] == h[i][0]);
  }
}

} // namespace

int main() {
  syclfg::set_thread_count(4);
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back(submit_rounds, t);
  for (std::thread &thread : threads)
    thread.join();
  std::printf("kernel_copies: sums exact, copies own nothing\n");
  return 0;
}
