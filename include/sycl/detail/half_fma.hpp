// fma over sycl::half rounded once, as SYCL 2020 (4.17.5) requires: fmaf
// on the floats and a second rounding to half can round twice. The exact
// a * b + c is rounded to odd at float precision, then to the nearest half:
// 24 bits >= 2 * 11 + 2, so the two roundings give the correctly rounded
// result (rounding to odd keeps the information a second rounding needs).
// The C library through detail/libm.hpp.
#pragma once

#include <sycl/half.hpp>

#include <cstdint>
#include <limits>

namespace sycl {
namespace detail {

inline half half_fma(half a, half b, half c) {
  // A product of two halves has at most 22 significant bits: exact in a
  // double, and so is the error of the sum (TwoSum): s + e == a * b + c.
  const double p = static_cast<double>(static_cast<float>(a)) *
                   static_cast<double>(static_cast<float>(b));
  const double z = static_cast<float>(c);
  const double s = p + z;
  if (!__builtin_isfinite(s))
    return half(static_cast<float>(s));
  const double sb = s - p;
  const double e = (p - (s - sb)) + (z - sb);
  const float f = static_cast<float>(s); // nearest; s - f is exact
  const double d = s - static_cast<double>(f);
  if (d == -e)
    return half(f); // a * b + c is the float f
  // The exact value lies strictly between two neighbouring floats of the
  // same sign; rounding to odd takes the one whose last bit is set.
  const bool above = d > -e;
  const float inf = std::numeric_limits<float>::infinity();
  const float lo = above ? f : __builtin_nextafterf(f, -inf);
  const float hi = above ? __builtin_nextafterf(f, inf) : f;
  return half((bit_cast<std::uint32_t>(lo) & 1u) != 0 ? lo : hi);
}

} // namespace detail
} // namespace sycl
