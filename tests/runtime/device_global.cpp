// device_global (sycl_ext_oneapi_device_global): construction, properties,
// kernels reading and writing it, and queue/handler memcpy and copy to and
// from it, with offsets and their range checks.
#include <sycl/sycl.hpp>
#include <syclfg/registry.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <type_traits>

namespace dgx = sycl::ext::oneapi::experimental;

namespace {
struct point {
  int x;
  int y;
};
} // namespace

dgx::device_global<int> counter;                  // zero
dgx::device_global<int[4]> table;                 // zeros
dgx::device_global<int> seeded(17);               // value constructor
dgx::device_global<int[3]> seeded_array(1, 2, 3); // list initialization
dgx::device_global<point> seeded_point(point{4, 5});
dgx::device_global<int> copy_of_seeded(seeded);         // initial value
dgx::device_global<long> converted_from_seeded(seeded); // int -> long
dgx::device_global<point *> point_ptr;
dgx::device_global<double[2][3],
                   decltype(dgx::properties(dgx::device_image_scope))>
    scoped;
dgx::device_global<int, decltype(dgx::properties(dgx::host_access_read))>
    host_reads_only(9);
dgx::device_global<int, decltype(dgx::properties(dgx::host_access_write))>
    host_writes_only;
dgx::device_global<int, decltype(dgx::properties(dgx::host_access_none,
                                                 dgx::device_image_scope))>
    kernel_only;

namespace {

// Whether q.memcpy(dg, src) / q.memcpy(dst, dg) compile for a given global.
template <class G, class = void> struct can_write : std::false_type {};
template <class G>
struct can_write<G, std::void_t<decltype(std::declval<sycl::queue &>().memcpy(
                        std::declval<G &>(), std::declval<const void *>()))>>
    : std::true_type {};
template <class G, class = void> struct can_read : std::false_type {};
template <class G>
struct can_read<G, std::void_t<decltype(std::declval<sycl::queue &>().memcpy(
                       std::declval<void *>(), std::declval<const G &>()))>>
    : std::true_type {};

} // namespace

TEST_CASE("properties are queried at compile time", "[properties]") {
  using scoped_t = std::remove_reference_t<decltype(scoped)>;
  using read_t = std::remove_reference_t<decltype(host_reads_only)>;
  STATIC_REQUIRE(scoped_t::has_property<dgx::device_image_scope_key>());
  STATIC_REQUIRE(!scoped_t::has_property<dgx::host_access_key>());
  STATIC_REQUIRE(read_t::get_property<dgx::host_access_key>().value ==
                 dgx::host_access_enum::read);
  using plain_t = std::remove_reference_t<decltype(counter)>;
  STATIC_REQUIRE(!plain_t::has_property<dgx::device_image_scope_key>());
  STATIC_REQUIRE(dgx::is_property_key_of_v<dgx::host_access_key, read_t>);
  // Copy construction is unavailable with device_image_scope.
  STATIC_REQUIRE(std::is_copy_constructible_v<decltype(counter)>);
  STATIC_REQUIRE(!std::is_copy_constructible_v<scoped_t>);
  STATIC_REQUIRE(!std::is_copy_assignable_v<decltype(counter)>);
  // host_access removes the copies it rules out.
  STATIC_REQUIRE(can_write<decltype(counter)>::value);
  STATIC_REQUIRE(can_read<decltype(counter)>::value);
  STATIC_REQUIRE(!can_write<read_t>::value);
  STATIC_REQUIRE(can_read<read_t>::value);
  STATIC_REQUIRE(can_write<decltype(host_writes_only)>::value);
  STATIC_REQUIRE(!can_read<decltype(host_writes_only)>::value);
  STATIC_REQUIRE(!can_write<decltype(kernel_only)>::value);
  STATIC_REQUIRE(!can_read<decltype(kernel_only)>::value);
}

TEST_CASE("initial values", "[construct]") {
  sycl::queue q;
  int ints[3] = {};
  q.copy(seeded_array, ints).wait();
  CHECK(ints[0] == 1);
  CHECK(ints[1] == 2);
  CHECK(ints[2] == 3);
  point p{};
  q.memcpy(&p, seeded_point).wait();
  CHECK(p.x == 4);
  CHECK(p.y == 5);
  long l = 0;
  q.copy(converted_from_seeded, &l).wait();
  CHECK(l == 17);
  int i = -1;
  q.memcpy(&i, copy_of_seeded).wait();
  CHECK(i == 17);
  double d[2][3] = {{1, 1, 1}, {1, 1, 1}};
  q.memcpy(d, scoped).wait();
  CHECK(d[1][2] == 0.0);
  // Registered by the footer under its kind.
  auto entry = syclfg::find_by_address(&seeded_point);
  REQUIRE(entry.has_value());
  CHECK(entry->kind == "device_global");
}

TEST_CASE("kernels read and write device globals", "[kernel]") {
  sycl::queue q;
  point target{0, 0};
  point *address = &target;
  q.memcpy(point_ptr, &address).wait();
  sycl::buffer<int, 1> out{sycl::range<1>(6)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor result{out, cgh, sycl::write_only};
    cgh.single_task<class dg_writer>([=]() {
      counter = 40;
      counter.get() += 2;
      kernel_only = 3;
      point_ptr->x = 8; // operator-> on a pointer
      point_ptr.get()->y = 9;
      result[0] = counter;
      result[1] = kernel_only + seeded_point.get().y;
    });
  });
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for<class dg_table>(sycl::range<1>(4), [=](sycl::item<1> it) {
      table[static_cast<std::ptrdiff_t>(it[0])] = static_cast<int>(it[0]) * 10;
    });
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor result{out, cgh, sycl::read_write};
    cgh.single_task<class dg_reader>([=]() {
      const auto &read_only = table;
      result[2] = read_only[3];
      result[3] = counter + 1; // the value the first kernel left
      result[4] = host_reads_only;
      result[5] = scoped[0][0] == 0.0 ? 1 : 0;
    });
  });
  sycl::host_accessor h{out, sycl::read_only};
  CHECK(h[0] == 42);
  CHECK(h[1] == 8);
  CHECK(h[2] == 30);
  CHECK(h[3] == 43);
  CHECK(h[4] == 9);
  CHECK(h[5] == 1);
  CHECK(target.x == 8);
  CHECK(target.y == 9);
  int back = 0;
  q.memcpy(&back, counter).wait();
  CHECK(back == 42);
}

TEST_CASE("memcpy and copy with offsets", "[copy]") {
  sycl::queue q;
  const int four[4] = {1, 2, 3, 4};
  q.copy(four, table).wait();
  const int two[2] = {70, 80};
  sycl::event e = q.copy(two, table, 2, 1); // elements 1 and 2
  int all[4] = {};
  q.copy(table, all, 4, 0, e).wait();
  CHECK(std::array<int, 4>{all[0], all[1], all[2], all[3]} ==
        std::array<int, 4>{1, 70, 80, 4});
  // Bytes: the last element alone, then read from an offset.
  const int last = 99;
  q.memcpy(table, &last, sizeof(int), 3 * sizeof(int)).wait();
  int tail[2] = {};
  q.memcpy(tail, table, 2 * sizeof(int), 2 * sizeof(int),
           std::vector<sycl::event>{})
      .wait();
  CHECK(tail[0] == 80);
  CHECK(tail[1] == 99);
  int one = 0;
  q.copy(table, &one, 1, 1).wait();
  CHECK(one == 70);
  // Through the handler.
  const int value = 5;
  q.submit([&](sycl::handler &cgh) { cgh.memcpy(host_writes_only, &value); });
  int seen = 0;
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<class dg_seen>(
        [=]() { host_reads_only = host_writes_only; });
  });
  q.submit([&](sycl::handler &cgh) { cgh.copy(host_reads_only, &seen); });
  CHECK(seen == 5);
}

TEST_CASE("copies beyond the end throw errc::invalid and copy nothing",
          "[copy]") {
  sycl::queue q;
  const int values[5] = {7, 7, 7, 7, 7};
  const int before[4] = {1, 2, 3, 4};
  q.copy(before, table).wait();
  auto invalid = [](const sycl::exception &e) {
    return e.code() == sycl::errc::invalid;
  };
  CHECK_THROWS_MATCHES(q.copy(values, table, 5), sycl::exception,
                       Catch::Predicate<sycl::exception>(invalid));
  CHECK_THROWS_MATCHES(q.copy(values, table, 2, 3), sycl::exception,
                       Catch::Predicate<sycl::exception>(invalid));
  CHECK_THROWS_MATCHES(q.memcpy(table, values, 1, 16), sycl::exception,
                       Catch::Predicate<sycl::exception>(invalid));
  int out[5] = {};
  CHECK_THROWS_MATCHES(q.memcpy(out, counter, 8), sycl::exception,
                       Catch::Predicate<sycl::exception>(invalid));
  CHECK_THROWS_MATCHES(
      q.submit([&](sycl::handler &cgh) { cgh.copy(table, out, 1, 4); }),
      sycl::exception, Catch::Predicate<sycl::exception>(invalid));
  // Exactly up to the end is fine.
  CHECK_NOTHROW(q.memcpy(table, values, 0, 16));
  q.copy(table, out).wait();
  CHECK(std::array<int, 4>{out[0], out[1], out[2], out[3]} ==
        std::array<int, 4>{1, 2, 3, 4});
}
