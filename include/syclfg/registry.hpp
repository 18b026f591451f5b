// Included by: programs and tests that inspect the symbolic IDs footers
// registered, and the ABI headers; defined in runtime/registry.cpp.
//
// Query the registry of uniquely identifiable objects (specialization_id,
// device_global, ...) that generated footers fill before main().
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace syclfg {

struct registry_entry {
  const void *address;
  std::string id;
  std::string kind;
  // Registered as one translation unit's copy of an object g++ duplicates
  // per TU (see __syclfg_register_per_tu_copy): shares its ID with the
  // other copies.
  bool per_tu_copy = false;
};

// The entry registered for `address`, if any.
std::optional<registry_entry> find_by_address(const void *address);

// Every address registered under `id` (normally one; more means a conflict,
// unless each is a per-TU copy of one object).
std::vector<const void *> addresses_of(std::string_view id);

// All entries, in registration order.
std::vector<registry_entry> all_entries();

// IDs that were registered for two or more different addresses that are not
// all per-TU copies of one object.
std::vector<std::string> conflicting_ids();

// What to do when an ID is registered for a second, different address.
// The default is `warn`; the environment variable SYCLFG_ON_CONFLICT
// (ignore|warn|fatal) overrides it at start-up.
enum class conflict_policy { ignore, warn, fatal };
void set_conflict_policy(conflict_policy policy);

// The symbolic ID of `Object`, as the integration footer defines it.
// Defined in <sycl/detail/abi/spec_const_integration.hpp>, which the footer
// includes last: it links only when the translation unit has its footer.
template <auto &Object> const char *symbolic_id();

} // namespace syclfg
