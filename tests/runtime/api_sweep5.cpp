// SYCL API that the fifth compatibility sweep (docs/compat-sweep.md) found
// missing: a buffer from a pair of pointers (pointers are input iterators:
// 4.7.2.1, the elements are copied in and not written back), a braced
// extent in parallel_for ({n, m}, {n, m, k}; DPC++ and AdaptiveCpp take
// it, and range<Dims> cannot be deduced from a braced list), and two
// buffer::get_access forms of 4.7.2.1: get_access(args...) as
// accessor{buffer, args...} (tags such as read_only) and the deprecated
// host accessor to a region, get_access<mode>(range, offset). The queue's
// braced extents also take events and reductions.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <iterator>
#include <type_traits>
#include <vector>

TEST_CASE("buffer from pointer iterators: copied in, not written back",
          "[api_sweep5]") {
  float a[3] = {1, 2, 3};
  {
    sycl::buffer<float> b{std::begin(a), std::end(a)};
    sycl::buffer deduced{std::begin(a), std::end(a)};
    static_assert(std::is_same_v<decltype(deduced), sycl::buffer<float, 1>>,
                  "a pointer's value_type is the element type");
    CHECK(b.size() == 3);
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      auto acc = b.get_access<sycl::access::mode::read_write>(cgh);
      cgh.parallel_for<class pointer_iterators>(
          sycl::range<1>(3), [=](sycl::id<1> i) { acc[i] *= 10; });
    });
    sycl::host_accessor h{b};
    CHECK(h[0] == 10);
    CHECK(h[1] == 20);
    CHECK(h[2] == 30);
  }
  CHECK(a[0] == 1); // a copy: the array is not the buffer's memory
  CHECK(a[2] == 3);
}

TEST_CASE("braced extents in handler and queue parallel_for", "[api_sweep5]") {
  constexpr std::size_t n = 3, m = 4, k = 2;
  sycl::queue q;
  sycl::buffer<int, 2> b2{sycl::range<2>(n, m)};
  sycl::buffer<int, 3> b3{sycl::range<3>(n, m, k)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{b2, cgh, sycl::write_only, sycl::no_init};
    cgh.parallel_for<class braced_two>(
        {n, m}, [=](sycl::id<2> i) { acc[i] = int(i[0] * 10 + i[1]); });
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{b3, cgh, sycl::write_only, sycl::no_init};
    cgh.parallel_for({n, m, k}, [=](sycl::item<3> it) {
      acc[it] = int(it[0] * 100 + it[1] * 10 + it[2]);
    });
  });
  int *usm = sycl::malloc_shared<int>(n * m, q);
  q.parallel_for({n, m}, [=](sycl::item<2> it) {
     usm[it.get_linear_id()] = int(it[0] + it[1]);
   }).wait();
  q.parallel_for<class braced_queue_three>({n, m, k}, [=](sycl::id<3> i) {
     if (i[2] == 1)
       usm[i[0] * m + i[1]] += 100;
   }).wait();
  sycl::host_accessor h2{b2};
  sycl::host_accessor h3{b3};
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < m; ++j) {
      CHECK(h2[i][j] == int(i * 10 + j));
      CHECK(usm[i * m + j] == int(i + j + 100));
      for (std::size_t l = 0; l < k; ++l)
        CHECK(h3[i][j][l] == int(i * 100 + j * 10 + l));
    }
  sycl::free(usm, q);
}

// The queue's braced-extent forms also with events (one, a vector lvalue,
// a braced list) and reductions; a std::vector<event> lvalue also after a
// range, an nd_range and a count (it went to the kernel-only form before).
TEST_CASE("braced extents with events and reductions on the queue",
          "[api_sweep5]") {
  constexpr std::size_t n = 3, m = 4, k = 2;
  sycl::queue q;
  int *usm = sycl::malloc_shared<int>(n * m * k, q);
  sycl::event zero = q.fill(usm, 0, n * m * k);
  std::vector<sycl::event> deps{zero};
  sycl::event two = q.parallel_for(
      {n, m}, zero, [=](sycl::item<2> it) { usm[it.get_linear_id()] += 1; });
  sycl::event three = q.parallel_for({n, m, k}, deps, [=](sycl::id<3> i) {
    usm[(i[0] * m + i[1]) * k + i[2]] += 10;
  });
  sycl::event both =
      q.parallel_for({n, m, k}, {two, three},
                     [=](sycl::item<3> it) { usm[it.get_linear_id()] += 100; });
  sycl::event named = q.parallel_for<class braced_vector_rvalue>(
      {n, m}, std::vector<sycl::event>{both},
      [=](sycl::id<2> i) { usm[i[0] * m + i[1]] += 1000; });
  sycl::event after_three =
      q.parallel_for({n, m, k}, three, [=](sycl::id<3> i) {
        usm[(i[0] * m + i[1]) * k + i[2]] += 10000;
      });
  named.wait();
  after_three.wait();
  CHECK(two.get_wait_list().size() == 1);
  CHECK(three.get_wait_list().size() == 1);
  CHECK(both.get_wait_list().size() == 2);
  CHECK(named.get_wait_list().size() == 1);
  for (std::size_t l = 0; l < n * m * k; ++l)
    CHECK(usm[l] == (l < n * m ? 1001 : 0) + 10110);

  int *sum = sycl::malloc_shared<int>(1, q);
  *sum = 0;
  q.parallel_for({n, m}, sycl::reduction(sum, sycl::plus<>()),
                 [=](sycl::id<2> i, auto &s) { s += int(i[0] * m + i[1]); })
      .wait();
  CHECK(*sum == 66);
  q.parallel_for({n, m, k}, zero, sycl::reduction(sum, sycl::plus<>()),
                 [=](sycl::item<3>, auto &s) { s += 1; })
      .wait();
  q.parallel_for({n, m}, deps, sycl::reduction(sum, sycl::plus<>()),
                 [=](sycl::id<2>, auto &s) { s += 2; })
      .wait();
  q.parallel_for({n, m, k}, {zero, two}, sycl::reduction(sum, sycl::plus<>()),
                 [=](sycl::id<3>, auto &s) { s += 3; })
      .wait();
  CHECK(*sum == 66 + 24 + 24 + 72);

  // A vector lvalue after the other extents.
  deps = {q.fill(usm, 0, 6)};
  q.parallel_for(sycl::range<1>(n), deps, [=](sycl::id<1> i) { usm[i] = 1; });
  q.parallel_for(sycl::nd_range<1>(sycl::range<1>(4), sycl::range<1>(2)), deps,
                 [=](sycl::nd_item<1> it) { usm[it.get_global_id(0)] += 2; });
  q.parallel_for(std::size_t{5}, deps, [=](sycl::id<1> i) { usm[i] += 4; });
  q.parallel_for(6, {zero}, [=](sycl::id<1> i) { usm[i] += 8; }).wait();
  const int want[] = {15, 15, 15, 14, 12, 8};
  for (int i = 0; i < 6; ++i)
    CHECK(usm[i] == want[i]);
  sycl::free(sum, q);
  sycl::free(usm, q);
}

TEST_CASE("get_access(args...) is accessor{buffer, args...}", "[api_sweep5]") {
  sycl::buffer<int> in{sycl::range<1>(8)};
  sycl::buffer<int> out{sycl::range<1>(8)};
  {
    sycl::host_accessor h{in, sycl::write_only};
    for (int i = 0; i < 8; ++i)
      h[i] = i;
  }
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    auto src = in.get_access(cgh, sycl::read_only);
    auto dst = out.get_access(cgh, sycl::write_only, sycl::no_init);
    static_assert(
        std::is_same_v<decltype(src),
                       sycl::accessor<int, 1, sycl::access_mode::read>>,
        "the read_only tag gives a read accessor");
    static_assert(
        std::is_same_v<decltype(dst),
                       sycl::accessor<int, 1, sycl::access_mode::write>>,
        "the write_only tag gives a write accessor");
    cgh.parallel_for<class get_access_tags>(
        sycl::range<1>(8), [=](sycl::id<1> i) { dst[i] = src[i] * 3; });
  });
  auto placeholder = out.get_access();
  CHECK(placeholder.is_placeholder());
  sycl::host_accessor h{out, sycl::read_only};
  for (int i = 0; i < 8; ++i)
    CHECK(h[i] == 3 * i);
}

TEST_CASE("deprecated get_access<mode>(range, offset) on the host",
          "[api_sweep5]") {
  sycl::buffer<int> b{sycl::range<1>(8)};
  {
    auto all = b.get_access<sycl::access_mode::write>();
    for (int i = 0; i < 8; ++i)
      all[i] = 0;
  }
  {
    auto region = b.get_access<sycl::access_mode::read_write>(sycl::range<1>(3),
                                                              sycl::id<1>(4));
    CHECK(region.get_range() == sycl::range<1>(3));
    CHECK(region.get_offset() == sycl::id<1>(4));
    for (int i = 0; i < 3; ++i)
      region[sycl::id<1>(i)] = 7; // indices count from the offset
  }
  auto all = b.get_access<sycl::access_mode::read>();
  for (int i = 0; i < 8; ++i)
    CHECK(all[i] == ((i >= 4 && i < 7) ? 7 : 0));
}
