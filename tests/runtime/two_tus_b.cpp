// The second translation unit: its own internal `local_id`.
#include "two_tus.hpp"

#include <syclfg/registry.hpp>

static constexpr sycl::specialization_id<int> local_id(2);

b_result
read_in_b(sycl::queue &q,
          const sycl::kernel_bundle<sycl::bundle_state::executable> &bundle) {
  sycl::buffer<int, 1> out{sycl::range<1>(2)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor r{out, cgh, sycl::write_only};
    cgh.use_kernel_bundle(bundle);
    cgh.single_task([=](sycl::kernel_handler h) {
      r[0] = h.get_specialization_constant<shared_id>();
      r[1] = h.get_specialization_constant<local_id>();
    });
  });
  sycl::host_accessor h{out, sycl::read_only};
  return {h[0], h[1]};
}

const char *local_id_in_b() { return syclfg::symbolic_id<local_id>(); }
