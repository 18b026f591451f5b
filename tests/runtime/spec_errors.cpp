// The errors SYCL 2020 names for specialization constants and bundles.
#include "kernel_read.hpp"

#include <catch2/catch.hpp>

#include <type_traits>
#include <utility>

constexpr sycl::specialization_id<int> e_int(3);

namespace {

// errc::invalid, in the SYCL error category.
template <class F> void require_invalid(F f) {
  try {
    f();
    FAIL("no sycl::exception thrown");
  } catch (const sycl::exception &e) {
    CHECK(e.code() == sycl::errc::invalid);
    CHECK(&e.category() == &sycl::sycl_category());
  }
}

template <class Bundle, class = void> struct can_set : std::false_type {};
template <class Bundle>
struct can_set<
    Bundle,
    std::void_t<decltype(std::declval<Bundle &>()
                             .template set_specialization_constant<e_int>(0))>>
    : std::true_type {};

} // namespace

// kernel_bundle::set_specialization_constant exists for input bundles only.
static_assert(can_set<sycl::kernel_bundle<sycl::bundle_state::input>>::value);
static_assert(!can_set<sycl::kernel_bundle<sycl::bundle_state::object>>::value);
static_assert(
    !can_set<sycl::kernel_bundle<sycl::bundle_state::executable>>::value);

TEST_CASE("handler::set_specialization_constant after use_kernel_bundle",
          "[errors]") {
  sycl::queue q;
  auto exe =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  q.submit([&](sycl::handler &cgh) {
    cgh.use_kernel_bundle(exe);
    require_invalid([&] { cgh.set_specialization_constant<e_int>(1); });
  });
}

TEST_CASE("handler::get_specialization_constant after use_kernel_bundle",
          "[errors]") {
  sycl::queue q;
  auto exe =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  q.submit([&](sycl::handler &cgh) {
    cgh.use_kernel_bundle(exe);
    require_invalid([&] { (void)cgh.get_specialization_constant<e_int>(); });
  });
}

TEST_CASE("use_kernel_bundle after set_specialization_constant", "[errors]") {
  sycl::queue q;
  auto exe =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  q.submit([&](sycl::handler &cgh) {
    cgh.set_specialization_constant<e_int>(1);
    require_invalid([&] { cgh.use_kernel_bundle(exe); });
  });
}

TEST_CASE("use_kernel_bundle with a bundle of another context", "[errors]") {
  sycl::queue q;
  sycl::context other;
  REQUIRE(other != q.get_context());
  auto exe = sycl::get_kernel_bundle<sycl::bundle_state::executable>(other);
  q.submit([&](sycl::handler &cgh) {
    require_invalid([&] { cgh.use_kernel_bundle(exe); });
  });
}

TEST_CASE("empty device lists", "[errors]") {
  sycl::context ctx;
  // (ctx, {}) would be ambiguous with the kernel-id overload, as in SYCL.
  require_invalid([&] {
    sycl::get_kernel_bundle<sycl::bundle_state::input>(
        ctx, std::vector<sycl::device>{});
  });
  auto input = sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx);
  require_invalid([&] { sycl::build(input, std::vector<sycl::device>{}); });
}

TEST_CASE("a failed command group leaves the next one unaffected", "[errors]") {
  sycl::queue q;
  CHECK(test::kernel_value<e_int>(q) == 3);
}
