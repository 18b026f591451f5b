// sycl::local_accessor (SYCL 2020, 4.7.6.11): memory shared by the
// work-items of one work-group, allocated once per group for the group's
// lifetime and uninitialized. Only nd_range and hierarchical kernels may
// capture one: single_task and range parallel_for throw
// errc::kernel_argument.
#pragma once

#include <sycl/accessor.hpp>
#include <sycl/atomic.hpp>
#include <sycl/buffer.hpp>
#include <sycl/detail/accessor_iterators.hpp>
#include <sycl/detail/for_each_index.hpp>
#include <sycl/detail/local_memory.hpp>
#include <sycl/handler.hpp>
#include <sycl/multi_ptr.hpp>
#include <sycl/property_list.hpp>
#include <sycl/range.hpp>

#include <cstddef>
#include <functional>
#include <type_traits>
#include <utility>

namespace sycl {

template <typename DataT, int Dims = 1>
class local_accessor
    : public detail::accessor_iterators<local_accessor<DataT, Dims>, DataT> {
  static_assert(Dims >= 0 && Dims <= 3, "local_accessor: 0 to 3 dimensions");
  static constexpr int stored_dims = Dims == 0 ? 1 : Dims;

public:
  using value_type = DataT;
  using reference = DataT &;
  using const_reference = const DataT &;
  using iterator = DataT *;
  using const_iterator = const DataT *;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  template <access::decorated IsDecorated>
  using accessor_ptr =
      multi_ptr<DataT, access::address_space::local_space, IsDecorated>;

  // An empty accessor (size() 0), for kernel functors declaring one as a
  // member (SYCL 2020 4.7.6.11); it reserves no local memory.
  local_accessor() : m_range() {}
  // A local accessor has no properties; the list is accepted (4.7.6.11).
  template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
  explicit local_accessor(handler &cgh, const property_list & = {})
      : m_range(1) {
    reserve(cgh);
  }
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  local_accessor(range<Dims> extent, handler &cgh, const property_list & = {})
      : m_range(extent) {
    reserve(cgh);
  }

  // Copies of the command group's (unbound) accessor made while the
  // executor binds a kernel address that worker's block; others share the
  // original's memory. A bound source is a kernel's own: its copies (made
  // inside a running kernel) read no thread-local.
  local_accessor(const local_accessor &other)
      : detail::accessor_iterators<local_accessor, DataT>(other),
        m_data(other.m_data), m_offset(other.m_offset), m_range(other.m_range) {
    bind_if_unbound();
  }
  // To const elements (4.7.6.11.2): the same memory, bound the same way.
  template <class U, std::enable_if_t<std::is_const_v<DataT> &&
                                          std::is_same_v<const U, DataT>,
                                      int> = 0>
  local_accessor(const local_accessor<U, Dims> &other)
      : m_data(other.m_data), m_offset(other.m_offset), m_range(other.m_range) {
    bind_if_unbound();
  }
  local_accessor &operator=(const local_accessor &) = default;

  template <class P> bool has_property() const noexcept { return false; }
  template <class P> P get_property() const {
    throw exception(make_error_code(errc::invalid),
                    "local_accessor::get_property: it has no properties");
  }
  // Common reference semantics (4.5.2): copies are the same memory.
  friend bool operator==(const local_accessor &a,
                         const local_accessor &b) noexcept {
    return a.m_data == b.m_data && a.m_offset == b.m_offset &&
           a.m_range == b.m_range;
  }
  friend bool operator!=(const local_accessor &a,
                         const local_accessor &b) noexcept {
    return !(a == b);
  }

private:
  // Binds a copy of the command group's (unbound) accessor, see above.
  void bind_if_unbound() {
    if (m_data != nullptr)
      return;
    if (detail::local_memory.binding != nullptr)
      m_data =
          reinterpret_cast<DataT *>(detail::local_memory.binding + m_offset);
    if (detail::local_memory.probing)
      detail::local_memory.seen = true;
#if SYCLFG_CHECKS
    if (detail::local_memory.binding != nullptr)
      detail::check_local_region(m_data, byte_size());
#endif
  }

public:
  std::size_t size() const noexcept { return m_range.size(); }
  std::size_t byte_size() const noexcept { return size() * sizeof(DataT); }
  std::size_t max_size() const noexcept { return size(); }
  bool empty() const noexcept { return size() == 0; }
  // SYCL 1.2.1's names of size() and byte_size() (local accessors were
  // accessor<..., target::local> then), which DPC++ keeps.
  std::size_t get_count() const noexcept { return size(); }
  std::size_t get_size() const noexcept { return byte_size(); }
  void swap(local_accessor &other) noexcept { std::swap(*this, other); }
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  range<Dims> get_range() const {
    return m_range;
  }

  // Not a template: g++ considers no conversion function template for the
  // built-in operators (acc == 0); with Dims > 0 it converts to nothing
  // usable.
  struct no_element {};
  operator std::conditional_t<Dims == 0, reference, no_element>() const {
    if constexpr (Dims == 0)
      return *m_data;
    else
      return {};
  }
  template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
  const local_accessor &operator=(const value_type &value) const {
    *m_data = value;
    return *this;
  }
  template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
  const local_accessor &operator=(value_type &&value) const {
    *m_data = std::move(value);
    return *this;
  }

#if SYCLFG_CHECKS
  // Checked: an index outside the range is reported and reaches a scratch
  // element; accesses are recorded for the race detection.
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  reference operator[](detail::located<id<Dims>> index) const {
    if (!detail::checked_index("local_accessor", index.value, m_range,
                               index.where))
      return detail::scratch_element<DataT>();
    reference element = m_data[detail::linear_id(index.value, m_range)];
    detail::check_local_access(&element, sizeof(DataT), index.where);
    return element;
  }
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  reference operator[](detail::located<item<Dims, false>> index) const {
    return (
        *this)[detail::located<id<Dims>>(index.value.get_id(), index.where)];
  }
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  reference operator[](detail::located<item<Dims, true>> index) const {
    return (
        *this)[detail::located<id<Dims>>(index.value.get_id(), index.where)];
  }
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  decltype(auto) operator[](detail::located<std::size_t> index) const {
    id<Dims> first;
    first[0] = index.value;
    if constexpr (Dims == 1)
      return (*this)[detail::located<id<1>>(first, index.where)];
    else
      return detail::subscript<local_accessor, Dims, 1>(*this, first);
  }
#else
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  reference operator[](const id<Dims> &index) const {
    return m_data[detail::linear_id(index, m_range)];
  }
  // Exact match for items: item<1> also converts to size_t.
  template <bool WithOffset, int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  reference operator[](const item<Dims, WithOffset> &index) const {
    return (*this)[index.get_id()];
  }
  // One leading dimension at a time for Dims > 1.
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  decltype(auto) operator[](std::size_t index) const {
    if constexpr (Dims == 1) {
      return (*this)[id<1>(index)];
    } else {
      id<Dims> first;
      first[0] = index;
      return detail::subscript<local_accessor, Dims, 1>(*this, first);
    }
  }
#endif

  // Its part of the group's local memory, by offset (see
  // detail/memory_span.hpp).
  friend detail::memory_span memory_span_of(const local_accessor &a) noexcept {
    return {true, a.m_offset, a.m_offset + a.byte_size()};
  }

  // Deprecated in SYCL 2020; a local_ptr, as the synopsis gives it.
  local_ptr<DataT> get_pointer() const noexcept {
    return local_ptr<DataT>(m_data);
  }
  template <access::decorated IsDecorated>
  multi_ptr<DataT, access::address_space::local_space, IsDecorated>
  get_multi_ptr() const noexcept {
    return multi_ptr<DataT, access::address_space::local_space, IsDecorated>(
        m_data);
  }
  iterator begin() const noexcept { return m_data; }
  iterator end() const noexcept { return m_data + size(); }

private:
  template <class, int> friend class local_accessor;
  template <class> friend struct std::hash;
  void reserve(handler &cgh) {
    m_offset = cgh.reserve_local_memory(sizeof(DataT) * m_range.size(),
                                        alignof(DataT));
  }

  DataT *m_data = nullptr;
  std::size_t m_offset = 0;
  range<stored_dims> m_range;
};

// multi_ptr's deduction guide from a local accessor (4.7.7.1).
template <class T, int Dims>
multi_ptr(local_accessor<T, Dims>)
    -> multi_ptr<T, access::address_space::local_space, access::decorated::no>;

// SYCL 1.2.1's local accessor, accessor<DataT, Dims, Mode, target::local>,
// which SYCL 2020 keeps as a deprecated feature: a local_accessor whose
// get_pointer() is a local_ptr and whose elements, in access_mode::atomic,
// are sycl::atomic objects in local memory. access_mode::read is accepted
// as well (the conformance suite constructs one); it reads the same memory.
template <typename DataT, int Dims, access_mode Mode,
          access::placeholder IsPlaceholder>
class accessor<DataT, Dims, Mode, target::local, IsPlaceholder>
    : public local_accessor<DataT, Dims> {
  static_assert(Mode == access_mode::read_write ||
                    Mode == access_mode::atomic || Mode == access_mode::read,
                "a local accessor is read_write, atomic or read");
  using base = local_accessor<DataT, Dims>;

public:
  accessor() = default;
  template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
  explicit accessor(handler &cgh, const property_list & = {}) : base(cgh) {}
  template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
  accessor(range<Dims> allocation_size, handler &cgh,
           const property_list & = {})
      : base(allocation_size, cgh) {}

  // In access_mode::atomic an element is a sycl::atomic; acc[i][j] first
  // fixes the leading index, so the proxy must come back here for the last.
  template <class Index> decltype(auto) operator[](const Index &index) const {
    using element = decltype(base::operator[](index));
    if constexpr (Mode != access_mode::atomic)
      return base::operator[](index);
    else if constexpr (std::is_reference_v<element>)
      return atomic<DataT, access::address_space::local_space>(
          local_ptr<DataT>(&base::operator[](index)));
    else
      return detail::subscript<accessor, Dims, 1>(*this, leading(index));
  }
  local_ptr<DataT> get_pointer() const noexcept {
    return local_ptr<DataT>(base::get_pointer());
  }
  // Zero dimensions, access_mode::atomic: the element as a sycl::atomic.
  template <int D = Dims, access_mode M = Mode,
            std::enable_if_t<D == 0 && M == access_mode::atomic, int> = 0>
  operator atomic<DataT, access::address_space::local_space>() const {
    return atomic<DataT, access::address_space::local_space>(get_pointer());
  }

private:
  template <class> friend struct std::hash;
  // std::hash of accessor (in <sycl/accessor.hpp>) asks for this.
  std::size_t view_hash() const noexcept { return std::hash<base>()(*this); }
  static id<Dims> leading(std::size_t first) {
    id<Dims> index;
    index[0] = first;
    return index;
  }
#if SYCLFG_CHECKS
  static id<Dims> leading(detail::located<std::size_t> first) {
    return leading(first.value);
  }
#endif
};

} // namespace sycl

// std::hash (4.5.2): copies hash alike.
template <typename T, int Dims>
struct std::hash<sycl::local_accessor<T, Dims>> {
  std::size_t
  operator()(const sycl::local_accessor<T, Dims> &a) const noexcept {
    return std::hash<const void *>()(a.m_data) ^ a.m_offset;
  }
};
