// Asynchronous commands under threads and at exit. Two threads each chain
// host tasks and kernels on one shared buffer (accessors), on an in-order
// queue and through depends_on, all submitted before any is released; the
// buffer's last copy then waits for them and writes back. ThreadSanitizer
// (runtime.lifetime.sanitize.thread) checks the runtime's own
// synchronization: the event states, the buffer's last command, the
// command threads. Then a host task is still running when main returns: it
// waits until exit has begun (an atexit handler registered after it), and
// the runtime must join it, so its marker is printed.
#include "check.hpp"

#include <sycl/sycl.hpp>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

namespace {

constexpr int rounds = 20;
std::atomic<bool> released{false};
std::atomic<bool> exiting{false};

// Waits (at most 5 s) for `flag`; whether it was set.
bool wait_for(const std::atomic<bool> &flag) {
  for (int i = 0; i < 500 && !flag; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return flag;
}

// `rounds` times: a host task, then a kernel after it, on the shared
// buffer, on an in-order queue and after the previous round's event.
void chain(sycl::buffer<int> &shared, int slot) {
  sycl::queue q{sycl::property::queue::in_order()};
  sycl::event previous;
  for (int r = 0; r < rounds; ++r) {
    sycl::event task = q.submit([&](sycl::handler &cgh) {
      cgh.depends_on(previous);
      sycl::accessor acc(shared, cgh);
      cgh.host_task([acc, slot] {
        LIFETIME_CHECK(wait_for(released));
        acc[slot] += 1;
      });
    });
    previous = q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(shared, cgh);
      cgh.single_task([=] { acc[slot] *= 2; });
    });
    LIFETIME_CHECK(task != previous);
  }
}

} // namespace

int main() {
  std::vector<int> data(2, 0);
  {
    sycl::buffer<int> shared(data.data(), sycl::range<1>(2));
    std::thread a([&] { chain(shared, 0); });
    std::thread b([&] { chain(shared, 1); });
    a.join();
    b.join();
    released = true;
  } // waits for all 80 commands, then writes back
  // x -> 2 * (x + 1), twenty times from 0: 2^21 - 2.
  LIFETIME_CHECK(data[0] == (1 << 21) - 2);
  LIFETIME_CHECK(data[1] == (1 << 21) - 2);
  std::printf("host_tasks: chains ordered across threads\n");

  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    cgh.host_task([] {
      LIFETIME_CHECK(wait_for(exiting));
      std::printf("host_tasks: host task joined at exit\n");
      std::fflush(stdout);
    });
  });
  std::atexit([] { exiting = true; });
  return 0;
}
