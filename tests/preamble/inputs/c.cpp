// Preamble test TU c: its preamble is built as a chain of PCHs.
#include <chain/top.hpp>
#include <vector>

int after_preamble_c = chain_top();

#include <sycl/sycl.hpp>

[[maybe_unused]] constexpr sycl::specialization_id<int> id_c{3};

int main() {
  sycl::queue q;
  q.single_task([] {});
}
