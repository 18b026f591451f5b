// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// fma over sycl::half rounded once, as SYCL 2020 (4.17.5) requires: fmaf
// on the floats and a second rounding to half can round twice. The exact
// a * b + c is rounded to odd at float precision, then to the nearest half:
// 24 bits >= 2 * 11 + 2, so the two roundings give the correctly rounded
// result (rounding to odd keeps the information a second rounding needs).
// The C library through detail/libm.hpp.
#pragma once

#include <cstdint>
#include <limits>

namespace sycl {
namespace detail {

// A template over sycl::half (the only Half) so that this header needs
// only its conversions to and from float, not its definition.
template <class Half> Half half_fma(Half a, Half b, Half c) {
  // A product of two halves has at most 22 significant bits: exact in a
  // double, and so is the error of the sum (TwoSum): s + e == a * b + c.
  const double p = static_cast<double>(static_cast<float>(a)) *
                   static_cast<double>(static_cast<float>(b));
  const double z = static_cast<float>(c);
  const double s = p + z;
  if (!__builtin_isfinite(s))
    return Half(static_cast<float>(s));
  const double sb = s - p;
  const double e = (p - (s - sb)) + (z - sb);
  const float f = static_cast<float>(s); // nearest; s - f is exact
  const double d = s - static_cast<double>(f);
  if (d == -e)
    return Half(f); // a * b + c is the float f
  // The exact value lies strictly between two neighbouring floats of the
  // same sign; rounding to odd takes the one whose last bit is set.
  const bool above = d > -e;
  const float inf = std::numeric_limits<float>::infinity();
  const float lo = above ? f : __builtin_nextafterf(f, -inf);
  const float hi = above ? __builtin_nextafterf(f, inf) : f;
  return Half((__builtin_bit_cast(std::uint32_t, lo) & 1u) != 0 ? lo : hi);
}

} // namespace detail
} // namespace sycl
