// Callees given the work-item or its group. One whose definition is in
// the file and holds no barrier or group function, directly or in what it
// calls with them, runs per work-item as ordinary code, so the kernel is
// compiled: a function of the group returning a structured binding's
// tuple (the histogram of data-parallel-CPP's fig_19_17), a chain of two
// such functions, a recursive one, a member function. One that waits at a
// barrier, directly or one call down, calls a group function, or is
// virtual keeps its kernel on fibers, with the reason.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <tuple>
#include <vector>

constexpr int wg = 8, groups = 4, n = wg * groups, bins = 4;

std::tuple<int, int> share_of(sycl::group<1> g, int total) {
  const int per = total / static_cast<int>(g.get_group_range(0));
  const int first = static_cast<int>(g.get_group_id(0)) * per;
  return {first, first + per};
}

int local_of(const sycl::nd_item<1> &it) {
  return static_cast<int>(it.get_local_id(0));
}
int mirrored(const sycl::nd_item<1> &it) { return wg - 1 - local_of(it); }

int depth(const sycl::nd_item<1> &it, int k) {
  return k == 0 ? local_of(it) : 1 + depth(it, k - 1);
}

struct offsetter {
  int base;
  int at(sycl::nd_item<1> it) const {
    return base + static_cast<int>(it.get_global_id(0));
  }
};

void wait_once(sycl::nd_item<1> it) { sycl::group_barrier(it.get_group()); }
void wait_below(sycl::nd_item<1> it) { wait_once(it); }
int group_total(sycl::group<1> g, int x) {
  return sycl::reduce_over_group(g, x, sycl::plus<int>());
}
struct hook {
  virtual ~hook() = default;
  virtual int value(const sycl::nd_item<1> &it) const {
    return static_cast<int>(it.get_local_id(0));
  }
};

int check(const std::vector<int> &got, int (*want)(int), const char *what) {
  for (int i = 0; i < static_cast<int>(got.size()); ++i)
    if (got[i] != want(i)) {
      std::printf("%s[%d] = %d, want %d\n", what, i, got[i], want(i));
      return 1;
    }
  return 0;
}

// Each group counts its share of `input` (value i % bins at i) in local
// memory, then adds the counts to the histogram.
void histogram(sycl::queue &q, sycl::buffer<int, 1> &hist) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor h{hist, cgh, sycl::read_write};
    sycl::local_accessor<int, 1> local(sycl::range<1>(bins), cgh);
    cgh.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      const auto grp = it.get_group();
      const int lid = static_cast<int>(it.get_local_id(0));
      if (lid < bins)
        local[lid] = 0;
      sycl::group_barrier(grp);
      const auto [first, last] = share_of(grp, 4 * n);
      for (int i = first + lid; i < last; i += wg)
        sycl::atomic_ref<int, sycl::memory_order::relaxed,
                         sycl::memory_scope::work_group,
                         sycl::access::address_space::local_space>(
            local[i % bins])++;
      sycl::group_barrier(grp);
      if (lid < bins)
        sycl::atomic_ref<int, sycl::memory_order::relaxed,
                         sycl::memory_scope::device>(h[lid]) += local[lid];
    });
  });
}

// Each work-item reads its mirror's value after a barrier.
void chained(sycl::queue &q, sycl::buffer<int, 1> &out) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor o{out, cgh, sycl::write_only};
    sycl::local_accessor<int, 1> seen(sycl::range<1>(wg), cgh);
    const offsetter off{100};
    cgh.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      seen[local_of(it)] = off.at(it) + depth(it, 2);
      it.barrier(sycl::access::fence_space::local_space);
      o[it.get_global_id(0)] = seen[mirrored(it)];
    });
  });
}

// Kernels that stay on fibers; each stores 1 + its number per work-item.
void fallbacks(sycl::queue &q, sycl::buffer<int, 1> &out) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor o{out, cgh, sycl::write_only};
    cgh.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      wait_below(it);
      o[it.get_global_id(0)] = 1;
    });
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor o{out, cgh, sycl::write_only};
    cgh.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      o[n + it.get_global_id(0)] = group_total(it.get_group(), 1) - wg + 2;
    });
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor o{out, cgh, sycl::write_only};
    cgh.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      const hook h;
      it.barrier();
      o[2 * n + it.get_global_id(0)] = h.value(it) - local_of(it) + 3;
    });
  });
}

int main() {
  std::vector<int> hist(bins, 0), mirror(n, -1), falls(3 * n, -1);
  {
    sycl::queue q;
    sycl::buffer<int, 1> bh(hist.data(), sycl::range<1>(bins));
    sycl::buffer<int, 1> bm(mirror.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> bf(falls.data(), sycl::range<1>(falls.size()));
    histogram(q, bh);
    chained(q, bm);
    fallbacks(q, bf);
  }
  return check(hist, [](int) { return n; }, "hist") ||
         check(mirror,
               [](int i) {
                 const int m = i - i % wg + (wg - 1 - i % wg);
                 return 100 + m + 2 + m % wg;
               },
               "mirror") ||
         check(falls, [](int i) { return 1 + i / n; }, "falls");
}
