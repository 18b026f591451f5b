// Unified shared memory (SYCL 2020, 4.8): allocation kinds and alignment,
// pointer queries, the queue's and the handler's memory operations, and
// usm_allocator in a standard container; DPC++'s USM device queries (and
// its <sycl/half_type.hpp>).
#include <sycl/half_type.hpp>
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

TEST_CASE("USM allocations have their kind, size and alignment", "[usm]") {
  sycl::queue q;
  sycl::context ctx = q.get_context();
  int *dev = sycl::malloc_device<int>(100, q);
  int *host = sycl::malloc_host<int>(100, q);
  int *shared = sycl::malloc_shared<int>(100, q);
  void *raw = sycl::malloc(64, q, sycl::usm::alloc::shared);
  void *aligned = sycl::aligned_alloc_device(256, 1000, q);
  REQUIRE(dev != nullptr);
  REQUIRE(host != nullptr);
  REQUIRE(shared != nullptr);
  CHECK(sycl::get_pointer_type(dev, ctx) == sycl::usm::alloc::device);
  CHECK(sycl::get_pointer_type(dev + 99, ctx) == sycl::usm::alloc::device);
  CHECK(sycl::get_pointer_type(host + 50, ctx) == sycl::usm::alloc::host);
  CHECK(sycl::get_pointer_type(shared, ctx) == sycl::usm::alloc::shared);
  CHECK(sycl::get_pointer_type(raw, ctx) == sycl::usm::alloc::shared);
  int local = 0;
  CHECK(sycl::get_pointer_type(&local, ctx) == sycl::usm::alloc::unknown);
  CHECK_THROWS_AS(sycl::get_pointer_device(&local, ctx), sycl::exception);
  CHECK(sycl::get_pointer_device(shared, ctx) == q.get_device());
  CHECK(reinterpret_cast<std::uintptr_t>(aligned) % 256 == 0);
  CHECK(sycl::aligned_alloc_host(3, 16, q) == nullptr); // not a power of two
  CHECK(sycl::malloc(16, q, sycl::usm::alloc::unknown) == nullptr);
  for (void *p : {static_cast<void *>(dev), static_cast<void *>(host),
                  static_cast<void *>(shared), raw, aligned})
    sycl::free(p, q);
  CHECK(sycl::get_pointer_type(dev, ctx) == sycl::usm::alloc::unknown);
  sycl::free(nullptr, ctx); // allowed, no effect
}

TEST_CASE("queue memory operations move data through device memory", "[usm]") {
  constexpr std::size_t n = 1000;
  sycl::queue q;
  std::vector<int> in(n), out(n, -1);
  for (std::size_t i = 0; i < n; ++i)
    in[i] = static_cast<int>(i * 3);
  int *dev = sycl::malloc_device<int>(n, q);
  sycl::event copied = q.memcpy(dev, in.data(), n * sizeof(int));
  sycl::event doubled = q.parallel_for(sycl::range<1>(n), copied,
                                       [=](sycl::id<1> i) { dev[i] *= 2; });
  q.copy(dev, out.data(), n, doubled).wait();
  for (std::size_t i = 0; i < n; ++i)
    REQUIRE(out[i] == static_cast<int>(i * 6));
  CHECK(doubled.get_wait_list().size() == 1);
  CHECK(doubled.get_wait_list()[0] == copied);

  q.memset(dev, 0, n * sizeof(int)).wait();
  q.fill(dev + 10, 7, 5).wait();
  q.copy(dev, out.data(), n).wait();
  CHECK(out[9] == 0);
  CHECK(out[10] == 7);
  CHECK(out[14] == 7);
  CHECK(out[15] == 0);
  sycl::free(dev, q);
}

TEST_CASE("handler memory operations, one per command group", "[usm]") {
  sycl::queue q;
  double *a = sycl::malloc_shared<double>(8, q);
  double *b = sycl::malloc_shared<double>(8, q);
  q.submit([&](sycl::handler &cgh) { cgh.fill(a, 2.5, 8); });
  q.submit([&](sycl::handler &cgh) { cgh.copy(a, b, 4); });
  q.submit(
      [&](sycl::handler &cgh) { cgh.memcpy(b + 4, a, 2 * sizeof(double)); });
  q.wait();
  for (int i = 0; i < 6; ++i)
    CHECK(b[i] == 2.5);
  CHECK_THROWS_AS(q.submit([&](sycl::handler &cgh) {
    cgh.memset(a, 0, sizeof(double));
    cgh.memset(b, 0, sizeof(double));
  }),
                  sycl::exception);
  sycl::free(a, q);
  sycl::free(b, q);
}

TEST_CASE("usm_allocator backs a std::vector with shared memory", "[usm]") {
  sycl::queue q;
  sycl::usm_allocator<int, sycl::usm::alloc::shared> alloc(q);
  std::vector<int, decltype(alloc)> v(alloc);
  for (int i = 0; i < 100; ++i)
    v.push_back(i);
  CHECK(sycl::get_pointer_type(v.data(), q.get_context()) ==
        sycl::usm::alloc::shared);
  int *data = v.data();
  q.parallel_for(v.size(), [=](sycl::id<1> i) { data[i] += 1; }).wait();
  CHECK(v[0] == 1);
  CHECK(v[99] == 100);
  sycl::usm_allocator<double, sycl::usm::alloc::shared> other(alloc);
  CHECK(other == alloc);
}

TEST_CASE("DPC++'s USM device queries agree with the aspects", "[usm]") {
  sycl::device dev;
  namespace d = sycl::info::device;
  CHECK(dev.get_info<d::usm_device_allocations>() ==
        dev.has(sycl::aspect::usm_device_allocations));
  CHECK(dev.get_info<d::usm_host_allocations>() ==
        dev.has(sycl::aspect::usm_host_allocations));
  CHECK(dev.get_info<d::usm_shared_allocations>() ==
        dev.has(sycl::aspect::usm_shared_allocations));
  CHECK(dev.get_info<d::usm_system_allocations>() ==
        dev.has(sycl::aspect::usm_system_allocations));
  CHECK_FALSE(dev.get_info<d::usm_restricted_shared_allocations>());
  sycl::half h(1.5f);
  CHECK(static_cast<float>(h + h) == 3.0f);
}

// 4.6.4.3: usm_atomic_host_allocations and usm_atomic_shared_allocations
// say that "the host and this device may concurrently access and atomically
// modify" such allocations. The kernel below waits (a bounded while) for a
// flag the host sets after submit returns: a device with the aspect must
// let it see the flag. This runtime finishes a kernel before submit
// returns, so it must not claim the aspects (the CTS's usm_atomic_access
// test, which waits without a bound, hung while it did).
template <sycl::usm::alloc Kind>
static bool kernel_sees_host_write_while_running(sycl::queue &q) {
  int *flag = static_cast<int *>(sycl::malloc(sizeof(int), q, Kind));
  int *seen = static_cast<int *>(sycl::malloc(sizeof(int), q, Kind));
  *flag = 0;
  *seen = 0;
  using flag_ref = sycl::atomic_ref<int, sycl::memory_order::relaxed,
                                    sycl::memory_scope::device,
                                    sycl::access::address_space::global_space>;
  q.single_task([=] {
    flag_ref f(*flag);
    for (long spin = 0; spin < 20000000L; ++spin)
      if (f.load(sycl::memory_order::seq_cst) != 0) {
        *seen = 1;
        return;
      }
  });
  flag_ref(*flag).store(1, sycl::memory_order::seq_cst);
  q.wait();
  const bool result = *seen == 1;
  sycl::free(flag, q);
  sycl::free(seen, q);
  return result;
}

TEST_CASE("a device with a USM atomic aspect runs kernels concurrently with "
          "the host",
          "[usm]") {
  sycl::queue q;
  const sycl::device dev = q.get_device();
  if (dev.has(sycl::aspect::usm_atomic_host_allocations))
    CHECK(kernel_sees_host_write_while_running<sycl::usm::alloc::host>(q));
  if (dev.has(sycl::aspect::usm_atomic_shared_allocations))
    CHECK(kernel_sees_host_write_while_running<sycl::usm::alloc::shared>(q));
  // The device still has the plain USM aspects, and atomics on them.
  CHECK(dev.has(sycl::aspect::usm_host_allocations));
  CHECK(dev.has(sycl::aspect::usm_shared_allocations));
}
