// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// A buffer accessor's iterator (SYCL 2020, 4.7.6.9.3 and 4.7.6.10: a random
// access iterator over the accessed region in row-major order). Its
// position is the element's linear index in the region. A contiguous region
// (the whole buffer, one dimension, whole rows) is a pointer plus the
// position; a ranged accessor that leaves out part of its rows maps the
// position to the element through the buffer's row lengths.
#pragma once

#include <cstddef>
#include <iterator>
#include <type_traits>

namespace sycl {
namespace detail {

// How a region lies in its buffer, as three dimensions (a region of fewer
// has leading extents of 1): the region's extents, and the buffer's of the
// two inner dimensions.
struct region_shape {
  std::size_t region0 = 1, region1 = 1, region2 = 1, buffer1 = 1, buffer2 = 1;
  // Whether the region's elements follow one another in the buffer: every
  // dimension inside the outermost one the region spans is whole.
  bool contiguous() const noexcept {
    if (region0 > 1)
      return region1 == buffer1 && region2 == buffer2;
    return region1 <= 1 || region2 == buffer2;
  }
};

template <class Value> class region_iterator {
public:
  using iterator_category = std::random_access_iterator_tag;
  using value_type = std::remove_const_t<Value>;
  using difference_type = std::ptrdiff_t;
  using pointer = Value *;
  using reference = Value &;

  region_iterator() = default;
  // `origin`: the region's first element; `position`: the linear index.
  region_iterator(Value *origin, std::size_t position,
                  const region_shape &shape) noexcept
      : m_origin(origin), m_position(position), m_shape(shape),
        m_contiguous(shape.contiguous()) {}
  // An iterator converts to the const one over the same region.
  template <class Other,
            class = std::enable_if_t<std::is_same_v<const Other, Value> &&
                                     !std::is_same_v<Other, Value>>>
  region_iterator(const region_iterator<Other> &other) noexcept
      : m_origin(other.m_origin), m_position(other.m_position),
        m_shape(other.m_shape), m_contiguous(other.m_contiguous) {}

  reference operator*() const noexcept { return *address(m_position); }
  pointer operator->() const noexcept { return address(m_position); }
  reference operator[](difference_type n) const noexcept {
    return *address(m_position + static_cast<std::size_t>(n));
  }

  region_iterator &operator++() noexcept { return *this += 1; }
  region_iterator &operator--() noexcept { return *this -= 1; }
  region_iterator operator++(int) noexcept {
    region_iterator before = *this;
    ++*this;
    return before;
  }
  region_iterator operator--(int) noexcept {
    region_iterator before = *this;
    --*this;
    return before;
  }
  region_iterator &operator+=(difference_type n) noexcept {
    m_position += static_cast<std::size_t>(n);
    return *this;
  }
  region_iterator &operator-=(difference_type n) noexcept {
    m_position -= static_cast<std::size_t>(n);
    return *this;
  }
  friend region_iterator operator+(region_iterator it,
                                   difference_type n) noexcept {
    return it += n;
  }
  friend region_iterator operator+(difference_type n,
                                   region_iterator it) noexcept {
    return it += n;
  }
  friend region_iterator operator-(region_iterator it,
                                   difference_type n) noexcept {
    return it -= n;
  }
  friend difference_type operator-(const region_iterator &a,
                                   const region_iterator &b) noexcept {
    return static_cast<difference_type>(a.m_position) -
           static_cast<difference_type>(b.m_position);
  }
  friend bool operator==(const region_iterator &a,
                         const region_iterator &b) noexcept {
    return a.m_position == b.m_position && a.m_origin == b.m_origin;
  }
  friend bool operator!=(const region_iterator &a,
                         const region_iterator &b) noexcept {
    return !(a == b);
  }
  friend bool operator<(const region_iterator &a,
                        const region_iterator &b) noexcept {
    return a.m_position < b.m_position;
  }
  friend bool operator>(const region_iterator &a,
                        const region_iterator &b) noexcept {
    return b < a;
  }
  friend bool operator<=(const region_iterator &a,
                         const region_iterator &b) noexcept {
    return !(b < a);
  }
  friend bool operator>=(const region_iterator &a,
                         const region_iterator &b) noexcept {
    return !(a < b);
  }

private:
  template <class> friend class region_iterator;

  Value *address(std::size_t position) const noexcept {
    if (m_contiguous)
      return m_origin + position;
    const std::size_t plane = m_shape.region1 * m_shape.region2;
    const std::size_t i0 = position / plane, rest = position % plane;
    const std::size_t i1 = rest / m_shape.region2, i2 = rest % m_shape.region2;
    return m_origin + (i0 * m_shape.buffer1 + i1) * m_shape.buffer2 + i2;
  }

  Value *m_origin = nullptr;
  std::size_t m_position = 0;
  region_shape m_shape;
  bool m_contiguous = true;
};

} // namespace detail
} // namespace sycl
