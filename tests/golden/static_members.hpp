// Objects declared in a header the translation unit includes.
#pragma once
#include <sycl/sycl.hpp>

namespace from_header {
inline constexpr sycl::specialization_id<int> id{10};
constexpr sycl::specialization_id<int> internal{11};
} // namespace from_header
