// The OpenMP twin of patterns_sycl.cpp: the same computations as the loops
// a CPU programmer writes, built with the same g++ flags plus -fopenmp.
// Usage: patterns_omp tiny|full [pattern...]. Threads: OMP_NUM_THREADS.
// Barrier kernels become loops over a tile between the barriers; the
// scan is the usual two-pass scan over one block per thread.
#include "patterns_common.hpp"

#include <omp.h>

#include <cstdio>
#include <vector>

namespace {

using namespace patterns;

template <class T> double sum_of(const std::vector<T> &v) {
  double sum = 0;
  for (const T &x : v)
    sum += static_cast<double>(x);
  return sum;
}

void xs(const sizes &s) {
  const std::vector<double> grid = xs_grid(s.xs_gridpoints);
  std::vector<int> out(static_cast<std::size_t>(s.xs_lookups));
  const double *g = grid.data();
  int *o = out.data();
  const long points = s.xs_gridpoints, lookups = s.xs_lookups;
  const double t = best_seconds(s.reps, [&] {
#pragma omp parallel for schedule(dynamic, 100)
    for (long i = 0; i < lookups; ++i)
      o[i] = xs_lookup(i, points, g);
  });
  report("xs_lookup", t, static_cast<double>(lookups), sum_of(out));
}

void rs(const sizes &s) {
  const std::vector<double> p = rs_poles(s.rs_poles), f = rs_fits(s.rs_poles);
  std::vector<int> out(static_cast<std::size_t>(s.rs_lookups));
  const double *pp = p.data(), *fp = f.data();
  int *o = out.data();
  const long n = s.rs_poles, lookups = s.rs_lookups;
  const double t = best_seconds(s.reps, [&] {
#pragma omp parallel for schedule(dynamic, 64)
    for (long i = 0; i < lookups; ++i)
      o[i] = rs_lookup(i, n, pp, fp);
  });
  report("rs_montecarlo", t, static_cast<double>(lookups), sum_of(out));
}

// The triad through a helper taking the arrays by value, as the SYCL twin's
// stream_triad_byvalue takes its accessors.
void triad_at(double *a, const double *b, const double *c, long i,
              double scalar) {
  a[i] = b[i] + scalar * c[i];
}

void stream(const sizes &s) {
  const long n = s.stream_n;
  double *a = new double[n], *b = new double[n], *c = new double[n];
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i) {
    a[i] = 0.1;
    b[i] = 0.2;
    c[i] = 0.0;
  }
  const double scalar = 0.4, bytes2 = 16.0 * n, bytes3 = 24.0 * n;
  const int reps = s.reps * 3;
  const double t_copy = best_seconds(reps, [&] {
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      c[i] = a[i];
  });
  const double t_mul = best_seconds(reps, [&] {
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      b[i] = scalar * c[i];
  });
  const double t_add = best_seconds(reps, [&] {
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      c[i] = a[i] + b[i];
  });
  const double t_triad = best_seconds(reps, [&] {
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      a[i] = b[i] + scalar * c[i];
  });
  const double t_byvalue = best_seconds(reps, [&] {
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      triad_at(a, b, c, i, scalar);
  });
  double dot = 0;
  const double t_dot = best_seconds(reps, [&] {
    double sum = 0;
#pragma omp parallel for schedule(static) reduction(+ : sum)
    for (long i = 0; i < n; ++i)
      sum += a[i] * b[i];
    dot = sum;
  });
  report("stream_copy", t_copy, bytes2, 0);
  report("stream_mul", t_mul, bytes2, 0);
  report("stream_add", t_add, bytes3, 0);
  report("stream_triad", t_triad, bytes3, 0);
  report("stream_triad_byvalue", t_byvalue, bytes3, 0);
  report("stream_dot", t_dot, bytes2, dot);
  delete[] a;
  delete[] b;
  delete[] c;
}

constexpr int tile = 16;

void matmul(const sizes &s) {
  const int n = s.mm_n;
  const std::size_t nn = static_cast<std::size_t>(n) * n;
  std::vector<float> a(nn), b(nn), c(nn);
  for (std::size_t i = 0; i < nn; ++i) {
    a[i] = static_cast<float>(matrix_in(i, 0));
    b[i] = static_cast<float>(matrix_in(i, 1));
  }
  const float *pa = a.data(), *pb = b.data();
  float *pc = c.data();
  const double t = best_seconds(s.reps, [&] {
#pragma omp parallel for collapse(2) schedule(static)
    for (int g0 = 0; g0 < n; g0 += tile)
      for (int g1 = 0; g1 < n; g1 += tile) {
        float ta[tile][tile], tb[tile][tile], acc[tile][tile] = {};
        for (int k0 = 0; k0 < n; k0 += tile) {
          for (int lr = 0; lr < tile; ++lr)
            for (int lc = 0; lc < tile; ++lc) {
              ta[lr][lc] = pa[(g0 + lr) * n + k0 + lc];
              tb[lr][lc] = pb[(k0 + lr) * n + g1 + lc];
            }
          for (int lr = 0; lr < tile; ++lr)
            for (int lc = 0; lc < tile; ++lc)
              for (int k = 0; k < tile; ++k)
                acc[lr][lc] += ta[lr][k] * tb[k][lc];
        }
        for (int lr = 0; lr < tile; ++lr)
          for (int lc = 0; lc < tile; ++lc)
            pc[(g0 + lr) * n + g1 + lc] = acc[lr][lc];
      }
  });
  report("matmul_tiled", t, static_cast<double>(nn) * n, sum_of(c));
}

void transpose(const sizes &s) {
  const long n = s.tr_n;
  const std::size_t nn = static_cast<std::size_t>(n) * n;
  float *in = new float[nn], *out = new float[nn];
#pragma omp parallel for schedule(static)
  for (long x = 0; x < static_cast<long>(nn); ++x)
    in[x] = transpose_in(x);
  const double t = best_seconds(s.reps, [&] {
    for (int iter = 0; iter < s.tr_iters; ++iter) {
#pragma omp parallel for collapse(2) schedule(static)
      for (long gy = 0; gy < n / tile; ++gy)
        for (long gx = 0; gx < n / tile; ++gx) {
          float t[tile][tile + 1];
          for (long ly = 0; ly < tile; ++ly)
            for (long lx = 0; lx < tile; ++lx)
              t[ly][lx] = in[(gy * tile + ly) * n + gx * tile + lx];
          for (long ly = 0; ly < tile; ++ly)
            for (long lx = 0; lx < tile; ++lx)
              out[(gx * tile + ly) * n + gy * tile + lx] = t[lx][ly];
        }
    }
  });
  double check = 0;
  for (std::size_t i = 0; i < nn; ++i)
    check += static_cast<double>(out[i]) * static_cast<double>(i % 7);
  report("transpose_tiled", t, 8.0 * nn * s.tr_iters, check);
  delete[] in;
  delete[] out;
}

void reduce(const sizes &s) {
  const long n = s.reduce_n;
  double *d = new double[n];
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i)
    d[i] = static_cast<double>(i % 1000) * 0.001;
  double total = 0;
  const double t = best_seconds(s.reps * 3, [&] {
    double sum = 0;
#pragma omp parallel for schedule(static) reduction(+ : sum)
    for (long i = 0; i < n; ++i)
      sum += d[i];
    total = sum;
  });
  report("reduction", t, static_cast<double>(n), total);
  delete[] d;
}

void scan(const sizes &s) {
  const long n = s.scan_n;
  std::vector<long> in(static_cast<std::size_t>(n)), out(in.size());
  for (long x = 0; x < n; ++x)
    in[x] = x % 7 - 3;
  const long *src = in.data();
  long *dst = out.data();
  std::vector<long> block_sums(static_cast<std::size_t>(omp_get_max_threads()) +
                               1);
  const double t = best_seconds(s.reps * 5, [&] {
#pragma omp parallel
    {
      const long threads = omp_get_num_threads(), me = omp_get_thread_num();
      const long begin = n * me / threads, end = n * (me + 1) / threads;
      long run = 0;
      for (long i = begin; i < end; ++i)
        dst[i] = run += src[i];
      block_sums[me + 1] = run;
#pragma omp barrier
#pragma omp single
      for (long b = 1; b <= threads; ++b)
        block_sums[b] += block_sums[b - 1];
      const long offset = block_sums[me];
      for (long i = begin; i < end; ++i)
        dst[i] += offset;
    }
  });
  report("scan", t, static_cast<double>(n), sum_of(out));
}

void light(const sizes &s) {
  const long n = s.light_n;
  std::vector<int> out(static_cast<std::size_t>(n));
  int *o = out.data();
  const double t = best_seconds(s.reps * 3, [&] {
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      o[i] = static_cast<int>(i);
  });
  report("light_range", t, static_cast<double>(n), sum_of(out));
}

// Many small launches back to back: what one launch costs beyond its work
// (waking the threads, sharing the indices, waiting for the last one).
void launches(const sizes &s) {
  const long n = small_launch_n, count = small_launch_count;
  std::vector<int> data(static_cast<std::size_t>(n));
  int *d = data.data();
  const double t = best_seconds(s.reps * 3, [&] {
    for (long l = 0; l < count; ++l) {
#pragma omp parallel for schedule(static)
      for (long i = 0; i < n; ++i)
        d[i] += 1;
    }
  });
  report("small_launches", t, static_cast<double>(count), sum_of(data));
}

} // namespace

int main(int argc, char **argv) {
  const sizes s = sizes_for(argc > 1 ? argv[1] : "full");
  if (wanted(argc, argv, "xs_lookup"))
    xs(s);
  if (wanted(argc, argv, "rs_montecarlo"))
    rs(s);
  if (wanted(argc, argv, "stream"))
    stream(s);
  if (wanted(argc, argv, "matmul_tiled"))
    matmul(s);
  if (wanted(argc, argv, "transpose_tiled"))
    transpose(s);
  if (wanted(argc, argv, "reduction"))
    reduce(s);
  if (wanted(argc, argv, "scan"))
    scan(s);
  if (wanted(argc, argv, "light"))
    light(s);
  if (wanted(argc, argv, "small_launches"))
    launches(s);
  return 0;
}
