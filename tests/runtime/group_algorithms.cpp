// Group functions and algorithms (SYCL 2020, 4.17.3-4.17.4) over
// work-groups and sub-groups, sub_group (4.9.1.8), group's work-item
// queries, multi_ptr and get_multi_ptr (4.7.7), and the oneAPI printf.
#include <sycl/sycl.hpp>
#include <syclfg/executor.hpp>

#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

namespace {
constexpr std::size_t groups = 6, local = 16;

struct results {
  int broadcast0, broadcast5, sum, sum_init, exclusive, inclusive,
      inclusive_init, any, all, none, max, again;
};
} // namespace

TEST_CASE("work-group collectives give every work-item the same, right "
          "answer",
          "[group][algorithms]") {
  sycl::queue q;
  results *r = sycl::malloc_shared<results>(groups * local, q);
  q.parallel_for(sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1>
                                                                   it) {
     const sycl::group<1> g = it.get_group();
     const int id = static_cast<int>(g.get_local_linear_id());
     const int base = static_cast<int>(it.get_group(0)) * 100;
     results &out = r[it.get_global_linear_id()];
     out.broadcast0 = sycl::group_broadcast(g, base + id);
     out.broadcast5 = sycl::group_broadcast(g, base + id, 5);
     out.sum = sycl::reduce_over_group(g, id, sycl::plus<>());
     out.sum_init = sycl::reduce_over_group(g, id, 1000, sycl::plus<int>());
     out.exclusive = sycl::exclusive_scan_over_group(g, id, sycl::plus<>());
     out.inclusive = sycl::inclusive_scan_over_group(g, id, sycl::plus<>());
     out.inclusive_init =
         sycl::inclusive_scan_over_group(g, id, sycl::plus<>(), 10);
     out.any = sycl::any_of_group(g, id == 7);
     out.all = sycl::all_of_group(g, id, [](int v) { return v < 16; });
     out.none = sycl::none_of_group(g, id > 100);
     out.max = sycl::reduce_over_group(g, base - id, sycl::maximum<>());
     // The slots are reused: a second reduction right after.
     out.again = sycl::reduce_over_group(g, 1, sycl::plus<>());
   }).wait();
  for (std::size_t gi = 0; gi < groups; ++gi)
    for (std::size_t l = 0; l < local; ++l) {
      const results &out = r[gi * local + l];
      const int id = static_cast<int>(l), base = static_cast<int>(gi) * 100;
      CHECK(out.broadcast0 == base);
      CHECK(out.broadcast5 == base + 5);
      CHECK(out.sum == 120);
      CHECK(out.sum_init == 1120);
      CHECK(out.exclusive == id * (id - 1) / 2);
      CHECK(out.inclusive == id * (id + 1) / 2);
      CHECK(out.inclusive_init == 10 + id * (id + 1) / 2);
      CHECK(out.any == 1);
      CHECK(out.all == 1);
      CHECK(out.none == 1);
      CHECK(out.max == base);
      CHECK(out.again == 16);
    }
  sycl::free(r, q);
}

TEST_CASE("2-D work-groups: broadcast by id, local ids, leader",
          "[group][algorithms]") {
  sycl::queue q;
  int *from = sycl::malloc_shared<int>(64, q);
  int *leaders = sycl::malloc_shared<int>(64, q);
  q.parallel_for(
       sycl::nd_range<2>(sycl::range<2>(8, 8), sycl::range<2>(4, 4)),
       [=](sycl::nd_item<2> it) {
         const auto g = it.get_group();
         const std::size_t row = g.get_local_id(0), col = g.get_local_id()[1];
         const int value = static_cast<int>(row * 10 + col);
         from[it.get_global_linear_id()] =
             sycl::group_broadcast(g, value, sycl::id<2>(2, 3));
         leaders[it.get_global_linear_id()] =
             sycl::reduce_over_group(g, g.leader() ? 1 : 0, sycl::plus<>()) *
             static_cast<int>(g.get_local_linear_range());
       })
      .wait();
  for (int i = 0; i < 64; ++i) {
    CHECK(from[i] == 23);
    CHECK(leaders[i] == 16); // exactly one leader in a group of 16
  }
  sycl::free(from, q);
  sycl::free(leaders, q);
}

TEST_CASE("joint algorithms over local memory, in place", "[group][joint]") {
  sycl::queue q;
  constexpr std::size_t n = 40;
  std::vector<int> scanned(n * groups), reduced(local * groups),
      flags(local * groups);
  {
    sycl::buffer<int> scan_buf(scanned.data(), sycl::range<1>(n * groups));
    sycl::buffer<int> red_buf(reduced.data(), sycl::range<1>(local * groups));
    sycl::buffer<int> flag_buf(flags.data(), sycl::range<1>(local * groups));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor scan{scan_buf, cgh, sycl::write_only};
      sycl::accessor red{red_buf, cgh, sycl::write_only};
      sycl::accessor flag{flag_buf, cgh, sycl::write_only};
      sycl::local_accessor<int, 1> tile(sycl::range<1>(n), cgh);
      cgh.parallel_for(
          sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
            const auto g = it.get_group();
            const std::size_t l = it.get_local_id(0);
            for (std::size_t i = l; i < n; i += local)
              tile[i] = static_cast<int>(i);
            int *first = &tile[0];
            red[it.get_global_id()] =
                sycl::joint_reduce(g, first, first + n, sycl::plus<>());
            flag[it.get_global_id()] =
                sycl::joint_any_of(g, first, first + n,
                                   [](int v) { return v == 39; }) +
                2 * sycl::joint_all_of(g, first, first + n,
                                       [](int v) { return v < 40; }) +
                4 * sycl::joint_none_of(g, first, first + n,
                                        [](int v) { return v < 0; });
            sycl::joint_exclusive_scan(g, first, first + n, first,
                                       sycl::plus<>());
            for (std::size_t i = l; i < n; i += local)
              scan[it.get_group(0) * n + i] = tile[i];
          });
    });
  }
  for (std::size_t gi = 0; gi < groups; ++gi)
    for (std::size_t i = 0; i < n; ++i)
      CHECK(scanned[gi * n + i] ==
            static_cast<int>(i) * (static_cast<int>(i) - 1) / 2);
  for (int v : reduced)
    CHECK(v == 780);
  for (int v : flags)
    CHECK(v == 7);
}

TEST_CASE("sub-groups of one work-item (set_sub_group_size(1)), as the "
          "device then reports",
          "[sub_group]") {
  sycl::queue q;
  syclfg::set_sub_group_size(1);
  const auto sizes =
      q.get_device().get_info<sycl::info::device::sub_group_sizes>();
  REQUIRE(!sizes.empty()); // the current size first
  int *ok = sycl::malloc_shared<int>(32, q);
  q.parallel_for(sycl::nd_range<1>(32, 8), [=](sycl::nd_item<1> it) {
     const sycl::sub_group sg = it.get_sub_group();
     const int x = static_cast<int>(it.get_global_id(0));
     bool good = sg.get_local_range()[0] == 1 &&
                 sg.get_max_local_range()[0] == 1 &&
                 sg.get_local_linear_id() == 0 &&
                 sg.get_group_linear_id() == it.get_local_linear_id() &&
                 sg.get_group_range()[0] == 8 && sg.leader();
     good = good && sycl::reduce_over_group(sg, x, sycl::plus<>()) == x &&
            sycl::group_broadcast(sg, x) == x &&
            sycl::exclusive_scan_over_group(sg, x, sycl::plus<>()) == 0 &&
            sycl::inclusive_scan_over_group(sg, x, sycl::plus<>()) == x &&
            sycl::any_of_group(sg, x == 3) == (x == 3) &&
            sycl::shift_group_left(sg, x, 0) == x &&
            sycl::select_from_group(sg, x, 0) == x;
     // Joint scans over a sub-group's (here: one work-item's) data.
     int in[5] = {3, 1, 4, 1, 5}, out[5] = {};
     int *end =
         sycl::joint_inclusive_scan(sg, in, in + 5, out, sycl::plus<>(), 100);
     good = good && end == out + 5 && out[0] == 103 && out[4] == 114;
     sycl::joint_exclusive_scan(sg, in, in + 5, out, 1, sycl::multiplies<>());
     good = good && out[0] == 1 && out[1] == 3 && out[4] == 12;
     sycl::group_barrier(sg);
     ok[x] = good;
   }).wait();
  for (int i = 0; i < 32; ++i)
    CHECK(ok[i] == 1);
  CHECK(sizes[0] == 1);
  sycl::free(ok, q);
  syclfg::set_sub_group_size(0);
}

TEST_CASE("multi_ptr: accessors, arithmetic, conversions", "[multi_ptr]") {
  int data[4] = {1, 2, 3, 4};
  sycl::global_ptr<int, sycl::access::decorated::no> p(data);
  CHECK(*p == 1);
  CHECK(p[2] == 3);
  ++p;
  CHECK(*p == 2);
  CHECK((p + 2) - p == 2);
  CHECK(p.get_raw() == data + 1);
  sycl::multi_ptr<const int, sycl::access::address_space::generic_space,
                  sycl::access::decorated::no>
      generic = p;
  CHECK(generic.get() == data + 1);
  sycl::global_ptr<void, sycl::access::decorated::no> untyped = p;
  CHECK(untyped.get() == static_cast<void *>(data + 1));
  sycl::global_ptr<int> legacy = data; // SYCL 1.2.1 style: implicit
  int *raw = legacy;
  CHECK(raw == data);
  auto cast = sycl::address_space_cast<sycl::access::address_space::local_space,
                                       sycl::access::decorated::yes>(data + 3);
  CHECK(*cast == 4);
  CHECK(sycl::make_ptr<int, sycl::access::address_space::private_space>(data)
            .get() == data);
  sycl::local_ptr<int> none;
  CHECK(none == nullptr);
  CHECK(p > sycl::global_ptr<int, sycl::access::decorated::no>(data));

  sycl::queue q;
  std::vector<int> out(8);
  {
    sycl::buffer<int> buf(out.data(), sycl::range<1>(8));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      sycl::local_accessor<int, 1> scratch(sycl::range<1>(8), cgh);
      cgh.parallel_for(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1> it) {
        const std::size_t i = it.get_local_id(0);
        auto local = scratch.get_multi_ptr<sycl::access::decorated::no>();
        local[i] = static_cast<int>(i) * 3;
        sycl::group_barrier(it.get_group());
        auto global = acc.get_multi_ptr<sycl::access::decorated::yes>();
        global[i] = *(local + (7 - i));
      });
    });
  }
  CHECK(out == std::vector<int>{21, 18, 15, 12, 9, 6, 3, 0});
}

TEST_CASE("oneAPI printf writes through C's printf", "[printf]") {
  sycl::queue q;
  int *written = sycl::malloc_shared<int>(1, q);
  q.single_task([=] {
     static const char format[] = "printf from a kernel: %d\n";
     *written = sycl::ext::oneapi::experimental::printf(format, 42);
   }).wait();
  CHECK(*written == 25);
  sycl::free(written, q);
}
