// Registers one ID for two different objects, as two TUs generated with the
// same --unique-prefix would. The runtime must name the ID; with
// SYCLFG_ON_CONFLICT=fatal it must stop the program.
#include <sycl/detail/abi/footer_abi.hpp>
#include <syclfg/registry.hpp>

#include <cstdio>

static int first, second;

int main() {
  __register_uniquely_identifiable_object(&first, "uidX___dup", "specialization_id");
  __register_uniquely_identifiable_object(&first, "uidX___dup", "specialization_id");
  __register_uniquely_identifiable_object(&second, "uidX___dup", "specialization_id");
  auto ids = syclfg::conflicting_ids();
  std::printf("conflicts: %zu\n", ids.size());
  return ids.size() == 1 && syclfg::addresses_of("uidX___dup").size() == 2 ? 0 : 1;
}
