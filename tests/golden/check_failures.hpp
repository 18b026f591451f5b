// Shared by the checks of every golden program, our flavor's (check.hpp) and
// the dpcpp flavor's (../dpcpp/check.hpp): the prefix of internal-linkage
// IDs and the failure count main() returns.
#pragma once

#include <cstdio>

// Internal-linkage IDs in golden tests use --unique-prefix=uidTEST.
#define INTERNAL(mangled) "uidTEST___" mangled

namespace golden {

inline int failures = 0;

inline void fail(const char *what, const char *expected, const char *actual) {
  std::printf("FAIL %s: expected '%s', got '%s'\n", what, expected,
              actual ? actual : "(none)");
  ++failures;
}

} // namespace golden
