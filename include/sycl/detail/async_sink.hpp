// Included by: public headers (queue.hpp, event.hpp) and other detail
// helpers (header-only).
//
// Where a queue keeps its asynchronous errors until wait_and_throw or
// throw_asynchronous hands them to its async_handler (SYCL 2020, 4.13.1).
// Events keep their queue's sink so event::wait_and_throw can do the same.
// Without a handler, only a deferred command's errors come here (a command
// run inside submit rethrows from it instead): they go to the default
// handler, which SYCL requires to report them and terminate the program.
#pragma once

#include <sycl/detail/exception_list.hpp>

#include <cstdio>
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

  // Hands the pending errors, if any, to the handler, or to the default one.
  void flush() {
    std::vector<std::exception_ptr> errors;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      errors.swap(m_pending);
    }
    if (errors.empty())
      return;
    if (m_handler)
      m_handler(exception_list(std::move(errors)));
    else
      default_handler(errors);
  }

private:
  // SYCL 2020, 4.13.1.2: report every error, then std::terminate.
  [[noreturn]] static void
  default_handler(const std::vector<std::exception_ptr> &errors) {
    for (const std::exception_ptr &error : errors) {
      try {
        std::rethrow_exception(error);
      } catch (const std::exception &e) {
        std::fprintf(stderr,
                     "sycl: asynchronous error with no async_handler: %s\n",
                     e.what());
      } catch (...) {
        std::fprintf(stderr, "sycl: asynchronous error with no async_handler "
                             "(not a std::exception)\n");
      }
    }
    std::fprintf(stderr, "sycl: give the queue or its context an "
                         "async_handler to receive such errors\n");
    std::terminate();
  }

  std::mutex m_mutex;
  async_handler m_handler;
  std::vector<std::exception_ptr> m_pending;
};

} // namespace detail
} // namespace sycl
