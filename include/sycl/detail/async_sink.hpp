// Included by: public headers (queue.hpp, event.hpp) and other detail
// helpers (header-only).
//
// Where a queue keeps its asynchronous errors until wait_and_throw or
// throw_asynchronous hands them to its async_handler (SYCL 2020, 4.13.1).
// Events keep their queue's sink so event::wait_and_throw can do the same.
#pragma once

#include <sycl/detail/exception_list.hpp>

#include <exception>
#include <mutex>
#include <utility>
#include <vector>

namespace sycl {
namespace detail {

class async_sink {
public:
  explicit async_sink(async_handler handler) : m_handler(std::move(handler)) {}

  void add(std::exception_ptr error) {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_pending.push_back(std::move(error));
  }

  bool has_handler() const noexcept { return static_cast<bool>(m_handler); }

  // Hands the pending errors, if any, to the handler (only queues with a
  // handler keep errors: see queue::submit).
  void flush() {
    std::vector<std::exception_ptr> errors;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      errors.swap(m_pending);
    }
    if (!errors.empty() && m_handler)
      m_handler(exception_list(std::move(errors)));
  }

private:
  std::mutex m_mutex;
  async_handler m_handler;
  std::vector<std::exception_ptr> m_pending;
};

} // namespace detail
} // namespace sycl
