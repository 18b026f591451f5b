// The SYCL twin of the pattern benchmarks (bench/patterns/README in
// bench/RESULTS.md): published mini-apps' patterns written as a SYCL user
// writes them for a GPU, built through sycl-footergen with g++ -O3.
// Usage: patterns_sycl tiny|full [pattern...]; prints one line per pattern
// (patterns_common.hpp report()). Threads: SYCLFG_THREADS.
#include "patterns_common.hpp"

#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

namespace {

using namespace patterns;

// Sums a buffer of verification values on the host (outside the timing).
template <class T> double host_sum(sycl::buffer<T> &buf) {
  sycl::host_accessor h{buf, sycl::read_only};
  double sum = 0;
  for (std::size_t i = 0; i < buf.size(); ++i)
    sum += static_cast<double>(h[i]);
  return sum;
}

void xs(sycl::queue &q, const sizes &s) {
  std::vector<double> host = xs_grid(s.xs_gridpoints);
  sycl::buffer<double> grid{host.data(), sycl::range<1>(host.size())};
  sycl::buffer<int> out{sycl::range<1>(s.xs_lookups)};
  const long points = s.xs_gridpoints;
  const double t = best_seconds(s.reps, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor g{grid, cgh, sycl::read_only};
      sycl::accessor o{out, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<class xs_lookups>(
          sycl::range<1>(s.xs_lookups),
          [=](sycl::id<1> i) { o[i] = xs_lookup(i[0], points, g); });
    });
    q.wait();
  });
  report("xs_lookup", t, static_cast<double>(s.xs_lookups), host_sum(out));
}

void rs(sycl::queue &q, const sizes &s) {
  std::vector<double> p = rs_poles(s.rs_poles), f = rs_fits(s.rs_poles);
  sycl::buffer<double> poles{p.data(), sycl::range<1>(p.size())};
  sycl::buffer<double> fits{f.data(), sycl::range<1>(f.size())};
  sycl::buffer<int> out{sycl::range<1>(s.rs_lookups)};
  const long n = s.rs_poles;
  const double t = best_seconds(s.reps, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor pa{poles, cgh, sycl::read_only};
      sycl::accessor fa{fits, cgh, sycl::read_only};
      sycl::accessor o{out, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<class rs_lookups>(
          sycl::range<1>(s.rs_lookups),
          [=](sycl::id<1> i) { o[i] = rs_lookup(i[0], n, pa, fa); });
    });
    q.wait();
  });
  report("rs_montecarlo", t, static_cast<double>(s.rs_lookups), host_sum(out));
}

// BabelStream's five kernels over buffers a, b, c, as BabelStream's SYCL
// 2020 version writes them (accessors captured and indexed); and the triad
// once more through a helper taking the accessors by value per work-item.
struct stream_arrays {
  sycl::buffer<double> a, b, c;
  explicit stream_arrays(long n)
      : a{sycl::range<1>(n)}, b{a.get_range()}, c{a.get_range()} {}
};

template <class A, class B, class C>
void triad_at(A a, B b, C c, sycl::id<1> i, double scalar) {
  a[i] = b[i] + scalar * c[i];
}

// One command group per run of op(cgh, a, b, c, n).
template <class Op>
double stream_op(sycl::queue &q, const sizes &s, stream_arrays &arr, Op op) {
  return best_seconds(s.reps * 3, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a{arr.a, cgh, sycl::read_write};
      sycl::accessor b{arr.b, cgh, sycl::read_write};
      sycl::accessor c{arr.c, cgh, sycl::read_write};
      op(cgh, a, b, c, arr.a.get_range());
    });
    q.wait();
  });
}

// BabelStream's dot through sycl::reduction; `check` gets the result.
double time_dot(sycl::queue &q, const sizes &s, stream_arrays &arr,
                double &check) {
  const long n = s.stream_n;
  double dot = 0;
  sycl::buffer<double> sum{&dot, 1};
  const double t_dot = best_seconds(s.reps * 3, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a{arr.a, cgh, sycl::read_only};
      sycl::accessor b{arr.b, cgh, sycl::read_only};
      cgh.parallel_for<class stream_dot>(
          sycl::range<1>(n),
          sycl::reduction(sum, cgh, sycl::plus<double>(),
                          sycl::property::reduction::initialize_to_identity()),
          [=](sycl::id<1> i, auto &acc) { acc += a[i] * b[i]; });
    });
    q.wait();
  });
  check = sycl::host_accessor{sum}[0];
  return t_dot;
}

void stream(sycl::queue &q, const sizes &s) {
  const long n = s.stream_n;
  stream_arrays arr(n);
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor a{arr.a, cgh, sycl::write_only, sycl::no_init};
    sycl::accessor b{arr.b, cgh, sycl::write_only, sycl::no_init};
    sycl::accessor c{arr.c, cgh, sycl::write_only, sycl::no_init};
    cgh.parallel_for<class stream_init>(sycl::range<1>(n), [=](sycl::id<1> i) {
      a[i] = 0.1;
      b[i] = 0.2;
      c[i] = 0.0;
    });
  });
  q.wait();
  const double scalar = 0.4, bytes2 = 16.0 * n, bytes3 = 24.0 * n;
  const double t_copy = stream_op(
      q, s, arr, [](sycl::handler &cgh, auto a, auto, auto c, auto r) {
        cgh.parallel_for<class stream_copy>(
            r, [=](sycl::id<1> i) { c[i] = a[i]; });
      });
  const double t_mul = stream_op(
      q, s, arr, [=](sycl::handler &cgh, auto, auto b, auto c, auto r) {
        cgh.parallel_for<class stream_mul>(
            r, [=](sycl::id<1> i) { b[i] = scalar * c[i]; });
      });
  const double t_add = stream_op(
      q, s, arr, [](sycl::handler &cgh, auto a, auto b, auto c, auto r) {
        cgh.parallel_for<class stream_add>(
            r, [=](sycl::id<1> i) { c[i] = a[i] + b[i]; });
      });
  const double t_triad = stream_op(
      q, s, arr, [=](sycl::handler &cgh, auto a, auto b, auto c, auto r) {
        cgh.parallel_for<class stream_triad>(
            r, [=](sycl::id<1> i) { a[i] = b[i] + scalar * c[i]; });
      });
  const double t_byvalue = stream_op(
      q, s, arr, [=](sycl::handler &cgh, auto a, auto b, auto c, auto r) {
        cgh.parallel_for<class stream_triad_byvalue>(
            r, [=](sycl::id<1> i) { triad_at(a, b, c, i, scalar); });
      });
  double check = 0;
  const double t_dot = time_dot(q, s, arr, check);
  report("stream_copy", t_copy, bytes2, 0);
  report("stream_mul", t_mul, bytes2, 0);
  report("stream_add", t_add, bytes3, 0);
  report("stream_triad", t_triad, bytes3, 0);
  report("stream_triad_byvalue", t_byvalue, bytes3, 0);
  report("stream_dot", t_dot, bytes2, check);
}

constexpr int tile = 16;

void matmul(sycl::queue &q, const sizes &s) {
  const int n = s.mm_n;
  const std::size_t nn = static_cast<std::size_t>(n) * n;
  std::vector<float> ha(nn), hb(nn);
  for (std::size_t i = 0; i < nn; ++i) {
    ha[i] = static_cast<float>(matrix_in(i, 0));
    hb[i] = static_cast<float>(matrix_in(i, 1));
  }
  sycl::buffer<float> a{ha.data(), sycl::range<1>(nn)},
      b{hb.data(), sycl::range<1>(nn)};
  sycl::buffer<float> c{sycl::range<1>(nn)};
  const double t = best_seconds(s.reps, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor pa{a, cgh, sycl::read_only};
      sycl::accessor pb{b, cgh, sycl::read_only};
      sycl::accessor pc{c, cgh, sycl::write_only, sycl::no_init};
      sycl::local_accessor<float, 2> ta(sycl::range<2>(tile, tile), cgh);
      sycl::local_accessor<float, 2> tb(sycl::range<2>(tile, tile), cgh);
      cgh.parallel_for<class tiled_matmul>(
          sycl::nd_range<2>(sycl::range<2>(n, n), sycl::range<2>(tile, tile)),
          [=](sycl::nd_item<2> it) {
            const int row = static_cast<int>(it.get_global_id(0));
            const int col = static_cast<int>(it.get_global_id(1));
            const int lr = static_cast<int>(it.get_local_id(0));
            const int lc = static_cast<int>(it.get_local_id(1));
            float acc = 0.0f;
            for (int k0 = 0; k0 < n; k0 += tile) {
              ta[lr][lc] = pa[row * n + k0 + lc];
              tb[lr][lc] = pb[(k0 + lr) * n + col];
              sycl::group_barrier(it.get_group());
              for (int k = 0; k < tile; ++k)
                acc += ta[lr][k] * tb[k][lc];
              sycl::group_barrier(it.get_group());
            }
            pc[row * n + col] = acc;
          });
    });
    q.wait();
  });
  report("matmul_tiled", t, static_cast<double>(nn) * n, host_sum(c));
}

void transpose(sycl::queue &q, const sizes &s) {
  const int n = s.tr_n;
  const std::size_t nn = static_cast<std::size_t>(n) * n;
  sycl::buffer<float> in{sycl::range<1>(nn)}, out{sycl::range<1>(nn)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor i{in, cgh, sycl::write_only, sycl::no_init};
    cgh.parallel_for<class transpose_init>(
        sycl::range<1>(nn),
        [=](sycl::id<1> x) { i[x] = transpose_in(static_cast<long>(x[0])); });
  });
  const double t = best_seconds(s.reps, [&] {
    for (int iter = 0; iter < s.tr_iters; ++iter)
      q.submit([&](sycl::handler &cgh) {
        sycl::accessor src{in, cgh, sycl::read_only};
        sycl::accessor dst{out, cgh, sycl::write_only, sycl::no_init};
        sycl::local_accessor<float, 2> t(sycl::range<2>(tile, tile + 1), cgh);
        cgh.parallel_for<class tiled_transpose>(
            sycl::nd_range<2>(sycl::range<2>(n, n), sycl::range<2>(tile, tile)),
            [=](sycl::nd_item<2> it) {
              const std::size_t ly = it.get_local_id(0),
                                lx = it.get_local_id(1);
              const std::size_t gy = it.get_group(0), gx = it.get_group(1);
              t[ly][lx] = src[(gy * tile + ly) * n + gx * tile + lx];
              sycl::group_barrier(it.get_group());
              dst[(gx * tile + ly) * n + gy * tile + lx] = t[lx][ly];
            });
      });
    q.wait();
  });
  sycl::host_accessor h{out, sycl::read_only};
  double check = 0;
  for (std::size_t i = 0; i < nn; ++i)
    check += static_cast<double>(h[i]) * static_cast<double>(i % 7);
  report("transpose_tiled", t, 8.0 * nn * s.tr_iters, check);
}

void reduce(sycl::queue &q, const sizes &s) {
  const long n = s.reduce_n;
  sycl::buffer<double> data{sycl::range<1>(n)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor d{data, cgh, sycl::write_only, sycl::no_init};
    cgh.parallel_for<class reduce_init>(sycl::range<1>(n), [=](sycl::id<1> i) {
      d[i] = static_cast<double>(i[0] % 1000) * 0.001;
    });
  });
  double total = 0;
  sycl::buffer<double> sum{&total, 1};
  const double t = best_seconds(s.reps * 3, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor d{data, cgh, sycl::read_only};
      cgh.parallel_for<class reduce_sum>(
          sycl::range<1>(n),
          sycl::reduction(sum, cgh, sycl::plus<double>(),
                          sycl::property::reduction::initialize_to_identity()),
          [=](sycl::id<1> i, auto &acc) { acc += d[i]; });
    });
    q.wait();
  });
  report("reduction", t, static_cast<double>(n), sycl::host_accessor{sum}[0]);
}

// Inclusive scan as GPU code writes it: each group scans its part
// (inclusive_scan_over_group), one task scans the group sums, then every
// element adds its group's offset.
void scan(sycl::queue &q, const sizes &s) {
  const long n = s.scan_n, wg = 256, groups = n / wg;
  sycl::buffer<long> in{sycl::range<1>(n)}, out{sycl::range<1>(n)};
  sycl::buffer<long> sums{sycl::range<1>(groups)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor i{in, cgh, sycl::write_only, sycl::no_init};
    cgh.parallel_for<class scan_init>(sycl::range<1>(n), [=](sycl::id<1> x) {
      i[x] = static_cast<long>(x[0] % 7) - 3;
    });
  });
  const double t = best_seconds(s.reps * 5, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor src{in, cgh, sycl::read_only};
      sycl::accessor dst{out, cgh, sycl::write_only, sycl::no_init};
      sycl::accessor gs{sums, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<class scan_groups>(
          sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
            const long v = sycl::inclusive_scan_over_group(
                it.get_group(), src[it.get_global_id()], sycl::plus<long>());
            dst[it.get_global_id()] = v;
            if (it.get_local_id(0) == wg - 1)
              gs[it.get_group(0)] = v;
          });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor gs{sums, cgh, sycl::read_write};
      cgh.single_task<class scan_sums>([=] {
        long run = 0;
        for (long g = 0; g < groups; ++g) {
          const long v = gs[g];
          gs[g] = run;
          run += v;
        }
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor gs{sums, cgh, sycl::read_only};
      sycl::accessor dst{out, cgh, sycl::read_write};
      cgh.parallel_for<class scan_add>(
          sycl::range<1>(n), [=](sycl::id<1> i) { dst[i] += gs[i[0] / wg]; });
    });
    q.wait();
  });
  report("scan", t, static_cast<double>(n), host_sum(out));
}

void light(sycl::queue &q, const sizes &s) {
  const long n = s.light_n;
  sycl::buffer<int> out{sycl::range<1>(n)};
  const double t_range = best_seconds(s.reps * 3, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{out, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<class light_range>(
          sycl::range<1>(n),
          [=](sycl::id<1> i) { o[i] = static_cast<int>(i[0]); });
    });
    q.wait();
  });
  report("light_range", t_range, static_cast<double>(n), host_sum(out));
  const double t_nd = best_seconds(s.reps * 3, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{out, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<class light_nd>(
          sycl::nd_range<1>(n, 256), [=](sycl::nd_item<1> it) {
            o[it.get_global_id()] = static_cast<int>(it.get_global_id(0));
          });
    });
    q.wait();
  });
  report("light_nd_range", t_nd, static_cast<double>(n), host_sum(out));
}

// Many small launches back to back: what one launch costs beyond its work
// (waking the threads, sharing the indices, waiting for the last one).
void launches(sycl::queue &q, const sizes &s) {
  const long n = small_launch_n, count = small_launch_count;
  sycl::buffer<int> data{sycl::range<1>(n)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor d{data, cgh, sycl::write_only, sycl::no_init};
    cgh.fill(d, 0);
  });
  const double t = best_seconds(s.reps * 3, [&] {
    for (long l = 0; l < count; ++l)
      q.submit([&](sycl::handler &cgh) {
        sycl::accessor d{data, cgh, sycl::read_write};
        cgh.parallel_for<class small_launch>(sycl::range<1>(n),
                                             [=](sycl::id<1> i) { d[i] += 1; });
      });
    q.wait();
  });
  report("small_launches", t, static_cast<double>(count), host_sum(data));
}

// A kernel of `count` bare barriers per work-item.
double barriers(sycl::queue &q, const sizes &s, int count) {
  sycl::buffer<int> out{sycl::range<1>(s.barrier_n)};
  return best_seconds(s.reps, [&] {
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o{out, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<class bare_barriers>(
          sycl::nd_range<1>(s.barrier_n, 256), [=](sycl::nd_item<1> it) {
            for (int b = 0; b < count; ++b)
              sycl::group_barrier(it.get_group());
            o[it.get_global_id()] = 1;
          });
    });
    q.wait();
  });
}

} // namespace

int main(int argc, char **argv) {
  const sizes s = sizes_for(argc > 1 ? argv[1] : "full");
  sycl::queue q;
  if (wanted(argc, argv, "xs_lookup"))
    xs(q, s);
  if (wanted(argc, argv, "rs_montecarlo"))
    rs(q, s);
  if (wanted(argc, argv, "stream"))
    stream(q, s);
  if (wanted(argc, argv, "matmul_tiled"))
    matmul(q, s);
  if (wanted(argc, argv, "transpose_tiled"))
    transpose(q, s);
  if (wanted(argc, argv, "reduction"))
    reduce(q, s);
  if (wanted(argc, argv, "scan"))
    scan(q, s);
  if (wanted(argc, argv, "light"))
    light(q, s);
  if (wanted(argc, argv, "small_launches"))
    launches(q, s);
  if (wanted(argc, argv, "barrier")) {
    const double t = barriers(q, s, 4) - barriers(q, s, 0);
    report("barrier", t, 4.0 * s.barrier_n, 0);
  }
  return 0;
}
