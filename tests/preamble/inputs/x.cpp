// Preamble test TU x: its leading includes are shared.
#include <sycl/sycl.hpp>
#include <shared/kernels.hpp>

static auto ns_kernel_x = [] {};
auto ns_kernel2_x = [](sycl::id<1>) {};
[[maybe_unused]] constexpr sycl::specialization_id<double> id_x{1.5};
sycl::ext::oneapi::experimental::device_global<int> dg_x;
struct Local_x {};

int main() {
  sycl::queue q;
  q.single_task(ns_kernel_x);
  q.parallel_for(sycl::range<1>{2}, ns_kernel2_x);
  q.submit([&](sycl::handler &h) { h.single_task([] {}); });
  shared::submit_from_header(q);
  shared::templ<int>(q);
  shared::templ<Local_x>(q);
  return undeclared_x;
}
