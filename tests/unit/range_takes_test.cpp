// Guided takes of a range launch (runtime/range_takes.hpp): they cover the
// range exactly once, also when threads take concurrently, and shrink so
// that the last one is small (the workers finish together).
#include "range_takes.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

using syclfg::runtime::range_take;
using syclfg::runtime::range_takes;

namespace {

std::vector<range_take> all_takes(std::size_t count, unsigned workers) {
  range_takes takes(count, workers);
  std::vector<range_take> result;
  for (range_take take = takes.next(); !take.empty(); take = takes.next())
    result.push_back(take);
  return result;
}

} // namespace

TEST_CASE("takes cover the range in order, shrinking", "[range_takes]") {
  for (std::size_t count : {1u, 2u, 7u, 100u, 16384u, 1000003u})
    for (unsigned workers : {2u, 3u, 8u}) {
      CAPTURE(count, workers);
      const std::vector<range_take> takes = all_takes(count, workers);
      REQUIRE(!takes.empty());
      CHECK(takes.front().begin == 0);
      CHECK(takes.back().end == count);
      for (std::size_t i = 1; i < takes.size(); ++i) {
        CHECK(takes[i].begin == takes[i - 1].end);
        CHECK(takes[i].end - takes[i].begin <=
              takes[i - 1].end - takes[i - 1].begin);
      }
      // The last take is at most 1/64 of a worker's fair share (equal
      // chunks of 8 per worker would leave 1/8 of one to a single thread).
      const std::size_t floor =
          std::max<std::size_t>(1, count / (workers * 64));
      CHECK(takes.back().end - takes.back().begin <= floor);
      // Few takes: about 2 * workers per halving of what is left.
      CHECK(takes.size() <= 2 * workers * 64 + 64);
    }
}

TEST_CASE("concurrent takers visit every work-item once", "[range_takes]") {
  constexpr std::size_t count = 100003;
  range_takes takes(count, 4);
  std::vector<std::atomic<int>> visits(count);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (range_take take = takes.next(); !take.empty(); take = takes.next())
        for (std::size_t i = take.begin; i < take.end; ++i)
          visits[i].fetch_add(1, std::memory_order_relaxed);
    });
  for (std::thread &t : threads)
    t.join();
  std::size_t once = 0;
  for (const std::atomic<int> &v : visits)
    once += v.load() == 1 ? 1 : 0;
  CHECK(once == count);
}
