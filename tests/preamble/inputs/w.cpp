// Preamble test TU w: its leading includes are shared.
#include <sycl/sycl.hpp>
#include <shared/kernels.hpp>

static auto ns_kernel_w = [] {};
auto ns_kernel2_w = [](sycl::id<1>) {};
[[maybe_unused]] constexpr sycl::specialization_id<double> id_w{1.5};
sycl::ext::oneapi::experimental::device_global<int> dg_w;
struct Local_w {};

int main() {
  sycl::queue q;
  q.single_task(ns_kernel_w);
  q.parallel_for(sycl::range<1>{2}, ns_kernel2_w);
  q.submit([&](sycl::handler &h) { h.single_task([] {}); });
  shared::submit_from_header(q);
  shared::templ<int>(q);
  shared::templ<Local_w>(q);
#warning "w.cpp warns after the preamble"
}
