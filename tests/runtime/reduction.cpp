// Function objects and their known identities (SYCL 2020, 4.17.2), and
// reductions in parallel_for over USM and buffers, ranges and nd_ranges
// (4.9.2). Reductions over a span: span_reduction.cpp.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <type_traits>

// logical_and<void> and logical_or<void> return what the built-in operator
// returns (4.17.2): a vec or marray of results for vec and marray operands.
TEST_CASE("logical_and<void>, logical_or<void> keep the operator's type",
          "[functional]") {
  using vec_and = decltype(sycl::logical_and<void>()(sycl::vec<int, 2>{},
                                                     sycl::vec<int, 2>{}));
  static_assert(std::is_same_v<vec_and, decltype(sycl::vec<int, 2>{} &&
                                                 sycl::vec<int, 2>{})>);
  static_assert(!std::is_same_v<vec_and, bool>);
  sycl::marray<bool, 3> a{true, false, true}, b{true, true, false};
  auto both = sycl::logical_and<void>()(a, b);
  auto either = sycl::logical_or<void>()(a, b);
  static_assert(std::is_same_v<decltype(both), sycl::marray<bool, 3>>);
  CHECK(both[0]);
  CHECK_FALSE(both[1]);
  CHECK(either[1]);
  CHECK(sycl::logical_or<void>()(false, 1));
}

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

TEST_CASE("sycl::half has the known identities of arithmetic types",
          "[functional]") {
  // 4.9.2.2: plus, multiplies, minimum and maximum know the identity of
  // "std::is_arithmetic_v<AccumulatorT> || std::is_same_v<..., sycl::half>".
  using sycl::half;
  CHECK(sycl::has_known_identity_v<sycl::plus<half>, half>);
  CHECK(sycl::has_known_identity_v<sycl::multiplies<>, const half>);
  CHECK(sycl::known_identity_v<sycl::plus<half>, half> == half(0));
  CHECK(sycl::known_identity_v<sycl::multiplies<half>, half> == half(1));
  CHECK(sycl::known_identity_v<sycl::minimum<half>, half> ==
        std::numeric_limits<half>::infinity());
  CHECK(sycl::known_identity_v<sycl::maximum<>, half> ==
        -std::numeric_limits<half>::infinity());
  CHECK(!sycl::has_known_identity_v<sycl::bit_or<half>, half>);
  sycl::queue q;
  half *result = sycl::malloc_shared<half>(1, q);
  *result = half(50); // replaced by the identity, then the minimum
  q.parallel_for(
       sycl::range<1>(8),
       sycl::reduction(result, sycl::minimum<half>(),
                       sycl::property::reduction::initialize_to_identity()),
       [=](sycl::id<1> i, auto &r) {
         r.combine(half(static_cast<float>(i[0]) + 60.f));
       })
      .wait();
  CHECK(*result == half(60));
  sycl::free(result, q);
}

TEST_CASE("a reducer names its value type, operation and dimensions",
          "[reduction]") {
  // 4.9.2.3: value_type, binary_operation and dimensions (0 for one
  // variable, 1 for a span, 0 for a span element's reducer).
  sycl::queue q;
  int *sum = sycl::malloc_shared<int>(3, q);
  int *ok = sycl::malloc_shared<int>(2, q);
  sum[0] = sum[1] = sum[2] = 0;
  q.parallel_for(
       sycl::range<1>(4), sycl::reduction(sum, sycl::plus<int>()),
       sycl::reduction(sycl::span<int, 2>(sum + 1, 2), sycl::plus<int>()),
       [=](sycl::id<1> i, auto &one, auto &two) {
         using one_t = std::remove_reference_t<decltype(one)>;
         using two_t = std::remove_reference_t<decltype(two)>;
         using elem_t = std::remove_reference_t<decltype(two[0])>;
         ok[0] = std::is_same_v<typename one_t::value_type, int> &&
                 std::is_same_v<typename one_t::binary_operation,
                                sycl::plus<int>> &&
                 one_t::dimensions == 0;
         ok[1] = std::is_same_v<typename two_t::value_type, int> &&
                 std::is_same_v<typename two_t::binary_operation,
                                sycl::plus<int>> &&
                 two_t::dimensions == 1 && elem_t::dimensions == 0;
         one += static_cast<int>(i[0]);
         two[1] += 1;
       })
      .wait();
  CHECK(ok[0] == 1);
  CHECK(ok[1] == 1);
  CHECK(sum[0] == 6);
  CHECK(sum[2] == 4);
  sycl::free(sum, q);
  sycl::free(ok, q);
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
