// The registry of uniquely identifiable objects. Generated footers call
// __register_uniquely_identifiable_object from global constructors of any
// translation unit, in any order, so the state lives in a function-local
// static (constructed on first use) and is guarded by a mutex.
#include <syclfg/registry.hpp>

#include <sycl/detail/footer_abi.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

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

struct registry {
  std::mutex mutex;
  std::vector<registry_entry> entries;            // registration order
  std::map<const void *, std::size_t> by_address; // -> index in entries
  std::map<std::string, std::vector<const void *>, std::less<>> by_id;
  conflict_policy policy = policy_from_environment();
};

registry &instance() {
  static registry r;
  return r;
}

void report_conflict(conflict_policy policy, const std::string &id,
                     const void *first, const void *second) {
  if (policy == conflict_policy::ignore)
    return;
  std::fprintf(
      stderr,
      "syclfg: %s: symbolic ID '%s' is registered for two different "
      "objects (%p and %p); two translation units define distinct "
      "objects with the same ID (were they generated with the same "
      "--unique-prefix?). Set SYCLFG_ON_CONFLICT=fatal to stop here.\n",
      policy == conflict_policy::fatal ? "error" : "warning", id.c_str(), first,
      second);
  if (policy == conflict_policy::fatal) {
    // Exit at once: this may run inside a global constructor, where
    // running other destructors or handlers is not safe.
    std::fflush(stderr);
    std::_Exit(70);
  }
}

} // namespace

std::optional<registry_entry> find_by_address(const void *address) {
  registry &r = instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.by_address.find(address);
  if (it == r.by_address.end())
    return std::nullopt;
  return r.entries[it->second];
}

std::vector<const void *> addresses_of(std::string_view id) {
  registry &r = instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.by_id.find(id);
  if (it == r.by_id.end())
    return {};
  return it->second;
}

std::vector<registry_entry> all_entries() {
  registry &r = instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.entries;
}

std::vector<std::string> conflicting_ids() {
  registry &r = instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::vector<std::string> ids;
  for (const auto &[id, addresses] : r.by_id)
    if (addresses.size() > 1)
      ids.push_back(id);
  return ids;
}

void set_conflict_policy(conflict_policy policy) {
  registry &r = instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.policy = policy;
}

} // namespace syclfg

extern "C" void __register_uniquely_identifiable_object(void *address,
                                                        const char *id,
                                                        const char *kind) {
  using namespace syclfg;
  if (address == nullptr || id == nullptr || kind == nullptr) {
    std::fprintf(stderr,
                 "syclfg: error: __register_uniquely_identifiable_object "
                 "called with a null argument\n");
    std::abort();
  }
  registry &r = instance();
  const void *conflict_with = nullptr;
  conflict_policy policy;
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    policy = r.policy;
    // The same inline variable is registered once per translation unit that
    // defines it: same address, same ID. Keep one entry.
    if (auto it = r.by_address.find(address); it != r.by_address.end()) {
      const registry_entry &known = r.entries[it->second];
      if (known.id == id)
        return;
    }
    auto &addresses = r.by_id[id];
    if (!addresses.empty())
      conflict_with = addresses.front();
    addresses.push_back(address);
    r.by_address.emplace(address, r.entries.size());
    r.entries.push_back(registry_entry{address, id, kind});
  }
  if (conflict_with != nullptr)
    report_conflict(policy, id, conflict_with, address);
}
