// return after the last barrier ends the work-item only; a kernel taking a
// kernel_handler; 3-dimensional groups; a private variable declared without
// an initializer and one initialized by braces live across the barrier.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

struct pair_t {
  int a, b;
};

int main() {
  constexpr std::size_t n = 100, padded = 128, local = 32;
  std::vector<int> out(padded, -1), cube(4 * 4 * 8, 0);
  {
    sycl::queue q;
    sycl::buffer<int, 1> buf(out.data(), sycl::range<1>(padded));
    sycl::buffer<int, 1> bcube(cube.data(), sycl::range<1>(cube.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::write_only};
      sycl::local_accessor<int, 1> tile(sycl::range<1>(local), cgh);
      cgh.parallel_for(sycl::nd_range<1>(padded, local),
                       [=](sycl::nd_item<1> it, sycl::kernel_handler) {
                         int lid;
                         lid = static_cast<int>(it.get_local_id(0));
                         pair_t p{lid, 2 * lid};
                         tile[lid] = p.b;
                         it.barrier();
                         if (it.get_global_id(0) >= n)
                           return;
                         acc[it.get_global_id(0)] =
                             tile[(lid + 1) % local] + p.a;
                       });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{bcube, cgh, sycl::write_only};
      sycl::local_accessor<int, 1> sum(sycl::range<1>(1), cgh);
      cgh.parallel_for(
          sycl::nd_range<3>(sycl::range<3>(4, 4, 8), sycl::range<3>(2, 2, 4)),
          [=](sycl::nd_item<3> it) {
            if (it.get_local_linear_id() == 0)
              sum[0] = 0;
            it.barrier();
            sycl::atomic_ref<int, sycl::memory_order::relaxed,
                             sycl::memory_scope::work_group>(sum[0]) +=
                static_cast<int>(it.get_local_linear_id());
            it.barrier();
            acc[it.get_global_linear_id()] = sum[0];
          });
    });
  }
  for (std::size_t i = 0; i < padded; ++i) {
    const int lid = static_cast<int>(i % local);
    const int want = i >= n ? -1 : 2 * ((lid + 1) % static_cast<int>(local)) + lid;
    if (out[i] != want) {
      std::printf("out[%zu] = %d, want %d\n", i, out[i], want);
      return 1;
    }
  }
  for (std::size_t i = 0; i < cube.size(); ++i)
    if (cube[i] != 15 * 16 / 2) {
      std::printf("cube[%zu] = %d, want %d\n", i, cube[i], 15 * 16 / 2);
      return 1;
    }
  return 0;
}
