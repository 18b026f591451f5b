// Checking mode: a buffer accessor indexed one past its range (a range
// kernel, one dimension), a two-dimensional one indexed past its rows, and
// a host_accessor indexed past its range (refused at once: errc::invalid).
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue q;
  sycl::buffer<int, 1> data{sycl::range<1>(8)};
  sycl::buffer<float, 2> grid{sycl::range<2>(4, 3)};
  int caught = 0;
  try {
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(data, h, sycl::write_only);
      h.parallel_for<class shift_right>(sycl::range<1>(8), [=](sycl::id<1> i) {
        a[i + 1] = 1; // planted: i == 7 writes element 8
      });
    });
    q.wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    ++caught;
  }
  try {
    q.submit([&](sycl::handler &h) {
      sycl::accessor g(grid, h, sycl::read_write);
      h.parallel_for<class rows>(sycl::range<1>(4), [=](sycl::item<1> it) {
        g[it.get_id(0) + 1][0] += 1.0f; // planted: row 4 of 4
      });
    });
    q.wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    ++caught;
  }
  try {
    sycl::host_accessor h(data, sycl::read_only);
    std::printf("%d\n", h[sycl::id<1>(8)]); // planted: element 8 of 8
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    ++caught;
  }
  std::printf("%d of 3 refused\n", caught);
  return caught == 3 ? 1 : 0;
}
