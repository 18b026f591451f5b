// Kernel identities and bundle states (SYCL 2020, 4.11.5-4.11.6): a
// kernel_id names one kernel of the program; bundles, device images and
// the kernel_id free functions are built on it.
#pragma once

#include <cstddef>
#include <functional>

namespace sycl {

enum class bundle_state { input, object, executable };

namespace detail {
struct kernel_id_access;
} // namespace detail

class kernel_id {
public:
  kernel_id() = delete;
  const char *get_name() const noexcept { return m_name; }
  friend bool operator==(const kernel_id &a, const kernel_id &b) {
    return a.m_name == b.m_name; // interned: one pointer per name
  }
  friend bool operator!=(const kernel_id &a, const kernel_id &b) {
    return !(a == b);
  }

private:
  friend struct detail::kernel_id_access;
  explicit kernel_id(const char *name) : m_name(name) {}
  const char *m_name;
};

namespace detail {
struct kernel_id_access {
  static kernel_id make(const char *interned) { return kernel_id(interned); }
};
} // namespace detail

} // namespace sycl

namespace std {
template <> struct hash<sycl::kernel_id> {
  size_t operator()(const sycl::kernel_id &id) const noexcept {
    return hash<const char *>()(id.get_name());
  }
};
} // namespace std
