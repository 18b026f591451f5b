// Same file name as ../a.cpp, different directory: internal IDs must differ.
#include "../shared.hpp"
#include <syclfg/registry.hpp>

tu_report report_same_name() {
  return {&shared::external_id, syclfg::symbolic_id<shared::external_id>(),
          &shared::internal_id, syclfg::symbolic_id<shared::internal_id>()};
}
