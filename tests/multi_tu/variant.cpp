// Compiled twice into the program with different macros (VARIANT=1 defines
// report_variant, VARIANT=2 an unused function): internal IDs must differ.
#include "shared.hpp"
#include <syclfg/registry.hpp>

#if VARIANT == 1
tu_report report_variant() {
  return {&shared::external_id, syclfg::symbolic_id<shared::external_id>(),
          &shared::internal_id, syclfg::symbolic_id<shared::internal_id>()};
}
#else
const void *variant_two_address() { return &shared::internal_id; }
#endif
