// A fixed set of threads woken per job by a generation counter: simple and
// enough, since a job (one kernel launch) splits its own work dynamically.
#include "thread_pool.hpp"

#include "immortal.hpp"

#include <cstdlib>

namespace syclfg {
namespace runtime {
namespace {
// Set on a thread while it works on a job: a launch from inside a kernel
// then runs on that thread alone instead of waiting for the pool forever.
thread_local bool in_job = false;

struct job_scope {
  job_scope() { in_job = true; }
  ~job_scope() { in_job = false; }
};
} // namespace

unsigned default_worker_count() {
  if (const char *text = std::getenv("SYCLFG_THREADS")) {
    char *end = nullptr;
    unsigned long value = std::strtoul(text, &end, 10);
    if (end != text && *end == '\0' && value > 0 && value <= 1024)
      return static_cast<unsigned>(value);
  }
  unsigned hardware = std::thread::hardware_concurrency();
  return hardware > 0 ? hardware : 1;
}

// Immortal, like the rest of the runtime: kernels may be launched from
// static destructors and atexit handlers. Its threads are never joined;
// they wait for work until the process exits.
thread_pool &thread_pool::instance() {
  static detail::immortal<thread_pool> pool(default_worker_count());
  return pool.get();
}

thread_pool::thread_pool(unsigned workers) { start(workers); }

thread_pool::~thread_pool() { stop(); }

void thread_pool::resize(unsigned workers) {
  std::lock_guard<std::mutex> job(m_job_mutex);
  stop();
  start(workers == 0 ? default_worker_count() : workers);
}

void thread_pool::start(unsigned workers) {
  m_workers = workers == 0 ? 1 : workers;
  m_stopping = false;
  for (unsigned w = 1; w < m_workers; ++w)
    m_threads.emplace_back([this, w, seen = m_generation] { work(w, seen); });
}

void thread_pool::stop() {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_stopping = true;
  }
  m_wake.notify_all();
  for (std::thread &t : m_threads)
    t.join();
  m_threads.clear();
}

void thread_pool::run(const std::function<void(unsigned)> &task) {
  if (in_job) {
    task(0);
    return;
  }
  std::lock_guard<std::mutex> job(m_job_mutex);
  job_scope working;
  if (m_threads.empty()) {
    task(0);
    return;
  }
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_task = &task;
    m_pending = static_cast<unsigned>(m_threads.size());
    ++m_generation;
  }
  m_wake.notify_all();
  task(0);
  std::unique_lock<std::mutex> lock(m_mutex);
  m_done.wait(lock, [this] { return m_pending == 0; });
  m_task = nullptr;
}

// `seen`: the generation when the thread started (no job was running).
void thread_pool::work(unsigned worker, std::uint64_t seen) {
  for (;;) {
    const std::function<void(unsigned)> *task = nullptr;
    {
      std::unique_lock<std::mutex> lock(m_mutex);
      m_wake.wait(lock, [&] { return m_stopping || m_generation != seen; });
      if (m_stopping)
        return;
      seen = m_generation;
      task = m_task;
    }
    {
      job_scope working;
      (*task)(worker);
    }
    std::lock_guard<std::mutex> lock(m_mutex);
    if (--m_pending == 0)
      m_done.notify_one();
  }
}

} // namespace runtime
} // namespace syclfg
