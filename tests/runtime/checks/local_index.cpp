// Checking mode: a local accessor of 4 elements per group indexed by the
// global id (nd_range kernel, groups of 4).
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue q;
  sycl::buffer<int, 1> out{sycl::range<1>(8)};
  try {
    q.submit([&](sycl::handler &h) {
      sycl::accessor o(out, h, sycl::write_only);
      sycl::local_accessor<int, 1> tile(sycl::range<1>(4), h);
      h.parallel_for<class tile_by_global_id>(
          sycl::nd_range<1>(8, 4), [=](sycl::nd_item<1> it) {
            tile[it.get_global_id(0)] = 1; // planted: 4..7 in group 1
            sycl::group_barrier(it.get_group());
            o[it.get_global_id(0)] = tile[it.get_local_id(0)];
          });
    });
    q.wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
