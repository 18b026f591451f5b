// sycl::event (SYCL 2020, 4.6.6). Most commands run inside queue::submit,
// so their event is complete when the user first sees it; a host task, or a
// command whose dependencies were pending at submission, runs later on a
// thread of its own (impl/command_schedule.hpp), and wait() waits for it.
// An event also carries its dependencies (get_wait_list), its profiling
// times and its queue's asynchronous errors (wait_and_throw).
#pragma once

#include <sycl/backend.hpp>
#include <sycl/detail/async_sink.hpp>
#include <sycl/detail/event_state.hpp>
#include <sycl/exception.hpp>
#include <sycl/info/descriptors.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <type_traits>
#include <vector>

namespace sycl {

class event {
public:
  // A default-constructed event is complete and has no profiling data.
  event() : m_state(std::make_shared<detail::event_state>()) {}

  backend get_backend() const noexcept { return backend::ext_syclfg_host; }

  // The depends_on events, and the commands the runtime made it wait for
  // that had not completed when it was submitted (until it completes).
  std::vector<event> get_wait_list() const {
    std::vector<event> out;
    for (const auto &dep : m_state->all_dependencies())
      out.push_back(event(dep));
    return out;
  }

  void wait() { m_state->wait(); }
  // Waits, then hands the pending asynchronous errors of the queue that ran
  // the command, and of the queues of the commands it waited for, to their
  // async_handlers.
  void wait_and_throw() {
    wait();
    std::vector<std::shared_ptr<detail::async_sink>> sinks;
    collect_sinks(*m_state, sinks);
    for (const auto &sink : sinks)
      sink->flush();
  }
  static void wait(const std::vector<event> &events) {
    for (event e : events)
      e.wait();
  }
  static void wait_and_throw(const std::vector<event> &events) {
    for (event e : events)
      e.wait_and_throw();
  }

  template <class Param> typename Param::return_type get_info() const {
    static_assert(std::is_same_v<Param, info::event::command_execution_status>,
                  "not an event information descriptor");
    return static_cast<info::event_command_status>(m_state->status());
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
  // The sinks of `state` and of its direct dependencies, once each.
  static void
  collect_sinks(const detail::event_state &state,
                std::vector<std::shared_ptr<detail::async_sink>> &sinks) {
    auto add = [&sinks](const std::shared_ptr<detail::async_sink> &sink) {
      if (sink != nullptr &&
          std::find(sinks.begin(), sinks.end(), sink) == sinks.end())
        sinks.push_back(sink);
    };
    add(state.errors);
    for (const auto &dep : state.wait_list)
      add(dep->errors);
  }

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
