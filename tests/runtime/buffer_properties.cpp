// Buffer properties (SYCL 2020, 4.7.2.2) and what they change in the
// synchronization rules (4.7.2.3): use_host_ptr makes the host memory the
// buffer's only memory (no copy, no allocation the size of the data, for
// any element type; const data stays unwritten), use_mutex holds the
// user's mutex while the runtime uses the memory and leaves the host data
// current when it lets go.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include "errc_of.hpp"
#include "held_elsewhere.hpp"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <thread>
#include <vector>

// Allocations of at least this many bytes are counted: a copy of the
// data in the tests below, and nothing else the runtime allocates.
namespace {
constexpr std::size_t large_bytes = std::size_t(1) << 20;
std::atomic<int> large_allocations{0};

void *counted(std::size_t n, std::size_t align) {
  if (n >= large_bytes)
    ++large_allocations;
  std::size_t rounded = (std::max<std::size_t>(n, 1) + align - 1) / align;
  void *p = std::aligned_alloc(align, rounded * align);
  if (p == nullptr)
    throw std::bad_alloc();
  return p;
}
} // namespace

void *operator new(std::size_t n) {
  return counted(n, alignof(std::max_align_t));
}
void *operator new(std::size_t n, std::align_val_t a) {
  return counted(n, std::max(static_cast<std::size_t>(a), sizeof(void *)));
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
void operator delete(void *p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void *p, std::size_t, std::align_val_t) noexcept {
  std::free(p);
}

namespace {
namespace prop = sycl::property::buffer;

// Not trivially copyable: buffers copy such elements unless told to use
// the host memory.
struct tagged {
  tagged() = default;
  tagged(const tagged &other) : value(other.value) {}
  tagged &operator=(const tagged &other) {
    value = other.value;
    return *this;
  }
  int value = 0;
};

void add_in_kernel(sycl::queue &q, sycl::buffer<int> &buf, int amount) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc(buf, cgh);
    cgh.parallel_for(buf.get_range(), [=](sycl::id<1> i) { acc[i] += amount; });
  });
}
} // namespace

TEST_CASE("buffer properties: has_property, get_property, sub-buffers",
          "[buffer_properties]") {
  std::mutex m;
  std::vector<int> data(8, 1);
  sycl::buffer<int> buf(data.data(), sycl::range<1>(8),
                        {prop::use_host_ptr{}, prop::use_mutex{m}});
  CHECK(buf.has_property<prop::use_host_ptr>());
  REQUIRE(buf.has_property<prop::use_mutex>());
  CHECK(buf.get_property<prop::use_mutex>().get_mutex_ptr() == &m);
  CHECK_FALSE(buf.has_property<prop::context_bound>());
  CHECK(errc_of([&] { buf.get_property<prop::context_bound>(); }) ==
        sycl::errc::invalid);
  // A sub-buffer's memory is its parent's, under the parent's properties.
  sycl::buffer<int> sub(buf, sycl::id<1>(2), sycl::range<1>(4));
  CHECK(sub.has_property<prop::use_host_ptr>());
  CHECK(sub.get_property<prop::use_mutex>().get_mutex_ptr() == &m);
  sycl::buffer<int> plain(sycl::range<1>(2));
  CHECK_FALSE(plain.has_property<prop::use_host_ptr>());
}

TEST_CASE("use_host_ptr: the host memory is the buffer's only memory",
          "[buffer_properties]") {
  constexpr std::size_t n = large_bytes / sizeof(int);
  std::vector<int> data(n, 1);
  sycl::queue q;
  SECTION("no copy of the data is allocated") {
    const int before = large_allocations;
    {
      sycl::buffer<int> buf(data.data(), sycl::range<1>(n),
                            {prop::use_host_ptr{}});
      add_in_kernel(q, buf, 2);
      sycl::host_accessor h(buf);
      CHECK(h.get_pointer() == data.data());
      CHECK(data[n - 1] == 3);
    }
    CHECK(large_allocations == before);
    CHECK(data[0] == 3);
  }
  SECTION("without it the runtime may copy (the probe sees copies)") {
    std::vector<int> other(data);
    const int before = large_allocations;
    sycl::buffer<int> buf(other.data(), sycl::range<1>(n));
    sycl::host_accessor h(buf); // the snapshot is taken at the first one
    CHECK(large_allocations > before);
  }
  SECTION("kernels' writes stay in the host memory whatever the write-back") {
    {
      sycl::buffer<int> buf(data.data(), sycl::range<1>(n),
                            {prop::use_host_ptr{}});
      buf.set_write_back(false);
      add_in_kernel(q, buf, 5);
    }
    CHECK(data[7] == 6);
    std::vector<int> elsewhere(n, 0);
    {
      sycl::buffer<int> buf(data.data(), sycl::range<1>(n),
                            {prop::use_host_ptr{}});
      buf.set_final_data(elsewhere.data());
      add_in_kernel(q, buf, 1);
    }
    CHECK(data[7] == 7);
    CHECK(elsewhere[7] == 7);
  }
}

TEST_CASE("use_host_ptr: any element type, and shared host memory",
          "[buffer_properties]") {
  sycl::queue q;
  std::vector<tagged> host(4);
  {
    sycl::buffer<tagged> buf(host.data(), sycl::range<1>(4),
                             {prop::use_host_ptr{}});
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh, sycl::write_only);
      cgh.parallel_for(sycl::range<1>(4), [=](sycl::id<1> i) {
        acc[i].value = static_cast<int>(i[0]) + 10;
      });
    });
    q.wait();
    // Seen through the pointer while the buffer lives: it is the memory.
    CHECK(host[3].value == 13);
    sycl::host_accessor h(buf, sycl::read_only);
    CHECK(h.get_pointer() == host.data());
  }
  CHECK(host[0].value == 10);

  auto shared = std::make_shared<int>(4);
  int *address = shared.get();
  sycl::buffer<int> buf(shared, sycl::range<1>(1), {prop::use_host_ptr{}});
  shared.reset(); // the buffer keeps the memory alive
  {
    sycl::host_accessor h(buf);
    CHECK(h.get_pointer() == address);
    h[0] = 40;
  }
  CHECK(*address == 40);
}

TEST_CASE("use_host_ptr on const data: read in place, never written",
          "[buffer_properties]") {
  const std::vector<int> constant{1, 2, 3};
  sycl::queue q;
  {
    sycl::buffer<int> buf(constant.data(), sycl::range<1>(3),
                          {prop::use_host_ptr{}});
    {
      sycl::host_accessor h(buf, sycl::read_only);
      CHECK(h.get_pointer() == constant.data());
    }
    // The first writable accessor moves the contents to memory of their
    // own: the const data keeps its values.
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh);
      cgh.parallel_for(sycl::range<1>(3), [=](sycl::id<1> i) { acc[i] *= 10; });
    });
    sycl::host_accessor h(buf, sycl::read_only);
    CHECK(h.get_pointer() != constant.data());
    CHECK(h[2] == 30);
    CHECK(constant[2] == 3);
  }
  CHECK(constant == std::vector<int>{1, 2, 3});
}

TEST_CASE("use_mutex: held while the runtime uses the memory",
          "[buffer_properties]") {
  std::mutex m;
  std::vector<int> data(4, 0);
  sycl::queue q;
  sycl::buffer<int> buf(data.data(), sycl::range<1>(4), {prop::use_mutex{m}});
  CHECK_FALSE(held_elsewhere(&m));
  {
    sycl::host_accessor h(buf);
    CHECK(held_elsewhere(&m));
    h[0] = 1;
  }
  CHECK_FALSE(held_elsewhere(&m));

  bool held_in_kernel = false;
  bool *held = &held_in_kernel;
  std::mutex *mutex = &m;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc(buf, cgh);
    cgh.single_task([=] {
      *held = held_elsewhere(mutex);
      acc[1] = 2;
    });
  });
  q.wait();
  CHECK(held_in_kernel);
  CHECK_FALSE(held_elsewhere(&m));

  // A placeholder uses the memory only in a command that requires it; a
  // sub-buffer's accessor holds its parent's mutex.
  sycl::buffer<int> sub(buf, sycl::id<1>(2), sycl::range<1>(2));
  sycl::accessor<int> placeholder(sub);
  CHECK_FALSE(held_elsewhere(&m));
  held_in_kernel = false;
  q.submit([&](sycl::handler &cgh) {
    cgh.require(placeholder);
    cgh.single_task([=] {
      *held = held_elsewhere(mutex);
      placeholder[0] = 3;
    });
  });
  q.wait();
  CHECK(held_in_kernel);
  CHECK_FALSE(held_elsewhere(&m));
  std::lock_guard<std::mutex> user(m);
  CHECK(data == std::vector<int>{1, 2, 3, 0});
}

TEST_CASE("use_mutex: the host data is current when the runtime lets go",
          "[buffer_properties]") {
  std::mutex m;
  auto shared = std::make_shared<int>(42);
  sycl::buffer<int> buf(shared, sycl::range<1>(1), {prop::use_mutex{m}});
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc(buf, cgh);
    cgh.single_task([=] { acc[0] += 1; });
  });
  q.wait();
  // The buffer still lives: its copy went back to the shared data before
  // the mutex was unlocked.
  std::lock_guard<std::mutex> user(m);
  CHECK(*shared == 43);
}

namespace {
// Whether the buffer's use_mutex is held when the runtime writes an element
// back to the host data (set by the tests below).
std::mutex *probed_mutex = nullptr;
int writes_under_mutex = 0;
int writes_without_mutex = 0;

// An element whose assignment, as the runtime's write-back does it, looks
// at the mutex from another thread.
struct probed {
  probed() = default;
  probed(const probed &other) = default;
  probed &operator=(const probed &other) {
    if (probed_mutex != nullptr)
      ++(held_elsewhere(probed_mutex) ? writes_under_mutex
                                      : writes_without_mutex);
    value = other.value;
    return *this;
  }
  int value = 0;
};
} // namespace

TEST_CASE("use_mutex: the destructor's write-back holds the mutex",
          "[buffer_properties]") {
  std::mutex m;
  probed_mutex = &m;
  writes_under_mutex = writes_without_mutex = 0;
  std::vector<probed> host(2);
  {
    // Not trivially copyable: the buffer works on a copy, assigned back
    // to the host data.
    sycl::buffer<probed> buf(host.data(), sycl::range<1>(2),
                             {prop::use_mutex{m}});
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh);
      cgh.single_task([=] { acc[1].value = 7; });
    });
    writes_under_mutex = writes_without_mutex = 0; // the command's own
  }
  probed_mutex = nullptr;
  CHECK(host[1].value == 7);
  CHECK(writes_under_mutex == 2);
  CHECK(writes_without_mutex == 0);
  CHECK_FALSE(held_elsewhere(&m));
}

TEST_CASE("use_mutex: a reduction over the buffer holds the mutex",
          "[buffer_properties]") {
  std::mutex m;
  auto shared = std::make_shared<int>(100);
  sycl::buffer<int> sum(shared, sycl::range<1>(1), {prop::use_mutex{m}});
  sycl::queue q;
  bool held_in_kernel = false;
  bool *held = &held_in_kernel;
  std::mutex *mutex = &m;
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for(sycl::range<1>(8),
                     sycl::reduction(sum, cgh, sycl::plus<int>()),
                     [=](sycl::id<1> i, auto &r) {
                       if (i[0] == 0)
                         *held = held_elsewhere(mutex);
                       r += static_cast<int>(i[0]);
                     });
  });
  CHECK(held_in_kernel);
  CHECK_FALSE(held_elsewhere(&m));
  // The buffer still lives: its copy went back to the shared data before
  // the runtime let go of the mutex.
  std::lock_guard<std::mutex> user(m);
  CHECK(*shared == 128);
}

TEST_CASE("use_host_ptr on const data: a reduction leaves it unwritten",
          "[buffer_properties]") {
  const std::vector<int> constant{5};
  sycl::queue q;
  sycl::buffer<int> sum(constant.data(), sycl::range<1>(1),
                        {prop::use_host_ptr{}});
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for(sycl::range<1>(4),
                     sycl::reduction(sum, cgh, sycl::plus<int>()),
                     [=](sycl::id<1>, auto &r) { r += 1; });
  });
  CHECK(constant[0] == 5);
  sycl::host_accessor h(sum, sycl::read_only);
  CHECK(h[0] == 9);
}

namespace {
// The process's thread count (Linux).
int thread_count() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("Threads:", 0) == 0)
      return std::atoi(line.c_str() + 8);
  return -1;
}
// The thread count once it has settled at `want` (a joined thread may
// still be counted for a moment), or what it is after a second.
int thread_count_settled(int want) {
  for (int i = 0; i < 1000 && thread_count() != want; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  return thread_count();
}
} // namespace

TEST_CASE("use_mutex: one keeper thread per buffer, joined with it",
          "[buffer_properties]") {
  sycl::queue q;
  q.single_task([] {}).wait(); // the executor's threads, if any, first
  const int base = thread_count();
  REQUIRE(base > 0);
  std::mutex m;
  int data = 0;
  {
    sycl::buffer<int> b{&data, sycl::range<1>(1), {prop::use_mutex(m)}};
    CHECK(thread_count() == base); // made at the first use
    for (int i = 0; i < 20; ++i) {
      q.submit([&](sycl::handler &cgh) {
        sycl::accessor acc{b, cgh, sycl::read_write};
        cgh.single_task([=] { acc[0] += 1; });
      });
      sycl::host_accessor h{b};
      h[0] += 1;
      CHECK(thread_count() == base + 1);
    }
    // Released, the keeper stays for the next use: no thread per hold.
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    CHECK(thread_count() == base + 1);
    CHECK(!held_elsewhere(&m));
  }
  CHECK(thread_count_settled(base) == base);
  CHECK(data == 40);
}
