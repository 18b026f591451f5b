// Included by the pattern benchmarks (patterns_sycl.cpp, patterns_omp.cpp):
// what both twins share so that they compute the same thing: sizes, inputs,
// the per-lookup bodies of the cross-section and resonance Monte Carlo
// patterns (templates over anything indexable: accessors passed by value in
// the SYCL twin, as XSBench and RSBench pass theirs, pointers in the OpenMP
// twin), timing and the output line. No SYCL, no OpenMP here.
#pragma once

#include <algorithm>
#include <chrono>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace patterns {

// Problem sizes: "tiny" keeps the ctest fast, "full" is the measurement,
// "large" is "full" with issue 22's 8192 x 8192 transpose (10 iterations;
// run it alone: `... large transpose_tiled`).
struct sizes {
  long xs_gridpoints, xs_lookups;
  long rs_poles, rs_lookups;
  long stream_n;
  int mm_n, tr_n, tr_iters;
  long reduce_n, scan_n, light_n, barrier_n;
  int reps;
};
inline sizes sizes_for(const std::string &name) {
  if (name == "tiny")
    return {64, 2000,    40,      500,     4096,    64, 64,
            2,  1 << 14, 1 << 12, 1 << 14, 1 << 12, 1};
  sizes full = {11303, 250000,   1000,     50000,    1L << 25, 512, 2048,
                5,     1L << 25, 1L << 22, 1L << 24, 1L << 20, 3};
  if (name == "large") {
    full.tr_n = 8192;
    full.tr_iters = 10;
  } else if (name != "full") {
    std::fprintf(stderr, "unknown size '%s': tiny, full or large\n",
                 name.c_str());
    std::exit(2);
  }
  return full;
}

// small_launches: this many launches of this many work-items each.
constexpr long small_launch_n = 4096, small_launch_count = 1000;

// The materials of XSBench's small problem: 12 materials over 68 nuclides.
constexpr int isotopes = 68, materials = 12, max_nucs = 34;
constexpr int num_nucs[materials] = {34, 5, 4, 4, 27, 21, 21, 21, 21, 21, 9, 9};

inline std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}
inline double unit(std::uint64_t x) {
  return static_cast<double>(mix(x) >> 11) * (1.0 / 9007199254740992.0);
}

// The nuclide of slot k of material m, and its concentration.
inline int nuclide_of(int m, int k) { return (m * 7 + k * 3) % isotopes; }
inline double conc_of(int m, int k) { return 0.1 + unit(m * 64 + k); }

// Nuclide grids as XSBench's NuclideGridPoint: energy then 5 cross
// sections, 6 doubles a point, each nuclide's energies ascending.
inline std::vector<double> xs_grid(long points) {
  std::vector<double> g(static_cast<std::size_t>(isotopes * points * 6));
  for (long n = 0; n < isotopes; ++n)
    for (long p = 0; p < points; ++p) {
      double *pt = &g[static_cast<std::size_t>((n * points + p) * 6)];
      pt[0] = (static_cast<double>(p) + 0.1 + 0.8 * unit(n * points + p)) /
              static_cast<double>(points);
      for (int j = 1; j < 6; ++j)
        pt[j] = unit((n * points + p) * 8 + j);
    }
  return g;
}

// XSBench's grid_search: the accessor comes by value.
template <class A> long grid_search(long n, double quarry, A grid, long base) {
  long lo = 0, hi = n - 1;
  while (hi - lo > 1) {
    const long mid = lo + (hi - lo) / 2;
    if (grid[(base + mid) * 6] > quarry)
      hi = mid;
    else
      lo = mid;
  }
  return lo;
}

// One nuclide's 5 cross sections at energy e (by value again).
template <class A>
void micro_xs(double e, int nuc, long points, A grid, double (&xs)[5]) {
  const long base = nuc * points;
  const long lo = grid_search(points, e, grid, base);
  const long at = (base + lo) * 6, next = at + 6;
  const double f = (grid[next] - e) / (grid[next] - grid[at]);
  for (int j = 0; j < 5; ++j)
    xs[j] = grid[next + 1 + j] - f * (grid[next + 1 + j] - grid[at + 1 + j]);
}

// Which of 5 values is largest (XSBench's verification), 1-based.
template <int N> int largest(const double (&v)[N]) {
  int best = 0;
  for (int j = 1; j < N; ++j)
    if (v[j] > v[best])
      best = j;
  return best + 1;
}

// One lookup of the cross-section pattern: the material's macroscopic
// cross sections, returned as XSBench's verification value.
template <class A> int xs_lookup(long l, long points, A grid) {
  const double e = unit(2 * l);
  const int m = static_cast<int>(mix(2 * l + 1) % materials);
  double macro[5] = {0, 0, 0, 0, 0};
  for (int k = 0; k < num_nucs[m]; ++k) {
    double xs[5];
    micro_xs(e, nuclide_of(m, k), points, grid, xs);
    for (int j = 0; j < 5; ++j)
      macro[j] += conc_of(m, k) * xs[j];
  }
  return largest(macro);
}

// RSBench's data: per nuclide `poles` poles of 4 complex values (8
// doubles) and an l value, grouped in windows of 10 poles, each window
// with 3 fitting values.
constexpr int poles_per_window = 10, l_values = 4;
inline std::vector<double> rs_poles(long poles) {
  std::vector<double> p(static_cast<std::size_t>(isotopes * poles * 8));
  for (std::size_t i = 0; i < p.size(); ++i)
    p[i] = unit(i + 77) * ((i % 8 == 0) ? 2.0 : 1.0);
  return p;
}
inline std::vector<double> rs_fits(long poles) {
  std::vector<double> f(
      static_cast<std::size_t>(isotopes * (poles / poles_per_window) * 3));
  for (std::size_t i = 0; i < f.size(); ++i)
    f[i] = unit(i + 991) * 0.01;
  return f;
}

// RSBench's fast_nuclear_W, far-field form: a rational approximation of
// the Faddeeva function.
inline std::complex<double> faddeeva(std::complex<double> z) {
  const std::complex<double> i(0.0, 1.0), z2 = z * z;
  return i * z * (0.5124242 / (z2 - 0.2752551) + 0.05176536 / (z2 - 2.724745));
}

// One nuclide's 4 cross sections at energy e (accessors by value).
template <class P, class F>
void rs_micro(double e, int nuc, long poles, P pole, F fit, double (&xs)[4]) {
  const long windows = poles / poles_per_window;
  const long w = std::min(windows - 1, static_cast<long>(e * windows));
  const double root = std::sqrt(e);
  std::complex<double> factor[l_values];
  for (int l = 0; l < l_values; ++l) {
    const double phi = (0.3 + 0.1 * l + 0.01 * nuc) * root;
    factor[l] = std::complex<double>(std::cos(2 * phi), -std::sin(2 * phi));
  }
  const long wf = (nuc * windows + w) * 3;
  xs[0] = fit[wf] + fit[wf + 1] * e;
  xs[1] = fit[wf + 1] + fit[wf + 2] / e;
  xs[2] = fit[wf + 2] * root;
  xs[3] = 0;
  for (long p = w * poles_per_window; p < (w + 1) * poles_per_window; ++p) {
    const long at = (nuc * poles + p) * 8;
    const std::complex<double> ea(pole[at], pole[at + 1]);
    const std::complex<double> rt(pole[at + 2], pole[at + 3]);
    const std::complex<double> ra(pole[at + 4], pole[at + 5]);
    const std::complex<double> rf(pole[at + 6], pole[at + 7]);
    const std::complex<double> wz = faddeeva((root - ea) * 3.7);
    const std::complex<double> t = wz * factor[p % l_values];
    xs[0] += (rt * t).real();
    xs[1] += (ra * wz).real();
    xs[2] += (rf * wz).real();
    xs[3] += (rt * t).real() - (ra * wz).real();
  }
}

template <class P, class F> int rs_lookup(long l, long poles, P pole, F fit) {
  const double e = 0.001 + 0.998 * unit(2 * l);
  const int m = static_cast<int>(mix(2 * l + 1) % materials);
  double macro[4] = {0, 0, 0, 0};
  for (int k = 0; k < num_nucs[m]; ++k) {
    double xs[4];
    rs_micro(e, nuclide_of(m, k), poles, pole, fit, xs);
    for (int j = 0; j < 4; ++j)
      macro[j] += conc_of(m, k) * xs[j];
  }
  return largest(macro);
}

// Transpose input: exact small integers, so checksums are exact.
inline float transpose_in(long i) { return static_cast<float>(i % 1000); }
inline double matrix_in(long i, int which) {
  return static_cast<double>((i * (which + 3)) % 17) / 16.0;
}

inline double seconds_now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
// The fastest of `reps` runs after one warm-up (BabelStream takes the
// fastest too): other load on a shared machine only ever adds time.
template <class F> double best_seconds(int reps, F &&run) {
  run();
  double best = 1e300;
  for (int r = 0; r < reps; ++r) {
    const double start = seconds_now();
    run();
    best = std::min(best, seconds_now() - start);
  }
  return best;
}

// One result line: the pattern, its time, how much work (work-items,
// bytes or flops, as the table needs) and a checksum the twins share.
inline void report(const char *pattern, double seconds, double work,
                   double check) {
  std::printf("pattern=%s time_s=%.6g work=%.17g check=%.17g\n", pattern,
              seconds, work, check);
  std::fflush(stdout);
}

// Whether `name` was asked for (no names: all).
inline bool wanted(int argc, char **argv, const char *name) {
  if (argc <= 2)
    return true;
  for (int i = 2; i < argc; ++i)
    if (std::strcmp(argv[i], name) == 0)
      return true;
  return false;
}

} // namespace patterns
