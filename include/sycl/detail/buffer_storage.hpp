// The memory behind a buffer and all its copies, sub-buffers and
// accessors: elements constructed in place (a T needs no default
// constructor when the buffer is made from data), and where to write them
// when the last owner goes away (SYCL 2020, 4.7.2.3 and 4.7.4).
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
  buffer_storage(const buffer_storage &) = delete;
  buffer_storage &operator=(const buffer_storage &) = delete;
  ~buffer_storage() {
    if (m_write_back && m_final_data)
      m_final_data(m_data, m_count);
    if (m_constructed)
      std::destroy_n(m_data, m_count);
    ::operator delete(static_cast<void *>(m_data),
                      std::align_val_t(alignof(T)));
  }

  T *data() const noexcept { return m_data; }
  std::size_t count() const noexcept { return m_count; }

  // Where the contents go on destruction (empty: nowhere).
  void set_final_data(std::function<void(const T *, std::size_t)> writer) {
    m_final_data = std::move(writer);
  }
  void set_write_back(bool enabled) noexcept { m_write_back = enabled; }

private:
  static T *allocate(std::size_t n) {
    return static_cast<T *>(::operator new(
        std::max<std::size_t>(n, 1) * sizeof(T), std::align_val_t(alignof(T))));
  }

  T *m_data;
  std::size_t m_count;
  bool m_constructed = false;
  bool m_write_back = true;
  std::function<void(const T *, std::size_t)> m_final_data;
};

} // namespace detail
} // namespace sycl
