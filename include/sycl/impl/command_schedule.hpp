// Included by: <sycl/queue.hpp> only.
//
// When a submitted command group runs (SYCL 2020, 3.9.3 and 4.10). Its
// requirements are the events it depends_on, the previous command of an
// in-order queue, and the previous command group with an accessor to the
// same buffer memory (every access counts as a conflict: simpler than
// telling readers apart, and only concurrency is lost).
//
// * A kernel or copy whose requirements have all completed runs inside
//   submit, on the submitting thread, as it always did: that keeps the
//   common case free of threads, and its errors where they were.
// * A host task always runs on a thread of its own (command_threads.hpp),
//   so submit returns at once even when the task blocks until the program
//   releases it later.
// * Any command with a requirement still pending is deferred the same way:
//   its thread waits for the requirements, then runs it. A kernel is not
//   run inside submit after waiting there, because the host task it waits
//   for may itself wait for what the program does after submit returns.
//
// A deferred command's exception goes to its queue's async_handler at the
// next wait_and_throw or throw_asynchronous (4.13.1); submit cannot throw
// it. A command lets go of its buffers (handler and kernel copies) before
// its event completes, so whoever waits for the event may destroy them and
// get the write-back on its own thread.
#pragma once

#include <sycl/detail/async_sink.hpp>
#include <sycl/detail/buffer_storage.hpp>
#include <sycl/detail/event_state.hpp>
#include <sycl/detail/runtime/command_threads.hpp>
#include <sycl/handler.hpp>

#include <algorithm>
#include <exception>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace sycl {
namespace detail {

// A queue's commands: the last one (an in-order queue's next command
// depends on it) and the deferred ones not yet known to be complete
// (queue::wait waits for them).
class queue_commands {
public:
  // Makes `next` the last command; returns the one before.
  event_state::ptr follow(const event_state::ptr &next) {
    std::lock_guard<std::mutex> lock(m_mutex);
    return std::exchange(m_last, next);
  }
  void add_deferred(const event_state::ptr &command) {
    std::lock_guard<std::mutex> lock(m_mutex);
    drop_complete();
    m_deferred.push_back(command);
  }
  void wait_all() {
    std::vector<event_state::ptr> pending;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      pending = m_deferred;
    }
    for (const auto &command : pending)
      command->wait();
    std::lock_guard<std::mutex> lock(m_mutex);
    drop_complete();
  }

private:
  void drop_complete() {
    m_deferred.erase(
        std::remove_if(m_deferred.begin(), m_deferred.end(),
                       [](const event_state::ptr &c) { return c->complete(); }),
        m_deferred.end());
  }

  std::mutex m_mutex;
  event_state::ptr m_last;
  std::vector<event_state::ptr> m_deferred;
};

class command_schedule {
public:
  // Runs the command group of `cgh` now or on a thread of its own (see
  // above); `state` is its event's, with the submission time set.
  static void submit(std::unique_ptr<handler> cgh,
                     const event_state::ptr &state, queue_commands &queue,
                     bool in_order, const std::shared_ptr<async_sink> &errors) {
    state->set_submitted();
    state->errors = errors;
    for (const event &dep : cgh->m_deps)
      state->wait_list.push_back(dep.state());
    std::vector<event_state::ptr> pending = pending_of(state->wait_list);
    for (const event_state::ptr &implicit :
         implicit_of(*cgh, state, queue, in_order))
      if (add_once(pending, implicit))
        state->add_implicit(implicit);
    if (!cgh->m_host_task && pending.empty())
      return run_now(std::move(cgh), state, errors);
    queue.add_deferred(state);
    auto job = std::make_shared<deferred>(
        deferred{std::move(cgh), state, std::move(pending), errors});
    start_command_thread([job] { job->run(); });
  }

private:
  struct deferred {
    std::unique_ptr<handler> cgh;
    event_state::ptr state;
    std::vector<event_state::ptr> requirements;
    std::shared_ptr<async_sink> errors;

    void run() noexcept {
      for (const auto &requirement : requirements)
        requirement->wait();
      requirements.clear();
      state->set_running();
      state->start_ns = now_ns();
      try {
        cgh->run();
      } catch (...) {
        errors->add(std::current_exception());
      }
      state->end_ns = now_ns();
      finish(cgh, *state);
    }
  };

  // Lets go of the command group's memory, then completes the event.
  static void finish(std::unique_ptr<handler> &cgh, event_state &state) {
    cgh.reset();
    state.set_complete();
  }

  static void run_now(std::unique_ptr<handler> cgh,
                      const event_state::ptr &state,
                      const std::shared_ptr<async_sink> &errors) {
    state->start_ns = now_ns();
    try {
      cgh->run();
    } catch (...) {
      state->end_ns = now_ns();
      finish(cgh, *state);
      // Without a handler SYCL's default would terminate the program;
      // submit throws it instead, where the program can catch it.
      if (!errors->has_handler())
        throw;
      errors->add(std::current_exception());
      return;
    }
    state->end_ns = now_ns();
    finish(cgh, *state);
  }

  // The commands this one must follow that the runtime knows of: the
  // queue's previous one (in order) and each buffer's previous user.
  static std::vector<event_state::ptr>
  implicit_of(handler &cgh, const event_state::ptr &state,
              queue_commands &queue, bool in_order) {
    std::vector<event_state::ptr> before;
    if (in_order)
      before.push_back(queue.follow(state));
    // Each use's get() is its buffer's storage (buffer_storage_base::hold).
    for (const std::shared_ptr<void> &use : cgh.m_uses)
      before.push_back(
          static_cast<buffer_storage_base *>(use.get())->follow(state));
    return before;
  }
  static std::vector<event_state::ptr>
  pending_of(const std::vector<event_state::ptr> &deps) {
    std::vector<event_state::ptr> pending;
    for (const event_state::ptr &dep : deps)
      add_once(pending, dep);
    return pending;
  }
  // Adds `dep` when it is a command not complete and not in `pending` yet.
  static bool add_once(std::vector<event_state::ptr> &pending,
                       const event_state::ptr &dep) {
    if (dep == nullptr || dep->complete() ||
        std::find(pending.begin(), pending.end(), dep) != pending.end())
      return false;
    pending.push_back(dep);
    return true;
  }
};

} // namespace detail
} // namespace sycl
