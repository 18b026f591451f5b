// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// The thread that locks and unlocks a buffer's or image's use_mutex (SYCL
// 2020, 4.7.2.2) for the runtime. The runtime holds the user's mutex from
// the first accessor to the last, and those may be made and destroyed on
// different threads (a host_accessor handed to another thread, a command
// group submitted while another thread holds a host_accessor); a
// std::mutex must be unlocked by the thread that locked it, so neither of
// those threads may lock it. One keeper per buffer memory, its thread
// started at the first lock and joined by the destructor (the memory's
// last owner), serving one request at a time: a thread per hold cost about
// 40 microseconds per command group, a sleep and wake-up on each side of
// each request about 20, yields before sleeping about 8 (bench/RESULTS.md).
// Not shared by several mutexes: it could block on one while another waits
// to be unlocked.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace sycl {
namespace detail {

class mutex_keeper {
public:
  explicit mutex_keeper(std::mutex &user) : m_user(user) {}
  // The mutex is not held (the last unlock() has returned).
  ~mutex_keeper() {
    if (!m_thread.joinable())
      return;
    request(order::stop);
    m_thread.join();
  }
  mutex_keeper(const mutex_keeper &) = delete;
  mutex_keeper &operator=(const mutex_keeper &) = delete;

  // Returns once the mutex is locked (by the keeper's thread). Calls of
  // lock() and unlock() alternate, starting with lock(), and do not
  // overlap (the caller serializes them).
  void lock() {
    if (!m_thread.joinable())
      m_thread = std::thread([this] { serve(); });
    request(order::lock);
  }
  // Returns once the keeper's thread has unlocked the mutex: what the
  // caller wrote before is visible to the next thread that locks it.
  void unlock() { request(order::unlock); }

private:
  enum class order { none, lock, unlock, stop };

  // Hands `o` to the keeper's thread and waits until it is done.
  void request(order o) {
    {
      std::lock_guard<std::mutex> lock(m_state);
      m_order.store(o);
    }
    m_changed.notify_all();
    await([this] { return m_order.load() == order::none; });
  }

  // Waits until `done()`: a few yields first (a request is often followed
  // by the next one soon, and a sleep and wake-up cost more), then asleep.
  template <class Done> void await(Done done) {
    for (int i = 0; i < 64 && !done(); ++i)
      std::this_thread::yield();
    std::unique_lock<std::mutex> lock(m_state);
    m_changed.wait(lock, done);
  }

  void serve() {
    for (;;) {
      await([this] { return m_order.load() != order::none; });
      const order o = m_order.load();
      if (o == order::lock)
        m_user.lock();
      else if (o == order::unlock)
        m_user.unlock();
      {
        std::lock_guard<std::mutex> lock(m_state);
        m_order.store(order::none);
      }
      m_changed.notify_all();
      if (o == order::stop)
        return;
    }
  }

  std::mutex &m_user;
  std::mutex m_state;
  std::condition_variable m_changed;
  std::atomic<order> m_order{order::none};
  std::thread m_thread; // started by the first lock()
};

} // namespace detail
} // namespace sycl
