// The executor's pool (runtime/thread_pool.hpp): every job's work is done
// once, run() returns only after every call it made has, sleeping workers
// are woken, and a launch from inside a job runs inline.
#include "thread_pool.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <thread>
#include <vector>

using syclfg::runtime::thread_pool;
using namespace std::chrono_literals;

namespace {

// Polls `flag` for up to 10 s: a worker that is never woken fails the test
// instead of hanging it.
bool arrives(const std::atomic<bool> &flag) {
  const auto until = std::chrono::steady_clock::now() + 10s;
  while (!flag.load())
    if (std::chrono::steady_clock::now() > until)
      return false;
  return true;
}

} // namespace

TEST_CASE("each job's work is done once, by whichever workers come",
          "[thread_pool]") {
  for (auto spin : {0us, 100us})
    for (unsigned workers : {1u, 2u, 4u}) {
      thread_pool pool(workers, spin);
      for (int job = 0; job < 500; ++job) {
        constexpr std::size_t count = 257;
        std::vector<std::atomic<int>> done(count);
        std::atomic<std::size_t> next{0};
        std::atomic<int> inside{0}, bad_worker{0};
        pool.run([&](unsigned worker) {
          inside.fetch_add(1);
          if (worker >= workers)
            bad_worker.fetch_add(1);
          for (std::size_t i = next.fetch_add(1); i < count;
               i = next.fetch_add(1))
            done[i].fetch_add(1);
          inside.fetch_sub(1);
        });
        // run() has returned: no call is still inside the task.
        REQUIRE(inside.load() == 0);
        REQUIRE(bad_worker.load() == 0);
        for (const std::atomic<int> &d : done)
          REQUIRE(d.load() == 1);
      }
    }
}

TEST_CASE("idle workers, polling or asleep, are woken for the next job",
          "[thread_pool]") {
  // The caller's call waits until every other worker has come, so a lost
  // wake-up fails here. Without polling the workers sleep between jobs.
  for (auto spin : {0us, 100us})
    for (unsigned workers : {2u, 4u}) {
      thread_pool pool(workers, spin);
      for (int job = 0; job < 30; ++job) {
        std::this_thread::sleep_for(job % 2 == 0 ? 1ms : 0ms);
        std::atomic<unsigned> came{0};
        std::atomic<bool> all{false};
        bool waited = true;
        pool.run([&](unsigned worker) {
          if (worker != 0) {
            if (came.fetch_add(1) + 2 == workers)
              all.store(true);
          } else {
            waited = arrives(all);
          }
        });
        REQUIRE(waited);
      }
    }
}

TEST_CASE("a launch from inside a job runs on the calling thread",
          "[thread_pool]") {
  thread_pool pool(3, 100us);
  std::atomic<int> inner_calls{0};
  pool.run([&](unsigned) {
    const std::thread::id me = std::this_thread::get_id();
    pool.run([&](unsigned worker) {
      if (worker == 0 && std::this_thread::get_id() == me)
        inner_calls.fetch_add(1);
    });
  });
  // Every call of the outer job ran its inner job inline.
  REQUIRE(inner_calls.load() >= 1);
}

TEST_CASE("try_run runs a job only while the pool is free", "[thread_pool]") {
  thread_pool pool(3, 100us);
  std::atomic<int> calls{0};
  REQUIRE(pool.try_run([&](unsigned) { calls.fetch_add(1); }));
  REQUIRE(calls.load() >= 1);
  // Busy: another thread's try_run and one from inside the job decline
  // at once, without calling their task.
  std::atomic<bool> elsewhere{true}, inside{true};
  std::atomic<int> declined_calls{0};
  pool.run([&](unsigned worker) {
    if (worker != 0)
      return;
    std::thread other([&] {
      elsewhere = pool.try_run([&](unsigned) { declined_calls.fetch_add(1); });
    });
    other.join();
    inside = pool.try_run([&](unsigned) { declined_calls.fetch_add(1); });
  });
  CHECK_FALSE(elsewhere.load());
  CHECK_FALSE(inside.load());
  CHECK(declined_calls.load() == 0);
}

TEST_CASE("resizing between jobs keeps the pool working", "[thread_pool]") {
  thread_pool pool(2, 50us);
  for (unsigned workers : {1u, 4u, 2u, 3u, 1u}) {
    pool.resize(workers);
    REQUIRE(pool.size() == workers);
    std::atomic<int> sum{0};
    std::atomic<int> next{0};
    pool.run([&](unsigned) {
      for (int i = next.fetch_add(1); i < 1000; i = next.fetch_add(1))
        sum.fetch_add(i);
    });
    REQUIRE(sum.load() == 999 * 1000 / 2);
  }
}
