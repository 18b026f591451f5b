// parallel_for over an nd_range: every work-item runs once with consistent
// global, local and group indices, a kernel_handler parameter still reads
// specialization constants, and a bad nd_range is rejected.
#include <sycl/sycl.hpp>

#include "registered.hpp"

#include <catch2/catch.hpp>

#include <cstddef>

namespace {
constexpr sycl::specialization_id<int> scale(1);

// Everything a work-item knows, to compare with what the host computes.
struct seen {
  std::size_t global[2], local[2], group[2];
  std::size_t global_linear, local_linear, group_linear;
  std::size_t global_range[2], local_range[2], group_range[2];
  int visits;
};
} // namespace

TEST_CASE("nd_range parallel_for visits each work-item once", "[nd_range]") {
  constexpr std::size_t rows = 4, cols = 6, lrows = 2, lcols = 3;
  sycl::buffer<seen, 2> out{sycl::range<2>(rows, cols)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.parallel_for<class nd_2d>(
        sycl::nd_range<2>(sycl::range<2>(rows, cols),
                          sycl::range<2>(lrows, lcols)),
        [=](sycl::nd_item<2> it) {
          seen &s = acc[it.get_global_id()];
          for (int d = 0; d < 2; ++d) {
            s.global[d] = it.get_global_id(d);
            s.local[d] = it.get_local_id(d);
            s.group[d] = it.get_group(d);
            s.global_range[d] = it.get_global_range(d);
            s.local_range[d] = it.get_local_range(d);
            s.group_range[d] = it.get_group().get_group_range(d);
          }
          s.global_linear = it.get_global_linear_id();
          s.local_linear = it.get_local_linear_id();
          s.group_linear = it.get_group_linear_id();
          s.visits += 1;
        });
  });
  sycl::host_accessor h{out, sycl::read_only};
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < cols; ++c) {
      const seen &s = h[r][c];
      CHECK(s.visits == 1);
      CHECK(s.global[0] == r);
      CHECK(s.global[1] == c);
      CHECK(s.local[0] == r % lrows);
      CHECK(s.local[1] == c % lcols);
      CHECK(s.group[0] == r / lrows);
      CHECK(s.group[1] == c / lcols);
      CHECK(s.global_linear == r * cols + c);
      CHECK(s.local_linear == (r % lrows) * lcols + c % lcols);
      CHECK(s.group_linear == (r / lrows) * (cols / lcols) + c / lcols);
      CHECK(s.global_range[0] == rows);
      CHECK(s.global_range[1] == cols);
      CHECK(s.local_range[0] == lrows);
      CHECK(s.local_range[1] == lcols);
      CHECK(s.group_range[0] == rows / lrows);
      CHECK(s.group_range[1] == cols / lcols);
    }
}

TEST_CASE("nd_range kernels take a kernel_handler", "[nd_range]") {
  sycl::buffer<int, 1> out{sycl::range<1>(8)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.set_specialization_constant<scale>(3);
    cgh.parallel_for<class nd_kh>(
        sycl::nd_range<1>(8, 4),
        [=](sycl::nd_item<1> it, sycl::kernel_handler kh) {
          acc[it.get_global_id()] = kh.get_specialization_constant<scale>() *
                                    static_cast<int>(it.get_global_id(0));
        });
  });
  sycl::host_accessor h{out, sycl::read_only};
  for (int i = 0; i < 8; ++i)
    CHECK(h[i] == 3 * i);
}

TEST_CASE("an nd_range whose local range does not divide is rejected",
          "[nd_range]") {
  CHECK_THROWS_AS(sycl::nd_range<1>(10, 4), sycl::exception);
  CHECK_THROWS_AS(sycl::nd_range<2>(sycl::range<2>(4, 4), sycl::range<2>(2, 0)),
                  sycl::exception);
  try {
    sycl::nd_range<1> bad(6, 4);
  } catch (const sycl::exception &e) {
    CHECK(e.code() == sycl::errc::nd_range);
  }
  sycl::nd_range<3> good(sycl::range<3>(4, 6, 8), sycl::range<3>(2, 3, 4));
  CHECK(good.get_group_range() == sycl::range<3>(2, 2, 2));
}

TEST_CASE("the integration header describes the nd_range kernels",
          "[nd_range]") {
  using K = sycl::detail::kernel_param_kind_t;
  auto two_d = test::registered_params("nd_2d");
  REQUIRE(two_d.size() == 1);
  CHECK(two_d[0].kind == K::kind_accessor);
  CHECK(syclfg::decode_accessor_info(two_d[0].info).dimensions == 2);
  auto with_handler = test::registered_params("nd_kh");
  REQUIRE(with_handler.size() == 2);
  CHECK(with_handler[0].kind == K::kind_accessor);
  CHECK(with_handler[1].kind == K::kind_specialization_constants_buffer);
}
