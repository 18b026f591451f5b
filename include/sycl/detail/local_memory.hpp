// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// How local_accessors find their work-group's memory. A command group's
// local_accessors each reserve an offset in one block per work-group. The
// executor gives every worker thread its own block and copies the kernel
// for that worker while `local_memory_binding` points at the block: the
// copied local_accessors then address it. The kernel's own accesses are
// plain pointer arithmetic, with no lookup per access.
#pragma once

#include <cstddef>

namespace sycl {
namespace detail {

struct local_memory_state {
  unsigned char *binding = nullptr; // the block a copy is bound to
  bool probing = false;             // a copy only checks for local_accessors
  bool seen = false;                // a local_accessor was copied while probing
};
inline thread_local local_memory_state local_memory;

// Offsets of the local_accessors of one command group in its block.
class local_memory_layout {
public:
  std::size_t reserve(std::size_t bytes, std::size_t alignment) {
    m_bytes = (m_bytes + alignment - 1) / alignment * alignment;
    std::size_t offset = m_bytes;
    m_bytes += bytes;
    return offset;
  }
  std::size_t bytes() const noexcept { return m_bytes; }

private:
  std::size_t m_bytes = 0;
};

// While alive, copies of local_accessors address `block`.
class local_memory_binding {
public:
  explicit local_memory_binding(unsigned char *block) {
    local_memory.binding = block;
  }
  ~local_memory_binding() { local_memory.binding = nullptr; }
  local_memory_binding(const local_memory_binding &) = delete;
  local_memory_binding &operator=(const local_memory_binding &) = delete;
};

// Whether `kernel` holds a local_accessor (a copy of it copies them all).
template <class Kernel> bool captures_local_accessor(const Kernel &kernel) {
  struct scope {
    scope() {
      local_memory.probing = true;
      local_memory.seen = false;
    }
    ~scope() { local_memory.probing = false; }
  } probe;
  Kernel copy(kernel);
  (void)copy;
  return local_memory.seen;
}

} // namespace detail
} // namespace sycl
