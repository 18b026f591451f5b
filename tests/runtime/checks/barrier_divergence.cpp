// Checking mode: work-items of one group at different barriers (two
// barrier calls in the branches of an if) and at a barrier that others of
// their group skip.
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue q;
  int status = 0;
  try {
    q.parallel_for<class two_barriers>(
         sycl::nd_range<1>(8, 8),
         [=](sycl::nd_item<1> it) {
           if (it.get_local_id(0) < 4)
             sycl::group_barrier(it.get_group()); // planted: first half
           else
             sycl::group_barrier(it.get_group()); // planted: second half
         })
        .wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    status = 1;
  }
  try {
    q.parallel_for<class skipped_barrier>(
         sycl::nd_range<1>(8, 8),
         [=](sycl::nd_item<1> it) {
           if (it.get_local_id(0) != 5) // planted: work-item 5 skips it
             it.barrier(sycl::access::fence_space::local_space);
         })
        .wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    status = 1;
  }
  return status;
}
