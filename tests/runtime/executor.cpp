// The parallel executor: every work-item runs exactly once however the
// work is split, results do not depend on the thread count, exceptions
// thrown by kernels reach the submitter, and SYCLFG_THREADS sets the count.
#include <sycl/sycl.hpp>
#include <syclfg/executor.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace {

// Restores the default thread count when a test case ends.
struct default_threads {
  ~default_threads() { syclfg::set_thread_count(0); }
};

// Counts visits per element of a 3-D range of awkward sizes.
bool each_visited_once(sycl::range<3> extent) {
  sycl::buffer<int, 3> visits{extent};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{visits, cgh, sycl::read_write};
    cgh.parallel_for<class visit_3d>(extent, [=](sycl::item<3> it) {
      acc[it] += 1 + static_cast<int>(it.get_linear_id() -
                                      it.get_linear_id()); // item is usable
    });
  });
  sycl::host_accessor h{visits, sycl::read_only};
  for (std::size_t i = 0; i < extent[0]; ++i)
    for (std::size_t j = 0; j < extent[1]; ++j)
      for (std::size_t k = 0; k < extent[2]; ++k)
        if (h[i][j][k] != 1)
          return false;
  return true;
}

// Float results whose rounding depends on the order of additions within a
// work-item and a group: equal bit for bit only if each runs the same way.
std::vector<float> float_work() {
  constexpr std::size_t groups = 64, local = 16;
  std::vector<float> out(groups * local + groups);
  {
    sycl::buffer<float, 1> b(out.data(), sycl::range<1>(out.size()));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::write_only};
      cgh.parallel_for<class float_range>(
          sycl::range<1>(groups * local), [=](sycl::item<1> it) {
            float s = 0.0f;
            for (int k = 1; k < 200; ++k)
              s += 1.0f / static_cast<float>(k + it.get_id(0));
            acc[it] = s;
          });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      sycl::local_accessor<float, 1> part(sycl::range<1>(local), cgh);
      cgh.parallel_for<class float_groups>(
          sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
            part[it.get_local_id(0)] = acc[it.get_global_id(0)] * 0.1f;
            it.barrier();
            if (it.get_local_id(0) == 0) {
              float s = 0.0f;
              for (std::size_t i = 0; i < local; ++i)
                s += part[i];
              acc[groups * local + it.get_group(0)] = s;
            }
          });
    });
  }
  return out;
}

// The threads a launch's work-items ran on. The work-item that `waits`
// does not end before a work-item has run on another thread: a launch
// only finishes if two threads run it at once (a sequential executor
// never ends it; ctest's timeout then fails the test).
class thread_witness {
public:
  void arrive(bool waits) const {
    {
      std::lock_guard<std::mutex> lock(m_state->mutex);
      m_state->threads.insert(std::this_thread::get_id());
      m_state->count = m_state->threads.size();
    }
    while (waits && m_state->count.load() < 2)
      std::this_thread::yield();
  }
  std::size_t threads() const { return m_state->count.load(); }

private:
  struct state {
    std::mutex mutex;
    std::set<std::thread::id> threads;
    std::atomic<std::size_t> count{0};
  };
  std::shared_ptr<state> m_state = std::make_shared<state>();
};

} // namespace

TEST_CASE("range kernels visit every work-item once", "[executor]") {
  default_threads restore;
  for (unsigned threads : {1u, 2u, 5u}) {
    syclfg::set_thread_count(threads);
    CHECK(syclfg::thread_count() == threads);
    CHECK(each_visited_once(sycl::range<3>(7, 13, 11)));
    CHECK(each_visited_once(sycl::range<3>(1, 1, 1)));
    CHECK(each_visited_once(sycl::range<3>(3, 1, 2)));
  }
}

TEST_CASE("one thread and several give identical results", "[executor]") {
  default_threads restore;
  syclfg::set_thread_count(1);
  const std::vector<float> one = float_work();
  syclfg::set_thread_count(4);
  const std::vector<float> four = float_work();
  REQUIRE(one.size() == four.size());
  CHECK(one == four);
  CHECK(one[0] > 5.0f); // the kernels ran
}

TEST_CASE("a gather through one accessor into another, vectorized",
          "[executor]") {
  // A range launch's loop is marked independent (launch.hpp), so g++
  // vectorizes this (a scan's last kernel) with its loads of `gs` at
  // i / 256; each element still gets its own block's value, at chunk
  // edges and in the loop's remainder too (n is no multiple of 256 or of
  // the vector width). With and without the deprecated offset.
  default_threads restore;
  constexpr std::size_t n = 5003, blocks = (n + 255) / 256;
  for (unsigned threads : {1u, 3u}) {
    syclfg::set_thread_count(threads);
    std::vector<long> out(n), sums(blocks);
    for (std::size_t i = 0; i < n; ++i)
      out[i] = static_cast<long>(i % 7);
    for (std::size_t b = 0; b < blocks; ++b)
      sums[b] = 1000 * static_cast<long>(b);
    {
      sycl::queue q;
      sycl::buffer<long> d{out.data(), sycl::range<1>(n)};
      sycl::buffer<long> g{sums.data(), sycl::range<1>(blocks)};
      q.submit([&](sycl::handler &h) {
        sycl::accessor dst{d, h, sycl::read_write};
        sycl::accessor gs{g, h, sycl::read_only};
        h.parallel_for(sycl::range<1>(n),
                       [=](sycl::id<1> i) { dst[i] += gs[i[0] / 256]; });
      });
      q.submit([&](sycl::handler &h) {
        sycl::accessor dst{d, h, sycl::read_write};
        sycl::accessor gs{g, h, sycl::read_only};
        h.parallel_for(
            sycl::range<1>(n - 3), sycl::id<1>(3),
            [=](sycl::item<1> it) { dst[it] += gs[it.get_id(0) / 256]; });
      });
    }
    bool all = true;
    for (std::size_t i = 0; i < n; ++i)
      all = all &&
            out[i] == static_cast<long>(i % 7) +
                          (i >= 3 ? 2 : 1) * 1000 * static_cast<long>(i / 256);
    CHECK(all);
  }
}

TEST_CASE("an exception thrown by a kernel reaches the submitter",
          "[executor]") {
  default_threads restore;
  syclfg::set_thread_count(3);
  sycl::queue q;
  auto throws_runtime_error = [](auto &&submit) {
    try {
      submit();
    } catch (const std::runtime_error &e) {
      return std::string(e.what()) == "work-item 77";
    }
    return false;
  };
  CHECK(throws_runtime_error([&] {
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for<class throw_range>(
          sycl::range<1>(1000), [=](sycl::item<1> it) {
            if (it.get_id(0) == 77)
              throw std::runtime_error("work-item 77");
          });
    });
  }));
  CHECK(throws_runtime_error([&] {
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for<class throw_nd>(
          sycl::nd_range<1>(1024, 32), [=](sycl::nd_item<1> it) {
            it.barrier();
            if (it.get_global_id(0) == 77)
              throw std::runtime_error("work-item 77");
            it.barrier();
          });
    });
  }));
  CHECK(throws_runtime_error([&] {
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for_work_group<class throw_hier>(
          sycl::range<1>(100), sycl::range<1>(2), [=](sycl::group<1> g) {
            if (g.get_group_id(0) == 38)
              g.parallel_for_work_item([&](sycl::h_item<1> i) {
                if (i.get_global_id(0) == 77)
                  throw std::runtime_error("work-item 77");
              });
          });
    });
  }));
  // The queue and the threads still work afterwards.
  CHECK(each_visited_once(sycl::range<3>(4, 5, 6)));
}

TEST_CASE("many work-groups run in parallel", "[executor]") {
  default_threads restore;
  syclfg::set_thread_count(4);
  constexpr std::size_t groups = 5000, local = 4;
  sycl::buffer<std::size_t, 1> out{sycl::range<1>(groups)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    sycl::local_accessor<std::size_t, 1> ids(sycl::range<1>(local), cgh);
    cgh.parallel_for<class many_groups>(
        sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
          ids[it.get_local_id(0)] = it.get_global_id(0);
          sycl::group_barrier(it.get_group());
          if (it.get_local_id(0) == local - 1) {
            std::size_t s = 0;
            for (std::size_t i = 0; i < local; ++i)
              s += ids[i];
            acc[it.get_group(0)] = s;
          }
        });
  });
  sycl::host_accessor h{out, sycl::read_only};
  for (std::size_t g = 0; g < groups; ++g)
    CHECK(h[g] == 4 * g * local + 6);
}

TEST_CASE("SYCLFG_THREADS sets the thread count", "[executor]") {
  const char *env = std::getenv("SYCLFG_THREADS");
  if (env == nullptr) // one thread per hardware thread
    CHECK(syclfg::thread_count() ==
          std::max(1u, std::thread::hardware_concurrency()));
  else
    CHECK(syclfg::thread_count() == std::stoul(env));
}

TEST_CASE("an empty range runs no work-item", "[executor]") {
  default_threads restore;
  for (unsigned threads : {1u, 3u}) {
    syclfg::set_thread_count(threads);
    sycl::queue q;
    CHECK_NOTHROW(q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for<class empty_range>(
          sycl::range<2>(0, 5),
          [=](sycl::item<2>) { throw std::runtime_error("ran"); });
    }));
  }
}

TEST_CASE("range and nd_range launches run on two threads at once",
          "[executor]") {
  default_threads restore;
  syclfg::set_thread_count(2);
  sycl::queue q;
  thread_witness range_threads;
  q.parallel_for(sycl::range<1>(256),
                 [=](sycl::id<1> i) { range_threads.arrive(i[0] == 0); });
  CHECK(range_threads.threads() == 2);
  thread_witness group_threads;
  q.parallel_for(sycl::nd_range<1>(256, 4), [=](sycl::nd_item<1> it) {
    group_threads.arrive(it.get_global_id(0) == 0);
  });
  CHECK(group_threads.threads() == 2);
}
