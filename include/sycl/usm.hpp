// Unified shared memory (SYCL 2020, 4.8): every kind of allocation is host
// memory, which kernels (run on the host) and the host both reach. The
// runtime records each allocation's kind and size so get_pointer_type and
// get_pointer_device can answer for any pointer into it.
#pragma once

#include <sycl/context.hpp>
#include <sycl/device.hpp>
#include <sycl/property_list.hpp>
#include <sycl/queue.hpp>

#include <cstddef>

namespace sycl {

namespace usm {
enum class alloc { host, device, shared, unknown };
}

namespace detail {
// Aligned to `alignment` (0: the default alignment); nullptr when the size
// is 0, the alignment is not a power of two or memory is exhausted.
void *usm_allocate(std::size_t alignment, std::size_t bytes, usm::alloc kind);
void usm_free(void *ptr);
usm::alloc usm_kind(const void *ptr);
} // namespace detail

// --- untyped ------------------------------------------------------------
inline void *malloc_device(std::size_t bytes, const device &, const context &,
                           const property_list & = {}) {
  return detail::usm_allocate(0, bytes, usm::alloc::device);
}
inline void *malloc_device(std::size_t bytes, const queue &q,
                           const property_list &props = {}) {
  return malloc_device(bytes, q.get_device(), q.get_context(), props);
}
inline void *aligned_alloc_device(std::size_t alignment, std::size_t bytes,
                                  const device &, const context &,
                                  const property_list & = {}) {
  return detail::usm_allocate(alignment, bytes, usm::alloc::device);
}
inline void *aligned_alloc_device(std::size_t alignment, std::size_t bytes,
                                  const queue &q,
                                  const property_list &props = {}) {
  return aligned_alloc_device(alignment, bytes, q.get_device(), q.get_context(),
                              props);
}
inline void *malloc_host(std::size_t bytes, const context &,
                         const property_list & = {}) {
  return detail::usm_allocate(0, bytes, usm::alloc::host);
}
inline void *malloc_host(std::size_t bytes, const queue &q,
                         const property_list &props = {}) {
  return malloc_host(bytes, q.get_context(), props);
}
inline void *aligned_alloc_host(std::size_t alignment, std::size_t bytes,
                                const context &, const property_list & = {}) {
  return detail::usm_allocate(alignment, bytes, usm::alloc::host);
}
inline void *aligned_alloc_host(std::size_t alignment, std::size_t bytes,
                                const queue &q,
                                const property_list &props = {}) {
  return aligned_alloc_host(alignment, bytes, q.get_context(), props);
}
inline void *malloc_shared(std::size_t bytes, const device &, const context &,
                           const property_list & = {}) {
  return detail::usm_allocate(0, bytes, usm::alloc::shared);
}
inline void *malloc_shared(std::size_t bytes, const queue &q,
                           const property_list &props = {}) {
  return malloc_shared(bytes, q.get_device(), q.get_context(), props);
}
inline void *aligned_alloc_shared(std::size_t alignment, std::size_t bytes,
                                  const device &, const context &,
                                  const property_list & = {}) {
  return detail::usm_allocate(alignment, bytes, usm::alloc::shared);
}
inline void *aligned_alloc_shared(std::size_t alignment, std::size_t bytes,
                                  const queue &q,
                                  const property_list &props = {}) {
  return aligned_alloc_shared(alignment, bytes, q.get_device(), q.get_context(),
                              props);
}
// usm::alloc::unknown is not a kind one can allocate: nullptr.
inline void *malloc(std::size_t bytes, const device &, const context &,
                    usm::alloc kind, const property_list & = {}) {
  if (kind == usm::alloc::unknown)
    return nullptr;
  return detail::usm_allocate(0, bytes, kind);
}
inline void *malloc(std::size_t bytes, const queue &q, usm::alloc kind,
                    const property_list &props = {}) {
  return malloc(bytes, q.get_device(), q.get_context(), kind, props);
}
inline void *aligned_alloc(std::size_t alignment, std::size_t bytes,
                           const device &, const context &, usm::alloc kind,
                           const property_list & = {}) {
  if (kind == usm::alloc::unknown)
    return nullptr;
  return detail::usm_allocate(alignment, bytes, kind);
}
inline void *aligned_alloc(std::size_t alignment, std::size_t bytes,
                           const queue &q, usm::alloc kind,
                           const property_list &props = {}) {
  return aligned_alloc(alignment, bytes, q.get_device(), q.get_context(), kind,
                       props);
}

// --- typed: `count` elements of T, aligned for T at least ---------------
namespace detail {
template <typename T>
T *usm_allocate_typed(std::size_t alignment, std::size_t count,
                      usm::alloc kind) {
  if (kind == usm::alloc::unknown)
    return nullptr;
  if (alignment < alignof(T))
    alignment = alignof(T);
  return static_cast<T *>(usm_allocate(alignment, count * sizeof(T), kind));
}
} // namespace detail

template <typename T>
T *malloc_device(std::size_t count, const device &, const context &,
                 const property_list & = {}) {
  return detail::usm_allocate_typed<T>(0, count, usm::alloc::device);
}
template <typename T>
T *malloc_device(std::size_t count, const queue &, const property_list & = {}) {
  return detail::usm_allocate_typed<T>(0, count, usm::alloc::device);
}
template <typename T>
T *aligned_alloc_device(std::size_t alignment, std::size_t count,
                        const device &, const context &,
                        const property_list & = {}) {
  return detail::usm_allocate_typed<T>(alignment, count, usm::alloc::device);
}
template <typename T>
T *aligned_alloc_device(std::size_t alignment, std::size_t count, const queue &,
                        const property_list & = {}) {
  return detail::usm_allocate_typed<T>(alignment, count, usm::alloc::device);
}
template <typename T>
T *malloc_host(std::size_t count, const context &, const property_list & = {}) {
  return detail::usm_allocate_typed<T>(0, count, usm::alloc::host);
}
template <typename T>
T *malloc_host(std::size_t count, const queue &, const property_list & = {}) {
  return detail::usm_allocate_typed<T>(0, count, usm::alloc::host);
}
template <typename T>
T *aligned_alloc_host(std::size_t alignment, std::size_t count, const context &,
                      const property_list & = {}) {
  return detail::usm_allocate_typed<T>(alignment, count, usm::alloc::host);
}
template <typename T>
T *aligned_alloc_host(std::size_t alignment, std::size_t count, const queue &,
                      const property_list & = {}) {
  return detail::usm_allocate_typed<T>(alignment, count, usm::alloc::host);
}
template <typename T>
T *malloc_shared(std::size_t count, const device &, const context &,
                 const property_list & = {}) {
  return detail::usm_allocate_typed<T>(0, count, usm::alloc::shared);
}
template <typename T>
T *malloc_shared(std::size_t count, const queue &, const property_list & = {}) {
  return detail::usm_allocate_typed<T>(0, count, usm::alloc::shared);
}
template <typename T>
T *aligned_alloc_shared(std::size_t alignment, std::size_t count,
                        const device &, const context &,
                        const property_list & = {}) {
  return detail::usm_allocate_typed<T>(alignment, count, usm::alloc::shared);
}
template <typename T>
T *aligned_alloc_shared(std::size_t alignment, std::size_t count, const queue &,
                        const property_list & = {}) {
  return detail::usm_allocate_typed<T>(alignment, count, usm::alloc::shared);
}
template <typename T>
T *malloc(std::size_t count, const device &, const context &, usm::alloc kind,
          const property_list & = {}) {
  return detail::usm_allocate_typed<T>(0, count, kind);
}
template <typename T>
T *malloc(std::size_t count, const queue &, usm::alloc kind,
          const property_list & = {}) {
  return detail::usm_allocate_typed<T>(0, count, kind);
}
template <typename T>
T *aligned_alloc(std::size_t alignment, std::size_t count, const device &,
                 const context &, usm::alloc kind, const property_list & = {}) {
  return detail::usm_allocate_typed<T>(alignment, count, kind);
}
template <typename T>
T *aligned_alloc(std::size_t alignment, std::size_t count, const queue &,
                 usm::alloc kind, const property_list & = {}) {
  return detail::usm_allocate_typed<T>(alignment, count, kind);
}

// --- release and queries ------------------------------------------------
// nullptr is ignored, as by std::free.
inline void free(void *ptr, const context &) { detail::usm_free(ptr); }
inline void free(void *ptr, const queue &) { detail::usm_free(ptr); }

// usm::alloc::unknown for memory not allocated by the USM functions.
inline usm::alloc get_pointer_type(const void *ptr, const context &) {
  return detail::usm_kind(ptr);
}
// Throws errc::invalid for memory not allocated by the USM functions.
inline device get_pointer_device(const void *ptr, const context &) {
  if (detail::usm_kind(ptr) == usm::alloc::unknown)
    throw exception(make_error_code(errc::invalid),
                    "get_pointer_device: not a USM pointer");
  return device();
}

} // namespace sycl
