// A specialization constant whose value has bit-fields: the storage units
// of each run of bit-fields are one leaf (offset and size in bytes, as
// Clang lays them out), the other members their own leaves. Set and read
// back through a kernel_handler with our runtime.
#include <sycl/sycl.hpp>

#include "check.hpp"

struct Flags {
  unsigned a : 3;
  unsigned b : 5;
  int c;
  unsigned short d : 4;
  unsigned short : 0;
  unsigned short e : 7;
};

constexpr sycl::specialization_id<Flags> flags{Flags{1, 2, 3, 4, 5}};

int main() {
  golden::expect_spec_id<flags>(INTERNAL("_ZL5flags"));
  sycl::queue q;
  Flags *read = sycl::malloc_shared<Flags>(1, q);
  q.submit([&](sycl::handler &h) {
     h.set_specialization_constant<flags>(Flags{7, 31, -1, 15, 100});
     h.single_task<class bitfield_kernel>([=](sycl::kernel_handler kh) {
       *read = kh.get_specialization_constant<flags>();
     });
   }).wait();
  if (read->a != 7 || read->b != 31 || read->c != -1 || read->d != 15 ||
      read->e != 100)
    golden::fail("bit-fields set and read in a kernel", "7 31 -1 15 100",
                 "other");
  sycl::free(read, q);
  return golden::result(1);
}
