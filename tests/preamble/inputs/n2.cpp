// Preamble test TU n2: instantiates kernels of templates in its preamble
// (found in the instantiations, at the templates' place in the order),
// and through the queue's shortcuts.
#include <sycl/sycl.hpp>
#include <shared/templates.hpp>

struct Local_n2 {};
struct Functor_n2 {
  void operator()(sycl::id<1>) const {}
};
[[maybe_unused]] constexpr sycl::specialization_id<int> id_n2{5};

int main() {
  sycl::queue q;
  // The queue's shortcuts launch these kernels inside its own templates:
  // walked on the preamble in a whole walk's order, not in call order.
  q.parallel_for(sycl::range<1>{1}, Functor_n2{});
  q.single_task([] {});
  shared::templ_kernel<Local_n2>(q);
  shared::templ_kernel<int>(q);
  shared::Submitter<long>{}(q);
}
