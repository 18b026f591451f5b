// The barrier kernels of patterns_sycl.cpp in OpenCL C, for PoCL (whose
// kernel compiler turns each work-group into loops between barriers): the
// anchor for compiled barriers. Loaded by pocl_bench.cpp.
#define TILE 16

__kernel void tiled_matmul(__global const float *a, __global const float *b,
                           __global float *c, int n) {
  __local float ta[TILE][TILE], tb[TILE][TILE];
  const int row = get_global_id(0), col = get_global_id(1);
  const int lr = get_local_id(0), lc = get_local_id(1);
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    ta[lr][lc] = a[row * n + k0 + lc];
    tb[lr][lc] = b[(k0 + lr) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k)
      acc += ta[lr][k] * tb[k][lc];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = acc;
}

__kernel void tiled_transpose(__global const float *src, __global float *dst,
                              int n) {
  __local float t[TILE][TILE + 1];
  const size_t ly = get_local_id(0), lx = get_local_id(1);
  const size_t gy = get_group_id(0), gx = get_group_id(1);
  t[ly][lx] = src[(gy * TILE + ly) * n + gx * TILE + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  dst[(gx * TILE + ly) * n + gy * TILE + lx] = t[lx][ly];
}

__kernel void bare_barriers(__global int *out, int count) {
  for (int b = 0; b < count; ++b)
    barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = 1;
}

__kernel void light_nd(__global int *out) {
  out[get_global_id(0)] = (int)get_global_id(0);
}
