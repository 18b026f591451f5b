// Group functions and algorithms (SYCL 2020, 4.17.3-4.17.4) over a
// work-group (sycl::group from nd_item::get_group()) and a sub-group.
//
// Over a work-group, each work-item puts its value into a slot of a buffer
// the work-items of its group share (they run on one thread, see
// executor.hpp), waits at a barrier, computes the result from all slots in
// the same order (so every work-item gets the same value), and waits at a
// second barrier before the slots are reused. The joint_ forms compute over
// a range every work-item names the same way: after a barrier, the leader
// writes any output, then all wait again. Over a sub-group the same, with
// sub-group barriers (the sub-group's work-items run one after another on
// the group's thread while the others wait, so they can share the slots).
#pragma once

#include <sycl/functional.hpp>
#include <sycl/group.hpp>
#include <sycl/group_barrier.hpp>
#include <sycl/sub_group.hpp>

#include <cstddef>
#include <cstring>
#include <iterator>
#include <optional>
#include <type_traits>
#include <vector>

namespace sycl {

template <class T> struct is_group : std::false_type {};
template <int Dims> struct is_group<group<Dims>> : std::true_type {};
template <> struct is_group<sub_group> : std::true_type {};
template <class T> inline constexpr bool is_group_v = is_group<T>::value;

namespace detail {

template <class G>
using if_group = std::enable_if_t<is_group_v<std::decay_t<G>>, int>;

// The calling thread's slots: a work-group's work-items share it.
inline std::vector<unsigned char> &group_slots() {
  static thread_local std::vector<unsigned char> slots;
  return slots;
}

// Every work-item's `value`, in local linear id order, until done() is
// called: the slots are valid between the two barriers.
template <class T> class gathered {
  static_assert(std::is_trivially_copyable_v<T>,
                "group algorithms take trivially copyable values");

public:
  template <class G> gathered(const G &g, const T &value) {
    m_count = g.get_local_linear_range();
    std::vector<unsigned char> &slots = group_slots();
    if (slots.size() < m_count * sizeof(T))
      slots.resize(m_count * sizeof(T)); // only the first arrival grows it
    m_bytes = slots.data();
    std::memcpy(m_bytes + g.get_local_linear_id() * sizeof(T), &value,
                sizeof(T));
    group_barrier(g);
  }
  std::size_t size() const { return m_count; }
  T operator[](std::size_t i) const {
    T v;
    std::memcpy(&v, m_bytes + i * sizeof(T), sizeof(T));
    return v;
  }
  template <class G> void done(const G &g) const { group_barrier(g); }

private:
  std::size_t m_count = 0;
  unsigned char *m_bytes = nullptr;
};

// op(...op(op(init, v[0]), v[1])..., v[end - 1]) over the work-items'
// values v in local linear id order; without init, v[0] starts.
template <class T, class G, class V, class Op>
T fold(const G &g, const V &x, std::size_t end, std::optional<T> init, Op op) {
  gathered<V> all(g, x);
  std::size_t i = 0;
  T r = init ? *init : T(all[i++]);
  for (; i < end; ++i)
    r = op(r, all[i]);
  all.done(g);
  return r;
}

template <class Op, class T> constexpr T identity() {
  static_assert(has_known_identity_v<Op, T>,
                "this form needs an operation with a known identity");
  return known_identity_v<Op, T>;
}

} // namespace detail

// --- group_broadcast (4.17.3.1) ---------------------------------------------
template <class G, class T, detail::if_group<G> = 0>
T group_broadcast(G g, T x, typename G::linear_id_type local_linear_id) {
  detail::gathered<T> all(g, x);
  const T r = all[local_linear_id];
  all.done(g);
  return r;
}
template <class G, class T, detail::if_group<G> = 0>
T group_broadcast(G g, T x) {
  return group_broadcast(g, x, 0);
}
template <class G, class T, detail::if_group<G> = 0>
T group_broadcast(G g, T x, typename G::id_type local_id) {
  std::size_t linear = 0;
  const auto extent = g.get_local_range();
  for (int d = 0; d < G::dimensions; ++d)
    linear = linear * extent[d] + local_id[d];
  return group_broadcast(g, x, static_cast<typename G::linear_id_type>(linear));
}

// --- any_of_group, all_of_group, none_of_group (4.17.4.3-5) -----------------
template <class G, detail::if_group<G> = 0> bool any_of_group(G g, bool pred) {
  return detail::fold<bool>(g, pred, g.get_local_linear_range(), false,
                            [](bool a, bool b) { return a || b; });
}
template <class G, detail::if_group<G> = 0> bool all_of_group(G g, bool pred) {
  return detail::fold<bool>(g, pred, g.get_local_linear_range(), true,
                            [](bool a, bool b) { return a && b; });
}
template <class G, detail::if_group<G> = 0> bool none_of_group(G g, bool pred) {
  return !any_of_group(g, pred);
}
template <class G, class T, class Predicate, detail::if_group<G> = 0>
bool any_of_group(G g, T x, Predicate pred) {
  return any_of_group(g, static_cast<bool>(pred(x)));
}
template <class G, class T, class Predicate, detail::if_group<G> = 0>
bool all_of_group(G g, T x, Predicate pred) {
  return all_of_group(g, static_cast<bool>(pred(x)));
}
template <class G, class T, class Predicate, detail::if_group<G> = 0>
bool none_of_group(G g, T x, Predicate pred) {
  return none_of_group(g, static_cast<bool>(pred(x)));
}

// --- reduce_over_group (4.17.4.6) -------------------------------------------
template <class G, class T, class Op, detail::if_group<G> = 0>
T reduce_over_group(G g, T x, Op op) {
  return detail::fold<T>(g, x, g.get_local_linear_range(), std::nullopt, op);
}
template <class G, class V, class T, class Op, detail::if_group<G> = 0>
T reduce_over_group(G g, V x, T init, Op op) {
  return detail::fold<T>(g, x, g.get_local_linear_range(), init, op);
}

// --- exclusive_scan_over_group, inclusive_scan_over_group (4.17.4.8) --------
template <class G, class T, class Op, detail::if_group<G> = 0>
T exclusive_scan_over_group(G g, T x, Op op) {
  return detail::fold<T>(g, x, g.get_local_linear_id(),
                         detail::identity<Op, T>(), op);
}
template <class G, class V, class T, class Op, detail::if_group<G> = 0>
T exclusive_scan_over_group(G g, V x, T init, Op op) {
  return detail::fold<T>(g, x, g.get_local_linear_id(), init, op);
}
template <class G, class T, class Op, detail::if_group<G> = 0>
T inclusive_scan_over_group(G g, T x, Op op) {
  return detail::fold<T>(g, x, g.get_local_linear_id() + 1, std::nullopt, op);
}
template <class G, class V, class Op, class T, detail::if_group<G> = 0>
T inclusive_scan_over_group(G g, V x, Op op, T init) {
  return detail::fold<T>(g, x, g.get_local_linear_id() + 1, init, op);
}

// --- joint_ forms over [first, last) ----------------------------------------
namespace detail {
// What the joint_ forms compute between their barriers, also called once
// per group by compiled work-groups (impl/compiled_group_calls.hpp).
template <class Ptr, class Predicate>
bool joint_any(Ptr first, Ptr last, Predicate pred) {
  bool r = false;
  for (Ptr p = first; p != last && !r; ++p)
    r = static_cast<bool>(pred(*p));
  return r;
}
template <class Ptr, class T, class Op>
T joint_fold(Ptr first, Ptr last, T init, Op op) {
  for (Ptr p = first; p != last; ++p)
    init = op(init, *p);
  return init;
}
// Without init: from *first (the range must not be empty).
template <class Ptr, class Op> auto joint_fold(Ptr first, Ptr last, Op op) {
  using T = typename std::iterator_traits<Ptr>::value_type;
  T r = *first;
  for (Ptr p = first + 1; p < last; ++p)
    r = op(r, *p);
  return r;
}
// result[i] = init op first[0] op ... op first[i - 1 + Inclusive] (the
// output may alias the input); the end of the output.
template <bool Inclusive, class InPtr, class OutPtr, class T, class Op>
OutPtr joint_scan_values(InPtr first, InPtr last, OutPtr result, T init,
                         Op op) {
  const auto count = last - first;
  for (auto i = decltype(count)(0); i < count; ++i) {
    const T value = first[i];
    if (Inclusive) {
      init = op(init, value);
      result[i] = init;
    } else {
      result[i] = init;
      init = op(init, value);
    }
  }
  return result + count;
}
} // namespace detail

template <class G, class Ptr, class Predicate, detail::if_group<G> = 0>
bool joint_any_of(G g, Ptr first, Ptr last, Predicate pred) {
  group_barrier(g);
  const bool r = detail::joint_any(first, last, pred);
  group_barrier(g);
  return r;
}
template <class G, class Ptr, class Predicate, detail::if_group<G> = 0>
bool joint_all_of(G g, Ptr first, Ptr last, Predicate pred) {
  return !joint_any_of(g, first, last, [&](const auto &v) { return !pred(v); });
}
template <class G, class Ptr, class Predicate, detail::if_group<G> = 0>
bool joint_none_of(G g, Ptr first, Ptr last, Predicate pred) {
  return !joint_any_of(g, first, last, pred);
}

template <class G, class Ptr, class T, class Op, detail::if_group<G> = 0>
T joint_reduce(G g, Ptr first, Ptr last, T init, Op op) {
  group_barrier(g);
  const T r = detail::joint_fold(first, last, init, op);
  group_barrier(g);
  return r;
}
template <class G, class Ptr, class Op, detail::if_group<G> = 0>
auto joint_reduce(G g, Ptr first, Ptr last, Op op) {
  group_barrier(g);
  const auto r = detail::joint_fold(first, last, op);
  group_barrier(g);
  return r;
}

namespace detail {
// joint_scan_values between barriers, by the leader only.
template <bool Inclusive, class G, class InPtr, class OutPtr, class T, class Op>
OutPtr joint_scan(G g, InPtr first, InPtr last, OutPtr result, T init, Op op) {
  group_barrier(g);
  if (g.leader())
    joint_scan_values<Inclusive>(first, last, result, init, op);
  group_barrier(g);
  return result + (last - first);
}
} // namespace detail

template <class G, class InPtr, class OutPtr, class Op, detail::if_group<G> = 0>
OutPtr joint_exclusive_scan(G g, InPtr first, InPtr last, OutPtr result,
                            Op op) {
  using T = typename std::iterator_traits<OutPtr>::value_type;
  return joint_exclusive_scan(g, first, last, result, detail::identity<Op, T>(),
                              op);
}
template <class G, class InPtr, class OutPtr, class T, class Op,
          detail::if_group<G> = 0>
OutPtr joint_exclusive_scan(G g, InPtr first, InPtr last, OutPtr result, T init,
                            Op op) {
  return detail::joint_scan<false>(g, first, last, result, init, op);
}
template <class G, class InPtr, class OutPtr, class Op, detail::if_group<G> = 0>
OutPtr joint_inclusive_scan(G g, InPtr first, InPtr last, OutPtr result,
                            Op op) {
  using T = typename std::iterator_traits<OutPtr>::value_type;
  return joint_inclusive_scan(g, first, last, result, op,
                              detail::identity<Op, T>());
}
template <class G, class InPtr, class OutPtr, class Op, class T,
          detail::if_group<G> = 0>
OutPtr joint_inclusive_scan(G g, InPtr first, InPtr last, OutPtr result, Op op,
                            T init) {
  return detail::joint_scan<true>(g, first, last, result, init, op);
}

// --- sub-group shuffles (4.17.3.2-4) ----------------------------------------
// Each work-item reads the value of the work-item of the sub-group it names;
// one naming no work-item of the sub-group (unspecified in SYCL) gets its
// own value.
namespace detail {
template <class T>
T shuffle(const sub_group &g, const T &x, std::size_t source) {
  gathered<T> all(g, x);
  const T r = source < all.size() ? all[source] : x;
  all.done(g);
  return r;
}
} // namespace detail

template <class T>
T shift_group_left(sub_group g, T x, sub_group::linear_id_type delta = 1) {
  return detail::shuffle(g, x, std::size_t{g.get_local_linear_id()} + delta);
}
template <class T>
T shift_group_right(sub_group g, T x, sub_group::linear_id_type delta = 1) {
  const std::size_t self = g.get_local_linear_id();
  return detail::shuffle(
      g, x, self >= delta ? self - delta : g.get_local_linear_range());
}
template <class T>
T permute_group_by_xor(sub_group g, T x, sub_group::linear_id_type mask) {
  return detail::shuffle(g, x, std::size_t{g.get_local_linear_id() ^ mask});
}
template <class T>
T select_from_group(sub_group g, T x, sub_group::id_type remote_local_id) {
  return detail::shuffle(g, x, remote_local_id[0]);
}

} // namespace sycl

// The compiled form's group functions (they use detail::identity above).
#include <sycl/impl/compiled_group_calls.hpp>
