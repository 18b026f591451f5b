// A buffer's use_mutex (SYCL 2020, 4.7.2.2) while its accessors come and go
// on different threads: a host_accessor handed to another thread, host
// accessors of two threads whose lifetimes overlap, a command group
// submitted (with a host_task) on one thread while another holds a
// host_accessor, a placeholder made on one thread and required on another.
// The runtime holds the user's std::mutex from the first accessor to the
// last; a std::mutex must be unlocked by the thread that locked it, which
// ThreadSanitizer checks (runtime.lifetime.sanitize.thread). The host data
// must be current whenever the user holds the mutex.
#include "../held_elsewhere.hpp"
#include "check.hpp"

#include <sycl/sycl.hpp>

#include <atomic>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace {

// Steps shared by the two threads of a scenario: each waits for the other
// to reach a step (no sleeps: the order is the test).
class steps {
public:
  void reach(int step) { m_step.store(step); }
  void wait_for(int step) const {
    while (m_step.load() < step)
      std::this_thread::yield();
  }

private:
  std::atomic<int> m_step{0};
};

struct shared_buffer {
  std::mutex mutex;
  std::shared_ptr<int> data = std::make_shared<int>(0);
  // Over a copy of the shared data, written back before each unlock.
  sycl::buffer<int> buffer{
      data, sycl::range<1>(1), {sycl::property::buffer::use_mutex{mutex}}};

  int current() {
    std::lock_guard<std::mutex> user(mutex);
    return *data;
  }
};

// Made on one thread, destroyed on another.
void handed_over() {
  shared_buffer b;
  std::optional<sycl::host_accessor<int>> made;
  std::thread maker([&] {
    made.emplace(b.buffer);
    (*made)[0] = 1;
  });
  maker.join();
  LIFETIME_CHECK(held_elsewhere(&b.mutex));
  std::thread destroyer([&] { made.reset(); });
  destroyer.join();
  LIFETIME_CHECK(!held_elsewhere(&b.mutex));
  LIFETIME_CHECK(b.current() == 1);
}

// Thread a makes the first accessor, thread b destroys the last one.
void overlapping() {
  shared_buffer b;
  steps s;
  std::thread a([&] {
    sycl::host_accessor first(b.buffer);
    first[0] += 1;
    s.reach(1);
    s.wait_for(2);
  });
  std::thread other([&] {
    s.wait_for(1);
    sycl::host_accessor second(b.buffer);
    s.reach(2);
    a.join();
    second[0] += 10;
  });
  other.join();
  LIFETIME_CHECK(!held_elsewhere(&b.mutex));
  LIFETIME_CHECK(b.current() == 11);
}

// A command group on thread b whose host_task outlives thread a's
// host_accessor: the command's accessor is the last use, on thread b.
void submit_while_held() {
  shared_buffer b;
  steps s;
  std::thread a([&] {
    sycl::host_accessor held(b.buffer);
    held[0] = 5;
    s.reach(1);
    s.wait_for(2); // the host_task runs
  });
  std::thread other([&] {
    s.wait_for(1);
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
       sycl::accessor acc(b.buffer, cgh);
       cgh.host_task([&, acc] {
         s.reach(2);
         a.join(); // thread a's accessor is gone
         acc[0] *= 3;
       });
     }).wait(); // the host task runs on a thread of its own
  });
  other.join();
  LIFETIME_CHECK(!held_elsewhere(&b.mutex));
  LIFETIME_CHECK(b.current() == 15);
}

// A placeholder made on one thread, required by commands on two others.
void placeholder_across_threads() {
  shared_buffer b;
  std::optional<sycl::accessor<int>> placeholder;
  std::thread maker([&] { placeholder.emplace(b.buffer); });
  maker.join();
  LIFETIME_CHECK(!held_elsewhere(&b.mutex));
  auto add = [&](int amount) {
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      cgh.require(*placeholder);
      cgh.single_task([acc = *placeholder, amount] { acc[0] += amount; });
    });
  };
  std::thread first(add, 2);
  first.join();
  std::thread second(add, 20);
  second.join();
  placeholder.reset();
  LIFETIME_CHECK(!held_elsewhere(&b.mutex));
  LIFETIME_CHECK(b.current() == 22);
}

} // namespace

int main() {
  for (int round = 0; round < 3; ++round) {
    handed_over();
    overlapping();
    submit_while_held();
    placeholder_across_threads();
  }
  std::printf("use_mutex: host data current after uses on any thread\n");
  return 0;
}
