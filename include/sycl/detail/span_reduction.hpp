// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// Reductions over a span of a fixed extent (SYCL 2020, 4.9.2): one
// variable per element, each combined separately; the kernel's reducer
// gives the element's reducer by index (red[i] += v).
#pragma once

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

template <class T, class BinaryOperation, std::size_t Extent>
class span_reduction_impl {
public:
  using value_type = T;
  using reducer_type = span_reducer<T, BinaryOperation, Extent>;

  span_reduction_impl(span<T, Extent> vars, std::optional<T> identity,
                      BinaryOperation op, bool initialize_to_identity)
      : m_vars(vars), m_identity(identity), m_op(op),
        m_init_to_identity(initialize_to_identity),
        m_state(std::make_shared<state>()) {}

  reducer_type make_reducer() const { return reducer_type(m_identity, m_op); }
  void fold(const reducer_type &r) const {
    std::lock_guard<std::mutex> lock(m_state->mutex);
    for (std::size_t i = 0; i < Extent; ++i) {
      const std::optional<T> &v = r[i].value();
      if (!v)
        continue;
      std::optional<T> &total = m_state->totals[i];
      total = total ? m_op(*total, *v) : *v;
    }
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
  span<T, Extent> m_vars;
  std::optional<T> m_identity;
  BinaryOperation m_op;
  bool m_init_to_identity;
  std::shared_ptr<state> m_state;
};

} // namespace detail
} // namespace sycl
