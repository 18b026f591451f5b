// sycl::span (SYCL 2020, 4.16, C++20's std::span for C++17 programs): a
// view of `Extent` contiguous elements (dynamic_extent: a size known at
// run time). Reductions take a span of a fixed extent (4.9.2).
#pragma once

#include <array>
#include <cstddef>
#include <iterator>
#include <limits>
#include <type_traits>

namespace sycl {

inline constexpr std::size_t dynamic_extent =
    std::numeric_limits<std::size_t>::max();

template <typename ElementType, std::size_t Extent = dynamic_extent> class span;

namespace detail {
template <class T> struct is_span_or_array : std::false_type {};
template <class T, std::size_t E>
struct is_span_or_array<span<T, E>> : std::true_type {};
template <class T, std::size_t N>
struct is_span_or_array<std::array<T, N>> : std::true_type {};

// A contiguous range whose elements convert to E (by pointer).
template <class R, class E, class = void>
struct is_compatible_range : std::false_type {};
template <class R, class E>
struct is_compatible_range<
    R, E,
    std::void_t<decltype(std::data(std::declval<R &>())),
                decltype(std::size(std::declval<R &>()))>>
    : std::bool_constant<
          !is_span_or_array<
              std::remove_cv_t<std::remove_reference_t<R>>>::value &&
          !std::is_array_v<std::remove_reference_t<R>> &&
          std::is_convertible_v<std::remove_pointer_t<decltype(std::data(
                                    std::declval<R &>()))> (*)[],
                                E (*)[]>> {};
} // namespace detail

template <typename ElementType, std::size_t Extent> class span {
public:
  using element_type = ElementType;
  using value_type = std::remove_cv_t<ElementType>;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using pointer = element_type *;
  using const_pointer = const element_type *;
  using reference = element_type &;
  using const_reference = const element_type &;
  using iterator = pointer;
  using reverse_iterator = std::reverse_iterator<iterator>;
  static constexpr size_type extent = Extent;

  template <std::size_t E = Extent,
            std::enable_if_t<E == 0 || E == dynamic_extent, int> = 0>
  constexpr span() noexcept {}
  constexpr span(pointer first, size_type count) : m_data(first) {
    set_size(count);
  }
  constexpr span(pointer first, pointer last) : m_data(first) {
    set_size(static_cast<size_type>(last - first));
  }
  template <std::size_t N,
            std::enable_if_t<Extent == dynamic_extent || N == Extent, int> = 0>
  constexpr span(element_type (&arr)[N]) noexcept : m_data(arr) {
    set_size(N);
  }
  template <
      class T, std::size_t N,
      std::enable_if_t<(Extent == dynamic_extent || N == Extent) &&
                           std::is_convertible_v<T (*)[], ElementType (*)[]>,
                       int> = 0>
  constexpr span(std::array<T, N> &arr) noexcept : m_data(arr.data()) {
    set_size(N);
  }
  template <class T, std::size_t N,
            std::enable_if_t<
                (Extent == dynamic_extent || N == Extent) &&
                    std::is_convertible_v<const T (*)[], ElementType (*)[]>,
                int> = 0>
  constexpr span(const std::array<T, N> &arr) noexcept : m_data(arr.data()) {
    set_size(N);
  }
  template <class R,
            std::enable_if_t<detail::is_compatible_range<R, ElementType>::value,
                             int> = 0>
  constexpr span(R &&r) : m_data(std::data(r)) {
    set_size(static_cast<size_type>(std::size(r)));
  }
  template <
      class T, std::size_t N,
      std::enable_if_t<(Extent == dynamic_extent || N == Extent ||
                        N == dynamic_extent) &&
                           std::is_convertible_v<T (*)[], ElementType (*)[]>,
                       int> = 0>
  constexpr span(const span<T, N> &s) noexcept : m_data(s.data()) {
    set_size(s.size());
  }
  constexpr span(const span &) noexcept = default;
  constexpr span &operator=(const span &) noexcept = default;

  template <std::size_t Count>
  constexpr span<element_type, Count> first() const {
    return {m_data, Count};
  }
  constexpr span<element_type, dynamic_extent> first(size_type count) const {
    return {m_data, count};
  }
  template <std::size_t Count>
  constexpr span<element_type, Count> last() const {
    return {m_data + (size() - Count), Count};
  }
  constexpr span<element_type, dynamic_extent> last(size_type count) const {
    return {m_data + (size() - count), count};
  }
  template <std::size_t Offset, std::size_t Count = dynamic_extent>
  constexpr auto subspan() const {
    constexpr std::size_t E =
        Count != dynamic_extent
            ? Count
            : (Extent != dynamic_extent ? Extent - Offset : dynamic_extent);
    return span<element_type, E>(
        m_data + Offset, Count != dynamic_extent ? Count : size() - Offset);
  }
  constexpr span<element_type, dynamic_extent>
  subspan(size_type offset, size_type count = dynamic_extent) const {
    return {m_data + offset, count != dynamic_extent ? count : size() - offset};
  }

  constexpr size_type size() const noexcept {
    if constexpr (Extent == dynamic_extent)
      return m_size;
    else
      return Extent;
  }
  constexpr size_type size_bytes() const noexcept {
    return size() * sizeof(element_type);
  }
  [[nodiscard]] constexpr bool empty() const noexcept { return size() == 0; }

  constexpr reference operator[](size_type idx) const { return m_data[idx]; }
  constexpr reference front() const { return m_data[0]; }
  constexpr reference back() const { return m_data[size() - 1]; }
  constexpr pointer data() const noexcept { return m_data; }

  constexpr iterator begin() const noexcept { return m_data; }
  constexpr iterator end() const noexcept { return m_data + size(); }
  constexpr reverse_iterator rbegin() const noexcept {
    return reverse_iterator(end());
  }
  constexpr reverse_iterator rend() const noexcept {
    return reverse_iterator(begin());
  }

private:
  constexpr void set_size([[maybe_unused]] size_type n) {
    if constexpr (Extent == dynamic_extent)
      m_size = n;
  }

  pointer m_data = nullptr;
  size_type m_size = 0; // dynamic_extent only
};

template <class T, std::size_t N> span(T (&)[N]) -> span<T, N>;
template <class T, std::size_t N> span(std::array<T, N> &) -> span<T, N>;
template <class T, std::size_t N>
span(const std::array<T, N> &) -> span<const T, N>;
template <class R>
span(R &&)
    -> span<std::remove_pointer_t<decltype(std::data(std::declval<R &>()))>>;
template <class T> span(T *, std::size_t) -> span<T>;

template <class T, std::size_t N>
span<const std::byte, N == dynamic_extent ? dynamic_extent : N * sizeof(T)>
as_bytes(span<T, N> s) noexcept {
  return {reinterpret_cast<const std::byte *>(s.data()), s.size_bytes()};
}
template <class T, std::size_t N,
          std::enable_if_t<!std::is_const_v<T>, int> = 0>
span<std::byte, N == dynamic_extent ? dynamic_extent : N * sizeof(T)>
as_writable_bytes(span<T, N> s) noexcept {
  return {reinterpret_cast<std::byte *>(s.data()), s.size_bytes()};
}

} // namespace sycl
