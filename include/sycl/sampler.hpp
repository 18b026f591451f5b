// sycl::sampler (SYCL 1.2.1, kept by SYCL 2020's implementations) and
// sycl::image_sampler (SYCL 2020, 4.7.8): how an image is sampled. Kernels
// can capture a sampler and read its modes back. One
// 8-byte word, trivially copyable, like a device sampler handle, so the
// integration header describes it as a plain kind_sampler parameter. The
// modes and image_sampler are defined in <sycl/detail/sampler_modes.hpp>,
// where the sampling (detail/image_sampling.hpp) needs them.
#pragma once

#include <sycl/detail/sampler_modes.hpp>

#include <cstdint>
#include <type_traits>

namespace sycl {

class sampler {
public:
  sampler(coordinate_normalization_mode normalization,
          addressing_mode addressing, filtering_mode filtering)
      : m_bits(static_cast<std::uint64_t>(normalization) |
               static_cast<std::uint64_t>(addressing) << 8 |
               static_cast<std::uint64_t>(filtering) << 16) {}

  coordinate_normalization_mode get_coordinate_normalization_mode() const {
    return static_cast<coordinate_normalization_mode>(m_bits & 0xff);
  }
  addressing_mode get_addressing_mode() const {
    return static_cast<addressing_mode>(m_bits >> 8 & 0xff);
  }
  filtering_mode get_filtering_mode() const {
    return static_cast<filtering_mode>(m_bits >> 16 & 0xff);
  }

  friend bool operator==(const sampler &a, const sampler &b) {
    return a.m_bits == b.m_bits;
  }
  friend bool operator!=(const sampler &a, const sampler &b) {
    return !(a == b);
  }

private:
  std::uint64_t m_bits; // normalization | addressing << 8 | filtering << 16
};

static_assert(std::is_trivially_copyable_v<sampler> && sizeof(sampler) == 8);

} // namespace sycl
