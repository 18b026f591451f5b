// Built-in functions called with swizzles (SYCL 2020, 4.14.2.5 and 4.17:
// the built-ins take __swizzled_vec__ arguments like vecs): each built-in
// name also has a forwarding overload, enabled when an argument is a
// swizzle, that calls it with the swizzles' vec values.
#pragma once

#include <sycl/vec.hpp>

#include <type_traits>

namespace sycl {
namespace detail {
template <class T> struct is_swizzle : std::false_type {};
template <class Src, int... I>
struct is_swizzle<swizzled_vec<Src, I...>> : std::true_type {};
template <class... A>
inline constexpr bool any_swizzle_v = (is_swizzle<A>::value || ...);

template <class T> decltype(auto) unswizzle(const T &v) {
  if constexpr (is_swizzle<T>::value)
    return static_cast<
        const vec<typename T::element_type, static_cast<int>(T::size())> &>(v);
  else
    return (v);
}
} // namespace detail

#define SYCLFG_SWIZZLE_FORWARD(name)                                           \
  template <class... A,                                                        \
            std::enable_if_t<detail::any_swizzle_v<A...>, int> = 0>            \
  auto name(const A &...a)->decltype(name(detail::unswizzle(a)...)) {          \
    return name(detail::unswizzle(a)...);                                      \
  }
// clang-format off
#define SYCLFG_SWIZZLE_FORWARD_ALL(F)                                          \
  F(acos) F(acosh) F(acospi) F(asin) F(asinh) F(asinpi) F(atan) F(atan2)       \
  F(atan2pi) F(atanh) F(atanpi) F(cbrt) F(ceil) F(copysign) F(cos) F(cosh)     \
  F(cospi) F(erf) F(erfc) F(exp) F(exp10) F(exp2) F(expm1) F(fabs) F(fdim)     \
  F(floor) F(fma) F(fmax) F(fmin) F(fmod) F(fract) F(frexp) F(hypot)           \
  F(ilogb) F(ldexp) F(lgamma) F(lgamma_r) F(log) F(log10) F(log1p) F(log2)     \
  F(logb) F(mad) F(maxmag) F(minmag) F(modf) F(nan) F(nextafter) F(pow)        \
  F(pown) F(powr) F(remainder) F(remquo) F(rint) F(rootn) F(round) F(rsqrt)    \
  F(sin) F(sincos) F(sinh) F(sinpi) F(sqrt) F(tan) F(tanh) F(tanpi)            \
  F(tgamma) F(trunc) F(abs) F(abs_diff) F(add_sat) F(hadd) F(rhadd) F(clamp)   \
  F(clz) F(ctz) F(mad_hi) F(mad_sat) F(max) F(min) F(mul_hi) F(rotate)         \
  F(sub_sat) F(upsample) F(popcount) F(mad24) F(mul24) F(degrees) F(radians)   \
  F(mix) F(step) F(smoothstep) F(sign) F(cross) F(dot) F(distance) F(length)   \
  F(normalize) F(fast_distance) F(fast_length) F(fast_normalize) F(isequal)    \
  F(isnotequal) F(isgreater) F(isgreaterequal) F(isless) F(islessequal)        \
  F(islessgreater) F(isfinite) F(isinf) F(isnan) F(isnormal) F(isordered)      \
  F(isunordered) F(signbit) F(any) F(all) F(bitselect) F(select)
// clang-format on
SYCLFG_SWIZZLE_FORWARD_ALL(SYCLFG_SWIZZLE_FORWARD)
#undef SYCLFG_SWIZZLE_FORWARD_ALL
#undef SYCLFG_SWIZZLE_FORWARD

} // namespace sycl
