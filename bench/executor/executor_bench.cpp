// Executor benchmarks (ratios, not absolute times), printed as a table:
//   scaling   compute-bound range parallel_for, 1 vs 2 threads
//   barrier   tiled matrix multiply (nd_range, local memory, 2 barriers per
//             tile step) vs the same tiled loops and a plain triple loop
//             without SYCL, on 1 thread
//   barriers  an nd_range kernel doing nothing but barriers (cost per wait)
//   spec      a specialization constant read in a kernel's inner loop vs a
//             captured constant
//   sub-group an nd_range kernel without barriers with sub-groups of 8 (one
//             fiber per sub-group) vs of 1 (one fiber per work-group), and
//             the cost of one sub-group reduction per work-item
// Each time is the median of RUNS (5) runs: wall time for the scaling rows
// (with the process CPU time beside them: on a loaded machine the wall
// ratio says little, the CPU time shows whether the second thread added
// work), process CPU time for the one-thread comparisons (so that other
// load on the machine matters less).
#include <sycl/sycl.hpp>
#include <syclfg/executor.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

namespace {

constexpr sycl::specialization_id<float> scale(1.0f);

double now_ms(bool cpu) {
  if (cpu)
    return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
  std::chrono::duration<double, std::milli> since =
      std::chrono::steady_clock::now().time_since_epoch();
  return since.count();
}

template <class F> double median_ms(F &&run, bool cpu = true) {
  const char *env = std::getenv("RUNS");
  const int runs = env != nullptr ? std::max(1, std::atoi(env)) : 5;
  std::vector<double> times;
  for (int r = 0; r < runs; ++r) {
    const double start = now_ms(cpu);
    run();
    times.push_back(now_ms(cpu) - start);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

// Compute-bound: a chain of dependent float operations per work-item.
void compute(sycl::queue &q, sycl::buffer<float, 1> &out) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.parallel_for<class compute_bound>(out.get_range(), [=](sycl::item<1> it) {
      float x = static_cast<float>(it.get_id(0) % 97) * 0.01f;
      for (int k = 0; k < 4000; ++k)
        x = x * 0.999f + 0.5f / (1.0f + x);
      acc[it] = x;
    });
  });
}

constexpr int n = 256, tile = 16;

void tiled_sycl(sycl::queue &q, sycl::buffer<float, 1> &a, sycl::buffer<float, 1> &b,
                sycl::buffer<float, 1> &c) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor pa{a, cgh, sycl::read_only};
    sycl::accessor pb{b, cgh, sycl::read_only};
    sycl::accessor pc{c, cgh, sycl::write_only};
    sycl::local_accessor<float, 2> ta(sycl::range<2>(tile, tile), cgh);
    sycl::local_accessor<float, 2> tb(sycl::range<2>(tile, tile), cgh);
    cgh.parallel_for<class tiled_mm>(
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
            it.barrier(sycl::access::fence_space::local_space);
          }
          pc[row * n + col] = sum;
        });
  });
}

// Only barriers: what one work-item's wait at a barrier costs.
void barriers_only(sycl::queue &q, int count) {
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for<class barrier_only>(
        sycl::nd_range<2>(sycl::range<2>(n, n), sycl::range<2>(tile, tile)),
        [=](sycl::nd_item<2> it) {
          for (int i = 0; i < count; ++i)
            it.barrier();
        });
  });
  q.wait();
}

// The same tiles and loops, without SYCL: each "barrier" ends a loop over
// the tile's elements.
void tiled_plain(const std::vector<float> &a, const std::vector<float> &b, std::vector<float> &c) {
  static float ta[tile][tile], tb[tile][tile], sum[tile][tile];
  for (int g0 = 0; g0 < n; g0 += tile)
    for (int g1 = 0; g1 < n; g1 += tile) {
      for (int lr = 0; lr < tile; ++lr)
        for (int lc = 0; lc < tile; ++lc)
          sum[lr][lc] = 0.0f;
      for (int k0 = 0; k0 < n; k0 += tile) {
        for (int lr = 0; lr < tile; ++lr)
          for (int lc = 0; lc < tile; ++lc) {
            ta[lr][lc] = a[(g0 + lr) * n + k0 + lc];
            tb[lr][lc] = b[(k0 + lr) * n + g1 + lc];
          }
        for (int lr = 0; lr < tile; ++lr)
          for (int lc = 0; lc < tile; ++lc)
            for (int k = 0; k < tile; ++k)
              sum[lr][lc] += ta[lr][k] * tb[k][lc];
      }
      for (int lr = 0; lr < tile; ++lr)
        for (int lc = 0; lc < tile; ++lc)
          c[(g0 + lr) * n + g1 + lc] = sum[lr][lc];
    }
}

void triple_loop(const std::vector<float> &a, const std::vector<float> &b, std::vector<float> &c) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0.0f;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
}

void spec_read(sycl::queue &q, sycl::buffer<float, 1> &out) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.set_specialization_constant<scale>(1.0001f);
    cgh.parallel_for<class spec_loop>(out.get_range(),
                                      [=](sycl::item<1> it, sycl::kernel_handler kh) {
                                        float x = static_cast<float>(it.get_id(0) % 7);
                                        for (int k = 0; k < 2000; ++k)
                                          x = x * kh.get_specialization_constant<scale>() + 0.25f;
                                        acc[it] = x;
                                      });
  });
}

void captured_read(sycl::queue &q, sycl::buffer<float, 1> &out) {
  const float factor = 1.0001f;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.parallel_for<class captured_loop>(out.get_range(), [=](sycl::item<1> it) {
      float x = static_cast<float>(it.get_id(0) % 7);
      for (int k = 0; k < 2000; ++k)
        x = x * factor + 0.25f;
      acc[it] = x;
    });
  });
}

// A light nd_range kernel without barriers: what starting work-items costs.
void nd_light(sycl::queue &q, sycl::buffer<float, 1> &out) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.parallel_for<class nd_light>(
        sycl::nd_range<1>(out.get_range(), sycl::range<1>(64)),
        [=](sycl::nd_item<1> it) {
          acc[it.get_global_id()] = static_cast<float>(it.get_local_id(0));
        });
  });
  q.wait();
}

// The same with one sub-group reduction per work-item.
void nd_reduce(sycl::queue &q, sycl::buffer<float, 1> &out) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.parallel_for<class nd_reduce>(
        sycl::nd_range<1>(out.get_range(), sycl::range<1>(64)),
        [=](sycl::nd_item<1> it) {
          acc[it.get_global_id()] = sycl::reduce_over_group(
              it.get_sub_group(), static_cast<float>(it.get_local_id(0)),
              sycl::plus<>());
        });
  });
  q.wait();
}

void row(const char *name, const char *what, double t1, double t2, const char *target) {
  std::printf("| %s | %s | %.1f | %.1f | %.2f | %s |\n", name, what, t1, t2, t1 / t2, target);
}

} // namespace

int main() {
  sycl::queue q;
  std::printf("| benchmark | compared | A ms | B ms | A/B | target |\n|---|---|---:|---:|---:|---|\n");

  sycl::buffer<float, 1> out{sycl::range<1>(1 << 14)};
  syclfg::set_thread_count(1);
  const double one = median_ms([&] { compute(q, out); }, false);
  const double one_cpu = median_ms([&] { compute(q, out); });
  syclfg::set_thread_count(2);
  const double two = median_ms([&] { compute(q, out); }, false);
  const double two_cpu = median_ms([&] { compute(q, out); });
  row("scaling", "range parallel_for, 1 thread (A) vs 2 threads (B), wall", one, two, ">= 1.8");
  row("scaling", "the same, process CPU time (both threads)", one_cpu, two_cpu, "about 1");

  std::vector<float> a(n * n), b(n * n), c1(n * n), c2(n * n), c3(n * n);
  for (int i = 0; i < n * n; ++i) {
    a[i] = static_cast<float>(i % 5 - 2);
    b[i] = static_cast<float>(i % 3);
  }
  sycl::buffer<float, 1> ba(a.data(), sycl::range<1>(n * n)), bb(b.data(), sycl::range<1>(n * n));
  sycl::buffer<float, 1> bc{sycl::range<1>(n * n)};
  const double plain = median_ms([&] { tiled_plain(a, b, c2); });
  const double naive = median_ms([&] { triple_loop(a, b, c3); });
  syclfg::set_thread_count(1);
  const double sycl1 = median_ms([&] { tiled_sycl(q, ba, bb, bc); });
  syclfg::set_thread_count(2);
  const double sycl2 = median_ms([&] { tiled_sycl(q, ba, bb, bc); }, false);
  const double plain_wall = median_ms([&] { tiled_plain(a, b, c2); }, false);
  {
    sycl::host_accessor h{bc, sycl::read_only};
    for (int i = 0; i < n * n; ++i)
      if (h[i] != c2[i] || c2[i] != c3[i]) {
        std::printf("tiled matrix multiply: wrong result at %d\n", i);
        return 1;
      }
  }
  row("barrier", "tiled nd_range 1 thread (A) vs same tiles without SYCL (B)", sycl1, plain,
      "<= 3");
  row("barrier", "tiled nd_range 1 thread (A) vs plain triple loop (B)", sycl1, naive, "<= 3");
  row("barrier", "tiled nd_range 2 threads (A) vs same tiles without SYCL (B), wall", sycl2,
      plain_wall, "<= 3");

  syclfg::set_thread_count(1);
  const double spec = median_ms([&] { spec_read(q, out); });
  const double captured = median_ms([&] { captured_read(q, out); });
  row("spec", "spec constant in inner loop (A) vs captured constant (B), 1 thread", spec,
      captured, "<= 1.2");

  sycl::buffer<float, 1> many{sycl::range<1>(1 << 20)};
  syclfg::set_sub_group_size(8);
  const double light8 = median_ms([&] { nd_light(q, many); });
  const double reduce8 = median_ms([&] { nd_reduce(q, many); });
  syclfg::set_sub_group_size(1);
  const double light1 = median_ms([&] { nd_light(q, many); });
  syclfg::set_sub_group_size(0);
  row("sub-group", "nd_range without barriers, sub-groups of 8 (A) vs of 1 (B), CPU", light8,
      light1, "");
  std::printf("\nsub-group reduction (sub-groups of 8, 1 thread): %.1f ns per work-item\n",
              1e6 * (reduce8 - light8) / static_cast<double>(many.size()));

  const int waits = 2 * (n / tile); // as many as the tiled kernel
  const double only = median_ms([&] { barriers_only(q, waits); });
  std::printf("\nbarriers only (%d per work-item, 1 thread): %.1f ns per work-item "
              "per barrier\n",
              waits, 1e6 * only / (static_cast<double>(n) * n * waits));
  return 0;
}
