// How a launch's indices are shared (runtime/home_takes.hpp): each worker
// first takes its own part, in order; together the takes cover the range
// exactly once, also when threads take concurrently and some never come.
// With whole shares, each worker's part is one take and only worker 0
// takes the others'. And which launches count as short
// (runtime/launch_lengths.hpp).
#include "home_takes.hpp"
#include "launch_lengths.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <thread>
#include <vector>

using syclfg::runtime::home_takes;
using syclfg::runtime::launch_lengths;
using syclfg::runtime::range_take;

namespace {

std::vector<range_take> takes_of(home_takes &takes, unsigned worker) {
  std::vector<range_take> result;
  for (range_take t = takes.next(worker); !t.empty(); t = takes.next(worker))
    result.push_back(t);
  return result;
}

} // namespace

TEST_CASE("a worker takes its own part first, in order, in shrinking pieces",
          "[home_takes]") {
  for (std::size_t count : {1u, 2u, 7u, 100u, 16384u, 1000003u})
    for (unsigned workers : {1u, 2u, 3u, 8u}) {
      CAPTURE(count, workers);
      home_takes takes(count, workers);
      const unsigned me = workers - 1;
      const std::size_t home_begin =
          count / workers * me + count % workers * me / workers;
      const std::vector<range_take> mine = takes_of(takes, me);
      REQUIRE(!mine.empty());
      // Alone, the last worker runs everything: its own part first.
      CHECK(mine.front().begin == home_begin);
      // Pieces: a quarter of what is left of a share, down to 1/64 of it.
      const std::size_t share = count / workers + 1;
      const std::size_t smallest =
          std::max<std::size_t>(1, count / (workers * 64));
      std::size_t covered = 0, from_home = 0;
      for (const range_take &t : mine) {
        CHECK(t.end - t.begin <= std::max(smallest, share / 4));
        if (t.begin >= home_begin && t.begin < home_begin + share)
          ++from_home;
        covered += t.end - t.begin;
      }
      CHECK(covered == count);
      // Guided: a large share in far fewer than 64 pieces.
      if (share >= 1000)
        CHECK(from_home < 32);
    }
}

TEST_CASE("workers that all come get their own parts", "[home_takes]") {
  constexpr std::size_t count = 1000;
  home_takes takes(count, 4);
  // One piece each, in turn: each from its own quarter.
  for (unsigned w = 0; w < 4; ++w) {
    const range_take t = takes.next(w);
    CHECK(t.begin == w * count / 4);
  }
}

namespace {

// Each index visited once by takers `who` of `takes` running at once.
bool visited_once(home_takes &takes, std::size_t count,
                  const std::vector<unsigned> &who) {
  std::vector<std::atomic<int>> visits(count);
  std::vector<std::thread> threads;
  for (unsigned t : who)
    threads.emplace_back([&, t] {
      for (range_take take = takes.next(t); !take.empty(); take = takes.next(t))
        for (std::size_t i = take.begin; i < take.end; ++i)
          visits[i].fetch_add(1, std::memory_order_relaxed);
    });
  for (std::thread &t : threads)
    t.join();
  for (const std::atomic<int> &v : visits)
    if (v.load() != 1)
      return false;
  return true;
}

} // namespace

TEST_CASE("whole shares: one take each, worker 0 takes what is left",
          "[home_takes]") {
  for (std::size_t count : {1u, 5u, 1000u, 4099u})
    for (unsigned workers : {1u, 2u, 3u, 16u}) {
      CAPTURE(count, workers);
      home_takes takes(count, workers, true);
      const unsigned last = workers - 1;
      const std::vector<range_take> lasts = takes_of(takes, last);
      const std::size_t begin =
          count / workers * last + count % workers * last / workers;
      if (begin == count) { // an empty share
        CHECK(lasts.empty());
      } else {
        REQUIRE(lasts.size() == 1);
        CHECK(lasts[0].begin == begin);
        CHECK(lasts[0].end == count);
      }
      // Worker 0: its own share in one take, then every share not taken.
      std::size_t covered = 0;
      for (const range_take &t : takes_of(takes, 0))
        covered += t.end - t.begin;
      CHECK(covered == begin); // every share before the last one's
    }
  home_takes takes(4096, 16, true);
  CHECK(visited_once(takes, 4096, {3, 0, 7}));
  home_takes all(4096, 4, true);
  CHECK(visited_once(all, 4096, {0, 1, 2, 3}));
}

TEST_CASE("a kernel's launch counts as short after a short launch",
          "[home_takes]") {
  launch_lengths lengths;
  const std::uintptr_t kernel = 0x401230, other = 0x401238;
  CHECK(!lengths.was_short(kernel)); // never launched: long
  lengths.record(kernel, std::chrono::microseconds(3));
  CHECK(lengths.was_short(kernel));
  lengths.record(kernel, std::chrono::milliseconds(2));
  CHECK(!lengths.was_short(kernel));
  lengths.record(other, launch_lengths::short_launch);
  CHECK(!lengths.was_short(other)); // not less than the limit
}

TEST_CASE("concurrent takers visit every index once", "[home_takes]") {
  // Three of the four workers come: the fourth's part is taken by them.
  home_takes takes(100003, 4);
  CHECK(visited_once(takes, 100003, {0, 1, 2}));
}
