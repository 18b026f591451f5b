// Hierarchical parallelism beyond work_group.cpp: private_memory kept per
// physical work-item from one parallel_for_work_item to the next, flexible
// (logical) ranges larger and smaller than the local range, the implicit
// barrier after each parallel_for_work_item, and async_work_group_copy at
// the group scope.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

TEST_CASE("private_memory: one value per work-item across work-item loops",
          "[hierarchical]") {
  constexpr std::size_t groups = 3, local = 4;
  std::vector<int> out(groups * local, 0);
  {
    sycl::buffer<int> buf(out.data(), sycl::range<1>(out.size()));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a(buf, cgh, sycl::write_only);
      cgh.parallel_for_work_group(
          sycl::range<1>(groups), sycl::range<1>(local), [=](sycl::group<1> g) {
            sycl::private_memory<int> mine(g);
            int shared[local]; // group scope: one per work-group
            g.parallel_for_work_item([&](sycl::h_item<1> i) {
              mine(i) = static_cast<int>(i.get_global_id(0)) * 10;
              shared[i.get_local_id(0)] = static_cast<int>(i.get_local_id(0));
            });
            // The implicit barrier: every work-item's write is visible.
            g.parallel_for_work_item([&](sycl::h_item<1> i) {
              const std::size_t next = (i.get_local_id(0) + 1) % local;
              a[i.get_global_id()] = mine(i) + shared[next];
            });
          });
    });
  }
  for (std::size_t i = 0; i < out.size(); ++i)
    CHECK(out[i] == static_cast<int>(i * 10 + (i % local + 1) % local));
}

namespace {
struct ids {
  std::size_t logical, physical, global, logical_range, physical_range;
  int runs;
};
} // namespace

TEST_CASE("flexible ranges: logical ids map onto physical work-items",
          "[hierarchical]") {
  constexpr std::size_t groups = 2, local = 3, logical = 7;
  std::vector<ids> out(groups * logical);
  std::vector<int> runs(groups * local, 0), small(groups * local, 0);
  {
    sycl::buffer<ids> ob(out.data(), sycl::range<1>(out.size()));
    sycl::buffer<int> rb(runs.data(), sycl::range<1>(runs.size()));
    sycl::buffer<int> sb(small.data(), sycl::range<1>(small.size()));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o(ob, cgh, sycl::write_only);
      sycl::accessor r(rb, cgh, sycl::read_write);
      sycl::accessor s(sb, cgh, sycl::read_write);
      cgh.parallel_for_work_group(
          sycl::range<1>(groups), sycl::range<1>(local), [=](sycl::group<1> g) {
            sycl::private_memory<int> count(g);
            g.parallel_for_work_item([&](sycl::h_item<1> i) { count(i) = 0; });
            g.parallel_for_work_item(
                sycl::range<1>(logical), [&](sycl::h_item<1> i) {
                  const std::size_t l = i.get_logical_local_id(0);
                  o[g.get_group_id(0) * logical + l] =
                      ids{i.get_local_id(0),
                          i.get_physical_local_id(0),
                          i.get_global_id(0),
                          i.get_local_range(0),
                          i.get_physical_local_range(0),
                          0};
                  ++count(i);
                });
            g.parallel_for_work_item(
                [&](sycl::h_item<1> i) { r[i.get_global_id()] = count(i); });
            // A logical range smaller than the local range.
            g.parallel_for_work_item(sycl::range<1>(2), [&](sycl::h_item<1> i) {
              s[i.get_global_id()] += 1;
            });
          });
    });
  }
  for (std::size_t gi = 0; gi < groups; ++gi)
    for (std::size_t l = 0; l < logical; ++l) {
      const ids &v = out[gi * logical + l];
      CHECK(v.logical == l);
      CHECK(v.physical == l % local);
      CHECK(v.global == gi * local + l % local);
      CHECK(v.logical_range == logical);
      CHECK(v.physical_range == local);
    }
  for (std::size_t i = 0; i < groups * local; ++i) {
    CHECK(runs[i] == (i % local == 0 ? 3 : 2)); // 7 = 3 + 2 + 2
    CHECK(small[i] == (i % local < 2 ? 1 : 0));
  }
}

TEST_CASE("async_work_group_copy at the group scope copies once",
          "[hierarchical][async_copy]") {
  constexpr std::size_t groups = 2, n = 8;
  std::vector<int> in(groups * n), out(groups * n, 0);
  for (std::size_t i = 0; i < in.size(); ++i)
    in[i] = static_cast<int>(i) + 1;
  {
    sycl::buffer<int> ib(in.data(), sycl::range<1>(in.size()));
    sycl::buffer<int> ob(out.data(), sycl::range<1>(out.size()));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor src(ib, cgh, sycl::read_only);
      sycl::accessor dst(ob, cgh, sycl::write_only);
      sycl::local_accessor<int, 1> tile(sycl::range<1>(n), cgh);
      cgh.parallel_for_work_group(
          sycl::range<1>(groups), sycl::range<1>(4), [=](sycl::group<1> g) {
            const std::size_t base = g.get_group_id(0) * n;
            sycl::device_event e = g.async_work_group_copy(
                tile.get_pointer(), src.get_pointer() + base, n);
            g.wait_for(e);
            g.parallel_for_work_item([&](sycl::h_item<1> i) {
              for (std::size_t k = i.get_local_id(0); k < n; k += 4)
                tile[k] *= 2;
            });
            g.wait_for(g.async_work_group_copy(dst.get_pointer() + base,
                                               tile.get_pointer(), n));
          });
    });
  }
  for (std::size_t i = 0; i < out.size(); ++i)
    CHECK(out[i] == 2 * (static_cast<int>(i) + 1));
}
