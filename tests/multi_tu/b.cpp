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

  const char *copy_id = "_ZN6shared11per_tu_copyILi3EEE";
  check(std::strcmp(syclfg::symbolic_id<shared::per_tu_copy<3>>(), copy_id) ==
            0,
        "per-TU copy: Clang's external ID");
  const void *copy_b = &shared::per_tu_copy<3>;
  for (const void *copy : {per_tu_copy_a(), copy_b})
    check(syclfg::find_by_address(copy) &&
              syclfg::find_by_address(copy)->id == copy_id,
          "every per-TU copy registered under the one ID");
  const std::size_t copies = per_tu_copy_a() == copy_b ? 1 : 2;
  check(syclfg::addresses_of(copy_id).size() == copies,
        "one address per copy");

  auto counter = syclfg::find_by_address(&shared::library::counter);
  check(counter && counter->id == "_ZN6shared7library7counterE" &&
            counter->kind == "device_global",
        "member defined in an unprocessed TU registered where declared");

  check(syclfg::conflicting_ids().empty(), "no conflicting IDs");
  check(syclfg::all_entries().size() == 6 + copies + 1,
        "1 external + 1 internal per TU (5 TUs), the copies, the member");
  return failures == 0 ? 0 : 1;
}
