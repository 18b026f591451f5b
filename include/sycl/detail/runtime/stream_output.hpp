// Included by: public headers (stream.hpp, handler.hpp), sycl/impl/launch.hpp
// (a compiled launch flushes after each group) and runtime/.
// Defined in libsyclfg (runtime/stream_output.cpp). What a stream keeps
// per command group (its properties with the bytes it may still print) is
// the handler's: detail::stream_state in <sycl/handler.hpp>.
//
// What sycl::stream asks of libsyclfg: each work-item's output is held in a
// buffer of its worker thread (moved aside while the work-item waits at a
// barrier) and written to stdout in one piece, under one lock, at flush,
// endl and the end of the work-item, so lines of different work-items never
// interleave (SYCL 2020, 4.14).
#pragma once

#include <atomic>
#include <cstddef>

namespace sycl {
namespace detail {

// Appends `size` bytes to the calling work-item's pending output. When that
// would pass `limit` (the stream's workItemBufferSize), the whole lines it
// already holds are written first, and what still does not fit is dropped;
// so is what the kernel's stream has no more of `left` (its
// totalBufferSize, shared by all work-items) for.
void stream_append(const char *text, std::size_t size, std::size_t limit,
                   std::atomic<std::size_t> &left);

// Writes the calling work-item's pending output to stdout, then flushes
// stdout. Does nothing when none is pending.
void stream_flush();

} // namespace detail
} // namespace sycl
