// Internal to libsyclfg (executor.cpp) and its unit test: the worker
// threads every parallel launch shares. The submitting thread works too, so
// a pool of N workers owns N - 1 threads; N = 1 runs jobs inline on the
// submitter.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace syclfg {
namespace runtime {

class thread_pool {
public:
  // The process-wide pool, sized from SYCLFG_THREADS or the machine.
  static thread_pool &instance();

  // `spin`: how long an idle worker, and the submitter waiting for the
  // workers, poll before they sleep (see thread_pool.cpp).
  explicit thread_pool(unsigned workers,
                       std::chrono::microseconds spin = default_spin());
  ~thread_pool();
  thread_pool(const thread_pool &) = delete;
  thread_pool &operator=(const thread_pool &) = delete;

  unsigned size() const noexcept { return m_workers; }
  // Waits for a running job, then replaces the threads (0: the default).
  void resize(unsigned workers);
  // Calls task(0) on the caller and task(w) on each worker w that joins
  // before the caller's call returns, then returns when every call has.
  // A worker that wakes later skips the job: `task` must share its work
  // dynamically (home_takes.hpp), never count on every worker coming.
  // One job at a time: concurrent submitters queue here. `task` must not
  // throw. Taken by reference and called through a plain function
  // pointer: no copy, no allocation per job.
  template <class Task> void run(const Task &task) {
    run_job(&call<Task>, &task);
  }
  // run(task) if no job is running (none queued before it, none on this
  // thread); else false at once, task not called. For work the caller can
  // do alone (a bulk copy) that must not wait behind a kernel.
  template <class Task> bool try_run(const Task &task) {
    return try_run_job(&call<Task>, &task);
  }

  // SYCLFG_SPIN_US if set (0 to 100000), else 100 us.
  static std::chrono::microseconds default_spin();

private:
  using job_fn = void (*)(const void *task, unsigned worker);
  template <class Task> static void call(const void *task, unsigned worker) {
    (*static_cast<const Task *>(task))(worker);
  }
  void run_job(job_fn fn, const void *task);
  bool try_run_job(job_fn fn, const void *task);
  void run_locked(job_fn fn, const void *task);
  void start(unsigned workers);
  void stop();
  void work(unsigned worker, std::uint32_t seen);
  bool wait_for_job(std::uint32_t &seen);
  bool join(unsigned worker, std::uint32_t number);
  void leave(unsigned worker);
  bool all_left(std::uint32_t number) const;
  void wait_for_workers(std::uint32_t number);

  std::mutex m_job_mutex; // held for a whole job (and for resizing)
  // The sleeping side: a worker or submitter that polled for `m_spin`
  // without news sleeps on these, and news is published under m_mutex.
  std::mutex m_mutex;
  std::condition_variable m_wake, m_done;
  // Whether the submitter sleeps on m_done (see wait_for_workers): only
  // then does a worker leaving a job take m_mutex to wake it.
  std::atomic<bool> m_submitter_asleep{false};
  // The job, on a cache line of its own: the one line every worker polls
  // and the submitter writes per job, with nothing else on it that another
  // thread writes. m_fn and m_task are written before m_job announces the
  // job (release) and read by a worker once it has joined. m_job holds the
  // job's number (bits 32-63; never 0) and whether it is open to joiners
  // (bit 31).
  alignas(64) job_fn m_fn = nullptr;
  const void *m_task = nullptr;
  std::atomic<std::uint64_t> m_job{0};
  // Per worker, on a line of its own: the number of the job it is in, or
  // 0. A worker writes only its own; the submitter reads them at the end
  // of a job. Joining and leaving thus write no line another worker
  // writes: with one shared count, 16 workers joining at once took turns
  // on its line.
  struct alignas(64) worker_slot {
    std::atomic<std::uint32_t> job{0};
  };
  std::unique_ptr<worker_slot[]> m_slots;
  alignas(64) std::atomic<bool> m_stopping{false};
  unsigned m_workers = 1;
  const std::chrono::microseconds m_spin_setting;
  // m_spin_setting, or 0 while the pool has more workers than the machine
  // has hardware threads (a polling thread would then take a core from one
  // with work).
  std::chrono::microseconds m_spin{0};
  std::vector<std::thread> m_threads;
};

// SYCLFG_THREADS if it is a positive number, else the hardware's count.
unsigned default_worker_count();

} // namespace runtime
} // namespace syclfg
