// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// The names of vec's elements and of its simple swizzles (SYCL 2020,
// 4.14.2.5), for vec and its swizzles. Elements: x, y, z, w; r, g, b, a;
// s0 ... sF. Simple swizzles, available when
// SYCL_SIMPLE_SWIZZLES is defined before <sycl/sycl.hpp>: every sequence of
// 2, 3 or 4 of x, y, z, w (elements that exist, N <= 4) and of r, g, b, a
// (N == 4 only), repeats allowed: v.xyz(), v.zyx(), v.xxyy(), v.bgra().
// A class that expands SYCLFG_SIMPLE_SWIZZLES() needs swizzle<I...>() and
// a template parameter N.
#pragma once

#include <type_traits>

namespace sycl {
namespace detail {
// xyzw names need each index to exist and N <= 4; rgba names need N == 4.
template <int N, bool RGBA, int... I> constexpr bool simple_swizzle_fits() {
  return (RGBA ? N == 4 : N <= 4) && ((I < N) && ...);
}
} // namespace detail
} // namespace sycl

#define SYCLFG_ID(...) __VA_ARGS__

// F(name, index) for each element name.
// clang-format off
#define SYCLFG_VEC_ELEMENT_NAMES(F)                                            \
  F(x, 0) F(y, 1) F(z, 2) F(w, 3) F(r, 0) F(g, 1) F(b, 2) F(a, 3)              \
  F(s0, 0) F(s1, 1) F(s2, 2) F(s3, 3) F(s4, 4) F(s5, 5) F(s6, 6) F(s7, 7)      \
  F(s8, 8) F(s9, 9) F(sA, 10) F(sB, 11) F(sC, 12) F(sD, 13) F(sE, 14)          \
  F(sF, 15)
// clang-format on

// One name: a const and a non-const member returning swizzle<I...>().
#define SYCLFG_SIMPLE_SWIZZLE(RGBA, name, ...)                                 \
  template <int M = N,                                                         \
            class = std::enable_if_t<                                          \
                ::sycl::detail::simple_swizzle_fits<M, RGBA, __VA_ARGS__>()>>  \
  auto name() {                                                                \
    return this->template swizzle<__VA_ARGS__>();                              \
  }                                                                            \
  template <int M = N,                                                         \
            class = std::enable_if_t<                                          \
                ::sycl::detail::simple_swizzle_fits<M, RGBA, __VA_ARGS__>()>>  \
  auto name() const {                                                          \
    return this->template swizzle<__VA_ARGS__>();                              \
  }

// Appends each of the four names (and its index) to prefix P with indices
// I: the last letter, then the middle and first letters of longer names.
#define SYCLFG_SW_LAST(R, P, I, a, b, c, d)                                    \
  SYCLFG_SIMPLE_SWIZZLE(R, P##a, SYCLFG_ID I, 0)                               \
  SYCLFG_SIMPLE_SWIZZLE(R, P##b, SYCLFG_ID I, 1)                               \
  SYCLFG_SIMPLE_SWIZZLE(R, P##c, SYCLFG_ID I, 2)                               \
  SYCLFG_SIMPLE_SWIZZLE(R, P##d, SYCLFG_ID I, 3)
#define SYCLFG_SW_MID(R, P, I, a, b, c, d)                                     \
  SYCLFG_SW_LAST(R, P##a, (SYCLFG_ID I, 0), a, b, c, d)                        \
  SYCLFG_SW_LAST(R, P##b, (SYCLFG_ID I, 1), a, b, c, d)                        \
  SYCLFG_SW_LAST(R, P##c, (SYCLFG_ID I, 2), a, b, c, d)                        \
  SYCLFG_SW_LAST(R, P##d, (SYCLFG_ID I, 3), a, b, c, d)
#define SYCLFG_SW_TOP(R, P, I, a, b, c, d)                                     \
  SYCLFG_SW_MID(R, P##a, (SYCLFG_ID I, 0), a, b, c, d)                         \
  SYCLFG_SW_MID(R, P##b, (SYCLFG_ID I, 1), a, b, c, d)                         \
  SYCLFG_SW_MID(R, P##c, (SYCLFG_ID I, 2), a, b, c, d)                         \
  SYCLFG_SW_MID(R, P##d, (SYCLFG_ID I, 3), a, b, c, d)
// All names of 2, 3 and 4 letters from one set of four letters.
#define SYCLFG_SW_SET(R, a, b, c, d)                                           \
  SYCLFG_SW_LAST(R, a, (0), a, b, c, d)                                        \
  SYCLFG_SW_LAST(R, b, (1), a, b, c, d)                                        \
  SYCLFG_SW_LAST(R, c, (2), a, b, c, d)                                        \
  SYCLFG_SW_LAST(R, d, (3), a, b, c, d)                                        \
  SYCLFG_SW_MID(R, a, (0), a, b, c, d)                                         \
  SYCLFG_SW_MID(R, b, (1), a, b, c, d)                                         \
  SYCLFG_SW_MID(R, c, (2), a, b, c, d)                                         \
  SYCLFG_SW_MID(R, d, (3), a, b, c, d)                                         \
  SYCLFG_SW_TOP(R, a, (0), a, b, c, d)                                         \
  SYCLFG_SW_TOP(R, b, (1), a, b, c, d)                                         \
  SYCLFG_SW_TOP(R, c, (2), a, b, c, d)                                         \
  SYCLFG_SW_TOP(R, d, (3), a, b, c, d)

#ifdef SYCL_SIMPLE_SWIZZLES
#define SYCLFG_SIMPLE_SWIZZLES()                                               \
  SYCLFG_SW_SET(false, x, y, z, w)                                             \
  SYCLFG_SW_SET(true, r, g, b, a)
#else
#define SYCLFG_SIMPLE_SWIZZLES()
#endif
