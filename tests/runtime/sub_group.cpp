// Sub-groups of more than one work-item (SYCL 2020, 4.9.1.8, 4.17.3-4):
// the split of a work-group into sub-groups, sub-group barriers, the
// collectives and shuffles over a sub-group, sub-groups that diverge from
// each other (allowed) and work-items of one sub-group that diverge (an
// error), and the size as the device reports it.
#include <sycl/sycl.hpp>
#include <syclfg/executor.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace {

// Sub-groups of `n` work-items for one test, the default again after it.
struct size_scope {
  explicit size_scope(unsigned n) { syclfg::set_sub_group_size(n); }
  ~size_scope() { syclfg::set_sub_group_size(0); }
  size_scope(const size_scope &) = delete;
  size_scope &operator=(const size_scope &) = delete;
};

// What one work-item saw of its sub-group.
struct seen {
  std::size_t group, local, range, count, max;
  bool leader;
};

// Runs a 1-D nd_range of `groups` groups of `local` work-items and returns
// what each work-item saw.
std::vector<seen> sub_groups_of(std::size_t groups, std::size_t local) {
  sycl::queue q;
  std::vector<seen> out(groups * local);
  {
    sycl::buffer<seen> buf(out.data(), sycl::range<1>(out.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a(buf, cgh, sycl::write_only);
      cgh.parallel_for(
          sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
            const sycl::sub_group sg = it.get_sub_group();
            a[it.get_global_id()] =
                seen{sg.get_group_linear_id(),    sg.get_local_linear_id(),
                     sg.get_local_linear_range(), sg.get_group_linear_range(),
                     sg.get_max_local_range()[0], sg.leader()};
          });
    });
  }
  return out;
}

} // namespace

// The device lists every size the executor runs (1-64), the executor's
// current size first.
TEST_CASE("the device reports the executor's sub-group size", "[sub_group]") {
  sycl::queue q;
  const auto sizes =
      q.get_device().get_info<sycl::info::device::sub_group_sizes>();
  REQUIRE(sizes.size() == 64);
  CHECK(sizes[0] == syclfg::sub_group_size());
  CHECK(sizes[0] > 1);
  syclfg::set_sub_group_size(4);
  const auto now =
      q.get_device().get_info<sycl::info::device::sub_group_sizes>();
  CHECK(now[0] == 4);
  CHECK(std::count(now.begin(), now.end(), 4) == 1);
  CHECK_THROWS(syclfg::set_sub_group_size(65));
  CHECK(q.get_device().get_info<sycl::info::device::max_num_sub_groups>() ==
        1024 / 4);
  syclfg::set_sub_group_size(0);
  CHECK(syclfg::sub_group_size() == sizes[0]);
}

TEST_CASE("a work-group is split into sub-groups by local linear id, the "
          "last one smaller",
          "[sub_group]") {
  const size_scope size(8);
  const std::size_t local = 20; // sub-groups of 8, 8 and 4
  const std::vector<seen> out = sub_groups_of(3, local);
  for (std::size_t i = 0; i < out.size(); ++i) {
    const std::size_t l = i % local;
    CHECK(out[i].group == l / 8);
    CHECK(out[i].local == l % 8);
    CHECK(out[i].range == (l < 16 ? 8u : 4u));
    CHECK(out[i].count == 3);
    CHECK(out[i].max == 8);
    CHECK(out[i].leader == (l % 8 == 0));
  }
  // A work-group smaller than the size is one sub-group.
  for (const seen &s : sub_groups_of(2, 5)) {
    CHECK(s.group == 0);
    CHECK(s.range == 5);
    CHECK(s.max == 5);
  }
}

TEST_CASE("2-D work-groups: sub-groups follow the local linear id",
          "[sub_group]") {
  const size_scope size(4);
  sycl::queue q;
  std::vector<int> good(8 * 6, 0);
  {
    sycl::buffer<int, 2> buf(good.data(), sycl::range<2>(8, 6));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a(buf, cgh, sycl::write_only);
      cgh.parallel_for(
          sycl::nd_range<2>({8, 6}, {4, 3}), [=](sycl::nd_item<2> it) {
            const sycl::sub_group sg = it.get_sub_group();
            const std::size_t l = it.get_local_linear_id();
            // The work-item of local linear id l of the sub-group's first
            // plus one, read through a shuffle.
            const std::size_t next = sycl::shift_group_left(sg, l, 1);
            const bool last =
                sg.get_local_linear_id() + 1 == sg.get_local_linear_range();
            a[it.get_global_id()] = sg.get_group_linear_id() == l / 4 &&
                                    sg.get_local_linear_id() == l % 4 &&
                                    (last || next == l + 1);
          });
    });
  }
  for (int g : good)
    CHECK(g == 1);
}

namespace {
struct collectives {
  int sum, inclusive, exclusive, broadcast, broadcast_last, max;
  int any, all, none;
  int left, right, xor1, select;
};
} // namespace

TEST_CASE("sub-group collectives and shuffles: each sub-group its own answer",
          "[sub_group][algorithms]") {
  const size_scope size(8);
  constexpr std::size_t groups = 3, local = 20;
  sycl::queue q;
  collectives *r = sycl::malloc_shared<collectives>(groups * local, q);
  q.parallel_for(sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1>
                                                                   it) {
     const sycl::sub_group sg = it.get_sub_group();
     const int x = static_cast<int>(it.get_global_id(0)) * 3;
     const auto last = sg.get_local_linear_range() - 1;
     collectives &o = r[it.get_global_id(0)];
     o.sum = sycl::reduce_over_group(sg, x, sycl::plus<>());
     o.inclusive = sycl::inclusive_scan_over_group(sg, x, sycl::plus<>());
     o.exclusive = sycl::exclusive_scan_over_group(sg, x, 1, sycl::plus<>());
     o.broadcast = sycl::group_broadcast(sg, x);
     o.broadcast_last = sycl::group_broadcast(sg, x, last);
     o.max = sycl::reduce_over_group(sg, x, sycl::maximum<>());
     o.any = sycl::any_of_group(sg, sg.get_local_linear_id() == 2);
     o.all = sycl::all_of_group(sg, x, [](int v) { return v % 2 == 0; });
     o.none = sycl::none_of_group(sg, x < 0);
     o.left = sycl::shift_group_left(sg, x, 2);
     o.right = sycl::shift_group_right(sg, x);
     o.xor1 = sycl::permute_group_by_xor(sg, x, 1);
     o.select = sycl::select_from_group(sg, x, sycl::id<1>(last - 1));
   }).wait();
  for (std::size_t i = 0; i < groups * local; ++i) {
    const std::size_t first = i - i % local + (i % local) / 8 * 8;
    const std::size_t end = std::min(first + 8, i - i % local + local);
    const std::size_t lid = i - first;
    auto val = [](std::size_t k) { return static_cast<int>(k) * 3; };
    int sum = 0, before = 0;
    bool all_even = true;
    for (std::size_t k = first; k < end; ++k) {
      sum += val(k);
      before += k < i ? val(k) : 0;
      all_even = all_even && val(k) % 2 == 0;
    }
    const collectives &o = r[i];
    INFO("work-item " << i);
    CHECK(o.sum == sum);
    CHECK(o.inclusive == before + val(i));
    CHECK(o.exclusive == before + 1);
    CHECK(o.broadcast == val(first));
    CHECK(o.broadcast_last == val(end - 1));
    CHECK(o.max == val(end - 1));
    CHECK(o.any == (end - first > 2));
    CHECK(o.all == all_even);
    CHECK(o.none == 1);
    if (i + 2 < end)
      CHECK(o.left == val(i + 2));
    if (lid >= 1)
      CHECK(o.right == val(i - 1));
    if (first + (lid ^ 1) < end)
      CHECK(o.xor1 == val(first + (lid ^ 1)));
    CHECK(o.select == val(end - 2));
  }
  sycl::free(r, q);
}

TEST_CASE("a sub-group barrier orders local memory within the sub-group",
          "[sub_group][barrier]") {
  const size_scope size(4);
  constexpr std::size_t groups = 4, local = 16, rounds = 5;
  sycl::queue q;
  int *out = sycl::malloc_shared<int>(groups * local, q);
  q.submit([&](sycl::handler &cgh) {
     sycl::local_accessor<int, 1> slots(sycl::range<1>(local), cgh);
     cgh.parallel_for(sycl::nd_range<1>(groups * local, local),
                      [=](sycl::nd_item<1> it) {
                        const sycl::sub_group sg = it.get_sub_group();
                        const std::size_t l = it.get_local_linear_id();
                        const std::size_t base = l - sg.get_local_linear_id();
                        const std::size_t n = sg.get_local_linear_range();
                        int v = static_cast<int>(l);
                        // Each round every work-item takes its right
                        // neighbour's value (cyclically within the sub-group).
                        for (std::size_t r = 0; r < rounds; ++r) {
                          slots[l] = v;
                          sycl::group_barrier(sg);
                          v = slots[base + (sg.get_local_linear_id() + 1) % n];
                          sycl::group_barrier(sg);
                        }
                        out[it.get_global_id(0)] = v;
                      });
   }).wait();
  for (std::size_t i = 0; i < groups * local; ++i) {
    const std::size_t l = i % local, base = l - l % 4;
    CHECK(out[i] == static_cast<int>(base + (l % 4 + rounds) % 4));
  }
  sycl::free(out, q);
}

TEST_CASE("sub-groups may take different paths; work-group barriers between "
          "sub-group collectives",
          "[sub_group][barrier]") {
  const size_scope size(4);
  constexpr std::size_t local = 12;
  sycl::queue q;
  int *odd = sycl::malloc_shared<int>(2 * local, q);
  int *mixed = sycl::malloc_shared<int>(2 * local, q);
  // Only odd sub-groups run a collective: the first sub-group of each
  // work-group reaches no barrier at all.
  q.parallel_for(sycl::nd_range<1>(2 * local, local), [=](sycl::nd_item<1> it) {
     const sycl::sub_group sg = it.get_sub_group();
     int v = -1;
     if (sg.get_group_linear_id() % 2 == 1)
       v = sycl::reduce_over_group(sg, 1, sycl::plus<>());
     odd[it.get_global_id(0)] = v;
   }).wait();
  // Sub-group sums put in local memory, read by all after a work-group
  // barrier, several times.
  q.submit([&](sycl::handler &cgh) {
     sycl::local_accessor<int, 1> sums(sycl::range<1>(3), cgh);
     cgh.parallel_for(sycl::nd_range<1>(2 * local, local),
                      [=](sycl::nd_item<1> it) {
                        const sycl::sub_group sg = it.get_sub_group();
                        int total = 0;
                        for (int round = 1; round <= 3; ++round) {
                          const int s = sycl::reduce_over_group(
                              sg, static_cast<int>(it.get_local_id(0)) * round,
                              sycl::plus<>());
                          if (sg.leader())
                            sums[sg.get_group_linear_id()] = s;
                          sycl::group_barrier(it.get_group());
                          total += sums[0] + sums[1] + sums[2];
                          sycl::group_barrier(it.get_group());
                        }
                        mixed[it.get_global_id(0)] = total;
                      });
   }).wait();
  for (std::size_t i = 0; i < 2 * local; ++i) {
    CHECK(odd[i] == ((i % local) / 4 % 2 == 1 ? 4 : -1));
    CHECK(mixed[i] == 66 * (1 + 2 + 3));
  }
  sycl::free(odd, q);
  sycl::free(mixed, q);
}

TEST_CASE("work-items of one sub-group reaching different barriers: "
          "errc::kernel",
          "[sub_group][errors]") {
  const size_scope size(4);
  sycl::queue q;
  for (std::size_t who : {0, 2}) {
    INFO("only local id " << who << " of each sub-group waits");
    try {
      q.parallel_for(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1> it) {
         const sycl::sub_group sg = it.get_sub_group();
         if (sg.get_local_linear_id() == who)
           sycl::group_barrier(sg);
       }).wait();
      FAIL("no exception");
    } catch (const sycl::exception &e) {
      CHECK(e.code() == sycl::errc::kernel);
    }
  }
}
