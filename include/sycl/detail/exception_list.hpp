// Included by: <sycl/exception.hpp>, which gives these names to programs,
// and detail/async_sink.hpp. sycl::exception_list and sycl::async_handler
// (SYCL 2020, 4.13.2) live at the detail level because the queue's error
// sink (async_sink.hpp), a detail helper, makes the lists it hands to the
// handler; they need nothing but the standard library.
#pragma once

#include <cstddef>
#include <exception>
#include <functional>
#include <utility>
#include <vector>

namespace sycl {

namespace detail {
class async_sink;
}

// The asynchronous errors a queue or context hands to its async_handler.
class exception_list {
public:
  using value_type = std::exception_ptr;
  using reference = value_type &;
  using const_reference = const value_type &;
  using size_type = std::size_t;
  using iterator = std::vector<std::exception_ptr>::const_iterator;
  using const_iterator = iterator;

  // 4.13.2 declares no constructor, so an empty list is default-constructible.
  exception_list() = default;
  size_type size() const { return m_errors.size(); }
  iterator begin() const { return m_errors.begin(); }
  iterator end() const { return m_errors.end(); }

private:
  friend class detail::async_sink;
  explicit exception_list(std::vector<std::exception_ptr> errors)
      : m_errors(std::move(errors)) {}
  std::vector<std::exception_ptr> m_errors;
};

using async_handler = std::function<void(sycl::exception_list)>;

} // namespace sycl
