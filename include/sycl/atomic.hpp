// sycl::atomic and the atomic_* free functions: SYCL 1.2.1's atomics, kept
// (deprecated) by SYCL 2020, which replaces them with atomic_ref. What
// operator[] of an accessor of access_mode::atomic returns. Every
// operation is an atomic_ref operation at device scope, relaxed unless
// given an order.
#pragma once

#include <sycl/access.hpp>
#include <sycl/atomic_ref.hpp>
#include <sycl/memory_order.hpp>
#include <sycl/multi_ptr.hpp>

namespace sycl {

template <typename T,
          access::address_space Space = access::address_space::global_space>
class atomic {
  using ref = atomic_ref<T, memory_order::relaxed, memory_scope::device, Space>;
  static constexpr memory_order relaxed = memory_order::relaxed;

public:
  template <typename PointerT, access::decorated IsDecorated>
#if SYCLFG_CHECKS
  atomic(multi_ptr<PointerT, Space, IsDecorated> ptr) : m_ptr(ptr.get_raw()) {
    detail::check_atomic_access(m_ptr); // not a race
  }
#else
  atomic(multi_ptr<PointerT, Space, IsDecorated> ptr) : m_ptr(ptr.get_raw()) {
  }
#endif

  void store(T operand, memory_order order = relaxed) const {
    ref(*m_ptr).store(operand, order);
  }
  T load(memory_order order = relaxed) const { return ref(*m_ptr).load(order); }
  // On failure `expected` receives the value found.
  bool compare_exchange_strong(T &expected, T desired,
                               memory_order success = relaxed,
                               memory_order failure = relaxed) const {
    return ref(*m_ptr).compare_exchange_strong(expected, desired, success,
                                               failure);
  }
  // exchange, fetch_add ... fetch_max: the old value.
#define SYCLFG_ATOMIC_MEMBER(name)                                             \
  T name(T operand, memory_order order = relaxed) const {                      \
    return ref(*m_ptr).name(operand, order);                                   \
  }
  SYCLFG_ATOMIC_MEMBER(exchange)
  SYCLFG_ATOMIC_MEMBER(fetch_add)
  SYCLFG_ATOMIC_MEMBER(fetch_sub)
  SYCLFG_ATOMIC_MEMBER(fetch_and)
  SYCLFG_ATOMIC_MEMBER(fetch_or)
  SYCLFG_ATOMIC_MEMBER(fetch_xor)
  SYCLFG_ATOMIC_MEMBER(fetch_min)
  SYCLFG_ATOMIC_MEMBER(fetch_max)
#undef SYCLFG_ATOMIC_MEMBER

private:
  T *m_ptr;
};

#define SYCLFG_ATOMIC_FREE1(name)                                              \
  template <typename T, access::address_space Space>                           \
  T atomic_##name(atomic<T, Space> object, T operand,                          \
                  memory_order order = memory_order::relaxed) {                \
    return object.name(operand, order);                                        \
  }
SYCLFG_ATOMIC_FREE1(exchange)
SYCLFG_ATOMIC_FREE1(fetch_add)
SYCLFG_ATOMIC_FREE1(fetch_sub)
SYCLFG_ATOMIC_FREE1(fetch_and)
SYCLFG_ATOMIC_FREE1(fetch_or)
SYCLFG_ATOMIC_FREE1(fetch_xor)
SYCLFG_ATOMIC_FREE1(fetch_min)
SYCLFG_ATOMIC_FREE1(fetch_max)
#undef SYCLFG_ATOMIC_FREE1

template <typename T, access::address_space Space>
T atomic_load(atomic<T, Space> object,
              memory_order order = memory_order::relaxed) {
  return object.load(order);
}
template <typename T, access::address_space Space>
void atomic_store(atomic<T, Space> object, T operand,
                  memory_order order = memory_order::relaxed) {
  object.store(operand, order);
}
template <typename T, access::address_space Space>
bool atomic_compare_exchange_strong(
    atomic<T, Space> object, T &expected, T desired,
    memory_order success = memory_order::relaxed,
    memory_order failure = memory_order::relaxed) {
  return object.compare_exchange_strong(expected, desired, success, failure);
}

} // namespace sycl
