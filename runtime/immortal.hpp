// Internal to libsyclfg: state that lives for the whole process. Footers
// register from global constructors of any TU, in any order, and programs
// query the registry or read specialization constants from static
// destructors and atexit handlers, after every function-local static would
// have been destroyed. An immortal object is constructed on first use
// (thread-safe, like any function-local static) and never destroyed.
#pragma once

#include <new>
#include <utility>

namespace syclfg::detail {

template <class T> class immortal {
public:
  template <class... Args> explicit immortal(Args &&...args) {
    ::new (static_cast<void *>(m_storage)) T(std::forward<Args>(args)...);
  }
  immortal(const immortal &) = delete;
  immortal &operator=(const immortal &) = delete;
  // No destructor call: the object outlives every static destructor.
  ~immortal() = default;

  T &get() noexcept { return *std::launder(reinterpret_cast<T *>(m_storage)); }

private:
  alignas(T) unsigned char m_storage[sizeof(T)];
};

// The one process-wide T, for `static T &instance()` accessors.
template <class T> T &process_lifetime_instance() {
  static immortal<T> object;
  return object.get();
}

} // namespace syclfg::detail
