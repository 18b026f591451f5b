// Included by: <sycl/half.hpp> and other detail helpers (image_texel.hpp).
// The bits of an IEEE 754 binary16 from a float and back: sycl::half's
// conversions, at the detail level so that code storing fp16 bits (an
// image's fp16 channels) needs no sycl::half. From float they round to
// nearest even, with subnormals, infinities and NaN.
#pragma once

#include <cstdint>

namespace sycl {
namespace detail {

constexpr std::uint16_t half_from_float(float value) {
  const std::uint32_t x = __builtin_bit_cast(std::uint32_t, value);
  const std::uint32_t sign = (x >> 16) & 0x8000u;
  const std::uint32_t exponent = (x >> 23) & 0xffu;
  std::uint32_t mantissa = x & 0x7fffffu;
  if (exponent == 0xffu) // infinity, or NaN kept quiet and non-zero
    return static_cast<std::uint16_t>(
        sign | 0x7c00u | (mantissa != 0 ? 0x200u | (mantissa >> 13) : 0u));
  const int e = static_cast<int>(exponent) - 127 + 15;
  if (e >= 31)
    return static_cast<std::uint16_t>(sign | 0x7c00u);
  if (e <= 0) { // a half subnormal, or zero
    if (e < -10)
      return static_cast<std::uint16_t>(sign);
    mantissa |= 0x800000u;
    const int shift = 14 - e;
    std::uint32_t bits = mantissa >> shift;
    const std::uint32_t rest = mantissa & ((1u << shift) - 1u);
    const std::uint32_t halfway = 1u << (shift - 1);
    if (rest > halfway || (rest == halfway && (bits & 1u) != 0))
      ++bits;
    return static_cast<std::uint16_t>(sign | bits);
  }
  std::uint32_t bits =
      sign | (static_cast<std::uint32_t>(e) << 10) | (mantissa >> 13);
  const std::uint32_t rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (bits & 1u) != 0))
    ++bits; // a carry into the exponent is right, up to infinity
  return static_cast<std::uint16_t>(bits);
}

constexpr float half_to_float(std::uint16_t h) {
  const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  const std::uint32_t exponent = (h >> 10) & 0x1fu;
  const std::uint32_t mantissa = h & 0x3ffu;
  if (exponent == 0x1fu)
    return __builtin_bit_cast(float, sign | 0x7f800000u | (mantissa << 13));
  if (exponent == 0) {
    const float magnitude = static_cast<float>(mantissa) * 0x1p-24f;
    return sign != 0 ? -magnitude : magnitude;
  }
  return __builtin_bit_cast(float, sign | ((exponent + 112u) << 23) |
                                       (mantissa << 13));
}

} // namespace detail
} // namespace sycl
