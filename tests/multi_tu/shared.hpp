// Included by every TU of the multi-TU test.
#pragma once
#include <sycl/sycl.hpp>

namespace shared {
// External linkage: one object, one ID in the whole program.
inline constexpr sycl::specialization_id<int> external_id{1};
// Internal linkage: one object per TU, each with its own ID.
constexpr sycl::specialization_id<int> internal_id{2};
// CWG 2387: Clang gives a const variable-template specialization external
// linkage (so the device compiler's ID has no prefix) where g++ makes one
// object per TU: every copy is registered under that one ID, no conflict.
template <int N> const sycl::specialization_id<int> per_tu_copy{N};
// Declared here, defined in library.cpp, which the tool never processes:
// every TU that declares it registers it, as DPC++ does.
struct library {
  static sycl::ext::oneapi::experimental::device_global<int> counter;
};
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
const void *per_tu_copy_a(); // &shared::per_tu_copy<3> as a.cpp sees it
