// sycl::multi_ptr (SYCL 2020, 4.7.7): a pointer tagged with the address
// space it points into. On the host every address space is ordinary
// memory, so a multi_ptr is a raw pointer with the specified interface:
// dereference, arithmetic, comparisons, conversions to the generic space,
// to const and to void (and explicitly back), get()/get_raw()/
// get_decorated(), and the aliases
// global_ptr, local_ptr, private_ptr, raw_*_ptr and decorated_*_ptr.
#pragma once

#include <sycl/access.hpp>
#include <sycl/detail/runtime/checks.hpp>

#include <cstddef>
#include <iterator>
#include <type_traits>

namespace sycl {

namespace detail {
// The legacy interface's names of the pointer and reference types (SYCL
// 2020, the deprecated multi_ptr<..., access::decorated::legacy>): those of
// the decorated multi_ptr, which are the raw ones here. reference_t and
// const_reference_t only for an object type.
template <typename ElementType, access::decorated Decorated>
struct legacy_ptr_types {};
template <typename ElementType>
struct legacy_ptr_types<ElementType, access::decorated::legacy> {
  using pointer_t = ElementType *;
  using const_pointer_t = const ElementType *;
  using reference_t = ElementType &;
  using const_reference_t = const ElementType &;
};
template <> struct legacy_ptr_types<void, access::decorated::legacy> {
  using pointer_t = void *;
  using const_pointer_t = const void *;
};
template <> struct legacy_ptr_types<const void, access::decorated::legacy> {
  using pointer_t = const void *;
  using const_pointer_t = const void *;
};

// The raw pointer of what an accessor's get_pointer returns: a multi_ptr
// (device, constant_buffer, local targets) or a raw pointer (host ones).
// Taken through get_raw() because a multi_ptr's conversion to its element
// pointer does not convert on to void *.
template <class T> T *raw_pointer_of(T *p) { return p; }
template <class P> auto raw_pointer_of(const P &p) -> decltype(p.get_raw()) {
  return p.get_raw();
}
} // namespace detail

template <typename ElementType, access::address_space Space,
          access::decorated DecorateAddress = access::decorated::legacy>
class multi_ptr
    : public detail::legacy_ptr_types<ElementType, DecorateAddress> {
  template <class T>
  using if_object = std::enable_if_t<!std::is_void_v<T>, int>;

public:
  using value_type = ElementType;
  using element_type = ElementType;
  using difference_type = std::ptrdiff_t;
  using pointer = ElementType *;
  using reference = std::add_lvalue_reference_t<ElementType>;
  using iterator_category = std::random_access_iterator_tag;
  static constexpr bool is_decorated =
      DecorateAddress == access::decorated::yes;
  static constexpr access::address_space address_space = Space;

  multi_ptr() = default;
  multi_ptr(std::nullptr_t) {}
  // SYCL 2020: explicit from a raw pointer; SYCL 1.2.1 (legacy): implicit.
  template <access::decorated D = DecorateAddress,
            std::enable_if_t<D != access::decorated::legacy, int> = 0>
  explicit multi_ptr(ElementType *ptr) : m_ptr(ptr) {}
  template <access::decorated D = DecorateAddress,
            std::enable_if_t<D == access::decorated::legacy, int> = 0>
  multi_ptr(ElementType *ptr) : m_ptr(ptr) {}
  // From an accessor or local_accessor (their get_pointer()); a
  // multi_ptr to void from one of any element type.
  template <class Acc,
            class P = decltype(detail::raw_pointer_of(
                std::declval<const Acc &>().get_pointer())),
            std::enable_if_t<std::is_convertible_v<P, ElementType *> &&
                                 !std::is_pointer_v<Acc>,
                             int> = 0>
  multi_ptr(const Acc &accessor)
      : m_ptr(detail::raw_pointer_of(accessor.get_pointer())) {}
  // From another decoration, from a non-const element, to void, and from
  // any space to the generic one.
  template <class E, access::address_space S, access::decorated D,
            std::enable_if_t<(S == Space ||
                              Space == access::address_space::generic_space) &&
                                 std::is_convertible_v<E *, ElementType *> &&
                                 !(std::is_same_v<E, ElementType> &&
                                   S == Space && D == DecorateAddress),
                             int> = 0>
  multi_ptr(const multi_ptr<E, S, D> &other) : m_ptr(other.get_raw()) {}
  // From the generic space to a named one, explicitly (4.7.7.1): the
  // pointer must point into that space (not checked: one memory here).
  template <class E, access::decorated D,
            std::enable_if_t<Space != access::address_space::generic_space &&
                                 std::is_convertible_v<E *, ElementType *>,
                             int> = 0>
  explicit multi_ptr(
      const multi_ptr<E, access::address_space::generic_space, D> &other)
      : m_ptr(other.get_raw()) {}

  multi_ptr &operator=(std::nullptr_t) {
    m_ptr = nullptr;
    return *this;
  }

  pointer get() const { return m_ptr; }
  ElementType *get_raw() const { return m_ptr; }
  pointer get_decorated() const { return m_ptr; }
  // Legacy multi_ptrs convert to the raw pointer implicitly.
  template <access::decorated D = DecorateAddress,
            std::enable_if_t<D == access::decorated::legacy, int> = 0>
  operator ElementType *() const {
    return m_ptr;
  }
  explicit operator bool() const { return m_ptr != nullptr; }
  // A multi_ptr to (const) void converts back explicitly to one of an
  // object type (const for const void) in the same space (SYCL 2020 4.7.7).
  template <class E, class V = ElementType,
            std::enable_if_t<std::is_void_v<V> && !std::is_void_v<E> &&
                                 (std::is_const_v<E> || !std::is_const_v<V>),
                             int> = 0>
  explicit operator multi_ptr<E, Space, DecorateAddress>() const {
    return multi_ptr<E, Space, DecorateAddress>(static_cast<E *>(m_ptr));
  }

#if SYCLFG_CHECKS
  // Checked: the element must lie in the USM allocation or local accessor
  // the pointer points into (when it is known), and not in freed memory.
  // A reported access reaches a scratch element instead.
  template <class T = ElementType, if_object<T> = 0> T &operator*() const {
    if (!detail::check_pointer(m_ptr, m_ptr, sizeof(T), {}))
      return detail::scratch_element<T>();
    return *m_ptr;
  }
  ElementType *operator->() const {
    if constexpr (!std::is_void_v<ElementType>)
      if (!detail::check_pointer(m_ptr, m_ptr, sizeof(ElementType), {}))
        return &detail::scratch_element<ElementType>();
    return m_ptr;
  }
  template <class T = ElementType, if_object<T> = 0>
  T &operator[](detail::located<difference_type> index) const {
    if (!detail::check_pointer(m_ptr, m_ptr + index.value, sizeof(T),
                               index.where))
      return detail::scratch_element<T>();
    return m_ptr[index.value];
  }
#else
  template <class T = ElementType, if_object<T> = 0> T &operator*() const {
    return *m_ptr;
  }
  ElementType *operator->() const { return m_ptr; }
  template <class T = ElementType, if_object<T> = 0>
  T &operator[](difference_type index) const {
    return m_ptr[index];
  }
#endif
  void prefetch(std::size_t) const {}

  multi_ptr &operator++() {
    ++m_ptr;
    return *this;
  }
  multi_ptr operator++(int) {
    multi_ptr old = *this;
    ++m_ptr;
    return old;
  }
  multi_ptr &operator--() {
    --m_ptr;
    return *this;
  }
  multi_ptr operator--(int) {
    multi_ptr old = *this;
    --m_ptr;
    return old;
  }
  multi_ptr &operator+=(difference_type n) {
    m_ptr += n;
    return *this;
  }
  multi_ptr &operator-=(difference_type n) {
    m_ptr -= n;
    return *this;
  }
  friend multi_ptr operator+(multi_ptr p, difference_type n) { return p += n; }
  friend multi_ptr operator+(difference_type n, multi_ptr p) { return p += n; }
  friend multi_ptr operator-(multi_ptr p, difference_type n) { return p -= n; }
  friend difference_type operator-(const multi_ptr &a, const multi_ptr &b) {
    return a.m_ptr - b.m_ptr;
  }

// A legacy multi_ptr and a raw pointer convert to each other implicitly,
// so comparing them needs its own overloads (else == is ambiguous).
#define SYCLFG_MULTI_PTR_COMPARE(op)                                           \
  friend bool operator op(const multi_ptr &a, const multi_ptr &b) {            \
    return a.m_ptr op b.m_ptr;                                                 \
  }                                                                            \
  friend bool operator op(const multi_ptr &a, std::nullptr_t) {                \
    return a.m_ptr op static_cast<ElementType *>(nullptr);                     \
  }                                                                            \
  friend bool operator op(std::nullptr_t, const multi_ptr &b) {                \
    return static_cast<ElementType *>(nullptr) op b.m_ptr;                     \
  }                                                                            \
  template <access::decorated D = DecorateAddress,                             \
            std::enable_if_t<D == access::decorated::legacy, int> = 0>         \
  friend bool operator op(const multi_ptr &a, ElementType *b) {                \
    return a.m_ptr op b;                                                       \
  }                                                                            \
  template <access::decorated D = DecorateAddress,                             \
            std::enable_if_t<D == access::decorated::legacy, int> = 0>         \
  friend bool operator op(ElementType *a, const multi_ptr &b) {                \
    return a op b.m_ptr;                                                       \
  }
  SYCLFG_MULTI_PTR_COMPARE(==)
  SYCLFG_MULTI_PTR_COMPARE(!=)
  SYCLFG_MULTI_PTR_COMPARE(<)
  SYCLFG_MULTI_PTR_COMPARE(>)
  SYCLFG_MULTI_PTR_COMPARE(<=)
  SYCLFG_MULTI_PTR_COMPARE(>=)
#undef SYCLFG_MULTI_PTR_COMPARE

private:
  ElementType *m_ptr = nullptr;
};

template <typename T, access::decorated D = access::decorated::legacy>
using global_ptr = multi_ptr<T, access::address_space::global_space, D>;
template <typename T, access::decorated D = access::decorated::legacy>
using local_ptr = multi_ptr<T, access::address_space::local_space, D>;
template <typename T, access::decorated D = access::decorated::legacy>
using private_ptr = multi_ptr<T, access::address_space::private_space, D>;
template <typename T, access::decorated D = access::decorated::legacy>
using generic_ptr = multi_ptr<T, access::address_space::generic_space, D>;
// Deprecated in SYCL 2020 with the constant address space; still what a
// target::constant_buffer accessor's get_pointer returns.
template <typename T>
using constant_ptr = multi_ptr<T, access::address_space::constant_space,
                               access::decorated::legacy>;
template <typename T>
using raw_global_ptr = global_ptr<T, access::decorated::no>;
template <typename T> using raw_local_ptr = local_ptr<T, access::decorated::no>;
template <typename T>
using raw_private_ptr = private_ptr<T, access::decorated::no>;
template <typename T>
using raw_generic_ptr = generic_ptr<T, access::decorated::no>;
template <typename T>
using decorated_global_ptr = global_ptr<T, access::decorated::yes>;
template <typename T>
using decorated_local_ptr = local_ptr<T, access::decorated::yes>;
template <typename T>
using decorated_private_ptr = private_ptr<T, access::decorated::yes>;
template <typename T>
using decorated_generic_ptr = generic_ptr<T, access::decorated::yes>;

// A multi_ptr for `ptr`, which must point into `Space` (not checked: on
// the host every space is the same memory).
template <access::address_space Space, access::decorated Decorated, typename T>
multi_ptr<T, Space, Decorated> address_space_cast(T *ptr) {
  return multi_ptr<T, Space, Decorated>(ptr);
}
template <typename T, access::address_space Space,
          access::decorated Decorated = access::decorated::legacy>
multi_ptr<T, Space, Decorated> make_ptr(T *ptr) {
  return multi_ptr<T, Space, Decorated>(ptr);
}

} // namespace sycl
