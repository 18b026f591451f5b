// A header with a warning: a preamble that includes it is never used (its
// diagnostic would be missing from the parse on it).
#pragma once
#warning "warns.hpp is included"
#include <sycl/sycl.hpp>
inline constexpr sycl::specialization_id<int> warned_id{1};
