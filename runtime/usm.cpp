// USM allocations: host memory from aligned operator new, recorded by start
// address so the kind of any pointer into an allocation can be found
// (get_pointer_type) and free knows the alignment to release with. In the
// checking mode freed allocations stay reserved and recorded, so a later
// use of one is told from a use of new memory.
#include <sycl/exception.hpp>
#include <sycl/usm.hpp>

#include "checks_report.hpp"
#include "immortal.hpp"

#include <map>
#include <mutex>
#include <new>
#include <string>

namespace sycl {
namespace detail {
namespace {

struct allocation {
  std::size_t size;
  std::size_t alignment;
  usm::alloc kind;
};

struct usm_table {
  std::mutex mutex;
  std::map<const char *, allocation> by_start;
  std::map<const char *, allocation> freed; // checking mode only
};

// Immortal: memory may be freed from static destructors.
usm_table &table() {
  return syclfg::detail::process_lifetime_instance<usm_table>();
}

bool power_of_two(std::size_t n) { return n != 0 && (n & (n - 1)) == 0; }

// The allocation of `map` holding `p`, or end().
using allocation_map = std::map<const char *, allocation>;
allocation_map::const_iterator holding(const allocation_map &map,
                                       const char *p) {
  auto it = map.upper_bound(p);
  if (it == map.begin())
    return map.end();
  --it;
  return p < it->first + it->second.size ? it : map.end();
}

// Checking mode: keeps [ptr, ...) reserved as freed; a free of memory
// already freed is reported.
void quarantine(usm_table &t, void *ptr) {
  const auto *p = static_cast<const char *>(ptr);
  auto it = t.by_start.find(p);
  if (it != t.by_start.end()) {
    t.freed[p] = it->second;
    t.by_start.erase(it);
  } else if (t.freed.count(p) != 0) {
    syclfg::runtime::check_report(
        "USM", "sycl::free of an allocation already freed", source_where{});
  }
}

// What an access of [target, target + bytes) through a pointer into the
// allocation holding `base` does wrong, if anything known.
std::string usm_misuse(usm_table &t, const char *base, const char *target,
                       std::size_t bytes) {
  auto live = holding(t.by_start, base);
  if (live != t.by_start.end()) {
    if (target >= live->first &&
        target + bytes <= live->first + live->second.size)
      return "";
    return "reaches byte " + std::to_string(target - live->first) + " (for " +
           std::to_string(bytes) + " bytes) of a USM allocation of " +
           std::to_string(live->second.size) + " bytes";
  }
  auto freed = holding(t.freed, base);
  if (freed == t.freed.end())
    return ""; // not USM memory: nothing known
  return "uses a USM allocation of " + std::to_string(freed->second.size) +
         " bytes after sycl::free";
}

} // namespace

void *usm_allocate(std::size_t alignment, std::size_t bytes, usm::alloc kind) {
  if (alignment == 0)
    alignment = alignof(std::max_align_t);
  if (bytes == 0 || !power_of_two(alignment))
    return nullptr;
  void *p = ::operator new(bytes, std::align_val_t(alignment), std::nothrow);
  if (p == nullptr)
    return nullptr;
  usm_table &t = table();
  std::lock_guard<std::mutex> lock(t.mutex);
  t.by_start[static_cast<const char *>(p)] = allocation{bytes, alignment, kind};
  return p;
}

// Memory the table does not know is left alone (freeing it would be
// undefined behaviour in SYCL too).
void usm_free(void *ptr) {
  if (ptr == nullptr)
    return;
  usm_table &t = table();
  std::size_t alignment = 0;
  if (checks_enabled()) {
    std::lock_guard<std::mutex> lock(t.mutex);
    quarantine(t, ptr);
    return;
  }
  {
    std::lock_guard<std::mutex> lock(t.mutex);
    auto it = t.by_start.find(static_cast<const char *>(ptr));
    if (it == t.by_start.end())
      return;
    alignment = it->second.alignment;
    t.by_start.erase(it);
  }
  ::operator delete(ptr, std::align_val_t(alignment));
}

usm::alloc usm_kind(const void *ptr) {
  const auto *p = static_cast<const char *>(ptr);
  usm_table &t = table();
  std::lock_guard<std::mutex> lock(t.mutex);
  auto it = t.by_start.upper_bound(p);
  if (it == t.by_start.begin())
    return usm::alloc::unknown;
  --it;
  if (p < it->first + it->second.size)
    return it->second.kind;
  return usm::alloc::unknown;
}

bool check_usm_access(const char *op, const void *base, const void *target,
                      std::size_t bytes, source_where where) {
  std::string misuse;
  {
    usm_table &t = table();
    std::lock_guard<std::mutex> lock(t.mutex);
    misuse = usm_misuse(t, static_cast<const char *>(base),
                        static_cast<const char *>(target), bytes);
  }
  if (misuse.empty())
    return true;
  syclfg::runtime::check_report("USM", std::string(op) + " " + misuse, where);
  return false;
}

void check_usm_range(const char *op, const void *p, std::size_t bytes,
                     source_where where) {
  if (bytes != 0)
    check_usm_access(op, p, p, bytes, where); // throws: not in a kernel
}

} // namespace detail
} // namespace sycl
