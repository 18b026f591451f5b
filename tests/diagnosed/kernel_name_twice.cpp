// The two lambdas have the same captures (so the same layout), yet they are
// two kernels: one name may not stand for both.
#include <sycl/sycl.hpp>

class same;

int main() {
  sycl::queue q;
  int *p = nullptr;
  q.submit([&](sycl::handler &cgh) { cgh.single_task<same>([=] { *p = 1; }); });
  // expected-error@+2 {{two different kernels are named 'same'}}
  // expected-note@+1 {{give each kernel its own name type}}
  q.submit([&](sycl::handler &cgh) { cgh.single_task<same>([=] { *p = 2; }); });
  return 0;
}
