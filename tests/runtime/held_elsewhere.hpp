// Whether another thread finds a mutex locked, for tests of use_mutex
// (a thread may not try_lock a mutex it holds itself).
#pragma once

#include <mutex>
#include <thread>

inline bool held_elsewhere(std::mutex *m) {
  bool held = false;
  std::thread probe([&] {
    if (m->try_lock())
      m->unlock();
    else
      held = true;
  });
  probe.join();
  return held;
}
