// Included by: <sycl/vec.hpp>, after vec's definition. Includes no public
// header: it names vec only in code that depends on its template
// parameters, so vec is complete wherever a swizzled_vec is instantiated.
//
// What vec::swizzle<I...>() and the simple swizzles return (SYCL 2020,
// 4.14.2.5): a vec of the selected elements (it converts to, and is
// accepted wherever, a vec<T, sizeof...(I)>), which also refers to the
// source: when the indices are distinct and the source is not const it is
// an lvalue, so v.xy() = ..., v.zyx() += ..., v.xyz().yx() = ... write the
// source's elements. Its element accessors, [] and swizzles refer to the
// source too; its other members read the elements as they were when it was
// made or last assigned.
#pragma once

#include <sycl/detail/number.hpp>
#include <sycl/detail/vec_names.hpp>

#include <type_traits>

namespace sycl {
// Complete where a swizzle is made (see the first comment).
template <typename DataT, int N> class vec;

namespace detail {

template <class Src, int... I>
class swizzled_vec
    : public vec<typename Src::element_type, static_cast<int>(sizeof...(I))> {
  using DataT = typename Src::element_type;
  static constexpr int N = static_cast<int>(sizeof...(I));
  using base = vec<DataT, N>;
  using elem_ref =
      std::conditional_t<std::is_const_v<Src>, const DataT &, DataT &>;
  static constexpr int index[] = {I...};
  static constexpr bool distinct() {
    for (int i = 0; i < N; ++i)
      for (int j = i + 1; j < N; ++j)
        if (index[i] == index[j])
          return false;
    return true;
  }
  // Assignable: distinct elements of a non-const vec (T makes it depend
  // on a member template's parameter).
  template <class T>
  static constexpr bool writable = sizeof(T) != 0 && !std::is_const_v<Src> &&
                                   distinct();

public:
  explicit swizzled_vec(Src *src) : m_src(src) { refresh(); }
  swizzled_vec(const swizzled_vec &) = default;

  elem_ref operator[](int i) const { return (*m_src)[index[i]]; }
#define SYCLFG_SWIZZLE_ELEM(name, i)                                           \
  template <int M = N, class = std::enable_if_t<(i < M)>>                      \
  elem_ref name() const {                                                      \
    return (*this)[i];                                                         \
  }
  SYCLFG_VEC_ELEMENT_NAMES(SYCLFG_SWIZZLE_ELEM)
#undef SYCLFG_SWIZZLE_ELEM

  // A swizzle of this swizzle selects from the same source.
  template <int... J> swizzled_vec<Src, index[J]...> swizzle() const {
    return swizzled_vec<Src, index[J]...>(m_src);
  }
  SYCLFG_SIMPLE_SWIZZLES()

  // Assignment writes the source's selected elements; only for distinct
  // elements of a non-const vec.
  template <class V,
            std::enable_if_t<writable<V> &&
                                 std::is_convertible_v<const V &, const base &>,
                             int> = 0>
  swizzled_vec &operator=(const V &v) {
    const base &values = v;
    for (int i = 0; i < N; ++i)
      (*m_src)[index[i]] = values[i];
    refresh();
    return *this;
  }
  swizzled_vec &operator=(const swizzled_vec &v) {
    static_assert(writable<Src>, "a swizzle of a const vec, or one that "
                                 "repeats an element, is not assignable");
    return *this = static_cast<const base &>(v);
  }
  template <class S,
            std::enable_if_t<writable<S> && is_vec_scalar_v<S>, int> = 0>
  swizzled_vec &operator=(const S &s) {
    return *this = base(static_cast<DataT>(s));
  }

#define SYCLFG_SWIZZLE_COMPOUND(op)                                            \
  swizzled_vec &operator op##=(const base &v) {                                \
    base now = current();                                                      \
    now op## = v;                                                              \
    return *this = now;                                                        \
  }                                                                            \
  template <class S, std::enable_if_t<is_vec_scalar_v<S>, int> = 0>            \
  swizzled_vec &operator op##=(const S &s) {                                   \
    return *this op## = base(static_cast<DataT>(s));                           \
  }
  SYCLFG_SWIZZLE_COMPOUND(+)
  SYCLFG_SWIZZLE_COMPOUND(-)
  SYCLFG_SWIZZLE_COMPOUND(*)
  SYCLFG_SWIZZLE_COMPOUND(/)
  SYCLFG_SWIZZLE_COMPOUND(%)
  SYCLFG_SWIZZLE_COMPOUND(&)
  SYCLFG_SWIZZLE_COMPOUND(|)
  SYCLFG_SWIZZLE_COMPOUND(^)
  SYCLFG_SWIZZLE_COMPOUND(<<)
  SYCLFG_SWIZZLE_COMPOUND(>>)
#undef SYCLFG_SWIZZLE_COMPOUND
  swizzled_vec &operator++() { return *this += 1; }
  swizzled_vec &operator--() { return *this -= 1; }
  base operator++(int) {
    base old = current();
    *this += 1;
    return old;
  }
  base operator--(int) {
    base old = current();
    *this -= 1;
    return old;
  }

private:
  base current() const {
    base now;
    for (int i = 0; i < N; ++i)
      now[i] = (*m_src)[index[i]];
    return now;
  }
  void refresh() { static_cast<base &>(*this) = current(); }

  Src *m_src;
};

} // namespace detail
} // namespace sycl
