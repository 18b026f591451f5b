#include "shared.hpp"
#include <syclfg/registry.hpp>

tu_report report_a() {
  return {&shared::external_id, syclfg::symbolic_id<shared::external_id>(),
          &shared::internal_id, syclfg::symbolic_id<shared::internal_id>()};
}
