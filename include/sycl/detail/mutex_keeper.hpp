// A user's std::mutex held by a thread of its own, from construction to
// destruction. The runtime holds a buffer's or image's use_mutex (SYCL
// 2020, 4.7.2.2) from the first accessor to the last, and those may be made
// and destroyed on different threads (a host_accessor handed to another
// thread, a command group submitted while another thread holds a
// host_accessor); a std::mutex must be unlocked by the thread that locked
// it, so neither of those threads may lock it. One thread per hold: a
// use_mutex is rare, and a keeper shared by several mutexes could block on
// one while another waits to be unlocked.
#pragma once

#include <condition_variable>
#include <mutex>
#include <thread>

namespace sycl {
namespace detail {

class mutex_keeper {
public:
  // Returns once `user` is locked (by the keeper's thread).
  explicit mutex_keeper(std::mutex &user)
      : m_thread([this, &user] { keep(user); }) {
    std::unique_lock<std::mutex> lock(m_state);
    m_changed.wait(lock, [this] { return m_locked; });
  }
  // Returns once the keeper's thread has unlocked the mutex: what the
  // caller wrote before is visible to the next thread that locks it.
  ~mutex_keeper() {
    {
      std::lock_guard<std::mutex> lock(m_state);
      m_release = true;
    }
    m_changed.notify_all();
    m_thread.join();
  }
  mutex_keeper(const mutex_keeper &) = delete;
  mutex_keeper &operator=(const mutex_keeper &) = delete;

private:
  void keep(std::mutex &user) {
    user.lock();
    std::unique_lock<std::mutex> lock(m_state);
    m_locked = true;
    m_changed.notify_all();
    m_changed.wait(lock, [this] { return m_release; });
    user.unlock();
  }

  std::mutex m_state;
  std::condition_variable m_changed;
  bool m_locked = false;
  bool m_release = false;
  std::thread m_thread; // last: starts once the state above exists
};

} // namespace detail
} // namespace sycl
