// An nd_range program with work-group local memory, barriers and group
// algorithms: per-group histograms merged with atomics, and a group sum
// compared against the host. Exit code 0 when right.
#include <sycl/sycl.hpp>

#include <iostream>
#include <numeric>

int main() {
  constexpr size_t N = 4096, WG = 64, BINS = 16;
  std::vector<unsigned> values(N), hist(BINS, 0);
  for (size_t i = 0; i < N; ++i)
    values[i] = static_cast<unsigned>((i * 2654435761u) >> 7) % BINS;
  std::vector<unsigned> group_sums(N / WG);

  sycl::queue q{sycl::cpu_selector_v};
  {
    sycl::buffer<unsigned> in(values.data(), sycl::range<1>(N));
    sycl::buffer<unsigned> out(hist.data(), sycl::range<1>(BINS));
    sycl::buffer<unsigned> sums(group_sums.data(), sycl::range<1>(N / WG));
    q.submit([&](sycl::handler &h) {
      sycl::accessor v{in, h, sycl::read_only};
      sycl::accessor o{out, h, sycl::read_write};
      sycl::accessor s{sums, h, sycl::write_only, sycl::no_init};
      sycl::local_accessor<unsigned, 1> local_hist(sycl::range<1>(BINS), h);
      h.parallel_for(sycl::nd_range<1>(N, WG), [=](sycl::nd_item<1> it) {
        const size_t lid = it.get_local_id(0);
        if (lid < BINS)
          local_hist[lid] = 0;
        sycl::group_barrier(it.get_group());
        sycl::atomic_ref<unsigned, sycl::memory_order::relaxed,
                         sycl::memory_scope::work_group,
                         sycl::access::address_space::local_space>
            bin(local_hist[v[it.get_global_id()]]);
        bin.fetch_add(1u);
        it.barrier(sycl::access::fence_space::local_space);
        if (lid < BINS) {
          sycl::atomic_ref<unsigned, sycl::memory_order::relaxed,
                           sycl::memory_scope::device>
              global_bin(o[lid]);
          global_bin += local_hist[lid];
        }
        const unsigned total = sycl::reduce_over_group(
            it.get_group(), v[it.get_global_id()], sycl::plus<unsigned>());
        if (it.get_group().leader())
          s[it.get_group_linear_id()] = total;
      });
    });
  }

  std::vector<unsigned> expected(BINS, 0);
  for (unsigned v : values)
    ++expected[v];
  int errors = hist != expected;
  for (size_t g = 0; g < N / WG; ++g)
    errors +=
        group_sums[g] != std::accumulate(values.begin() + g * WG,
                                         values.begin() + (g + 1) * WG, 0u);
  std::cout << (errors == 0 ? "PASSED" : "FAILED") << std::endl;
  return errors == 0 ? 0 : 1;
}
