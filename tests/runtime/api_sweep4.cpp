// SYCL API that the fourth compatibility sweep (docs/compat-sweep.md) found
// missing: SYCL 1.2.1's local accessor accessor<T, D, Mode, target::local>,
// which SYCL 2020 keeps as a deprecated feature (one block per work-group,
// shared by its work-items across barriers; a local_ptr from get_pointer;
// sycl::atomic elements in access_mode::atomic), vec's assignment from a
// scalar (4.14.2.1: every element becomes the scalar), and std::complex
// from <sycl/sycl.hpp>, as DPC++'s provides it.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <type_traits>
#include <vector>

namespace {

using local_rw = sycl::accessor<int, 1, sycl::access::mode::read_write,
                                sycl::access::target::local>;

} // namespace

TEST_CASE("deprecated local accessors: one block per work-group",
          "[api_sweep4]") {
  constexpr std::size_t groups = 4;
  constexpr std::size_t local = 16;
  std::vector<int> data(groups * local);
  for (std::size_t i = 0; i < data.size(); ++i)
    data[i] = static_cast<int>(i);
  std::vector<int> sums(groups);
  {
    sycl::buffer<int, 1> in(data.data(), sycl::range<1>(data.size()));
    sycl::buffer<int, 1> out(sums.data(), sycl::range<1>(groups));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      auto src = in.get_access<sycl::access::mode::read>(cgh);
      auto dst = out.get_access<sycl::access::mode::discard_write>(cgh);
      local_rw scratch(sycl::range<1>(local), cgh);
      static_assert(
          std::is_same_v<decltype(scratch.get_pointer()), sycl::local_ptr<int>>,
          "get_pointer of a target::local accessor is a local_ptr");
      cgh.parallel_for<class deprecated_local_sum>(
          sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
            const std::size_t lid = it.get_local_id(0);
            scratch[lid] = src[it.get_global_id()];
            for (std::size_t half = local / 2; half > 0; half /= 2) {
              it.barrier(sycl::access::fence_space::local_space);
              if (lid < half)
                scratch[lid] += scratch[lid + half];
            }
            if (lid == 0)
              dst[it.get_group(0)] = *scratch.get_pointer();
          });
    });
  }
  for (std::size_t g = 0; g < groups; ++g) {
    int expected = 0;
    for (std::size_t i = 0; i < local; ++i)
      expected += static_cast<int>(g * local + i);
    CHECK(sums[g] == expected);
  }
}

TEST_CASE("deprecated local accessors: two dimensions, read by neighbours",
          "[api_sweep4]") {
  constexpr std::size_t n = 8;
  std::vector<int> out(n * n, -1);
  {
    sycl::buffer<int, 2> buf(out.data(), sycl::range<2>(n, n));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      auto acc = buf.get_access<sycl::access::mode::write>(cgh);
      sycl::accessor<int, 2, sycl::access::mode::read_write,
                     sycl::access::target::local>
          tile({4, 4}, cgh);
      CHECK(tile.get_range() == sycl::range<2>(4, 4));
      cgh.parallel_for<class deprecated_local_2d>(
          sycl::nd_range<2>({n, n}, {4, 4}), [=](sycl::nd_item<2> it) {
            const auto l = it.get_local_id();
            tile[l] = static_cast<int>(it.get_global_linear_id());
            sycl::group_barrier(it.get_group());
            // The transposed neighbour in the same tile, written by another
            // work-item before the barrier.
            acc[it.get_global_id()] = tile[l[1]][l[0]];
          });
    });
  }
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      const std::size_t gi = i / 4 * 4 + j % 4;
      const std::size_t gj = j / 4 * 4 + i % 4;
      CHECK(out[i * n + j] == static_cast<int>(gi * n + gj));
    }
}

TEST_CASE("deprecated local accessors: atomic elements", "[api_sweep4]") {
  constexpr std::size_t groups = 3;
  constexpr std::size_t local = 32;
  std::vector<int> counts(groups, -1);
  {
    sycl::buffer<int, 1> buf(counts.data(), sycl::range<1>(groups));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      auto acc = buf.get_access<sycl::access::mode::write>(cgh);
      sycl::accessor<int, 1, sycl::access::mode::atomic,
                     sycl::access::target::local>
          counter(sycl::range<1>(1), cgh);
      cgh.parallel_for<class deprecated_local_atomic>(
          sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
            if (it.get_local_id(0) == 0)
              counter[0].store(0);
            it.barrier();
            sycl::atomic<int, sycl::access::address_space::local_space> c =
                counter[0];
            c.fetch_add(static_cast<int>(it.get_group(0)) + 1);
            it.barrier();
            if (it.get_local_id(0) == 0)
              acc[it.get_group(0)] = counter[0].load();
          });
    });
  }
  for (std::size_t g = 0; g < groups; ++g)
    CHECK(counts[g] == static_cast<int>(local * (g + 1)));
}

TEST_CASE("deprecated local accessors: not in a range parallel_for",
          "[api_sweep4]") {
  sycl::queue q;
  try {
    q.submit([&](sycl::handler &cgh) {
      local_rw scratch(sycl::range<1>(4), cgh);
      cgh.parallel_for<class deprecated_local_range>(
          sycl::range<1>(4), [=](sycl::id<1> i) { scratch[i] = 1; });
    });
    FAIL("submit did not throw");
  } catch (const sycl::exception &e) {
    CHECK(e.code() == sycl::errc::kernel_argument);
  }
}

TEST_CASE("vec = scalar sets every element", "[api_sweep4]") {
  sycl::float4 v{1.f, 2.f, 3.f, 4.f};
  sycl::float4 &same = (v = -2.5f);
  CHECK(&same == &v);
  for (int i = 0; i < 4; ++i)
    CHECK(v[i] == -2.5f);
  sycl::int3 w{1, 2, 3};
  w = 7;
  CHECK((w.x() == 7 && w.y() == 7 && w.z() == 7));
  std::vector<sycl::int2> many(3);
  {
    sycl::buffer<sycl::int2, 1> buf(many.data(), sycl::range<1>(3));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::write_only};
      cgh.parallel_for<class vec_assign_scalar>(
          sycl::range<1>(3),
          [=](sycl::id<1> i) { acc[i] = static_cast<int>(i[0]) * 10; });
    });
  }
  for (int i = 0; i < 3; ++i)
    CHECK((many[i][0] == i * 10 && many[i][1] == i * 10));
}

TEST_CASE("std::complex from <sycl/sycl.hpp>", "[api_sweep4]") {
  std::complex<float> z(1.f, 2.f);
  CHECK(std::norm(z * z) == 25.f);
}
