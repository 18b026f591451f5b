// Hierarchical parallelism: parallel_for_work_group runs each group once,
// group-scope variables are shared by the group's work-items, and
// parallel_for_work_item hands out h_items or (global) items.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstddef>

namespace {
constexpr sycl::specialization_id<int> offset(0);
}

TEST_CASE("work-items see their group, local and global ids", "[work_group]") {
  constexpr std::size_t groups0 = 2, groups1 = 3, local0 = 2, local1 = 2;
  sycl::buffer<std::size_t, 2> out{
      sycl::range<2>(groups0 * local0, groups1 * local1)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.parallel_for_work_group<class wg_2d>(
        sycl::range<2>(groups0, groups1), sycl::range<2>(local0, local1),
        [=](sycl::group<2> g) {
          g.parallel_for_work_item([&](sycl::h_item<2> i) {
            acc[i.get_global_id()] += g.get_group_linear_id() * 100 +
                                      i.get_local_id(0) * 10 +
                                      i.get_local_id(1);
          });
        });
  });
  sycl::host_accessor h{out, sycl::read_only};
  for (std::size_t r = 0; r < groups0 * local0; ++r)
    for (std::size_t c = 0; c < groups1 * local1; ++c)
      CHECK(h[r][c] == ((r / local0) * groups1 + c / local1) * 100 +
                           (r % local0) * 10 + c % local1);
}

TEST_CASE("group-scope variables are shared by the group's work-items",
          "[work_group]") {
  sycl::buffer<std::size_t, 1> counts{sycl::range<1>(4)};
  sycl::buffer<std::size_t, 1> items{sycl::range<1>(12)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor count{counts, cgh, sycl::write_only};
    sycl::accessor item{items, cgh, sycl::write_only};
    cgh.parallel_for_work_group<class wg_shared>(
        sycl::range<1>(4), sycl::range<1>(3), [=](sycl::group<1> g) {
          std::size_t seen = 0; // group scope: one per work-group
          g.parallel_for_work_item([&](sycl::item<1> it) {
            ++seen;
            item[it] = it.get_id(0) * 2;
          });
          count[g.get_group_id(0)] = seen;
        });
  });
  sycl::host_accessor c{counts, sycl::read_only};
  sycl::host_accessor i{items, sycl::read_only};
  for (std::size_t g = 0; g < 4; ++g)
    CHECK(c[g] == 3);
  for (std::size_t n = 0; n < 12; ++n)
    CHECK(i[n] == n * 2);
}

TEST_CASE("without a local range, and with a kernel_handler", "[work_group]") {
  sycl::buffer<int, 1> out{sycl::range<1>(5)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.set_specialization_constant<offset>(40);
    cgh.parallel_for_work_group<class wg_kh>(
        sycl::range<1>(5), [=](sycl::group<1> g, sycl::kernel_handler kh) {
          int base = kh.get_specialization_constant<offset>();
          g.parallel_for_work_item([&](sycl::h_item<1> i) {
            acc[i.get_global_id()] +=
                base + static_cast<int>(i.get_global_id(0)) +
                static_cast<int>(i.get_local_range(0)) * 1000;
          });
        });
  });
  sycl::host_accessor h{out, sycl::read_only};
  for (int n = 0; n < 5; ++n)
    CHECK(h[n] == 1000 + 40 + n);
}
