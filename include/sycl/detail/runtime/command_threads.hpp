// Included by: detail headers (buffer_storage.hpp, impl/command_schedule.hpp)
// and runtime/. Defined in libsyclfg (runtime/command_threads.cpp).
//
// The threads that run commands asynchronously with the program: host tasks
// (SYCL 2020, 4.10) and commands whose dependencies were pending at
// submission. Each such command gets a thread of its own, which first waits
// for its dependencies: a host task may block on anything (another host
// task, the program's main thread), so no command may wait behind another
// that does not depend on it. Kernels launched from there use the
// executor's pool as any submitting thread does; the pool's workers never
// run these commands.
#pragma once

#include <functional>

namespace sycl {
namespace detail {

// Runs `command` on a new thread and returns at once. `command` must not
// throw. The runtime joins the thread when the program exits normally (a
// command still running then is waited for, so its writes are not lost).
void start_command_thread(std::function<void()> command);

// Whether the calling thread is one of those threads.
bool on_command_thread() noexcept;

} // namespace detail
} // namespace sycl
