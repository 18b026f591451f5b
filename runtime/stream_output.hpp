// Internal to libsyclfg: the worker thread's pending sycl::stream output
// (see <sycl/detail/runtime/stream_output.hpp>), for the fiber team to move
// aside while a work-item waits at a barrier.
#pragma once

#include <string>

namespace syclfg {
namespace runtime {

// The calling thread's pending output, or null before its first write.
// initial-exec: a barrier reads it with one load.
extern __attribute__((
    tls_model("initial-exec"))) thread_local std::string *stream_pending;

} // namespace runtime
} // namespace syclfg
