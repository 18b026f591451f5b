// What a running kernel copies costs no shared count (issue 22, item 1):
// copying an accessor inside a kernel (by value into a helper, as XSBench
// passes its accessors into the binary search per lookup) leaves the
// buffer memory's use_count unchanged, in range, nd_range, single_task
// and hierarchical kernels, for placeholders too; the command group still
// owns the memory while its kernel runs. Reductions gather per copy and
// still sum every work-item once, on any number of threads.
#include <sycl/sycl.hpp>
#include <syclfg/executor.hpp>

#include <catch2/catch.hpp>

#include <cstddef>
#include <memory>
#include <type_traits>
#include <vector>

namespace {

struct default_threads {
  ~default_threads() { syclfg::set_thread_count(0); }
};

using owner_t = std::shared_ptr<sycl::detail::buffer_storage_base>;

// The number of owners of `buf`'s memory, readable from a kernel.
template <class B> const owner_t *owners_of(const B &buf) {
  return &buf.storage();
}

// Taken by value, as XSBench's grid_search takes its accessor.
template <class Acc> long owners_during_copy(Acc copy, const owner_t *owners) {
  (void)copy[0];
  return owners->use_count();
}

constexpr std::size_t n = 256;

} // namespace

TEST_CASE("copying an accessor inside a range kernel takes no owner",
          "[kernel_copies]") {
  default_threads restore;
  for (unsigned threads : {1u, 4u}) {
    syclfg::set_thread_count(threads);
    sycl::buffer<int> data{sycl::range<1>(n)};
    sycl::buffer<long, 2> seen{sycl::range<2>(n, 2)};
    const owner_t *owners = owners_of(data);
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{data, cgh, sycl::read_write};
      sycl::accessor out{seen, cgh, sycl::write_only};
      cgh.parallel_for<class range_copies>(
          sycl::range<1>(n), [=](sycl::id<1> i) {
            acc[i] = 1;
            out[i][0] = owners->use_count();
            out[i][1] = owners_during_copy(acc, owners);
          });
    });
    sycl::host_accessor h{seen, sycl::read_only};
    for (std::size_t i = 0; i < n; ++i) {
      CAPTURE(threads, i);
      REQUIRE(h[i][0] >= 2); // the buffer and the command group own it
      REQUIRE(h[i][1] == h[i][0]);
      REQUIRE(h[i][0] == h[0][0]);
    }
  }
}

TEST_CASE("copying accessors inside nd_range and single_task kernels takes "
          "no owner",
          "[kernel_copies]") {
  sycl::buffer<int> data{sycl::range<1>(n)};
  sycl::buffer<long, 2> seen{sycl::range<2>(n, 2)};
  const owner_t *owners = owners_of(data);
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{data, cgh, sycl::read_write};
    sycl::accessor out{seen, cgh, sycl::write_only};
    sycl::local_accessor<int> tile{sycl::range<1>(16), cgh};
    cgh.parallel_for<class nd_copies>(
        sycl::nd_range<1>(n, 16), [=](sycl::nd_item<1> it) {
          const std::size_t i = it.get_global_id(0);
          sycl::local_accessor<int> tile_copy = tile; // still this group's
          tile_copy[it.get_local_id(0)] = static_cast<int>(i);
          sycl::group_barrier(it.get_group());
          acc[i] = tile[(it.get_local_id(0) + 1) % 16];
          out[i][0] = owners->use_count();
          out[i][1] = owners_during_copy(acc, owners);
        });
  });
  {
    sycl::host_accessor h{seen, sycl::read_only};
    sycl::host_accessor d{data, sycl::read_only};
    for (std::size_t i = 0; i < n; ++i) {
      CAPTURE(i);
      REQUIRE(h[i][1] == h[i][0]);
      REQUIRE(d[i] == static_cast<int>(i / 16 * 16 + (i + 1) % 16));
    }
  }
  long single[2] = {0, 0};
  {
    sycl::buffer<long> out{single, sycl::range<1>(2)};
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{data, cgh, sycl::read_only};
      sycl::accessor o{out, cgh, sycl::write_only};
      cgh.single_task<class single_copies>([=] {
        o[0] = owners->use_count();
        o[1] = owners_during_copy(acc, owners);
      });
    });
  }
  CHECK(single[1] == single[0]);
}

TEST_CASE("a placeholder accessor copied inside a kernel takes no owner, and "
          "the command group keeps the memory",
          "[kernel_copies]") {
  sycl::buffer<long, 2> seen{sycl::range<2>(n, 2)};
  auto data = std::make_unique<sycl::buffer<int>>(sycl::range<1>(n));
  const owner_t *owners = owners_of(*data);
  sycl::accessor<int, 1, sycl::access_mode::read_write, sycl::target::device>
      placeholder{*data};
  REQUIRE(placeholder.is_placeholder());
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    cgh.require(placeholder);
    sycl::accessor out{seen, cgh, sycl::write_only};
    cgh.parallel_for<class placeholder_copies>(
        sycl::range<1>(n), [=](sycl::id<1> i) {
          placeholder[i] = static_cast<int>(i);
          out[i][0] = owners->use_count();
          out[i][1] = owners_during_copy(placeholder, owners);
        });
  });
  sycl::host_accessor h{seen, sycl::read_only};
  for (std::size_t i = 0; i < n; ++i)
    REQUIRE(h[i][1] == h[i][0]);
  // Outside a command group a placeholder is a view too: the buffer owns
  // the memory (as in DPC++, where an accessor names its memory object
  // without owning it), and the command group that requires it keeps it.
  const long before = owners->use_count();
  {
    auto copy = placeholder;
    CHECK(copy.is_placeholder());
    CHECK(owners->use_count() == before);
  }
  sycl::host_accessor values{*data, sycl::read_only};
  CHECK(values[n - 1] == static_cast<int>(n - 1));
}

TEST_CASE("reductions gather per copy and count every work-item once",
          "[kernel_copies]") {
  default_threads restore;
  for (unsigned threads : {1u, 2u, 5u}) {
    syclfg::set_thread_count(threads);
    constexpr std::size_t items = 100000;
    long sum = 0, sum_nd = 0;
    int max = 0;
    {
      sycl::buffer<long> s{&sum, 1};
      sycl::buffer<long> s_nd{&sum_nd, 1};
      sycl::buffer<int> m{&max, 1};
      sycl::queue q;
      q.submit([&](sycl::handler &cgh) {
        cgh.parallel_for<class sum_items>(
            sycl::range<1>(items), sycl::reduction(s, cgh, sycl::plus<long>()),
            sycl::reduction(m, cgh, sycl::maximum<int>()),
            [=](sycl::id<1> i, auto &total, auto &largest) {
              total += static_cast<long>(i[0]);
              largest.combine(static_cast<int>(i[0] % 977));
            });
      });
      q.submit([&](sycl::handler &cgh) {
        cgh.parallel_for<class sum_nd_items>(
            sycl::nd_range<1>(items, 100),
            sycl::reduction(s_nd, cgh, sycl::plus<long>()),
            [=](sycl::nd_item<1> it, auto &total) {
              total += static_cast<long>(it.get_global_id(0));
            });
      });
    }
    CAPTURE(threads);
    CHECK(sum == static_cast<long>(items * (items - 1) / 2));
    CHECK(sum_nd == sum);
    CHECK(max == 976);
  }
}

TEST_CASE("a device accessor is trivially copyable: the command group, not "
          "the accessor, owns the memory",
          "[kernel_copies]") {
  // What lets g++ keep a kernel's accessors in registers and vectorize a
  // kernel that passes them by value (bench/patterns, stream_triad_byvalue).
  STATIC_REQUIRE(std::is_trivially_copyable_v<sycl::accessor<int, 1>>);
  STATIC_REQUIRE(std::is_trivially_copyable_v<
                 sycl::accessor<const double, 3, sycl::access_mode::read>>);
  STATIC_REQUIRE(std::is_trivially_copyable_v<sycl::accessor<float, 0>>);
  // A host accessor holds its use of the memory (its use_mutex) itself.
  STATIC_REQUIRE_FALSE(std::is_trivially_copyable_v<sycl::host_accessor<int>>);
}
