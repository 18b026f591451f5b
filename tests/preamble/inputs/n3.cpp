// Preamble test TU n3: specialization IDs that are instantiations of
// templates in its preamble (a static member, a variable template).
#include <sycl/sycl.hpp>
#include <shared/templates.hpp>

int main() {
  sycl::queue q;
  q.submit([&](sycl::handler &h) {
    h.set_specialization_constant<shared::Holder<int>::id>(3);
    h.set_specialization_constant<shared::var_id<float>>(2.5f);
    h.single_task([](sycl::kernel_handler kh) {
      (void)kh.get_specialization_constant<shared::Holder<int>::id>();
      (void)kh.get_specialization_constant<shared::var_id<float>>();
    });
  });
}
