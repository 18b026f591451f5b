// A program whose only kernel no device can run: its required work-group
// size is beyond every device's limit (SYCL 2020 4.11.8 and 5.8.1). No
// bundle exists for the program, the kernel is compatible with no device,
// and asking for a bundle of it is errc::invalid (the CTS's
// has_kernel_bundle_core_reqd_like_unsupport_work_group_size_*).
#include <sycl/sycl.hpp>

#include "errc_of.hpp"
#include "kernel_attribute_warnings.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

namespace {

// A functor kernel with the attribute on its call operator, as the CTS
// writes it.
struct too_wide {
  SYCLFG_TEST_KERNEL_ATTRIBUTES_BEGIN
  [[sycl::reqd_work_group_size(SIZE_MAX)]] void
  operator()(sycl::nd_item<1>) const {}
  SYCLFG_TEST_KERNEL_ATTRIBUTES_END
};

template <sycl::bundle_state State> void check_state(sycl::queue &q) {
  const sycl::context ctx = q.get_context();
  const sycl::device dev = q.get_device();
  CHECK_FALSE(sycl::has_kernel_bundle<State>(ctx));
  CHECK_FALSE(sycl::has_kernel_bundle<State>(ctx, {dev}));
  CHECK_FALSE((sycl::has_kernel_bundle<too_wide, State>(ctx)));
  CHECK(sycl::get_kernel_bundle<State>(ctx).empty());
  CHECK(errc_of([&] { (void)sycl::get_kernel_bundle<too_wide, State>(ctx); }) ==
        sycl::errc::invalid);
}

} // namespace

TEST_CASE("A program whose only kernel needs too wide a work-group has no "
          "kernel bundle",
          "[kernel_bundle]") {
  sycl::queue q;
  if (q.get_device().is_gpu()) // never: the kernel only needs to exist
    q.parallel_for<too_wide>(sycl::nd_range<1>(1, 1), too_wide{});
  CHECK(sycl::get_kernel_ids().size() == 1);
  CHECK_FALSE(sycl::is_compatible<too_wide>(q.get_device()));
  check_state<sycl::bundle_state::input>(q);
  check_state<sycl::bundle_state::object>(q);
  check_state<sycl::bundle_state::executable>(q);
}
