// Host tasks run asynchronously with the program (SYCL 2020, 4.10), and the
// commands that need their results wait for them (3.9.3, 4.6.6): through
// accessors to the same buffer, depends_on, an in-order queue, event and
// queue waits, host accessors and buffer destruction. Each case submits a
// host task that blocks on a gate which the test opens only after submit
// has returned; where a host task ran inside submit, the gate's wait gives
// up after a few seconds and the case fails instead of hanging.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace {

using status = sycl::info::event_command_status;

class gate {
public:
  void open() {
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      m_open = true;
    }
    m_opened.notify_all();
  }
  // Whether the gate was opened within 5 s.
  bool pass() {
    std::unique_lock<std::mutex> lock(m_mutex);
    return m_opened.wait_for(lock, std::chrono::seconds(5),
                             [this] { return m_open; });
  }

private:
  std::mutex m_mutex;
  std::condition_variable m_opened;
  bool m_open = false;
};

status status_of(const sycl::event &e) {
  return e.get_info<sycl::info::event::command_execution_status>();
}

// A host task on `q` that waits for `g` and then sets `passed`.
sycl::event blocked_task(sycl::queue &q, gate &g, std::atomic<bool> &passed) {
  return q.submit(
      [&](sycl::handler &cgh) { cgh.host_task([&] { passed = g.pass(); }); });
}

// Opens `g` from another thread after a moment, while the caller waits.
std::thread open_later(gate &g) {
  return std::thread([&g] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    g.open();
  });
}

} // namespace

TEST_CASE("a host task runs after submit returns; its event completes then",
          "[host_task]") {
  sycl::queue q;
  gate g;
  std::atomic<bool> passed{false};
  sycl::event e = blocked_task(q, g, passed);
  const status before = status_of(e);
  CHECK((before == status::submitted || before == status::running));
  g.open();
  e.wait();
  CHECK(passed);
  CHECK(status_of(e) == status::complete);
}

TEST_CASE("event::wait and queue::wait wait for every host task",
          "[host_task]") {
  sycl::queue q;
  gate g;
  std::atomic<bool> first{false}, second{false};
  blocked_task(q, g, first);
  sycl::event e = blocked_task(q, g, second);
  std::thread opener = open_later(g);
  SECTION("queue::wait") { q.wait(); }
  SECTION("event::wait of a list") {
    sycl::event::wait({e});
    q.wait_and_throw();
  }
  CHECK(first);
  CHECK(second);
  opener.join();
}

TEST_CASE("commands follow a pending host task through depends_on",
          "[host_task]") {
  sycl::queue q;
  gate g;
  std::atomic<bool> passed{false};
  std::mutex order_mutex;
  std::vector<std::string> order;
  auto note = [&](const char *what) {
    std::lock_guard<std::mutex> lock(order_mutex);
    order.push_back(what);
  };
  sycl::event a = q.submit([&](sycl::handler &cgh) {
    cgh.host_task([&] {
      passed = g.pass();
      note("a");
    });
  });
  sycl::event b = q.submit([&](sycl::handler &cgh) {
    cgh.depends_on(a);
    cgh.host_task([&] { note("b"); });
  });
  int *value = sycl::malloc_shared<int>(1, q);
  *value = 1;
  // A kernel depending on a pending host task is deferred, not run here.
  sycl::event c = q.submit([&](sycl::handler &cgh) {
    cgh.depends_on(b);
    cgh.single_task([=] { *value += 10; });
  });
  CHECK(status_of(c) != status::complete);
  CHECK(*value == 1);
  const std::vector<sycl::event> waits_for = c.get_wait_list();
  REQUIRE(waits_for.size() == 1);
  CHECK(waits_for[0] == b);
  g.open();
  c.wait();
  CHECK(passed);
  CHECK(status_of(a) == status::complete);
  CHECK(status_of(b) == status::complete);
  CHECK(order == std::vector<std::string>{"a", "b"});
  CHECK(*value == 11);
  sycl::free(value, q);
}

TEST_CASE("an in-order queue's next command waits for its host task",
          "[host_task]") {
  sycl::queue q{sycl::property::queue::in_order()};
  gate g;
  std::atomic<bool> passed{false};
  int *value = sycl::malloc_shared<int>(1, q);
  *value = 0;
  sycl::event task = q.submit([&](sycl::handler &cgh) {
    cgh.host_task([&] {
      passed = g.pass();
      *value = 5;
    });
  });
  sycl::event kernel = q.single_task([=] { *value *= 3; });
  CHECK(status_of(kernel) != status::complete);
  // The runtime's dependency, pending at submission, is in the wait list.
  const std::vector<sycl::event> waits_for = kernel.get_wait_list();
  REQUIRE(waits_for.size() == 1);
  CHECK(waits_for[0] == task);
  g.open();
  q.wait();
  CHECK(passed);
  CHECK(*value == 15);
  sycl::free(value, q);
}

TEST_CASE("commands with accessors to a buffer follow its host task",
          "[host_task]") {
  sycl::queue q;
  gate g;
  std::atomic<bool> passed{false};
  std::vector<int> data(8, 1);
  {
    sycl::buffer<int> buf(data.data(), sycl::range<1>(8));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh, sycl::read_write);
      cgh.host_task([&, acc] {
        passed = g.pass();
        for (int i = 0; i < 8; ++i)
          acc[i] = 10 * acc[i];
      });
    });
    sycl::event kernel = q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh, sycl::read_write);
      cgh.parallel_for(sycl::range<1>(8), [=](sycl::id<1> i) { acc[i] += 1; });
    });
    CHECK(status_of(kernel) != status::complete);
    SECTION("a host accessor waits") {
      std::thread opener = open_later(g);
      sycl::host_accessor read(buf, sycl::read_only);
      CHECK(read[0] == 11);
      CHECK(read[7] == 11);
      opener.join();
    }
    SECTION("a placeholder accessor follows too") {
      sycl::accessor<int> placeholder(buf);
      sycl::event last = q.submit([&](sycl::handler &cgh) {
        cgh.require(placeholder);
        cgh.single_task([=] { placeholder[0] *= 2; });
      });
      CHECK(status_of(last) != status::complete);
      g.open();
      last.wait();
      sycl::host_accessor read(buf, sycl::read_only);
      CHECK(read[0] == 22);
    }
    SECTION("the buffer's destruction waits and writes back") {
      g.open(); // the destructor below waits for both commands
    }
  }
  CHECK(passed);
  CHECK(data[1] == 11);
}

TEST_CASE("a copy of a buffer goes without waiting; the last one waits",
          "[host_task]") {
  sycl::queue q;
  gate g;
  std::atomic<bool> passed{false};
  int data = 3;
  std::thread opener;
  {
    sycl::buffer<int> buf(&data, sycl::range<1>(1));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh);
      cgh.host_task([&, acc] {
        passed = g.pass();
        acc[0] = 4;
      });
    });
    { sycl::buffer<int> copy = buf; } // would wait forever here
    opener = open_later(g);
  }
  CHECK(passed);
  CHECK(data == 4);
  opener.join();
}

TEST_CASE("a host task's exception goes to the async_handler", "[host_task]") {
  std::vector<std::string> caught;
  sycl::queue q([&](sycl::exception_list errors) {
    for (const std::exception_ptr &error : errors) {
      try {
        std::rethrow_exception(error);
      } catch (const std::exception &e) {
        caught.push_back(e.what());
      }
    }
  });
  gate g;
  sycl::event e = q.submit([&](sycl::handler &cgh) {
    cgh.host_task([&] {
      if (g.pass())
        throw std::runtime_error("from the host task");
    });
  });
  q.throw_asynchronous(); // still running: nothing to hand over yet
  CHECK(caught.empty());
  g.open();
  SECTION("queue::wait_and_throw") { q.wait_and_throw(); }
  SECTION("event::wait_and_throw") { e.wait_and_throw(); }
  SECTION("event::wait, then throw_asynchronous") {
    e.wait();
    CHECK(caught.empty());
    q.throw_asynchronous();
  }
  CHECK(caught == std::vector<std::string>{"from the host task"});
}

TEST_CASE("image accessors follow the image's host task too", "[host_task]") {
  sycl::queue q;
  gate g;
  std::atomic<bool> passed{false};
  sycl::unsampled_image<1> img(sycl::image_format::r32g32b32a32_sfloat,
                               sycl::range<1>(2));
  q.submit([&](sycl::handler &cgh) {
    auto out = img.get_access<sycl::float4, sycl::access_mode::write,
                              sycl::image_target::host_task>(cgh);
    cgh.host_task([&, out] {
      passed = g.pass();
      out.write(1, sycl::float4(1, 2, 3, 4));
    });
  });
  sycl::event kernel = q.submit([&](sycl::handler &cgh) {
    auto out = img.get_access<sycl::float4, sycl::access_mode::write>(cgh);
    cgh.single_task([=] { out.write(0, sycl::float4(5, 6, 7, 8)); });
  });
  CHECK(status_of(kernel) != status::complete);
  std::thread opener = open_later(g);
  auto read = img.get_host_access<sycl::float4, sycl::access_mode::read>();
  CHECK(passed);
  CHECK(read.read(1)[3] == 4.0f);
  CHECK(read.read(0)[0] == 5.0f);
  opener.join();
}
