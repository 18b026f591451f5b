// The CP015 proposal's blocked matrix multiply in SYCL 2020 style: the block
// size is a specialization constant, fixed per command group. Each work item
// computes one block of C, walking the blocks of A's rows and B's columns.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

constexpr sycl::specialization_id<int> block_size(1);

constexpr int mat_size = 8;

std::vector<float> reference(const std::vector<float> &a, const std::vector<float> &b) {
  std::vector<float> c(a.size(), 0.0f);
  for (int i = 0; i < mat_size; ++i)
    for (int j = 0; j < mat_size; ++j)
      for (int k = 0; k < mat_size; ++k)
        c[i * mat_size + j] += a[i * mat_size + k] * b[k * mat_size + j];
  return c;
}

// Chosen on the host from what the "device" prefers; a constant to kernels.
std::vector<float> multiply(sycl::queue &q, const std::vector<float> &ma,
                            const std::vector<float> &mb, int blocks_of) {
  std::vector<float> mc(ma.size());
  const int blocks = mat_size / blocks_of;
  {
    sycl::range<1> n(mat_size * mat_size);
    sycl::buffer<float, 1> ba(ma.data(), n), bb(mb.data(), n), bc(mc.data(), n);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor pa{ba, cgh, sycl::read_only};
      sycl::accessor pb{bb, cgh, sycl::read_only};
      sycl::accessor pc{bc, cgh, sycl::write_only};
      cgh.set_specialization_constant<block_size>(blocks_of);
      cgh.parallel_for<class mxm_kernel>(
          sycl::range<2>(blocks, blocks), [=](sycl::item<2> it, sycl::kernel_handler h) {
            const int bs = h.get_specialization_constant<block_size>();
            const int row0 = static_cast<int>(it[0]) * bs;
            const int col0 = static_cast<int>(it[1]) * bs;
            for (int i = row0; i < row0 + bs; ++i)
              for (int j = col0; j < col0 + bs; ++j)
                pc[i * mat_size + j] = 0.0f;
            // One block of A times one block of B, accumulated into C's block.
            for (int k0 = 0; k0 < mat_size; k0 += bs)
              for (int i = row0; i < row0 + bs; ++i)
                for (int j = col0; j < col0 + bs; ++j)
                  for (int k = k0; k < k0 + bs; ++k)
                    pc[i * mat_size + j] += pa[i * mat_size + k] * pb[k * mat_size + j];
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
  for (int bs : {1, 2, 4, 8}) {
    bool ok = multiply(q, a, b, bs) == want;
    std::printf("matrix_multiply: %dx%d, block size %d: %s\n", mat_size, mat_size, bs,
                ok ? "matches the reference" : "MISMATCH");
    failures += ok ? 0 : 1;
  }
  return failures == 0 ? 0 : 1;
}
