// A TU whose file name is also "a.cpp"'s sibling in another directory is in
// same_name/a.cpp; this one holds main().
#include "shared.hpp"
#include <syclfg/registry.hpp>

#include <cstdio>
#include <cstring>

tu_report report_b() {
  return {&shared::external_id, syclfg::symbolic_id<shared::external_id>(),
          &shared::internal_id, syclfg::symbolic_id<shared::internal_id>()};
}
tu_report report_same_name();

int main() {
  int failures = 0;
  auto check = [&](bool ok, const char *what) {
    std::printf("%s: %s\n", ok ? "ok" : "FAIL", what);
    failures += ok ? 0 : 1;
  };
  tu_report tus[] = {report_a(), report_b(), report_same_name(), report_variant()};
  for (const tu_report &r : tus) {
    check(r.external_address == tus[0].external_address, "one external object");
    check(std::strcmp(r.external_id, tus[0].external_id) == 0,
          "same external ID in every TU");
    check(syclfg::find_by_address(r.internal_address)->id == r.internal_id,
          "registry agrees with get_spec_constant_symbolic_ID");
  }
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j)
      check(std::strcmp(tus[i].internal_id, tus[j].internal_id) != 0,
            "internal IDs differ between TUs");
  check(syclfg::addresses_of(tus[0].external_id).size() == 1,
        "external object registered once");
  check(syclfg::conflicting_ids().empty(), "no conflicting IDs");
  check(syclfg::all_entries().size() == 6,
        "6 objects: 1 external + 1 internal per TU (5 TUs)");
  return failures == 0 ? 0 : 1;
}
