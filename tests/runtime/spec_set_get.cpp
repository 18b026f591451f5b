// Setting constants through a handler and through a kernel bundle: what
// kernels and getters see, per command group and per bundle.
#include "kernel_read.hpp"

#include <catch2/catch.hpp>

#include <array>

namespace {
struct Point {
  float x, y;
  int tag;
};
bool operator==(const Point &a, const Point &b) {
  return a.x == b.x && a.y == b.y && a.tag == b.tag;
}
} // namespace

constexpr sycl::specialization_id<int> s_int(1);
constexpr sycl::specialization_id<Point> s_point(Point{0.5f, 1.5f, 7});
constexpr sycl::specialization_id<std::array<short, 4>>
    s_array(std::array<short, 4>{1, 2, 3, 4});
// Never read by a kernel: a value can still be set and read back.
constexpr sycl::specialization_id<long> s_unused(99);

using syclfg::spec_constant_path;

TEST_CASE("handler: set values reach the kernel and the getter", "[handler]") {
  auto path =
      GENERATE(spec_constant_path::emulated, spec_constant_path::native);
  test::scoped_path selected(path);
  sycl::queue q;
  const Point p{-1.f, 2.f, 3};
  CHECK(test::kernel_value<s_point>(q, [&](sycl::handler &cgh) {
          cgh.set_specialization_constant<s_point>(p);
          CHECK(cgh.get_specialization_constant<s_point>() == p);
          CHECK(cgh.get_specialization_constant<s_int>() == 1); // untouched
        }) == p);
  // Values belong to one command group: the next one sees the default.
  CHECK(test::kernel_value<s_point>(q) == Point{0.5f, 1.5f, 7});
}

TEST_CASE("handler: two submits with different values", "[handler]") {
  auto path =
      GENERATE(spec_constant_path::emulated, spec_constant_path::native);
  test::scoped_path selected(path);
  sycl::queue q;
  sycl::buffer<int, 1> out{sycl::range<1>(2)};
  for (int i = 0; i < 2; ++i)
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor result{out, cgh, sycl::read_write};
      // Set after the kernel is defined: it still applies to this group.
      cgh.single_task([=](sycl::kernel_handler kh) {
        result[i] = kh.get_specialization_constant<s_int>();
      });
      cgh.set_specialization_constant<s_int>(100 + i);
    });
  sycl::host_accessor h{out, sycl::read_only};
  CHECK(h[0] == 100);
  CHECK(h[1] == 101);
}

TEST_CASE("parallel_for: every work item reads the same value", "[handler]") {
  sycl::queue q;
  sycl::buffer<int, 2> out{sycl::range<2>(3, 4)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor result{out, cgh, sycl::write_only};
    cgh.set_specialization_constant<s_int>(5);
    cgh.parallel_for(
        out.get_range(), [=](sycl::item<2> it, sycl::kernel_handler kh) {
          result[it] = kh.get_specialization_constant<s_int>() * 100 +
                       static_cast<int>(it.get_linear_id());
        });
  });
  sycl::host_accessor h{out, sycl::read_only};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 4; ++j)
      CHECK(h[i][j] == 500 + static_cast<int>(i * 4 + j));
}

TEST_CASE("kernel bundle: set, build, use", "[bundle]") {
  auto path =
      GENERATE(spec_constant_path::emulated, spec_constant_path::native);
  test::scoped_path selected(path);
  sycl::queue q;
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  const std::array<short, 4> values{-1, -2, -3, -4};
  input.set_specialization_constant<s_array>(values);
  input.set_specialization_constant<s_int>(7);
  CHECK(input.get_specialization_constant<s_array>() == values);

  auto exe = sycl::build(input);
  CHECK(exe.get_specialization_constant<s_array>() == values);
  CHECK(exe.get_specialization_constant<s_int>() == 7);
  CHECK(exe.get_specialization_constant<s_point>() == Point{0.5f, 1.5f, 7});
  CHECK(exe.native_specialization_constant() ==
        (path == spec_constant_path::native));
  auto use = [&](sycl::handler &cgh) { cgh.use_kernel_bundle(exe); };
  CHECK(test::kernel_value<s_array>(q, use) == values);
  CHECK(test::kernel_value<s_int>(q, use) == 7);
}

TEST_CASE("kernel bundle: a bundle built before a later set keeps its value",
          "[bundle]") {
  auto path =
      GENERATE(spec_constant_path::emulated, spec_constant_path::native);
  test::scoped_path selected(path);
  sycl::queue q;
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  input.set_specialization_constant<s_int>(10);
  auto first = sycl::build(input);
  input.set_specialization_constant<s_int>(20);
  auto second = sycl::build(input);

  CHECK(input.get_specialization_constant<s_int>() == 20);
  CHECK(first.get_specialization_constant<s_int>() == 10);
  CHECK(second.get_specialization_constant<s_int>() == 20);
  CHECK(test::kernel_value<s_int>(q, [&](sycl::handler &cgh) {
          cgh.use_kernel_bundle(first);
        }) == 10);
  CHECK(test::kernel_value<s_int>(q, [&](sycl::handler &cgh) {
          cgh.use_kernel_bundle(second);
        }) == 20);
}

TEST_CASE("kernel bundle: queries", "[bundle]") {
  sycl::queue q;
  auto exe =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  CHECK(exe.contains_specialization_constants());
  CHECK(exe.has_specialization_constant<s_int>());
  CHECK(exe.has_specialization_constant<s_point>());
  // A constant no kernel reads is in no bundle (SYCL 2020 4.11), even
  // though its footer registered its layout.
  CHECK(syclfg::has_registered_layout(syclfg::symbolic_id<s_unused>()));
  CHECK(!exe.has_specialization_constant<s_unused>());
  CHECK(exe.get_specialization_constant<s_int>() == 1);

  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  input.set_specialization_constant<s_unused>(-5);
  CHECK(input.get_specialization_constant<s_unused>() == -5);
}

// The manual's answers to g++ 12 rejecting a `constexpr auto &` to a
// specialization_id used in a [=] kernel ("the address of 'sc' is not a
// valid template argument"): a static reference (not captured) and the
// specialization_id itself both build with g++ and clang++-19 and read the
// set value. This file is compiled by both (runtime.spec_set_get and its
// clang19 run).
template <typename T> T read_through_static_reference(sycl::queue &q, T v) {
  T out{};
  {
    sycl::buffer<T, 1> buf(&out, sycl::range<1>(1));
    q.submit([&](sycl::handler &cgh) {
      static constexpr auto &sc = s_int;
      cgh.set_specialization_constant<sc>(v);
      sycl::accessor acc{buf, cgh, sycl::write_only};
      cgh.single_task([=](sycl::kernel_handler kh) {
        acc[0] = kh.get_specialization_constant<sc>() +
                 kh.get_specialization_constant<s_int>();
      });
    });
  }
  return out;
}

TEST_CASE("g++ 12 workarounds: a static constexpr reference or the "
          "specialization_id itself in a [=] kernel",
          "[handler]") {
  sycl::queue q;
  CHECK(read_through_static_reference(q, 21) == 42);
}
