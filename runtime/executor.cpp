// Parallel launches: range kernels as chunks of plain loops, work-groups
// one by one, both shared among the pool's workers by home_takes.hpp (each
// worker its own part first, then the others'; whole shares for kernels
// whose last launch was short, launch_lengths.hpp).
#include "fiber_team.hpp"
#include "home_takes.hpp"
#include "launch_lengths.hpp"
#include "thread_pool.hpp"

#include <sycl/detail/runtime/executor.hpp>
#include <sycl/detail/runtime/stream_output.hpp>
#include <sycl/exception.hpp>
#include <syclfg/executor.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <new>

namespace syclfg {
namespace runtime {
namespace {

// The first exception any worker threw, and a flag telling the others to
// stop taking work.
class first_error {
public:
  void record() noexcept {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_error)
      m_error = std::current_exception();
    m_failed.store(true, std::memory_order_relaxed);
  }
  bool failed() const noexcept {
    return m_failed.load(std::memory_order_relaxed);
  }
  void rethrow() const {
    if (m_error)
      std::rethrow_exception(m_error);
  }

private:
  std::mutex m_mutex;
  std::exception_ptr m_error;
  std::atomic<bool> m_failed{false};
};

// One worker's local memory and its copy of the kernel bound to it: every
// group this worker runs uses them in turn, so each group has its own local
// memory while it runs.
class bound_kernel {
public:
  explicit bound_kernel(const sycl::detail::group_launch &launch)
      : m_launch(launch),
        m_memory(launch.local_bytes == 0
                     ? nullptr
                     : static_cast<unsigned char *>(::operator new(
                           launch.local_bytes, std::align_val_t(alignment)))) {
    try {
      m_bound = launch.bind(launch.launch, m_memory);
    } catch (...) {
      free_memory();
      throw;
    }
  }
  ~bound_kernel() {
    m_launch.release(m_bound);
    free_memory();
  }
  bound_kernel(const bound_kernel &) = delete;
  bound_kernel &operator=(const bound_kernel &) = delete;

  void *get() const noexcept { return m_bound; }

private:
  static constexpr std::size_t alignment = 64;
  void free_memory() noexcept {
    if (m_memory != nullptr)
      ::operator delete(m_memory, std::align_val_t(alignment));
  }

  const sycl::detail::group_launch &m_launch;
  unsigned char *m_memory;
  void *m_bound = nullptr;
};

} // namespace
} // namespace runtime

unsigned thread_count() { return runtime::thread_pool::instance().size(); }

void set_thread_count(unsigned threads) {
  runtime::thread_pool::instance().resize(threads);
}

namespace {

// SYCLFG_SUB_GROUP_SIZE when it is 1 to 64, else 8: the width of eight
// floats in an AVX register, a size SYCL CPU devices commonly report, and
// a divisor of the usual work-group sizes. 0 stands for the default.
unsigned default_sub_group_size() {
  if (const char *text = std::getenv("SYCLFG_SUB_GROUP_SIZE")) {
    const unsigned long size = std::strtoul(text, nullptr, 10);
    if (size >= 1 && size <= sycl::detail::max_sub_group_size)
      return static_cast<unsigned>(size);
  }
  return 8;
}

std::atomic<unsigned> &chosen_sub_group_size() {
  static std::atomic<unsigned> size{0};
  return size;
}

} // namespace

unsigned sub_group_size() {
  const unsigned chosen = chosen_sub_group_size().load();
  if (chosen != 0)
    return chosen;
  static const unsigned from_environment = default_sub_group_size();
  return from_environment;
}

void set_sub_group_size(unsigned size) {
  if (size > sycl::detail::max_sub_group_size)
    throw sycl::exception(sycl::errc::invalid,
                          "set_sub_group_size: at most 64 work-items (the "
                          "sizes info::device::sub_group_sizes lists)");
  chosen_sub_group_size().store(size);
}

} // namespace syclfg

namespace sycl {
namespace detail {

using syclfg::runtime::first_error;
using syclfg::runtime::thread_pool;

namespace {

// Set while this worker runs groups of a kernel compiled into loops.
__attribute__((tls_model("initial-exec"))) thread_local bool in_compiled_group =
    false;

class compiled_scope {
public:
  explicit compiled_scope(bool on) : m_previous(in_compiled_group) {
    in_compiled_group = on;
  }
  ~compiled_scope() { in_compiled_group = m_previous; }
  compiled_scope(const compiled_scope &) = delete;
  compiled_scope &operator=(const compiled_scope &) = delete;

private:
  bool m_previous;
};

[[noreturn]] void missed_barrier() {
  throw exception(
      errc::kernel,
      "group_barrier: a barrier was reached in a kernel that sycl-footergen "
      "compiled into work-group loops, where it has no effect (the tool did "
      "not see it); run with SYCLFG_FIBERS=1 and report the kernel");
}

// Each kernel's last launch: short or not (launch_lengths.hpp).
syclfg::runtime::launch_lengths &lengths() {
  static syclfg::runtime::launch_lengths known;
  return known;
}

// Times a launch of the kernel form that `fn` runs, for its next launch.
class launch_timer {
public:
  template <class Fn>
  explicit launch_timer(Fn *fn)
      : m_kernel(reinterpret_cast<std::uintptr_t>(fn)),
        m_start(std::chrono::steady_clock::now()) {}
  ~launch_timer() {
    lengths().record(m_kernel, std::chrono::steady_clock::now() - m_start);
  }
  launch_timer(const launch_timer &) = delete;
  launch_timer &operator=(const launch_timer &) = delete;
  bool was_short() const noexcept { return lengths().was_short(m_kernel); }

private:
  std::uintptr_t m_kernel;
  std::chrono::steady_clock::time_point m_start;
};

// The launch's timer, keyed on the form that runs: a kernel's work-group
// loops and its fibers take different times.
launch_timer timer_of(const group_launch &launch) {
  if (launch.run_groups != nullptr && !launch.fibers)
    return launch_timer(launch.run_groups);
  return launch_timer(launch.run);
}

} // namespace

void launch_range(std::size_t count, const void *launch, range_chunk_fn chunk) {
  if (count == 0)
    return;
  thread_pool &pool = thread_pool::instance();
  if (pool.size() == 1 || count < 2) {
    chunk(launch, 0, count);
    stream_flush(); // the last work-item's end
    return;
  }
  const launch_timer timer(chunk);
  syclfg::runtime::home_takes takes(count, pool.size(), timer.was_short());
  first_error error;
  pool.run([&](unsigned worker) {
    for (;;) {
      const syclfg::runtime::range_take take = takes.next(worker);
      if (take.empty() || error.failed())
        return;
      try {
        chunk(launch, take.begin, take.end);
        stream_flush(); // the chunk's last work-item's end
      } catch (...) {
        error.record();
      }
    }
  });
  error.rethrow();
}

void launch_groups(const group_launch &launch) {
  if (launch.fibers && syclfg::runtime::fiber_team::busy())
    throw exception(errc::feature_not_supported,
                    "an nd_range kernel launched from inside an nd_range "
                    "kernel: the host executor cannot nest work-groups");
  thread_pool &pool = thread_pool::instance();
  const launch_timer timer = timer_of(launch);
  syclfg::runtime::home_takes takes(launch.group_count, pool.size(),
                                    timer.was_short());
  first_error error;
  pool.run([&](unsigned worker) {
    try {
      syclfg::runtime::bound_kernel bound(launch);
      syclfg::runtime::fiber_team *team =
          launch.fibers && launch.group_size > 1
              ? &syclfg::runtime::fiber_team::mine()
              : nullptr;
      const compiled_scope compiled(launch.compiled);
      for (;;) {
        const syclfg::runtime::range_take take = takes.next(worker);
        if (take.empty() || error.failed())
          return;
        if (team == nullptr && launch.run_groups != nullptr) {
          launch.run_groups(bound.get(), take.begin, take.end);
          continue;
        }
        for (std::size_t group = take.begin; group < take.end; ++group) {
          if (team != nullptr)
            team->run_group(launch, bound.get(), group);
          else
            launch.run(bound.get(), group, 0, launch.group_size);
          stream_flush(); // the group's last work-item's end
        }
      }
    } catch (...) {
      error.record();
    }
  });
  error.rethrow();
}

void work_group_barrier() {
  if (in_compiled_group)
    missed_barrier();
  syclfg::runtime::fiber_team::barrier();
}

void sub_group_barrier() {
  if (in_compiled_group)
    missed_barrier();
  syclfg::runtime::fiber_team::sub_group_barrier();
}

bool fibers_forced() noexcept {
  static const bool forced = [] {
    const char *text = std::getenv("SYCLFG_FIBERS");
    return text != nullptr && text[0] == '1' && text[1] == '\0';
  }();
  return forced;
}

std::size_t sub_group_size() noexcept { return syclfg::sub_group_size(); }

} // namespace detail
} // namespace sycl
