// sycl::range, sycl::id and sycl::item (SYCL 2020, 4.9.1): the index space
// of a parallel_for. Only what host-executed kernels need.
#pragma once

#include <sycl/detail/index_operators.hpp>

#include <array>
#include <cstddef>
#include <type_traits>

namespace sycl {
namespace detail {

// A one-dimensional range, id or item converts to its only value. Not a
// conversion template: those convert only to exactly std::size_t, and
// kernels index pointers with an id<1> and take int for an item<1>.
template <class Derived, int Dims> class size_conversion {};
template <class Derived> class size_conversion<Derived, 1> {
public:
  constexpr operator std::size_t() const {
    return static_cast<const Derived &>(*this)[0];
  }
};

// The common part of range and id: Dims sizes or indices.
template <int Dims>
class array_base : public size_conversion<array_base<Dims>, Dims> {
  static_assert(Dims >= 1 && Dims <= 3,
                "SYCL index spaces have 1 to 3 dimensions");

public:
  constexpr array_base() : m_values{} {}
  template <class... Ts, class = std::enable_if_t<
                             sizeof...(Ts) == Dims &&
                             (std::is_convertible_v<Ts, std::size_t> && ...)>>
  constexpr array_base(Ts... values)
      : m_values{static_cast<std::size_t>(values)...} {}

  constexpr std::size_t get(int dimension) const { return m_values[dimension]; }
  constexpr std::size_t &operator[](int dimension) {
    return m_values[dimension];
  }
  constexpr std::size_t operator[](int dimension) const {
    return m_values[dimension];
  }

  friend constexpr bool operator==(const array_base &a, const array_base &b) {
    return a.m_values == b.m_values;
  }
  friend constexpr bool operator!=(const array_base &a, const array_base &b) {
    return !(a == b);
  }

private:
  std::array<std::size_t, Dims> m_values;
};

} // namespace detail

template <int Dims = 1>
class range : public detail::array_base<Dims>,
              public detail::index_operators<range<Dims>, Dims> {
public:
  using detail::array_base<Dims>::array_base;
  static constexpr int dimensions = Dims;

  constexpr std::size_t size() const {
    std::size_t n = 1;
    for (int d = 0; d < Dims; ++d)
      n *= this->get(d);
    return n;
  }
};
range(std::size_t)->range<1>;
range(std::size_t, std::size_t)->range<2>;
range(std::size_t, std::size_t, std::size_t)->range<3>;

template <int Dims = 1>
class id : public detail::array_base<Dims>,
           public detail::index_operators<id<Dims>, Dims> {
public:
  using detail::array_base<Dims>::array_base;
  static constexpr int dimensions = Dims;
  // SYCL 2020 4.9.1.3: an id of a range's values, implicitly (a sub-buffer
  // offset or `id / range` may be written with ranges). From an item, the
  // item's conversion operator gives its id.
  constexpr id(const range<Dims> &extent) {
    for (int d = 0; d < Dims; ++d)
      (*this)[d] = extent[d];
  }
};
id(std::size_t)->id<1>;
id(std::size_t, std::size_t)->id<2>;
id(std::size_t, std::size_t, std::size_t)->id<3>;

// WithOffset (SYCL 2020, 4.9.1.4; offsets are deprecated): the item of a
// parallel_for given an offset, whose get_id() includes it and which has
// get_offset(). `item<Dims>` is such an item, as in the specification: the
// runtime passes item<Dims, false> to kernels launched without an offset,
// which converts to it with a zero offset.
template <int Dims = 1, bool WithOffset = true>
class item : public detail::size_conversion<item<Dims, WithOffset>, Dims> {
public:
  static constexpr int dimensions = Dims;

  item(const id<Dims> &index, const range<Dims> &extent)
      : m_id(index), m_range(extent) {}
  // `index` includes `offset`.
  template <bool O = WithOffset, std::enable_if_t<O, int> = 0>
  item(const id<Dims> &index, const range<Dims> &extent, const id<Dims> &offset)
      : m_id(index), m_range(extent), m_offset(offset) {}

  id<Dims> get_id() const { return m_id; }
  std::size_t get_id(int dimension) const { return m_id[dimension]; }
  std::size_t operator[](int dimension) const { return m_id[dimension]; }
  range<Dims> get_range() const { return m_range; }
  std::size_t get_range(int dimension) const { return m_range[dimension]; }
  template <bool O = WithOffset, std::enable_if_t<O, int> = 0>
  id<Dims> get_offset() const {
    return m_offset;
  }
  template <bool O = WithOffset, std::enable_if_t<O, int> = 0>
  std::size_t get_offset(int dimension) const {
    return m_offset[dimension];
  }
  // The same work-item with a zero offset (item<Dims, true>: `!O` keeps
  // the type dependent, so item<Dims, true> has no conversion to itself).
  template <bool O = WithOffset, std::enable_if_t<!O, int> = 0>
  operator item<Dims, !O>() const {
    return item<Dims, true>(m_id, m_range);
  }
  // Row-major (the last dimension varies fastest) from the offset: 0 to
  // get_range().size() - 1, as nd_item's linear ids (DPC++ does the same).
  std::size_t get_linear_id() const {
    std::size_t linear = 0;
    for (int d = 0; d < Dims; ++d)
      linear = linear * m_range[d] + (m_id[d] - m_offset[d]);
    return linear;
  }
  operator id<Dims>() const { return m_id; }

  friend bool operator==(const item &a, const item &b) {
    return a.m_id == b.m_id && a.m_range == b.m_range &&
           a.m_offset == b.m_offset;
  }
  friend bool operator!=(const item &a, const item &b) { return !(a == b); }

private:
  id<Dims> m_id;
  range<Dims> m_range;
  id<Dims> m_offset; // zero without an offset
};

} // namespace sycl
