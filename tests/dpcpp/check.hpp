// Checks used by the dpcpp-flavor inputs' main(), against the mock of DPC++'s
// runtime headers: symbolic IDs through get_spec_constant_symbolic_ID (the
// wrapper defined after the footer), device globals through what the footer
// passed to device_global_map::add.
#pragma once

#include "../golden/check_failures.hpp"

#include <sycl/detail/device_global_map.hpp>
#include <sycl/detail/kernel_desc.hpp>

#include <cstring>

namespace check {

using golden::fail;

template <auto &Object> void spec_id(const char *id) {
  const char *actual = sycl::detail::get_spec_constant_symbolic_ID<Object>();
  if (std::strcmp(actual, id) != 0)
    fail("get_spec_constant_symbolic_ID", id, actual);
}

// The object at `address` was registered exactly once, with `id`.
inline void device_global(const void *address, const char *id) {
  int found = 0;
  for (const mock::registration &r : mock::registrations())
    if (r.first == address) {
      ++found;
      if (r.second != id)
        fail("device_global_map::add id", id, r.second.c_str());
    }
  if (found != 1)
    fail("device_global_map::add once", id,
         found == 0 ? nullptr : "several times");
}

// Registrations happened before the user's global constructors.
inline std::size_t registered_at_startup = 0;
struct startup_probe {
  startup_probe() { registered_at_startup = mock::registrations().size(); }
};

inline int result(std::size_t expected_registrations) {
  std::size_t n = mock::registrations().size();
  if (n != expected_registrations) {
    std::printf("FAIL %zu registrations, expected %zu\n", n,
                expected_registrations);
    ++golden::failures;
  }
  if (registered_at_startup != n) {
    std::printf("FAIL %zu registrations before the user's global "
                "constructors, expected %zu\n",
                registered_at_startup, n);
    ++golden::failures;
  }
  if (golden::failures == 0)
    std::printf("OK %zu registrations\n", n);
  return golden::failures == 0 ? 0 : 1;
}

} // namespace check
