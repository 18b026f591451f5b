// Shared by both translation units.
#pragma once
#include <sycl/sycl.hpp>

#include <vector>

// inline: one object, one ID for the whole program, whichever TU uses it.
inline constexpr sycl::specialization_id<int> factor{APP_DEFAULT_FACTOR};

// scale.cpp: multiplies on the device by `factor`, left at its default.
std::vector<int> scale_by_default(sycl::queue &q, const std::vector<int> &in);
