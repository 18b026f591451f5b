// The CP015 proposal's tiled matrix multiply in SYCL 2020 style. Each
// work-group computes one tile of C: its work-items copy one tile of A and
// one of B into local memory together, wait at a barrier, multiply the
// tiles, and wait again before the next pair is loaded. The tile size is a
// specialization constant, fixed per command group.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr sycl::specialization_id<int> tile_size(1);

constexpr int mat_size = 16;

std::vector<float> reference(const std::vector<float> &a, const std::vector<float> &b) {
  std::vector<float> c(a.size(), 0.0f);
  for (int i = 0; i < mat_size; ++i)
    for (int j = 0; j < mat_size; ++j)
      for (int k = 0; k < mat_size; ++k)
        c[i * mat_size + j] += a[i * mat_size + k] * b[k * mat_size + j];
  return c;
}

std::vector<float> multiply(sycl::queue &q, const std::vector<float> &ma,
                            const std::vector<float> &mb, int tile) {
  std::vector<float> mc(ma.size());
  {
    sycl::range<1> n(mat_size * mat_size);
    sycl::buffer<float, 1> ba(ma.data(), n), bb(mb.data(), n), bc(mc.data(), n);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor pa{ba, cgh, sycl::read_only};
      sycl::accessor pb{bb, cgh, sycl::read_only};
      sycl::accessor pc{bc, cgh, sycl::write_only};
      // One tile of A and one of B per work-group.
      sycl::local_accessor<float, 2> ta(sycl::range<2>(tile, tile), cgh);
      sycl::local_accessor<float, 2> tb(sycl::range<2>(tile, tile), cgh);
      cgh.set_specialization_constant<tile_size>(tile);
      cgh.parallel_for<class mxm_kernel>(
          sycl::nd_range<2>(sycl::range<2>(mat_size, mat_size), sycl::range<2>(tile, tile)),
          [=](sycl::nd_item<2> it, sycl::kernel_handler h) {
            const int ts = h.get_specialization_constant<tile_size>();
            const int row = static_cast<int>(it.get_global_id(0));
            const int col = static_cast<int>(it.get_global_id(1));
            const int lr = static_cast<int>(it.get_local_id(0));
            const int lc = static_cast<int>(it.get_local_id(1));
            float sum = 0.0f;
            for (int k0 = 0; k0 < mat_size; k0 += ts) {
              // Each work-item loads one element of each tile.
              ta[lr][lc] = pa[row * mat_size + k0 + lc];
              tb[lr][lc] = pb[(k0 + lr) * mat_size + col];
              it.barrier(sycl::access::fence_space::local_space);
              for (int k = 0; k < ts; ++k)
                sum += ta[lr][k] * tb[k][lc];
              // Nobody overwrites the tiles while others still read them.
              it.barrier(sycl::access::fence_space::local_space);
            }
            pc[row * mat_size + col] = sum;
          });
    });
  } // the buffers write back here
  return mc;
}

int main() {
  std::vector<float> a(mat_size * mat_size), b(mat_size * mat_size);
  for (int i = 0; i < mat_size * mat_size; ++i) {
    a[i] = static_cast<float>(i % 5 - 2); // small integers: exact sums
    b[i] = static_cast<float>(i % 3);
  }
  const std::vector<float> want = reference(a, b);
  sycl::queue q;
  int failures = 0;
  for (int ts : {1, 2, 4, 8, 16}) {
    bool ok = multiply(q, a, b, ts) == want;
    std::printf("matrix_multiply: %dx%d, %dx%d tiles in local memory: %s\n", mat_size, mat_size,
                ts, ts, ok ? "matches the reference" : "MISMATCH");
    failures += ok ? 0 : 1;
  }
  return failures == 0 ? 0 : 1;
}
