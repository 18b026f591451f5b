// reqd_work_group_size, work_group_size_hint and device_has with arguments
// the tool cannot take: each refused at the attribute, with what to write
// instead (a kernel would otherwise run, or be judged compatible with a
// device, without what it requires). The well-formed ones, in every
// spelling the tool reads, draw no "unknown attribute ignored" warning from
// its parse; the same names in another scope still do.
#include <sycl/sycl.hpp>

int runtime_size();
class k_ok; class k_count; class k_zero; class k_call; class k_empty;
class k_aspect; class k_hint; class k_other;

int main() {
  sycl::queue q;
  const sycl::nd_range<1> r(16, 16);
  q.submit([&](sycl::handler &h) {
    h.parallel_for<k_ok>(r, [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(16), cl::reqd_work_group_size(16), sycl::work_group_size_hint(16), cl::work_group_size_hint(16), sycl::device_has(sycl::aspect::cpu)]] {});
  });
  q.submit([&](sycl::handler &h) {
    // expected-error@+2 {{reqd_work_group_size takes 1 to 3 sizes, not 4 ('16,1,1,1')}}
    // expected-note@+1 {{write one positive size per dimension}}
    h.parallel_for<k_count>(r, [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(16, 1, 1, 1)]] {});
    // expected-error@+2 {{the size '0' of reqd_work_group_size is zero}}
    // expected-note@+1 {{write a positive integer literal}}
    h.parallel_for<k_zero>(r, [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(0)]] {});
    // expected-error@+2 {{cannot evaluate the argument 'runtime_size()' of reqd_work_group_size}}
    // expected-note@+1 {{write a positive integer literal}}
    h.parallel_for<k_call>(r, [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(runtime_size())]] {});
    // expected-error@+2 {{reqd_work_group_size takes 1 to 3 sizes, not 0}}
    // expected-note@+1 {{write one positive size per dimension}}
    h.parallel_for<k_empty>(r, [=](sycl::nd_item<1>) [[cl::reqd_work_group_size()]] {});
    // expected-error@+2 {{the argument 'sycl::aspect::warp_drive' of device_has names no enumerator of sycl::aspect}}
    // expected-note@+1 {{write aspects as sycl::aspect::fp64}}
    h.single_task<k_aspect>([=]() [[sycl::device_has(sycl::aspect::warp_drive)]] {});
    // expected-error@+2 {{cannot evaluate the argument 'x' of work_group_size_hint}}
    // expected-note@+1 {{write a positive integer literal}}
    h.parallel_for<k_hint>(r, [=](sycl::nd_item<1>) [[sycl::work_group_size_hint(x)]] {});
    // expected-warning@+1 {{unknown attribute 'device_has' ignored}}
    h.single_task<k_other>([=]() [[other::device_has(1)]] {});
  });
  return 0;
}
