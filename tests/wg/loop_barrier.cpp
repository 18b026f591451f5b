// Barriers inside uniform loops: a tiled matrix multiply (two barriers per
// tile step, a for loop), a while loop, and a loop of bare barriers without
// braces; 2-dimensional groups, sycl::group_barrier.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr int n = 64, tile = 8;

int main() {
  std::vector<float> a(n * n), b(n * n), c(n * n, 0.0f);
  for (int i = 0; i < n * n; ++i) {
    a[i] = static_cast<float>(i % 7 - 3);
    b[i] = static_cast<float>(i % 5);
  }
  std::vector<int> steps(n * n, 0);
  {
    sycl::queue q;
    sycl::buffer<float, 1> ba(a.data(), sycl::range<1>(n * n));
    sycl::buffer<float, 1> bb(b.data(), sycl::range<1>(n * n));
    sycl::buffer<float, 1> bc(c.data(), sycl::range<1>(n * n));
    sycl::buffer<int, 1> bs(steps.data(), sycl::range<1>(n * n));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor pa{ba, cgh, sycl::read_only};
      sycl::accessor pb{bb, cgh, sycl::read_only};
      sycl::accessor pc{bc, cgh, sycl::write_only};
      sycl::local_accessor<float, 2> ta(sycl::range<2>(tile, tile), cgh);
      sycl::local_accessor<float, 2> tb(sycl::range<2>(tile, tile), cgh);
      cgh.parallel_for(
          sycl::nd_range<2>(sycl::range<2>(n, n), sycl::range<2>(tile, tile)),
          [=](sycl::nd_item<2> it) {
            const int row = static_cast<int>(it.get_global_id(0));
            const int col = static_cast<int>(it.get_global_id(1));
            const int lr = static_cast<int>(it.get_local_id(0));
            const int lc = static_cast<int>(it.get_local_id(1));
            float sum = 0.0f;
            for (int k0 = 0; k0 < n; k0 += tile) {
              ta[lr][lc] = pa[row * n + k0 + lc];
              tb[lr][lc] = pb[(k0 + lr) * n + col];
              it.barrier(sycl::access::fence_space::local_space);
              for (int k = 0; k < tile; ++k)
                sum += ta[lr][k] * tb[k][lc];
              sycl::group_barrier(it.get_group());
            }
            pc[row * n + col] = sum;
          });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor ps{bs, cgh, sycl::read_write};
      cgh.parallel_for(
          sycl::nd_range<2>(sycl::range<2>(n, n), sycl::range<2>(4, 16)),
          [=](sycl::nd_item<2> it) {
            int step = 0;
            const int limit = static_cast<int>(it.get_group_linear_id() % 3) + 2;
            while (step < limit) {
              ps[it.get_global_linear_id()] += 1;
              it.barrier();
              ++step;
            }
            for (int i = 0; i < 4; ++i)
              it.barrier();
          });
    });
  }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float want = 0.0f;
      for (int k = 0; k < n; ++k)
        want += a[i * n + k] * b[k * n + j];
      if (c[i * n + j] != want) {
        std::printf("c[%d][%d] = %g, want %g\n", i, j, c[i * n + j], want);
        return 1;
      }
    }
  for (int i = 0; i < n * n; ++i) {
    const int group = (i / n / 4) * (n / 16) + (i % n) / 16;
    if (steps[i] != group % 3 + 2) {
      std::printf("steps[%d] = %d, want %d\n", i, steps[i], group % 3 + 2);
      return 1;
    }
  }
  return 0;
}
