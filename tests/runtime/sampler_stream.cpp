// Kernels capture a sampler and a stream by value: the sampler's modes read
// back inside the kernel, and the stream prints each work-item's statement
// to stdout (captured here through a temporary file on file descriptor 1).
#include <sycl/detail/abi/kernel_desc.hpp>
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

// The lines of `text`, sorted: work-items print in no set order.
std::vector<std::string> sorted_lines(const std::string &text) {
  std::vector<std::string> lines;
  for (std::size_t at = 0, end; (end = text.find('\n', at)) != text.npos;
       at = end + 1)
    lines.push_back(text.substr(at, end - at));
  std::sort(lines.begin(), lines.end());
  return lines;
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
  CHECK(sorted_lines(text) == std::vector<std::string>{"item 0 of 3: 1.5",
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

TEST_CASE("a stream's manipulators format later numbers", "[stream]") {
  sycl::queue q;
  int target = 0;
  std::string text = capture_stdout([&] {
    sycl::buffer<int> b{&target, sycl::range<1>(1)};
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(1024, 512, cgh);
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.single_task<class print_formats>([=] {
        out << sycl::hex << 255 << ' ' << sycl::showbase << 255 << ' '
            << sycl::oct << 8 << ' ' << sycl::noshowbase << 8 << ' '
            << sycl::hex << -1 << ' ' << sycl::dec << sycl::showpos << 5 << ' '
            << -5 << ' ' << 5u << ' ' << sycl::noshowpos << 5 << '|'
            << sycl::setw(4) << 7 << '|' << 7 << '|' << sycl::fixed
            << sycl::setprecision(2) << 3.14159 << ' ' << sycl::scientific
            << 1500.0 << ' ' << sycl::hexfloat << sycl::setprecision(-1) << 1.0
            << ' ' << sycl::defaultfloat << 0.5 << ' ' << sycl::half(1.5f)
            << ' ' << sycl::vec<int, 3>(1, 2, 3) << ' '
            << sycl::vec<sycl::half, 1>(2.0f) << ' '
            << (acc.get_multi_ptr<sycl::access::decorated::no>().get_raw() ==
                        &acc[0]
                    ? "same"
                    : "other")
            << sycl::endl;
      });
    });
  });
  CHECK(text == "ff 0xff 010 10 ffffffff +5 -5 5 5|   7|7|3.14 1.50e+03 "
                "0x1p+0 0.5 1.5 1, 2, 3 2 same\n");
}

TEST_CASE("a stream prints pointers and multi_ptrs as addresses", "[stream]") {
  sycl::queue q;
  static int where = 0;
  char expected[64];
  std::snprintf(expected, sizeof expected, "%p %p\n",
                static_cast<const void *>(&where),
                static_cast<const void *>(&where));
  std::string text = capture_stdout([&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(1024, 256, cgh);
      cgh.single_task<class print_pointers>([=] {
        const int *p = &where;
        out << p << ' '
            << sycl::multi_ptr<int, sycl::access::address_space::global_space,
                               sycl::access::decorated::no>(&where)
            << sycl::endl;
      });
    });
  });
  CHECK(text == expected);
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

// Work-items of a group run as fibers of one thread and switch at barriers:
// a line begun before the barrier and ended after it must come out whole,
// not cut by the lines of the work-items that ran in between.
TEST_CASE("a work-item's line stays whole across a barrier", "[stream]") {
  constexpr std::size_t items = 64;
  sycl::queue q;
  std::string text = capture_stdout([&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(items * 64, 64, cgh);
      cgh.parallel_for<class print_across_barrier>(
          sycl::nd_range<1>(items, 16), [=](sycl::nd_item<1> it) {
            out << "item " << it.get_global_id(0) << " before";
            sycl::group_barrier(it.get_group());
            out << " after " << it.get_local_id(0) << sycl::endl;
          });
    });
  });
  std::vector<std::string> expected;
  for (std::size_t i = 0; i < items; ++i)
    expected.push_back("item " + std::to_string(i) + " before after " +
                       std::to_string(i % 16));
  std::sort(expected.begin(), expected.end());
  CHECK(sorted_lines(text) == expected);
}

// Many work-items on every worker thread, each a line in several pieces
// ended by '\n' (no flush): each comes out whole at its work-item's end,
// or when the thread's buffer fills (whole lines only).
TEST_CASE("lines of work-items on several threads never interleave",
          "[stream]") {
  constexpr std::size_t items = 3000;
  sycl::queue q;
  std::string text = capture_stdout([&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(items * 64, 64, cgh);
      cgh.parallel_for<class print_many_lines>(
          sycl::range<1>(items), [=](sycl::item<1> it) {
            out << "line " << it.get_id(0) << ' ' << it.get_id(0) * 3 << " end"
                << '\n';
          });
    });
  });
  std::vector<std::string> expected;
  for (std::size_t i = 0; i < items; ++i)
    expected.push_back("line " + std::to_string(i) + ' ' +
                       std::to_string(i * 3) + " end");
  std::sort(expected.begin(), expected.end());
  CHECK(sorted_lines(text) == expected);
}

// SYCL leaves output past workItemBufferSize implementation-defined: it is
// dropped here, and each flush starts the work-item's buffer anew.
TEST_CASE("a work-item's output past its buffer size is truncated",
          "[stream]") {
  sycl::queue q;
  std::size_t sizes[2] = {};
  sycl::buffer<std::size_t, 1> got{sizes, sycl::range<1>(2)};
  std::string text = capture_stdout([&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(1024, 8, cgh);
      sycl::accessor acc{got, cgh, sycl::write_only};
      cgh.single_task<class print_truncated>([=] {
        acc[0] = out.get_size();
        acc[1] = out.get_work_item_buffer_size();
        out << "0123"
            << "456789" << sycl::flush;
        out << "ab" << sycl::flush;
        out << "cd";
      });
    });
  });
  CHECK(text == "01234567abcd");
  sycl::host_accessor h{got, sycl::read_only};
  CHECK(h[0] == 1024);
  CHECK(h[1] == 8);
}

// SYCL 2020 leaves output past totalBufferSize implementation-defined: a
// kernel prints at most that many bytes through one stream, in all of its
// work-items, flushes or not; the rest is dropped.
TEST_CASE("a kernel's output past the stream's total buffer size is dropped",
          "[stream]") {
  sycl::queue q;
  std::size_t sizes[3] = {};
  sycl::buffer<std::size_t, 1> got{sizes, sycl::range<1>(3)};
  std::string text = capture_stdout([&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::stream out(20, 16, cgh, {});
      sycl::accessor acc{got, cgh, sycl::write_only};
      cgh.single_task<class print_past_total>([=] {
        acc[0] = out.get_size();
        acc[1] = out.size();
        acc[2] = out.get_work_item_buffer_size();
        for (int i = 0; i < 3; ++i)
          out << "0123456789" << sycl::endl;
      });
    });
  });
  CHECK(text == "0123456789\n012345678");
  sycl::host_accessor h{got, sycl::read_only};
  CHECK(h[0] == 20);
  CHECK(h[1] == 20);
  CHECK(h[2] == 16);

  // Shared by the work-items of a range on every thread; a new command
  // group's stream starts anew.
  constexpr std::size_t total = 30;
  for (int round = 0; round < 2; ++round) {
    text = capture_stdout([&] {
      q.submit([&](sycl::handler &cgh) {
        sycl::stream out(total, 8, cgh);
        cgh.parallel_for<class print_past_total_range>(
            sycl::range<1>(200), [=](sycl::item<1>) { out << "ab\n"; });
      });
    });
    CHECK(text.size() == total);
    CHECK(text.find_first_not_of("ab\n") == std::string::npos);
  }
}

TEST_CASE("a stream has no properties; copies of a stream are equal",
          "[stream]") {
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::stream a(64, 8, cgh), b(64, 8, cgh);
    sycl::stream copy = a;
    CHECK(copy == a);
    CHECK(a != b);
    CHECK_FALSE(a.has_property<sycl::property::buffer::use_host_ptr>());
    cgh.single_task<class stream_unused>([] {});
  });
}
