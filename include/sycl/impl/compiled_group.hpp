// Included by: sycl/impl/launch.hpp and impl/compiled_group_calls.hpp only,
// which the generated code reaches through <sycl/sycl.hpp>; user code does
// not name it. A public-level
// implementation header (sycl/impl/, see docs/design.md): it makes the
// nd_items of a group, so it includes public headers and no detail helper
// may include it.
//
// A work-group run as loops: what the kernels sycl-footergen compiled (see
// docs/runtime.md, the executor) receive instead of running each work-item
// on a fiber.
//
// The tool rewrites `[=](nd_item<D> it) { BODY }` to also take a
// `compiled_group<D> *`; with one, the kernel runs its whole group: each
// stretch of BODY between barriers becomes one each() over the group's
// work-items, and private variables that live across a barrier get one
// element per work-item from slots(). A group function between two
// stretches (SYCL 2020 4.17.3-4.17.4) runs once per group over the
// work-items' values in slots: detail::group_calls,
// compiled_group_calls.hpp.
#pragma once

#include <sycl/detail/for_each_index.hpp>
#include <sycl/group.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/nd_item.hpp>
#include <sycl/range.hpp>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

// The innermost loop over a group's work-items: g++ is told its iterations
// are independent (see each()). Not in the checking mode, whose records of
// local-memory accesses are shared by the work-items; only for g++, the
// compiler measured with it (bench/RESULTS.md).
#if defined(__GNUC__) && !defined(__clang__) && !SYCLFG_CHECKS
#define SYCLFG_WORK_ITEM_LOOP _Pragma("GCC ivdep")
#else
#define SYCLFG_WORK_ITEM_LOOP
#endif

// Before a tile loop the tool keeps inside the loop over the work-items:
// unroll its N steps (a constant), so that its body is straight-line code
// per work-item, vectorized across them (src/frontend/wg_hoist.cpp). g++
// and clang++ both read "GCC unroll"; other compilers get nothing.
#if defined(__GNUC__)
#define SYCLFG_PRAGMA(text) _Pragma(#text)
#define SYCLFG_UNROLL(n) SYCLFG_PRAGMA(GCC unroll n)
#else
#define SYCLFG_UNROLL(n)
#endif

namespace sycl {
namespace detail {

// One worker's storage for the slots of the groups it runs: request k of
// a group gets buffer k, grown when a group needs more; allocated at a
// worker's first group, reused by the next ones (nothing per work-item).
class group_scratch {
public:
  void start_group() noexcept { m_next = 0; }
  void *take(std::size_t bytes) {
    if (m_next == m_buffers.size())
      m_buffers.emplace_back();
    buffer &b = m_buffers[m_next++];
    if (b.size < bytes) {
      // operator new[] aligns for every fundamental type; larger alignments
      // are asked of the aligned form.
      b.data.reset(static_cast<unsigned char *>(
          ::operator new(bytes, std::align_val_t(kAlign))));
      b.size = bytes;
    }
    return b.data.get();
  }

private:
  static constexpr std::size_t kAlign = 64;
  struct deleter {
    void operator()(unsigned char *p) const noexcept {
      ::operator delete(p, std::align_val_t(kAlign));
    }
  };
  struct buffer {
    std::unique_ptr<unsigned char, deleter> data;
    std::size_t size = 0;
  };
  std::vector<buffer> m_buffers;
  std::size_t m_next = 0;
};

// A compiled group's sub-groups for the group functions over them
// (compiled_group_calls.hpp): `size` work-items split into runs of
// `sub_size` consecutive local linear ids, the last one shorter when
// sub_size does not divide size (as sub_group.hpp splits them).
struct sub_group_segments {
  std::size_t size, sub_size;
};
// One of them: local linear ids [begin, begin + count).
struct one_sub_group {
  std::size_t begin, count;
};

template <int Dims> class compiled_group {
public:
  compiled_group(const group<Dims> &work_group, std::size_t sub_group_size,
                 group_scratch &scratch) noexcept
      : m_group(work_group), m_local(work_group.get_local_range()),
        m_sub_group_size(sub_group_size), m_scratch(&scratch) {}

  std::size_t size() const noexcept { return m_local.size(); }
  const range<Dims> &local_range() const noexcept { return m_local; }
  sub_group_segments sub_groups() const noexcept {
    return {size(), m_sub_group_size};
  }

  // Calls f(item, local linear id) for each work-item in row-major order
  // (the linear id indexes slots()). One loop per dimension: no division
  // per work-item. The counters are int (a local range is far below
  // INT_MAX): a kernel's `static_cast<int>(it.get_local_id(1))` is then the
  // counter itself, which the host compiler can vectorize across, where a
  // size_t truncated to int is no affine index for it.
  // SYCLFG_WORK_ITEM_LOOP: between two barriers no work-item sees
  // another's stores (a data race is undefined, SYCL 2020 3.8.3), so the
  // iterations of the innermost loop carry no dependency through memory.
  template <class F> void each(F &&f) const {
    const group<Dims> &g = m_group;
    const std::size_t sub = m_sub_group_size;
    if constexpr (Dims == 1) {
      const int n0 = static_cast<int>(m_local[0]);
      SYCLFG_WORK_ITEM_LOOP
      for (int i = 0; i < n0; ++i)
        f(nd_item<1>(g, id<1>(i), sub), static_cast<std::size_t>(i));
    } else if constexpr (Dims == 2) {
      const int n0 = static_cast<int>(m_local[0]);
      const int n1 = static_cast<int>(m_local[1]);
      for (int i = 0; i < n0; ++i) {
        SYCLFG_WORK_ITEM_LOOP
        for (int j = 0; j < n1; ++j)
          f(nd_item<2>(g, id<2>(i, j), sub),
            static_cast<std::size_t>(i * n1 + j));
      }
    } else {
      const int n0 = static_cast<int>(m_local[0]);
      const int n1 = static_cast<int>(m_local[1]);
      const int n2 = static_cast<int>(m_local[2]);
      for (int i = 0; i < n0; ++i)
        for (int j = 0; j < n1; ++j) {
          SYCLFG_WORK_ITEM_LOOP
          for (int k = 0; k < n2; ++k)
            f(nd_item<3>(g, id<3>(i, j, k), sub),
              static_cast<std::size_t>((i * n1 + j) * n2 + k));
        }
    }
  }

  // each() for a loop whose iterations depend on the ones before: a group
  // scan run inside it (group_calls::running_scan). No
  // SYCLFG_WORK_ITEM_LOOP; the same row-major order.
  template <class F> void each_in_order(F &&f) const {
    if constexpr (Dims == 1) {
      const int n0 = static_cast<int>(m_local[0]);
      for (int i = 0; i < n0; ++i)
        f(nd_item<1>(m_group, id<1>(i), m_sub_group_size),
          static_cast<std::size_t>(i));
    } else {
      std::size_t linear = 0;
      for_each_index(m_local, [&](const id<Dims> &local) {
        f(nd_item<Dims>(m_group, local, m_sub_group_size), linear++);
      });
    }
  }

  // Calls f(item, local linear id, its sub-group) for the first work-item
  // of each sub-group: a sub-group function whose arguments may differ
  // between sub-groups runs once per sub-group with its own.
  template <class F> void each_sub_group(F &&f) const {
    const std::size_t n = size();
    for (std::size_t b = 0; b < n; b += m_sub_group_size)
      f(nd_item<Dims>(m_group, local_id_of(b), m_sub_group_size), b,
        one_sub_group{b, std::min(m_sub_group_size, n - b)});
  }

  // The first work-item, for what the generated code evaluates once per
  // group (the condition of a loop holding a barrier: uniform by SYCL's
  // rules).
  nd_item<Dims> first() const {
    return nd_item<Dims>(m_group, id<Dims>(), m_sub_group_size);
  }

  // One T per work-item, uninitialized; T is trivially copyable and
  // destructible (the tool checks).
  template <class T> T *slots() {
    static_assert(alignof(T) <= 64, "over-aligned private variable");
    return static_cast<T *>(m_scratch->take(sizeof(T) * size()));
  }

private:
  // The local id of local linear id `linear` (row-major).
  id<Dims> local_id_of(std::size_t linear) const noexcept {
    id<Dims> local;
    for (int d = Dims - 1; d >= 0; --d) {
      local[d] = linear % m_local[d];
      linear /= m_local[d];
    }
    return local;
  }

  group<Dims> m_group;
  range<Dims> m_local;
  std::size_t m_sub_group_size;
  group_scratch *m_scratch;
};

// Whether any of a masked loop's `n` work-items still runs a trip (the
// loop's mask, one bool per work-item).
inline bool any_of_slots(const bool *mask, std::size_t n) noexcept {
  return std::any_of(mask, mask + n, [](bool on) { return on; });
}

// Writes a private variable's local copy back to its work-item's slot when
// the region ends (also by return): the copy can live in a register while
// the region runs, where a reference to the slot may alias local memory.
template <class T> class slot_write_back {
public:
  slot_write_back(const T &local, T &slot) noexcept
      : m_local(local), m_slot(slot) {}
  // A local of another type would bind a temporary: the slot's type is
  // spelled from one instantiation of a kernel in a template, and another
  // one must not compile with it (the tool compiles a template's kernel
  // only when its instantiations agree).
  template <class U> slot_write_back(const U &, T &) = delete;
  ~slot_write_back() { m_slot = m_local; }
  slot_write_back(const slot_write_back &) = delete;
  slot_write_back &operator=(const slot_write_back &) = delete;

private:
  const T &m_local;
  T &m_slot;
};

// Whether sycl-footergen compiled `Kernel`: it takes a compiled_group<Dims>
// pointer after its nd_item (and kernel_handler, if it takes one).
template <class Kernel, int Dims>
constexpr bool is_compiled_kernel_v =
    std::is_invocable_v<const Kernel &, nd_item<Dims>, compiled_group<Dims> *>;
template <class Kernel, int Dims>
constexpr bool is_compiled_kernel_with_handler_v =
    std::is_invocable_v<const Kernel &, nd_item<Dims>, kernel_handler,
                        compiled_group<Dims> *>;

} // namespace detail
} // namespace sycl
