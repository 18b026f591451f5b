// sycl::atomic_ref (SYCL 2020, 4.15.3) and sycl::atomic_fence (4.15.1): an
// atomic view of an object that all work-items, running as host threads or
// fibers, share. The GCC/Clang __atomic built-ins do the work; orders map
// to C++'s and every scope is the system scope. Floating-point arithmetic
// and min/max are compare-and-swap loops.
#pragma once

#include <sycl/access.hpp>
#include <sycl/detail/runtime/checks.hpp>
#include <sycl/memory_order.hpp>

#include <cstddef>
#include <type_traits>

namespace sycl {

namespace detail {
constexpr int gnu_order(memory_order order) {
  switch (order) {
  case memory_order::relaxed:
    return __ATOMIC_RELAXED;
  case memory_order::acquire:
    return __ATOMIC_ACQUIRE;
  case memory_order::release:
    return __ATOMIC_RELEASE;
  case memory_order::acq_rel:
    return __ATOMIC_ACQ_REL;
  default:
    return __ATOMIC_SEQ_CST;
  }
}
// The order of a load: release parts dropped, as C++ requires.
constexpr memory_order load_order(memory_order order) {
  if (order == memory_order::release)
    return memory_order::relaxed;
  if (order == memory_order::acq_rel)
    return memory_order::acquire;
  return order;
}
// The order of a store: acquire parts dropped.
constexpr memory_order store_order(memory_order order) {
  if (order == memory_order::acquire)
    return memory_order::relaxed;
  if (order == memory_order::acq_rel)
    return memory_order::release;
  return order;
}
} // namespace detail

inline void atomic_fence(memory_order order, memory_scope) {
  __atomic_thread_fence(detail::gnu_order(order));
}

template <typename T, memory_order DefaultOrder, memory_scope DefaultScope,
          access::address_space Space = access::address_space::generic_space>
class atomic_ref {
  static_assert(std::is_integral_v<T> || std::is_floating_point_v<T> ||
                    std::is_pointer_v<T>,
                "atomic_ref needs an integral, floating-point or pointer type");
  static_assert(sizeof(T) == 4 || sizeof(T) == 8,
                "atomic_ref needs a 32-bit or 64-bit type");
  using diff_t = std::conditional_t<std::is_pointer_v<T>, std::ptrdiff_t, T>;

public:
  using value_type = T;
  using difference_type = diff_t;
  static constexpr std::size_t required_alignment = alignof(T);
  static constexpr bool is_always_lock_free =
      __atomic_always_lock_free(sizeof(T), nullptr);
  // The orders and scope the operations take by default (4.15.3).
  static constexpr memory_order default_read_order =
      detail::load_order(DefaultOrder);
  static constexpr memory_order default_write_order =
      detail::store_order(DefaultOrder);
  static constexpr memory_order default_read_modify_write_order = DefaultOrder;
  static constexpr memory_scope default_scope = DefaultScope;

#if SYCLFG_CHECKS
  explicit atomic_ref(T &ref) : m_ptr(&ref) {
    detail::check_atomic_access(m_ptr); // not a race
  }
#else
  explicit atomic_ref(T &ref) : m_ptr(&ref) {}
#endif
  atomic_ref(const atomic_ref &) noexcept = default;
  atomic_ref &operator=(const atomic_ref &) = delete;

  bool is_lock_free() const noexcept { return is_always_lock_free; }

  void store(T operand, memory_order order = default_write_order,
             memory_scope = DefaultScope) const noexcept {
    __atomic_store(m_ptr, &operand, detail::gnu_order(order));
  }
  T operator=(T desired) const noexcept {
    store(desired);
    return desired;
  }
  T load(memory_order order = default_read_order,
         memory_scope = DefaultScope) const noexcept {
    T out;
    __atomic_load(m_ptr, &out, detail::gnu_order(order));
    return out;
  }
  operator T() const noexcept { return load(); }
  T exchange(T operand, memory_order order = DefaultOrder,
             memory_scope = DefaultScope) const noexcept {
    T out;
    __atomic_exchange(m_ptr, &operand, &out, detail::gnu_order(order));
    return out;
  }

  bool compare_exchange_weak(T &expected, T desired, memory_order success,
                             memory_order failure,
                             memory_scope = DefaultScope) const noexcept {
    return __atomic_compare_exchange(m_ptr, &expected, &desired, true,
                                     detail::gnu_order(success),
                                     detail::gnu_order(failure));
  }
  bool compare_exchange_weak(T &expected, T desired,
                             memory_order order = DefaultOrder,
                             memory_scope scope = DefaultScope) const noexcept {
    return compare_exchange_weak(expected, desired, order,
                                 detail::load_order(order), scope);
  }
  bool compare_exchange_strong(T &expected, T desired, memory_order success,
                               memory_order failure,
                               memory_scope = DefaultScope) const noexcept {
    return __atomic_compare_exchange(m_ptr, &expected, &desired, false,
                                     detail::gnu_order(success),
                                     detail::gnu_order(failure));
  }
  bool
  compare_exchange_strong(T &expected, T desired,
                          memory_order order = DefaultOrder,
                          memory_scope scope = DefaultScope) const noexcept {
    return compare_exchange_strong(expected, desired, order,
                                   detail::load_order(order), scope);
  }

  T fetch_add(diff_t operand, memory_order order = DefaultOrder,
              memory_scope = DefaultScope) const noexcept {
    if constexpr (std::is_integral_v<T>)
      return __atomic_fetch_add(m_ptr, operand, detail::gnu_order(order));
    else if constexpr (std::is_pointer_v<T>)
      return __atomic_fetch_add(
          m_ptr,
          operand * static_cast<diff_t>(sizeof(std::remove_pointer_t<T>)),
          detail::gnu_order(order));
    else
      return update([operand](T v) { return v + operand; }, order);
  }
  T fetch_sub(diff_t operand, memory_order order = DefaultOrder,
              memory_scope scope = DefaultScope) const noexcept {
    if constexpr (std::is_floating_point_v<T>)
      return update([operand](T v) { return v - operand; }, order);
    else
      return fetch_add(-operand, order, scope);
  }

  template <class U = T, class = std::enable_if_t<std::is_integral_v<U>>>
  T fetch_and(T operand, memory_order order = DefaultOrder,
              memory_scope = DefaultScope) const noexcept {
    return __atomic_fetch_and(m_ptr, operand, detail::gnu_order(order));
  }
  template <class U = T, class = std::enable_if_t<std::is_integral_v<U>>>
  T fetch_or(T operand, memory_order order = DefaultOrder,
             memory_scope = DefaultScope) const noexcept {
    return __atomic_fetch_or(m_ptr, operand, detail::gnu_order(order));
  }
  template <class U = T, class = std::enable_if_t<std::is_integral_v<U>>>
  T fetch_xor(T operand, memory_order order = DefaultOrder,
              memory_scope = DefaultScope) const noexcept {
    return __atomic_fetch_xor(m_ptr, operand, detail::gnu_order(order));
  }
  template <class U = T, class = std::enable_if_t<!std::is_pointer_v<U>>>
  T fetch_min(T operand, memory_order order = DefaultOrder,
              memory_scope = DefaultScope) const noexcept {
    return update([operand](T v) { return operand < v ? operand : v; }, order);
  }
  template <class U = T, class = std::enable_if_t<!std::is_pointer_v<U>>>
  T fetch_max(T operand, memory_order order = DefaultOrder,
              memory_scope = DefaultScope) const noexcept {
    return update([operand](T v) { return v < operand ? operand : v; }, order);
  }

  T operator++(int) const noexcept { return fetch_add(1); }
  T operator--(int) const noexcept { return fetch_sub(1); }
  T operator++() const noexcept { return fetch_add(1) + 1; }
  T operator--() const noexcept { return fetch_sub(1) - 1; }
  T operator+=(diff_t operand) const noexcept {
    return fetch_add(operand) + operand;
  }
  T operator-=(diff_t operand) const noexcept {
    return fetch_sub(operand) - operand;
  }
  template <class U = T, class = std::enable_if_t<std::is_integral_v<U>>>
  T operator&=(T operand) const noexcept {
    return fetch_and(operand) & operand;
  }
  template <class U = T, class = std::enable_if_t<std::is_integral_v<U>>>
  T operator|=(T operand) const noexcept {
    return fetch_or(operand) | operand;
  }
  template <class U = T, class = std::enable_if_t<std::is_integral_v<U>>>
  T operator^=(T operand) const noexcept {
    return fetch_xor(operand) ^ operand;
  }

private:
  // Replaces the value v by f(v) atomically; returns the old value.
  template <class F> T update(F f, memory_order order) const noexcept {
    T expected = load(memory_order::relaxed);
    while (!compare_exchange_weak(expected, f(expected), order,
                                  memory_order::relaxed)) {
    }
    return expected;
  }

  T *m_ptr;
};

} // namespace sycl
