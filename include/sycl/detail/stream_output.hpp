// What sycl::stream asks of libsyclfg: each work-item's output is held in a
// buffer of its worker thread (moved aside while the work-item waits at a
// barrier) and written to stdout in one piece, under one lock, at flush,
// endl and the end of the work-item, so lines of different work-items never
// interleave (SYCL 2020, 4.14).
#pragma once

#include <cstddef>

namespace sycl {
namespace detail {

// Appends `size` bytes to the calling work-item's pending output. When that
// would pass `limit` (the stream's workItemBufferSize), the whole lines it
// already holds are written first, and what still does not fit is dropped.
void stream_append(const char *text, std::size_t size, std::size_t limit);

// Writes the calling work-item's pending output to stdout, then flushes
// stdout. Does nothing when none is pending.
void stream_flush();

} // namespace detail
} // namespace sycl
