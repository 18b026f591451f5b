#include "shared.hpp"
#include <syclfg/registry.hpp>

tu_report report_a() {
  return {&shared::external_id, syclfg::symbolic_id<shared::external_id>(),
          &shared::internal_id, syclfg::symbolic_id<shared::internal_id>()};
}

const void *per_tu_copy_a() { return &shared::per_tu_copy<3>; }
