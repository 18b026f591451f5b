// Function objects and their known identities (SYCL 2020, 4.17.2), and
// reductions in parallel_for over USM and buffers, ranges and nd_ranges
// (4.9.2). Reductions over a span: span_reduction.cpp.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstdint>

TEST_CASE("function objects and known identities", "[functional]") {
  CHECK(sycl::plus<int>()(2, 3) == 5);
  CHECK(sycl::maximum<>()(2, 7) == 7);
  CHECK(sycl::minimum<double>()(2.0, -1.0) == -1.0);
  CHECK(sycl::bit_xor<unsigned>()(6u, 3u) == 5u);
  CHECK(sycl::known_identity_v<sycl::plus<int>, int> == 0);
  CHECK(sycl::known_identity_v<sycl::multiplies<>, float> == 1.f);
  CHECK(sycl::known_identity_v<sycl::bit_and<>, std::uint8_t> == 0xff);
  CHECK(sycl::has_known_identity_v<sycl::minimum<>, int>);
  CHECK(!sycl::has_known_identity_v<sycl::plus<>, int *>);
}

TEST_CASE("reductions over USM and buffers, range and nd_range",
          "[reduction]") {
  sycl::queue q;
  constexpr int n = 1000;
  int *data = sycl::malloc_shared<int>(n, q);
  for (int i = 0; i < n; ++i)
    data[i] = i;
  int *sum = sycl::malloc_shared<int>(1, q);
  *sum = 10; // combined with the result: no initialize_to_identity
  q.parallel_for(sycl::range<1>(n), sycl::reduction(sum, sycl::plus<int>()),
                 [=](sycl::id<1> i, auto &s) { s += data[i]; })
      .wait();
  CHECK(*sum == 10 + n * (n - 1) / 2);

  sycl::buffer<int> maxbuf{sycl::range<1>(1)};
  sycl::buffer<int> minbuf{sycl::range<1>(1)};
  q.submit([&](sycl::handler &cgh) {
    auto mx =
        sycl::reduction(maxbuf, cgh, sycl::maximum<int>(),
                        {sycl::property::reduction::initialize_to_identity()});
    auto mn =
        sycl::reduction(minbuf, cgh, sycl::minimum<int>(),
                        {sycl::property::reduction::initialize_to_identity()});
    cgh.parallel_for(sycl::nd_range<1>(n, 100), mx, mn,
                     [=](sycl::nd_item<1> it, auto &hi, auto &lo) {
                       int v = data[it.get_global_id(0)] % 37;
                       hi.combine(v);
                       lo.combine(v + 5);
                     });
  });
  CHECK(sycl::host_accessor(maxbuf)[0] == 36);
  CHECK(sycl::host_accessor(minbuf)[0] == 5);

  // A user operation with an explicit identity.
  long *product = sycl::malloc_shared<long>(1, q);
  *product = 1;
  auto mul = [](long a, long b) { return a * b; };
  q.parallel_for(
       sycl::range<1>(10), sycl::reduction(product, 1L, mul),
       [=](sycl::id<1> i, auto &p) { p.combine(static_cast<long>(i) + 1); })
      .wait();
  CHECK(*product == 3628800L);
  sycl::free(data, q);
  sycl::free(sum, q);
  sycl::free(product, q);
}
