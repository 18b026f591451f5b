// Preamble test TU n2: instantiates kernels of templates in its preamble
// (found in the instantiations, at the templates' place in the order).
#include <sycl/sycl.hpp>
#include <shared/templates.hpp>

struct Local_n2 {};
[[maybe_unused]] constexpr sycl::specialization_id<int> id_n2{5};

int main() {
  sycl::queue q;
  q.single_task([] {});
  shared::templ_kernel<Local_n2>(q);
  shared::templ_kernel<int>(q);
  shared::Submitter<long>{}(q);
}
