// Included by: public headers (image.hpp, image_accessor.hpp,
// info/device_values.hpp) and other detail helpers (header-only). The
// modes it reads are in detail/sampler_modes.hpp, below sycl::sampler.
//
// Reading a sampled image at float coordinates (SYCL 2020, 4.7.8, whose
// addressing and filtering modes are OpenCL's; the arithmetic below is
// the OpenCL C specification's, section "Addressing and filter modes",
// in float):
//  * normalized coordinates are scaled by the image's extent, u = s * w;
//  * nearest picks texel floor(u); linear blends texels i0 = floor(u - 0.5)
//    and i0 + 1 with weights 1 - a and a, a = frac(u - 0.5), per dimension;
//  * clamp_to_edge (and none, whose out-of-range results are undefined)
//    clamps texel indices to [0, w - 1]; clamp gives the border colour,
//    (0, 0, 0, 0) for these formats (all have alpha), outside the image;
//  * repeat wraps s to [0, 1), mirrored_repeat flips it at every integer;
//    both are defined for normalized coordinates only (unnormalized ones
//    are first divided by the extent here);
//  * integer formats are never filtered: linear reads them as nearest.
#pragma once

#include <sycl/detail/image_texel.hpp>
#include <sycl/detail/sampler_modes.hpp>

#include <algorithm>
#include <climits>
#include <cstddef>

namespace sycl {
namespace detail {

// The largest image extent in any dimension: extents and texel
// coordinates are ints (info::device::image2d_max_width etc.).
inline constexpr std::size_t image_max_extent = INT_MAX;

// Where an image's texels are: the first byte, the layout, the extent
// (width, height, depth) and the row and slice pitches in bytes.
template <int Dims> struct image_view {
  std::byte *data = nullptr;
  texel_layout layout{channel_kind::unorm, 1, false};
  int extent[3] = {1, 1, 1};
  std::size_t pitch[2] = {0, 0};

  std::byte *at(const int (&i)[3]) const {
    return data + static_cast<std::size_t>(i[0]) * layout.texel_bytes() +
           static_cast<std::size_t>(i[1]) * pitch[0] +
           static_cast<std::size_t>(i[2]) * pitch[1];
  }
  // A texel index outside the image (clamp's border) reads as zeros.
  texel fetch(const int (&i)[3]) const {
    for (int d = 0; d < 3; ++d)
      if (i[d] < 0 || i[d] >= extent[d])
        return texel{};
    return load_texel(at(i), layout);
  }
};

// The texels one coordinate selects: i0 alone (nearest), or i0 and i1
// with weights 1 - a and a (linear). An index outside [0, w) is border.
struct axis_taps {
  int i0, i1;
  float a;
};

inline axis_taps address_axis(float s, int w, const image_sampler &smp,
                              bool linear) {
  const auto fw = static_cast<float>(w);
  const bool normalized =
      smp.coordinate == coordinate_normalization_mode::normalized;
  const auto floor_i = [](float v) {
    return static_cast<int>(__builtin_floorf(v));
  };
  const auto frac = [](float v) { return v - __builtin_floorf(v); };
  if (smp.addressing == addressing_mode::repeat ||
      smp.addressing == addressing_mode::mirrored_repeat) {
    const float sn = normalized ? s : s / fw;
    float u;
    if (smp.addressing == addressing_mode::repeat) {
      u = (sn - __builtin_floorf(sn)) * fw;
    } else {
      u = __builtin_fabsf(sn - 2.0f * __builtin_rintf(0.5f * sn)) * fw;
    }
    if (!linear) {
      int i = floor_i(u);
      i = smp.addressing == addressing_mode::repeat ? (i > w - 1 ? i - w : i)
                                                    : std::min(i, w - 1);
      return {i, i, 0.0f};
    }
    int i0 = floor_i(u - 0.5f), i1 = i0 + 1;
    if (smp.addressing == addressing_mode::repeat) {
      i0 = i0 < 0 ? i0 + w : i0;
      i1 = i1 > w - 1 ? i1 - w : i1;
    } else {
      i0 = std::max(i0, 0);
      i1 = std::min(i1, w - 1);
    }
    return {i0, i1, frac(u - 0.5f)};
  }
  const float u = normalized ? s * fw : s;
  const bool to_edge = smp.addressing != addressing_mode::clamp;
  const auto edge = [&](int i) {
    return to_edge ? std::clamp(i, 0, w - 1) : i;
  };
  if (!linear) {
    const int i = edge(floor_i(u));
    return {i, i, 0.0f};
  }
  const int i0 = floor_i(u - 0.5f);
  return {edge(i0), edge(i0 + 1), frac(u - 0.5f)};
}

// The sampled texel at coordinates s[0..Dims).
template <int Dims>
texel sample_image(const image_view<Dims> &view, const image_sampler &smp,
                   const float (&s)[Dims]) {
  const bool linear =
      smp.filtering == filtering_mode::linear && view.layout.filterable();
  axis_taps taps[3] = {{0, 0, 0.0f}, {0, 0, 0.0f}, {0, 0, 0.0f}};
  for (int d = 0; d < Dims; ++d)
    taps[d] = address_axis(s[d], view.extent[d], smp, linear);
  if (!linear)
    return view.fetch({taps[0].i0, taps[1].i0, taps[2].i0});
  texel sum{};
  for (int corner = 0; corner < (1 << Dims); ++corner) {
    int i[3] = {0, 0, 0};
    double weight = 1.0;
    for (int d = 0; d < Dims; ++d) {
      const bool high = (corner >> d & 1) != 0;
      i[d] = high ? taps[d].i1 : taps[d].i0;
      weight *= high ? taps[d].a : 1.0f - taps[d].a;
    }
    const texel t = view.fetch(i);
    for (int c = 0; c < 4; ++c)
      sum.c[c] += weight * t.c[c];
  }
  return sum;
}

} // namespace detail
} // namespace sycl
