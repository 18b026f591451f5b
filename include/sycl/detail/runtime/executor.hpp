// Included by: public and detail headers, and runtime/. Defined in libsyclfg
// (runtime/executor.cpp).
//
// What the headers ask of libsyclfg's executor. Only scheduling crosses
// into the library: each function pointer here runs a whole chunk of
// work-items (or one work-item on a fiber), and the loop calling the kernel
// is instantiated in the header (see sycl/impl/launch.hpp), so the per-item
// call inlines.
#pragma once

#include <sycl/detail/runtime/checks.hpp>

#include <cstddef>

namespace sycl {
namespace detail {

// Runs work-items [begin, end) of a linear index space.
using range_chunk_fn = void (*)(const void *launch, std::size_t begin,
                                std::size_t end);

// Calls `chunk` over [0, count) split across the worker threads; returns
// when all are done and rethrows the first exception a chunk threw.
void launch_range(std::size_t count, const void *launch, range_chunk_fn chunk);

// A launch of work-groups: nd_range (items on fibers, so barriers work) or
// hierarchical (the group function called once per group).
struct group_launch {
  std::size_t group_count = 0;
  std::size_t group_size = 1;  // work-items per group
  std::size_t local_bytes = 0; // local memory per group
  // Work-items per sub-group (the last sub-group of a group may have fewer).
  std::size_t sub_group_size = 1;
  bool fibers = false; // whether work-items may wait at barriers
  // A group's work-items run as loops compiled by sycl-footergen (one call
  // of run per group): a barrier reached there was missed by the tool and
  // is an error, not a no-op as in hierarchical group scope.
  bool compiled = false;
  const void *launch = nullptr;
  // Makes one worker's copy of the kernel whose local_accessors address
  // `local_memory`, and destroys it.
  void *(*bind)(const void *launch, unsigned char *local_memory) = nullptr;
  void (*release)(void *bound) = nullptr;
  // Runs work-items [begin, end) of group `group` (linear ids).
  void (*run)(void *bound, std::size_t group, std::size_t begin,
              std::size_t end) = nullptr;
  // Compiled launches: runs whole groups [first, last) in one call, so
  // that what a group's call sets up (the kernel's copy, the call itself)
  // is paid once per piece of groups; null: run per group.
  void (*run_groups)(void *bound, std::size_t first,
                     std::size_t last) = nullptr;
};

// Runs every group, groups in parallel; rethrows the first exception.
void launch_groups(const group_launch &launch);

// Waits until every work-item of the calling one's group has arrived.
// Outside an nd_range launch (hierarchical group scope) it does nothing.
void work_group_barrier();
// Waits until every work-item of the calling one's sub-group has arrived.
// Outside an nd_range launch, or in a sub-group of one, it does nothing.
void sub_group_barrier();

// SYCLFG_FIBERS=1 (read once): nd_range kernels that sycl-footergen
// compiled into work-group loops run on fibers as the others do.
bool fibers_forced() noexcept;

// The sub-group size nd_range launches use now (syclfg::sub_group_size).
std::size_t sub_group_size() noexcept;

// The largest sub-group the executor runs a kernel with: the sizes it
// runs, 1 to this, are what info::device::sub_group_sizes lists, the
// range of SYCLFG_SUB_GROUP_SIZE and syclfg::set_sub_group_size, and a
// kernel's reqd_sub_group_size outside it cannot run (SYCL 2020 5.8.1).
inline constexpr std::size_t max_sub_group_size = 64;

} // namespace detail
} // namespace sycl
