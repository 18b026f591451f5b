// Shared by the two translation units of the spec_two_tus test.
#pragma once

#include <sycl/sycl.hpp>

// External linkage: one object, one symbolic ID in both TUs.
inline constexpr sycl::specialization_id<int> shared_id(5);

// Defined in two_tus_b.cpp: runs a kernel with `bundle` and returns what it
// read for shared_id and for that TU's own `local_id`.
struct b_result {
  int shared;
  int local;
};
b_result
read_in_b(sycl::queue &q,
          const sycl::kernel_bundle<sycl::bundle_state::executable> &bundle);
const char *local_id_in_b();
