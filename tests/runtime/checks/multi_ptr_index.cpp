// Checking mode: multi_ptr indices past a local accessor's elements (from
// get_multi_ptr) and past a USM allocation (address_space_cast).
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue q;
  int *usm = sycl::malloc_shared<int>(16, q);
  int status = 0;
  try {
    q.submit([&](sycl::handler &h) {
      sycl::local_accessor<int, 1> tile(sycl::range<1>(4), h);
      h.parallel_for<class local_ptr_past_end>(
          sycl::nd_range<1>(4, 4), [=](sycl::nd_item<1> it) {
            auto p = tile.get_multi_ptr<sycl::access::decorated::no>();
            p[it.get_local_id(0) + 1] = 2; // planted: element 4 of 4
          });
    });
    q.wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    status = 1;
  }
  try {
    q.parallel_for<class usm_ptr_past_end>(sycl::range<1>(2), [=](sycl::id<1>
                                                                      i) {
       auto p =
           sycl::address_space_cast<sycl::access::address_space::global_space,
                                    sycl::access::decorated::no>(usm);
       p[15 + i[0]] = 3; // planted: element 16 of 16
     }).wait();
  } catch (const sycl::exception &e) {
    std::printf("caught: %s\n", e.what());
    status = 1;
  }
  sycl::free(usm, q);
  return status;
}
