// sycl::usm_allocator (SYCL 2020, 4.8.4): a C++ allocator over host or
// shared USM, for standard containers. Device allocations are not host
// accessible in SYCL, so they are rejected at compile time as specified.
#pragma once

#include <sycl/usm.hpp>

#include <cstddef>
#include <new>

namespace sycl {

template <typename T, usm::alloc AllocKind, std::size_t Alignment = 0>
class usm_allocator {
  static_assert(AllocKind != usm::alloc::device,
                "usm_allocator does not support usm::alloc::device");
  static_assert(AllocKind != usm::alloc::unknown,
                "usm_allocator needs a USM allocation kind");

public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  template <typename U> struct rebind {
    using other = usm_allocator<U, AllocKind, Alignment>;
  };

  usm_allocator() = delete;
  usm_allocator(const context &ctx, const device &dev,
                const property_list & = {})
      : m_context(ctx), m_device(dev) {}
  usm_allocator(const queue &q, const property_list & = {})
      : m_context(q.get_context()), m_device(q.get_device()) {}
  template <class U>
  usm_allocator(const usm_allocator<U, AllocKind, Alignment> &other) noexcept
      : m_context(other.m_context), m_device(other.m_device) {}

  // Throws std::bad_alloc when the allocation fails, as allocators must.
  T *allocate(std::size_t count) {
    T *p = aligned_alloc<T>(Alignment, count, m_device, m_context, AllocKind);
    if (p == nullptr && count != 0)
      throw std::bad_alloc();
    return p;
  }
  void deallocate(T *ptr, std::size_t) { free(ptr, m_context); }

  // Extension: the context allocations come from.
  const context &get_context() const noexcept { return m_context; }

  // Equal when each can free what the other allocates: the same kind of
  // allocation in the same context (SYCL 2020 4.8.4 compares allocators of
  // any kind and alignment; `free` ignores the alignment; the host is the
  // only device).
  template <class U, usm::alloc K, std::size_t A>
  friend bool operator==(const usm_allocator &a,
                         const usm_allocator<U, K, A> &b) {
    return K == AllocKind && a.get_context() == b.get_context();
  }
  template <class U, usm::alloc K, std::size_t A>
  friend bool operator!=(const usm_allocator &a,
                         const usm_allocator<U, K, A> &b) {
    return !(a == b);
  }

private:
  template <class, usm::alloc, std::size_t> friend class usm_allocator;
  context m_context;
  device m_device;
};

} // namespace sycl
