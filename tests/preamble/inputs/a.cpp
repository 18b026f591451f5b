// Preamble test TU a: its leading includes are shared.
#include <sycl/sycl.hpp>
#include <shared/kernels.hpp>

static auto ns_kernel_a = [] {};
auto ns_kernel2_a = [](sycl::id<1>) {};
[[maybe_unused]] constexpr sycl::specialization_id<double> id_a{1.5};
sycl::ext::oneapi::experimental::device_global<int> dg_a;
struct Local_a {};

int main() {
  sycl::queue q;
  q.single_task(ns_kernel_a);
  q.parallel_for(sycl::range<1>{2}, ns_kernel2_a);
  q.submit([&](sycl::handler &h) { h.single_task([] {}); });
  shared::submit_from_header(q);
  shared::templ<int>(q);
  shared::templ<Local_a>(q);
}
