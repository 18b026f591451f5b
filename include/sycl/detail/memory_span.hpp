// Included by: <sycl/accessor.hpp> and <sycl/local_accessor.hpp> (their
// memory_span_of friends) and <sycl/impl/compiled_group_calls.hpp> (which
// compares two). Includes no public header.
//
// Where an accessor's elements may lie: global memory by address, or a
// work-group's local memory by offset in its block (two local accessors
// that are no copies of one another never overlap; local and global
// memory never do). Compiled work-groups compare two before running a
// group scan inside the loop over the work-items (group_calls::apart).
#pragma once

#include <cstdint>

namespace sycl {
namespace detail {

struct memory_span {
  bool local = false;
  std::uintptr_t first = 0, last = 0; // [first, last)
};

inline bool apart(const memory_span &a, const memory_span &b) noexcept {
  return a.local != b.local || a.last <= b.first || b.last <= a.first;
}

} // namespace detail
} // namespace sycl
