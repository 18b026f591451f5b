// Included by: the built-in function headers (include/sycl/builtins/*.hpp),
// after <sycl/half.hpp>. Includes no public header.
//
// The overload forms SYCL 2020 (revision 8 on, 4.17) declares the built-in
// functions with, and macros writing them:
// - "NonScalar" and "Gen" forms are templates with one type parameter per
//   argument (`template <typename NonScalar1, typename NonScalar2>
//   atan2(NonScalar1, NonScalar2)`), so `sycl::max<decltype(a),
//   decltype(b)>(a, b)` names them; the arguments must have the same type,
//   a vec and a swizzle of it counting as the same, and a swizzle's result
//   is its vec.
// - the scalar forms of the math, relational and native functions are
//   `float f(float)`, `double f(double)` and `half f(half)`, so a class
//   that converts to float is accepted. They are written here as templates
//   whose one parameter is defaulted and unused: the argument is still
//   converted (no deduction happens), and where a program's
//   `using namespace sycl;` also sees the C library's non-template
//   `::sqrt(double)`, a call `sqrt(2.0)` picks the C function, which wins
//   a tie, instead of being ambiguous (as it is with DPC++'s non-template
//   overloads).
#pragma once

#include <sycl/detail/builtin_map.hpp>

#include <type_traits>

namespace sycl {
namespace detail {
template <class Src, int... I> class swizzled_vec;

// The type a built-in computes on and returns: a swizzle's vec, else T.
template <class T> struct value_of { using type = T; };
template <class Src, int... I> struct value_of<swizzled_vec<Src, I...>> {
  using type = vec<typename Src::element_type, static_cast<int>(sizeof...(I))>;
};
template <class T> using value_t = typename value_of<std::remove_cv_t<T>>::type;

template <class T, class... U>
inline constexpr bool same_values_v = (std::is_same_v<value_t<T>, value_t<U>> &&
                                       ...);
template <class T>
inline constexpr bool is_float_v = is_float_elem_v<element_t<value_t<T>>>;
template <class T>
inline constexpr bool is_int_v = is_int_elem_v<element_t<value_t<T>>>;
template <class T>
inline constexpr bool is_nonscalar_v = (shape<value_t<T>>::count > 0);

// GenFloat, GenInt or either (a scalar, vec, swizzle or marray), every
// argument of the first one's type.
template <class T, class... U>
using if_gen_float =
    std::enable_if_t<is_float_v<T> && same_values_v<T, U...>, int>;
template <class T, class... U>
using if_gen_int = std::enable_if_t<is_int_v<T> && same_values_v<T, U...>, int>;
template <class T, class... U>
using if_gen_number =
    std::enable_if_t<(is_float_v<T> || is_int_v<T>)&&same_values_v<T, U...>,
                     int>;
// NonScalar: the same, not a scalar.
template <class T, class... U>
using if_ns_float = std::enable_if_t<
    is_nonscalar_v<T> && is_float_v<T> && same_values_v<T, U...>, int>;
template <class T, class... U>
using if_ns_number =
    std::enable_if_t<is_nonscalar_v<T> &&
                         (is_float_v<T> || is_int_v<T>)&&same_values_v<T, U...>,
                     int>;
// A NonScalar of float elements and one of int elements of its shape
// (ldexp, pown, rootn).
template <class T, class K>
using if_ns_float_int =
    std::enable_if_t<is_nonscalar_v<T> && is_float_v<T> &&
                         std::is_same_v<value_t<K>, rebind_t<value_t<T>, int>>,
                     int>;
template <class T> using elem_of_t = element_t<value_t<T>>;
} // namespace detail

// A scalar form (see the top of this file) over F, computing impl<F>.
#define SYCLFG_SCALAR(F, name, params, args, impl)                             \
  template <class = void> auto name params->decltype(impl<F> args) {           \
    return impl<F> args;                                                       \
  }

// A Gen form (scalars included) of 1, 2 or 3 arguments, `kind` one of the
// if_gen_* or if_ns_* above.
#define SYCLFG_GEN1(name, kind, impl)                                          \
  template <class A, detail::kind<A> = 0>                                      \
  auto name(const A &x)->decltype(impl<detail::value_t<A>>(x)) {               \
    return impl<detail::value_t<A>>(x);                                        \
  }
#define SYCLFG_GEN2(name, kind, impl)                                          \
  template <class A, class B, detail::kind<A, B> = 0>                          \
  auto name(const A &x, const B &y)                                            \
      ->decltype(impl<detail::value_t<A>>(x, y)) {                             \
    return impl<detail::value_t<A>>(x, y);                                     \
  }
#define SYCLFG_GEN3(name, kind, impl)                                          \
  template <class A, class B, class C, detail::kind<A, B, C> = 0>              \
  auto name(const A &x, const B &y, const C &z)                                \
      ->decltype(impl<detail::value_t<A>>(x, y, z)) {                          \
    return impl<detail::value_t<A>>(x, y, z);                                  \
  }

// A math function's forms: the three scalar ones and the NonScalar one,
// each computing with impl<T> (T the value type) over 1, 2 or 3 arguments.
#define SYCLFG_FLOAT_FORMS1(name, impl)                                        \
  SYCLFG_SCALAR(float, name, (float x), (x), impl)                             \
  SYCLFG_SCALAR(double, name, (double x), (x), impl)                           \
  SYCLFG_SCALAR(half, name, (half x), (x), impl)                               \
  SYCLFG_GEN1(name, if_ns_float, impl)
#define SYCLFG_FLOAT_FORMS2(name, impl)                                        \
  SYCLFG_SCALAR(float, name, (float x, float y), (x, y), impl)                 \
  SYCLFG_SCALAR(double, name, (double x, double y), (x, y), impl)              \
  SYCLFG_SCALAR(half, name, (half x, half y), (x, y), impl)                    \
  SYCLFG_GEN2(name, if_ns_float, impl)
#define SYCLFG_FLOAT_FORMS3(name, impl)                                        \
  SYCLFG_SCALAR(float, name, (float x, float y, float z), (x, y, z), impl)     \
  SYCLFG_SCALAR(double, name, (double x, double y, double z), (x, y, z), impl) \
  SYCLFG_SCALAR(half, name, (half x, half y, half z), (x, y, z), impl)         \
  SYCLFG_GEN3(name, if_ns_float, impl)

// The form of a two-argument function taking one scalar for every element
// of a NonScalar (fmax(float4, float), min(int2, int), ...).
#define SYCLFG_NS_SCALAR_FORM(name, kind, impl)                                \
  template <class A, detail::kind<A> = 0>                                      \
  detail::value_t<A> name(const A &x, detail::elem_of_t<A> y) {                \
    using V = detail::value_t<A>;                                              \
    return impl<V>(x, V(y));                                                   \
  }

} // namespace sycl
