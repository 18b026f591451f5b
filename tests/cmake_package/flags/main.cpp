#include "flags.hpp"
#include "main_only.hpp"

#include <cstdio>
#include <cstring>

#if !defined(FROM_CONFIG_GENEX) || FROM_CONFIG_GENEX != FROM_CONFIG
#error "FROM_CONFIG_GENEX: $<CONFIG:...> in a definition did not reach this parse as configured"
#endif

#define PASTE2(a, b) a##b
#define PASTE(a, b) PASTE2(a, b)
// One name per configuration: had the tool parsed with another
// configuration's flags, the footer would name a variable this compile does
// not declare.
constexpr sycl::specialization_id<int> PASTE(config_, FROM_CONFIG){FROM_CONFIG};

int main() {
  const char *config = id_of<PASTE(config_, FROM_CONFIG)>();
  // Internal linkage: the IDs name the variables after a per-TU prefix.
  const bool ok = std::strstr(config, "config_") && std::strstr(gnu_id(), "gnu_mode") &&
                  std::strstr(strict_id(), "strict_mode");
  // relocate.cmake checks that __FILE__ names this file.
  std::printf("file: %s\n", __FILE__);
  std::printf("flags: config %d, IDs %s %s %s: %s\n", FROM_CONFIG, config, gnu_id(),
              strict_id(), ok ? "OK" : "FAILED");
  return ok ? 0 : 1;
}
