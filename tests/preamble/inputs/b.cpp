// Preamble test TU b: its leading includes are shared.
#include <sycl/sycl.hpp>
#include <shared/kernels.hpp>

static auto ns_kernel_b = [] {};
auto ns_kernel2_b = [](sycl::id<1>) {};
[[maybe_unused]] constexpr sycl::specialization_id<double> id_b{1.5};
sycl::ext::oneapi::experimental::device_global<int> dg_b;
struct Local_b {};

int main() {
  sycl::queue q;
  q.single_task(ns_kernel_b);
  q.parallel_for(sycl::range<1>{2}, ns_kernel2_b);
  q.submit([&](sycl::handler &h) { h.single_task([] {}); });
  shared::submit_from_header(q);
  shared::templ<int>(q);
  shared::templ<Local_b>(q);
  return shared::header_lambda(1) - 2;
}
