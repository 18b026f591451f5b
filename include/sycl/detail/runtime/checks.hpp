// The checking mode (docs/runtime.md "Checking mode"): with SYCLFG_CHECKS
// defined to 1 for every TU of a program, element accesses, launches, barriers,
// USM operations and specialization-constant reads report misuse to
// stderr as `syclfg check: <kind>: kernel <name>, work-item <id>, <what>`.
// Without it (the default) none of this is compiled into the kernels: the
// headers keep their unchecked code under `#if SYCLFG_CHECKS`.
// Who may include this: the SYCL headers (accessors, multi_ptr, launch
// loops, barriers, handler); libsyclfg's runtime/checks.cpp defines it.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <type_traits>

#ifndef SYCLFG_CHECKS
#define SYCLFG_CHECKS 0
#endif

namespace sycl {
template <int Dims> class id;
namespace detail {

// A call site, from __builtin_FILE()/__builtin_LINE() (file null: unknown).
struct source_where {
  const char *file = nullptr;
  int line = 0;
  // The call site of the function whose default argument calls this.
  static source_where here(const char *file = __builtin_FILE(),
                           int line = __builtin_LINE()) noexcept {
    return source_where{file, line};
  }
};

// What one launch reports under: the kernel and its index spaces. Made on
// the launching thread; the work-items point at it.
struct check_launch {
  const char *kernel = nullptr;     // interned (mangled) name, or null
  const void *late_specs = nullptr; // IDs set after the kernel, see handler
  int dims = 1;
  bool nd = false;                   // nd_range: local ids and groups
  std::size_t local[3] = {1, 1, 1};  // work-group range
  std::size_t groups[3] = {1, 1, 1}; // group range
  std::size_t sub_group_size = 1;
  unsigned long serial = 0; // tells launches apart in the shadows
  unsigned reports = 0;     // guarded by the runtime's lock
};

// The work-item running on this thread (this fiber, while it runs).
struct check_item {
  const check_launch *launch = nullptr;
  std::size_t global[3] = {0, 0, 0};
  std::size_t local_linear = 0;
  std::size_t group_linear = 0;
  std::size_t sub_group = 0; // local_linear / sub-group size
  unsigned phase = 0;        // work-group barriers passed
  unsigned sub_phase = 0;    // sub-group barriers passed since the last
};

// libsyclfg's side (runtime/checks.cpp). Only checked TUs call these.
void check_enable() noexcept;
bool checks_enabled() noexcept;
void check_launch_begin(check_launch &launch, const char *kernel, int dims);
// Throws errc::kernel when the launch reported anything.
void check_launch_end(const check_launch &launch);
// Ties a group launch (executor.hpp's group_launch, by address) to its
// checking launch while it runs, for the executor's divergence reports.
void check_register_group_launch(const void *group, const check_launch *launch);
const check_launch *check_launch_of(const void *group) noexcept;
// The kernel name handler::run hands to the launch it starts.
void check_set_kernel(const char *kernel, const void *late_specs) noexcept;
check_item *check_current() noexcept;
void check_set_current(check_item *item) noexcept;
// An index outside its extent: reported, and the caller uses scratch.
void check_index(const char *what, int dims, const std::size_t *index,
                 const std::size_t *extent, source_where where);
void *check_scratch(std::size_t bytes) noexcept;
// Local memory: one access of `bytes` at `p` by the current work-item,
// the ends of its segments between barriers, atomic accesses (exempt).
void check_local_access(const void *p, std::size_t bytes, source_where where);
void check_segment_end();
void check_atomic_access(const void *p) noexcept;
void check_local_region(const void *p, std::size_t bytes);
void check_local_regions_reset() noexcept;
// A barrier's site, compared with the other work-items' of its scope.
void check_barrier_site(bool group_scope, source_where where);
// A pointer access at `target` through a pointer based at `base`: false
// (and reported) when it leaves the local accessor or USM allocation
// `base` points into; the caller then uses scratch.
bool check_pointer(const void *base, const void *target, std::size_t bytes,
                   source_where where);
// [p, p + bytes) for the USM operation `op` of a command group: reported
// and thrown (errc::invalid) when outside its allocation or freed. Every
// report made outside a kernel throws so (the host has no launch to end).
void check_usm_range(const char *op, const void *p, std::size_t bytes,
                     source_where where);
// An access at `target` through a pointer based at `base`: false (and
// reported) when outside the allocation or into freed memory.
bool check_usm_access(const char *op, const void *base, const void *target,
                      std::size_t bytes, source_where where);
void check_spec_read(const char *symbolic_id, source_where where);

#if SYCLFG_CHECKS
// Turns on libsyclfg's runtime checks before main().
inline const bool check_enabled_at_start = (check_enable(), true);

// An index with the call site that converted it (operator[] takes one
// parameter, so the location rides on the parameter's conversion).
template <class T> struct is_index_id : std::false_type {};
template <int Dims> struct is_index_id<id<Dims>> : std::true_type {};

template <class T> struct located {
  located(const T &v, source_where at = source_where::here())
      : value(v), where(at) {}
  // acc[{i, j}]: the id from its elements.
  template <class U = T, std::enable_if_t<is_index_id<U>::value, int> = 0>
  located(std::initializer_list<std::size_t> elements,
          source_where at = source_where::here())
      : where(at) {
    int d = 0;
    for (std::size_t e : elements)
      if (d < U::dimensions)
        value[d++] = e;
  }
  T value;
  source_where where;
};

// A barrier of the kernel's work-group (or sub-group): the work-item's
// local-memory segment ends, its site is compared with the others', and
// its phase advances once all have arrived.
void checked_barrier(bool group_scope, source_where where);

// A dummy element for an access that was reported out of range, so that
// the kernel runs on without touching other memory.
template <class T> T &scratch_element() {
  return *static_cast<T *>(check_scratch(sizeof(T)));
}
#endif

} // namespace detail
} // namespace sycl
