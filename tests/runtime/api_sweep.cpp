// SYCL 2020 API that the second compatibility sweep (docs/compat-sweep.md)
// found missing or wrong: buffer deduction from std::shared_ptr and with an
// allocator (4.7.2.1), property::buffer::context_bound (4.7.2.2),
// kernel::get_info for kernel_device_specific queries (4.11.13.2),
// marray's element list of other scalar types and buffers of marrays
// (4.14.3), accessors of the deprecated access_mode::atomic and sycl::atomic
// (4.15.2), DPC++'s USM device queries and its <sycl/half_type.hpp>.
#include <sycl/detail/core.hpp>
#include <sycl/half_type.hpp>

#include <catch2/catch.hpp>

#include <memory>
#include <type_traits>
#include <vector>

class sweep_kernel;

namespace {

bool is_invalid(const sycl::exception &e) {
  return e.code() == sycl::errc::invalid;
}

} // namespace

TEST_CASE("buffers deduced from shared_ptr and with an allocator",
          "[api_sweep]") {
  auto one = std::make_shared<int>(41);
  std::shared_ptr<double[]> many(new double[4]{1, 2, 3, 4});
  std::vector<float> values{1.5f, 2.5f};
  std::allocator<float> alloc;
  {
    sycl::buffer from_one{one, sycl::range{1}};
    sycl::buffer from_many{many, sycl::range{4}};
    sycl::buffer from_pointer{values.data(), sycl::range{2}, alloc};
    sycl::buffer from_iterators{values.begin(), values.end(), alloc};
    sycl::buffer from_container{values, alloc};
    static_assert(std::is_same_v<decltype(from_one), sycl::buffer<int, 1>>);
    static_assert(std::is_same_v<decltype(from_many), sycl::buffer<double, 1>>);
    using float_alloc = sycl::buffer<float, 1, std::allocator<float>>;
    static_assert(std::is_same_v<decltype(from_pointer), float_alloc>);
    static_assert(std::is_same_v<decltype(from_iterators), float_alloc>);
    static_assert(std::is_same_v<decltype(from_container), float_alloc>);
    CHECK(from_iterators.size() == 2);

    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a{from_one, cgh};
      sycl::accessor b{from_many, cgh};
      cgh.single_task<sweep_kernel>([=] {
        a[0] += 1;
        b[3] *= 10;
      });
    });
  }
  // Shared host data is written back when the buffers go away.
  CHECK(*one == 42);
  CHECK(many[3] == 40);
}

TEST_CASE("context_bound names the buffer's context", "[api_sweep]") {
  sycl::context ctx;
  int data[3] = {};
  sycl::buffer b{
      data, sycl::range{3}, {sycl::property::buffer::context_bound{ctx}}};
  REQUIRE(b.has_property<sycl::property::buffer::context_bound>());
  CHECK(b.get_property<sycl::property::buffer::context_bound>().get_context() ==
        ctx);
  CHECK_FALSE(b.has_property<sycl::property::buffer::use_host_ptr>());
}

TEST_CASE("kernel queries on the host device", "[api_sweep]") {
  namespace kds = sycl::info::kernel_device_specific;
  sycl::queue q;
  sycl::device dev = q.get_device();
  auto bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      q.get_context(), {dev}, {sycl::get_kernel_id<sweep_kernel>()});
  sycl::kernel k = bundle.get_kernel(sycl::get_kernel_id<sweep_kernel>());

  std::size_t sub_group =
      dev.get_info<sycl::info::device::sub_group_sizes>()[0];
  CHECK(k.get_info<kds::work_group_size>(dev) ==
        dev.get_info<sycl::info::device::max_work_group_size>());
  CHECK(k.get_info<kds::preferred_work_group_size_multiple>(dev) == sub_group);
  CHECK(k.get_info<kds::max_sub_group_size>(dev) == sub_group);
  CHECK(k.get_info<kds::max_num_sub_groups>(dev) ==
        dev.get_info<sycl::info::device::max_num_sub_groups>());
  CHECK(k.get_info<kds::compile_work_group_size>(dev) ==
        sycl::range<3>(0, 0, 0));
  CHECK(k.get_info<kds::compile_sub_group_size>(dev) == 0);
  CHECK(k.get_info<kds::compile_num_sub_groups>(dev) == 0);
  CHECK(k.get_info<kds::private_mem_size>(dev) == 0);
  // Only for custom devices and built-in kernels.
  CHECK_THROWS_MATCHES(k.get_info<kds::global_work_size>(dev), sycl::exception,
                       Catch::Predicate<sycl::exception>(is_invalid));
}

TEST_CASE("marray from other scalars, buffers of marrays", "[api_sweep]") {
  sycl::marray<float, 4> m[2];
  for (int i = 0; i < 2; i++)
    m[i] = {-(i + 1), -(i + 1), 2 * i, 7};
  CHECK(m[1][0] == -2.0f);
  CHECK(m[1][2] == 2.0f);
  CHECK(m[0][3] == 7.0f);
  sycl::marray<int, 3> joined{sycl::marray<int, 2>{1, 2}, 3.0};
  CHECK(joined[2] == 3);
  // Deduction over an array of marrays tries every constructor of the
  // element type: none may fail hard.
  {
    sycl::buffer b(m, sycl::range{2});
    static_assert(
        std::is_same_v<decltype(b), sycl::buffer<sycl::marray<float, 4>, 1>>);
    sycl::host_accessor a{b};
    a[0] = sycl::marray<float, 4>(5.0f);
  }
  CHECK(m[0][1] == 5.0f);
  static_assert(!std::is_constructible_v<sycl::marray<float, 2>, float,
                                         std::vector<float>>);
}

TEST_CASE("DPC++'s USM device queries agree with the aspects", "[api_sweep]") {
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

TEST_CASE("atomic accessors give sycl::atomic", "[api_sweep]") {
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
