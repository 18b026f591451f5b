// vec and marray (SYCL 2020, 4.14.2-3), atomic_ref (4.15.3), function
// objects and identities (4.17.2), and reductions in parallel_for (4.9.2).
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstdint>

TEST_CASE("vec: element-wise operators, swizzles, conversions", "[vec]") {
  sycl::float4 a(1.f, 2.f, 3.f, 4.f);
  sycl::float4 b = a * 2.f + sycl::float4(1.f);
  CHECK(b.x() == 3.f);
  CHECK(b.w() == 9.f);
  sycl::int4 mask = a > sycl::float4(2.5f);
  CHECK(mask.x() == 0);
  CHECK(mask.z() == -1); // true is all bits set
  sycl::int4 rounded = sycl::float4(1.5f, -1.5f, 2.5f, 0.2f)
                           .convert<int, sycl::rounding_mode::rte>();
  CHECK(rounded.x() == 2);
  CHECK(rounded.y() == -2);
  CHECK(rounded.z() == 2);
  CHECK(sycl::float4(1.7f).convert<int>().x() == 1); // toward zero
  sycl::float3 rev = a.swizzle<3, 2, 1>();
  CHECK(rev.x() == 4.f);
  CHECK(a.hi().x() == 3.f);
  CHECK(a.even().y() == 3.f);
  sycl::int2 two(5, 6);
  sycl::int4 joined(two, 7, 8);
  CHECK(joined.y() == 6);
  CHECK(joined.w() == 8);
  CHECK(sizeof(sycl::float3) == sizeof(sycl::float4));
  CHECK(sycl::float4::size() == 4);
  CHECK(a.as<sycl::uint4>().x() == 0x3f800000u);
  sycl::queue q;
  sycl::float4 *out = sycl::malloc_shared<sycl::float4>(4, q);
  q.parallel_for(4, [=](sycl::id<1> i) {
     out[i] = sycl::float4(static_cast<float>(i)) * sycl::float4(1, 2, 3, 4);
   }).wait();
  CHECK(out[3].z() == 9.f);
  sycl::free(out, q);
}

TEST_CASE("marray: element-wise operators and bool comparisons", "[marray]") {
  sycl::marray<int, 5> m(1, 2, 3, 4, 5);
  sycl::marray<int, 5> twice = m * 2;
  CHECK(twice[4] == 10);
  sycl::marray<bool, 5> big = m > 3;
  CHECK(!big[2]);
  CHECK(big[3]);
  int sum = 0;
  for (int x : m)
    sum += x;
  CHECK(sum == 15);
}

TEST_CASE("atomic_ref: fetch operations and compare-exchange", "[atomic]") {
  sycl::queue q;
  int *counter = sycl::malloc_shared<int>(1, q);
  float *fsum = sycl::malloc_shared<float>(1, q);
  int *maxv = sycl::malloc_shared<int>(1, q);
  *counter = 0;
  *fsum = 0.f;
  *maxv = -1;
  q.parallel_for(1000, [=](sycl::id<1> i) {
     sycl::atomic_ref<int, sycl::memory_order::relaxed,
                      sycl::memory_scope::device,
                      sycl::access::address_space::global_space>
         c(*counter);
     c.fetch_add(1);
     sycl::atomic_ref<float, sycl::memory_order::relaxed,
                      sycl::memory_scope::device>
         f(*fsum);
     f += 0.5f;
     sycl::atomic_ref<int, sycl::memory_order::relaxed,
                      sycl::memory_scope::device>(*maxv)
         .fetch_max(static_cast<int>(i));
   }).wait();
  CHECK(*counter == 1000);
  CHECK(*fsum == 500.f);
  CHECK(*maxv == 999);
  sycl::atomic_ref<int, sycl::memory_order::seq_cst, sycl::memory_scope::system>
      r(*counter);
  int expected = 5;
  CHECK(!r.compare_exchange_strong(expected, 7));
  CHECK(expected == 1000);
  CHECK(r.compare_exchange_strong(expected, 7));
  CHECK(r.load() == 7);
  CHECK(r.exchange(3) == 7);
  CHECK((r |= 8) == 11);
  sycl::free(counter, q);
  sycl::free(fsum, q);
  sycl::free(maxv, q);
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
