// Included by: <sycl/handler.hpp> only. A public-level implementation header
// (sycl/impl/, see docs/design.md): it runs the handler's kernels, making
// their items, nd_items and groups, so it includes public headers and no
// detail helper may include it.
//
// The loops that run kernels, instantiated per kernel so the call to the
// kernel inlines; libsyclfg only schedules them (see executor.hpp).
#pragma once

#include <sycl/detail/kernel_copy.hpp>
#include <sycl/detail/local_memory.hpp>
#include <sycl/detail/runtime/checks.hpp>
#include <sycl/detail/runtime/executor.hpp>
#include <sycl/detail/runtime/stream_output.hpp>
#include <sycl/group.hpp>
#include <sycl/impl/compiled_group.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/nd_item.hpp>
#include <sycl/nd_range.hpp>
#include <sycl/range.hpp>

#include <cstddef>
#include <type_traits>
#include <utility>

#if SYCLFG_CHECKS
#include <sycl/detail/launch_checked.hpp>
#endif

namespace sycl {
namespace detail {

// Calls a kernel with its work-item argument (if any), adding the
// kernel_handler when the kernel takes one as its last parameter.
template <class KernelType, class... Args>
void invoke_kernel(const KernelType &kernel, const kernel_handler &kh,
                   const Args &...args) {
  if constexpr (std::is_invocable_v<const KernelType &, const Args &...,
                                    kernel_handler>)
    kernel(args..., kh);
  else
    kernel(args...);
}

// The id at row-major position `linear` of `extent`.
template <int Dims>
id<Dims> delinearize(std::size_t linear, const range<Dims> &extent) {
  id<Dims> index;
  for (int d = Dims - 1; d >= 0; --d) {
    index[d] = linear % extent[d];
    linear /= extent[d];
  }
  return index;
}

// The next id in row-major order (the last dimension varies fastest).
template <int Dims> void advance(id<Dims> &index, const range<Dims> &extent) {
  for (int d = Dims - 1; d > 0; --d) {
    if (++index[d] < extent[d])
      return;
    index[d] = 0;
  }
  ++index[0];
}

#if SYCLFG_CHECKS
// A kernel of one work-item (single_task), as a checked launch.
template <class Kernel>
void run_single_task_checked(const Kernel &kernel, const kernel_handler &kh) {
  checked_launch(1, [&](const check_launch &launch) {
    check_item checked;
    checked.launch = &launch;
    checked_item_scope scope(checked);
    invoke_kernel(kernel, kh);
  });
}

// run_range_kernel's checked loop: each work-item announced.
template <bool WithOffset, int Dims, class Kernel>
void run_range_kernel_checked(const range<Dims> &extent, const id<Dims> &offset,
                              const Kernel &kernel, const kernel_handler &kh) {
  checked_launch(Dims, [&](const check_launch &launch) {
    struct launch_t {
      range<Dims> extent;
      id<Dims> offset;
      const Kernel *kernel;
      const kernel_handler *kh;
      const check_launch *checks;
    } l{extent, offset, &kernel, &kh, &launch};
    launch_range(extent.size(), &l,
                 [](const void *p, std::size_t begin, std::size_t end) {
                   const launch_t &la = *static_cast<const launch_t *>(p);
                   id<Dims> index = delinearize(begin, la.extent);
                   for (std::size_t i = begin; i < end; ++i) {
                     check_item checked;
                     checked.launch = la.checks;
                     copy_index<Dims>(checked.global, index + la.offset);
                     checked_item_scope scope(checked);
                     if constexpr (WithOffset)
                       invoke_kernel(*la.kernel, *la.kh,
                                     item<Dims, true>(index + la.offset,
                                                      la.extent, la.offset));
                     else
                       invoke_kernel(*la.kernel, *la.kh,
                                     item<Dims, false>(index, la.extent));
                     advance(index, la.extent);
                   }
                 });
  });
}
#endif

// Whether a launch gives every chunk of a range its own copy of the kernel
// (Kernel::copy_per_chunk: a reduction's per-copy partial results).
template <class Kernel, class = void>
inline constexpr bool copy_per_chunk_v = false;
template <class Kernel>
inline constexpr bool
    copy_per_chunk_v<Kernel, std::void_t<decltype(Kernel::copy_per_chunk)>> =
        Kernel::copy_per_chunk;

// Work-items [begin, end) of a range launch, one after another.
// Independent: the work-items carry nothing from one to the next, so the
// loop is SYCLFG_WORK_ITEM_LOOP (compiled_group.hpp): two work-items that
// touch one element without atomics, one of them writing, are a data race
// (SYCL 2020 3.8.3), so no iteration depends on another through memory,
// and g++ may vectorize a kernel whose accesses it cannot tell apart (a
// scan's `dst[i] += sums[i / 256]` through two accessors, bench/RESULTS.md).
// A reduction's chunk is not independent: its partial result goes from
// each work-item to the next.
template <bool WithOffset, bool Independent, int Dims, class Kernel>
void run_range_chunk(const range<Dims> &extent, const id<Dims> &offset,
                     const Kernel &kernel, const kernel_handler &kh,
                     std::size_t begin, std::size_t end) {
  id<Dims> index = delinearize(begin, extent);
  const auto work_item = [&] {
    if constexpr (WithOffset) {
      id<Dims> global = index;
      for (int d = 0; d < Dims; ++d)
        global[d] += offset[d];
      invoke_kernel(kernel, kh, item<Dims, true>(global, extent, offset));
    } else {
      invoke_kernel(kernel, kh, item<Dims, false>(index, extent));
    }
    advance(index, extent);
  };
  if constexpr (Independent) {
    SYCLFG_WORK_ITEM_LOOP
    for (std::size_t i = begin; i < end; ++i)
      work_item();
  } else {
    for (std::size_t i = begin; i < end; ++i)
      work_item();
  }
}

// Kernels of a launch without an offset take item<Dims, false>; with one
// (deprecated SYCL 2020 parallel_for(range, id, kernel)) item<Dims, true>,
// whose id is `offset` plus the position in `extent`.
template <bool WithOffset, int Dims, class Kernel>
void run_range_kernel(const range<Dims> &extent, const id<Dims> &offset,
                      const Kernel &kernel, const kernel_handler &kh) {
  if constexpr (WithOffset)
    static_assert(
        std::is_invocable_v<const Kernel &, item<Dims, true>> ||
            std::is_invocable_v<const Kernel &, item<Dims, true>,
                                kernel_handler>,
        "the kernel of a parallel_for with an offset takes an item<Dims> "
        "(with its offset), an id<Dims> or a size_t, not an item<Dims, false>");
#if SYCLFG_CHECKS
  run_range_kernel_checked<WithOffset>(extent, offset, kernel, kh);
  return;
#endif

  // The copy the work-items run owns nothing (kernel_copy.hpp).
  const Kernel own = copy_for_kernel(kernel);
  struct launch_t {
    range<Dims> extent;
    id<Dims> offset;
    const Kernel *kernel;
    const kernel_handler *kh;
  } launch{extent, offset, &own, &kh};
  launch_range(extent.size(), &launch,
               [](const void *l, std::size_t begin, std::size_t end) {
                 const launch_t &la = *static_cast<const launch_t *>(l);
                 if constexpr (copy_per_chunk_v<Kernel>) {
                   // Per-copy state (reduction partials), folded when
                   // the chunk's copy goes; `one` runs a work-item with
                   // the chunk's reducers.
                   const Kernel mine(*la.kernel);
                   mine.run_items(
                       [&](const auto &one) {
                         run_range_chunk<WithOffset, false>(
                             la.extent, la.offset, one, *la.kh, begin, end);
                       },
                       *la.kh);
                 } else {
                   // A local copy per chunk (trivial for captured accessors):
                   // the compiler then knows that stores through the
                   // kernel's pointers do not change its captures, and
                   // keeps them in registers across work-items.
                   const Kernel mine(*la.kernel);
                   run_range_chunk<WithOffset, true>(la.extent, la.offset, mine,
                                                     *la.kh, begin, end);
                 }
               });
}

// What nd_range and hierarchical launches share: the ranges, and each
// worker's copy of the kernel bound to its local memory.
template <int Dims, class Kernel> struct group_launch_data {
  range<Dims> local, groups;
  const Kernel *kernel;
  const kernel_handler *kh;
  std::size_t sub_group_size = 1;
  id<Dims> offset = id<Dims>(); // an nd_range's (deprecated) offset
#if SYCLFG_CHECKS
  const check_launch *checks = nullptr;
#endif

  struct bound {
    bound(const Kernel &k, const group_launch_data *l) : kernel(k), launch(l) {}
    Kernel kernel;
    const group_launch_data *launch;
    group_scratch scratch; // slots of compiled groups (compiled_group.hpp)
  };

  group_launch make(std::size_t group_size, std::size_t local_bytes,
                    bool fibers) const {
    group_launch l;
    l.group_count = groups.size();
    l.group_size = group_size;
    l.local_bytes = local_bytes;
    l.fibers = fibers;
    l.sub_group_size = sub_group_size;
    l.launch = this;
    l.bind = [](const void *data, unsigned char *memory) -> void * {
      const auto &self = *static_cast<const group_launch_data *>(data);
#if SYCLFG_CHECKS
      check_local_regions_reset(); // the copy registers this worker's
#endif
      local_memory_binding binding(memory);
      kernel_copy_scope owns_nothing; // kernel_copy.hpp
      return new bound(*self.kernel, &self);
    };
    l.release = [](void *b) { delete static_cast<bound *>(b); };
    return l;
  }
  group<Dims> group_at(std::size_t linear) const {
    return group<Dims>(delinearize(linear, groups), local, groups);
  }

  // An nd_range launch's data, its sub-group size read once: the
  // work-items and the executor agree on it.
  static group_launch_data of(const nd_range<Dims> &space, const Kernel &kernel,
                              const kernel_handler &kh,
                              std::size_t required_sub_group) {
    return {space.get_local_range(),
            space.get_group_range(),
            &kernel,
            &kh,
            required_sub_group != 0 ? required_sub_group
                                    : detail::sub_group_size(),
            space.get_offset()};
  }
};

#if SYCLFG_CHECKS
// The launch's index spaces, for reports.
template <int Dims>
void describe(check_launch &launch, const range<Dims> &local,
              const range<Dims> &groups, std::size_t sub_group_size) {
  launch.nd = true;
  copy_index<Dims>(launch.local, local);
  copy_index<Dims>(launch.groups, groups);
  launch.sub_group_size = sub_group_size;
}

// run_nd_range_kernel's checked loop: each work-item announced, on fibers.
template <int Dims, class Kernel>
void run_nd_range_kernel_checked(const nd_range<Dims> &space,
                                 const Kernel &kernel, const kernel_handler &kh,
                                 std::size_t local_bytes,
                                 std::size_t required_sub_group) {
  using data_t = group_launch_data<Dims, Kernel>;
  data_t data = data_t::of(space, kernel, kh, required_sub_group);
  checked_launch(Dims, [&](check_launch &launch) {
    describe(launch, data.local, data.groups, data.sub_group_size);
    data.checks = &launch;
    group_launch l = data.make(data.local.size(), local_bytes, true);
    l.run = [](void *b, std::size_t g, std::size_t begin, std::size_t end) {
      const auto &bound = *static_cast<const typename data_t::bound *>(b);
      const data_t &self = *bound.launch;
      const group<Dims> work_group = self.group_at(g);
      id<Dims> local = delinearize(begin, self.local);
      for (std::size_t i = begin; i < end; ++i) {
        const nd_item<Dims> it(work_group, local, self.sub_group_size,
                               self.offset);
        check_item checked;
        checked.launch = self.checks;
        copy_index<Dims>(checked.global, it.get_global_id());
        checked.local_linear = i;
        checked.group_linear = g;
        checked.sub_group = i / self.sub_group_size;
        checked_item_scope scope(checked);
        invoke_kernel(bound.kernel, *self.kh, it);
        advance(local, self.local);
      }
    };
    check_register_group_launch(&l, &launch);
    try {
      launch_groups(l);
    } catch (...) {
      check_register_group_launch(&l, nullptr);
      throw;
    }
    check_register_group_launch(&l, nullptr);
  });
}
#endif

// Groups [first, last) of a kernel sycl-footergen compiled, one after
// another, each running its work-items as loops between barriers
// (compiled_group.hpp). The executor calls it for a piece of consecutive
// groups at once (a scan's groups of 256 light work-items paid about as
// much for a call per group as for their work). One local copy of the
// kernel per piece (a few pointers and integers; its local accessors bind
// to this worker's local memory as the worker's copy did), as
// run_range_kernel makes per chunk: the compiler then knows that the
// kernel's stores (of a long through an accessor, say) do not change its
// captures' size_t fields, and keeps those in registers across work-items.
template <int Dims, class Kernel>
void run_compiled_piece(void *b, std::size_t first, std::size_t last) {
  using data_t = group_launch_data<Dims, Kernel>;
  auto &bound = *static_cast<typename data_t::bound *>(b);
  const data_t &self = *bound.launch;
  const Kernel mine(bound.kernel);
  for (std::size_t g = first; g < last; ++g) {
    bound.scratch.start_group();
    compiled_group<Dims> wg(self.group_at(g), self.sub_group_size,
                            bound.scratch);
    if constexpr (is_compiled_kernel_with_handler_v<Kernel, Dims>)
      mine(wg.first(), *self.kh, &wg);
    else
      mine(wg.first(), &wg);
    stream_flush(); // the group's last work-item's end
  }
}

template <int Dims, class Kernel>
void run_compiled_groups(const group_launch_data<Dims, Kernel> &data,
                         std::size_t local_bytes) {
  group_launch l = data.make(data.local.size(), local_bytes, false);
  l.compiled = true;
  l.run_groups = &run_compiled_piece<Dims, Kernel>;
  l.run = [](void *b, std::size_t g, std::size_t, std::size_t) {
    run_compiled_piece<Dims, Kernel>(b, g, g + 1);
  };
  launch_groups(l);
}

template <int Dims, class Kernel>
void run_nd_range_kernel(const nd_range<Dims> &space, const Kernel &kernel,
                         const kernel_handler &kh, std::size_t local_bytes,
                         std::size_t required_sub_group = 0) {
#if SYCLFG_CHECKS
  run_nd_range_kernel_checked(space, kernel, kh, local_bytes,
                              required_sub_group);
  return;
#endif
  using data_t = group_launch_data<Dims, Kernel>;
  data_t data = data_t::of(space, kernel, kh, required_sub_group);
  if constexpr (is_compiled_kernel_v<Kernel, Dims> ||
                is_compiled_kernel_with_handler_v<Kernel, Dims>)
    // A (deprecated) nd_range offset runs on fibers: compiled groups make
    // their nd_items without one.
    if (!fibers_forced() && data.offset == id<Dims>())
      return run_compiled_groups(data, local_bytes);
  group_launch l = data.make(data.local.size(), local_bytes, true);
  l.run = [](void *b, std::size_t g, std::size_t begin, std::size_t end) {
    const auto &bound = *static_cast<const typename data_t::bound *>(b);
    const data_t &self = *bound.launch;
    const group<Dims> work_group = self.group_at(g);
    id<Dims> local = delinearize(begin, self.local);
    for (std::size_t i = begin; i < end; ++i) {
      invoke_kernel(
          bound.kernel, *self.kh,
          nd_item<Dims>(work_group, local, self.sub_group_size, self.offset));
      advance(local, self.local);
    }
  };
  launch_groups(l);
}

#if SYCLFG_CHECKS
// run_work_group_kernel's checked loop: each group announced as the
// work-item of its id (hierarchical kernels have no barriers to check).
template <int Dims, class Kernel>
void run_work_group_kernel_checked(const range<Dims> &groups,
                                   const range<Dims> &local,
                                   const Kernel &kernel,
                                   const kernel_handler &kh,
                                   std::size_t local_bytes) {
  using data_t = group_launch_data<Dims, Kernel>;
  data_t data{local, groups, &kernel, &kh};
  checked_launch(Dims, [&](const check_launch &launch) {
    data.checks = &launch;
    group_launch l = data.make(1, local_bytes, false);
    l.run = [](void *b, std::size_t g, std::size_t, std::size_t) {
      const auto &bound = *static_cast<const typename data_t::bound *>(b);
      const group<Dims> work_group = bound.launch->group_at(g);
      check_item checked;
      checked.launch = bound.launch->checks;
      copy_index<Dims>(checked.global, work_group.get_group_id());
      checked_item_scope scope(checked);
      invoke_kernel(bound.kernel, *bound.launch->kh, work_group);
    };
    launch_groups(l);
  });
}
#endif

template <int Dims, class Kernel>
void run_work_group_kernel(const range<Dims> &groups, const range<Dims> &local,
                           const Kernel &kernel, const kernel_handler &kh,
                           std::size_t local_bytes) {
#if SYCLFG_CHECKS
  run_work_group_kernel_checked(groups, local, kernel, kh, local_bytes);
  return;
#endif
  using data_t = group_launch_data<Dims, Kernel>;
  data_t data{local, groups, &kernel, &kh};
  group_launch l = data.make(1, local_bytes, false);
  l.run = [](void *b, std::size_t g, std::size_t, std::size_t) {
    const auto &bound = *static_cast<const typename data_t::bound *>(b);
    invoke_kernel(bound.kernel, *bound.launch->kh, bound.launch->group_at(g));
  };
  launch_groups(l);
}

} // namespace detail
} // namespace sycl
