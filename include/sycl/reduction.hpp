// Reductions (SYCL 2020, 4.9.2): sycl::reduction over a USM pointer, a
// one-element buffer or a fixed-extent span (one variable per element,
// <sycl/detail/span_reduction.hpp>), and the reducer each work-item combines
// partial results into. handler::parallel_for(range or nd_range, reductions...,
// kernel) gives every work-item fresh reducers and folds their values into
// a partial of the kernel copy that runs it (one per range chunk or
// nd_range worker), each copy's partial into one accumulator per reduction
// once, under a lock, then combines the accumulator with the variable's
// original value, unless property::reduction::initialize_to_identity.
#pragma once

#include <sycl/accessor.hpp>
#include <sycl/buffer.hpp>
#include <sycl/detail/kernel_copy.hpp>
#include <sycl/detail/span_reduction.hpp>
#include <sycl/functional.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/property_list.hpp>
#include <sycl/span.hpp>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

namespace sycl {

namespace detail {
template <class Op, template <class> class Known, class T>
inline constexpr bool is_op_v =
    std::is_same_v<Op, Known<T>> || std::is_same_v<Op, Known<void>>;
} // namespace detail

template <typename T, typename BinaryOperation> class reducer {
  // With a known identity the value is always there: a plain T, which an
  // inlined kernel keeps in a register across the work-items of a chunk.
  static constexpr bool plain = has_known_identity_v<BinaryOperation, T>;
  using value_t = std::conditional_t<plain, T, std::optional<T>>;

public:
  using value_type = T;
  using binary_operation = BinaryOperation;
  static constexpr int dimensions = 0; // a span's elements' reducers too

  reducer(std::optional<T> identity, BinaryOperation op)
      : m_identity(identity), m_value(start(identity)), m_op(op) {}
  reducer(const reducer &) = delete;
  reducer &operator=(const reducer &) = delete;

  reducer &combine(const T &partial) {
    if constexpr (plain)
      m_value = m_op(m_value, partial);
    else
      m_value = m_value ? m_op(*m_value, partial) : partial;
    return *this;
  }
  template <class U = T,
            class = std::enable_if_t<has_known_identity_v<BinaryOperation, U>>>
  T identity() const {
    return *m_identity;
  }

  template <class Op = BinaryOperation,
            class = std::enable_if_t<detail::is_op_v<Op, plus, T> ||
                                     detail::is_op_v<Op, std::plus, T>>>
  friend reducer &operator+=(reducer &r, const T &v) {
    return r.combine(v);
  }
  template <class Op = BinaryOperation,
            class = std::enable_if_t<detail::is_op_v<Op, multiplies, T> ||
                                     detail::is_op_v<Op, std::multiplies, T>>>
  friend reducer &operator*=(reducer &r, const T &v) {
    return r.combine(v);
  }
  template <class Op = BinaryOperation,
            class = std::enable_if_t<detail::is_op_v<Op, bit_and, T>>>
  friend reducer &operator&=(reducer &r, const T &v) {
    return r.combine(v);
  }
  template <class Op = BinaryOperation,
            class = std::enable_if_t<detail::is_op_v<Op, bit_or, T>>>
  friend reducer &operator|=(reducer &r, const T &v) {
    return r.combine(v);
  }
  template <class Op = BinaryOperation,
            class = std::enable_if_t<detail::is_op_v<Op, bit_xor, T>>>
  friend reducer &operator^=(reducer &r, const T &v) {
    return r.combine(v);
  }
  template <class Op = BinaryOperation,
            class = std::enable_if_t<
                (detail::is_op_v<Op, plus, T> ||
                 detail::is_op_v<Op, std::plus, T>)&&std::is_integral_v<T>>>
  friend reducer &operator++(reducer &r) {
    return r.combine(T(1));
  }

  // For the runtime: the combined value (none if no work-item contributed
  // and there is no identity).
  std::optional<T> value() const { return m_value; }

private:
  static value_t start(const std::optional<T> &identity) {
    if constexpr (plain)
      return identity ? *identity : known_identity_v<BinaryOperation, T>;
    else
      return identity;
  }
  std::optional<T> m_identity;
  value_t m_value;
  BinaryOperation m_op;
};

namespace detail {

// One reduction of a command group: where the result goes, the operation,
// the identity (if known or given) and the accumulator work-items fold into.
// Each copy a launch runs gathers its work-items' values in a partial of its
// own, without a lock (a range launch gives every chunk its own copy, an
// nd_range launch every worker: launch.hpp), and folds it into the
// accumulator, under a lock, once, when it goes. Those copies hold the
// accumulator by a plain pointer: the command group's copies own it
// (kernel_copy.hpp).
template <class T, class BinaryOperation> class reduction_impl {
public:
  using value_type = T;
  using reducer_type = reducer<T, BinaryOperation>;

  reduction_impl(std::function<T &()> target, std::optional<T> identity,
                 BinaryOperation op, bool initialize_to_identity)
      : m_identity(identity), m_op(op),
        m_init_to_identity(initialize_to_identity),
        m_owner(std::make_shared<state>()), m_state(m_owner.get().get()) {
    m_state->target = std::move(target);
  }
  reduction_impl(const reduction_impl &other)
      : m_identity(other.m_identity), m_op(other.m_op),
        m_init_to_identity(other.m_init_to_identity), m_owner(other.m_owner),
        m_state(other.m_state) {} // a copy's partial starts empty
  reduction_impl &operator=(const reduction_impl &) = delete;
  ~reduction_impl() {
    if (!m_folded)
      return;
    const std::optional<T> partial = m_partial.value();
    if (!partial)
      return;
    std::lock_guard<std::mutex> lock(m_state->mutex);
    m_state->total =
        m_state->total ? m_op(*m_state->total, *partial) : *partial;
  }

  reducer_type make_reducer() const { return reducer_type(m_identity, m_op); }
  // Work-items' values into this copy's partial (a reducer: a plain T
  // when the identity is known).
  void fold(const reducer_type &r) const {
    if (const std::optional<T> value = r.value())
      m_partial.combine(*value);
    m_folded = true;
  }
  // After the last work-item (and its copy): the result into the variable.
  void finish() const {
    T &target = m_state->target();
    std::optional<T> total = m_state->total;
    if (!total)
      total = m_identity;
    if (m_init_to_identity) {
      if (total)
        target = *total;
    } else if (total) {
      target = m_op(target, *total);
    }
    m_state->total.reset();
  }

private:
  struct state {
    std::function<T &()> target;
    std::mutex mutex;
    std::optional<T> total;
  };
  std::optional<T> m_identity;
  BinaryOperation m_op;
  bool m_init_to_identity;
  cg_owner<state> m_owner; // empty in the copies a launch runs
  state *m_state;
  mutable reducer_type m_partial{m_identity, m_op};
  mutable bool m_folded = false;
};

template <class T> struct is_reduction : std::false_type {};
template <class T, class Op>
struct is_reduction<reduction_impl<T, Op>> : std::true_type {};
template <class T, class Op, std::size_t Extent>
struct is_reduction<span_reduction_impl<T, Op, Extent>> : std::true_type {};
template <class T>
inline constexpr bool is_reduction_v = is_reduction<std::decay_t<T>>::value;

template <class T, class Op> std::optional<T> known_identity_or_none() {
  if constexpr (has_known_identity_v<Op, T>)
    return known_identity_v<Op, T>;
  else
    return std::nullopt;
}

// A buffer reduction's variable, through an accessor of the command group
// (as any command's use of a buffer): the command holds the buffer's
// use_mutex and, for read-only host data under use_host_ptr, gets memory of
// its own, until it has run.
template <class T, int Dims, class A>
std::function<T &()> first_element(buffer<T, Dims, A> &vars, handler &cgh) {
  accessor<T, Dims, access_mode::read_write, target::device> acc(vars, cgh);
  return [acc]() -> T & { return *acc.get_pointer(); };
}

bool inline initialize_to_identity(const property_list &props) {
  return props.has_property<property::reduction::initialize_to_identity>();
}

// The kernel a reduction launch runs per work-item: fresh reducers, the
// user's kernel, then the reducers folded into their accumulators.
template <class Kernel, class... Reductions> struct reduction_kernel {
  using kernel_type = Kernel; // the user's, whose facts the footer registered
  // A range launch gives every chunk its own copy (the reductions'
  // partials) and runs the chunk through run_items.
  static constexpr bool copy_per_chunk = true;
  Kernel kernel;
  std::tuple<Reductions...> reductions;

  // One work-item with reducers of its own (nd_range work-items, which
  // may wait at barriers).
  template <class Item>
  void operator()(const Item &item, const kernel_handler &kh) const {
    run_items([&](auto &&one) { one(item); }, kh);
  }
  // items(one) calls one(item) for each work-item of a range chunk: they
  // share reducers (the operation is associative and commutative), which
  // fold once, at the end.
  template <class Items>
  void run_items(Items &&items, const kernel_handler &kh) const {
    std::apply(
        [&](const Reductions &...r) { run(items, kh, r.make_reducer()...); },
        reductions);
  }
  template <class Items, class... Reducers>
  void run(Items &items, const kernel_handler &kh,
           Reducers &&...reducers) const {
    items([&](const auto &item) {
      using item_t = std::decay_t<decltype(item)>;
      if constexpr (std::is_invocable_v<const Kernel &, item_t, Reducers &...,
                                        kernel_handler>)
        kernel(item, reducers..., kh);
      else
        kernel(item, reducers...);
    });
    std::apply([&](const Reductions &...r) { (r.fold(reducers), ...); },
               reductions);
  }
  void finish() const {
    std::apply([](const Reductions &...r) { (r.finish(), ...); }, reductions);
  }
};

template <std::size_t... I, class Kernel, class Tuple>
auto make_reduction_kernel_of(std::index_sequence<I...>, const Kernel &kernel,
                              const Tuple &all) {
  return reduction_kernel<std::decay_t<Kernel>,
                          std::decay_t<std::tuple_element_t<I, Tuple>>...>{
      kernel, {std::get<I>(all)...}};
}
// The reductions, then the kernel.
template <class... Args> auto make_reduction_kernel(Args &&...args) {
  constexpr std::size_t n = sizeof...(Args) - 1;
  auto all = std::forward_as_tuple(args...);
  return make_reduction_kernel_of(std::make_index_sequence<n>(),
                                  std::get<n>(all), all);
}

} // namespace detail

// Over a USM (or any host) pointer to one value.
template <typename T, typename BinaryOperation>
detail::reduction_impl<T, BinaryOperation>
reduction(T *var, BinaryOperation combiner, const property_list &props = {}) {
  return {[var]() -> T & { return *var; },
          detail::known_identity_or_none<T, BinaryOperation>(), combiner,
          detail::initialize_to_identity(props)};
}
template <typename T, typename BinaryOperation>
detail::reduction_impl<T, BinaryOperation>
reduction(T *var, const T &identity, BinaryOperation combiner,
          const property_list &props = {}) {
  return {[var]() -> T & { return *var; }, identity, combiner,
          detail::initialize_to_identity(props)};
}
// Over the first element of a buffer.
template <typename T, int Dims, typename A, typename BinaryOperation>
detail::reduction_impl<T, BinaryOperation>
reduction(buffer<T, Dims, A> vars, handler &cgh, BinaryOperation combiner,
          const property_list &props = {}) {
  return {detail::first_element(vars, cgh),
          detail::known_identity_or_none<T, BinaryOperation>(), combiner,
          detail::initialize_to_identity(props)};
}
template <typename T, int Dims, typename A, typename BinaryOperation>
detail::reduction_impl<T, BinaryOperation>
reduction(buffer<T, Dims, A> vars, handler &cgh, const T &identity,
          BinaryOperation combiner, const property_list &props = {}) {
  return {detail::first_element(vars, cgh), identity, combiner,
          detail::initialize_to_identity(props)};
}

// Over each element of a span of a fixed extent.
template <typename T, std::size_t Extent, typename BinaryOperation,
          std::enable_if_t<Extent != dynamic_extent, int> = 0>
detail::span_reduction_impl<T, BinaryOperation, Extent>
reduction(span<T, Extent> vars, BinaryOperation combiner,
          const property_list &props = {}) {
  return {vars, detail::known_identity_or_none<T, BinaryOperation>(), combiner,
          detail::initialize_to_identity(props)};
}
template <typename T, std::size_t Extent, typename BinaryOperation,
          std::enable_if_t<Extent != dynamic_extent, int> = 0>
detail::span_reduction_impl<T, BinaryOperation, Extent>
reduction(span<T, Extent> vars, const T &identity, BinaryOperation combiner,
          const property_list &props = {}) {
  return {vars, identity, combiner, detail::initialize_to_identity(props)};
}

} // namespace sycl
