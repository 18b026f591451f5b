// Checking mode: a work-item reads its neighbour's local element with no
// barrier after the neighbour wrote it, and two work-items write the same
// element in one phase.
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue q;
  sycl::buffer<int, 1> out{sycl::range<1>(8)};
  try {
    q.submit([&](sycl::handler &h) {
      sycl::accessor o(out, h, sycl::write_only);
      sycl::local_accessor<int, 1> tile(sycl::range<1>(8), h);
      sycl::local_accessor<int, 1> total(sycl::range<1>(1), h);
      h.parallel_for<class missing_barrier>(
          sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1> it) {
            const std::size_t i = it.get_local_id(0);
            tile[i] = static_cast<int>(i) + 1;
            o[i] = tile[(i + 1) % 8]; // planted: no barrier before the read
            sycl::group_barrier(it.get_group());
            total[0] = tile[i]; // planted: every work-item writes total[0]
          });
    });
    q.wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
