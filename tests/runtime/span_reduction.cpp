// Reductions over a span (SYCL 2020, 4.9.2): one variable per element of a
// fixed-extent span, combined separately with the variables' values (or
// not, with initialize_to_identity), by index through the kernel's
// reducer; with an identity or a known one, over ranges and nd_ranges,
// next to other reductions. And sycl::span itself.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <cstddef>
#include <type_traits>
#include <vector>

TEST_CASE("sycl::span: size, element access, subviews, bytes", "[span]") {
  int data[6] = {1, 2, 3, 4, 5, 6};
  sycl::span fixed(data);
  static_assert(std::is_same_v<decltype(fixed), sycl::span<int, 6>>);
  static_assert(decltype(fixed)::extent == 6);
  CHECK(fixed.size() == 6);
  CHECK(fixed.size_bytes() == 6 * sizeof(int));
  CHECK(fixed[2] == 3);
  CHECK(fixed.front() == 1);
  CHECK(fixed.back() == 6);
  auto mid = fixed.subspan<1, 3>();
  static_assert(decltype(mid)::extent == 3);
  CHECK(mid[0] == 2);
  CHECK(fixed.first(2).size() == 2);
  CHECK(fixed.last<2>()[0] == 5);
  CHECK(fixed.subspan(4).size() == 2);
  std::vector<int> v = {7, 8, 9};
  sycl::span<int> dynamic = v;
  CHECK(dynamic.size() == 3);
  CHECK(dynamic.extent == sycl::dynamic_extent);
  int sum = 0;
  for (int x : dynamic)
    sum += x;
  CHECK(sum == 24);
  CHECK(sycl::as_bytes(fixed).size() == 6 * sizeof(int));
  sycl::span<const int, 6> read_only = fixed;
  CHECK(read_only.data() == data);
  CHECK(sycl::span<int>().empty());
}

TEST_CASE("a span reduction combines each element separately with its "
          "variable",
          "[span][reduction]") {
  sycl::queue q;
  int hist[4] = {1, 2, 3, 4};
  int total = 0;
  q.parallel_for(sycl::range<1>(103),
                 sycl::reduction(sycl::span<int, 4>(hist), sycl::plus<>()),
                 sycl::reduction(&total, sycl::plus<int>()),
                 [=](sycl::id<1> i, auto &bins, auto &sum) {
                   bins[i[0] % 4] += 1;
                   sum += 1;
                 })
      .wait();
  // 103 items: 26, 26, 26, 25 per bin, added to 1, 2, 3, 4.
  CHECK(hist[0] == 27);
  CHECK(hist[1] == 28);
  CHECK(hist[2] == 29);
  CHECK(hist[3] == 29);
  CHECK(total == 103);
}

TEST_CASE("span reductions with an identity, maximum, initialize_to_identity "
          "and nd_range",
          "[span][reduction]") {
  sycl::queue q;
  std::array<int, 3> best = {50, -5, 1000};
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for(
        sycl::range<1>(30),
        sycl::reduction(sycl::span<int, 3>(best), -1000, sycl::maximum<int>()),
        [=](sycl::id<1> i, auto &m) {
          const int v = static_cast<int>(i[0]);
          m[static_cast<std::size_t>(v % 3)].combine(v);
        });
  });
  // Largest of each residue class: 27, 28, 29, then with the variables.
  CHECK(best == std::array<int, 3>{50, 28, 1000});
  int *products = sycl::malloc_shared<int>(2, q);
  products[0] = 100;
  products[1] = 100;
  q.parallel_for(sycl::nd_range<1>(sycl::range<1>(8), sycl::range<1>(4)),
                 sycl::reduction(
                     sycl::span<int, 2>(products, 2), sycl::multiplies<int>(),
                     sycl::property_list{
                         sycl::property::reduction::initialize_to_identity()}),
                 [=](sycl::nd_item<1> it, auto &p) {
                   p[it.get_group_linear_id()] *= 2;
                   p[1] *= 1;
                 })
      .wait();
  // Not combined with the old values: 2^4 each.
  CHECK(products[0] == 16);
  CHECK(products[1] == 16);
  sycl::free(products, q);
  // No work-item contributes: the variables keep their values.
  double untouched[2] = {1.5, 2.5};
  q.parallel_for(
       sycl::range<1>(4),
       sycl::reduction(sycl::span<double, 2>(untouched), sycl::plus<double>()),
       [=](sycl::id<1>, auto &) {})
      .wait();
  CHECK(untouched[0] == 1.5);
  CHECK(untouched[1] == 2.5);
}
