// Included by every TU of the multi-TU test.
#pragma once
#include <sycl/sycl.hpp>

namespace shared {
// External linkage: one object, one ID in the whole program.
inline constexpr sycl::specialization_id<int> external_id{1};
// Internal linkage: one object per TU, each with its own ID.
constexpr sycl::specialization_id<int> internal_id{2};
} // namespace shared

// Each TU reports the address and ID of its objects.
struct tu_report {
  const void *external_address;
  const char *external_id;
  const void *internal_address;
  const char *internal_id;
};
tu_report report_a();
tu_report report_b();
tu_report report_variant();
