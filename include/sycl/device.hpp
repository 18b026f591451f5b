// sycl::device, sycl::context and sycl::property_list: one host CPU device.
// Contexts compare by identity, which is all kernel bundles need
// (use_kernel_bundle rejects a bundle of another context).
#pragma once

#include <memory>
#include <vector>

namespace sycl {

class device {
public:
  device() = default;
  bool is_cpu() const noexcept { return true; }
  bool is_gpu() const noexcept { return false; }
  bool is_accelerator() const noexcept { return false; }
  friend bool operator==(const device &, const device &) { return true; }
  friend bool operator!=(const device &, const device &) { return false; }
};

class context {
public:
  // Every constructed context is a new, distinct context.
  context() : m_identity(std::make_shared<char>()) {}
  explicit context(const device &) : context() {}

  std::vector<device> get_devices() const { return {device{}}; }

  friend bool operator==(const context &a, const context &b) {
    return a.m_identity == b.m_identity;
  }
  friend bool operator!=(const context &a, const context &b) {
    return !(a == b);
  }

  // The context of default-constructed queues (one per program). Never
  // destroyed: queues may be created from static destructors.
  static context default_context() {
    static const context *const shared = new context();
    return *shared;
  }

private:
  std::shared_ptr<char> m_identity;
};

class property_list {
public:
  property_list() = default;
};

} // namespace sycl
