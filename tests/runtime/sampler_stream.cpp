// Kernels capture a sampler and a stream by value: the sampler's modes read
// back inside the kernel, and the stream prints each work-item's statement
// to stdout (captured here through a temporary file on file descriptor 1).
#include <sycl/detail/kernel_desc.hpp>
#include <sycl/sycl.hpp>

#include "registered.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <string>
#include <type_traits>
#include <unistd.h>
#include <vector>

static_assert(std::is_trivially_copyable_v<sycl::sampler>);
static_assert(std::is_trivially_copyable_v<sycl::stream>);
static_assert(sycl::access::target::device == sycl::target::device);
static_assert(
    static_cast<int>(sycl::target::device) ==
    static_cast<int>(sycl::detail::access_target_code::global_buffer));
static_assert(
    static_cast<int>(sycl::target::constant_buffer) ==
    static_cast<int>(sycl::detail::access_target_code::constant_buffer));
static_assert(static_cast<int>(sycl::target::local) ==
              static_cast<int>(sycl::detail::access_target_code::local));

namespace {

// Runs `body` with stdout (C stdio and file descriptor 1) sent to a
// temporary file and returns what was written.
template <class Body> std::string capture_stdout(const Body &body) {
  std::fflush(stdout);
  std::FILE *file = std::tmpfile();
  REQUIRE(file != nullptr);
  int saved = dup(1);
  REQUIRE(saved >= 0);
  REQUIRE(dup2(fileno(file), 1) >= 0);
  body();
  std::fflush(stdout);
  dup2(saved, 1);
  close(saved);
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;)
    text.push_back(static_cast<char>(c));
  std::fclose(file);
  return text;
}

} // namespace

TEST_CASE("a captured sampler keeps its modes", "[sampler]") {
  sycl::sampler smp(sycl::coordinate_normalization_mode::unnormalized,
                    sycl::addressing_mode::clamp,
                    sycl::filtering_mode::nearest);
  sycl::buffer<int, 1> out{sycl::range<1>(3)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.single_task<class read_sampler>([=] {
      acc[0] = smp.get_coordinate_normalization_mode() ==
               sycl::coordinate_normalization_mode::unnormalized;
      acc[1] = smp.get_addressing_mode() == sycl::addressing_mode::clamp;
      acc[2] = smp.get_filtering_mode() == sycl::filtering_mode::nearest;
    });
  });
  sycl::host_accessor h{out, sycl::read_only};
  CHECK(h[0] == 1);
  CHECK(h[1] == 1);
  CHECK(h[2] == 1);
  sycl::sampler other(sycl::coordinate_normalization_mode::normalized,
                      sycl::addressing_mode::repeat,
                      sycl::filtering_mode::linear);
  CHECK(other != smp);
  CHECK(other.get_addressing_mode() == sycl::addressing_mode::repeat);
  CHECK(other.get_filtering_mode() == sycl::filtering_mode::linear);
}

TEST_CASE("a captured stream prints from every work-item", "[stream]") {
  sycl::queue q;
  std::string text = capture_stdout([&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(1024, 256, cgh);
      cgh.parallel_for<class print_items>(
          sycl::range<1>(3), [=](sycl::item<1> it) {
            out << "item " << it.get_id(0) << " of " << it.get_range(0) << ": "
                << 1.5f << sycl::endl;
          });
    });
  });
  // Work-items of a range run in parallel, in no set order: sort the lines.
  std::vector<std::string> lines;
  for (std::size_t at = 0, end; (end = text.find('\n', at)) != text.npos;
       at = end + 1)
    lines.push_back(text.substr(at, end - at));
  std::sort(lines.begin(), lines.end());
  CHECK(lines == std::vector<std::string>{"item 0 of 3: 1.5",
                                          "item 1 of 3: 1.5",
                                          "item 2 of 3: 1.5"});
}

TEST_CASE("a stream prints every supported type", "[stream]") {
  sycl::queue q;
  std::string text = capture_stdout([&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(1024, 256, cgh);
      cgh.single_task<class print_types>([=] {
        out << -42 << ' ' << 7u << ' ' << LLONG_MIN << ' ' << ULLONG_MAX << ' '
            << static_cast<short>(-3) << ' ' << 'c' << ' ' << true << ' '
            << 0.25 << ' ' << -2.5e10 << ' ' << std::string("text")
            << sycl::flush;
      });
    });
  });
  CHECK(text ==
        "-42 7 -9223372036854775808 18446744073709551615 -3 c true 0.25 "
        "-2.5e+10 text");
}

TEST_CASE("the integration header describes sampler and stream parameters",
          "[sampler][stream]") {
  using K = sycl::detail::kernel_param_kind_t;
  auto sampler_kernel = test::registered_params("read_sampler");
  REQUIRE(sampler_kernel.size() == 2);
  CHECK(sampler_kernel[0].kind == K::kind_accessor);
  syclfg::accessor_info acc =
      syclfg::decode_accessor_info(sampler_kernel[0].info);
  CHECK(acc.target == sycl::detail::access_target_code::global_buffer);
  CHECK(acc.dimensions == 1);
  CHECK(sampler_kernel[1].kind == K::kind_sampler);
  CHECK(sampler_kernel[1].info == static_cast<int>(sizeof(sycl::sampler)));
  auto stream_kernel = test::registered_params("print_items");
  REQUIRE(stream_kernel.size() == 1);
  CHECK(stream_kernel[0].kind == K::kind_stream);
  CHECK(stream_kernel[0].info == static_cast<int>(sizeof(sycl::stream)));
}

TEST_CASE("a stream prints the index space types", "[stream]") {
  sycl::queue q;
  std::string text = capture_stdout([&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(1024, 256, cgh);
      cgh.parallel_for<class print_indices>(
          sycl::range<2>(1, 1), [=](sycl::item<2> it) {
            out << sycl::id<2>(3, 4) << ' ' << sycl::range<3>(5, 6, 7) << ' '
                << it.get_id() << ' ' << it << sycl::endl;
          });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(1024, 256, cgh);
      cgh.parallel_for<class print_nd_item>(
          sycl::nd_range<1>(2, 2), [=](sycl::nd_item<1> it) {
            if (it.get_global_id(0) == 1)
              out << it << ' ' << it.get_group() << sycl::endl;
          });
    });
  });
  CHECK(text == "{3, 4} {5, 6, 7} {0, 0} item(range: {1, 1}, id: {0, 0})\n"
                "nd_item(global_id: {1}, local_id: {1}) group(id: {0}, "
                "global_range: {2}, local_range: {2}, group_range: {1})\n");
}
