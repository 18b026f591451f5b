// A check for programs that run code after main() returns, where a test
// framework's state may already be gone: prints the failure and ends the
// process at once with status 1.
#pragma once

#include <cstdio>
#include <cstdlib>

#define LIFETIME_CHECK(condition)                                              \
  do {                                                                         \
    if (!(condition)) {                                                        \
      std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__,    \
                   #condition);                                                \
      std::fflush(stderr);                                                     \
      std::_Exit(1);                                                           \
    }                                                                          \
  } while (0)
