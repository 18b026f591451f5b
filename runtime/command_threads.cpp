// The threads of asynchronous commands (command_threads.hpp): started one
// per command, joined when they are done (at the next start) or at exit.
// Immortal, like the rest of the runtime, so that commands may be submitted
// from static destructors; an atexit handler, registered at the first
// start, joins what is still running when exit begins.
#include <sycl/detail/runtime/command_threads.hpp>

#include "immortal.hpp"

#include <atomic>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace sycl {
namespace detail {
namespace {

thread_local bool t_on_command_thread = false;

class command_threads {
public:
  static command_threads &instance() {
    static syclfg::detail::immortal<command_threads> threads;
    return threads.get();
  }

  void start(std::function<void()> command) {
    std::call_once(m_at_exit,
                   [] { std::atexit([] { instance().join_all(); }); });
    auto done = std::make_shared<std::atomic<bool>>(false);
    std::thread thread([command = std::move(command), done] {
      t_on_command_thread = true;
      command();
      done->store(true);
    });
    std::vector<entry> finished;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      take_finished(finished);
      m_running.push_back(entry{std::move(thread), std::move(done)});
    }
    join(finished);
  }

  // Joins every thread, including those that the joined ones started.
  void join_all() {
    for (;;) {
      std::vector<entry> all;
      {
        std::lock_guard<std::mutex> lock(m_mutex);
        all.swap(m_running);
      }
      if (all.empty())
        return;
      join(all);
    }
  }

private:
  struct entry {
    std::thread thread;
    std::shared_ptr<std::atomic<bool>> done;
  };

  // Moves the entries of threads whose command has returned to `out`.
  void take_finished(std::vector<entry> &out) {
    auto still = m_running.begin();
    for (auto &e : m_running) {
      if (e.done->load())
        out.push_back(std::move(e));
      else if (&*still++ != &e)      // a joinable thread must not be moved onto
        *(still - 1) = std::move(e); // itself (std::terminate)
    }
    m_running.erase(still, m_running.end());
  }
  static void join(std::vector<entry> &entries) {
    for (entry &e : entries)
      if (e.thread.joinable() &&
          e.thread.get_id() != std::this_thread::get_id())
        e.thread.join();
      else if (e.thread.joinable())
        e.thread.detach();
  }

  std::once_flag m_at_exit;
  std::mutex m_mutex;
  std::vector<entry> m_running;
};

} // namespace

void start_command_thread(std::function<void()> command) {
  command_threads::instance().start(std::move(command));
}

bool on_command_thread() noexcept { return t_on_command_thread; }

} // namespace detail
} // namespace sycl
