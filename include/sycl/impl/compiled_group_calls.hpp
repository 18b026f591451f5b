// The group functions of sycl-footergen's compiled work-groups
// (compiled_group.hpp; docs/runtime.md, the executor). The generated code
// stores each work-item's value in x[local linear id] in the stretch before
// the call, calls one of these once per group, and reads each work-item's
// result from r[its id] in the stretch after. `w` is the compiled_group (one
// segment: the work-group), its sub_groups() (one segment per sub-group
// of consecutive local linear ids, as the fibers path splits them), or one
// one_sub_group (a call whose arguments differ between sub-groups, run
// once per sub-group: compiled_group::each_sub_group). The
// operations run in the order the fibers path (group_algorithm.hpp's fold
// over gathered values) uses, so both give the same results, floating point
// included. Plain loops over arrays: nothing allocated, no barrier.
// Included by: <sycl/group_algorithm.hpp> only, at its end (after
// detail::identity, which it uses; it includes group_algorithm.hpp itself,
// so it also compiles alone). A public-level implementation header
// (sycl/impl/, see docs/design.md): it works on compiled_group
// (impl/compiled_group.hpp) and the group algorithms' identities.
#pragma once

#include <sycl/detail/memory_span.hpp>
#include <sycl/group_algorithm.hpp>
#include <sycl/impl/compiled_group.hpp>

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <optional>

namespace sycl {
namespace detail {

namespace group_calls {

// f(first, count) for each segment of `w`.
template <class W, class F> void for_each_segment(const W &w, F f) {
  f(std::size_t{0}, w.size());
}
template <class F> void for_each_segment(const sub_group_segments &s, F f) {
  for (std::size_t b = 0; b < s.size; b += s.sub_size)
    f(b, std::min(s.sub_size, s.size - b));
}
template <class F> void for_each_segment(const one_sub_group &s, F f) {
  f(s.begin, s.count);
}

// An id within a segment, as a linear index.
template <class W, int Dims>
std::size_t linear_of(const W &w, const id<Dims> &local_id) {
  std::size_t linear = 0;
  for (int d = 0; d < Dims; ++d)
    linear = linear * w.local_range()[d] + local_id[d];
  return linear;
}
inline std::size_t linear_of(const sub_group_segments &, const id<1> &i) {
  return i[0];
}
inline std::size_t linear_of(const one_sub_group &, const id<1> &i) {
  return i[0];
}

template <class W, class V, class R>
void group_broadcast(const W &w, const V *x, R *r, std::size_t source = 0) {
  for_each_segment(w, [&](std::size_t b, std::size_t n) {
    const R value = x[b + source];
    for (std::size_t i = 0; i < n; ++i)
      r[b + i] = value;
  });
}
template <class W, class V, class R, int Dims>
void group_broadcast(const W &w, const V *x, R *r, id<Dims> local_id) {
  group_broadcast(w, x, r, linear_of(w, local_id));
}

struct as_bool {
  template <class T> bool operator()(const T &v) const {
    return static_cast<bool>(v);
  }
};

// r = (p(x[0]) || ... || p(x[n - 1])) per segment, negated when `flip`;
// `all`: && from true instead.
template <class W, class V, class R, class P>
void fold_bools(const W &w, const V *x, R *r, bool all, bool flip, P p) {
  for_each_segment(w, [&](std::size_t b, std::size_t n) {
    bool acc = all;
    for (std::size_t i = 0; i < n; ++i)
      acc = all ? acc && static_cast<bool>(p(x[b + i]))
                : acc || static_cast<bool>(p(x[b + i]));
    for (std::size_t i = 0; i < n; ++i)
      r[b + i] = flip ? !acc : acc;
  });
}
template <class W, class V, class R, class P = as_bool>
void any_of_group(const W &w, const V *x, R *r, P pred = {}) {
  fold_bools(w, x, r, false, false, pred);
}
template <class W, class V, class R, class P = as_bool>
void all_of_group(const W &w, const V *x, R *r, P pred = {}) {
  fold_bools(w, x, r, true, false, pred);
}
template <class W, class V, class R, class P = as_bool>
void none_of_group(const W &w, const V *x, R *r, P pred = {}) {
  fold_bools(w, x, r, false, true, pred);
}

// Per segment: acc = op(...op(start, x[first])..., x[n - 1]) for every
// work-item; start is init, or x[0] (first = 1) without one.
template <class W, class V, class R, class Op>
void reduce_segments(const W &w, const V *x, R *r, const R *init, Op op) {
  for_each_segment(w, [&](std::size_t b, std::size_t n) {
    R acc = init != nullptr ? *init : R(x[b]);
    for (std::size_t i = init != nullptr ? 0 : 1; i < n; ++i)
      acc = op(acc, x[b + i]);
    for (std::size_t i = 0; i < n; ++i)
      r[b + i] = acc;
  });
}
template <class W, class V, class R, class Op>
void reduce_over_group(const W &w, const V *x, R *r, Op op) {
  reduce_segments(w, x, r, static_cast<const R *>(nullptr), op);
}
template <class W, class V, class R, class T, class Op>
void reduce_over_group(const W &w, const V *x, R *r, T init, Op op) {
  const R start(init);
  reduce_segments(w, x, r, &start, op);
}

// Per segment: r[i] = the running fold before (exclusive) or after
// (inclusive) x[i], from init, or from x[0] (inclusive without init).
template <bool Inclusive, class W, class V, class R, class Op>
void scan_segments(const W &w, const V *x, R *r, const R *init, Op op) {
  for_each_segment(w, [&](std::size_t b, std::size_t n) {
    std::size_t i = 0;
    R acc = init != nullptr ? *init : R(x[b]);
    if (init == nullptr)
      r[b + i++] = acc;
    for (; i < n; ++i) {
      if (!Inclusive)
        r[b + i] = acc;
      acc = op(acc, x[b + i]);
      if (Inclusive)
        r[b + i] = acc;
    }
  });
}
template <class W, class V, class R, class Op>
void exclusive_scan_over_group(const W &w, const V *x, R *r, Op op) {
  const R start = identity<Op, R>();
  scan_segments<false>(w, x, r, &start, op);
}
template <class W, class V, class R, class T, class Op>
void exclusive_scan_over_group(const W &w, const V *x, R *r, T init, Op op) {
  const R start(init);
  scan_segments<false>(w, x, r, &start, op);
}
template <class W, class V, class R, class Op>
void inclusive_scan_over_group(const W &w, const V *x, R *r, Op op) {
  scan_segments<true>(w, x, r, static_cast<const R *>(nullptr), op);
}
template <class W, class V, class R, class Op, class T>
void inclusive_scan_over_group(const W &w, const V *x, R *r, Op op, T init) {
  const R start(init);
  scan_segments<true>(w, x, r, &start, op);
}

// A work-group scan run inside the loop over the work-items, one step per
// work-item in linear order (compiled_group::each_in_order), when the tool
// fused the region before the call, the call and the region after
// (docs/runtime.md): step(x) takes the work-item's value where the region
// before stored it, result() is what scan_segments gives that work-item
// (the same operations in the same order), read where the call was
// written. Both live in the loop: no slot is stored or loaded.
template <bool Inclusive, class R, class Op> class running_scan {
public:
  running_scan(Op op, const R *init) : m_op(op) {
    if (init != nullptr)
      m_acc.emplace(*init);
  }
  template <class V> void step(const V &x) {
    if (!m_acc) { // inclusive without init: starts at x[0]
      m_acc.emplace(x);
      m_result = m_acc;
      return;
    }
    if (!Inclusive)
      m_result = m_acc;
    *m_acc = m_op(*m_acc, x);
    if (Inclusive)
      m_result = m_acc;
  }
  const R &result() const { return *m_result; }

private:
  Op m_op;
  std::optional<R> m_acc, m_result;
};
template <class R, class Op>
running_scan<false, R, Op> running_exclusive_scan_over_group(Op op) {
  const R start = identity<Op, R>();
  return {op, &start};
}
template <class R, class T, class Op>
running_scan<false, R, Op> running_exclusive_scan_over_group(T init, Op op) {
  const R start(init);
  return {op, &start};
}
template <class R, class Op>
running_scan<true, R, Op> running_inclusive_scan_over_group(Op op) {
  return {op, nullptr};
}
template <class R, class Op, class T>
running_scan<true, R, Op> running_inclusive_scan_over_group(Op op, T init) {
  const R start(init);
  return {op, &start};
}

// Whether two accessors the kernel captured reach no common element: the
// fused scan's condition when one is read before the call and the other
// written after it.
template <class A, class B> bool apart(const A &a, const B &b) noexcept {
  return detail::apart(memory_span_of(a), memory_span_of(b));
}

// Per segment: r[i] = x[source(i, n)] when that names a work-item of the
// segment, else x[i] (the fibers path's choice; SYCL leaves it open).
template <class W, class V, class R, class S>
void shuffle_segments(const W &w, const V *x, R *r, S source) {
  for_each_segment(w, [&](std::size_t b, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) {
      const std::size_t from = source(i, n);
      r[b + i] = from < n ? x[b + from] : x[b + i];
    }
  });
}
template <class W, class V, class R>
void shift_group_left(const W &w, const V *x, R *r, std::size_t delta = 1) {
  shuffle_segments(w, x, r,
                   [delta](std::size_t i, std::size_t) { return i + delta; });
}
template <class W, class V, class R>
void shift_group_right(const W &w, const V *x, R *r, std::size_t delta = 1) {
  shuffle_segments(w, x, r, [delta](std::size_t i, std::size_t n) {
    return i >= delta ? i - delta : n;
  });
}
template <class W, class V, class R>
void permute_group_by_xor(const W &w, const V *x, R *r, std::size_t mask) {
  shuffle_segments(w, x, r,
                   [mask](std::size_t i, std::size_t) { return i ^ mask; });
}

// The joint_ forms over a work-group: x[i] is work-item i's `first`, and
// `first`, `last` and the other arguments are the same for every work-item
// (SYCL's rules), so the range is walked once, as work-item 0 names it,
// with the fibers path's operations in its order (group_algorithm.hpp's
// detail::joint_*); every work-item gets the result.
template <class W, class R, class T> void to_all(const W &w, R *r, T value) {
  for (std::size_t i = 0; i < w.size(); ++i)
    r[i] = value;
}
template <class W, class P, class R, class L, class Predicate>
void joint_any_of(const W &w, const P *x, R *r, L last, Predicate pred) {
  to_all(w, r, joint_any(x[0], last, pred));
}
template <class W, class P, class R, class L, class Predicate>
void joint_all_of(const W &w, const P *x, R *r, L last, Predicate pred) {
  to_all(w, r, !joint_any(x[0], last, [&](const auto &v) { return !pred(v); }));
}
template <class W, class P, class R, class L, class Predicate>
void joint_none_of(const W &w, const P *x, R *r, L last, Predicate pred) {
  to_all(w, r, !joint_any(x[0], last, pred));
}
template <class W, class P, class R, class L, class Op>
void joint_reduce(const W &w, const P *x, R *r, L last, Op op) {
  to_all(w, r, joint_fold(x[0], last, op));
}
template <class W, class P, class R, class L, class T, class Op>
void joint_reduce(const W &w, const P *x, R *r, L last, T init, Op op) {
  to_all(w, r, joint_fold(x[0], last, init, op));
}
template <class W, class P, class R, class L, class Out, class Op>
void joint_exclusive_scan(const W &w, const P *x, R *r, L last, Out out,
                          Op op) {
  using T = typename std::iterator_traits<Out>::value_type;
  to_all(w, r,
         joint_scan_values<false>(x[0], last, out, identity<Op, T>(), op));
}
template <class W, class P, class R, class L, class Out, class T, class Op>
void joint_exclusive_scan(const W &w, const P *x, R *r, L last, Out out, T init,
                          Op op) {
  to_all(w, r, joint_scan_values<false>(x[0], last, out, init, op));
}
template <class W, class P, class R, class L, class Out, class Op>
void joint_inclusive_scan(const W &w, const P *x, R *r, L last, Out out,
                          Op op) {
  using T = typename std::iterator_traits<Out>::value_type;
  to_all(w, r, joint_scan_values<true>(x[0], last, out, identity<Op, T>(), op));
}
template <class W, class P, class R, class L, class Out, class Op, class T>
void joint_inclusive_scan(const W &w, const P *x, R *r, L last, Out out, Op op,
                          T init) {
  to_all(w, r, joint_scan_values<true>(x[0], last, out, init, op));
}

} // namespace group_calls
} // namespace detail
} // namespace sycl
