// Accessors (SYCL 2020, 4.7.6) and multi_ptr (4.7.7): buffer::get_access
// (args...) as accessor{buffer, args...} and the deprecated host accessor
// to a region, get_access<mode>(range, offset); zero-dimensional
// accessors; reverse and const iterators, over a ranged accessor's
// region in row-major order; the empty local_accessor (and
// SYCL 1.2.1's get_count); SYCL 1.2.1's local accessor
// accessor<T, D, Mode, target::local>, deprecated in SYCL 2020 (one block
// per work-group shared across barriers, a local_ptr from get_pointer,
// sycl::atomic elements); the handler's copy/fill with accessors and the
// queue's shortcuts for placeholder accessors; multi_ptr<void> converted
// back to an element type, and arithmetic on a multi_ptr to vec.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <iterator>
#include <type_traits>
#include <vector>

namespace {

// A kernel functor holding a local_accessor it never sized.
struct unsized_local {
  sycl::local_accessor<int, 1> scratch;
  sycl::accessor<int, 1> out;
  void operator()(sycl::nd_item<1> it) const {
    out[it.get_global_id()] = static_cast<int>(scratch.size()) +
                              (scratch.empty() ? 10 : 20) +
                              (scratch.begin() == scratch.end() ? 100 : 0);
  }
};

} // namespace

namespace {

using local_rw = sycl::accessor<int, 1, sycl::access::mode::read_write,
                                sycl::access::target::local>;

} // namespace

TEST_CASE("ranged accessors index from their offset; sub-buffers share",
          "[accessor]") {
  sycl::buffer<int, 2> buf{sycl::range<2>(4, 4)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor all(buf, cgh, sycl::write_only, sycl::no_init);
    cgh.parallel_for(buf.get_range(), [=](sycl::item<2> it) {
      all[it] = static_cast<int>(it.get_linear_id());
    });
  });
  q.submit([&](sycl::handler &cgh) {
    // Rows 1-2, columns 2-3: acc[0][0] is element (1, 2).
    sycl::accessor part(buf, cgh, sycl::range<2>(2, 2), sycl::id<2>(1, 2));
    CHECK(part.get_offset() == sycl::id<2>(1, 2));
    cgh.parallel_for(sycl::range<2>(2, 2),
                     [=](sycl::id<2> i) { part[i] = -part[i]; });
  });
  {
    sycl::host_accessor h(buf, sycl::read_only);
    CHECK(h[1][2] == -6);
    CHECK(h[2][3] == -11);
    CHECK(h[0][2] == 2);
    CHECK(h[3][3] == 15);
  }
  sycl::buffer<int> flat{sycl::range<1>(10)};
  sycl::buffer<int> sub(flat, sycl::id<1>(4), sycl::range<1>(3));
  CHECK(sub.is_sub_buffer());
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor s(sub, cgh);
    cgh.parallel_for(sub.get_range(), [=](sycl::id<1> i) { s[i] = 1; });
  });
  sycl::host_accessor f(flat);
  CHECK(f[3] == 0);
  CHECK(f[4] == 1);
  CHECK(f[6] == 1);
  CHECK(f[7] == 0);
  sycl::buffer<int, 2> grid{sycl::range<2>(4, 4)};
  auto non_contiguous = [&] {
    sycl::buffer<int, 2> part(grid, sycl::id<2>(0, 1), sycl::range<2>(2, 2));
  };
  CHECK_THROWS_AS(non_contiguous(), sycl::exception);
}

TEST_CASE("handler copy and fill with accessors", "[accessor]") {
  std::vector<double> in{1, 2, 3, 4}, out(4, 0);
  sycl::buffer<double> a{sycl::range<1>(4)}, b{sycl::range<1>(4)};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    cgh.copy(in.data(), a.get_access<sycl::access_mode::write>(cgh));
  });
  q.submit([&](sycl::handler &cgh) {
    cgh.copy(a.get_access<sycl::access_mode::read>(cgh),
             b.get_access<sycl::access_mode::write>(cgh));
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor tail(b, cgh, sycl::range<1>(2), sycl::id<1>(2));
    cgh.fill(tail, 9.0);
  });
  q.submit([&](sycl::handler &cgh) {
    cgh.copy(b.get_access<sycl::access_mode::read>(cgh), out.data());
  });
  q.wait();
  CHECK(out == std::vector<double>{1, 2, 9, 9});
}

TEST_CASE("queue shortcuts with placeholder accessors", "[accessor]") {
  sycl::queue q;
  std::vector<int> data{1, 2, 3, 4};
  sycl::buffer<int> buf(data.data(), sycl::range<1>(4));
  sycl::buffer<int> other{sycl::range<1>(4)};
  sycl::accessor<int> acc(buf); // placeholders: each shortcut requires them
  sycl::accessor<int> dest(other);
  REQUIRE(acc.is_placeholder());
  q.fill(dest, 7);
  CHECK(sycl::host_accessor(other)[3] == 7);
  q.copy(acc, dest);
  std::vector<int> out(4);
  q.copy(dest, out.data());
  CHECK(out == std::vector<int>{1, 2, 3, 4});
  const int in[4] = {5, 6, 7, 8};
  q.copy(in, acc);
  q.update_host(acc);
  CHECK(data == std::vector<int>{5, 6, 7, 8});
  std::shared_ptr<int[]> shared(new int[4]());
  q.copy(acc, shared);
  CHECK(shared[2] == 7);
  std::shared_ptr<int[]> source(new int[4]{9, 9, 9, 9});
  q.copy(source, dest);
  q.wait();
  sycl::host_accessor h(other, sycl::read_only);
  CHECK(h[0] == 9);
  CHECK(h[3] == 9);
}

TEST_CASE("zero-dimensional accessors view the first element", "[accessor]") {
  std::vector<int> data{7, 8, 9};
  {
    sycl::buffer<int, 1> buf(data.data(), sycl::range<1>(3));
    {
      sycl::host_accessor<int, 0> h{buf};
      CHECK(static_cast<int>(h) == 7);
      CHECK(h.size() == 1);
      CHECK(h.byte_size() == sizeof(int));
      CHECK_FALSE(h.empty());
      CHECK(std::distance(h.begin(), h.end()) == 1);
      h = 11;
    }
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 0> a{buf, cgh};
      sycl::accessor<const int, 0> r{buf, cgh};
      cgh.single_task<class zero_dim_kernel>([=] { a = r + 5; });
    });
    sycl::host_accessor<int, 0, sycl::access_mode::read> after{buf};
    CHECK(static_cast<const int &>(after) == 16);
  }
  CHECK(data[0] == 16);
  CHECK(data[1] == 8); // only the first element is viewed

  sycl::buffer<int, 1> none{0};
  sycl::host_accessor<int, 0> e{none};
  CHECK(e.empty());
  CHECK(e.size() == 0);
  CHECK(e.begin() == e.end());
  CHECK(e.crbegin() == e.crend());
}

// Zero-dimensional accessors have what every accessor has: the deprecated
// get_count()/get_size() (elements, bytes) and common reference semantics
// (4.5.2: copies compare equal and hash alike).
TEST_CASE("zero-dimensional accessors: get_size, get_count, ==", "[accessor]") {
  sycl::buffer<double, 1> buf{sycl::range<1>(2)};
  sycl::buffer<double, 1> other_buf{sycl::range<1>(2)};
  sycl::host_accessor<double, 0> h{buf};
  sycl::host_accessor<double, 0> h_copy = h;
  CHECK(h.get_count() == 1);
  CHECK(h.get_size() == sizeof(double));
  CHECK(h == h_copy);
  CHECK_FALSE(h != h_copy);
  CHECK(std::hash<sycl::host_accessor<double, 0>>()(h) ==
        std::hash<sycl::host_accessor<double, 0>>()(h_copy));
  sycl::host_accessor<double, 0> h_other{other_buf};
  CHECK(h != h_other);

  using acc0 = sycl::accessor<double, 0, sycl::access_mode::read,
                              sycl::target::host_buffer>;
  sycl::buffer<double, 1> third_buf{sycl::range<1>(1)}; // not held by h_other
  acc0 a{third_buf};
  acc0 a_copy = a;
  CHECK(a.get_count() == 1);
  CHECK(a.get_size() == sizeof(double));
  CHECK(a == a_copy);
  CHECK(std::hash<acc0>()(a) == std::hash<acc0>()(a_copy));
}

TEST_CASE("accessors iterate backwards and as const", "[accessor]") {
  std::vector<int> data{1, 2, 3, 4};
  sycl::buffer<int, 1> buf(data.data(), sycl::range<1>(4));
  int sums[2] = {};
  {
    sycl::buffer<int, 1> sums_buf(sums, sycl::range<1>(2));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor in{buf, cgh, sycl::read_only};
      sycl::accessor out{sums_buf, cgh};
      sycl::local_accessor<int, 1> local(sycl::range<1>(4), cgh);
      cgh.parallel_for<class reverse_kernel>(
          sycl::nd_range<1>(1, 1), [=](sycl::nd_item<1>) {
            int weight = 1;
            for (auto it = in.crbegin(); it != in.crend(); ++it)
              out[0] += *it * weight++; // 4*1 + 3*2 + 2*3 + 1*4
            int k = 0;
            for (auto it = local.rbegin(); it != local.rend(); ++it)
              *it = k++;
            for (auto it = local.cbegin(); it != local.cend(); ++it)
              out[1] = out[1] * 10 + *it; // 3, 2, 1, 0
          });
    });
  }
  CHECK(sums[0] == 20);
  CHECK(sums[1] == 3210);
  sycl::host_accessor h{buf, sycl::read_only};
  std::vector<int> backwards(h.rbegin(), h.rend());
  CHECK(backwards == std::vector<int>{4, 3, 2, 1});
  CHECK(*h.cbegin() == 1);
}

TEST_CASE("ranged accessors iterate over their region in row-major order",
          "[accessor]") {
  // A 4 x 5 buffer of 10 * row + column; regions that leave out part of
  // each row, and ones that are contiguous, in two and three dimensions.
  std::vector<int> data(20);
  for (int i = 0; i < 20; ++i)
    data[i] = 10 * (i / 5) + i % 5;
  sycl::buffer<int, 2> buf(data.data(), sycl::range<2>(4, 5));
  {
    sycl::host_accessor h{buf, sycl::range<2>(2, 3), sycl::id<2>(1, 1)};
    std::vector<int> seen(h.begin(), h.end());
    CHECK(seen == std::vector<int>{11, 12, 13, 21, 22, 23});
    CHECK(h.end() - h.begin() == 6);
    CHECK(*(h.end() - 1) == 23);
    CHECK(*(h.cend() - 1) == 23);
    CHECK(*h.rbegin() == 23);
    CHECK(*h.crbegin() == 23);
    CHECK(h.begin()[3] == 21);
    std::vector<int> backwards(h.rbegin(), h.rend());
    CHECK(backwards == std::vector<int>{23, 22, 21, 13, 12, 11});
    for (auto it = h.begin(); it != h.end(); ++it)
      *it += 100; // writes the region only
    sycl::host_accessor<int, 2>::const_iterator first = h.begin();
    CHECK(*first == 111);
  }
  {
    sycl::host_accessor whole{buf, sycl::read_only};
    CHECK(whole[0][1] == 1);
    CHECK(whole[1][1] == 111);
    CHECK(whole[1][4] == 14);
    CHECK(whole[2][3] == 123);
    CHECK(*(whole.end() - 1) == 34); // the whole buffer: contiguous
    // Whole rows are contiguous too.
    sycl::host_accessor rows{buf, sycl::range<2>(2, 5), sycl::id<2>(2, 0),
                             sycl::read_only};
    CHECK(std::vector<int>(rows.begin(), rows.end()) ==
          std::vector<int>{20, 121, 122, 123, 24, 30, 31, 32, 33, 34});
  }
  // Three dimensions: a 2 x 3 x 4 buffer, the region 2 x 2 x 2 at (0, 1, 1).
  std::vector<int> cube(24);
  for (int i = 0; i < 24; ++i)
    cube[i] = i;
  sycl::buffer<int, 3> buf3(cube.data(), sycl::range<3>(2, 3, 4));
  sycl::host_accessor h3{buf3, sycl::range<3>(2, 2, 2), sycl::id<3>(0, 1, 1),
                         sycl::read_only};
  CHECK(std::vector<int>(h3.begin(), h3.end()) ==
        std::vector<int>{5, 6, 9, 10, 17, 18, 21, 22});
  CHECK(std::distance(h3.begin(), h3.end()) == 8);
  STATIC_REQUIRE(std::is_same_v<
                 std::iterator_traits<decltype(h3.begin())>::iterator_category,
                 std::random_access_iterator_tag>);
}

TEST_CASE("a default-constructed local_accessor is empty", "[accessor]") {
  std::vector<int> seen(4, 0);
  {
    sycl::buffer<int, 1> buf(seen.data(), sycl::range<1>(4));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      unsized_local k;
      k.out = sycl::accessor<int, 1>(buf, cgh);
      cgh.parallel_for<class unsized_local_kernel>(sycl::nd_range<1>(4, 2), k);
    });
  }
  CHECK(seen == std::vector<int>(4, 110));
  sycl::local_accessor<float, 2> none;
  CHECK(none.size() == 0);
  CHECK(none.empty());
  CHECK(none.get_count() == 0); // SYCL 1.2.1's name, kept by DPC++
}

TEST_CASE("deprecated local accessors: one block per work-group",
          "[accessor]") {
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
          "[accessor]") {
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

TEST_CASE("deprecated local accessors: atomic elements", "[accessor]") {
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

// A zero-dimensional local_accessor converts to its element, also for the
// built-in operators (g++ takes no conversion function template there).
TEST_CASE("zero-dimensional local_accessor compares with its value",
          "[accessor]") {
  int same = 0;
  {
    sycl::buffer<int, 1> out(&same, sycl::range<1>(1));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::local_accessor<int, 0> loc(cgh);
      sycl::accessor<int, 1> o(out, cgh);
      cgh.parallel_for<class local_zero_dim_compare>(
          sycl::nd_range<1>(1, 1), [=](sycl::nd_item<1>) {
            loc = 7;
            o[0] = (loc == 7) && !(loc != 7) && (loc + 1 == 8);
          });
    });
  }
  CHECK(same == 1);
}

// Zero-dimensional accessors in the deprecated access_mode::atomic convert
// to a sycl::atomic of their element (SYCL 1.2.1's operator
// atomic<DataT, AddressSpace>), in global and in local memory.
TEST_CASE("deprecated zero-dimensional atomic accessors", "[accessor]") {
  constexpr std::size_t groups = 2;
  constexpr std::size_t local = 16;
  int total = 0;
  std::vector<int> per_group(groups, -1);
  {
    sycl::buffer<int, 1> total_buf(&total, sycl::range<1>(1));
    sycl::buffer<int, 1> groups_buf(per_group.data(), sycl::range<1>(groups));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 0, sycl::access::mode::atomic> sum(total_buf, cgh);
      sycl::accessor<int, 1, sycl::access::mode::write> out(groups_buf, cgh);
      sycl::accessor<int, 0, sycl::access::mode::atomic,
                     sycl::access::target::local>
          count(cgh);
      cgh.parallel_for<class zero_dim_atomics>(
          sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
            sycl::atomic<int, sycl::access::address_space::local_space> c =
                count;
            if (it.get_local_id(0) == 0)
              c.store(0);
            it.barrier();
            c.fetch_add(2);
            sycl::atomic<int> s = sum;
            s.fetch_add(1);
            it.barrier();
            if (it.get_local_id(0) == 0)
              out[it.get_group(0)] = c.load();
          });
    });
  }
  CHECK(total == static_cast<int>(groups * local));
  for (std::size_t g = 0; g < groups; ++g)
    CHECK(per_group[g] == static_cast<int>(2 * local));
}

// The deprecated local accessor in two dimensions and access_mode::atomic
// (acc[i][j] is a sycl::atomic), in access_mode::read (constructible), and
// with std::hash, as every accessor has (4.5.2).
TEST_CASE("deprecated local accessors: acc[i][j] atomics, read mode, hash",
          "[accessor]") {
  constexpr std::size_t local = 8;
  int out = -1;
  {
    sycl::buffer<int, 1> out_buf(&out, sycl::range<1>(1));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 1, sycl::access::mode::write> o(out_buf, cgh);
      using atomic_local = sycl::accessor<int, 2, sycl::access::mode::atomic,
                                          sycl::access::target::local>;
      atomic_local grid(sycl::range<2>(2, 3), cgh);
      atomic_local grid_copy = grid;
      CHECK(std::hash<atomic_local>()(grid) ==
            std::hash<atomic_local>()(grid_copy));
      sycl::accessor<float, 1, sycl::access::mode::read,
                     sycl::access::target::local>
          readable(sycl::range<1>(4), cgh);
      CHECK(readable.size() == 4);
      cgh.parallel_for<class deprecated_local_2d_atomic>(
          sycl::nd_range<1>(local, local), [=](sycl::nd_item<1> it) {
            if (it.get_local_id(0) == 0)
              grid[1][2].store(0);
            it.barrier();
            grid[1][2].fetch_add(3);
            it.barrier();
            if (it.get_local_id(0) == 0)
              o[0] = grid[sycl::id<2>(1, 2)].load();
          });
    });
  }
  CHECK(out == static_cast<int>(3 * local));
}

TEST_CASE("deprecated local accessors: not in a range parallel_for",
          "[accessor]") {
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

TEST_CASE("get_access(args...) is accessor{buffer, args...}", "[accessor]") {
  sycl::buffer<int> in{sycl::range<1>(8)};
  sycl::buffer<int> out{sycl::range<1>(8)};
  {
    sycl::host_accessor h{in, sycl::write_only};
    for (int i = 0; i < 8; ++i)
      h[i] = i;
  }
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    auto src = in.get_access(cgh, sycl::read_only);
    auto dst = out.get_access(cgh, sycl::write_only, sycl::no_init);
    static_assert(
        std::is_same_v<decltype(src),
                       sycl::accessor<int, 1, sycl::access_mode::read>>,
        "the read_only tag gives a read accessor");
    static_assert(
        std::is_same_v<decltype(dst),
                       sycl::accessor<int, 1, sycl::access_mode::write>>,
        "the write_only tag gives a write accessor");
    cgh.parallel_for<class get_access_tags>(
        sycl::range<1>(8), [=](sycl::id<1> i) { dst[i] = src[i] * 3; });
  });
  auto placeholder = out.get_access();
  CHECK(placeholder.is_placeholder());
  sycl::host_accessor h{out, sycl::read_only};
  for (int i = 0; i < 8; ++i)
    CHECK(h[i] == 3 * i);
}

TEST_CASE("deprecated get_access<mode>(range, offset) on the host",
          "[accessor]") {
  sycl::buffer<int> b{sycl::range<1>(8)};
  {
    auto all = b.get_access<sycl::access_mode::write>();
    for (int i = 0; i < 8; ++i)
      all[i] = 0;
  }
  {
    auto region = b.get_access<sycl::access_mode::read_write>(sycl::range<1>(3),
                                                              sycl::id<1>(4));
    CHECK(region.get_range() == sycl::range<1>(3));
    CHECK(region.get_offset() == sycl::id<1>(4));
    for (int i = 0; i < 3; ++i)
      region[sycl::id<1>(i)] = 7; // indices count from the offset
  }
  auto all = b.get_access<sycl::access_mode::read>();
  for (int i = 0; i < 8; ++i)
    CHECK(all[i] == ((i >= 4 && i < 7) ? 7 : 0));
}

TEST_CASE("deprecated get_access<mode>() returns a host_buffer accessor",
          "[accessor]") {
  // 4.7.2.3: accessor<T, Dims, Mode, target::host_buffer>, not host_accessor.
  using sycl::access_mode;
  sycl::buffer<int, 2> b{sycl::range<2>(2, 3)};
  {
    auto all = b.get_access<access_mode::write>();
    CHECK(std::is_same_v<decltype(all),
                         sycl::accessor<int, 2, access_mode::write,
                                        sycl::target::host_buffer>>);
    CHECK_FALSE(all.is_placeholder());
    all[sycl::id<2>(1, 2)] = 6;
  }
  auto region =
      b.get_access<access_mode::read>(sycl::range<2>(1, 1), sycl::id<2>(1, 2));
  CHECK(std::is_same_v<
        decltype(region),
        sycl::accessor<int, 2, access_mode::read, sycl::target::host_buffer>>);
  CHECK(region[sycl::id<2>(0, 0)] == 6);
}

// A legacy multi_ptr (the default decoration) converts to and from its raw
// pointer implicitly; comparing the two is still unambiguous.
TEST_CASE("legacy multi_ptr compares with raw pointers", "[multi_ptr]") {
  int values[2] = {1, 2};
  void *raw = values;
  sycl::global_ptr<void> p(raw);
  CHECK(p == raw);
  CHECK(raw == p);
  CHECK_FALSE(p != raw);
  sycl::local_ptr<int> q(values);
  CHECK(q < values + 1);
  CHECK(values + 1 > q);
  CHECK(q != values + 1);
}

// The deprecated legacy interface (access::decorated::legacy): pointer_t
// and const_pointer_t name the pointer types (and reference_t for an
// object type); a legacy multi_ptr<void> is made from a device,
// constant_buffer or local accessor of any element type.
TEST_CASE("legacy multi_ptr<void>: pointer_t and accessor constructors",
          "[multi_ptr]") {
  using sycl::access::address_space;
  using void_global = sycl::multi_ptr<void, address_space::global_space>;
  static_assert(std::is_same_v<void_global::pointer_t, void *>);
  static_assert(std::is_same_v<void_global::const_pointer_t, const void *>);
  static_assert(
      std::is_same_v<
          sycl::multi_ptr<const void, address_space::local_space>::pointer_t,
          const void *>);
  static_assert(std::is_same_v<sycl::global_ptr<int>::pointer_t, int *>);
  static_assert(std::is_same_v<sycl::global_ptr<int>::reference_t, int &>);
  static_assert(
      std::is_same_v<sycl::constant_ptr<int>::const_reference_t, const int &>);
  int data[2] = {3, 4};
  int sum = 0;
  {
    sycl::buffer<int, 1> buf(data, sycl::range<1>(2));
    sycl::buffer<int, 1> out(&sum, sycl::range<1>(1));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 1> g(buf, cgh);
      sycl::accessor<int, 1, sycl::access_mode::read,
                     sycl::target::constant_buffer>
          c(buf, cgh);
      sycl::accessor<int, 1, sycl::access_mode::read_write, sycl::target::local>
          l(sycl::range<1>(1), cgh);
      sycl::accessor<int, 1> w(out, cgh);
      cgh.parallel_for<class legacy_void_multi_ptr>(
          sycl::nd_range<1>(1, 1), [=](sycl::nd_item<1>) {
            void_global from_global(g);
            sycl::multi_ptr<const void, address_space::constant_space>
                from_constant(c);
            sycl::multi_ptr<void, address_space::local_space> from_local(l);
            static_cast<int *>(from_local.get())[0] = 10;
            w[0] = static_cast<int *>(from_global.get())[1] +
                   static_cast<const int *>(from_constant.get())[0] + l[0];
          });
    });
  }
  CHECK(sum == 17);
}

// 4.7.7.1: multi_ptr deduces from a device accessor (its value_type, const
// for a read accessor, in the global space) and from a local accessor
// (local space), both undecorated; a generic multi_ptr converts
// explicitly to a named space; raw_ and decorated_generic_ptr exist.
TEST_CASE("multi_ptr deduction guides and generic conversions", "[multi_ptr]") {
  int value = 5;
  sycl::raw_generic_ptr<int> raw_generic(&value);
  sycl::decorated_generic_ptr<int> decorated_generic(&value);
  auto global =
      sycl::multi_ptr<const int, sycl::access::address_space::global_space,
                      sycl::access::decorated::no>(raw_generic);
  auto priv = sycl::multi_ptr<int, sycl::access::address_space::private_space,
                              sycl::access::decorated::yes>(decorated_generic);
  CHECK(*global == 5);
  CHECK(priv.get_raw() == &value);

  int result = 0;
  {
    sycl::buffer<int, 1> in(&value, sycl::range<1>(1));
    sycl::buffer<int, 1> out(&result, sycl::range<1>(1));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 1, sycl::access_mode::read> r(in, cgh);
      sycl::accessor<int, 1> w(out, cgh);
      sycl::local_accessor<int, 1> loc(sycl::range<1>(1), cgh);
      cgh.parallel_for<class multi_ptr_deduction>(
          sycl::nd_range<1>(1, 1), [=](sycl::nd_item<1>) {
            auto from_read = sycl::multi_ptr(r);
            auto from_local = sycl::multi_ptr(loc);
            static_assert(
                std::is_same_v<
                    decltype(from_read),
                    sycl::multi_ptr<const int,
                                    sycl::access::address_space::global_space,
                                    sycl::access::decorated::no>>);
            static_assert(
                std::is_same_v<decltype(from_local), sycl::raw_local_ptr<int>>);
            *from_local = *from_read + 1;
            w[0] = loc[0];
          });
    });
  }
  CHECK(result == 6);
}

// The deprecated accessor::get_pointer returns what the synopsis gives:
// global_ptr<value_type> for a device accessor (const elements for a read
// one), constant_ptr<DataT> for a constant_buffer one, and a raw pointer
// for a host_task or host_buffer one.
TEST_CASE("accessor::get_pointer types", "[accessor]") {
  int data[2] = {3, 4};
  sycl::buffer<int, 1> buf(data, sycl::range<1>(2));
  {
    using host_acc = sycl::accessor<int, 1, sycl::access_mode::read_write,
                                    sycl::target::host_buffer>;
    host_acc h{buf};
    static_assert(std::is_same_v<decltype(h.get_pointer()), int *>);
    CHECK(h.get_pointer()[1] == 4);
  }
  int sum = 0;
  {
    sycl::buffer<int, 1> out(&sum, sycl::range<1>(1));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 1, sycl::access_mode::read> r(buf, cgh);
      sycl::accessor<int, 0, sycl::access_mode::read,
                     sycl::target::constant_buffer>
          c(buf, cgh);
      sycl::accessor<int, 1> w(out, cgh);
      static_assert(std::is_same_v<decltype(r.get_pointer()),
                                   sycl::global_ptr<const int>>);
      static_assert(
          std::is_same_v<decltype(c.get_pointer()), sycl::constant_ptr<int>>);
      static_assert(
          std::is_same_v<decltype(w.get_pointer()), sycl::global_ptr<int>>);
      sycl::accessor<int, 1, sycl::access_mode::read, sycl::target::host_task>
          on_host(buf, cgh);
      static_assert(
          std::is_same_v<decltype(on_host.get_pointer()), const int *>);
      cgh.single_task<class get_pointer_types>(
          [=] { *w.get_pointer() = r.get_pointer()[1] + *c.get_pointer(); });
    });
  }
  CHECK(sum == 7);
}

TEST_CASE("multi_ptr to void converts back explicitly", "[multi_ptr]") {
  using sycl::access::address_space;
  using sycl::access::decorated;
  int values[3] = {1, 2, 3};
  sycl::global_ptr<int, decorated::yes> p{values};
  sycl::global_ptr<void, decorated::yes> untyped{p};
  auto back = static_cast<sycl::global_ptr<int, decorated::yes>>(untyped);
  back[2] += 40;
  CHECK(values[2] == 43);
  sycl::global_ptr<const void, decorated::no> ro{
      sycl::global_ptr<const int, decorated::no>{values}};
  auto ro_back = static_cast<sycl::global_ptr<const int, decorated::no>>(ro);
  CHECK(ro_back[1] == 2);
  // Arithmetic on a multi_ptr to vec: vec's element-list constructor,
  // tried on the way, must not fail hard on a multi_ptr.
  sycl::int2 pairs[2] = {{1, 2}, {3, 4}};
  sycl::global_ptr<sycl::int2, decorated::yes> pp{pairs};
  std::size_t one = 1;
  CHECK((pp + one)->y() == 4);
  static_assert(!std::is_convertible_v<sycl::global_ptr<void, decorated::yes>,
                                       sycl::global_ptr<int, decorated::yes>>);
  static_assert(
      !std::is_constructible_v<sycl::global_ptr<int, decorated::no>,
                               sycl::global_ptr<const void, decorated::no>>);
  // The deprecated constant_ptr alias (the constant address space).
  static_assert(
      std::is_same_v<sycl::constant_ptr<const int>,
                     sycl::multi_ptr<const int, address_space::constant_space,
                                     decorated::legacy>>);
  sycl::constant_ptr<const int> constant{values};
  CHECK(constant[0] == 1);
}

// 4.7.6.9.2, 4.7.6.10.2, 4.7.6.11.2: an accessor converts implicitly to
// one of const elements, and one in read_write mode to read mode; never
// the other way.
TEST_CASE("accessors convert to const elements and to read access",
          "[accessor]") {
  using sycl::access_mode;
  static_assert(std::is_convertible_v<sycl::accessor<int, 1>,
                                      sycl::accessor<const int, 1>>);
  static_assert(
      std::is_convertible_v<sycl::accessor<int, 2, access_mode::read_write>,
                            sycl::accessor<int, 2, access_mode::read>>);
  static_assert(
      !std::is_convertible_v<sycl::accessor<int, 1, access_mode::read>,
                             sycl::accessor<int, 1, access_mode::read_write>>);
  static_assert(std::is_convertible_v<sycl::host_accessor<int, 0>,
                                      sycl::host_accessor<const int, 0>>);
  // Read accessors of T and const T both only read: either way.
  static_assert(
      std::is_convertible_v<sycl::accessor<const int, 1, access_mode::read>,
                            sycl::accessor<int, 1, access_mode::read>>);
  static_assert(std::is_convertible_v<
                sycl::host_accessor<const int, 2, access_mode::read>,
                sycl::host_accessor<int, 2, access_mode::read>>);
  static_assert(!std::is_convertible_v<sycl::accessor<const int, 1>,
                                       sycl::accessor<int, 1>>);
  static_assert(std::is_convertible_v<sycl::local_accessor<int, 1>,
                                      sycl::local_accessor<const int, 1>>);
  static_assert(!std::is_convertible_v<sycl::local_accessor<const int, 1>,
                                       sycl::local_accessor<int, 1>>);
  std::vector<int> data{1, 2, 3, 4}, out(4, 0);
  {
    sycl::buffer<int, 1> in(data.data(), sycl::range<1>(4));
    sycl::buffer<int, 1> res(out.data(), sycl::range<1>(4));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 1> rw(in, cgh);
      sycl::accessor<const int, 1> ro = rw;
      sycl::accessor<int, 1, access_mode::read> r = rw;
      sycl::accessor<int, 1> dst(res, cgh);
      sycl::local_accessor<int, 1> scratch(sycl::range<1>(2), cgh);
      sycl::local_accessor<const int, 1> view = scratch;
      cgh.parallel_for(sycl::nd_range<1>(4, 2), [=](sycl::nd_item<1> it) {
        const std::size_t l = it.get_local_id(0);
        scratch[l] = ro[it.get_global_id()] + r[it.get_global_id()];
        it.barrier(sycl::access::fence_space::local_space);
        dst[it.get_global_id()] = view[1 - l];
      });
    });
    sycl::host_accessor<int, 1> h(res);
    sycl::host_accessor<const int, 1> hc = h;
    sycl::host_accessor<int, 1, access_mode::read> hr = h;
    CHECK(hc[0] == 4);
    CHECK(hr[3] == 6);
  }
  CHECK(out == std::vector<int>({4, 2, 8, 6}));
}

// 4.5.2: accessors have common reference semantics: copies compare equal
// and hash alike (the CTS's semantics tests compare them so).
TEST_CASE("accessors compare equal to their copies", "[accessor]") {
  std::vector<int> a(4, 1), b(4, 2);
  sycl::buffer<int, 1> ba(a.data(), sycl::range<1>(4));
  sycl::buffer<int, 1> bb(b.data(), sycl::range<1>(4));
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor<int, 1> acc(ba, cgh);
    sycl::accessor<int, 1> copy = acc;
    sycl::accessor<int, 1> other(bb, cgh);
    CHECK(acc == copy);
    CHECK(acc != other);
    CHECK(std::hash<sycl::accessor<int, 1>>()(acc) ==
          std::hash<sycl::accessor<int, 1>>()(copy));
    sycl::local_accessor<int, 2> loc(sycl::range<2>(2, 2), cgh);
    sycl::local_accessor<int, 2> loc_copy = loc;
    sycl::local_accessor<int, 2> loc_other(sycl::range<2>(2, 2), cgh);
    CHECK(loc == loc_copy);
    CHECK(loc != loc_other);
    CHECK(std::hash<sycl::local_accessor<int, 2>>()(loc) ==
          std::hash<sycl::local_accessor<int, 2>>()(loc_copy));
    cgh.single_task([=] { acc[0] += copy[1] + other[0]; });
  });
  sycl::host_accessor<int, 1> h(ba);
  sycl::host_accessor<int, 1> h_copy(h);
  CHECK(h == h_copy);
  CHECK(std::hash<sycl::host_accessor<int, 1>>()(h) ==
        std::hash<sycl::host_accessor<int, 1>>()(h_copy));
  CHECK(h[0] == 4);
  sycl::host_accessor<int, 1> hb(bb);
  CHECK(h != hb);
  h.swap(hb);
  CHECK(h[0] == 2);
  CHECK(hb[0] == 4);
}

// The property interface (4.5.4) on accessors: property::no_init is the
// one a buffer accessor may have, and it is an error with
// access_mode::read (errc::invalid). A local accessor takes a property
// list and has none. accessor_ptr names get_multi_ptr's type.
TEST_CASE("accessor properties and accessor_ptr", "[accessor]") {
  using sycl::access::address_space;
  using sycl::access::decorated;
  std::vector<int> data(4, 7);
  sycl::buffer<int, 1> buf(data.data(), sycl::range<1>(4));
  const sycl::property_list none;
  {
    sycl::host_accessor<int, 1, sycl::access_mode::write> w(
        buf, sycl::property_list{sycl::no_init});
    CHECK(w.has_property<sycl::property::no_init>());
    CHECK_NOTHROW(w.get_property<sycl::property::no_init>());
  }
  {
    sycl::host_accessor<int, 1> plain(buf, none);
    CHECK_FALSE(plain.has_property<sycl::property::no_init>());
    CHECK_THROWS_AS(plain.get_property<sycl::property::no_init>(),
                    sycl::exception);
  }
  try {
    sycl::host_accessor<int, 1, sycl::access_mode::read> bad(
        buf, sycl::property_list{sycl::no_init});
    FAIL("no_init with access_mode::read did not throw");
  } catch (const sycl::exception &e) {
    CHECK(e.code() == sycl::errc::invalid);
  }
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor<int, 1, sycl::access_mode::write> acc(buf, cgh,
                                                         sycl::no_init);
    CHECK(acc.has_property<sycl::property::no_init>());
    static_assert(
        std::is_same_v<
            decltype(acc)::accessor_ptr<decorated::no>,
            sycl::multi_ptr<int, address_space::global_space, decorated::no>>);
    sycl::local_accessor<int, 1> loc(sycl::range<1>(2), cgh, none);
    CHECK_FALSE(loc.has_property<sycl::property::no_init>());
    // The deprecated get_pointer of a local_accessor is a local_ptr.
    static_assert(
        std::is_same_v<decltype(loc.get_pointer()), sycl::local_ptr<int>>);
    static_assert(std::is_same_v<
                  decltype(std::declval<sycl::local_accessor<const int, 2>>()
                               .get_pointer()),
                  sycl::local_ptr<const int>>);
    static_assert(
        std::is_same_v<
            decltype(loc)::accessor_ptr<decorated::yes>,
            sycl::multi_ptr<int, address_space::local_space, decorated::yes>>);
    cgh.single_task([=] { acc[0] = 9; });
  });
  CHECK(sycl::host_accessor<int, 1>(buf)[0] == 9);
}
