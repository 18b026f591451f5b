// Included by the headers of objects a kernel captures that own something
// (image_accessor.hpp, reduction.hpp, span_reduction.hpp) and by
// sycl/impl/launch.hpp and handler.hpp, which make the copies a launch runs.
//
// Why: a kernel copies what it captures freely (XSBench passes accessors by
// value into a helper called per lookup), and SYCL makes such copies cost
// what copying a pointer and a few integers costs. Ownership (a
// std::shared_ptr: an atomic count on one shared cache line) is therefore
// kept out of the copies a kernel runs with:
//
// * A buffer accessor owns nothing at all: the handler it was made with
//   keeps the memory and the use_mutex hold until the command has run
//   (accessor.hpp), so it is trivially copyable and g++ keeps its fields in
//   registers across work-items. The objects below still own a share.
// * The command group owns: the handler keeps its copy of the kernel (and
//   of every reducer or image accessor in it) until the kernel has run;
//   commands run inside submit, so that copy outlives every work-item.
// * A launch runs a copy made by copy_for_kernel() (or, for nd_range and
//   hierarchical kernels, the per-worker copies made while binding local
//   memory, also inside a kernel_copy_scope). While the scope is open, a
//   cg_owner copy takes nothing: the copies a launch runs own nothing.
// * A copy of a cg_owner that owns nothing owns nothing, and it sees that
//   from its source alone (one null test): copies made inside a running
//   kernel read no thread-local and touch no shared line.
//
// Safe because kernel-side copies live no longer than the launch (the
// launch's copies are destroyed before it returns; copies a work-item makes
// are its own locals) while the command group's owning copy lives until
// after it; a device accessor used outside its kernel is undefined in SYCL
// anyway.
#pragma once

#include <memory>
#include <utility>

namespace sycl {
namespace detail {

// Whether the copies this thread is making now are the ones a launch runs.
inline thread_local bool making_kernel_copy = false;

// Marks the copies made while it lives as a launch's (nestable).
class kernel_copy_scope {
public:
  kernel_copy_scope() noexcept : m_outer(making_kernel_copy) {
    making_kernel_copy = true;
  }
  ~kernel_copy_scope() { making_kernel_copy = m_outer; }
  kernel_copy_scope(const kernel_copy_scope &) = delete;
  kernel_copy_scope &operator=(const kernel_copy_scope &) = delete;

private:
  bool m_outer;
};

// The copy of `kernel` a launch runs: it owns none of what the command
// group's copy owns. (The result is initialized before the scope ends.)
template <class Kernel> Kernel copy_for_kernel(const Kernel &kernel) {
  kernel_copy_scope scope;
  return kernel;
}

// Shared ownership that only command-group-side copies take (see above).
template <class T> class cg_owner {
public:
  cg_owner() = default;
  cg_owner(std::shared_ptr<T> owner) noexcept : m_owner(std::move(owner)) {}
  cg_owner(const cg_owner &other) {
    if (other.m_owner != nullptr && !making_kernel_copy)
      m_owner = other.m_owner;
  }
  cg_owner(cg_owner &&) noexcept = default;
  cg_owner &operator=(const cg_owner &other) {
    if (other.m_owner == nullptr || making_kernel_copy)
      m_owner.reset();
    else if (this != &other)
      m_owner = other.m_owner;
    return *this;
  }
  cg_owner &operator=(cg_owner &&) noexcept = default;

  // Empty in the copies a launch runs.
  const std::shared_ptr<T> &get() const noexcept { return m_owner; }

private:
  std::shared_ptr<T> m_owner;
};

} // namespace detail
} // namespace sycl
