// Included by: public and detail headers (handler.hpp, buffer_storage.hpp)
// and runtime/. Defined in libsyclfg (runtime/bulk_memory.cpp).
//
// Copies and fills of whole buffers and allocations, which the runtime
// does on one thread (a snapshot of host memory used in place, contents
// moving to memory of their own, a new buffer's value-initialised
// elements, a USM memcpy or memset): large ones are split across the
// executor's workers when no kernel is running, so they cost what a
// kernel touching the same bytes costs instead of one core's time
// (XSBench's SYCL version spent 20 ms of its timed run in a snapshot on
// one thread, bench/RESULTS.md).
#pragma once

#include <cstddef>

namespace sycl {
namespace detail {

// memcpy(to, from, bytes): the two ranges do not overlap.
void copy_memory(void *to, const void *from, std::size_t bytes);

// memset(to, value, bytes).
void set_memory(void *to, int value, std::size_t bytes);

} // namespace detail
} // namespace sycl
