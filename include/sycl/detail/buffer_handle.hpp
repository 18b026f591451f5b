// Included by: <sycl/buffer.hpp> (header-only).
//
// One buffer's claim on its storage, counted apart from the accessors and
// commands that also keep the storage alive: when the last buffer over the
// storage goes away (SYCL 2020, 4.7.2.3, "the last copy of the buffer"), it
// waits for the commands using the memory to complete before it lets go,
// so the write-back happens on its thread, before its destructor returns,
// and not on the thread of a command that ran later. A copy that is not the
// last goes away without waiting (a copy made for a moment must not block
// on a host task that is waiting for the program to go on).
#pragma once

#include <sycl/detail/buffer_storage.hpp>

#include <memory>
#include <utility>

namespace sycl {
namespace detail {

class buffer_handle {
public:
  buffer_handle() = default;
  explicit buffer_handle(std::shared_ptr<buffer_storage_base> storage)
      : m_storage(std::move(storage)) {
    if (m_storage != nullptr)
      m_storage->add_handle();
  }
  buffer_handle(const buffer_handle &other) : buffer_handle(other.m_storage) {}
  buffer_handle(buffer_handle &&other) noexcept
      : m_storage(std::move(other.m_storage)) {}
  buffer_handle &operator=(const buffer_handle &other) {
    if (this != &other)
      *this = buffer_handle(other);
    return *this;
  }
  buffer_handle &operator=(buffer_handle &&other) noexcept {
    if (this != &other) {
      release();
      m_storage = std::move(other.m_storage);
    }
    return *this;
  }
  ~buffer_handle() { release(); }

private:
  void release() noexcept {
    if (m_storage != nullptr && m_storage->drop_handle())
      m_storage->wait_for_commands();
    m_storage.reset();
  }

  std::shared_ptr<buffer_storage_base> m_storage;
};

} // namespace detail
} // namespace sycl
