// Kernels the work-group compiler does not take run on fibers, with the
// reason in --kernel-report: a barrier inside an if (one whose condition
// is a group function runs masked: wg/masked_conditions.cpp), two group functions
// in one statement (tests/wg/group_fallback.cpp has more), a
// return before a barrier, a nested lambda, a callee given the nd_item, a
// kernel written by a macro, a constexpr variable or a type alias used
// across a barrier; and a kernel in a function template, which is
// compiled (tests/wg/template_kernels.cpp has more).
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

void wait_in_callee(const sycl::nd_item<1> &it) { it.barrier(); }

#define STORE_KERNEL(value)                                                    \
  [=](sycl::nd_item<1> it) { acc[5 * n + it.get_global_id(0)] = value; }

template <int Value>
void in_template(sycl::queue &q, sycl::buffer<int, 1> &buf, std::size_t n,
                 std::size_t local) {
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{buf, cgh, sycl::read_write};
    cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
      acc[6 * n + it.get_global_id(0)] = Value;
    });
  });
}

int main() {
  constexpr std::size_t n = 64, local = 16;
  std::vector<int> out(9 * n, 0);
  {
    sycl::queue q;
    sycl::buffer<int, 1> buf(out.data(), sycl::range<1>(out.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        if (it.get_group_linear_id() % 2 == 0) {
          acc[it.get_global_id(0)] = 1;
          it.barrier();
        } else {
          it.barrier();
        }
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        acc[n + it.get_global_id(0)] =
            sycl::reduce_over_group(it.get_group(), 1, sycl::plus<int>()) +
            sycl::reduce_over_group(it.get_group(), 0, sycl::plus<int>());
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        if (it.get_group_linear_id() == 1)
          return;
        it.barrier();
        acc[2 * n + it.get_global_id(0)] = 3;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        auto store = [&](int v) { acc[3 * n + it.get_global_id(0)] = v; };
        store(4);
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        wait_in_callee(it);
        acc[4 * n + it.get_global_id(0)] = 5;
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), STORE_KERNEL(6));
    });
    in_template<7>(q, buf, n, local);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        constexpr int eight = 8;
        it.barrier();
        int copies[eight] = {eight};
        acc[7 * n + it.get_global_id(0)] = copies[0];
      });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.parallel_for(sycl::nd_range<1>(n, local), [=](sycl::nd_item<1> it) {
        using value_t = int;
        it.barrier();
        acc[8 * n + it.get_global_id(0)] = value_t{9};
      });
    });
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    const std::size_t k = i / n, g = i % n / local;
    const int want = k == 0   ? (g % 2 == 0 ? 1 : 0)
                     : k == 1 ? static_cast<int>(local)
                     : k == 2 ? (g == 1 ? 0 : 3)
                              : static_cast<int>(k) + 1;
    if (out[i] != want) {
      std::printf("out[%zu] = %d, want %d\n", i, out[i], want);
      return 1;
    }
  }
  return 0;
}
