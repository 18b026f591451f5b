// A fixed set of threads that run one job (one kernel launch) at a time,
// announced through one atomic word, m_job: the job's number and whether it
// is still open to joiners. Each worker tells which job it is in on a line
// of its own (m_slots), which the submitter reads at the job's end.
//
// Programs launch kernels back to back, microseconds apart (a scan's three
// kernels, a loop of small launches). A thread that slept on a condition
// variable between them costs a futex wake-up each and a turn on the mutex
// each, serialized: tens of microseconds per launch at 16 threads, more
// than a small kernel's work. So idle workers first poll the job number for
// `m_spin` (100 us unless SYCLFG_SPIN_US says otherwise), as OpenMP
// runtimes do, and the submitter polls for the workers' end the same way;
// only then do they sleep. Publishing under m_mutex keeps the sleepers'
// wake-ups from being lost.
//
// The submitter does not wait for a worker that has not started: it takes
// the work itself (a job shares its work dynamically), then closes the job;
// a worker that wakes after that skips it. On a loaded machine a worker
// descheduled for milliseconds would otherwise hold up every launch.
#include "thread_pool.hpp"

#include "immortal.hpp"

#include <cstdio>
#include <cstdlib>

#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64)
#include <immintrin.h>
#endif

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

// One polling step: tells the core that this is a spin-wait (the sibling
// hyper-thread gets the pipeline).
inline void cpu_relax() noexcept {
#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64)
  _mm_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

// Polls `ready` until it holds or `spin` has passed; reads the clock once
// every 64 polls.
template <class Ready>
bool poll_for(std::chrono::microseconds spin, const Ready &ready) {
  if (spin.count() == 0)
    return ready();
  const auto until = std::chrono::steady_clock::now() + spin;
  for (unsigned i = 1;; ++i) {
    if (ready())
      return true;
    cpu_relax();
    if (i % 64 == 0 && std::chrono::steady_clock::now() > until)
      return false;
  }
}

// m_job's fields (thread_pool.hpp).
constexpr std::uint64_t open_bit = std::uint64_t{1} << 31;
constexpr std::uint32_t number_of(std::uint64_t job) {
  return static_cast<std::uint32_t>(job >> 32);
}
// The job after `number`: never 0, which a worker's slot holds when it is
// in no job.
constexpr std::uint32_t next_number(std::uint32_t number) {
  return number + 1u == 0 ? 1u : number + 1u;
}

// `name`'s value if it is a number from `low` to `high`, else `absent`
// (with a warning when it is set but not such a number).
long environment_number(const char *name, long low, long high, long absent) {
  const char *text = std::getenv(name);
  if (text == nullptr)
    return absent;
  char *end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (end != text && *end == '\0' && value >= low && value <= high)
    return value;
  std::fprintf(stderr,
               "syclfg: warning: %s='%s' is not a number from %ld to %ld; "
               "using the default\n",
               name, text, low, high);
  return absent;
}
} // namespace

// Read once: a bad value warns once.
unsigned default_worker_count() {
  static const long value = environment_number("SYCLFG_THREADS", 1, 1024, 0);
  if (value > 0)
    return static_cast<unsigned>(value);
  unsigned hardware = std::thread::hardware_concurrency();
  return hardware > 0 ? hardware : 1;
}

std::chrono::microseconds thread_pool::default_spin() {
  static const long value =
      environment_number("SYCLFG_SPIN_US", 0, 100000, 100);
  return std::chrono::microseconds(value);
}

// Immortal, like the rest of the runtime: kernels may be launched from
// static destructors and atexit handlers. Its threads are never joined;
// they wait for work until the process exits.
thread_pool &thread_pool::instance() {
  static detail::immortal<thread_pool> pool(default_worker_count());
  return pool.get();
}

thread_pool::thread_pool(unsigned workers, std::chrono::microseconds spin)
    : m_spin_setting(spin) {
  start(workers);
}

thread_pool::~thread_pool() { stop(); }

void thread_pool::resize(unsigned workers) {
  std::lock_guard<std::mutex> job(m_job_mutex);
  stop();
  start(workers == 0 ? default_worker_count() : workers);
}

void thread_pool::start(unsigned workers) {
  m_workers = workers == 0 ? 1 : workers;
  const unsigned hardware = std::thread::hardware_concurrency();
  m_spin = hardware != 0 && m_workers > hardware ? std::chrono::microseconds(0)
                                                 : m_spin_setting;
  m_slots.reset(new worker_slot[m_workers]);
  m_stopping.store(false);
  const std::uint32_t seen = number_of(m_job.load());
  for (unsigned w = 1; w < m_workers; ++w)
    m_threads.emplace_back([this, w, seen] { work(w, seen); });
}

void thread_pool::stop() {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_stopping.store(true);
  }
  m_wake.notify_all();
  for (std::thread &t : m_threads)
    t.join();
  m_threads.clear();
}

void thread_pool::run_job(job_fn fn, const void *task) {
  if (in_job) {
    fn(task, 0);
    return;
  }
  std::lock_guard<std::mutex> job(m_job_mutex);
  run_locked(fn, task);
}

bool thread_pool::try_run_job(job_fn fn, const void *task) {
  if (in_job)
    return false;
  std::unique_lock<std::mutex> job(m_job_mutex, std::try_to_lock);
  if (!job.owns_lock())
    return false;
  run_locked(fn, task);
  return true;
}

// A job with m_job_mutex held.
void thread_pool::run_locked(job_fn fn, const void *task) {
  job_scope working;
  if (m_threads.empty()) {
    fn(task, 0);
    return;
  }
  m_fn = fn;
  m_task = task;
  const std::uint32_t number = next_number(number_of(m_job.load()));
  const std::uint64_t announced = std::uint64_t{number} << 32;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_job.store(announced | open_bit, std::memory_order_release);
  }
  m_wake.notify_all();
  fn(task, 0);
  // Workers not in the job by now skip it: the caller has taken whatever
  // they would have found, and waits for no one descheduled.
  m_job.store(announced, std::memory_order_seq_cst);
  wait_for_workers(number);
  m_task = nullptr;
}

// Whether no worker is in job `number` any more. Sequentially consistent
// with join's and leave's stores (see join).
bool thread_pool::all_left(std::uint32_t number) const {
  for (unsigned w = 1; w < m_workers; ++w)
    if (m_slots[w].job.load(std::memory_order_seq_cst) == number)
      return false;
  return true;
}

// Polls, then sleeps. The flag tells a worker leaving to wake it: set
// before the check under the mutex, read by the worker after it clears its
// slot (both sequentially consistent), so either the check sees the slot
// cleared or the worker sees the flag and notifies under the mutex.
void thread_pool::wait_for_workers(std::uint32_t number) {
  const auto done = [this, number] { return all_left(number); };
  if (poll_for(m_spin, done))
    return;
  std::unique_lock<std::mutex> lock(m_mutex);
  m_submitter_asleep.store(true, std::memory_order_seq_cst);
  m_done.wait(lock, done);
  m_submitter_asleep.store(false, std::memory_order_relaxed);
}

// The next job's number into `seen`; false when the pool stops.
bool thread_pool::wait_for_job(std::uint32_t &seen) {
  std::uint32_t now = seen;
  const auto news = [&] {
    now = number_of(m_job.load(std::memory_order_acquire));
    return now != seen || m_stopping.load(std::memory_order_relaxed);
  };
  if (!poll_for(m_spin, news)) {
    std::unique_lock<std::mutex> lock(m_mutex);
    m_wake.wait(lock, news);
  }
  seen = now;
  return !m_stopping.load(std::memory_order_relaxed);
}

// Enters job `number` if it is still the current one and open. The slot is
// written before m_job is read, and the submitter closes m_job before it
// reads the slots, all sequentially consistent: either this worker sees
// the job closed and backs out, or the submitter sees it in the job and
// waits for it to leave.
bool thread_pool::join(unsigned worker, std::uint32_t number) {
  m_slots[worker].job.store(number, std::memory_order_seq_cst);
  const std::uint64_t job = m_job.load(std::memory_order_seq_cst);
  if (number_of(job) == number && (job & open_bit) != 0)
    return true;
  leave(worker); // the submitter may be waiting for this slot
  return false;
}

void thread_pool::leave(unsigned worker) {
  m_slots[worker].job.store(0, std::memory_order_seq_cst);
  if (m_submitter_asleep.load(std::memory_order_seq_cst)) {
    // The submitter sleeps: wake it under the mutex it checks under. A
    // polling submitter sees the slot itself.
    std::lock_guard<std::mutex> lock(m_mutex);
    m_done.notify_one();
  }
}

// `seen`: the number of the last job when the thread started.
void thread_pool::work(unsigned worker, std::uint32_t seen) {
  while (wait_for_job(seen)) {
    if (!join(worker, seen))
      continue; // the job closed before this worker came
    {
      job_scope working;
      m_fn(m_task, worker);
    }
    leave(worker);
  }
}

} // namespace runtime
} // namespace syclfg
