// USM allocations: host memory from aligned operator new, recorded by start
// address so the kind of any pointer into an allocation can be found
// (get_pointer_type) and free knows the alignment to release with.
#include <sycl/usm.hpp>

#include "immortal.hpp"

#include <map>
#include <mutex>
#include <new>

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
};

// Immortal: memory may be freed from static destructors.
usm_table &table() {
  return syclfg::detail::process_lifetime_instance<usm_table>();
}

bool power_of_two(std::size_t n) { return n != 0 && (n & (n - 1)) == 0; }

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

} // namespace detail
} // namespace sycl
