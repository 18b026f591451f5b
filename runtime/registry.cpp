// The registry of uniquely identifiable objects. Generated footers call
// __register_uniquely_identifiable_object from global constructors of any
// translation unit, in any order, and programs may query the registry from
// static destructors and atexit handlers, so the state is immortal
// (constructed on first use, never destroyed) and guarded by a mutex.
#include <syclfg/registry.hpp>

#include <sycl/detail/abi/footer_abi.hpp>

#include "conflict.hpp"
#include "immortal.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace syclfg {
namespace {

struct registry {
  std::mutex mutex;
  std::vector<registry_entry> entries;            // registration order
  std::map<const void *, std::size_t> by_address; // -> index in entries
  std::map<std::string, std::vector<const void *>, std::less<>> by_id;
  // The footer's own string literal for each address (lives as long as the
  // program): what __syclfg_symbolic_id_of returns.
  std::map<const void *, const char *> literal_ids;
};

registry &instance() { return detail::process_lifetime_instance<registry>(); }

// Every address registered as one translation unit's copy of the object:
// several of them under one ID are expected, not a conflict.
bool all_copies(const registry &r, const std::vector<const void *> &addresses) {
  for (const void *address : addresses)
    if (!r.entries[r.by_address.at(address)].per_tu_copy)
      return false;
  return true;
}

// Names the ID and both addresses; the policy decides what happens.
void report_id_conflict(const std::string &id, const void *first,
                        const void *second) {
  char addresses[64];
  std::snprintf(addresses, sizeof addresses, "%p and %p", first, second);
  detail::report_conflict(
      "symbolic ID '" + id + "' is registered for two different objects (" +
      addresses +
      "); two translation units define distinct objects with the same ID "
      "(were they generated with the same --unique-prefix?)");
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
    if (addresses.size() > 1 && !all_copies(r, addresses))
      ids.push_back(id);
  return ids;
}

namespace {

void check_arguments(const void *address, const char *id, const char *kind) {
  if (address == nullptr || id == nullptr || kind == nullptr) {
    std::fprintf(stderr,
                 "syclfg: error: __register_uniquely_identifiable_object "
                 "called with a null argument\n");
    std::abort();
  }
}

void register_object(void *address, const char *id, const char *kind,
                     bool per_tu_copy) {
  check_arguments(address, id, kind);
  registry &r = instance();
  const void *conflict_with = nullptr;
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    // The same object is registered once per translation unit that defines
    // or declares it (inline variables, static members): same address, same
    // ID. Keep one entry.
    if (auto it = r.by_address.find(address); it != r.by_address.end()) {
      const registry_entry &known = r.entries[it->second];
      if (known.id == id)
        return;
    }
    auto &addresses = r.by_id[id];
    if (!addresses.empty() && !(per_tu_copy && all_copies(r, addresses)))
      conflict_with = addresses.front();
    addresses.push_back(address);
    r.by_address.emplace(address, r.entries.size());
    r.literal_ids.emplace(address, id);
    r.entries.push_back(registry_entry{address, id, kind, per_tu_copy});
  }
  if (conflict_with != nullptr)
    report_id_conflict(id, conflict_with, address);
}

} // namespace
} // namespace syclfg

extern "C" void __register_uniquely_identifiable_object(void *address,
                                                        const char *id,
                                                        const char *kind) {
  syclfg::register_object(address, id, kind, false);
}

extern "C" void __syclfg_register_per_tu_copy(void *address, const char *id,
                                              const char *kind) {
  syclfg::register_object(address, id, kind, true);
}

extern "C" const char *__syclfg_symbolic_id_of(const volatile void *address) {
  syclfg::registry &r = syclfg::instance();
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    auto it = r.literal_ids.find(const_cast<const void *>(address));
    if (it != r.literal_ids.end())
      return it->second;
  }
  std::fprintf(stderr,
               "syclfg: error: the specialization constant at %p has no "
               "symbolic ID: no integration footer registered it (was its "
               "translation unit compiled with its footer?)\n",
               const_cast<const void *>(address));
  std::abort();
}
