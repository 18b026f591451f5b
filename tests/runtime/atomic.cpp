// Atomics (SYCL 2020, 4.15): atomic_ref's fetch operations and
// compare-exchange (4.15.3), and accessors of the deprecated
// access_mode::atomic, which give sycl::atomic (4.15.2).
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <type_traits>

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

// The default orders and scope are public members (4.15.3): a read drops
// the release part of acq_rel, a write the acquire part.
TEST_CASE("atomic_ref: default orders and scope", "[atomic]") {
  using acq_rel_ref =
      sycl::atomic_ref<int, sycl::memory_order::acq_rel,
                       sycl::memory_scope::work_group,
                       sycl::access::address_space::local_space>;
  STATIC_REQUIRE(acq_rel_ref::default_read_order ==
                 sycl::memory_order::acquire);
  STATIC_REQUIRE(acq_rel_ref::default_write_order ==
                 sycl::memory_order::release);
  STATIC_REQUIRE(acq_rel_ref::default_read_modify_write_order ==
                 sycl::memory_order::acq_rel);
  STATIC_REQUIRE(acq_rel_ref::default_scope == sycl::memory_scope::work_group);
  using seq_ref = sycl::atomic_ref<double, sycl::memory_order::seq_cst,
                                   sycl::memory_scope::device>;
  STATIC_REQUIRE(seq_ref::default_read_order == sycl::memory_order::seq_cst);
  STATIC_REQUIRE(seq_ref::default_write_order == sycl::memory_order::seq_cst);
  STATIC_REQUIRE(
      std::is_const_v<decltype(seq_ref::default_read_modify_write_order)>);
  STATIC_REQUIRE(std::is_const_v<decltype(seq_ref::default_scope)>);
}

TEST_CASE("atomic accessors give sycl::atomic", "[atomic]") {
  int counter = 40;
  int seen[2] = {0, 0};
  {
    sycl::buffer<int> counter_buf(&counter, sycl::range<1>(1));
    sycl::buffer<int> seen_buf(seen, sycl::range<1>(2));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      auto count = counter_buf.get_access<sycl::access::mode::atomic>(cgh);
      auto out = seen_buf.get_access<sycl::access::mode::write>(cgh);
      cgh.parallel_for<class atomic_accessor>(
          sycl::range<1>(100), [=](sycl::id<1> i) {
            sycl::atomic<int> a = count[0];
            a.fetch_add(1);
            if (i[0] == 0) {
              int expected = -1; // wrong on purpose: receives the value found
              out[0] = a.compare_exchange_strong(expected, 0) ? 1 : 0;
              out[1] = expected >= 40 && expected <= 140;
            }
          });
    });
  }
  CHECK(counter == 140);
  CHECK(seen[0] == 0);
  CHECK(seen[1] == 1);
  int plain = 5;
  sycl::atomic<int> a{
      sycl::multi_ptr<int, sycl::access::address_space::global_space,
                      sycl::access::decorated::no>(&plain)};
  CHECK(sycl::atomic_fetch_max(a, 9) == 5);
  CHECK(sycl::atomic_exchange(a, 2) == 9);
  sycl::atomic_store(a, 3);
  CHECK(sycl::atomic_load(a) == 3);
}
