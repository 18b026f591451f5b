// Included by: <sycl/sampler.hpp>, which gives these names to programs,
// and detail/image_sampling.hpp. The sampling modes and sycl::image_sampler
// (SYCL 2020, 4.7.8) live at the detail level because the sampling itself,
// a detail helper, reads them; they are plain enumerations and a struct of
// them.
#pragma once

namespace sycl {

enum class addressing_mode {
  mirrored_repeat,
  repeat,
  clamp_to_edge,
  clamp,
  none
};
enum class filtering_mode { nearest, linear };
enum class coordinate_normalization_mode { normalized, unnormalized };

// How a sampled_image is read; the sampling itself is in
// <sycl/detail/image_sampling.hpp>.
struct image_sampler {
  addressing_mode addressing;
  coordinate_normalization_mode coordinate;
  filtering_mode filtering;
};

} // namespace sycl
