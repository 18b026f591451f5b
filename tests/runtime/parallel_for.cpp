// The index spaces of parallel_for (SYCL 2020, 4.9.4.2): braced extents
// ({n, m}, {n, m, k}; DPC++ and AdaptiveCpp take them, and range<Dims>
// cannot be deduced from a braced list) in the handler's and the queue's
// parallel_for, the queue's also with events and reductions; and SYCL
// 1.2.1's group::get_linear_id, the group's linear id.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <iterator>
#include <type_traits>
#include <vector>

TEST_CASE("braced extents in handler and queue parallel_for",
          "[parallel_for]") {
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
          "[parallel_for]") {
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

TEST_CASE("group::get_linear_id is the group's linear id", "[group]") {
  std::vector<int> same(24, 0);
  {
    sycl::buffer<int, 1> buf(same.data(), sycl::range<1>(24));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor out{buf, cgh, sycl::write_only};
      cgh.parallel_for<class linear_id_kernel>(
          sycl::nd_range<2>({4, 6}, {2, 3}), [=](sycl::nd_item<2> it) {
            sycl::group<2> g = it.get_group();
            out[it.get_global_linear_id()] =
                g.get_linear_id() == g.get_group_linear_id() &&
                g.get_linear_id() == it.get_group_linear_id();
          });
    });
  }
  CHECK(same == std::vector<int>(24, 1));
}
