// Queues, devices, platforms and contexts (SYCL 2020, 4.6): selectors,
// device information and aspects of the host CPU device, properties,
// events with dependencies and profiling, and the queue shortcuts.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <thread>
#include <type_traits>

TEST_CASE("selectors choose the host CPU and reject other kinds", "[queue]") {
  CHECK(sycl::queue(sycl::default_selector_v).get_device().is_cpu());
  CHECK(sycl::queue(sycl::cpu_selector_v).get_device().is_cpu());
  CHECK_THROWS_AS(sycl::queue(sycl::gpu_selector_v), sycl::exception);
  try {
    sycl::device d(sycl::accelerator_selector_v);
    FAIL("no accelerator exists");
  } catch (const sycl::exception &e) {
    CHECK(e.code() == sycl::errc::runtime);
  }
  auto custom = [](const sycl::device &d) {
    return d.has(sycl::aspect::fp64) ? 10 : -1;
  };
  CHECK(sycl::queue(custom).get_device() == sycl::device());
  CHECK_NOTHROW(sycl::device(sycl::aspect_selector(sycl::aspect::cpu)));
  CHECK_THROWS(sycl::device(sycl::aspect_selector(sycl::aspect::gpu)));
  CHECK_NOTHROW(sycl::device(sycl::aspect_selector(sycl::aspect::fp16)));
  CHECK(sycl::cpu_selector().select_device().is_cpu());
}

TEST_CASE("the host device answers get_info and has() truthfully", "[device]") {
  sycl::device d;
  using namespace sycl::info;
  CHECK(d.get_info<device::device_type>() == device_type::cpu);
  CHECK(!d.get_info<device::name>().empty());
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  CHECK(d.get_info<device::max_compute_units>() == threads);
  CHECK(d.get_info<device::global_mem_size>() > 0);
  CHECK(d.get_info<device::max_work_item_dimensions>() == 3);
  CHECK(d.get_info<device::max_work_item_sizes<2>>()[1] ==
        d.get_info<device::max_work_group_size>());
  CHECK(d.get_info<device::platform>() == sycl::platform());
  CHECK(d.get_info<device::address_bits>() == sizeof(void *) * 8);
  CHECK(d.has(sycl::aspect::cpu));
  CHECK(!d.has(sycl::aspect::gpu));
  CHECK(d.has(sycl::aspect::fp64));
  CHECK(d.has(sycl::aspect::fp16)); // sycl::half
  CHECK(d.get_info<device::half_fp_config>().size() == 3);
  CHECK(d.has(sycl::aspect::usm_shared_allocations));
  std::vector<sycl::aspect> aspects = d.get_info<device::aspects>();
  CHECK(std::count(aspects.begin(), aspects.end(), sycl::aspect::cpu) == 1);
  CHECK(std::count(aspects.begin(), aspects.end(), sycl::aspect::gpu) == 0);
  CHECK_THROWS_AS(d.get_info<device::parent_device>(), sycl::exception);
  CHECK(sycl::device::get_devices(device_type::gpu).empty());
  CHECK(sycl::device::get_devices().size() == 1);
  std::vector<sycl::platform> platforms = sycl::platform::get_platforms();
  REQUIRE(platforms.size() == 1);
  CHECK(platforms[0].get_devices(device_type::cpu).size() == 1);
  CHECK(!platforms[0].get_info<platform::name>().empty());
}

TEST_CASE("contexts compare by identity; queues keep their context",
          "[context]") {
  sycl::context a, b;
  CHECK(a != b);
  sycl::context copy = a;
  CHECK(copy == a);
  sycl::queue q(a, sycl::device());
  CHECK(q.get_context() == a);
  CHECK(q.get_info<sycl::info::queue::context>() == a);
  CHECK(a.get_devices().size() == 1);
  CHECK(a.get_platform() == sycl::platform());
}

TEST_CASE("queue properties: in_order and enable_profiling", "[queue]") {
  sycl::queue plain;
  CHECK(!plain.is_in_order());
  sycl::queue ordered{sycl::property::queue::in_order()};
  CHECK(ordered.is_in_order());
  CHECK(ordered.has_property<sycl::property::queue::in_order>());
  CHECK_THROWS_AS(
      ordered.get_property<sycl::property::queue::enable_profiling>(),
      sycl::exception);

  sycl::queue profiled{sycl::default_selector_v,
                       {sycl::property::queue::enable_profiling(),
                        sycl::property::queue::in_order()}};
  int *p = sycl::malloc_shared<int>(1000, profiled);
  sycl::event e = profiled.parallel_for(
      1000, [=](sycl::id<1> i) { p[i] = static_cast<int>(i); });
  e.wait();
  using namespace sycl::info::event_profiling;
  auto submit = e.get_profiling_info<command_submit>();
  auto start = e.get_profiling_info<command_start>();
  auto end = e.get_profiling_info<command_end>();
  CHECK(submit <= start);
  CHECK(start <= end);
  CHECK(e.get_info<sycl::info::event::command_execution_status>() ==
        sycl::info::event_command_status::complete);
  sycl::event unprofiled = plain.single_task([] {});
  CHECK_THROWS_AS(unprofiled.get_profiling_info<command_end>(),
                  sycl::exception);
  CHECK(p[999] == 999);
  sycl::free(p, profiled);
}

TEST_CASE("queue shortcuts and handler::depends_on", "[queue]") {
  sycl::queue q;
  int *v = sycl::malloc_shared<int>(16, q);
  sycl::event init = q.parallel_for<class init_kernel>(
      sycl::range<1>(16), [=](sycl::item<1> it) { v[it] = 1; });
  sycl::event twice =
      q.parallel_for(sycl::range<1>(16), {init}, [=](int i) { v[i] *= 2; });
  sycl::event first = q.single_task(twice, [=] { v[0] = 100; });
  sycl::event last = q.submit([&](sycl::handler &cgh) {
    cgh.depends_on({first, twice});
    cgh.parallel_for(sycl::nd_range<1>(16, 4),
                     [=](sycl::nd_item<1> it) { v[it.get_global_id(0)] += 1; });
  });
  last.wait();
  CHECK(v[0] == 101);
  CHECK(v[15] == 3);
  CHECK(last.get_wait_list().size() == 2);
  CHECK(first.get_wait_list()[0] == twice);
  sycl::free(v, q);
}

TEST_CASE("kernel errors go to the async_handler, else to the submitter",
          "[exception]") {
  std::vector<std::string> seen;
  auto handler = [&](sycl::exception_list errors) {
    for (const std::exception_ptr &e : errors) {
      try {
        std::rethrow_exception(e);
      } catch (const sycl::exception &ex) {
        seen.push_back(ex.what());
      }
    }
  };
  sycl::queue q(sycl::default_selector_v, handler);
  q.single_task([] {
    throw sycl::exception(sycl::make_error_code(sycl::errc::kernel), "boom");
  });
  CHECK(seen.empty()); // not until wait_and_throw or throw_asynchronous
  q.wait_and_throw();
  REQUIRE(seen.size() == 1);
  CHECK(seen[0] == "boom");
  q.throw_asynchronous(); // nothing pending any more
  CHECK(seen.size() == 1);

  // Without its own handler a queue uses its context's; event's
  // wait_and_throw reports the errors of the queue it came from.
  sycl::context ctx(handler);
  sycl::queue q2(ctx, sycl::default_selector_v);
  sycl::event e = q2.single_task(
      [] { throw sycl::exception(sycl::errc::kernel, "second"); });
  e.wait_and_throw();
  REQUIRE(seen.size() == 2);
  CHECK(seen[1] == "second");

  // Without any handler the error reaches the submitter instead of
  // terminating the program.
  sycl::queue plain;
  CHECK_THROWS_AS(plain.single_task([] {
    throw sycl::exception(sycl::errc::kernel, "third");
  }),
                  sycl::exception);
  CHECK(seen.size() == 2);
}

TEST_CASE("exceptions carry their error code and optional context",
          "[exception]") {
  sycl::exception plain(sycl::errc::invalid, "plain");
  CHECK(plain.code() == sycl::errc::invalid);
  CHECK(plain.category() == sycl::sycl_category());
  CHECK(!plain.has_context());
  CHECK_THROWS_AS(plain.get_context(), sycl::exception);
  sycl::context ctx;
  sycl::exception with(ctx, sycl::errc::runtime, "with");
  CHECK(with.has_context());
  CHECK(with.get_context() == ctx);
  CHECK(std::string(with.what()) == "with");
  // Errors in the command-group function are synchronous.
  sycl::queue q;
  CHECK_THROWS_AS(q.submit([](sycl::handler &) {
    throw sycl::exception(sycl::errc::invalid, "sync");
  }),
                  sycl::exception);
}

TEST_CASE("id and range arithmetic", "[range]") {
  sycl::id<2> a(4, 6);
  sycl::range<2> r(2, 3);
  sycl::id<2> sum = a + sycl::id<2>(1, 1);
  CHECK((sum == sycl::id<2>(5, 7)));
  CHECK(((a * 2) == sycl::id<2>(8, 12)));
  CHECK(((a / 2) == sycl::id<2>(2, 3)));
  CHECK(((a % 4) == sycl::id<2>(0, 2)));
  CHECK(((r * 2).size() == 24));
  sycl::id<1> i(3);
  CHECK(i + 1 == 4);
  CHECK(1 + i == 4);
  i += 2;
  CHECK(i == 5);
  CHECK((i++ == 5));
  CHECK(i == 6);
  CHECK(((a < sycl::id<2>(5, 5)) == sycl::id<2>(1, 0)));
  int array[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  CHECK(array[sycl::id<1>(7)] == 7);
  sycl::item<1> it(sycl::id<1>(2), sycl::range<1>(8));
  int as_int = it;
  CHECK(as_int == 2);
}

class backend_kernel;

TEST_CASE("every object reports the host backend; sycl::byte", "[backend]") {
  constexpr sycl::backend host = sycl::backend::ext_syclfg_host;
  sycl::queue q;
  sycl::event e = q.single_task<backend_kernel>([] {});
  CHECK(sycl::platform().get_backend() == host);
  CHECK(q.get_device().get_backend() == host);
  CHECK(q.get_context().get_backend() == host);
  CHECK(q.get_backend() == host);
  CHECK(e.get_backend() == host);
  auto bundle =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  CHECK(bundle.get_backend() == host);
  CHECK(bundle.get_kernel<backend_kernel>().get_backend() == host);
  sycl::backend in_task = sycl::backend::all;
  q.submit([&](sycl::handler &cgh) {
     cgh.host_task(
         [&](sycl::interop_handle ih) { in_task = ih.get_backend(); });
   }).wait(); // a host task runs asynchronously
  CHECK(in_task == host);
  // Deprecated in SYCL 2020 for std::byte, still used by older programs.
  STATIC_REQUIRE(std::is_same_v<sycl::byte, std::uint8_t>);
  sycl::byte b = 255;
  CHECK(++b == 0);
}
