// Checking mode: a buffer accessor indexed one past its range (a range
// kernel, one dimension) and a two-dimensional one indexed past its rows.
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue q;
  sycl::buffer<int, 1> data{sycl::range<1>(8)};
  sycl::buffer<float, 2> grid{sycl::range<2>(4, 3)};
  try {
    q.submit([&](sycl::handler &h) {
      sycl::accessor a(data, h, sycl::write_only);
      h.parallel_for<class shift_right>(sycl::range<1>(8), [=](sycl::id<1> i) {
        a[i + 1] = 1; // planted: i == 7 writes element 8
      });
    });
    q.wait();
    std::puts("no report for the 1-d accessor");
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
  }
  try {
    q.submit([&](sycl::handler &h) {
      sycl::accessor g(grid, h, sycl::read_write);
      h.parallel_for<class rows>(sycl::range<1>(4), [=](sycl::item<1> it) {
        g[it.get_id(0) + 1][0] += 1.0f; // planted: row 4 of 4
      });
    });
    q.wait();
    std::puts("no report for the 2-d accessor");
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
