// Buffers and accessors (SYCL 2020, 4.7): get_access in its forms, host
// access, write-back and set_final_data/set_write_back, ranged accessors,
// sub-buffers, element types without a default constructor, containers
// and iterators, the handler's copy/fill with accessors and the queue's
// shortcuts for them.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <memory>
#include <vector>

namespace {
// Device-copyable but not default-constructible.
struct pair_t {
  pair_t(int a, int b) : first(a), second(b) {}
  int first, second;
};
} // namespace

TEST_CASE("get_access<mode>(cgh), get_access(cgh) and get_host_access",
          "[buffer]") {
  std::vector<int> data(8, 1);
  {
    sycl::buffer<int, 1> buf(data.data(), sycl::range<1>(8));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      auto acc = buf.get_access<sycl::access::mode::read_write>(cgh);
      cgh.parallel_for<class twice>(sycl::range<1>(8),
                                    [=](sycl::id<1> i) { acc[i] *= 2; });
    });
    q.submit([&](sycl::handler &cgh) {
      auto acc = buf.get_access(cgh);
      cgh.single_task([=] { acc[0] = 100; });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 1, sycl::access_mode::discard_write> out(buf, cgh);
      cgh.single_task([=] { out[7] = 7; });
    });
    auto host = buf.get_host_access(sycl::read_only);
    CHECK(host[0] == 100);
    CHECK(host[1] == 2);
    CHECK(host[7] == 7);
    CHECK(data[1] == 2); // the host memory is the buffer's while it lives
  }
  CHECK(data[0] == 100);
  CHECK(data[1] == 2);
}

TEST_CASE("set_final_data and set_write_back choose the write-back",
          "[buffer]") {
  std::vector<int> source(4, 5), elsewhere(4, 0);
  {
    sycl::buffer<int> buf(source.data(), sycl::range<1>(4));
    buf.set_final_data(elsewhere.data());
    sycl::host_accessor acc(buf);
    acc[2] = 9;
  }
  CHECK(source[2] == 5);
  CHECK(elsewhere[2] == 9);
  {
    sycl::buffer<int> buf(source.data(), sycl::range<1>(4));
    buf.set_write_back(false);
    sycl::host_accessor acc(buf, sycl::write_only);
    acc[0] = -1;
  }
  CHECK(source[0] == 5);
  auto shared = std::make_shared<int>(0);
  {
    sycl::buffer<int> buf(sycl::range<1>(1));
    buf.set_final_data(std::weak_ptr<int>(shared));
    sycl::host_accessor h(buf);
    h[0] = 42;
  }
  CHECK(*shared == 42);
  const std::vector<int> constant(3, 4);
  {
    sycl::buffer<int> buf(constant.data(), sycl::range<1>(3));
    sycl::host_accessor h(buf);
    h[0] = 8; // const host data: never written back
  }
  CHECK(constant[0] == 4);
}

TEST_CASE("host memory used in place gets its contents back when the data "
          "goes elsewhere",
          "[buffer]") {
  std::vector<int> data{1, 2, 3};
  sycl::queue q;
  {
    sycl::buffer buf(data);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh);
      cgh.parallel_for(sycl::range<1>(3), [=](sycl::id<1> i) { acc[i] += 10; });
    });
    sycl::host_accessor h(buf, sycl::read_only);
    CHECK(data == std::vector<int>{11, 12, 13});
    buf.set_final_data(nullptr);
  }
  CHECK(data == std::vector<int>{1, 2, 3});
  {
    sycl::buffer<int> buf(data.data(), sycl::range<1>(3));
    buf.set_final_data(data.data()); // the same memory: nothing to copy
    sycl::host_accessor h(buf);
    h[1] = 20;
  }
  CHECK(data == std::vector<int>{1, 20, 3});
}

TEST_CASE("set_final_data to a shared container of the elements", "[buffer]") {
  std::array<int, 4> data{1, 2, 3, 4};
  auto whole = std::make_shared<std::array<int, 4>>();
  auto shorter = std::make_shared<std::vector<int>>(2, 0);
  sycl::queue q;
  for (int round = 0; round < 2; ++round) {
    sycl::buffer buf(data);
    if (round == 0)
      buf.set_final_data(whole);
    else
      buf.set_final_data(std::weak_ptr<std::vector<int>>(shorter));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh);
      cgh.parallel_for(sycl::range<1>(4), [=](sycl::id<1> i) { acc[i] *= 2; });
    });
  }
  CHECK(*whole == std::array<int, 4>{2, 4, 6, 8});
  CHECK(*shorter == std::vector<int>{2, 4}); // bounded by the vector's size
  CHECK(data == std::array<int, 4>{1, 2, 3, 4});
}

TEST_CASE("buffers of types without a default constructor", "[buffer]") {
  std::vector<pair_t> pairs{{1, 2}, {3, 4}};
  {
    sycl::buffer<pair_t> buf(pairs.data(), sycl::range<1>(2));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh, sycl::read_write);
      cgh.parallel_for(sycl::range<1>(2),
                       [=](sycl::id<1> i) { acc[i].first += acc[i].second; });
    });
  }
  CHECK(pairs[0].first == 3);
  CHECK(pairs[1].first == 7);
}

TEST_CASE("buffers from containers and iterators", "[buffer]") {
  std::array<float, 4> arr{1, 2, 3, 4};
  {
    sycl::buffer buf(arr); // written back to the container
    sycl::host_accessor acc(buf);
    acc[3] = 40;
  }
  CHECK(arr[3] == 40);
  std::vector<int> v{1, 2, 3};
  sycl::buffer<int> copy(v.begin(), v.end());
  CHECK(copy.size() == 3);
  CHECK(copy.byte_size() == 3 * sizeof(int));
  sycl::host_accessor acc(copy, sycl::read_only);
  CHECK(acc[2] == 3);
}

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
