#include "conflict.hpp"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace syclfg {
namespace {

conflict_policy policy_from_environment() {
  const char *value = std::getenv("SYCLFG_ON_CONFLICT");
  if (value == nullptr || std::strcmp(value, "warn") == 0)
    return conflict_policy::warn;
  if (std::strcmp(value, "fatal") == 0)
    return conflict_policy::fatal;
  if (std::strcmp(value, "ignore") == 0)
    return conflict_policy::ignore;
  std::fprintf(stderr,
               "syclfg: warning: SYCLFG_ON_CONFLICT='%s' is not one of "
               "ignore, warn, fatal; using warn\n",
               value);
  return conflict_policy::warn;
}

// -1: not set by the program, use the environment.
std::atomic<int> &chosen_policy() {
  static std::atomic<int> policy{-1};
  return policy;
}

} // namespace

void set_conflict_policy(conflict_policy policy) {
  chosen_policy().store(static_cast<int>(policy));
}

namespace detail {

conflict_policy current_conflict_policy() {
  int chosen = chosen_policy().load();
  if (chosen >= 0)
    return static_cast<conflict_policy>(chosen);
  static const conflict_policy from_environment = policy_from_environment();
  return from_environment;
}

void report_conflict(const std::string &what) {
  conflict_policy policy = current_conflict_policy();
  if (policy == conflict_policy::ignore)
    return;
  std::fprintf(
      stderr, "syclfg: %s: %s. Set SYCLFG_ON_CONFLICT=fatal to stop here.\n",
      policy == conflict_policy::fatal ? "error" : "warning", what.c_str());
  if (policy == conflict_policy::fatal) {
    std::fflush(stderr);
    std::_Exit(70);
  }
}

} // namespace detail
} // namespace syclfg
