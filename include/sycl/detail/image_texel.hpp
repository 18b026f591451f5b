// Included by: public headers (image.hpp, image_accessor.hpp) and other
// detail helpers (image_sampling.hpp). It names no public class: fp16
// channels go through detail/half_bits.hpp, an unknown image_format is
// refused by the image's constructor (layout_of gives it no channels), and
// the conversions to and from an accessor's vec are image_accessor.hpp's.
//
// How the image formats of SYCL 2020 (4.7.3) store a texel, and the
// conversions between a stored texel and the int4, uint4, float4 or half4
// an image accessor reads and writes (the rules of OpenCL C's
// read_image/write_image, which SYCL's image formats follow): unorm
// channels read as c / max and are written as the nearest integer to
// clamp(v, 0, 1) * max (ties to even); integer channels read as their value
// and are written saturated to the channel's range; fp16 and fp32 channels
// hold the value (fp16 rounded to nearest even). b8g8r8a8 stores the
// channels in that order; accessors see them as r, g, b, a. (Compiler
// built-ins, not <cmath>, which would put exp, log... in the global
// namespace of every program.)
#pragma once

#include <sycl/detail/half_bits.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace sycl {

enum class image_format {
  r8g8b8a8_unorm,
  r16g16b16a16_unorm,
  r8g8b8a8_sint,
  r16g16b16a16_sint,
  r32b32g32a32_sint, // the specification's spelling
  r8g8b8a8_uint,
  r16g16b16a16_uint,
  r32b32g32a32_uint,   // the specification's spelling
  r16b16g16a16_sfloat, // the specification's spelling
  r32g32b32a32_sfloat,
  b8g8r8a8_unorm,
  // The names the specification means.
  r32g32b32a32_sint = r32b32g32a32_sint,
  r32g32b32a32_uint = r32b32g32a32_uint,
  r16g16b16a16_sfloat = r16b16g16a16_sfloat,
};

namespace detail {

enum class channel_kind { unorm, sint, uint, sfloat };

struct texel_layout {
  channel_kind kind;
  int channel_bytes; // 1, 2 or 4; a texel is 4 channels
  bool bgra;         // stored as b, g, r, a
  // False for a value outside image_format (layout_of's channel_bytes 0).
  bool known() const { return channel_bytes != 0; }
  std::size_t texel_bytes() const {
    return 4 * static_cast<std::size_t>(channel_bytes);
  }
  // Integer channels are not filtered (OpenCL: linear filtering of them is
  // undefined); sampling them uses the nearest texel.
  bool filterable() const {
    return kind == channel_kind::unorm || kind == channel_kind::sfloat;
  }
};

// The layout of `f`; no channels (known() false) for a value that names no
// image_format, which the image's constructor refuses.
inline texel_layout layout_of(image_format f) {
  switch (f) {
  case image_format::r8g8b8a8_unorm:
    return {channel_kind::unorm, 1, false};
  case image_format::r16g16b16a16_unorm:
    return {channel_kind::unorm, 2, false};
  case image_format::r8g8b8a8_sint:
    return {channel_kind::sint, 1, false};
  case image_format::r16g16b16a16_sint:
    return {channel_kind::sint, 2, false};
  case image_format::r32b32g32a32_sint:
    return {channel_kind::sint, 4, false};
  case image_format::r8g8b8a8_uint:
    return {channel_kind::uint, 1, false};
  case image_format::r16g16b16a16_uint:
    return {channel_kind::uint, 2, false};
  case image_format::r32b32g32a32_uint:
    return {channel_kind::uint, 4, false};
  case image_format::r16b16g16a16_sfloat:
    return {channel_kind::sfloat, 2, false};
  case image_format::r32g32b32a32_sfloat:
    return {channel_kind::sfloat, 4, false};
  case image_format::b8g8r8a8_unorm:
    return {channel_kind::unorm, 1, true};
  }
  return {channel_kind::unorm, 0, false};
}

// One stored channel as a number (double holds every channel exactly).
inline double load_channel(const std::byte *p, const texel_layout &l) {
  std::uint32_t u = 0;
  std::memcpy(&u, p, static_cast<std::size_t>(l.channel_bytes));
  const int bits = 8 * l.channel_bytes;
  const double max_u = bits == 32 ? 4294967295.0 : double((1u << bits) - 1);
  switch (l.kind) {
  case channel_kind::unorm:
    return u / max_u;
  case channel_kind::uint:
    return u;
  case channel_kind::sint:
    if (bits < 32 && (u >> (bits - 1)) != 0)
      return static_cast<double>(u) - (max_u + 1);
    return static_cast<double>(static_cast<std::int32_t>(u));
  case channel_kind::sfloat:
    if (bits == 16)
      return half_to_float(static_cast<std::uint16_t>(u));
    float f;
    std::memcpy(&f, &u, sizeof f);
    return f;
  }
  return 0;
}

inline void store_channel(std::byte *p, const texel_layout &l, double v) {
  const int bits = 8 * l.channel_bytes;
  const double max_u = bits == 32 ? 4294967295.0 : double((1u << bits) - 1);
  std::uint32_t u = 0;
  switch (l.kind) {
  case channel_kind::unorm:
    u = static_cast<std::uint32_t>(__builtin_nearbyint(
        std::clamp(__builtin_isnan(v) ? 0.0 : v, 0.0, 1.0) * max_u));
    break;
  case channel_kind::uint:
    u = static_cast<std::uint32_t>(
        std::clamp(__builtin_nearbyint(v), 0.0, max_u));
    break;
  case channel_kind::sint: {
    const double lo = -(max_u + 1) / 2, hi = (max_u - 1) / 2;
    const auto s =
        static_cast<std::int64_t>(std::clamp(__builtin_nearbyint(v), lo, hi));
    u = static_cast<std::uint32_t>(s);
    break;
  }
  case channel_kind::sfloat:
    if (bits == 16) {
      u = half_from_float(static_cast<float>(v));
    } else {
      const float f = static_cast<float>(v);
      std::memcpy(&u, &f, sizeof f);
    }
    break;
  }
  std::memcpy(p, &u, static_cast<std::size_t>(l.channel_bytes));
}

// The channel of storage slot i: r, g, b, a, or b, g, r, a.
inline int stored_channel(const texel_layout &l, int i) {
  return l.bgra && i != 3 ? 2 - i : i;
}

// A texel as four numbers in r, g, b, a order.
struct texel {
  double c[4];
};

inline texel load_texel(const std::byte *p, const texel_layout &l) {
  texel t{};
  for (int i = 0; i < 4; ++i)
    t.c[stored_channel(l, i)] = load_channel(p + i * l.channel_bytes, l);
  return t;
}
inline void store_texel(std::byte *p, const texel_layout &l, const texel &t) {
  for (int i = 0; i < 4; ++i)
    store_channel(p + i * l.channel_bytes, l, t.c[stored_channel(l, i)]);
}

} // namespace detail
} // namespace sycl
