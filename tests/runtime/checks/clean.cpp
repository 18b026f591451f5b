// Checking mode on correct kernels: no report may appear. Barriers between
// local writes and reads, atomics on local memory, group functions,
// sub-group barriers, multi-dimensional and ranged accessors, multi_ptr
// and USM within bounds, a specialization constant set before the kernel.
#include <sycl/sycl.hpp>

#include <cstdio>

constexpr sycl::specialization_id<int> offset{1};

int main() {
  sycl::queue q;
  constexpr std::size_t n = 64, wg = 16;
  sycl::buffer<int, 1> in{sycl::range<1>(n)}, sums{sycl::range<1>(n / wg)};
  sycl::buffer<int, 2> grid{sycl::range<2>(8, 8)};
  int *usm = sycl::malloc_shared<int>(n, q);
  q.submit([&](sycl::handler &h) {
    sycl::accessor a(in, h, sycl::write_only);
    h.set_specialization_constant<offset>(1);
    h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i,
                                          sycl::kernel_handler kh) {
      a[i] = static_cast<int>(i[0]) + kh.get_specialization_constant<offset>();
    });
  });
  q.submit([&](sycl::handler &h) {
    sycl::accessor a(in, h, sycl::read_only);
    sycl::accessor s(sums, h, sycl::write_only);
    sycl::local_accessor<int, 1> tile(sycl::range<1>(wg), h);
    sycl::local_accessor<int, 1> hist(sycl::range<1>(4), h);
    h.parallel_for<class tree_sum>(
        sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
          const std::size_t i = it.get_local_id(0);
          if (i < 4)
            hist[i] = 0;
          tile[i] = a[it.get_global_id()];
          sycl::group_barrier(it.get_group());
          sycl::atomic_ref<int, sycl::memory_order::relaxed,
                           sycl::memory_scope::work_group,
                           sycl::access::address_space::local_space>(
              hist[tile[i] % 4])
              .fetch_add(1);
          for (std::size_t stride = wg / 2; stride > 0; stride /= 2) {
            if (i < stride)
              tile[i] += tile[i + stride];
            it.barrier(sycl::access::fence_space::local_space);
          }
          auto p = tile.get_multi_ptr<sycl::access::decorated::no>();
          const int reduced = sycl::reduce_over_group(
              it.get_group(), p[i] * 0 + 1, sycl::plus<int>());
          sycl::group_barrier(it.get_sub_group());
          if (i == 0)
            s[it.get_group(0)] = tile[0] + reduced - static_cast<int>(wg);
        });
  });
  q.submit([&](sycl::handler &h) {
    sycl::accessor g(grid, h, sycl::range<2>(4, 8), sycl::id<2>(4, 0),
                     sycl::write_only);
    h.parallel_for(sycl::range<2>(4, 8), [=](sycl::item<2> it) {
      g[it] = 1;
      g[it.get_id(0)][it.get_id(1)] += 1;
    });
  });
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
     auto p =
         sycl::address_space_cast<sycl::access::address_space::global_space,
                                  sycl::access::decorated::no>(usm);
     p[i[0]] = static_cast<int>(i[0]);
   }).wait();
  std::vector<int> host(n);
  q.memcpy(host.data(), usm, n * sizeof(int)).wait();
  sycl::free(usm, q);
  sycl::host_accessor s(sums, sycl::read_only);
  for (std::size_t g = 0; g < n / wg; ++g) {
    int expected = 0;
    for (std::size_t i = g * wg; i < (g + 1) * wg; ++i)
      expected += static_cast<int>(i) + 1;
    if (s[g] != expected) {
      std::printf("group %zu: %d, expected %d\n", g, s[g], expected);
      return 1;
    }
  }
  sycl::host_accessor gr(grid, sycl::read_only);
  if (gr[7][7] != 2 || gr[0][0] != 0 ||
      host[n - 1] != static_cast<int>(n - 1)) {
    std::puts("wrong grid or USM results");
    return 1;
  }
  std::puts("clean: no reports");
  return 0;
}
