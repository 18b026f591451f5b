// sycl::event (SYCL 2020, 4.6.6). Commands run to completion inside
// queue::submit, so every event is complete when the user first sees it;
// what an event still carries is its dependencies (get_wait_list), its
// profiling times and its queue's asynchronous errors (wait_and_throw).
#pragma once

#include <sycl/backend.hpp>
#include <sycl/detail/async_sink.hpp>
#include <sycl/exception.hpp>
#include <sycl/info/descriptors.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <type_traits>
#include <vector>

namespace sycl {

namespace detail {
struct event_state {
  bool profiling = false; // the queue has property::queue::enable_profiling
  std::uint64_t submit_ns = 0, start_ns = 0, end_ns = 0;
  std::vector<std::shared_ptr<event_state>> wait_list;
  std::shared_ptr<async_sink> errors;
};

inline std::uint64_t now_ns() {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}
} // namespace detail

class event {
public:
  // A default-constructed event is complete and has no profiling data.
  event() : m_state(std::make_shared<detail::event_state>()) {}

  backend get_backend() const noexcept { return backend::ext_syclfg_host; }

  std::vector<event> get_wait_list() const {
    std::vector<event> out;
    for (const auto &dep : m_state->wait_list)
      out.push_back(event(dep));
    return out;
  }

  void wait() {}
  // Hands the queue's pending asynchronous errors to its async_handler.
  void wait_and_throw() {
    if (m_state->errors != nullptr)
      m_state->errors->flush();
  }
  static void wait(const std::vector<event> &) {}
  static void wait_and_throw(const std::vector<event> &events) {
    for (event e : events)
      e.wait_and_throw();
  }

  template <class Param> typename Param::return_type get_info() const {
    static_assert(std::is_same_v<Param, info::event::command_execution_status>,
                  "not an event information descriptor");
    return info::event_command_status::complete;
  }

  // Nanoseconds on one steady clock. Throws errc::invalid unless the
  // command was submitted to a queue with enable_profiling.
  template <class Param>
  typename Param::return_type get_profiling_info() const {
    if (!m_state->profiling)
      throw exception(make_error_code(errc::invalid),
                      "get_profiling_info: the queue was not constructed "
                      "with property::queue::enable_profiling");
    namespace prof = info::event_profiling;
    if constexpr (std::is_same_v<Param, prof::command_submit>)
      return m_state->submit_ns;
    else if constexpr (std::is_same_v<Param, prof::command_start>)
      return m_state->start_ns;
    else {
      static_assert(std::is_same_v<Param, prof::command_end>,
                    "not an event profiling descriptor");
      return m_state->end_ns;
    }
  }

  // std::hash (SYCL 2020, 4.5.2): equal objects hash alike.
  template <class> friend struct std::hash;
  friend bool operator==(const event &a, const event &b) {
    return a.m_state == b.m_state;
  }
  friend bool operator!=(const event &a, const event &b) { return !(a == b); }

  // For the queue, which fills in the state.
  explicit event(std::shared_ptr<detail::event_state> state)
      : m_state(std::move(state)) {}
  const std::shared_ptr<detail::event_state> &state() const { return m_state; }

private:
  std::shared_ptr<detail::event_state> m_state;
};

} // namespace sycl

namespace std {
template <> struct hash<sycl::event> {
  size_t operator()(const sycl::event &e) const noexcept {
    return hash<const void *>()(e.m_state.get());
  }
};
} // namespace std
