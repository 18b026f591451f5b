// Preamble test TU n1: uses none of shared/templates.hpp (its parse on the
// preamble walks only its own declarations).
#include <sycl/sycl.hpp>
#include <shared/templates.hpp>

[[maybe_unused]] constexpr sycl::specialization_id<int> id_n1{4};
sycl::ext::oneapi::experimental::device_global<int> dg_n1;

int main() {
  sycl::queue q;
  q.single_task([] {});
  q.submit([&](sycl::handler &h) {
    h.parallel_for(sycl::range<1>{2}, [](sycl::id<1>) {});
  });
}
