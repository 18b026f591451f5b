// Checks used by the golden inputs' main(): every object has the expected
// symbolic ID, through get_spec_constant_symbolic_ID (via syclfg::symbolic_id,
// defined after the footer) and through the registry.
#pragma once

#include "check_failures.hpp"

#include <syclfg/registry.hpp>

#include <cstring>
#include <memory>

namespace golden {

// The object at `address` is registered once with `id` and `kind`.
inline void expect_registered(const void *address, const char *id,
                              const char *kind) {
  auto entry = syclfg::find_by_address(address);
  if (!entry)
    return fail("registered", id, nullptr);
  if (entry->id != id)
    fail("registry id", id, entry->id.c_str());
  if (entry->kind != kind)
    fail("registry kind", kind, entry->kind.c_str());
  if (syclfg::addresses_of(id).size() != 1)
    fail("unique address for id", id, "several addresses");
}

template <auto &Object> void expect_spec_id(const char *id) {
  const char *actual = syclfg::symbolic_id<Object>();
  if (std::strcmp(actual, id) != 0)
    fail("get_spec_constant_symbolic_ID", id, actual);
  expect_registered(std::addressof(Object), id, "specialization_id");
}

template <auto &Object> void expect_device_global(const char *id) {
  expect_registered(std::addressof(Object), id, "device_global");
}

inline int result(std::size_t expected_entries) {
  std::size_t n = syclfg::all_entries().size();
  if (n != expected_entries) {
    std::printf("FAIL registry has %zu entries, expected %zu\n", n,
                expected_entries);
    ++failures;
  }
  if (!syclfg::conflicting_ids().empty()) {
    std::printf("FAIL conflicting IDs registered\n");
    ++failures;
  }
  if (failures == 0)
    std::printf("OK %zu objects\n", n);
  return failures == 0 ? 0 : 1;
}

} // namespace golden
