// The cost of copying accessors by value per work-item in a vectorizable
// kernel: the STREAM triad with its accessors captured (`direct`) and
// passed by value into a helper (`byvalue`), ns per work-item, fastest of
// 8 runs. No kernel name, specialization constant or footer is needed, so
// it builds without the tool (bench/RESULTS.md, pattern programs):
//   g++ -std=c++17 -O3 -Iinclude bench/patterns/triad_copies.cpp \
//     -Lbuild/lib -lsyclfg -Wl,-rpath,$PWD/build/lib -o triad_copies
//   SYCLFG_THREADS=1 ./triad_copies
#include <chrono>
#include <cstdio>
#include <sycl/sycl.hpp>
template <class A, class B, class C>
void triad_at(A a, B b, C c, sycl::id<1> i, double scalar) {
  a[i] = b[i] + scalar * c[i];
}
int main() {
  const long n = 1 << 22;
  sycl::buffer<double> ba{sycl::range<1>(n)}, bb{sycl::range<1>(n)},
      bc{sycl::range<1>(n)};
  sycl::queue q;
  const double scalar = 0.4;
  for (int variant = 0; variant < 2; ++variant) {
    double best = 1e9;
    for (int r = 0; r < 8; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      q.submit([&](sycl::handler &cgh) {
        sycl::accessor a{ba, cgh, sycl::read_write};
        sycl::accessor b{bb, cgh, sycl::read_write};
        sycl::accessor c{bc, cgh, sycl::read_write};
        if (variant == 0)
          cgh.parallel_for<class direct>(sycl::range<1>(n), [=](sycl::id<1> i) {
            a[i] = b[i] + scalar * c[i];
          });
        else
          cgh.parallel_for<class byvalue>(
              sycl::range<1>(n),
              [=](sycl::id<1> i) { triad_at(a, b, c, i, scalar); });
      });
      q.wait();
      best = std::min(best, std::chrono::duration<double>(
                                std::chrono::steady_clock::now() - t0)
                                .count());
    }
    std::printf("%s %.3f ns/item\n", variant ? "byvalue" : "direct",
                best / n * 1e9);
  }
}
