// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// Reductions over a span of a fixed extent (SYCL 2020, 4.9.2): one
// variable per element, each combined separately; the kernel's reducer
// gives the element's reducer by index (red[i] += v).
#pragma once

#include <sycl/detail/kernel_copy.hpp>

#include <array>
#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>

namespace sycl {
template <typename ElementType, std::size_t Extent> class span;

template <typename T, typename BinaryOperation> class reducer;

namespace detail {

// The reducer a kernel gets for a span reduction: one reducer per element.
template <class T, class BinaryOperation, std::size_t Extent>
class span_reducer {
public:
  using value_type = T;
  using binary_operation = BinaryOperation;
  static constexpr int dimensions = 1;

  span_reducer(std::optional<T> identity, BinaryOperation op) {
    for (auto &r : m_elements)
      r.emplace(identity, op);
  }
  span_reducer(const span_reducer &) = delete;
  span_reducer &operator=(const span_reducer &) = delete;

  reducer<T, BinaryOperation> &operator[](std::size_t index) {
    return *m_elements[index];
  }
  const reducer<T, BinaryOperation> &operator[](std::size_t index) const {
    return *m_elements[index];
  }

private:
  std::array<std::optional<reducer<T, BinaryOperation>>, Extent> m_elements;
};

// As reduction_impl (reduction.hpp): each copy a launch runs gathers its
// work-items' values in partials of its own and folds them once, when it
// goes; the command group's copies own the accumulators.
template <class T, class BinaryOperation, std::size_t Extent>
class span_reduction_impl {
public:
  using value_type = T;
  using reducer_type = span_reducer<T, BinaryOperation, Extent>;

  span_reduction_impl(span<T, Extent> vars, std::optional<T> identity,
                      BinaryOperation op, bool initialize_to_identity)
      : m_vars(vars), m_identity(identity), m_op(op),
        m_init_to_identity(initialize_to_identity),
        m_owner(std::make_shared<state>()), m_state(m_owner.get().get()) {}
  span_reduction_impl(const span_reduction_impl &other)
      : m_vars(other.m_vars), m_identity(other.m_identity), m_op(other.m_op),
        m_init_to_identity(other.m_init_to_identity), m_owner(other.m_owner),
        m_state(other.m_state) {} // a copy's partials start empty
  span_reduction_impl &operator=(const span_reduction_impl &) = delete;
  ~span_reduction_impl() {
    if (!m_folded)
      return;
    std::lock_guard<std::mutex> lock(m_state->mutex);
    for (std::size_t i = 0; i < Extent; ++i)
      combine(m_state->totals[i], m_partials[i].value());
  }

  reducer_type make_reducer() const { return reducer_type(m_identity, m_op); }
  // A work-item's values into this copy's partials.
  void fold(const reducer_type &r) const {
    for (std::size_t i = 0; i < Extent; ++i)
      if (const std::optional<T> value = r[i].value())
        m_partials[i].combine(*value);
    m_folded = true;
  }
  // After the last work-item: each element's result into its variable.
  void finish() const {
    for (std::size_t i = 0; i < Extent; ++i) {
      std::optional<T> total = m_state->totals[i];
      if (!total)
        total = m_identity;
      if (total)
        m_vars[i] = m_init_to_identity ? *total : m_op(m_vars[i], *total);
      m_state->totals[i].reset();
    }
  }

private:
  struct state {
    std::mutex mutex;
    std::array<std::optional<T>, Extent> totals;
  };
  void combine(std::optional<T> &into, const std::optional<T> &v) const {
    if (v)
      into = into ? m_op(*into, *v) : *v;
  }
  span<T, Extent> m_vars;
  std::optional<T> m_identity;
  BinaryOperation m_op;
  bool m_init_to_identity;
  cg_owner<state> m_owner; // empty in the copies a launch runs
  state *m_state;
  // A reducer per element (a plain T each when the identity is known).
  mutable reducer_type m_partials{m_identity, m_op};
  mutable bool m_folded = false;
};

} // namespace detail
} // namespace sycl
