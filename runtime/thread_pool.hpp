// The worker threads every parallel launch shares. The submitting thread
// works too, so a pool of N workers owns N - 1 threads; N = 1 runs jobs
// inline on the submitter.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace syclfg {
namespace runtime {

class thread_pool {
public:
  // The process-wide pool, sized from SYCLFG_THREADS or the machine.
  static thread_pool &instance();

  explicit thread_pool(unsigned workers);
  ~thread_pool();
  thread_pool(const thread_pool &) = delete;
  thread_pool &operator=(const thread_pool &) = delete;

  unsigned size() const noexcept { return m_workers; }
  // Waits for a running job, then replaces the threads (0: the default).
  void resize(unsigned workers);
  // Calls task(worker) once on every worker, the caller being worker 0, and
  // returns when all calls have. One job at a time: concurrent submitters
  // queue here. `task` must not throw.
  void run(const std::function<void(unsigned)> &task);

private:
  void start(unsigned workers);
  void stop();
  void work(unsigned worker, std::uint64_t seen);

  std::mutex m_job_mutex; // held for a whole job (and for resizing)
  std::mutex m_mutex;     // guards what follows
  std::condition_variable m_wake, m_done;
  const std::function<void(unsigned)> *m_task = nullptr;
  std::uint64_t m_generation = 0;
  unsigned m_pending = 0;
  bool m_stopping = false;
  unsigned m_workers = 1;
  std::vector<std::thread> m_threads;
};

// SYCLFG_THREADS if it is a positive number, else the hardware's count.
unsigned default_worker_count();

} // namespace runtime
} // namespace syclfg
