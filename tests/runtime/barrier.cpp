// Barriers and local memory in nd_range kernels: results that come out
// right only if every work-item of a group really waits at each barrier,
// and only if each group has its own local memory.
#include <sycl/sycl.hpp>
#include <syclfg/executor.hpp>

#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

namespace {

// Sums each group's inputs by a tree reduction in local memory. Work-item
// 0 finishes its part of every step before the others start theirs unless
// the barriers suspend it, so without them the sums are wrong.
std::vector<long> group_sums(std::size_t groups, std::size_t local) {
  std::vector<long> in(groups * local), sums(groups);
  for (std::size_t i = 0; i < in.size(); ++i)
    in[i] = static_cast<long>(i % 7) + 1;
  {
    sycl::buffer<long, 1> bin(in.data(), sycl::range<1>(in.size()));
    sycl::buffer<long, 1> bsum(sums.data(), sycl::range<1>(groups));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor x{bin, cgh, sycl::read_only};
      sycl::accessor sum{bsum, cgh, sycl::write_only};
      sycl::local_accessor<long, 1> scratch(sycl::range<1>(local), cgh);
      cgh.parallel_for<class tree_sum>(
          sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
            const std::size_t lid = it.get_local_id(0);
            scratch[lid] = x[it.get_global_id(0)];
            for (std::size_t half = local / 2; half > 0; half /= 2) {
              it.barrier(sycl::access::fence_space::local_space);
              if (lid < half)
                scratch[lid] += scratch[lid + half];
            }
            sycl::group_barrier(it.get_group());
            if (lid == 0)
              sum[it.get_group(0)] = scratch[0];
          });
    });
  }
  return sums;
}

std::vector<long> expected_sums(std::size_t groups, std::size_t local) {
  std::vector<long> sums(groups, 0);
  for (std::size_t i = 0; i < groups * local; ++i)
    sums[i / local] += static_cast<long>(i % 7) + 1;
  return sums;
}

} // namespace

TEST_CASE("a work-group reduction through local memory needs real barriers",
          "[barrier]") {
  CHECK(group_sums(1, 64) == expected_sums(1, 64));
  CHECK(group_sums(37, 16) == expected_sums(37, 16));
  CHECK(group_sums(300, 8) == expected_sums(300, 8));
}

TEST_CASE("work-items exchange values through local memory across a barrier",
          "[barrier]") {
  constexpr std::size_t rows = 6, cols = 8, lrows = 3, lcols = 4;
  sycl::buffer<int, 2> out{sycl::range<2>(rows, cols)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    sycl::local_accessor<int, 2> tile(sycl::range<2>(lrows, lcols), cgh);
    cgh.parallel_for<class mirror_2d>(
        sycl::nd_range<2>(sycl::range<2>(rows, cols),
                          sycl::range<2>(lrows, lcols)),
        [=](sycl::nd_item<2> it) {
          const std::size_t r = it.get_local_id(0), c = it.get_local_id(1);
          tile[r][c] = static_cast<int>(it.get_global_linear_id());
          it.barrier();
          // The mirror image within the tile: written by another work-item.
          acc[it.get_global_id()] = tile[lrows - 1 - r][lcols - 1 - c];
        });
  });
  sycl::host_accessor h{out, sycl::read_only};
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < cols; ++c) {
      std::size_t mr = (r / lrows) * lrows + (lrows - 1 - r % lrows);
      std::size_t mc = (c / lcols) * lcols + (lcols - 1 - c % lcols);
      CHECK(h[r][c] == static_cast<int>(mr * cols + mc));
    }
}

TEST_CASE("each work-group has its own local memory", "[local_accessor]") {
  constexpr std::size_t groups = 200, local = 8;
  sycl::buffer<int, 1> bad{sycl::range<1>(groups)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor flag{bad, cgh, sycl::write_only};
    sycl::local_accessor<std::size_t, 1> mine(sycl::range<1>(local), cgh);
    sycl::local_accessor<std::size_t, 0> leader(cgh);
    cgh.parallel_for<class isolation>(
        sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
          const std::size_t g = it.get_group(0), lid = it.get_local_id(0);
          if (lid == 0)
            leader = g;
          for (std::size_t round = 0; round < 3; ++round) {
            mine[(lid + round) % local] = g * 1000 + round;
            it.barrier();
            for (std::size_t i = 0; i < local; ++i)
              if (mine[i] != g * 1000 + round)
                flag[g] = 1;
            it.barrier();
          }
          if (static_cast<std::size_t>(leader) != g)
            flag[g] = 2;
        });
  });
  sycl::host_accessor h{bad, sycl::read_only};
  for (std::size_t g = 0; g < groups; ++g)
    CHECK(h[g] == 0);
}

TEST_CASE("local_accessor reports its size", "[local_accessor]") {
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::local_accessor<double, 3> cube(sycl::range<3>(2, 3, 4), cgh);
    CHECK(cube.size() == 24);
    CHECK(cube.byte_size() == 24 * sizeof(double));
    CHECK(cube.get_range() == sycl::range<3>(2, 3, 4));
    CHECK_FALSE(cube.empty());
  });
}

TEST_CASE("hierarchical kernels use local memory for the whole group",
          "[local_accessor]") {
  constexpr std::size_t groups = 10, local = 4;
  sycl::buffer<int, 1> out{sycl::range<1>(groups * local)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    sycl::local_accessor<int, 1> shared(sycl::range<1>(local), cgh);
    cgh.parallel_for_work_group<class hier_local>(
        sycl::range<1>(groups), sycl::range<1>(local), [=](sycl::group<1> g) {
          g.parallel_for_work_item([&](sycl::h_item<1> i) {
            shared[i.get_local_id(0)] = static_cast<int>(i.get_global_id(0));
          });
          g.parallel_for_work_item([&](sycl::h_item<1> i) {
            acc[i.get_global_id()] = shared[local - 1 - i.get_local_id(0)];
          });
        });
  });
  sycl::host_accessor h{out, sycl::read_only};
  for (std::size_t i = 0; i < groups * local; ++i)
    CHECK(h[i] ==
          static_cast<int>((i / local) * local + local - 1 - i % local));
}

TEST_CASE("a barrier not reached by every work-item is an error", "[barrier]") {
  sycl::queue q;
  auto launch = [&](std::size_t skipper) {
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for<class divergent>(sycl::nd_range<1>(16, 4),
                                        [=](sycl::nd_item<1> it) {
                                          if (it.get_local_id(0) != skipper)
                                            it.barrier();
                                        });
    });
  };
  for (std::size_t skipper : {0, 2}) {
    try {
      launch(skipper);
      FAIL("no exception for work-item " << skipper);
    } catch (const sycl::exception &e) {
      CHECK(e.code() == sycl::errc::kernel);
    }
  }
}

TEST_CASE("single_task and range kernels may not capture a local_accessor",
          "[local_accessor]") {
  sycl::queue q;
  try {
    q.submit([&](sycl::handler &cgh) {
      sycl::local_accessor<int, 1> scratch(sycl::range<1>(4), cgh);
      cgh.parallel_for<class range_local>(
          sycl::range<1>(4), [=](sycl::item<1> i) { scratch[i] = 1; });
    });
    FAIL("no exception");
  } catch (const sycl::exception &e) {
    CHECK(e.code() == sycl::errc::kernel_argument);
  }
  // Declaring one without capturing it is fine.
  sycl::buffer<int, 1> ran{sycl::range<1>(1)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{ran, cgh, sycl::write_only};
    sycl::local_accessor<int, 1> unused(sycl::range<1>(4), cgh);
    cgh.single_task<class task_no_local>([=] { acc[0] = 1; });
  });
  sycl::host_accessor h{ran, sycl::read_only};
  CHECK(h[0] == 1);
}
