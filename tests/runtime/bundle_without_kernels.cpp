// A program without kernels (SYCL 2020 4.11.8, "Querying if a kernel bundle
// exists"): no bundle exists for it in any state, an empty kernel list is
// still one, and its bundles are empty. This file must stay the program's
// only source with a kernel-free main (the CTS's
// has_kernel_bundle_zero_kernels_*).
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <vector>

namespace {

template <sycl::bundle_state State> void check_state() {
  sycl::queue q;
  const sycl::context ctx = q.get_context();
  const sycl::device dev = q.get_device();
  CHECK_FALSE(sycl::has_kernel_bundle<State>(ctx));
  CHECK_FALSE(sycl::has_kernel_bundle<State>(ctx, {dev}));
  CHECK(sycl::has_kernel_bundle<State>(ctx, std::vector<sycl::kernel_id>{}));
  CHECK(sycl::has_kernel_bundle<State>(ctx, {dev},
                                       std::vector<sycl::kernel_id>{}));
  CHECK(sycl::get_kernel_bundle<State>(ctx).empty());
}

} // namespace

TEST_CASE("A program without kernels has no kernel bundle", "[kernel_bundle]") {
  CHECK(sycl::get_kernel_ids().empty());
  check_state<sycl::bundle_state::input>();
  check_state<sycl::bundle_state::object>();
  check_state<sycl::bundle_state::executable>();
}
