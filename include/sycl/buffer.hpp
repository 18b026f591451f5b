// sycl::buffer, sycl::accessor and sycl::host_accessor (SYCL 2020, 4.7):
// kernels run on the host, so a buffer is shared host storage and an
// accessor is a typed view of it. A buffer made from a host pointer writes
// its contents back when the last owner goes away, as SYCL requires.
#pragma once

#include <sycl/range.hpp>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <type_traits>

namespace sycl {

class handler;

enum class access_mode { read, write, read_write };
// DPC++'s numeric values (detail::access_target_code), so the tool can
// encode an accessor's target as the enumerator's value.
enum class target {
  device = 2014,
  global_buffer = device, // SYCL 1.2.1 name
  constant_buffer = 2015,
  local = 2016,
  host_task = 2021,
};
namespace access {
using sycl::target;
using mode = sycl::access_mode;
} // namespace access

struct read_only_t {};
struct write_only_t {};
struct read_write_t {};
inline constexpr read_only_t read_only{};
inline constexpr write_only_t write_only{};
inline constexpr read_write_t read_write{};

namespace detail {

// An array rather than std::vector: buffer<bool> needs real bool elements.
template <class T> struct buffer_storage {
  explicit buffer_storage(std::size_t n) : data(new T[n]()), count(n) {}
  buffer_storage(const buffer_storage &) = delete;
  buffer_storage &operator=(const buffer_storage &) = delete;
  ~buffer_storage() {
    if (write_back != nullptr)
      std::copy(data.get(), data.get() + count, write_back);
  }
  std::unique_ptr<T[]> data;
  std::size_t count;
  T *write_back = nullptr; // host memory to update on destruction
};

// Row-major strides: element (i0, i1, i2) lies at i0*s0 + i1*s1 + i2.
template <int Dims>
std::size_t linear_index(const id<Dims> &index, const range<Dims> &extent) {
  std::size_t linear = 0;
  for (int d = 0; d < Dims; ++d)
    linear = linear * extent[d] + index[d];
  return linear;
}

// acc[i][j][k]: each [] fixes one leading dimension.
template <class Ref, int Dims> class subscript {
public:
  subscript(Ref *base, const range<Dims> &extent)
      : m_base(base), m_extent(extent) {}
  decltype(auto) operator[](std::size_t index) const {
    std::size_t stride = 1;
    for (int d = 1; d < Dims; ++d)
      stride *= m_extent[d];
    if constexpr (Dims == 1) {
      return static_cast<Ref &>(m_base[index]);
    } else {
      range<Dims - 1> rest;
      for (int d = 1; d < Dims; ++d)
        rest[d - 1] = m_extent[d];
      return subscript<Ref, Dims - 1>(m_base + index * stride, rest);
    }
  }

private:
  Ref *m_base;
  range<Dims> m_extent;
};

} // namespace detail

template <class T, int Dims = 1> class buffer {
public:
  using value_type = T;

  explicit buffer(const range<Dims> &extent)
      : m_storage(std::make_shared<detail::buffer_storage<T>>(extent.size())),
        m_range(extent) {}
  // Copies `host_data` in and writes the contents back on destruction.
  buffer(T *host_data, const range<Dims> &extent) : buffer(extent) {
    std::copy(host_data, host_data + extent.size(), m_storage->data.get());
    m_storage->write_back = host_data;
  }
  // Read-only host data: copied in, never written back.
  buffer(const T *host_data, const range<Dims> &extent) : buffer(extent) {
    std::copy(host_data, host_data + extent.size(), m_storage->data.get());
  }

  range<Dims> get_range() const { return m_range; }
  std::size_t size() const noexcept { return m_range.size(); }

  // For accessors only.
  T *data() const { return m_storage->data.get(); }
  const std::shared_ptr<detail::buffer_storage<T>> &storage() const {
    return m_storage;
  }

private:
  std::shared_ptr<detail::buffer_storage<T>> m_storage;
  range<Dims> m_range;
};

namespace detail {
// What accessor and host_accessor share: the buffer's data, kept alive, and
// element access by id, item or (for Dims > 1, row by row) index.
template <class T, int Dims, access_mode Mode> class buffer_view {
  using element_ref = std::conditional_t<Mode == access_mode::read, const T, T>;

public:
  using value_type = element_ref;
  using reference = element_ref &;

  range<Dims> get_range() const { return m_range; }
  std::size_t size() const noexcept { return m_range.size(); }

  reference operator[](const id<Dims> &index) const {
    return m_data[detail::linear_index(index, m_range)];
  }
  // Exact match for items: item<1> also converts to size_t.
  template <bool WithOffset>
  reference operator[](const item<Dims, WithOffset> &index) const {
    return (*this)[index.get_id()];
  }
  decltype(auto) operator[](std::size_t index) const {
    return detail::subscript<element_ref, Dims>(m_data, m_range)[index];
  }

protected:
  explicit buffer_view(buffer<T, Dims> &buf)
      : m_storage(buf.storage()), m_data(buf.data()), m_range(buf.get_range()) {
  }

private:
  std::shared_ptr<detail::buffer_storage<T>> m_storage; // keeps data alive
  T *m_data;
  range<Dims> m_range;
};
} // namespace detail

template <class T, int Dims = 1, access_mode Mode = access_mode::read_write,
          target Target = target::device>
class accessor : public detail::buffer_view<T, Dims, Mode> {
public:
  accessor(buffer<T, Dims> &buf, handler &)
      : detail::buffer_view<T, Dims, Mode>(buf) {}
  accessor(buffer<T, Dims> &buf, handler &cgh, read_only_t)
      : accessor(buf, cgh) {}
  accessor(buffer<T, Dims> &buf, handler &cgh, write_only_t)
      : accessor(buf, cgh) {}
  accessor(buffer<T, Dims> &buf, handler &cgh, read_write_t)
      : accessor(buf, cgh) {}
};

template <class T, int Dims>
accessor(buffer<T, Dims> &, handler &)
    -> accessor<T, Dims, access_mode::read_write>;
template <class T, int Dims>
accessor(buffer<T, Dims> &, handler &, read_only_t)
    -> accessor<T, Dims, access_mode::read>;
template <class T, int Dims>
accessor(buffer<T, Dims> &, handler &, write_only_t)
    -> accessor<T, Dims, access_mode::write>;
template <class T, int Dims>
accessor(buffer<T, Dims> &, handler &, read_write_t)
    -> accessor<T, Dims, access_mode::read_write>;

template <class T, int Dims = 1, access_mode Mode = access_mode::read_write>
class host_accessor : public detail::buffer_view<T, Dims, Mode> {
public:
  explicit host_accessor(buffer<T, Dims> &buf)
      : detail::buffer_view<T, Dims, Mode>(buf) {}
  host_accessor(buffer<T, Dims> &buf, read_only_t) : host_accessor(buf) {}
  host_accessor(buffer<T, Dims> &buf, write_only_t) : host_accessor(buf) {}
  host_accessor(buffer<T, Dims> &buf, read_write_t) : host_accessor(buf) {}
};

template <class T, int Dims>
host_accessor(buffer<T, Dims> &)
    -> host_accessor<T, Dims, access_mode::read_write>;
template <class T, int Dims>
host_accessor(buffer<T, Dims> &, read_only_t)
    -> host_accessor<T, Dims, access_mode::read>;
template <class T, int Dims>
host_accessor(buffer<T, Dims> &, write_only_t)
    -> host_accessor<T, Dims, access_mode::write>;
template <class T, int Dims>
host_accessor(buffer<T, Dims> &, read_write_t)
    -> host_accessor<T, Dims, access_mode::read_write>;

} // namespace sycl
