// The memory behind a buffer and all its copies, sub-buffers and
// accessors: elements constructed in place (a T needs no default
// constructor when the buffer is made from data), and where to write them
// when the last owner goes away (SYCL 2020, 4.7.2.3 and 4.7.4).
//
// Writable host memory of a trivially copyable T is used in place, as other
// implementations do on a host or unified-memory device (SYCL lets the
// runtime use host memory during the buffer's lifetime): programs that read
// it while a host_accessor is alive see the buffer's contents. A snapshot
// taken at construction puts the original contents back when the data goes
// elsewhere (set_final_data) or nowhere (set_write_back(false), nullptr).
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <memory>
#include <new>
#include <type_traits>

namespace sycl {
namespace detail {

template <class T> class buffer_storage {
public:
  // Elements are value-initialised when T allows it; otherwise they stay
  // unconstructed until written, as a buffer's contents are unspecified.
  explicit buffer_storage(std::size_t n) : m_data(allocate(n)), m_count(n) {
    if constexpr (std::is_default_constructible_v<T>) {
      std::uninitialized_value_construct_n(m_data, n);
      m_constructed = true;
    }
  }
  template <class It>
  buffer_storage(It first, std::size_t n) : m_data(allocate(n)), m_count(n) {
    std::uninitialized_copy_n(first, n, m_data);
    m_constructed = true;
  }
  // `host` used in place (see above); T trivially copyable.
  buffer_storage(T *host, std::size_t n, std::true_type /*in_place*/)
      : m_data(host), m_count(n), m_host(host), m_snapshot(allocate(n)),
        m_final_target(host) {
    static_assert(std::is_trivially_copyable_v<T>);
    std::uninitialized_copy_n(host, n, m_snapshot);
  }
  buffer_storage(const buffer_storage &) = delete;
  buffer_storage &operator=(const buffer_storage &) = delete;
  ~buffer_storage() {
    if (m_host != nullptr) {
      release_host();
      return;
    }
    if (m_write_back && m_final_data)
      m_final_data(m_data, m_count);
    if (m_constructed)
      std::destroy_n(m_data, m_count);
    ::operator delete(static_cast<void *>(m_data),
                      std::align_val_t(alignof(T)));
  }

  T *data() const noexcept { return m_data; }
  std::size_t count() const noexcept { return m_count; }

  // Where the contents go on destruction (empty: nowhere); `target` is
  // the destination's address when it is memory (else nullptr).
  void set_final_data(std::function<void(const T *, std::size_t)> writer,
                      const void *target = nullptr) {
    m_final_data = std::move(writer);
    m_final_target = m_final_data ? target : nullptr;
  }
  void set_write_back(bool enabled) noexcept { m_write_back = enabled; }

private:
  // Host memory used in place: already holds the contents when they go
  // back to it; otherwise they go to their destination and the host memory
  // gets its original contents back.
  void release_host() {
    const bool to_host =
        m_write_back && m_final_data && m_final_target == m_host;
    if (!to_host) {
      if (m_write_back && m_final_data)
        m_final_data(m_data, m_count);
      std::copy_n(m_snapshot, m_count, m_host);
    }
    ::operator delete(static_cast<void *>(m_snapshot),
                      std::align_val_t(alignof(T)));
  }

  static T *allocate(std::size_t n) {
    return static_cast<T *>(::operator new(
        std::max<std::size_t>(n, 1) * sizeof(T), std::align_val_t(alignof(T))));
  }

  T *m_data;
  std::size_t m_count;
  bool m_constructed = false;
  bool m_write_back = true;
  T *m_host = nullptr;     // host memory used in place, else nullptr
  T *m_snapshot = nullptr; // its contents at construction
  const void *m_final_target = nullptr;
  std::function<void(const T *, std::size_t)> m_final_data;
};

} // namespace detail
} // namespace sycl
