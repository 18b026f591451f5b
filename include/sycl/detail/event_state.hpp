// Included by: public headers (event.hpp, queue.hpp, handler.hpp) and other
// detail helpers (buffer_storage.hpp, impl/command_schedule.hpp); header-only.
//
// What a sycl::event refers to: one command's progress (submitted, running,
// complete; SYCL 2020, 4.6.6), the events it waits for, its profiling times
// and its queue's asynchronous errors. Most commands run inside
// queue::submit and are complete before anyone sees the event; a host task,
// or a command whose dependencies are still pending, runs later on a thread
// of its own (impl/command_schedule.hpp), and whoever needs its result
// waits here.
#pragma once

#include <sycl/detail/async_sink.hpp>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace sycl {
namespace detail {

inline std::uint64_t now_ns() {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

// The order of info::event_command_status.
enum class command_status { submitted, running, complete };

class event_state {
public:
  using ptr = std::shared_ptr<event_state>;

  bool profiling = false; // the queue has property::queue::enable_profiling
  std::uint64_t submit_ns = 0, start_ns = 0, end_ns = 0;
  std::vector<ptr> wait_list; // the command group's depends_on events
  std::shared_ptr<async_sink> errors;

  // A default-constructed event is complete; a submitted command starts
  // here.
  void set_submitted() { m_status = command_status::submitted; }

  command_status status() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_status;
  }
  bool complete() const { return status() == command_status::complete; }

  // Dependencies the runtime added (an in-order queue's previous command, a
  // buffer's previous user) that were pending at submission: part of the
  // wait list until the command completes (SYCL leaves whether completed
  // events stay in it to the implementation), then dropped so that chains
  // of commands do not keep each other alive.
  void add_implicit(const ptr &dep) {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_implicit.push_back(dep);
  }
  std::vector<ptr> all_dependencies() const {
    std::vector<ptr> all = wait_list;
    std::lock_guard<std::mutex> lock(m_mutex);
    for (const ptr &dep : m_implicit)
      if (std::find(all.begin(), all.end(), dep) == all.end())
        all.push_back(dep);
    return all;
  }

  void set_running() {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_status = command_status::running;
  }
  void set_complete() {
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      m_status = command_status::complete;
      m_implicit.clear();
    }
    m_done.notify_all();
  }
  void wait() const {
    std::unique_lock<std::mutex> lock(m_mutex);
    m_done.wait(lock, [this] { return m_status == command_status::complete; });
  }

private:
  mutable std::mutex m_mutex;
  mutable std::condition_variable m_done;
  command_status m_status = command_status::complete;
  std::vector<ptr> m_implicit;
};

} // namespace detail
} // namespace sycl
